// memref.copy between memrefs that are not both contiguous (a column view, a transposed view,
// a strided subview): element by element through memrefCopy of MLIR's C runner utilities; and
// a contiguous copy (memcpy) for comparison.
func.func @copies(%a: memref<4x6xf32>, %b: memref<6x4xf32>, %c: memref<4x3xf32>) {
  %t = memref.reinterpret_cast %a to offset: [0], sizes: [6, 4], strides: [1, 6]
      : memref<4x6xf32> to memref<6x4xf32, strided<[1, 6]>>
  memref.copy %t, %b : memref<6x4xf32, strided<[1, 6]>> to memref<6x4xf32>
  %s = memref.subview %a[0, 1] [4, 3] [1, 2] : memref<4x6xf32> to memref<4x3xf32, strided<[6, 2], offset: 1>>
  memref.copy %s, %c : memref<4x3xf32, strided<[6, 2], offset: 1>> to memref<4x3xf32>
  return
}

func.func @into_view(%a: memref<4x6xf32>, %col: memref<4xf32>, %j: index) {
  %v = memref.subview %a[0, %j] [4, 1] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[6], offset: ?>>
  memref.copy %col, %v : memref<4xf32> to memref<4xf32, strided<[6], offset: ?>>
  %w = memref.alloc() : memref<4xf32>
  memref.copy %col, %w : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %w[%c0] : memref<4xf32>
  memref.store %x, %a[%c0, %c0] : memref<4x6xf32>
  memref.dealloc %w : memref<4xf32>
  return
}
