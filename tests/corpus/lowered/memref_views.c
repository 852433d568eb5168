#include <stdint.h>
#include <stdio.h>

extern float window(float *a, float *b, int64_t off, int64_t n, int64_t st, int64_t o, int64_t rows);

int main(void) {
  float m[24];
  for (int i = 0; i < 24; i++) m[i] = (float)(i * i) * 0.5f - 3.0f;
  for (int64_t o = 0; o < 4; o++)
    for (int64_t rows = 2; rows < 5; rows++)
      printf("window(%lld, %lld) = %a\n", (long long)o, (long long)rows,
             (double)window(m, m, 0, 24, 1, o, rows));
  return 0;
}
