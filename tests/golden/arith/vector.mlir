// Elementwise arithmetic on 1-D and 2-D vectors, and dense constants.
func.func @vectors(%a: vector<4xf32>, %m: vector<2x3xi32>) -> (vector<4xf32>, vector<2x3xi32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %s = arith.addf %a, %c : vector<4xf32>
  %k = arith.constant dense<7> : vector<2x3xi32>
  %p = arith.muli %m, %k : vector<2x3xi32>
  return %s, %p : vector<4xf32>, vector<2x3xi32>
}
