// Element addresses of up to four indices, with static, dynamic and unknown strides: each
// index's term is made and added in turn, a dynamic stride read just before it is used, and
// only memref.load and memref.store addresses are marked in bounds.
func.func @addresses(%m: memref<?x?x?x?xf32>, %s: memref<2x3x4x5xf32, strided<[60, 20, 5, 1], offset: ?>>,
                     %v: memref<4x5xf32, strided<[?, ?]>>, %i: index, %j: index, %k: index, %l: index)
    -> (f32, f32, f32) {
  %a = memref.load %m[%i, %j, %k, %l] : memref<?x?x?x?xf32>
  %b = memref.load %s[%i, %j, %k, %l] : memref<2x3x4x5xf32, strided<[60, 20, 5, 1], offset: ?>>
  %c = memref.load %v[%i, %j] : memref<4x5xf32, strided<[?, ?]>>
  memref.store %c, %s[%l, %k, %j, %i] : memref<2x3x4x5xf32, strided<[60, 20, 5, 1], offset: ?>>
  %va = vector.load %m[%i, %j, %k, %l] : memref<?x?x?x?xf32>, vector<4xf32>
  vector.store %va, %m[%l, %k, %j, %i] : memref<?x?x?x?xf32>, vector<4xf32>
  return %a, %b, %c : f32, f32, f32
}
