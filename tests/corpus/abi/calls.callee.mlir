// Callee half of an ABI cross-link test: compiled by one compiler, called by code from the other.

// Scales a strided 2-D view in place; returns its new sum and its number of rows.
func.func @scale(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %k: f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> (f32) {
    %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (f32) {
      %x = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %k : f32
      memref.store %y, %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %u = arith.addf %b, %y : f32
      scf.yield %u : f32
    }
    scf.yield %t : f32
  }
  return %s, %r : f32, index
}

// Allocates and fills a buffer the caller reads and frees.
func.func @make(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

// Rank 0.
func.func @bump(%m: memref<i64>) -> i64 {
  %x = memref.load %m[] : memref<i64>
  %one = arith.constant 1 : i64
  %y = arith.addi %x, %one : i64
  memref.store %y, %m[] : memref<i64>
  return %x : i64
}
