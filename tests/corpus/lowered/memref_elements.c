/* Driver for memref_elements.mlir: a rank-1 memref of complex<f32> is passed as (allocated,
 * aligned, offset, size, stride) over an array of {re, im} pairs. */
#include <stdint.h>
#include <stdio.h>

typedef struct { float re, im; } cf32;
float complex_scale(cf32 *a, cf32 *b, int64_t off, int64_t size, int64_t stride, float k);
float vector_rows(float a, float b);

int main(void) {
  cf32 z[5];
  for (int i = 0; i < 5; i++) z[i].re = (float)i - 1.5f, z[i].im = 0.25f * (float)(i * i);
  float s = complex_scale(z, z, 1, 4, 1, -2.0f);
  printf("complex_scale = %a;", (double)s);
  for (int i = 0; i < 5; i++) printf(" (%a, %a)", (double)z[i].re, (double)z[i].im);
  printf("\n");
  printf("vector_rows(1.5, -2) = %a\n", (double)vector_rows(1.5f, -2.0f));
  printf("vector_rows(0.25, 8) = %a\n", (double)vector_rows(0.25f, 8.0f));
  return 0;
}
