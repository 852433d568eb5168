// memref ops as `-finalize-memref-to-llvm` lowers them when nothing else is lowered (each chunk
// of `-split-input-file` on its own; every name is unique, so the whole file is a module too):
// the converted values of kept ops and of function arguments reach the lowered ops through
// casts placed where MLIR's driver places them, and the views that pass leaves to
// `-expand-strided-metadata` (subview, expand_shape, collapse_shape) are kept.

func.func @views(%bytes: memref<4096xi8>, %shift: index, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %dyn = memref.view %bytes[%shift][%n, %m] : memref<4096xi8> to memref<?x?xf32>
  %half = memref.view %bytes[%shift][%m] : memref<4096xi8> to memref<8x?xf32>
  %fixed = memref.view %bytes[%shift][] : memref<4096xi8> to memref<16x8xf32>
  %scalar = memref.view %bytes[%shift][] : memref<4096xi8> to memref<f32>
  %a = memref.load %dyn[%c0, %m] : memref<?x?xf32>
  %b = memref.load %half[%n, %c0] : memref<8x?xf32>
  %c = memref.load %fixed[%n, %m] : memref<16x8xf32>
  %d = memref.load %scalar[] : memref<f32>
  %s0 = arith.addf %a, %b : f32
  %s1 = arith.addf %c, %d : f32
  %s = arith.addf %s0, %s1 : f32
  return %s : f32
}

// -----

func.func @shapes(%m: memref<6x4xf32>, %t: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>,
                  %i: index) -> f32 {
  %tr = memref.transpose %t (a, b, c) -> (c, a, b) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  %x = memref.load %tr[%i, %i, %i] : memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  %sub = memref.subview %m[%i, 1] [2, 2] [1, 1] : memref<6x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %y = memref.load %sub[%i, %i] : memref<2x2xf32, strided<[4, 1], offset: ?>>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %z = memref.load %e[%i, %i, %i] : memref<2x3x4xf32>
  %col = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %w = memref.load %col[%i] : memref<24xf32>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %t
    : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  %v = memref.load %base[] : memref<f32>
  %r0 = arith.addf %x, %y : f32
  %r1 = arith.addf %z, %w : f32
  %r2 = arith.addf %r0, %r1 : f32
  %r = arith.addf %r2, %v : f32
  return %r : f32
}

// -----

func.func @copies(%m: memref<6x4xi16>, %u: memref<*xi16>, %i: index) {
  %row = memref.subview %m[%i, 0] [1, 4] [1, 1] : memref<6x4xi16> to memref<1x4xi16, strided<[4, 1], offset: ?>>
  %r = memref.alloc() : memref<1x4xi16>
  memref.copy %row, %r : memref<1x4xi16, strided<[4, 1], offset: ?>> to memref<1x4xi16>
  %col = memref.subview %m[0, %i] [6, 1] [1, 1] : memref<6x4xi16> to memref<6x1xi16, strided<[4, 1], offset: ?>>
  %k = memref.alloc() : memref<6x1xi16>
  memref.copy %col, %k : memref<6x1xi16, strided<[4, 1], offset: ?>> to memref<6x1xi16>
  %uk = memref.cast %k : memref<6x1xi16> to memref<*xi16>
  memref.copy %u, %uk : memref<*xi16> to memref<*xi16>
  %one = memref.subview %m[2, 3] [1, 1] [1, 1] : memref<6x4xi16> to memref<1x1xi16, strided<[4, 1], offset: 11>>
  %s = memref.collapse_shape %one [] : memref<1x1xi16, strided<[4, 1], offset: 11>> into memref<i16, strided<[], offset: 11>>
  %dst = memref.alloca() : memref<i16>
  memref.copy %s, %dst : memref<i16, strided<[], offset: 11>> to memref<i16>
  memref.dealloc %r : memref<1x4xi16>
  memref.dealloc %k : memref<6x1xi16>
  return
}

// -----

memref.global @blank : memref<3xi64> = uninitialized
memref.global "private" @elsewhere : memref<2x2xf64>
memref.global "private" constant @weights : memref<2xf32> = dense<[0.5, 1.5]> {alignment = 32}
memref.global @one : memref<i8> = dense<1>

func.func @globals() -> f32 {
  %c1 = arith.constant 1 : index
  %w = memref.get_global @weights : memref<2xf32>
  %x = memref.load %w[%c1] : memref<2xf32>
  %o = memref.get_global @one : memref<i8>
  %b = memref.get_global @blank : memref<3xi64>
  %y = memref.load %o[] : memref<i8>
  %seven = arith.constant 7 : i64
  memref.store %seven, %b[%c1] : memref<3xi64>
  %e = memref.get_global @elsewhere : memref<2x2xf64>
  return %x : f32
}

// -----

func.func @metadata(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %u: memref<*xf32>,
                    %i: index) -> (index, index, index, index) {
  %al = memref.assume_alignment %m, 32 : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %al : memref<4x?xf32, strided<[?, 1], offset: ?>> -> index
  %q = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %r = memref.rank %u : memref<*xf32>
  %d = memref.dim %u, %i : memref<*xf32>
  return %p, %q, %r, %d : index, index, index, index
}

// -----

func.func @scopes_and_spaces(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %g = memref.alloc(%n) {alignment = 64} : memref<?xf32, 3>
  %v = memref.alloca_scope -> f32 {
    %t = memref.alloca(%n) : memref<?xf32, 5>
    %x = memref.load %g[%c0] : memref<?xf32, 3>
    memref.store %x, %t[%c0] : memref<?xf32, 5>
    %y = memref.load %t[%c0] : memref<?xf32, 5>
    memref.alloca_scope.return %y : f32
  }
  return %v : f32
}

// -----

llvm.func @opaque_producers() -> i32 {
  %m = "test.source"() : () -> memref<8xi32>
  %i = "test.source"() : () -> index
  %old = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  llvm.return %old : i32
}
