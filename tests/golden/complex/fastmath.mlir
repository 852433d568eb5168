// Fastmath flags carried by complex.rules' forward declaration to every op of each expansion.
func.func @f(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, f32) {
  %0 = complex.add %a, %b fastmath<fast> : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %a, %b fastmath<contract> : complex<f32>
  %3 = complex.div %a, %b fastmath<fast> : complex<f32>
  %4 = complex.abs %a fastmath<afn> : complex<f32>
  %5 = complex.neg %a fastmath<ninf> : complex<f32>
  %6 = complex.conj %a fastmath<fast> : complex<f32>
  %7 = complex.re %a fastmath<fast> : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, f32
}
