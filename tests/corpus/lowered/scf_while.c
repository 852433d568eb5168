/* Driver for scf_while.mlir. */
#include <stdio.h>
#include <stdint.h>

int32_t collatz_steps(int64_t);
int64_t isqrt(int64_t);
int64_t lower_bound(int32_t *, int32_t *, int64_t, int64_t, int64_t, int32_t);
int32_t harmonic_terms(double);

int main(void) {
  int64_t cs[] = {0, 1, 2, 3, 6, 7, 27, 97, 871, 837799};
  for (int i = 0; i < 10; i++) printf("collatz_steps(%lld) = %d\n", (long long)cs[i], collatz_steps(cs[i]));
  int64_t qs[] = {0, 1, 2, 3, 4, 15, 16, 17, 99, 1000000, 999999999999LL, 9223372036854775807LL};
  for (int i = 0; i < 12; i++) printf("isqrt(%lld) = %lld\n", (long long)qs[i], (long long)isqrt(qs[i]));
  int32_t sorted[9] = {-50, -3, 0, 0, 4, 9, 9, 9, 100};
  int32_t keys[] = {-100, -50, -4, 0, 1, 9, 10, 100, 101};
  for (int i = 0; i < 9; i++)
    printf("lower_bound(%d) = %lld\n", keys[i], (long long)lower_bound(sorted, sorted, 0, 9, 1, keys[i]));
  printf("lower_bound(empty) = %lld\n", (long long)lower_bound(sorted, sorted, 0, 0, 1, 5));
  double lims[] = {0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 8.0};
  for (int i = 0; i < 7; i++) printf("harmonic_terms(%g) = %d\n", lims[i], harmonic_terms(lims[i]));
  return 0;
}
