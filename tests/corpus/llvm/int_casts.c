#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t trunc_i64_to_i8(int64_t a);
int32_t trunc_i64_to_i16_sext(int64_t a);
int64_t low_bit(int32_t a);
int64_t odd_widths(int64_t a);
int64_t mul_high(int64_t a, int64_t b);
int64_t flagged_casts(int64_t a);
int32_t ext_diff(int32_t a);

int main(void) {
  int64_t v[] = {0, 1, -1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, 0x1ffff, 0x10000,
                 INT64_MAX, INT64_MIN, 0x123456789abcdefLL, -0x123456789abcdefLL};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) {
    long long a = v[i];
    printf("a=%lld trunc8=%d trunc16sext=%d odd=%lld ext_diff=%d\n", a, trunc_i64_to_i8(a),
           trunc_i64_to_i16_sext(a), (long long)odd_widths(a), ext_diff((int32_t)a));
  }
  int32_t w[] = {0, 1, 2, 3, -1, -2, INT_MIN, INT_MAX};
  for (int i = 0; i < 8; i++) printf("low_bit(%d) = %lld\n", w[i], (long long)low_bit(w[i]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j += 3)
      printf("mul_high(%lld, %lld) = %lld\n", (long long)v[i], (long long)v[j],
             (long long)mul_high(v[i], v[j]));
  for (int64_t a = 0; a < 128; a += 9) printf("flagged_casts(%lld) = %lld\n", (long long)a, (long long)flagged_casts(a));
  return 0;
}
