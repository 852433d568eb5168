// FLAGS: -convert-scf-to-cf -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// Memrefs whose layout is an affine map of strided form: symbols for the offset and the
// strides (dynamic), and constants (static), read and written through views a cast makes.
#dyn = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
#fixed = affine_map<(d0, d1) -> (d0 * 6 + d1 * 2 + 1)>

func.func @sum(%m: memref<3x2xi32, #dyn>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (i32) {
    %t = scf.for %j = %c0 to %c2 step %c1 iter_args(%a = %acc) -> (i32) {
      %v = memref.load %m[%i, %j] : memref<3x2xi32, #dyn>
      %n = arith.addi %a, %v : i32
      scf.yield %n : i32
    }
    scf.yield %t : i32
  }
  return %s : i32
}

func.func @main() {
  %buf = memref.alloc() : memref<24xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  scf.for %i = %c0 to %c24 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<24xi32>
  }
  %fixed = memref.reinterpret_cast %buf to offset: [1], sizes: [3, 2], strides: [6, 2]
      : memref<24xi32> to memref<3x2xi32, #fixed>
  %c2 = arith.constant 2 : index
  %e = memref.load %fixed[%c2, %c1] : memref<3x2xi32, #fixed>
  vector.print %e : i32
  %view = memref.cast %fixed : memref<3x2xi32, #fixed> to memref<3x2xi32, #dyn>
  %s = call @sum(%view) : (memref<3x2xi32, #dyn>) -> i32
  vector.print %s : i32
  %hundred = arith.constant 100 : i32
  memref.store %hundred, %fixed[%c1, %c0] : memref<3x2xi32, #fixed>
  %w = memref.load %buf[%c1] : memref<24xi32>
  %c7 = arith.constant 7 : index
  %x = memref.load %buf[%c7] : memref<24xi32>
  vector.print %w : i32
  vector.print %x : i32
  memref.dealloc %buf : memref<24xi32>
  return
}
