#include <stdio.h>
#include <stdint.h>

int32_t reverse_dot(int32_t, int32_t, int32_t, int32_t);
void interleave(const float *, const float *, float *);
int32_t odd_lanes_sum(const int16_t *);
double splat_scale_extract(double, int32_t);
int32_t dyn_insert(int64_t, int8_t);
int32_t lanes_greater(const int32_t *, const int32_t *);
void vec_float_ops(const float *, const float *, int32_t *);
int32_t vec_casts_shifts(int32_t);

int main(void) {
  printf("reverse_dot(1,2,3,4) = %d\n", reverse_dot(1, 2, 3, 4));
  printf("reverse_dot(-1,0,7,9) = %d\n", reverse_dot(-1, 0, 7, 9));
  float a[4] = {1.5f, -2.0f, 0.0f, 1e30f}, b[4] = {10.0f, 20.0f, -0.0f, 0.25f}, o[8];
  interleave(a, b, o);
  printf("interleave:");
  for (int i = 0; i < 8; i++) printf(" %a", o[i]);
  printf("\n");
  int16_t h[8] = {1, -2, 3, 400, 5, -32768, 7, 32767};
  printf("odd_lanes_sum = %d\n", odd_lanes_sum(h));
  for (int i = 0; i < 4; i++) printf("splat_scale_extract(3.5, %d) = %a\n", i, splat_scale_extract(3.5, i));
  for (int i = 0; i < 8; i++) printf("dyn_insert(%d, 0x55) = %d\n", i, dyn_insert(i, 0x55));
  _Alignas(16) int32_t x[4] = {1, -5, 100, 0};
  _Alignas(16) int32_t y[4] = {0, -4, 100, -1};
  printf("lanes_greater(x,y) = %d, (y,x) = %d, (x,x) = %d\n", lanes_greater(x, y), lanes_greater(y, x), lanes_greater(x, x));
  float fa[4] = {1.0f, 5.0f, -2.5f, 3.0f}, fb[4] = {2.0f, 4.0f, 4.0f, 3.0f};
  int32_t fo[4];
  vec_float_ops(fa, fb, fo);
  printf("vec_float_ops: %d %d %d %d\n", fo[0], fo[1], fo[2], fo[3]);
  int32_t cs[] = {0, 0x7f7f7f7f, (int32_t)0x80c04001, -1, 0x12345678};
  for (int i = 0; i < 5; i++) printf("vec_casts_shifts(%#x) = %#x\n", (unsigned)cs[i], (unsigned)vec_casts_shifts(cs[i]));
  return 0;
}
