// memref.collapse_shape, expand_shape and view: reshaped views of a buffer passed from C (also
// of a strided subview and of a memref with dynamic strides), read and written through them.
func.func @collapse(%m: memref<?x4x5xf32>, %i: index, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x5xf32> into memref<?x5xf32>
  %a = memref.load %c[%i, %j] : memref<?x5xf32>
  %all = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x5xf32> into memref<?xf32>
  %k = arith.muli %i, %j : index
  %b = memref.load %all[%k] : memref<?xf32>
  %s = memref.subview %m[%c1, 1, 0] [%c1, 2, 5] [1, 1, 1]
      : memref<?x4x5xf32> to memref<?x2x5xf32, strided<[20, 5, 1], offset: ?>>
  %sc = memref.collapse_shape %s [[0], [1, 2]]
      : memref<?x2x5xf32, strided<[20, 5, 1], offset: ?>> into memref<?x10xf32, strided<[20, 1], offset: ?>>
  %d = memref.dim %sc, %c1 : memref<?x10xf32, strided<[20, 1], offset: ?>>
  %jj = arith.remui %k, %d : index
  %x = memref.load %sc[%c0, %jj] : memref<?x10xf32, strided<[20, 1], offset: ?>>
  %r0 = arith.addf %a, %b : f32
  %r1 = arith.addf %r0, %x : f32
  memref.store %r1, %c[%i, %c2] : memref<?x5xf32>
  return %r1 : f32
}

func.func @expand(%m: memref<?x4x5xf32>, %h: index, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = memref.expand_shape %m [[0, 1], [2], [3]] output_shape [2, %h, 4, 5]
      : memref<?x4x5xf32> into memref<2x?x4x5xf32>
  %a = memref.load %e[%c1, %i, %c3, %i] : memref<2x?x4x5xf32>
  %f = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [%h, 4, 1, 5]
      : memref<?x4x5xf32> into memref<?x4x1x5xf32>
  %b = memref.load %f[%i, %c1, %c0, %c3] : memref<?x4x1x5xf32>
  %s = arith.addf %a, %b : f32
  memref.store %s, %e[%c0, %i, %c1, %c1] : memref<2x?x4x5xf32>
  return %s : f32
}

// A memref with dynamic strides and offset, expanded into rows of 3.
func.func @expand_strided(%m: memref<?xf32, strided<[?], offset: ?>>, %rows: index, %i: index) -> f32 {
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [%rows, 3]
      : memref<?xf32, strided<[?], offset: ?>> into memref<?x3xf32, strided<[?, ?], offset: ?>>
  %a = memref.load %e[%i, %c2] : memref<?x3xf32, strided<[?, ?], offset: ?>>
  %back = memref.collapse_shape %e [[0, 1]]
      : memref<?x3xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %b = memref.load %back[%i] : memref<?xf32, strided<[?], offset: ?>>
  %s = arith.mulf %a, %b : f32
  return %s : f32
}

// Typed views of a byte buffer: `w[1, 1]` (bytes 20..24) is `v[0, 3]` (bytes 8 + 12).
func.func @views(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<2048xi8>
  %v = memref.view %buf[%c8][%n] : memref<2048xi8> to memref<?x4xf32>
  %w = memref.view %buf[%c0][] : memref<2048xi8> to memref<4x4xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = arith.addi %i, %j : index
      %ii = arith.index_cast %ij : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %y = arith.mulf %fi, %x : f32
      memref.store %y, %v[%i, %j] : memref<?x4xf32>
    }
  }
  %a = memref.load %w[%c1, %c1] : memref<4x4xf32>
  %last = arith.subi %n, %c1 : index
  %b = memref.load %v[%last, %c1] : memref<?x4xf32>
  memref.dealloc %buf : memref<2048xi8>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
