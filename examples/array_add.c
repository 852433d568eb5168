/* Driver for array_add.mlir: builds three arrays, calls the MLIR function through the expanded
 * memref-descriptor convention, and prints the result. */
#include <stdint.h>
#include <stdio.h>

void array_add(float *a_alloc, float *a, int64_t a_off, int64_t a_n, int64_t a_stride,
               float *b_alloc, float *b, int64_t b_off, int64_t b_n, int64_t b_stride,
               float *c_alloc, float *c, int64_t c_off, int64_t c_n, int64_t c_stride);

int main(void) {
  enum { N = 8 };
  float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = 0.5f * (float)(i * i);
    c[i] = -1.0f;
  }
  array_add(a, a, 0, N, 1, b, b, 0, N, 1, c, c, 0, N, 1);
  for (int i = 0; i < N; ++i)
    printf("%g + %g = %g\n", a[i], b[i], c[i]);
  return 0;
}
