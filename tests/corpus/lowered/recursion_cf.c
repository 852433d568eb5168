/* Driver for recursion_cf.mlir. */
#include <stdio.h>
#include <stdint.h>

int64_t fib(int32_t);
int32_t hof_f(int32_t);
int32_t hof_m(int32_t);
int64_t powmod(int64_t, int64_t, int64_t);
int32_t weekday_kind(int32_t);
int64_t sign_and_magnitude(int64_t);

int main(void) {
  int32_t fs[] = {-1, 0, 1, 2, 10, 25};
  for (int i = 0; i < 6; i++) printf("fib(%d) = %lld\n", fs[i], (long long)fib(fs[i]));
  printf("hof_f:");
  for (int n = 0; n < 15; n++) printf(" %d", hof_f(n));
  printf("\nhof_m:");
  for (int n = 0; n < 15; n++) printf(" %d", hof_m(n));
  printf("\n");
  int64_t p[][3] = {{2, 10, 1000}, {3, 0, 7}, {7, 1, 1}, {5, 117, 19}, {123456789, 1000000, 1000000007}, {2, 62, 4611686018427387904LL}};
  for (int i = 0; i < 6; i++)
    printf("powmod(%lld, %lld, %lld) = %lld\n", (long long)p[i][0], (long long)p[i][1], (long long)p[i][2],
           (long long)powmod(p[i][0], p[i][1], p[i][2]));
  for (int d = -1; d <= 7; d++) printf("weekday_kind(%d) = %d\n", d, weekday_kind(d));
  int64_t sm[] = {0, 5, -5, 123456, -9223372036854775807LL};
  for (int i = 0; i < 5; i++) printf("sign_and_magnitude(%lld) = %lld\n", (long long)sm[i], (long long)sign_and_magnitude(sm[i]));
  return 0;
}
