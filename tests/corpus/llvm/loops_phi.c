#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int64_t factorial(int32_t);
int64_t fibonacci(int32_t);
int64_t sum_array(const int32_t *, int64_t);
int64_t gcd(int64_t, int64_t);
int32_t swap_loop(int32_t, int32_t, int32_t);
int32_t rotate3(int32_t);
double newton_sqrt(double);
void insertion_sort(int32_t *, int64_t);
int32_t count_primes(int32_t);

int main(void) {
  int32_t fs[] = {-3, 0, 1, 2, 5, 10, 20};
  for (int i = 0; i < 7; i++) printf("factorial(%d) = %lld\n", fs[i], (long long)factorial(fs[i]));
  int32_t fb[] = {-1, 0, 1, 2, 3, 10, 50, 92};
  for (int i = 0; i < 8; i++) printf("fibonacci(%d) = %lld\n", fb[i], (long long)fibonacci(fb[i]));
  int32_t arr[10] = {5, -3, 100, INT_MAX, INT_MAX, INT_MIN, 7, 0, -1, 42};
  for (int n = 0; n <= 10; n += 2) printf("sum_array(n=%d) = %lld\n", n, (long long)sum_array(arr, n));
  int64_t g[][2] = {{12, 18}, {17, 5}, {0, 9}, {9, 0}, {1LL << 40, 1LL << 20}, {-2, 6}};
  for (int i = 0; i < 6; i++) printf("gcd(%lld, %lld) = %lld\n", (long long)g[i][0], (long long)g[i][1], (long long)gcd(g[i][0], g[i][1]));
  for (int n = 0; n <= 5; n++) printf("swap_loop(1, 2, %d) = %d\n", n, swap_loop(1, 2, n));
  for (int n = 0; n <= 4; n++) printf("rotate3(%d) = %d\n", n, rotate3(n));
  double xs[] = {0.25, 1.0, 2.0, 10.0, 1e10};
  for (int i = 0; i < 5; i++) printf("newton_sqrt(%a) = %a\n", xs[i], newton_sqrt(xs[i]));
  int32_t s[12] = {9, -4, 7, 7, 0, INT_MIN, 3, INT_MAX, -4, 1, 8, 2};
  insertion_sort(s, 12);
  printf("sorted:");
  for (int i = 0; i < 12; i++) printf(" %d", s[i]);
  printf("\n");
  int32_t one[1] = {5};
  insertion_sort(one, 1);
  insertion_sort(one, 0);
  printf("sorted single: %d\n", one[0]);
  int32_t ps[] = {0, 2, 3, 10, 100, 1000};
  for (int i = 0; i < 6; i++) printf("count_primes(%d) = %d\n", ps[i], count_primes(ps[i]));
  return 0;
}
