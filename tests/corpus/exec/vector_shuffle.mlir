// vector.shuffle beyond one shufflevector: 1-D operands of different lengths, n-D operands whose
// mask picks leading slices (from either operand), and the same-type 1-D case for reference.
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0]> : vector<8xf32>
  %0 = vector.shuffle %a, %b [0, 11, 2, 5, 4] : vector<4xf32>, vector<8xf32>
  vector.print %0 : vector<5xf32>
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %d = arith.constant dense<[[7, 8, 9]]> : vector<1x3xi32>
  %1 = vector.shuffle %c, %d [2, 0, 1, 2] : vector<2x3xi32>, vector<1x3xi32>
  vector.print %1 : vector<4x3xi32>
  %e = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi8>
  %2 = vector.shuffle %e, %e [3, 1] : vector<2x2x2xi8>, vector<2x2x2xi8>
  vector.print %2 : vector<2x2x2xi8>
  %f = arith.constant dense<[5, 6]> : vector<2xi64>
  %3 = vector.shuffle %f, %f [1, 0, 3, 2] : vector<2xi64>, vector<2xi64>
  vector.print %3 : vector<4xi64>
  return
}
