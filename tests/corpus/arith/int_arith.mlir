// Integer arithmetic from the arith dialect inside llvm.func: addi/subi/muli
// (plain and with overflow<nsw>/<nuw>/<nsw, nuw> flags), andi/ori/xori,
// shli (plain and with overflow flags)/shrsi/shrui, and
// maxsi/minsi/maxui/minui, on i8, i16, i32 and i64.
// Functions that C calls take and return only i32/i64; narrower types are
// produced with arith.trunci and widened again with arith.extsi/extui.
// The C driver only passes inputs that satisfy the overflow flags.
module {
  // ------------------------------------------------------------ add/sub/mul
  llvm.func @add_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.addi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @sub_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.subi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @mul_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.muli %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @add_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.addi %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @sub_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.subi %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @mul_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.muli %a, %b : i64
    llvm.return %r : i64
  }

  // Signed (nsw) and unsigned (nuw) no-wrap variants. C calls them only when
  // the exact result fits.
  llvm.func @add_nsw_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.addi %a, %b overflow<nsw> : i32
    llvm.return %r : i32
  }
  llvm.func @add_nuw_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.addi %a, %b overflow<nuw> : i32
    llvm.return %r : i32
  }
  llvm.func @sub_nsw_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.subi %a, %b overflow<nsw> : i64
    llvm.return %r : i64
  }
  llvm.func @sub_nuw_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.subi %a, %b overflow<nuw> : i64
    llvm.return %r : i64
  }
  llvm.func @mul_nsw_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.muli %a, %b overflow<nsw> : i64
    llvm.return %r : i64
  }
  llvm.func @mul_nsw_nuw_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.muli %a, %b overflow<nsw, nuw> : i32
    llvm.return %r : i32
  }
  llvm.func @add_nsw_nuw_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.addi %a, %b overflow<nsw, nuw> : i64
    llvm.return %r : i64
  }

  // Packs four i8 results into one i32: byte k holds result k.
  llvm.func @pack4_i8(%r0: i8, %r1: i8, %r2: i8, %r3: i8) -> i32 {
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c24 = arith.constant 24 : i32
    %z0 = arith.extui %r0 : i8 to i32
    %z1 = arith.extui %r1 : i8 to i32
    %z2 = arith.extui %r2 : i8 to i32
    %z3 = arith.extui %r3 : i8 to i32
    %s1 = arith.shli %z1, %c8 : i32
    %s2 = arith.shli %z2, %c16 : i32
    %s3 = arith.shli %z3, %c24 : i32
    %o1 = arith.ori %z0, %s1 : i32
    %o2 = arith.ori %o1, %s2 : i32
    %o3 = arith.ori %o2, %s3 : i32
    llvm.return %o3 : i32
  }

  // i8 add/sub/mul with wraparound: byte0 a+b, byte1 a-b, byte2 a*b, byte3 b-a.
  llvm.func @wrap_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %b = arith.trunci %y : i32 to i8
    %s = arith.addi %a, %b : i8
    %d = arith.subi %a, %b : i8
    %m = arith.muli %a, %b : i8
    %e = arith.subi %b, %a : i8
    %r = llvm.call @pack4_i8(%s, %d, %m, %e) : (i8, i8, i8, i8) -> i32
    llvm.return %r : i32
  }
  llvm.func @sub_nsw_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %b = arith.trunci %y : i32 to i8
    %d = arith.subi %a, %b overflow<nsw> : i8
    %r = arith.extsi %d : i8 to i32
    llvm.return %r : i32
  }
  llvm.func @add_nuw_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %b = arith.trunci %y : i32 to i8
    %d = arith.addi %a, %b overflow<nuw> : i8
    %r = arith.extui %d : i8 to i32
    llvm.return %r : i32
  }

  // i16: a+b, a-b, a*b and b-a with wraparound, 16 bits each in an i64.
  llvm.func @wrap_i16(%x: i32, %y: i32) -> i64 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %s = arith.addi %a, %b : i16
    %d = arith.subi %a, %b : i16
    %m = arith.muli %a, %b : i16
    %e = arith.subi %b, %a : i16
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %c48 = arith.constant 48 : i64
    %zs = arith.extui %s : i16 to i64
    %zd = arith.extui %d : i16 to i64
    %zm = arith.extui %m : i16 to i64
    %ze = arith.extui %e : i16 to i64
    %t1 = arith.shli %zd, %c16 : i64
    %t2 = arith.shli %zm, %c32 : i64
    %t3 = arith.shli %ze, %c48 : i64
    %o1 = arith.ori %zs, %t1 : i64
    %o2 = arith.ori %o1, %t2 : i64
    %o3 = arith.ori %o2, %t3 : i64
    llvm.return %o3 : i64
  }
  // i16 product with nsw, only called when the product fits in i16.
  llvm.func @mul_nsw_i16(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %m = arith.muli %a, %b overflow<nsw> : i16
    %r = arith.extsi %m : i16 to i32
    llvm.return %r : i32
  }

  // ------------------------------------------------------------ bitwise
  llvm.func @and_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.andi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @or_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.ori %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @xor_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.xori %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @bitwise_i64(%a: i64, %b: i64) -> i64 {
    // (a & b) ^ ((a | b) + ~a), with ~a = a ^ -1 (the add may wrap).
    %m1 = arith.constant -1 : i64
    %and = arith.andi %a, %b : i64
    %or = arith.ori %a, %b : i64
    %not = arith.xori %a, %m1 : i64
    %sum = arith.addi %or, %not : i64
    %r = arith.xori %and, %sum : i64
    llvm.return %r : i64
  }
  // and/or/xor on i16 and i1, packed: low 16 bits and, next or, next xor,
  // bits 48..50 the i1 results on the low bits of the inputs.
  llvm.func @bitwise_narrow(%x: i32, %y: i32) -> i64 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %and = arith.andi %a, %b : i16
    %or = arith.ori %a, %b : i16
    %xor = arith.xori %a, %b : i16
    %p = arith.trunci %x : i32 to i1
    %q = arith.trunci %y : i32 to i1
    %pand = arith.andi %p, %q : i1
    %por = arith.ori %p, %q : i1
    %pxor = arith.xori %p, %q : i1
    %z0 = arith.extui %and : i16 to i64
    %z1 = arith.extui %or : i16 to i64
    %z2 = arith.extui %xor : i16 to i64
    %b0 = arith.extui %pand : i1 to i64
    %b1 = arith.extui %por : i1 to i64
    %b2 = arith.extui %pxor : i1 to i64
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %c48 = arith.constant 48 : i64
    %c49 = arith.constant 49 : i64
    %c50 = arith.constant 50 : i64
    %s1 = arith.shli %z1, %c16 : i64
    %s2 = arith.shli %z2, %c32 : i64
    %s3 = arith.shli %b0, %c48 : i64
    %s4 = arith.shli %b1, %c49 : i64
    %s5 = arith.shli %b2, %c50 : i64
    %o1 = arith.ori %z0, %s1 : i64
    %o2 = arith.xori %o1, %s2 : i64
    %o3 = arith.ori %o2, %s3 : i64
    %o4 = arith.ori %o3, %s4 : i64
    %o5 = arith.ori %o4, %s5 : i64
    llvm.return %o5 : i64
  }

  // ------------------------------------------------------------ shifts
  // Shift amounts are always less than the bit width (C masks them).
  llvm.func @shl_i32(%a: i32, %n: i32) -> i32 {
    %r = arith.shli %a, %n : i32
    llvm.return %r : i32
  }
  llvm.func @shrsi_i32(%a: i32, %n: i32) -> i32 {
    %r = arith.shrsi %a, %n : i32
    llvm.return %r : i32
  }
  llvm.func @shrui_i32(%a: i32, %n: i32) -> i32 {
    %r = arith.shrui %a, %n : i32
    llvm.return %r : i32
  }
  llvm.func @shl_i64(%a: i64, %n: i64) -> i64 {
    %r = arith.shli %a, %n : i64
    llvm.return %r : i64
  }
  llvm.func @shrsi_i64(%a: i64, %n: i64) -> i64 {
    %r = arith.shrsi %a, %n : i64
    llvm.return %r : i64
  }
  llvm.func @shrui_i64(%a: i64, %n: i64) -> i64 {
    %r = arith.shrui %a, %n : i64
    llvm.return %r : i64
  }
  // i8 shifts: byte0 shl, byte1 shrsi, byte2 shrui, byte3 shrsi then shrui by 1.
  llvm.func @shifts_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %n = arith.trunci %y : i32 to i8
    %l = arith.shli %a, %n : i8
    %s = arith.shrsi %a, %n : i8
    %u = arith.shrui %a, %n : i8
    %one = arith.constant 1 : i8
    %s1 = arith.shrsi %a, %one : i8
    %u1 = arith.shrui %s1, %one : i8
    %r = llvm.call @pack4_i8(%l, %s, %u, %u1) : (i8, i8, i8, i8) -> i32
    llvm.return %r : i32
  }
  // i16 shifts, 16 bits each in an i64: shli, shrsi, shrui.
  llvm.func @shifts_i16(%x: i32, %y: i32) -> i64 {
    %a = arith.trunci %x : i32 to i16
    %n = arith.trunci %y : i32 to i16
    %l = arith.shli %a, %n : i16
    %s = arith.shrsi %a, %n : i16
    %u = arith.shrui %a, %n : i16
    %zl = arith.extui %l : i16 to i64
    %zs = arith.extui %s : i16 to i64
    %zu = arith.extui %u : i16 to i64
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %t1 = arith.shli %zs, %c16 : i64
    %t2 = arith.shli %zu, %c32 : i64
    %o1 = arith.ori %zl, %t1 : i64
    %o2 = arith.ori %o1, %t2 : i64
    llvm.return %o2 : i64
  }
  // shli with overflow flags: only called when no (signed/unsigned) overflow.
  llvm.func @shl_nsw_i32(%a: i32, %n: i32) -> i32 {
    %r = arith.shli %a, %n overflow<nsw> : i32
    llvm.return %r : i32
  }
  llvm.func @shl_nuw_i64(%a: i64, %n: i64) -> i64 {
    %r = arith.shli %a, %n overflow<nuw> : i64
    llvm.return %r : i64
  }

  // ------------------------------------------------------------ min/max
  llvm.func @maxsi_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.maxsi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @minsi_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.minsi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @maxui_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.maxui %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @minui_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.minui %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @minmax_i64(%a: i64, %b: i64, %which: i32) -> i64 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %mxs = arith.maxsi %a, %b : i64
    %mns = arith.minsi %a, %b : i64
    %mxu = arith.maxui %a, %b : i64
    %mnu = arith.minui %a, %b : i64
    %is0 = arith.cmpi eq, %which, %c0 : i32
    %is1 = arith.cmpi eq, %which, %c1 : i32
    %is2 = arith.cmpi eq, %which, %c2 : i32
    %r2 = arith.select %is2, %mxu, %mnu : i64
    %r1 = arith.select %is1, %mns, %r2 : i64
    %r0 = arith.select %is0, %mxs, %r1 : i64
    llvm.return %r0 : i64
  }
  // i8 min/max packed: byte0 maxsi, byte1 minsi, byte2 maxui, byte3 minui.
  llvm.func @minmax_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %b = arith.trunci %y : i32 to i8
    %mxs = arith.maxsi %a, %b : i8
    %mns = arith.minsi %a, %b : i8
    %mxu = arith.maxui %a, %b : i8
    %mnu = arith.minui %a, %b : i8
    %r = llvm.call @pack4_i8(%mxs, %mns, %mxu, %mnu) : (i8, i8, i8, i8) -> i32
    llvm.return %r : i32
  }
  // i16 min/max, 16 bits each in an i64: maxsi, minsi, maxui, minui.
  llvm.func @minmax_i16(%x: i32, %y: i32) -> i64 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %mxs = arith.maxsi %a, %b : i16
    %mns = arith.minsi %a, %b : i16
    %mxu = arith.maxui %a, %b : i16
    %mnu = arith.minui %a, %b : i16
    %zs0 = arith.extui %mxs : i16 to i64
    %zs1 = arith.extui %mns : i16 to i64
    %zu0 = arith.extui %mxu : i16 to i64
    %zu1 = arith.extui %mnu : i16 to i64
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %c48 = arith.constant 48 : i64
    %t1 = arith.shli %zs1, %c16 : i64
    %t2 = arith.shli %zu0, %c32 : i64
    %t3 = arith.shli %zu1, %c48 : i64
    %o1 = arith.ori %zs0, %t1 : i64
    %o2 = arith.ori %o1, %t2 : i64
    %o3 = arith.ori %o2, %t3 : i64
    llvm.return %o3 : i64
  }
}
