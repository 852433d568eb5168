/* Driver for int_division.mlir. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t div_i32(int32_t, int32_t, int32_t);
int64_t mod_euclid(int64_t, int64_t);
int64_t index_div(int64_t, int64_t);
int32_t shifts_minmax(int32_t, int32_t);
int32_t mul_high_diff(int32_t, int32_t);

static const char *names[] = {"divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui", "bad"};

int main(void) {
  int32_t as[] = {0, 7, -7, 8, -8, 1, -1, INT_MAX, INT_MIN};
  int32_t bs[] = {1, -1, 2, -2, 3, -3, 8, INT_MAX, INT_MIN};
  for (int op = 0; op < 8; op++)
    for (int i = 0; i < 9; i++)
      for (int j = 0; j < 9; j++) {
        if (as[i] == INT_MIN && bs[j] == -1 && (op == 0 || op == 2 || op == 4 || op == 5)) continue;
        printf("%s(%d, %d) = %d\n", names[op], as[i], bs[j], div_i32(op, as[i], bs[j]));
      }
  int64_t ea[] = {7, -7, 0, -1, INT64_MIN + 1, 100};
  int64_t eb[] = {3, -3, 1, 7};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 4; j++)
      printf("mod_euclid(%lld, %lld) = %lld\n", (long long)ea[i], (long long)eb[j], (long long)mod_euclid(ea[i], eb[j]));
  int64_t ia[] = {7, -7, 9, -9, 0};
  int64_t ib[] = {2, -2, 3, -4};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 4; j++)
      printf("index_div(%lld, %lld) = %lld\n", (long long)ia[i], (long long)ib[j], (long long)index_div(ia[i], ib[j]));
  int32_t sa[] = {1, -1, 0x12345678, INT_MIN, INT_MAX};
  int32_t ss[] = {0, 1, 4, 31};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 4; j++) printf("shifts_minmax(%d, %d) = %d\n", sa[i], ss[j], shifts_minmax(sa[i], ss[j]));
  int32_t ma[] = {0, 1, -1, 65536, INT_MIN, INT_MAX};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) printf("mul_high_diff(%d, %d) = %d\n", ma[i], ma[j], mul_high_diff(ma[i], ma[j]));
  return 0;
}
