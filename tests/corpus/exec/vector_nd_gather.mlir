// FLAGS: -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// vector.gather of a 2-D vector, row by row, as upstream lowers it.
func.func @main() {
  %buf = memref.alloc() : memref<16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %buf[%i] : memref<16xf32>
  }
  %idx = arith.constant dense<[[14, 0, 7], [3, 3, 9]]> : vector<2x3xi32>
  %mask = arith.constant dense<[[true, false, true], [true, true, false]]> : vector<2x3xi1>
  %pass = arith.constant dense<-1.0> : vector<2x3xf32>
  %g = vector.gather %buf[%c1][%idx], %mask, %pass
      : memref<16xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  %r0 = vector.extract %g[0] : vector<3xf32> from vector<2x3xf32>
  %r1 = vector.extract %g[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %r0 : vector<3xf32>
  vector.print %r1 : vector<3xf32>
  memref.dealloc %buf : memref<16xf32>
  return
}
