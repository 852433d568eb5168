// FLAGS: -convert-scf-to-openmp -convert-scf-to-cf -convert-openmp-to-llvm -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// scf.parallel made an OpenMP parallel loop (omp.parallel, omp.wsloop): lowrite keeps the omp
// ops, MLIR's translation builds the OpenMP runtime calls, and `run` loads libomp by itself.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %m = memref.alloc() : memref<64xi64>
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = arith.index_cast %i : index to i64
    %sq = arith.muli %v, %v : i64
    memref.store %sq, %m[%i] : memref<64xi64>
    scf.reduce
  }
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %m[%i] : memref<64xi64>
    %s = arith.addi %acc, %x : i64
    scf.yield %s : i64
  }
  vector.print %sum : i64
  memref.dealloc %m : memref<64xi64>
  return
}
