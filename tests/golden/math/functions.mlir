// Math functions with an LLVM intrinsic, through libm, and on vectors.
func.func @functions(%x: f32, %y: f64, %v: vector<4xf32>, %n: i32) -> (f32, f64, vector<4xf32>, i32) {
  %s = math.sqrt %x : f32
  %e = math.exp %s : f32
  %p = math.powf %e, %x : f32
  %a = math.absf %p : f32
  %erf = math.erf %y : f64
  %t = math.tanh %erf : f64
  %fma = math.fma %v, %v, %v : vector<4xf32>
  %cl = math.ctlz %n : i32
  return %a, %t, %fma, %cl : f32, f64, vector<4xf32>, i32
}
