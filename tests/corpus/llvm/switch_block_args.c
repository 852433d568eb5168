#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t month_days(int32_t);
int64_t mixed(int64_t, int64_t);
int32_t byte_kind(int32_t);
int32_t only_default(int32_t);
int32_t weighted(int32_t);

int main(void) {
  for (int m = -1; m <= 14; m++) printf("month_days(%d) = %d\n", m, month_days(m));
  int64_t xs[] = {-5, 0, 1, 2, 3, 4294967296LL, INT64_MIN, INT64_MAX, -4294967296LL};
  for (int i = 0; i < 9; i++)
    printf("mixed(%lld, 9) = %lld\n", (long long)xs[i], (long long)mixed(xs[i], 9));
  int32_t bs[] = {255, -1, 128, -128, 127, 48, 49, 50, 0, 256 + 49, 1000};
  for (int i = 0; i < 11; i++) printf("byte_kind(%d) = %d\n", bs[i], byte_kind(bs[i]));
  printf("only_default(41) = %d, (INT_MAX) = %d\n", only_default(41), only_default(INT_MAX));
  for (int x = 2; x <= 5; x++) printf("weighted(%d) = %d\n", x, weighted(x));
  return 0;
}
