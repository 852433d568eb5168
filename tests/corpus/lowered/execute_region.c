/* Driver for execute_region.mlir; a rank-1 memref is passed as
 * (allocated, aligned, offset, size, stride). */
#include <stdint.h>
#include <stdio.h>

int32_t pick(int32_t a, int32_t b, _Bool c);
int64_t sum_odd_doubled(int64_t n, int64_t *o_alloc, int64_t *o_align, int64_t o_off,
                        int64_t o_size, int64_t o_stride);

int main(void) {
  static const int32_t as[] = {3, -7, 0, 100000, -1};
  static const int32_t bs[] = {5, 2, -9, 30000, -1};
  for (int i = 0; i < 5; i++)
    for (int c = 0; c < 2; c++)
      printf("pick(%d, %d, %d) = %d\n", as[i], bs[i], c, pick(as[i], bs[i], c));
  for (int64_t n = 0; n < 12; n += 3) {
    int64_t out = -1;
    int64_t r = sum_odd_doubled(n, &out, &out, 0, 1, 1);
    printf("sum_odd_doubled(%lld) = %lld, stored %lld\n", (long long)n, (long long)r,
           (long long)out);
  }
  return 0;
}
