/* Driver for parallel_reduce.mlir. */
#include <stdio.h>
#include <stdint.h>

#define M2(p, r, c) (p), (p), (int64_t)0, (int64_t)(r), (int64_t)(c), (int64_t)(c), (int64_t)1
#define I2 int32_t *, int32_t *, int64_t, int64_t, int64_t, int64_t, int64_t

void fill_parallel(I2);
int64_t sum_and_max(I2);
int32_t strided_sum(int32_t *, int32_t *, int64_t, int64_t, int64_t, int64_t);
double sum3(int64_t);

int main(void) {
  int32_t m[5 * 6];
  int dims[][2] = {{1, 1}, {2, 3}, {5, 6}, {0, 4}};
  for (int d = 0; d < 4; d++) {
    int r = dims[d][0], c = dims[d][1];
    for (int i = 0; i < 30; i++) m[i] = 99;
    fill_parallel(M2(m, r, c));
    printf("fill %dx%d:", r, c);
    for (int i = 0; i < r * c; i++) printf(" %d", m[i]);
    printf("\nsum_and_max(%dx%d) = %lld\n", r, c, (long long)sum_and_max(M2(m, r, c)));
  }
  int32_t v[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  for (int s = 0; s < 4; s++) printf("strided_sum(start=%d) = %d\n", s, strided_sum(v, v, 0, 10, 1, s));
  printf("strided_sum(start=12) = %d\n", strided_sum(v, v, 0, 10, 1, 12));
  for (int64_t n = 0; n < 7; n += 3) printf("sum3(%lld) = %a\n", (long long)n, sum3(n));
  return 0;
}
