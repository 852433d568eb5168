// complex.neg and complex.conj (upstream lowers them through convert-complex-to-standard),
// combined with complex arithmetic; parts cross the C boundary as scalars.
func.func @neg_conj(%re: f64, %im: f64, %which: i32) -> f64 {
  %z = complex.create %re, %im : complex<f64>
  %n = complex.neg %z : complex<f64>
  %c = complex.conj %z : complex<f64>
  %f = complex.neg %c fastmath<nnan> : complex<f64>
  %s = complex.add %n, %f : complex<f64>
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %is0 = arith.cmpi eq, %which, %zero : i32
  %is1 = arith.cmpi eq, %which, %one : i32
  %nre = complex.re %n : complex<f64>
  %nim = complex.im %n : complex<f64>
  %cim = complex.im %c : complex<f64>
  %sre = complex.re %s : complex<f64>
  %sim = complex.im %s : complex<f64>
  %a = arith.select %is1, %cim, %sim : f64
  %b = arith.select %is0, %nre, %a : f64
  %two = arith.constant 2 : i32
  %is2 = arith.cmpi eq, %which, %two : i32
  %r = arith.select %is2, %nim, %b : f64
  %three = arith.constant 3 : i32
  %is3 = arith.cmpi eq, %which, %three : i32
  %out = arith.select %is3, %sre, %r : f64
  return %out : f64
}
