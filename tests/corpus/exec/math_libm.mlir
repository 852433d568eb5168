// Math functions LLVM has no intrinsic for, through libm (scalars and vectors, lane by lane,
// n-D ones row by row), floating-point classification of scalars (upstream has no lowering of
// it on vectors).
func.func @main() {
  %x = arith.constant 0.5 : f32
  %d = arith.constant 2.0 : f64
  %e = math.erf %x : f32
  vector.print %e : f32
  %ec = math.erfc %d : f64
  vector.print %ec : f64
  %c = math.cbrt %d : f64
  vector.print %c : f64
  %v = arith.constant dense<[0.25, 0.5, 0.75]> : vector<3xf32>
  %as = math.asinh %v : vector<3xf32>
  vector.print %as : vector<3xf32>
  %at = math.atanh %v : vector<3xf32>
  vector.print %at : vector<3xf32>
  %w = arith.constant dense<[[1.5, 2.0], [3.0, 10.0]]> : vector<2x2xf64>
  %ac = math.acosh %w : vector<2x2xf64>
  vector.print %ac : vector<2x2xf64>
  %inf32 = arith.constant 0x7F800000 : f32
  %nan32 = arith.constant 0x7FC00000 : f32
  %tiny = arith.constant 1.0e-40 : f32
  %n0 = math.isnan %nan32 : f32
  %n1 = math.isnan %inf32 : f32
  %i0 = math.isinf %inf32 : f32
  %i1 = math.isinf %x : f32
  %f0 = math.isfinite %x : f32
  %f1 = math.isfinite %nan32 : f32
  %o0 = math.isnormal %x : f32
  %o1 = math.isnormal %tiny : f32
  %flags = vector.from_elements %n0, %n1, %i0, %i1, %f0, %f1, %o0, %o1 : vector<8xi1>
  vector.print %flags : vector<8xi1>
  return
}
