// Reductions with accumulators of every kind, multi-dimensional reductions (inner, outer and
// all dimensions), and an n-D transpose, as upstream's default vector lowering computes them.
func.func @main() {
  %vi = arith.constant dense<[3, -7, 12, 5]> : vector<4xi32>
  %ai = arith.constant 4 : i32
  %r0 = vector.reduction <add>, %vi, %ai : vector<4xi32> into i32
  vector.print %r0 : i32
  %r1 = vector.reduction <mul>, %vi, %ai : vector<4xi32> into i32
  vector.print %r1 : i32
  %r2 = vector.reduction <minsi>, %vi, %ai : vector<4xi32> into i32
  vector.print %r2 : i32
  %r3 = vector.reduction <maxui>, %vi, %ai : vector<4xi32> into i32
  vector.print %r3 : i32
  %r4 = vector.reduction <xor>, %vi, %ai : vector<4xi32> into i32
  vector.print %r4 : i32
  %r5 = vector.reduction <and>, %vi : vector<4xi32> into i32
  vector.print %r5 : i32
  %vf = arith.constant dense<[1.5, -2.0, 8.25, 0.5]> : vector<4xf32>
  %af = arith.constant 3.0 : f32
  %f0 = vector.reduction <maxnumf>, %vf, %af : vector<4xf32> into f32
  vector.print %f0 : f32
  %f1 = vector.reduction <minimumf>, %vf, %af : vector<4xf32> into f32
  vector.print %f1 : f32
  %f2 = vector.reduction <add>, %vf, %af : vector<4xf32> into f32
  vector.print %f2 : f32

  %m = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.5]]]> : vector<2x2x3xf32>
  %acc2 = arith.constant dense<[[0.5, 1.0], [1.5, 2.0]]> : vector<2x2xf32>
  %inner = vector.multi_reduction <add>, %m, %acc2 [2] : vector<2x2x3xf32> to vector<2x2xf32>
  vector.print %inner : vector<2x2xf32>
  %acc3 = arith.constant dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : vector<2x3xf32>
  %outer = vector.multi_reduction <mul>, %m, %acc3 [0] : vector<2x2x3xf32> to vector<2x3xf32>
  vector.print %outer : vector<2x3xf32>
  %acc1 = arith.constant dense<[-1.0, 100.0]> : vector<2xf32>
  %mid = vector.multi_reduction <maxnumf>, %m, %acc1 [0, 2] : vector<2x2x3xf32> to vector<2xf32>
  vector.print %mid : vector<2xf32>
  %zero = arith.constant 0.0 : f32
  %all = vector.multi_reduction <add>, %m, %zero [0, 1, 2] : vector<2x2x3xf32> to f32
  vector.print %all : f32
  %mi = arith.constant dense<[[1, 9, -3], [4, -5, 6]]> : vector<2x3xi32>
  %acci = arith.constant dense<[0, 7, 0]> : vector<3xi32>
  %cols = vector.multi_reduction <maxsi>, %mi, %acci [0] : vector<2x3xi32> to vector<3xi32>
  vector.print %cols : vector<3xi32>

  %t = vector.transpose %m, [2, 0, 1] : vector<2x2x3xf32> to vector<3x2x2xf32>
  vector.print %t : vector<3x2x2xf32>
  return
}
