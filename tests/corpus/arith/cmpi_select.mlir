// arith.cmpi with all ten predicates (eq ne slt sle sgt sge ult ule ugt uge)
// on i1, i8, i16, i32, i64 and index, returned as a bit mask where bit k is
// predicate k in that order. Also arith.select on i1, i8, i16, i32, i64,
// f32, f64 and index operands, and cmpi results used as select conditions
// and combined with andi/ori/xori.
module {
  llvm.func @cmpi_i64(%a: i64, %b: i64) -> i32 {
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpi eq, %a, %b : i64
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpi ne, %a, %b : i64
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpi slt, %a, %b : i64
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpi sle, %a, %b : i64
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpi sgt, %a, %b : i64
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpi sge, %a, %b : i64
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpi ult, %a, %b : i64
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpi ule, %a, %b : i64
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpi ugt, %a, %b : i64
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpi uge, %a, %b : i64
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    llvm.return %acc10 : i32
  }

  llvm.func @cmpi_i32(%a: i32, %b: i32) -> i32 {
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpi eq, %a, %b : i32
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpi ne, %a, %b : i32
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpi slt, %a, %b : i32
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpi sle, %a, %b : i32
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpi sgt, %a, %b : i32
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpi sge, %a, %b : i32
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpi ult, %a, %b : i32
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpi ule, %a, %b : i32
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpi ugt, %a, %b : i32
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpi uge, %a, %b : i32
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    llvm.return %acc10 : i32
  }

  llvm.func @cmpi_i16(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpi eq, %a, %b : i16
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpi ne, %a, %b : i16
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpi slt, %a, %b : i16
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpi sle, %a, %b : i16
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpi sgt, %a, %b : i16
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpi sge, %a, %b : i16
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpi ult, %a, %b : i16
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpi ule, %a, %b : i16
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpi ugt, %a, %b : i16
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpi uge, %a, %b : i16
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    llvm.return %acc10 : i32
  }

  llvm.func @cmpi_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %b = arith.trunci %y : i32 to i8
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpi eq, %a, %b : i8
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpi ne, %a, %b : i8
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpi slt, %a, %b : i8
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpi sle, %a, %b : i8
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpi sgt, %a, %b : i8
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpi sge, %a, %b : i8
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpi ult, %a, %b : i8
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpi ule, %a, %b : i8
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpi ugt, %a, %b : i8
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpi uge, %a, %b : i8
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    llvm.return %acc10 : i32
  }

  // i1: as a signed value true is -1, so true < false under slt.
  llvm.func @cmpi_i1(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i1
    %b = arith.trunci %y : i32 to i1
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpi eq, %a, %b : i1
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpi ne, %a, %b : i1
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpi slt, %a, %b : i1
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpi sle, %a, %b : i1
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpi sgt, %a, %b : i1
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpi sge, %a, %b : i1
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpi ult, %a, %b : i1
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpi ule, %a, %b : i1
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpi ugt, %a, %b : i1
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpi uge, %a, %b : i1
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    llvm.return %acc10 : i32
  }

  // index: operands arrive as i32 and are sign-extended with index_cast.
  llvm.func @cmpi_index(%x: i32, %y: i32) -> i32 {
    %a = arith.index_cast %x : i32 to index
    %b = arith.index_cast %y : i32 to index
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpi eq, %a, %b : index
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpi ne, %a, %b : index
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpi slt, %a, %b : index
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpi sle, %a, %b : index
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpi sgt, %a, %b : index
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpi sge, %a, %b : index
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpi ult, %a, %b : index
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpi ule, %a, %b : index
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpi ugt, %a, %b : index
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpi uge, %a, %b : index
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    llvm.return %acc10 : i32
  }

  // cmpi against constants on i8 (a loaded value compared with immediates).
  llvm.func @classify_i8(%x: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %zero = arith.constant 0 : i8
    %m100 = arith.constant -100 : i8
    %c100 = arith.constant 100 : i8
    %neg = arith.cmpi slt, %a, %zero : i8
    %big = arith.cmpi ugt, %a, %c100 : i8
    %vneg = arith.cmpi sle, %a, %m100 : i8
    %isz = arith.cmpi eq, %a, %zero : i8
    // 0: zero, 1: small positive, 2: positive > 100, 3: negative > -100,
    // 4: negative <= -100
    %r0 = arith.constant 0 : i32
    %r1 = arith.constant 1 : i32
    %r2 = arith.constant 2 : i32
    %r3 = arith.constant 3 : i32
    %r4 = arith.constant 4 : i32
    %pos = arith.select %big, %r2, %r1 : i32
    %negv = arith.select %vneg, %r4, %r3 : i32
    %nz = arith.select %neg, %negv, %pos : i32
    %r = arith.select %isz, %r0, %nz : i32
    // %big is also true for negative values (unsigned view): check it
    // agrees with the signed view: big == (neg | a > 100).
    %gt100 = arith.cmpi sgt, %a, %c100 : i8
    %either = arith.ori %neg, %gt100 : i1
    %agree = arith.xori %either, %big : i1
    %true = arith.constant true
    %ok = arith.xori %agree, %true : i1
    %okz = arith.extui %ok : i1 to i32
    %c8 = arith.constant 8 : i32
    %oks = arith.shli %okz, %c8 : i32
    %res = arith.ori %r, %oks : i32
    llvm.return %res : i32
  }

  // ------------------------------------------------------------ select
  llvm.func @select_i32(%c: i32, %a: i32, %b: i32) -> i32 {
    %cond = arith.trunci %c : i32 to i1
    %r = arith.select %cond, %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @select_i64(%c: i32, %a: i64, %b: i64) -> i64 {
    %zero = arith.constant 0 : i32
    %cond = arith.cmpi ne, %c, %zero : i32
    %r = arith.select %cond, %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @select_f64(%c: i32, %a: f64, %b: f64) -> f64 {
    %zero = arith.constant 0 : i32
    %cond = arith.cmpi sgt, %c, %zero : i32
    %r = arith.select %cond, %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @select_f32(%c: i32, %a: f32, %b: f32) -> f32 {
    %zero = arith.constant 0 : i32
    %cond = arith.cmpi slt, %c, %zero : i32
    %r = arith.select %cond, %a, %b : f32
    llvm.return %r : f32
  }
  // select on i1, i8 and i16 values, widened for the return.
  llvm.func @select_narrow(%c: i32, %x: i32, %y: i32) -> i32 {
    %cond = arith.trunci %c : i32 to i1
    %a8 = arith.trunci %x : i32 to i8
    %b8 = arith.trunci %y : i32 to i8
    %s8 = arith.select %cond, %a8, %b8 : i8
    %a16 = arith.trunci %x : i32 to i16
    %b16 = arith.trunci %y : i32 to i16
    %s16 = arith.select %cond, %b16, %a16 : i16
    %a1 = arith.trunci %x : i32 to i1
    %b1 = arith.trunci %y : i32 to i1
    %s1 = arith.select %cond, %a1, %b1 : i1
    %z8 = arith.extui %s8 : i8 to i32
    %z16 = arith.extui %s16 : i16 to i32
    %z1 = arith.extui %s1 : i1 to i32
    %c8 = arith.constant 8 : i32
    %c24 = arith.constant 24 : i32
    %t16 = arith.shli %z16, %c8 : i32
    %t1 = arith.shli %z1, %c24 : i32
    %o1 = arith.ori %z8, %t16 : i32
    %o2 = arith.ori %o1, %t1 : i32
    llvm.return %o2 : i32
  }
  // select on index values (index_cast in and out).
  llvm.func @select_index(%c: i32, %x: i32, %y: i64) -> i64 {
    %cond = arith.trunci %c : i32 to i1
    %a = arith.index_cast %x : i32 to index
    %b = arith.index_cast %y : i64 to index
    %s = arith.select %cond, %a, %b : index
    %r = arith.index_cast %s : index to i64
    llvm.return %r : i64
  }
  // Signed clamp of x to [lo, hi] with cmpi + select, i64.
  llvm.func @clamp_i64(%x: i64, %lo: i64, %hi: i64) -> i64 {
    %below = arith.cmpi slt, %x, %lo : i64
    %above = arith.cmpi sgt, %x, %hi : i64
    %t = arith.select %above, %hi, %x : i64
    %r = arith.select %below, %lo, %t : i64
    llvm.return %r : i64
  }
  // Unsigned clamp with ule/uge, i32.
  llvm.func @uclamp_i32(%x: i32, %lo: i32, %hi: i32) -> i32 {
    %ge = arith.cmpi uge, %x, %lo : i32
    %le = arith.cmpi ule, %x, %hi : i32
    %t = arith.select %le, %x, %hi : i32
    %r = arith.select %ge, %t, %lo : i32
    llvm.return %r : i32
  }
}
