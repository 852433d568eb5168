// Reshaping vectors: from_elements, to_elements, shape_cast (keeping rows and not), 2-D
// transposes, as upstream's default vector lowering computes them.
func.func @main() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %c = arith.constant 3.25 : f32
  %d = arith.constant 4.0 : f32
  %v = vector.from_elements %a, %b, %c, %d, %a, %b : vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  %x:6 = vector.to_elements %v : vector<2x3xf32>
  vector.print %x#4 : f32
  %flat = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  vector.print %flat : vector<6xf32>
  %three = vector.shape_cast %flat : vector<6xf32> to vector<3x2xf32>
  vector.print %three : vector<3x2xf32>
  %rows = vector.shape_cast %v : vector<2x3xf32> to vector<1x2x3xf32>
  vector.print %rows : vector<1x2x3xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %t : vector<3x2xf32>
  %i = arith.constant 7 : i32
  %s = vector.from_elements %i : vector<i32>
  vector.print %s : vector<i32>
  %one = vector.shape_cast %s : vector<i32> to vector<1xi32>
  vector.print %one : vector<1xi32>
  return
}
