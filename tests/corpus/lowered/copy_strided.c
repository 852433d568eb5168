/* Driver for copy_strided.mlir: memrefs are passed as (allocated, aligned, offset, sizes...,
 * strides...); the program links MLIR's C runner utilities for memrefCopy. */
#include <stdint.h>
#include <stdio.h>

void copies(float *a0, float *a1, int64_t ao, int64_t as0, int64_t as1, int64_t at0, int64_t at1,
            float *b0, float *b1, int64_t bo, int64_t bs0, int64_t bs1, int64_t bt0, int64_t bt1,
            float *c0, float *c1, int64_t co, int64_t cs0, int64_t cs1, int64_t ct0, int64_t ct1);
void into_view(float *a0, float *a1, int64_t ao, int64_t as0, int64_t as1, int64_t at0,
               int64_t at1, float *v0, float *v1, int64_t vo, int64_t vs, int64_t vt, int64_t j);

static void print(const char *name, const float *x, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; i++) printf(" %g", (double)x[i]);
  printf("\n");
}

int main(void) {
  float a[24], b[24], c[12], col[4] = {-1, -2, -3, -4};
  for (int i = 0; i < 24; i++) a[i] = (float)i + 0.5f, b[i] = -1;
  for (int i = 0; i < 12; i++) c[i] = -1;
  copies(a, a, 0, 4, 6, 6, 1, b, b, 0, 6, 4, 4, 1, c, c, 0, 4, 3, 3, 1);
  print("transposed", b, 24);
  print("strided", c, 12);
  for (int64_t j = 0; j < 6; j += 5) {
    into_view(a, a, 0, 4, 6, 6, 1, col, col, 0, 4, 1, j);
    print("into_view", a, 24);
  }
  return 0;
}
