#include <stdint.h>
#include <stdio.h>

extern double entry(float *alloc, float *aligned, int64_t off, int64_t s0, int64_t s1,
                    int64_t st0, int64_t st1, int64_t n);

int main(void) {
  float m[3][5];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++) m[i][j] = 0.5f * (float)(i * 5 + j) - 3.0f;
  for (int64_t n = 0; n < 4; n++) {
    double r = entry(&m[0][0], &m[0][0], 0, 3, 5, 5, 1, n);
    printf("entry(n=%lld) = %a, m[2][4] = %a\n", (long long)n, r, (double)m[2][4]);
  }
  return 0;
}
