// ENTRY: ratio
// RESULT: f32
// An entry returning f32, printed as mlir-runner prints it (`%e`).
func.func @ratio() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -3.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
