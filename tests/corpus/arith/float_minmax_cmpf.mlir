// Float min/max and comparisons from the arith dialect inside llvm.func.
// maximumf/minimumf (NaN-propagating, -0.0 < +0.0) and maxnumf/minnumf
// (NaN-ignoring) on f64, f32 and f16 with NaN, signed zeros and infinities;
// the C driver never gives maxnumf/minnumf a (+0.0, -0.0) pair, where either
// zero is a correct result. cmpf with all sixteen predicates
// (false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true) on
// f64, f32 and f16, returned as a bit mask where bit k is predicate k.
module {
  llvm.func @maximumf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.maximumf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @minimumf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.minimumf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @maxnumf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.maxnumf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @minnumf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.minnumf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @maximumf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.maximumf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @minimumf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.minimumf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @maxnumf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.maxnumf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @minnumf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.minnumf %a, %b : f32
    llvm.return %r : f32
  }
  // f16 min/max: operands rounded to f16 (C passes exact f16 values), the
  // operation chosen by %op (0 maximumf, 1 minimumf, 2 maxnumf, 3 minnumf).
  llvm.func @minmax_f16(%x: f32, %y: f32, %op: i32) -> f32 {
    %a = arith.truncf %x : f32 to f16
    %b = arith.truncf %y : f32 to f16
    %mx = arith.maximumf %a, %b : f16
    %mn = arith.minimumf %a, %b : f16
    %xn = arith.maxnumf %a, %b : f16
    %nn = arith.minnumf %a, %b : f16
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %is0 = arith.cmpi eq, %op, %c0 : i32
    %is1 = arith.cmpi eq, %op, %c1 : i32
    %is2 = arith.cmpi eq, %op, %c2 : i32
    %r2 = arith.select %is2, %xn, %nn : f16
    %r1 = arith.select %is1, %mn, %r2 : f16
    %r0 = arith.select %is0, %mx, %r1 : f16
    %r = arith.extf %r0 : f16 to f32
    llvm.return %r : f32
  }
  // Clamp with maximumf/minimumf, and a fastmath-flagged maxnumf/minnumf on
  // inputs without NaN or infinity (nnan, ninf hold).
  llvm.func @clamp_f64(%x: f64, %lo: f64, %hi: f64) -> f64 {
    %t = arith.maximumf %x, %lo : f64
    %r = arith.minimumf %t, %hi : f64
    llvm.return %r : f64
  }
  llvm.func @range_f32(%a: f32, %b: f32) -> f32 {
    %mx = arith.maxnumf %a, %b fastmath<nnan,ninf> : f32
    %mn = arith.minnumf %a, %b fastmath<nnan,ninf> : f32
    %r = arith.subf %mx, %mn : f32
    llvm.return %r : f32
  }
  llvm.func @cmpf_f64(%a: f64, %b: f64) -> i32 {
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpf false, %a, %b : f64
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpf oeq, %a, %b : f64
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpf ogt, %a, %b : f64
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpf oge, %a, %b : f64
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpf olt, %a, %b : f64
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpf ole, %a, %b : f64
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpf one, %a, %b : f64
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpf ord, %a, %b : f64
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpf ueq, %a, %b : f64
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpf ugt, %a, %b : f64
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    %c10 = arith.cmpf uge, %a, %b : f64
    %z10 = arith.extui %c10 : i1 to i32
    %k10 = arith.constant 10 : i32
    %s10 = arith.shli %z10, %k10 : i32
    %acc11 = arith.ori %acc10, %s10 : i32
    %c11 = arith.cmpf ult, %a, %b : f64
    %z11 = arith.extui %c11 : i1 to i32
    %k11 = arith.constant 11 : i32
    %s11 = arith.shli %z11, %k11 : i32
    %acc12 = arith.ori %acc11, %s11 : i32
    %c12 = arith.cmpf ule, %a, %b : f64
    %z12 = arith.extui %c12 : i1 to i32
    %k12 = arith.constant 12 : i32
    %s12 = arith.shli %z12, %k12 : i32
    %acc13 = arith.ori %acc12, %s12 : i32
    %c13 = arith.cmpf une, %a, %b : f64
    %z13 = arith.extui %c13 : i1 to i32
    %k13 = arith.constant 13 : i32
    %s13 = arith.shli %z13, %k13 : i32
    %acc14 = arith.ori %acc13, %s13 : i32
    %c14 = arith.cmpf uno, %a, %b : f64
    %z14 = arith.extui %c14 : i1 to i32
    %k14 = arith.constant 14 : i32
    %s14 = arith.shli %z14, %k14 : i32
    %acc15 = arith.ori %acc14, %s14 : i32
    %c15 = arith.cmpf true, %a, %b : f64
    %z15 = arith.extui %c15 : i1 to i32
    %k15 = arith.constant 15 : i32
    %s15 = arith.shli %z15, %k15 : i32
    %acc16 = arith.ori %acc15, %s15 : i32
    llvm.return %acc16 : i32
  }
  llvm.func @cmpf_f32(%a: f32, %b: f32) -> i32 {
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpf false, %a, %b : f32
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpf oeq, %a, %b : f32
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpf ogt, %a, %b : f32
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpf oge, %a, %b : f32
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpf olt, %a, %b : f32
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpf ole, %a, %b : f32
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpf one, %a, %b : f32
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpf ord, %a, %b : f32
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpf ueq, %a, %b : f32
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpf ugt, %a, %b : f32
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    %c10 = arith.cmpf uge, %a, %b : f32
    %z10 = arith.extui %c10 : i1 to i32
    %k10 = arith.constant 10 : i32
    %s10 = arith.shli %z10, %k10 : i32
    %acc11 = arith.ori %acc10, %s10 : i32
    %c11 = arith.cmpf ult, %a, %b : f32
    %z11 = arith.extui %c11 : i1 to i32
    %k11 = arith.constant 11 : i32
    %s11 = arith.shli %z11, %k11 : i32
    %acc12 = arith.ori %acc11, %s11 : i32
    %c12 = arith.cmpf ule, %a, %b : f32
    %z12 = arith.extui %c12 : i1 to i32
    %k12 = arith.constant 12 : i32
    %s12 = arith.shli %z12, %k12 : i32
    %acc13 = arith.ori %acc12, %s12 : i32
    %c13 = arith.cmpf une, %a, %b : f32
    %z13 = arith.extui %c13 : i1 to i32
    %k13 = arith.constant 13 : i32
    %s13 = arith.shli %z13, %k13 : i32
    %acc14 = arith.ori %acc13, %s13 : i32
    %c14 = arith.cmpf uno, %a, %b : f32
    %z14 = arith.extui %c14 : i1 to i32
    %k14 = arith.constant 14 : i32
    %s14 = arith.shli %z14, %k14 : i32
    %acc15 = arith.ori %acc14, %s14 : i32
    %c15 = arith.cmpf true, %a, %b : f32
    %z15 = arith.extui %c15 : i1 to i32
    %k15 = arith.constant 15 : i32
    %s15 = arith.shli %z15, %k15 : i32
    %acc16 = arith.ori %acc15, %s15 : i32
    llvm.return %acc16 : i32
  }
  llvm.func @cmpf_f16(%x: f32, %y: f32) -> i32 {
    %a = arith.truncf %x : f32 to f16
    %b = arith.truncf %y : f32 to f16
    %acc0 = arith.constant 0 : i32
    %c0 = arith.cmpf false, %a, %b : f16
    %z0 = arith.extui %c0 : i1 to i32
    %k0 = arith.constant 0 : i32
    %s0 = arith.shli %z0, %k0 : i32
    %acc1 = arith.ori %acc0, %s0 : i32
    %c1 = arith.cmpf oeq, %a, %b : f16
    %z1 = arith.extui %c1 : i1 to i32
    %k1 = arith.constant 1 : i32
    %s1 = arith.shli %z1, %k1 : i32
    %acc2 = arith.ori %acc1, %s1 : i32
    %c2 = arith.cmpf ogt, %a, %b : f16
    %z2 = arith.extui %c2 : i1 to i32
    %k2 = arith.constant 2 : i32
    %s2 = arith.shli %z2, %k2 : i32
    %acc3 = arith.ori %acc2, %s2 : i32
    %c3 = arith.cmpf oge, %a, %b : f16
    %z3 = arith.extui %c3 : i1 to i32
    %k3 = arith.constant 3 : i32
    %s3 = arith.shli %z3, %k3 : i32
    %acc4 = arith.ori %acc3, %s3 : i32
    %c4 = arith.cmpf olt, %a, %b : f16
    %z4 = arith.extui %c4 : i1 to i32
    %k4 = arith.constant 4 : i32
    %s4 = arith.shli %z4, %k4 : i32
    %acc5 = arith.ori %acc4, %s4 : i32
    %c5 = arith.cmpf ole, %a, %b : f16
    %z5 = arith.extui %c5 : i1 to i32
    %k5 = arith.constant 5 : i32
    %s5 = arith.shli %z5, %k5 : i32
    %acc6 = arith.ori %acc5, %s5 : i32
    %c6 = arith.cmpf one, %a, %b : f16
    %z6 = arith.extui %c6 : i1 to i32
    %k6 = arith.constant 6 : i32
    %s6 = arith.shli %z6, %k6 : i32
    %acc7 = arith.ori %acc6, %s6 : i32
    %c7 = arith.cmpf ord, %a, %b : f16
    %z7 = arith.extui %c7 : i1 to i32
    %k7 = arith.constant 7 : i32
    %s7 = arith.shli %z7, %k7 : i32
    %acc8 = arith.ori %acc7, %s7 : i32
    %c8 = arith.cmpf ueq, %a, %b : f16
    %z8 = arith.extui %c8 : i1 to i32
    %k8 = arith.constant 8 : i32
    %s8 = arith.shli %z8, %k8 : i32
    %acc9 = arith.ori %acc8, %s8 : i32
    %c9 = arith.cmpf ugt, %a, %b : f16
    %z9 = arith.extui %c9 : i1 to i32
    %k9 = arith.constant 9 : i32
    %s9 = arith.shli %z9, %k9 : i32
    %acc10 = arith.ori %acc9, %s9 : i32
    %c10 = arith.cmpf uge, %a, %b : f16
    %z10 = arith.extui %c10 : i1 to i32
    %k10 = arith.constant 10 : i32
    %s10 = arith.shli %z10, %k10 : i32
    %acc11 = arith.ori %acc10, %s10 : i32
    %c11 = arith.cmpf ult, %a, %b : f16
    %z11 = arith.extui %c11 : i1 to i32
    %k11 = arith.constant 11 : i32
    %s11 = arith.shli %z11, %k11 : i32
    %acc12 = arith.ori %acc11, %s11 : i32
    %c12 = arith.cmpf ule, %a, %b : f16
    %z12 = arith.extui %c12 : i1 to i32
    %k12 = arith.constant 12 : i32
    %s12 = arith.shli %z12, %k12 : i32
    %acc13 = arith.ori %acc12, %s12 : i32
    %c13 = arith.cmpf une, %a, %b : f16
    %z13 = arith.extui %c13 : i1 to i32
    %k13 = arith.constant 13 : i32
    %s13 = arith.shli %z13, %k13 : i32
    %acc14 = arith.ori %acc13, %s13 : i32
    %c14 = arith.cmpf uno, %a, %b : f16
    %z14 = arith.extui %c14 : i1 to i32
    %k14 = arith.constant 14 : i32
    %s14 = arith.shli %z14, %k14 : i32
    %acc15 = arith.ori %acc14, %s14 : i32
    %c15 = arith.cmpf true, %a, %b : f16
    %z15 = arith.extui %c15 : i1 to i32
    %k15 = arith.constant 15 : i32
    %s15 = arith.shli %z15, %k15 : i32
    %acc16 = arith.ori %acc15, %s15 : i32
    llvm.return %acc16 : i32
  }
  // cmpf with a fastmath flag that cannot change a comparison (nsz: the
  // two zeros compare equal anyway).
  llvm.func @cmpf_nsz_f64(%a: f64, %b: f64) -> i32 {
    %lt = arith.cmpf olt, %a, %b fastmath<nsz> : f64
    %eq = arith.cmpf ueq, %a, %b fastmath<nsz> : f64
    %zl = arith.extui %lt : i1 to i32
    %ze = arith.extui %eq : i1 to i32
    %c1 = arith.constant 1 : i32
    %se = arith.shli %ze, %c1 : i32
    %r = arith.ori %zl, %se : i32
    llvm.return %r : i32
  }
  // Sign of x as -1, 0, +1 (NaN gives 2) from cmpf and select.
  llvm.func @sign_f64(%x: f64) -> i32 {
    %zero = arith.constant 0.0 : f64
    %m1 = arith.constant -1 : i32
    %c0 = arith.constant 0 : i32
    %p1 = arith.constant 1 : i32
    %p2 = arith.constant 2 : i32
    %lt = arith.cmpf olt, %x, %zero : f64
    %gt = arith.cmpf ogt, %x, %zero : f64
    %nan = arith.cmpf uno, %x, %x : f64
    %a = arith.select %gt, %p1, %c0 : i32
    %b = arith.select %lt, %m1, %a : i32
    %r = arith.select %nan, %p2, %b : i32
    llvm.return %r : i32
  }
}
