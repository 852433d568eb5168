// Kernels called from Python through ctypes on NumPy arrays, via their C interface.

// C = A * B for dynamic 2-D f64 matrices (any strides: NumPy views work).
func.func @matmul(%A: memref<?x?xf64, strided<[?, ?], offset: ?>>,
                  %B: memref<?x?xf64, strided<[?, ?], offset: ?>>,
                  %C: memref<?x?xf64, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface} {
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

// Returns (sum, max) of a 1-D i64 array: a struct result through the leading pointer.
func.func @sum_max(%v: memref<?xi64, strided<[?], offset: ?>>) -> (i64, i64) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xi64, strided<[?], offset: ?>>
  %zero = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %m = %min) -> (i64, i64) {
    %x = memref.load %v[%i] : memref<?xi64, strided<[?], offset: ?>>
    %s1 = arith.addi %s, %x : i64
    %m1 = arith.maxsi %m, %x : i64
    scf.yield %s1, %m1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
