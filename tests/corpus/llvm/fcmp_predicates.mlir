// All sixteen llvm.fcmp predicates on f64 and f32, returned as a bit mask
// where bit k is the result of predicate k in the order
//   _false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true
// (upstream spells the two constant predicates with a leading underscore).
// Also fcmp with a fastmath flag that does not change results
// (nsz: -0.0 and 0.0 already compare equal).
module {
  llvm.func @fcmp_f64(%a: f64, %b: f64) -> i32 {
    %acc0 = llvm.mlir.constant(0 : i32) : i32
    %c0 = llvm.fcmp "_false" %a, %b : f64
    %z0 = llvm.zext %c0 : i1 to i32
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %s0 = llvm.shl %z0, %k0 : i32
    %acc1 = llvm.or %acc0, %s0 : i32
    %c1 = llvm.fcmp "oeq" %a, %b : f64
    %z1 = llvm.zext %c1 : i1 to i32
    %k1 = llvm.mlir.constant(1 : i32) : i32
    %s1 = llvm.shl %z1, %k1 : i32
    %acc2 = llvm.or %acc1, %s1 : i32
    %c2 = llvm.fcmp "ogt" %a, %b : f64
    %z2 = llvm.zext %c2 : i1 to i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %s2 = llvm.shl %z2, %k2 : i32
    %acc3 = llvm.or %acc2, %s2 : i32
    %c3 = llvm.fcmp "oge" %a, %b : f64
    %z3 = llvm.zext %c3 : i1 to i32
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %s3 = llvm.shl %z3, %k3 : i32
    %acc4 = llvm.or %acc3, %s3 : i32
    %c4 = llvm.fcmp "olt" %a, %b : f64
    %z4 = llvm.zext %c4 : i1 to i32
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %s4 = llvm.shl %z4, %k4 : i32
    %acc5 = llvm.or %acc4, %s4 : i32
    %c5 = llvm.fcmp "ole" %a, %b : f64
    %z5 = llvm.zext %c5 : i1 to i32
    %k5 = llvm.mlir.constant(5 : i32) : i32
    %s5 = llvm.shl %z5, %k5 : i32
    %acc6 = llvm.or %acc5, %s5 : i32
    %c6 = llvm.fcmp "one" %a, %b : f64
    %z6 = llvm.zext %c6 : i1 to i32
    %k6 = llvm.mlir.constant(6 : i32) : i32
    %s6 = llvm.shl %z6, %k6 : i32
    %acc7 = llvm.or %acc6, %s6 : i32
    %c7 = llvm.fcmp "ord" %a, %b : f64
    %z7 = llvm.zext %c7 : i1 to i32
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %s7 = llvm.shl %z7, %k7 : i32
    %acc8 = llvm.or %acc7, %s7 : i32
    %c8 = llvm.fcmp "ueq" %a, %b : f64
    %z8 = llvm.zext %c8 : i1 to i32
    %k8 = llvm.mlir.constant(8 : i32) : i32
    %s8 = llvm.shl %z8, %k8 : i32
    %acc9 = llvm.or %acc8, %s8 : i32
    %c9 = llvm.fcmp "ugt" %a, %b : f64
    %z9 = llvm.zext %c9 : i1 to i32
    %k9 = llvm.mlir.constant(9 : i32) : i32
    %s9 = llvm.shl %z9, %k9 : i32
    %acc10 = llvm.or %acc9, %s9 : i32
    %c10 = llvm.fcmp "uge" %a, %b : f64
    %z10 = llvm.zext %c10 : i1 to i32
    %k10 = llvm.mlir.constant(10 : i32) : i32
    %s10 = llvm.shl %z10, %k10 : i32
    %acc11 = llvm.or %acc10, %s10 : i32
    %c11 = llvm.fcmp "ult" %a, %b : f64
    %z11 = llvm.zext %c11 : i1 to i32
    %k11 = llvm.mlir.constant(11 : i32) : i32
    %s11 = llvm.shl %z11, %k11 : i32
    %acc12 = llvm.or %acc11, %s11 : i32
    %c12 = llvm.fcmp "ule" %a, %b : f64
    %z12 = llvm.zext %c12 : i1 to i32
    %k12 = llvm.mlir.constant(12 : i32) : i32
    %s12 = llvm.shl %z12, %k12 : i32
    %acc13 = llvm.or %acc12, %s12 : i32
    %c13 = llvm.fcmp "une" %a, %b : f64
    %z13 = llvm.zext %c13 : i1 to i32
    %k13 = llvm.mlir.constant(13 : i32) : i32
    %s13 = llvm.shl %z13, %k13 : i32
    %acc14 = llvm.or %acc13, %s13 : i32
    %c14 = llvm.fcmp "uno" %a, %b : f64
    %z14 = llvm.zext %c14 : i1 to i32
    %k14 = llvm.mlir.constant(14 : i32) : i32
    %s14 = llvm.shl %z14, %k14 : i32
    %acc15 = llvm.or %acc14, %s14 : i32
    %c15 = llvm.fcmp "_true" %a, %b : f64
    %z15 = llvm.zext %c15 : i1 to i32
    %k15 = llvm.mlir.constant(15 : i32) : i32
    %s15 = llvm.shl %z15, %k15 : i32
    %acc16 = llvm.or %acc15, %s15 : i32
    llvm.return %acc16 : i32
  }

  llvm.func @fcmp_f32(%a: f32, %b: f32) -> i32 {
    %acc0 = llvm.mlir.constant(0 : i32) : i32
    %c0 = llvm.fcmp "_false" %a, %b : f32
    %z0 = llvm.zext %c0 : i1 to i32
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %s0 = llvm.shl %z0, %k0 : i32
    %acc1 = llvm.or %acc0, %s0 : i32
    %c1 = llvm.fcmp "oeq" %a, %b : f32
    %z1 = llvm.zext %c1 : i1 to i32
    %k1 = llvm.mlir.constant(1 : i32) : i32
    %s1 = llvm.shl %z1, %k1 : i32
    %acc2 = llvm.or %acc1, %s1 : i32
    %c2 = llvm.fcmp "ogt" %a, %b : f32
    %z2 = llvm.zext %c2 : i1 to i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %s2 = llvm.shl %z2, %k2 : i32
    %acc3 = llvm.or %acc2, %s2 : i32
    %c3 = llvm.fcmp "oge" %a, %b : f32
    %z3 = llvm.zext %c3 : i1 to i32
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %s3 = llvm.shl %z3, %k3 : i32
    %acc4 = llvm.or %acc3, %s3 : i32
    %c4 = llvm.fcmp "olt" %a, %b : f32
    %z4 = llvm.zext %c4 : i1 to i32
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %s4 = llvm.shl %z4, %k4 : i32
    %acc5 = llvm.or %acc4, %s4 : i32
    %c5 = llvm.fcmp "ole" %a, %b : f32
    %z5 = llvm.zext %c5 : i1 to i32
    %k5 = llvm.mlir.constant(5 : i32) : i32
    %s5 = llvm.shl %z5, %k5 : i32
    %acc6 = llvm.or %acc5, %s5 : i32
    %c6 = llvm.fcmp "one" %a, %b : f32
    %z6 = llvm.zext %c6 : i1 to i32
    %k6 = llvm.mlir.constant(6 : i32) : i32
    %s6 = llvm.shl %z6, %k6 : i32
    %acc7 = llvm.or %acc6, %s6 : i32
    %c7 = llvm.fcmp "ord" %a, %b : f32
    %z7 = llvm.zext %c7 : i1 to i32
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %s7 = llvm.shl %z7, %k7 : i32
    %acc8 = llvm.or %acc7, %s7 : i32
    %c8 = llvm.fcmp "ueq" %a, %b : f32
    %z8 = llvm.zext %c8 : i1 to i32
    %k8 = llvm.mlir.constant(8 : i32) : i32
    %s8 = llvm.shl %z8, %k8 : i32
    %acc9 = llvm.or %acc8, %s8 : i32
    %c9 = llvm.fcmp "ugt" %a, %b : f32
    %z9 = llvm.zext %c9 : i1 to i32
    %k9 = llvm.mlir.constant(9 : i32) : i32
    %s9 = llvm.shl %z9, %k9 : i32
    %acc10 = llvm.or %acc9, %s9 : i32
    %c10 = llvm.fcmp "uge" %a, %b : f32
    %z10 = llvm.zext %c10 : i1 to i32
    %k10 = llvm.mlir.constant(10 : i32) : i32
    %s10 = llvm.shl %z10, %k10 : i32
    %acc11 = llvm.or %acc10, %s10 : i32
    %c11 = llvm.fcmp "ult" %a, %b : f32
    %z11 = llvm.zext %c11 : i1 to i32
    %k11 = llvm.mlir.constant(11 : i32) : i32
    %s11 = llvm.shl %z11, %k11 : i32
    %acc12 = llvm.or %acc11, %s11 : i32
    %c12 = llvm.fcmp "ule" %a, %b : f32
    %z12 = llvm.zext %c12 : i1 to i32
    %k12 = llvm.mlir.constant(12 : i32) : i32
    %s12 = llvm.shl %z12, %k12 : i32
    %acc13 = llvm.or %acc12, %s12 : i32
    %c13 = llvm.fcmp "une" %a, %b : f32
    %z13 = llvm.zext %c13 : i1 to i32
    %k13 = llvm.mlir.constant(13 : i32) : i32
    %s13 = llvm.shl %z13, %k13 : i32
    %acc14 = llvm.or %acc13, %s13 : i32
    %c14 = llvm.fcmp "uno" %a, %b : f32
    %z14 = llvm.zext %c14 : i1 to i32
    %k14 = llvm.mlir.constant(14 : i32) : i32
    %s14 = llvm.shl %z14, %k14 : i32
    %acc15 = llvm.or %acc14, %s14 : i32
    %c15 = llvm.fcmp "_true" %a, %b : f32
    %z15 = llvm.zext %c15 : i1 to i32
    %k15 = llvm.mlir.constant(15 : i32) : i32
    %s15 = llvm.shl %z15, %k15 : i32
    %acc16 = llvm.or %acc15, %s15 : i32
    llvm.return %acc16 : i32
  }

  llvm.func @fcmp_f64_nsz(%a: f64, %b: f64) -> i32 {
    %acc0 = llvm.mlir.constant(0 : i32) : i32
    %c0 = llvm.fcmp "_false" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z0 = llvm.zext %c0 : i1 to i32
    %k0 = llvm.mlir.constant(0 : i32) : i32
    %s0 = llvm.shl %z0, %k0 : i32
    %acc1 = llvm.or %acc0, %s0 : i32
    %c1 = llvm.fcmp "oeq" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z1 = llvm.zext %c1 : i1 to i32
    %k1 = llvm.mlir.constant(1 : i32) : i32
    %s1 = llvm.shl %z1, %k1 : i32
    %acc2 = llvm.or %acc1, %s1 : i32
    %c2 = llvm.fcmp "ogt" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z2 = llvm.zext %c2 : i1 to i32
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %s2 = llvm.shl %z2, %k2 : i32
    %acc3 = llvm.or %acc2, %s2 : i32
    %c3 = llvm.fcmp "oge" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z3 = llvm.zext %c3 : i1 to i32
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %s3 = llvm.shl %z3, %k3 : i32
    %acc4 = llvm.or %acc3, %s3 : i32
    %c4 = llvm.fcmp "olt" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z4 = llvm.zext %c4 : i1 to i32
    %k4 = llvm.mlir.constant(4 : i32) : i32
    %s4 = llvm.shl %z4, %k4 : i32
    %acc5 = llvm.or %acc4, %s4 : i32
    %c5 = llvm.fcmp "ole" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z5 = llvm.zext %c5 : i1 to i32
    %k5 = llvm.mlir.constant(5 : i32) : i32
    %s5 = llvm.shl %z5, %k5 : i32
    %acc6 = llvm.or %acc5, %s5 : i32
    %c6 = llvm.fcmp "one" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z6 = llvm.zext %c6 : i1 to i32
    %k6 = llvm.mlir.constant(6 : i32) : i32
    %s6 = llvm.shl %z6, %k6 : i32
    %acc7 = llvm.or %acc6, %s6 : i32
    %c7 = llvm.fcmp "ord" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z7 = llvm.zext %c7 : i1 to i32
    %k7 = llvm.mlir.constant(7 : i32) : i32
    %s7 = llvm.shl %z7, %k7 : i32
    %acc8 = llvm.or %acc7, %s7 : i32
    %c8 = llvm.fcmp "ueq" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z8 = llvm.zext %c8 : i1 to i32
    %k8 = llvm.mlir.constant(8 : i32) : i32
    %s8 = llvm.shl %z8, %k8 : i32
    %acc9 = llvm.or %acc8, %s8 : i32
    %c9 = llvm.fcmp "ugt" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z9 = llvm.zext %c9 : i1 to i32
    %k9 = llvm.mlir.constant(9 : i32) : i32
    %s9 = llvm.shl %z9, %k9 : i32
    %acc10 = llvm.or %acc9, %s9 : i32
    %c10 = llvm.fcmp "uge" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z10 = llvm.zext %c10 : i1 to i32
    %k10 = llvm.mlir.constant(10 : i32) : i32
    %s10 = llvm.shl %z10, %k10 : i32
    %acc11 = llvm.or %acc10, %s10 : i32
    %c11 = llvm.fcmp "ult" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z11 = llvm.zext %c11 : i1 to i32
    %k11 = llvm.mlir.constant(11 : i32) : i32
    %s11 = llvm.shl %z11, %k11 : i32
    %acc12 = llvm.or %acc11, %s11 : i32
    %c12 = llvm.fcmp "ule" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z12 = llvm.zext %c12 : i1 to i32
    %k12 = llvm.mlir.constant(12 : i32) : i32
    %s12 = llvm.shl %z12, %k12 : i32
    %acc13 = llvm.or %acc12, %s12 : i32
    %c13 = llvm.fcmp "une" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z13 = llvm.zext %c13 : i1 to i32
    %k13 = llvm.mlir.constant(13 : i32) : i32
    %s13 = llvm.shl %z13, %k13 : i32
    %acc14 = llvm.or %acc13, %s13 : i32
    %c14 = llvm.fcmp "uno" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z14 = llvm.zext %c14 : i1 to i32
    %k14 = llvm.mlir.constant(14 : i32) : i32
    %s14 = llvm.shl %z14, %k14 : i32
    %acc15 = llvm.or %acc14, %s14 : i32
    %c15 = llvm.fcmp "_true" %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %z15 = llvm.zext %c15 : i1 to i32
    %k15 = llvm.mlir.constant(15 : i32) : i32
    %s15 = llvm.shl %z15, %k15 : i32
    %acc16 = llvm.or %acc15, %s15 : i32
    llvm.return %acc16 : i32
  }
}
