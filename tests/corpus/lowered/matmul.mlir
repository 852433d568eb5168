// Matrix multiply on dynamically shaped row-major matrices:
//   C[i][j] = sum_k A[i][k] * B[k][j]    (C is overwritten)
// After lowering, each memref<?x?xf32> becomes seven scalar arguments:
// allocated ptr, aligned ptr, offset, size0, size1, stride0, stride1.
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %k = memref.dim %A, %c1 : memref<?x?xf32>
  %n = memref.dim %B, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %sum = scf.for %p = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%i, %p] : memref<?x?xf32>
        %b = memref.load %B[%p, %j] : memref<?x?xf32>
        %prod = arith.mulf %a, %b : f32
        %next = arith.addf %acc, %prod : f32
        scf.yield %next : f32
      }
      memref.store %sum, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// Trace of a square matrix (sum of the diagonal), returned as f64.
func.func @trace(%M: memref<?x?xf32>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %M, %c0 : memref<?x?xf32>
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %v = memref.load %M[%i, %i] : memref<?x?xf32>
    %w = arith.extf %v : f32 to f64
    %s = arith.addf %acc, %w : f64
    scf.yield %s : f64
  }
  return %t : f64
}
