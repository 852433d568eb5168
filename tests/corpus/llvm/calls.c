#include <stdio.h>
#include <stdint.h>

int32_t square_plus_twice(int32_t);
int32_t apply_selected(int32_t, int32_t);
int64_t apply_n(int64_t (*f)(int64_t), int32_t, int64_t);
int32_t table_sum(int32_t);
void report(int32_t);
int32_t report_mix(int32_t, int64_t, double);
int32_t report_and_square(int32_t);

static int64_t collatz_step(int64_t x) { return (x % 2 == 0) ? x / 2 : 3 * x + 1; }
static int64_t times3(int64_t x) { return x * 3; }

int main(void) {
  for (int x = -3; x <= 3; x++) printf("square_plus_twice(%d) = %d\n", x, square_plus_twice(x));
  for (int s = 0; s < 4; s++)
    for (int x = -2; x <= 5; x += 7) printf("apply_selected(%d, %d) = %d\n", s, x, apply_selected(s, x));
  printf("apply_n(collatz, 10, 27) = %lld\n", (long long)apply_n(collatz_step, 10, 27));
  printf("apply_n(times3, 5, -2) = %lld\n", (long long)apply_n(times3, 5, -2));
  printf("apply_n(times3, 0, 9) = %lld\n", (long long)apply_n(times3, 0, 9));
  for (int x = 0; x <= 4; x++) printf("table_sum(%d) = %d\n", x, table_sum(x));
  fflush(stdout);
  report(123);
  report(-2147483647 - 1);
  int n = report_mix(-5, 1LL << 40, 0.1);
  printf("report_mix returned %d\n", n);
  n = report_mix(0, -1, -2.5e-300);
  printf("report_mix returned %d\n", n);
  printf("report_and_square(12) = %d\n", report_and_square(12));
  return 0;
}
