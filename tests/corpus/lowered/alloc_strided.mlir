// memref.alloc / alloca / dealloc with static and dynamic sizes, rank 0 to 3 memrefs, and
// loads and stores through strided views with static, dynamic and mixed strides and offsets.

// Fills an n x 4 buffer with i*10+j, then sums column c and row r through the same buffer.
func.func @alloc_sum(%n: index, %r: index, %c: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ten = arith.constant 10 : i64
  %m = memref.alloc(%n) : memref<?x4xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %a = arith.muli %ii, %ten : i64
      %v = arith.addi %a, %jj : i64
      memref.store %v, %m[%i, %j] : memref<?x4xi64>
    }
  }
  %zero = arith.constant 0 : i64
  %acc = memref.alloca() : memref<i64>
  memref.store %zero, %acc[] : memref<i64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i, %c] : memref<?x4xi64>
    %s = memref.load %acc[] : memref<i64>
    %t = arith.addi %s, %x : i64
    memref.store %t, %acc[] : memref<i64>
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %x = memref.load %m[%r, %j] : memref<?x4xi64>
    %s = memref.load %acc[] : memref<i64>
    %t = arith.addi %s, %x : i64
    memref.store %t, %acc[] : memref<i64>
  }
  %res = memref.load %acc[] : memref<i64>
  memref.dealloc %m : memref<?x4xi64>
  return %res : i64
}

// Reads a transposed view (dynamic strides and offset) of a row-major matrix.
func.func @read_dyn(%v: memref<?x?xf64, strided<[?, ?], offset: ?>>, %i: index, %j: index) -> f64 {
  %x = memref.load %v[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
  return %x : f64
}

// Static strides with a static offset: a 2x3 window at offset 5 of a 4x6 matrix.
func.func @read_static(%v: memref<2x3xf64, strided<[6, 1], offset: 5>>, %i: index, %j: index) -> f64 {
  %x = memref.load %v[%i, %j] : memref<2x3xf64, strided<[6, 1], offset: 5>>
  return %x : f64
}

// Mixed: dynamic outer stride, unit inner stride, dynamic offset; writes then reads back.
func.func @write_mixed(%v: memref<?x?xf64, strided<[?, 1], offset: ?>>, %i: index, %j: index, %x: f64) -> f64 {
  memref.store %x, %v[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
  %y = memref.load %v[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
  return %y : f64
}

// Rank 3 with a static inner shape; the size of dimension 2 read through memref.dim.
func.func @rank3(%v: memref<?x2x3xi32>, %a: index, %b: index, %c: index) -> i32 {
  %c2 = arith.constant 2 : index
  %d = memref.dim %v, %c2 : memref<?x2x3xi32>
  %di = arith.index_cast %d : index to i32
  %x = memref.load %v[%a, %b, %c] : memref<?x2x3xi32>
  %r = arith.muli %x, %di : i32
  return %r : i32
}
