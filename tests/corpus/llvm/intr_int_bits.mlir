// Integer intrinsics: smin/smax/umin/umax, ctlz/cttz (is_zero_poison false
// and true), ctpop, abs, bswap, bitreverse, fshl/fshr, and the
// {s,u}{add,sub,mul}.with.overflow family returning {iN, i1} structs.
module {
  llvm.func @minmax_i32(%op: i32, %a: i32, %b: i32) -> i32 {
    llvm.switch %op : i32, ^umax [
      0: ^smin,
      1: ^smax,
      2: ^umin
    ]
  ^smin:
    %0 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
    llvm.return %0 : i32
  ^smax:
    %1 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
    llvm.return %1 : i32
  ^umin:
    %2 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
    llvm.return %2 : i32
  ^umax:
    %3 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
    llvm.return %3 : i32
  }

  // 64-bit min/max folded into one value: smin + smax + umin + umax.
  llvm.func @minmax_i64_sum(%a: i64, %b: i64) -> i64 {
    %0 = llvm.intr.smin(%a, %b) : (i64, i64) -> i64
    %1 = llvm.intr.smax(%a, %b) : (i64, i64) -> i64
    %2 = llvm.intr.umin(%a, %b) : (i64, i64) -> i64
    %3 = llvm.intr.umax(%a, %b) : (i64, i64) -> i64
    %s0 = llvm.add %0, %1 : i64
    %s1 = llvm.add %2, %3 : i64
    %r = llvm.sub %s0, %s1 : i64
    llvm.return %r : i64
  }

  // Bit counting on i32: packs ctlz | cttz << 8 | ctpop << 16.
  llvm.func @bitcount_i32(%a: i32) -> i32 {
    %lz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %tz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %pc = llvm.intr.ctpop(%a) : (i32) -> i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %t = llvm.shl %tz, %c8 : i32
    %p = llvm.shl %pc, %c16 : i32
    %r0 = llvm.or %lz, %t : i32
    %r = llvm.or %r0, %p : i32
    llvm.return %r : i32
  }

  // Bit counting on i64 and i16 (zero_poison = true; driver never passes 0).
  llvm.func @bitcount_nonzero_i64(%a: i64) -> i64 {
    %lz = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i64) -> i64
    %tz = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i64) -> i64
    %pc = llvm.intr.ctpop(%a) : (i64) -> i64
    %c100 = llvm.mlir.constant(100 : i64) : i64
    %c10000 = llvm.mlir.constant(10000 : i64) : i64
    %t = llvm.mul %tz, %c100 : i64
    %p = llvm.mul %pc, %c10000 : i64
    %r0 = llvm.add %lz, %t : i64
    %r = llvm.add %r0, %p : i64
    llvm.return %r : i64
  }

  llvm.func @bitcount_i16(%a32: i32) -> i32 {
    %a = llvm.trunc %a32 : i32 to i16
    %lz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i16) -> i16
    %tz = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i16) -> i16
    %pc = llvm.intr.ctpop(%a) : (i16) -> i16
    %c100 = llvm.mlir.constant(100 : i16) : i16
    %t = llvm.mul %tz, %c100 : i16
    %r0 = llvm.add %lz, %t : i16
    %r1 = llvm.zext %r0 : i16 to i32
    %pz = llvm.zext %pc : i16 to i32
    %c20 = llvm.mlir.constant(20 : i32) : i32
    %ps = llvm.shl %pz, %c20 : i32
    %r = llvm.or %r1, %ps : i32
    llvm.return %r : i32
  }

  // Vector ctpop.
  llvm.func @ctpop_v4(%p: !llvm.ptr) -> i32 {
    %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> vector<4xi32>
    %c = llvm.intr.ctpop(%v) : (vector<4xi32>) -> vector<4xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %i3 = llvm.mlir.constant(3 : i32) : i32
    %a = llvm.extractelement %c[%i0 : i32] : vector<4xi32>
    %b = llvm.extractelement %c[%i1 : i32] : vector<4xi32>
    %d = llvm.extractelement %c[%i2 : i32] : vector<4xi32>
    %e = llvm.extractelement %c[%i3 : i32] : vector<4xi32>
    %s0 = llvm.add %a, %b : i32
    %s1 = llvm.add %s0, %d : i32
    %s2 = llvm.add %s1, %e : i32
    llvm.return %s2 : i32
  }

  llvm.func @abs_i32(%a: i32) -> i32 {
    %r = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
    llvm.return %r : i32
  }

  llvm.func @bswap_i64(%a: i64) -> i64 {
    %r = llvm.intr.bswap(%a) : (i64) -> i64
    llvm.return %r : i64
  }

  llvm.func @bitreverse_i32(%a: i32) -> i32 {
    %r = llvm.intr.bitreverse(%a) : (i32) -> i32
    llvm.return %r : i32
  }

  // Rotates via funnel shifts.
  llvm.func @rotl_i32(%a: i32, %n: i32) -> i32 {
    %r = llvm.intr.fshl(%a, %a, %n) : (i32, i32, i32) -> i32
    llvm.return %r : i32
  }

  llvm.func @fshr_i32(%a: i32, %b: i32, %n: i32) -> i32 {
    %r = llvm.intr.fshr(%a, %b, %n) : (i32, i32, i32) -> i32
    llvm.return %r : i32
  }

  // Overflow intrinsics: returns result * 2 + overflow bit (as i64).
  llvm.func @with_overflow(%op: i32, %a: i32, %b: i32) -> i64 {
    llvm.switch %op : i32, ^umul [
      0: ^sadd,
      1: ^uadd,
      2: ^ssub,
      3: ^usub,
      4: ^smul
    ]
  ^sadd:
    %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.br ^done(%0 : !llvm.struct<(i32, i1)>)
  ^uadd:
    %1 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.br ^done(%1 : !llvm.struct<(i32, i1)>)
  ^ssub:
    %2 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.br ^done(%2 : !llvm.struct<(i32, i1)>)
  ^usub:
    %3 = "llvm.intr.usub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.br ^done(%3 : !llvm.struct<(i32, i1)>)
  ^smul:
    %4 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.br ^done(%4 : !llvm.struct<(i32, i1)>)
  ^umul:
    %5 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    llvm.br ^done(%5 : !llvm.struct<(i32, i1)>)
  ^done(%s: !llvm.struct<(i32, i1)>):
    %v = llvm.extractvalue %s[0] : !llvm.struct<(i32, i1)>
    %o = llvm.extractvalue %s[1] : !llvm.struct<(i32, i1)>
    %vx = llvm.sext %v : i32 to i64
    %ox = llvm.zext %o : i1 to i64
    %two = llvm.mlir.constant(2 : i64) : i64
    %t = llvm.mul %vx, %two : i64
    %r = llvm.add %t, %ox : i64
    llvm.return %r : i64
  }
}
