#include <stdio.h>
#include <stdint.h>

int32_t load_via_int(int32_t *base, int64_t i);
int32_t ptr_diff(void *a, void *b);
int32_t store_via_addrspace(int32_t *p, int32_t v);
int64_t null_is_zero(void);
int64_t swap_halves(int64_t a);
int32_t byte_sum(int64_t a);
float f64_as_2xf32_sum(double a);

int main(void) {
  int32_t arr[6] = {10, -20, 30, -40, 50, 2147483647};
  for (int i = 0; i < 6; i++) printf("load_via_int(arr, %d) = %d\n", i, load_via_int(arr, i));
  double d[4];
  printf("ptr_diff(&arr[1], &arr[5]) = %d\n", ptr_diff(&arr[1], &arr[5]));
  printf("ptr_diff(&arr[5], &arr[0]) = %d\n", ptr_diff(&arr[5], &arr[0]));
  printf("ptr_diff(&d[0], &d[3]) = %d\n", ptr_diff(&d[0], &d[3]));
  int32_t cell = 0;
  int32_t r = store_via_addrspace(&cell, 7);
  printf("store_via_addrspace(7) = %d, cell = %d\n", r, cell);
  r = store_via_addrspace(&cell, -9);
  printf("store_via_addrspace(-9) = %d, cell = %d\n", r, cell);
  printf("null_is_zero() = %lld\n", (long long)null_is_zero());
  int64_t v[] = {0, 1, -1, 0x0123456789abcdefLL, (int64_t)0x8000000000000000ULL};
  for (int i = 0; i < 5; i++)
    printf("swap_halves(%llx) = %llx byte_sum = %d\n", (unsigned long long)v[i],
           (unsigned long long)swap_halves(v[i]), byte_sum(v[i]));
  double f[] = {0.0, 1.0, -2.0, 1.0000001};
  for (int i = 0; i < 4; i++) printf("f64_as_2xf32_sum(%a) = %a\n", f[i], f64_as_2xf32_sum(f[i]));
  return 0;
}
