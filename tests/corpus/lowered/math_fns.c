#include <stdint.h>
#include <stdio.h>

extern double unary(double x, int32_t which);
extern double binary(double x, double y, double z, int32_t n);
extern int32_t bits(int32_t x);
extern float single(float x);
typedef float float2 __attribute__((vector_size(8)));
struct sincos_result { double difference; float product; };
extern struct sincos_result sin_plus_cos(double x, float2 v);

int main(void) {
  const double xs[] = {0.0, 0.25, 1.0, 2.5, 3.75, 100.0};
  for (int w = 0; w <= 20; w++)
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
      double r = unary(xs[i], w);
      printf("unary(%a, %d) = %a\n", xs[i], w, r);
    }
  for (int w = 11; w <= 16; w++) printf("unary(-2.5, %d) = %a\n", w, unary(-2.5, w));
  printf("binary = %a\n", binary(1.5, 2.0, -1.0, 3));
  printf("binary = %a\n", binary(0.5, -3.0, 2.0, -2));
  const int32_t is[] = {1, 12, -7, 0x10000, 0x7fffffff, -2147483647};
  for (unsigned i = 0; i < sizeof is / sizeof is[0]; i++) printf("bits(%d) = %d\n", is[i], bits(is[i]));
  printf("single = %a\n", (double)single(2.0f));
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    float2 v = {(float)xs[i], (float)-xs[i] / 3};
    struct sincos_result r = sin_plus_cos(xs[i], v);
    printf("sin_plus_cos(%a) = %a %a\n", xs[i], r.difference, (double)r.product);
  }
  return 0;
}
