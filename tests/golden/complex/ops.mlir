// Complex numbers: construction, arithmetic, parts.
func.func @complex_ops(%re: f64, %im: f64) -> (f64, f64) {
  %z = complex.create %re, %im : complex<f64>
  %w = complex.add %z, %z : complex<f64>
  %p = complex.mul %w, %z : complex<f64>
  %c = complex.conj %p : complex<f64>
  %r = complex.re %c : complex<f64>
  %i = complex.im %c : complex<f64>
  return %r, %i : f64, f64
}
