// vector.outerproduct of every form the rules lower (float and integer, with and without an
// accumulator, several kinds, vector by scalar), extract and insert at a dynamic position, and
// vector.deinterleave.
func.func @f(%a: vector<2xf32>, %b: vector<3xf32>, %acc: vector<2x3xf32>, %s: f32,
             %ia: vector<2xi32>, %ib: vector<3xi32>, %iacc: vector<2x3xi32>, %is: i32, %av: vector<2xf32>, %iav: vector<2xi32>, %p: index, %v1: vector<4xf32>)
    -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>, vector<2xi32>, vector<2xi32>, vector<2xf32>, f32, vector<4xf32>, vector<2xf32>, vector<2xf32>) {
  %0 = vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %2 = vector.outerproduct %ia, %ib, %iacc {kind = #vector.kind<maxsi>} : vector<2xi32>, vector<3xi32>
  %3 = vector.outerproduct %ia, %ib : vector<2xi32>, vector<3xi32>
  %4 = vector.outerproduct %a, %b, %acc {kind = #vector.kind<mul>} : vector<2xf32>, vector<3xf32>
  %5 = vector.outerproduct %a, %s, %av : vector<2xf32>, f32
  %6 = vector.outerproduct %a, %s : vector<2xf32>, f32
  %7 = vector.outerproduct %ia, %is : vector<2xi32>, i32
  %8 = vector.outerproduct %ia, %is, %iav {kind = #vector.kind<add>} : vector<2xi32>, i32
  %9 = vector.outerproduct %a, %s, %av {kind = #vector.kind<minnumf>} : vector<2xf32>, f32
  %10 = vector.extract %v1[%p] : f32 from vector<4xf32>
  %11 = vector.insert %s, %v1[%p] : f32 into vector<4xf32>
  %12, %13 = vector.deinterleave %v1 : vector<4xf32> -> vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xi32>, vector<2x3xi32>, vector<2x3xf32>, vector<2xf32>, vector<2xf32>, vector<2xi32>, vector<2xi32>, vector<2xf32>, f32, vector<4xf32>, vector<2xf32>, vector<2xf32>
}
// vector.deinterleave of a 2-D vector: row by row.
func.func @deinterleave_rows(%v: vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>) {
  %a, %b = vector.deinterleave %v : vector<2x4xf32> -> vector<2x2xf32>
  return %a, %b : vector<2x2xf32>, vector<2x2xf32>
}
