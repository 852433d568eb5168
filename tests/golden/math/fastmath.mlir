// Fastmath flags carried by math.rules' forward declaration to every op a rule writes,
// expansions (rsqrt, log1p, expm1) and n-D vectors included; the flags are upstream's.
func.func @f(%x: f32, %y: f32, %v: vector<4xf32>, %m: vector<2x3xf32>) -> (f32, f32, f32, f32, f32, f32, vector<4xf32>, vector<2x3xf32>, f32, f32) {
  %0 = math.sqrt %x fastmath<fast> : f32
  %1 = math.rsqrt %x fastmath<nnan,ninf> : f32
  %2 = math.log1p %x fastmath<fast> : f32
  %3 = math.expm1 %x fastmath<afn> : f32
  %4 = math.powf %x, %y fastmath<fast> : f32
  %5 = math.fma %x, %y, %x fastmath<contract> : f32
  %6 = math.rsqrt %v fastmath<fast> : vector<4xf32>
  %7 = math.expm1 %m fastmath<fast> : vector<2x3xf32>
  %s, %c = math.sincos %x fastmath<afn> : f32
  %8 = math.absf %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %s, %8 : f32, f32, f32, f32, f32, f32, vector<4xf32>, vector<2x3xf32>, f32, f32
}
