// Kernels the Python package's tests call on NumPy arrays.

// c = a + b on 1-D f32 arrays (contiguous: the identity layout).
func.func @array_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%i] : memref<?xf32>
  }
  return
}

// C = A * B for 2-D f64 matrices of any strides (transposes, slices, negative strides).
func.func @matmul(%A: memref<?x?xf64, strided<[?, ?], offset: ?>>,
                  %B: memref<?x?xf64, strided<[?, ?], offset: ?>>,
                  %C: memref<?x?xf64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %m = memref.dim %A, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %k = memref.dim %A, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %n = memref.dim %B, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %s = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f64) {
        %a = memref.load %A[%i, %p] : memref<?x?xf64, strided<[?, ?], offset: ?>>
        %b = memref.load %B[%p, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
        %t = arith.mulf %a, %b : f64
        %u = arith.addf %acc, %t : f64
        scf.yield %u : f64
      }
      memref.store %s, %C[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// A new array [0, 1, ..., n-1], allocated by the function: the caller owns it.
func.func @make_iota(%n: index) -> memref<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

// The dot product of two f32 vectors of any stride, a scalar result.
func.func @dot(%x: memref<?xf32, strided<[?], offset: ?>>, %y: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %x, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %a = memref.load %x[%i] : memref<?xf32, strided<[?], offset: ?>>
    %b = memref.load %y[%i] : memref<?xf32, strided<[?], offset: ?>>
    %t = arith.mulf %a, %b : f32
    %u = arith.addf %acc, %t : f32
    scf.yield %u : f32
  }
  return %s : f32
}

// Several results: (sum, max) of an i64 vector, and a scalar of every kind.
func.func @sum_max(%v: memref<?xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xi64>
  %zero = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %m = %min) -> (i64, i64) {
    %x = memref.load %v[%i] : memref<?xi64>
    %s1 = arith.addi %s, %x : i64
    %m1 = arith.maxsi %m, %x : i64
    scf.yield %s1, %m1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// Scalars of every kind in and out: integers of several widths wrap, floats round.
func.func @scalars(%a: i8, %b: i32, %c: index, %d: f16, %e: f64, %f: i1, %z: complex<f64>)
    -> (i8, i32, index, f16, f64, i1, complex<f64>) {
  %one8 = arith.constant 1 : i8
  %a1 = arith.addi %a, %one8 : i8
  %b1 = arith.muli %b, %b : i32
  %c1 = arith.addi %c, %c : index
  %d1 = arith.addf %d, %d : f16
  %e1 = arith.mulf %e, %e : f64
  %t = arith.constant true
  %f1 = arith.xori %f, %t : i1
  %z1 = complex.mul %z, %z : complex<f64>
  return %a1, %b1, %c1, %d1, %e1, %f1, %z1 : i8, i32, index, f16, f64, i1, complex<f64>
}

// Reads only: a read-only array may be passed.
func.func @total(%v: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %v, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %x = memref.load %v[%i] : memref<?xf64>
    %u = arith.addf %acc, %x : f64
    scf.yield %u : f64
  }
  return %s : f64
}

// Fills a static 2x3 i32 array through a subview of its second row.
func.func @fill_row(%m: memref<2x3xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %row = memref.subview %m[1, 0] [1, 3] [1, 1] : memref<2x3xi32> to memref<3xi32, strided<[1], offset: 3>>
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %v, %row[%i] : memref<3xi32, strided<[1], offset: 3>>
  }
  return
}

// A view of an argument comes back as a view that keeps the argument alive.
func.func @tail(%v: memref<?xf32>) -> memref<?xf32, strided<[1], offset: 1>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf32>
  %m = arith.subi %n, %c1 : index
  %t = memref.subview %v[1] [%m] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
  return %t : memref<?xf32, strided<[1], offset: 1>>
}

// An unranked memref takes an array of any rank.
func.func @rank_of(%u: memref<*xf32>) -> index {
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

// A global, returned as an array that keeps the module alive.
memref.global "private" constant @table : memref<4xi32> = dense<[10, 20, 30, 40]>
func.func @get_table() -> memref<4xi32> {
  %t = memref.get_global @table : memref<4xi32>
  return %t : memref<4xi32>
}
