// memref.alloca_scope (stack memory released at the end of each scope, here in a loop that would
// otherwise grow the stack), memref.assume_alignment and memref.prefetch.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  %zero = arith.constant 0 : i64
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      %buf = memref.alloca() : memref<256xi64>
      %ii = arith.index_cast %i : index to i64
      memref.store %ii, %buf[%c1] : memref<256xi64>
      %x = memref.load %buf[%c1] : memref<256xi64>
      %s = arith.addi %acc, %x : i64
      memref.alloca_scope.return %s : i64
    }
    scf.yield %r : i64
  }
  vector.print %total : i64
  %m = memref.alloc() : memref<8xf32>
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %f = arith.constant 2.5 : f32
  memref.store %f, %a[%c1] : memref<8xf32>
  memref.prefetch %a[%c1], read, locality<3>, data : memref<8xf32>
  %y = memref.load %m[%c1] : memref<8xf32>
  vector.print %y : f32
  memref.dealloc %m : memref<8xf32>
  return
}
