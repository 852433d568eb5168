/* Driver for memref_reshape.mlir: memrefs are passed as (allocated, aligned, offset, sizes...,
 * strides...). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

float collapse(float *a, float *b, int64_t off, int64_t s0, int64_t s1, int64_t s2, int64_t t0,
               int64_t t1, int64_t t2, int64_t i, int64_t j);
float expand(float *a, float *b, int64_t off, int64_t s0, int64_t s1, int64_t s2, int64_t t0,
             int64_t t1, int64_t t2, int64_t h, int64_t i);
float expand_strided(float *a, float *b, int64_t off, int64_t size, int64_t stride, int64_t rows,
                     int64_t i);
float views(int64_t n, float x);

int main(void) {
  float m[4 * 4 * 5];
  for (int i = 0; i < 80; i++) m[i] = (float)i * 0.5f - 7.0f;
  for (int64_t i = 0; i < 4; i++)
    for (int64_t j = 0; j < 5; j += 2)
      printf("collapse(%lld, %lld) = %a\n", (long long)i, (long long)j,
             (double)collapse(m, m, 0, 4, 4, 5, 20, 5, 1, i, j));
  for (int64_t i = 0; i < 2; i++)
    printf("expand(%lld) = %a\n", (long long)i, (double)expand(m, m, 0, 4, 4, 5, 20, 5, 1, 2, i));
  for (int64_t i = 0; i < 4; i++)
    printf("expand_strided(%lld) = %a\n", (long long)i,
           (double)expand_strided(m, m, 3, 12, 2, 4, i));
  for (int k = 0; k < 80; k += 7) printf("m[%d] = %a\n", k, (double)m[k]);
  printf("views(5, 1.5) = %a\n", (double)views(5, 1.5f));
  printf("views(2, -0.25) = %a\n", (double)views(2, -0.25f));
  return 0;
}
