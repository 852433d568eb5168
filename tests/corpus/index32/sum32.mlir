// A 32-bit index (--index-bitwidth=32): memref descriptors hold 32-bit offsets, sizes and
// strides, and index arithmetic is 32-bit.
func.func @weighted(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>, %k: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = memref.dim %m, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> (f64) {
    %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (f64) {
      %x = memref.load %m[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      %w = arith.muli %i, %k : index
      %wi = arith.index_cast %w : index to i32
      %wf = arith.sitofp %wi : i32 to f64
      %y = arith.mulf %x, %wf : f64
      %u = arith.addf %b, %y : f64
      scf.yield %u : f64
    }
    scf.yield %t : f64
  }
  %buf = memref.alloc(%c) : memref<?xi32>
  scf.for %j = %c0 to %c step %c1 {
    %v = arith.index_cast %j : index to i32
    memref.store %v, %buf[%j] : memref<?xi32>
  }
  %last = arith.subi %c, %c1 : index
  %lv = memref.load %buf[%last] : memref<?xi32>
  memref.dealloc %buf : memref<?xi32>
  %lf = arith.sitofp %lv : i32 to f64
  %res = arith.addf %s, %lf : f64
  return %res : f64
}
