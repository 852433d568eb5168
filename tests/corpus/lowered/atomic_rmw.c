/* Driver for atomic_rmw.mlir: memrefs are passed as (allocated, aligned, offset, sizes...,
 * strides...); the memory after each call is printed along with the returned value. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

int32_t ints(int32_t *a, int32_t *b, int64_t off, int64_t size, int64_t stride, int32_t x);
float floats(float *a, float *b, int64_t off, int64_t s0, int64_t s1, int64_t t0, int64_t t1,
             float x, int64_t i);

static void print_f32(float x) {
  if (isnan(x)) printf(" nan");
  else printf(" %a", (double)x);
}

int main(void) {
  int32_t m[16];
  for (int i = 0; i < 16; i++) m[i] = (i * 37 - 200) * (i % 2 ? -1 : 1);
  static const int32_t xs[] = {5, -3, 0x7fffffff, -2147483647 - 1, 123456};
  for (int k = 0; k < 5; k++) {
    printf("ints(%d) = %d; memory", xs[k], ints(m, m, 0, 16, 1, xs[k]));
    for (int i = 0; i < 9; i++) printf(" %d", m[i]);
    printf("\n");
  }
  float f[3 * 4];
  for (int i = 0; i < 12; i++) f[i] = (float)(i - 5) * 0.75f;
  f[5] = NAN;
  f[6] = -0.0f;
  static const float fx[] = {1.5f, -0.0f, 0.0f, NAN, -100.0f};
  for (int k = 0; k < 5; k++) {
    printf("floats(%a, %d) =", (double)fx[k], k % 3);
    print_f32(floats(f, f, 0, 3, 4, 4, 1, fx[k], k % 3));
    printf("; memory");
    for (int i = 0; i < 12; i++) print_f32(f[i]);
    printf("\n");
  }
  return 0;
}
