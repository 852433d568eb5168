// complex numbers: create, re, im, constant, add, sub, mul, div, abs (on f64 and f32), with
// fastmath flags; complex values stay inside MLIR, scalars cross the C boundary.
func.func @calc(%a: f64, %b: f64, %c: f64, %d: f64, %which: i32) -> f64 {
  %x = complex.create %a, %b : complex<f64>
  %y = complex.create %c, %d : complex<f64>
  %k = complex.constant [1.5, -2.0] : complex<f64>
  %s = complex.add %x, %y : complex<f64>
  %m = complex.mul %s, %y : complex<f64>
  %q = complex.div %m, %x : complex<f64>
  %t = complex.sub %q, %k : complex<f64>
  %u = complex.mul %t, %k fastmath<contract> : complex<f64>
  %ab = complex.abs %u : complex<f64>
  %re = complex.re %u : complex<f64>
  %im = complex.im %u : complex<f64>
  %i = arith.index_cast %which : i32 to index
  %r = scf.index_switch %i -> f64
  case 0 { scf.yield %re : f64 }
  case 1 { scf.yield %im : f64 }
  default { scf.yield %ab : f64 }
  return %r : f64
}

func.func @calc32(%a: f32, %b: f32) -> f32 {
  %x = complex.create %a, %b : complex<f32>
  %y = complex.mul %x, %x : complex<f32>
  %z = complex.div %y, %x : complex<f32>
  %n = complex.abs %z : complex<f32>
  return %n : f32
}
