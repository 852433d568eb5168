// Views without copies: memref.reinterpret_cast with static and dynamic offsets, sizes and
// strides, and memref.extract_strided_metadata reading them back.
func.func @window(%m: memref<?xf32>, %off: index, %rows: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // A rows x 3 matrix starting at %off, rows 4 elements apart.
  %v = memref.reinterpret_cast %m to offset: [%off], sizes: [%rows, 3], strides: [4, 1]
      : memref<?xf32> to memref<?x3xf32, strided<[4, 1], offset: ?>>
  %a = memref.load %v[%c1, %c2] : memref<?x3xf32, strided<[4, 1], offset: ?>>
  // The same data as a static 2x2 view at offset 2 with dynamic-looking strides.
  %w = memref.reinterpret_cast %m to offset: [2], sizes: [2, 2], strides: [%c2, %c1]
      : memref<?xf32> to memref<2x2xf32, strided<[?, ?], offset: 2>>
  %b = memref.load %w[%c1, %c0] : memref<2x2xf32, strided<[?, ?], offset: 2>>
  %base, %o, %s:2, %st:2 = memref.extract_strided_metadata %v
      : memref<?x3xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %first = memref.load %base[] : memref<f32>
  %sum0 = arith.addf %a, %b : f32
  %sum1 = arith.addf %sum0, %first : f32
  %meta = arith.addi %o, %s#0 : index
  %meta1 = arith.addi %meta, %s#1 : index
  %meta2 = arith.addi %meta1, %st#0 : index
  %mi = arith.index_cast %meta2 : index to i64
  %mf = arith.sitofp %mi : i64 to f32
  %k = arith.constant 1000.0 : f32
  %mk = arith.mulf %mf, %k : f32
  %r = arith.addf %sum1, %mk : f32
  return %r : f32
}
