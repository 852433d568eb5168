// Vector printing, shuffles, reductions, broadcasts, inserts and extracts.
func.func @vector_ops(%v: vector<4xf32>, %s: f32, %m: memref<8xf32>) -> f32 {
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %sh = vector.shuffle %v, %b [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
  %e = vector.extract %sh[1] : f32 from vector<4xf32>
  %i = vector.insert %e, %v [3] : f32 into vector<4xf32>
  %c0 = arith.constant 0 : index
  %l = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %sum = arith.addf %i, %l : vector<4xf32>
  vector.print %sum : vector<4xf32>
  %r = vector.reduction <add>, %sum, %s : vector<4xf32> into f32
  return %r : f32
}
