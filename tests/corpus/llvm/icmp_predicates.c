#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t icmp_i32(int32_t a, int32_t b);
int32_t icmp_i64(int64_t a, int64_t b);
int32_t icmp_i8(int32_t a, int32_t b);
int32_t icmp_ptr(int32_t *base, int64_t i, int64_t j);

static const char *preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};

static void show(int32_t mask) {
  for (int k = 0; k < 10; k++)
    if (mask & (1 << k)) printf(" %s", preds[k]);
  printf("\n");
}

int main(void) {
  int32_t v32[] = {0, 1, -1, 42, INT_MAX, INT_MIN};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      printf("i32 %d ? %d:", v32[i], v32[j]);
      show(icmp_i32(v32[i], v32[j]));
    }
  int64_t v64[] = {0, -5, 5, INT64_MAX, INT64_MIN, 0x100000000LL};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      printf("i64 %lld ? %lld:", (long long)v64[i], (long long)v64[j]);
      show(icmp_i64(v64[i], v64[j]));
    }
  int32_t v8[] = {0, 127, 128, 255, 256, -1};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      printf("i8 (trunc %d) ? (trunc %d):", v8[i], v8[j]);
      show(icmp_i8(v8[i], v8[j]));
    }
  int32_t arr[8];
  for (int i = 0; i < 8; i += 3)
    for (int j = 0; j < 8; j += 2) {
      printf("ptr &a[%d] ? &a[%d]:", i, j);
      show(icmp_ptr(arr, i, j));
    }
  return 0;
}
