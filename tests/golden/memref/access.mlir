// Allocation, loads and stores with address linearization, views and deallocation.
func.func @access(%n: index, %i: index, %j: index, %v: f32) -> f32 {
  %m = memref.alloc(%n) : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  %sub = memref.subview %m[1, 0] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %x = memref.load %sub[%i, %j] : memref<2x2xf32, strided<[?, 1], offset: ?>>
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4x?xf32>
  %e = memref.dim %m, %j : memref<4x?xf32>
  %s = memref.alloca() : memref<8xi32>
  memref.dealloc %m : memref<4x?xf32>
  return %x : f32
}
