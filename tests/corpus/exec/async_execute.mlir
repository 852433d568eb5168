// FLAGS: -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt -convert-async-to-llvm -convert-scf-to-cf -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-cf-to-llvm -convert-vector-to-llvm -reconcile-unrealized-casts
// RUNNER: -O0
// The async dialect: async.execute regions become coroutines that MLIR's async runtime runs
// (loaded by `run` itself); values cross through async.value.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc() : memref<2xf32>
  %f = arith.constant 2.5 : f32
  %token = async.execute {
    memref.store %f, %A[%c0] : memref<2xf32>
    async.yield
  }
  %t2, %v = async.execute [%token] -> !async.value<f32> {
    %x = memref.load %A[%c0] : memref<2xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %A[%c1] : memref<2xf32>
    async.yield %y : f32
  }
  async.await %t2 : !async.token
  %r = async.await %v : !async.value<f32>
  vector.print %r : f32
  %s = memref.load %A[%c1] : memref<2xf32>
  vector.print %s : f32
  memref.dealloc %A : memref<2xf32>
  return
}
