// Caller half of an ABI cross-link test (see calls.callee.mlir).
func.func private @scale(memref<?x?xf32, strided<[?, ?], offset: ?>>, f32) -> (f32, index)
func.func private @make(index) -> memref<?xi64>
func.func private @bump(memref<i64>) -> i64

func.func @entry(%v: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 2.0 : f32
  %s, %rows = call @scale(%v, %k) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, f32) -> (f32, index)
  %b = call @make(%n) : (index) -> memref<?xi64>
  %cell = memref.alloca() : memref<i64>
  %seed = arith.constant 40 : i64
  memref.store %seed, %cell[] : memref<i64>
  %old = call @bump(%cell) : (memref<i64>) -> i64
  %new = memref.load %cell[] : memref<i64>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %new) -> (i64) {
    %x = memref.load %b[%i] : memref<?xi64>
    %y = arith.addi %a, %x : i64
    scf.yield %y : i64
  }
  memref.dealloc %b : memref<?xi64>
  %r = arith.index_cast %rows : index to i64
  %t = arith.addi %acc, %old : i64
  %u = arith.muli %t, %r : i64
  %uf = arith.sitofp %u : i64 to f64
  %sf = arith.extf %s : f32 to f64
  %res = arith.addf %uf, %sf : f64
  return %res : f64
}
