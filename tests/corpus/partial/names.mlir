// Kept ops that name their results (`arith.constant`, memref ops), names taken twice, and
// ops in their custom forms (`arith.select`, static-or-dynamic index lists, reassociations):
// a partial lowering prints them as mlir-opt does.
func.func @names(%m: memref<?x4xf32>, %c: i1, %vc: vector<4xi1>, %va: vector<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %n = arith.constant -1 : i32
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 1.0 : f32
  %v = arith.constant dense<1> : vector<4xi32>
  %c7 = arith.constant 7 : i64
  %c7b = arith.constant 7 : i64
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  %ip = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %raw = memref.alloc() : memref<64xi8>
  %view = memref.view %raw[%c0][] : memref<64xi8> to memref<4xf32>
  %sv = memref.subview %m[%c0, 0] [2, %d] [1, 1] : memref<?x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
  %rc = memref.reinterpret_cast %a to offset: [0], sizes: [2, %d], strides: [%d, 1] : memref<4xf32> to memref<2x?xf32, strided<[?, 1]>>
  %es = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %cs = memref.collapse_shape %es [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  %e0 = vector.extract %va[1] : f32 from vector<4xf32>
  %e1 = vector.extract %va[%d] : f32 from vector<4xf32>
  %ld = memref.load %a[%c0] : memref<4xf32>
  %s = arith.select %c, %ld, %x : f32
  %w = arith.select %vc, %va, %va : vector<4xi1>, vector<4xf32>
  %p = ub.poison : f32
  %r = arith.select %t, %s, %p : f32
  memref.dealloc %a : memref<4xf32>
  return %r : f32
}
