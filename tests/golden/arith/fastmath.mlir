// Fastmath flags carried by arith.rules' forward declaration, on scalars and n-D vectors.
func.func @f(%a: f32, %b: f32, %v: vector<2x4xf32>, %w: vector<2x4xf32>) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, vector<2x4xf32>, vector<2x4xi1>, f64) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.subf %a, %b fastmath<nnan> : f32
  %2 = arith.mulf %a, %b fastmath<contract> : f32
  %3 = arith.divf %a, %b fastmath<arcp> : f32
  %4 = arith.remf %a, %b fastmath<fast> : f32
  %5 = arith.negf %a fastmath<nsz> : f32
  %6 = arith.maximumf %a, %b fastmath<fast> : f32
  %7 = arith.minimumf %a, %b fastmath<nnan> : f32
  %8 = arith.maxnumf %a, %b fastmath<fast> : f32
  %9 = arith.minnumf %a, %b : f32
  %10 = arith.cmpf olt, %a, %b fastmath<fast> : f32
  %11 = arith.mulf %v, %w fastmath<fast> : vector<2x4xf32>
  %12 = arith.cmpf ogt, %v, %w fastmath<nnan> : vector<2x4xf32>
  %13 = arith.extf %a fastmath<fast> : f32 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, vector<2x4xf32>, vector<2x4xi1>, f64
}
