/* Driver for multi_results.mlir. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>
#include <math.h>

int32_t divmod_combined(int32_t, int32_t);
double stats_combined(double, double, double);
int64_t summary_range(int64_t *, int64_t *, int64_t, int64_t, int64_t);
double swap_twice(int64_t, float);
int32_t apply(bool, int32_t);

int main(void) {
  int32_t d[][2] = {{17, 5}, {-17, 5}, {17, -5}, {0, 7}, {2147483647, 10}};
  for (int i = 0; i < 5; i++) printf("divmod_combined(%d, %d) = %d\n", d[i][0], d[i][1], divmod_combined(d[i][0], d[i][1]));
  printf("stats_combined(1, 2, 3) = %a\n", stats_combined(1, 2, 3));
  printf("stats_combined(-1, -1, 5) = %a\n", stats_combined(-1, -1, 5));
  printf("stats_combined(0.1, 0.2, 0.3) = %a\n", stats_combined(0.1, 0.2, 0.3));
  int64_t v[7] = {5, -2, 40, 7, -9, 0, 11};
  printf("summary_range(7) = %lld\n", (long long)summary_range(v, v, 0, 7, 1));
  printf("summary_range(1) = %lld\n", (long long)summary_range(v, v, 0, 1, 1));
  printf("summary_range(0) = %lld\n", (long long)summary_range(v, v, 0, 0, 1));
  printf("swap_twice(5, 0.25) = %a\n", swap_twice(5, 0.25f));
  printf("swap_twice(-1 << 40, -3.5) = %a\n", swap_twice(-(1LL << 40), -3.5f));
  for (int x = -3; x <= 3; x += 2) printf("apply(false, %d) = %d, apply(true, %d) = %d\n", x, apply(false, x), x, apply(true, x));
  return 0;
}
