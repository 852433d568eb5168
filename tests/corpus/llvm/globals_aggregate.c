#include <stdio.h>
#include <stdint.h>

const char *get_greeting(void);
int32_t digit_char(int32_t);
int32_t prime(int64_t);
int64_t matrix_at(int64_t, int64_t);
double weighted_sum(double, double, double);
int32_t hist_add(int32_t);
int32_t hist_get(int32_t);
int32_t record_value(void);
const char *entry_name(int64_t);
int32_t entry_value(int64_t);
int64_t scratch_update(int64_t);
int32_t apply_op(int64_t, int32_t);

int main(void) {
  printf("greeting: %s\n", get_greeting());
  printf("digits:");
  for (int d = 0; d < 10; d++) printf(" %c", (char)digit_char(d));
  printf("\nprimes:");
  for (int i = 0; i < 8; i++) printf(" %d", prime(i));
  printf("\nmatrix:");
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++) printf(" %lld", (long long)matrix_at(r, c));
  printf("\nweighted_sum(1,2,3) = %a\n", weighted_sum(1, 2, 3));
  printf("weighted_sum(-8,0.5,1e10) = %.17g\n", weighted_sum(-8, 0.5, 1e10));
  int32_t vals[] = {0, 1, 2, 3, 5, 9, -1, 13, 7};
  for (int i = 0; i < 9; i++) printf("hist_add(%d) -> %d\n", vals[i], hist_add(vals[i]));
  printf("histogram:");
  for (int i = 0; i < 4; i++) printf(" %d", hist_get(i));
  printf("\nrecord_value() = %d\n", record_value());
  for (int i = 0; i < 3; i++) {
    const char *n = entry_name(i);
    printf("entry %d: %s = %d\n", i, n ? n : "(null)", entry_value(i));
  }
  printf("scratch_update(5) = %lld\n", (long long)scratch_update(5));
  printf("scratch_update(-2) = %lld\n", (long long)scratch_update(-2));
  printf("apply_op(0, 41) = %d, apply_op(1, 41) = %d\n", apply_op(0, 41), apply_op(1, 41));
  return 0;
}
