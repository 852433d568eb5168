// vector.shuffle of 1-D vectors of different lengths, with a poison lane (-1), and of 2-D vectors
// (the mask picks rows).
func.func @shuffle(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x2xi32>, %d: vector<1x2xi32>)
    -> (vector<3xf32>, vector<2x2xi32>) {
  %0 = vector.shuffle %a, %b [4, -1, 0] : vector<2xf32>, vector<3xf32>
  %1 = vector.shuffle %c, %d [2, 0] : vector<2x2xi32>, vector<1x2xi32>
  return %0, %1 : vector<3xf32>, vector<2x2xi32>
}
