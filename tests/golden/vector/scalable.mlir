// Scalable vectors: vscale, a fixed vector inserted into and extracted from a scalable one, and
// elementwise arithmetic, which keeps the scalable type.
func.func @scalable(%v: vector<[4]xf32>, %w: vector<4xf32>) -> (vector<[4]xf32>, vector<4xf32>, index) {
  %0 = vector.scalable.insert %w, %v[0] : vector<4xf32> into vector<[4]xf32>
  %1 = arith.addf %0, %v : vector<[4]xf32>
  %2 = vector.scalable.extract %1[4] : vector<4xf32> from vector<[4]xf32>
  %3 = vector.vscale
  return %1, %2, %3 : vector<[4]xf32>, vector<4xf32>, index
}
