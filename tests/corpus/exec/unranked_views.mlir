// FLAGS: -convert-scf-to-cf -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// Unranked memrefs as sources: memref.reshape (to ranked and to unranked), reinterpret_cast and
// memref.dim of a dimension chosen at run time, each reading the ranked descriptor the
// unranked value points to.
func.func @fill(%m: memref<2x6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %v = arith.addi %k, %j : index
      %w = arith.index_cast %v : index to i32
      memref.store %w, %m[%i, %j] : memref<2x6xi32>
    }
  }
  return
}

func.func @dims(%u: memref<*xi32>) {
  %r = memref.rank %u : memref<*xi32>
  vector.print %r : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %d = %c0 to %r step %c1 {
    %n = memref.dim %u, %d : memref<*xi32>
    vector.print %n : index
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<2x6xi32>
  call @fill(%m) : (memref<2x6xi32>) -> ()
  %u = memref.cast %m : memref<2x6xi32> to memref<*xi32>
  call @dims(%u) : (memref<*xi32>) -> ()

  %shape = memref.alloca() : memref<3xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %c3, %shape[%c0] : memref<3xindex>
  memref.store %c2, %shape[%c1] : memref<3xindex>
  memref.store %c2, %shape[%c2] : memref<3xindex>
  %r = memref.reshape %u(%shape) : (memref<*xi32>, memref<3xindex>) -> memref<?x?x?xi32>
  %a = memref.load %r[%c2, %c1, %c0] : memref<?x?x?xi32>
  vector.print %a : i32
  %d1 = memref.dim %r, %c1 : memref<?x?x?xi32>
  vector.print %d1 : index

  %dyn = memref.cast %shape : memref<3xindex> to memref<?xindex>
  %ru = memref.reshape %u(%dyn) : (memref<*xi32>, memref<?xindex>) -> memref<*xi32>
  call @dims(%ru) : (memref<*xi32>) -> ()
  %back = memref.cast %ru : memref<*xi32> to memref<3x2x2xi32>
  %b = memref.load %back[%c1, %c1, %c1] : memref<3x2x2xi32>
  vector.print %b : i32

  %view = memref.reinterpret_cast %u to offset: [1], sizes: [3, 2], strides: [4, 2]
      : memref<*xi32> to memref<3x2xi32, strided<[4, 2], offset: 1>>
  %e = memref.load %view[%c2, %c1] : memref<3x2xi32, strided<[4, 2], offset: 1>>
  vector.print %e : i32
  memref.dealloc %m : memref<2x6xi32>
  return
}
