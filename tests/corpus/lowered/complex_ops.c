#include <stdint.h>
#include <stdio.h>

extern double calc(double a, double b, double c, double d, int32_t which);
extern float calc32(float a, float b);

int main(void) {
  const double v[][4] = {{1, 2, 3, 4}, {-0.5, 0.25, 2, -3}, {10, -1, 0.125, 0.5}, {3, 0, 0, 1}};
  for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++)
    for (int w = 0; w < 3; w++)
      printf("calc(%u, %d) = %a\n", i, w, calc(v[i][0], v[i][1], v[i][2], v[i][3], w));
  printf("calc32 = %a\n", (double)calc32(3.0f, 4.0f));
  printf("calc32 = %a\n", (double)calc32(-1.5f, 0.5f));
  return 0;
}
