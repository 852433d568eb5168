#include <stdio.h>
#include <stdint.h>

void matmul_f32(const float *, const float *, float *);
void matmul_i16(const int16_t *, const int16_t *, int16_t *);
void transpose_f64(const double *, double *);
void strided_transpose(const int32_t *, int32_t *);

int main(void) {
  /* Column-major: a is 2x3 with columns {1,2} {3,4} {5,6}; b is 3x2. */
  float a[6] = {1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f}, b[6] = {1.0f, 0.0f, 2.0f, 1.0f, 0.5f, -3.0f}, c[4];
  matmul_f32(a, b, c);
  printf("matmul_f32:");
  for (int i = 0; i < 4; i++) printf(" %a", c[i]);
  printf("\n");
  int16_t x[6] = {1, -2, 3, 4, 300, -5}, y[6] = {7, 8, -9, 10, 11, 120}, z[9];
  matmul_i16(x, y, z);
  printf("matmul_i16:");
  for (int i = 0; i < 9; i++) printf(" %d", z[i]);
  printf("\n");
  double d[6] = {1.5, -2.5, 3.5, 4.5, 5.5, 6.5}, t[6];
  transpose_f64(d, t);
  printf("transpose_f64:");
  for (int i = 0; i < 6; i++) printf(" %a", t[i]);
  printf("\n");
  int32_t src[8], dst[12];
  for (int i = 0; i < 8; i++) src[i] = 10 * i + 1;
  for (int i = 0; i < 12; i++) dst[i] = -1;
  strided_transpose(src, dst);
  printf("strided_transpose:");
  for (int i = 0; i < 12; i++) printf(" %d", dst[i]);
  printf("\n");
  return 0;
}
