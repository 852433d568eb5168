#include <stdint.h>
#include <stdio.h>

extern double weighted(double *a, double *b, int32_t off, int32_t s0, int32_t s1, int32_t st0,
                       int32_t st1, int32_t k);

int main(void) {
  double m[5][6];
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 6; j++) m[i][j] = i * 6 + j - 7.5;
  double *p = &m[0][0];
  printf("full = %a\n", weighted(p, p, 0, 5, 6, 6, 1, 3));
  printf("window = %a\n", weighted(p, p, 7, 3, 4, 6, 1, -2));
  printf("transposed = %a\n", weighted(p, p, 1, 4, 3, 1, 6, 5));
  return 0;
}
