// Kernels for benches/kernels.py: compiled at -O3 by lowrite and by the upstream pipeline,
// and compared with the same kernels in C (kernels_ref.c) compiled by clang-22 -O3.

// C[i][j] += sum_k A[i][k] * B[k][j] on dynamic row-major matrices.
func.func @matmul(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf64>
  %k = memref.dim %A, %c1 : memref<?x?xf64>
  %n = memref.dim %B, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %p = %c0 to %k step %c1 {
      %a = memref.load %A[%i, %p] : memref<?x?xf64>
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.load %B[%p, %j] : memref<?x?xf64>
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %t = arith.mulf %a, %b : f64
        %u = arith.addf %c, %t : f64
        memref.store %u, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// c[i] = a[i] + b[i].
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

// out[i][j] = 0.25 * (in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1]) on the interior.
func.func @stencil(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %q = arith.constant 0.25 : f32
  %r = memref.dim %in, %c0 : memref<?x?xf32>
  %c = memref.dim %in, %c1 : memref<?x?xf32>
  %r1 = arith.subi %r, %c1 : index
  %cc1 = arith.subi %c, %c1 : index
  scf.for %i = %c1 to %r1 step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %cc1 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %n = memref.load %in[%im, %j] : memref<?x?xf32>
      %s = memref.load %in[%ip, %j] : memref<?x?xf32>
      %w = memref.load %in[%i, %jm] : memref<?x?xf32>
      %e = memref.load %in[%i, %jp] : memref<?x?xf32>
      %a1 = arith.addf %n, %s : f32
      %a2 = arith.addf %w, %e : f32
      %a3 = arith.addf %a1, %a2 : f32
      %v = arith.mulf %a3, %q : f32
      memref.store %v, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
