/* Driver for matmul.mlir. A rank-2 memref is passed as
 * (allocated, aligned, offset, size0, size1, stride0, stride1). */
#include <stdio.h>
#include <stdint.h>

#define MEMREF2(p, rows, cols) (p), (p), (int64_t)0, (int64_t)(rows), (int64_t)(cols), (int64_t)(cols), (int64_t)1

void matmul(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t,
            float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t,
            float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);
double trace(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);

static void run(int m, int k, int n) {
  float A[64], B[64], C[64];
  for (int i = 0; i < m * k; i++) A[i] = (float)((i * 7) % 11) - 5.0f + 0.25f * (float)(i % 3);
  for (int i = 0; i < k * n; i++) B[i] = (float)((i * 5) % 13) * 0.5f - 2.0f;
  for (int i = 0; i < m * n; i++) C[i] = 12345.0f;
  matmul(MEMREF2(A, m, k), MEMREF2(B, k, n), MEMREF2(C, m, n));
  printf("matmul %dx%d * %dx%d:\n", m, k, k, n);
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) printf(" %a", C[i * n + j]);
    printf("\n");
  }
  if (m == n) printf("trace = %a\n", trace(MEMREF2(C, m, n)));
}

int main(void) {
  run(1, 1, 1);
  run(2, 3, 2);
  run(3, 3, 3);
  run(4, 2, 5);
  run(5, 7, 5);
  run(3, 0, 2); /* empty inner dimension: C becomes all zeros */
  /* identity check */
  float I[9] = {1, 0, 0, 0, 1, 0, 0, 0, 1}, X[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, R[9];
  matmul(MEMREF2(X, 3, 3), MEMREF2(I, 3, 3), MEMREF2(R, 3, 3));
  printf("X*I:");
  for (int i = 0; i < 9; i++) printf(" %g", R[i]);
  printf("\n");
  return 0;
}
