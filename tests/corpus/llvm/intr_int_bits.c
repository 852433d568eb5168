#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t minmax_i32(int32_t, int32_t, int32_t);
int64_t minmax_i64_sum(int64_t, int64_t);
int32_t bitcount_i32(int32_t);
int64_t bitcount_nonzero_i64(int64_t);
int32_t bitcount_i16(int32_t);
int32_t ctpop_v4(const int32_t *);
int32_t abs_i32(int32_t);
int64_t bswap_i64(int64_t);
int32_t bitreverse_i32(int32_t);
int32_t rotl_i32(int32_t, int32_t);
int32_t fshr_i32(int32_t, int32_t, int32_t);
int64_t with_overflow(int32_t, int32_t, int32_t);

static const char *mm[] = {"smin", "smax", "umin", "umax"};
static const char *ov[] = {"sadd", "uadd", "ssub", "usub", "smul", "umul"};

int main(void) {
  int32_t v[] = {0, 1, -1, 100, -100, INT_MAX, INT_MIN};
  for (int op = 0; op < 4; op++)
    for (int i = 0; i < 7; i++)
      for (int j = 0; j < 7; j++) printf("%s(%d, %d) = %d\n", mm[op], v[i], v[j], minmax_i32(op, v[i], v[j]));
  int64_t w[] = {0, -1, 5, INT64_MIN, INT64_MAX};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      printf("minmax_i64_sum(%lld, %lld) = %lld\n", (long long)w[i], (long long)w[j], (long long)minmax_i64_sum(w[i], w[j]));
  int32_t b[] = {0, 1, 2, 0x80000000, -1, 0x00f0f000, 0x12345678, 0x40};
  for (int i = 0; i < 8; i++) printf("bitcount_i32(%#x) = %#x\n", (unsigned)b[i], (unsigned)bitcount_i32(b[i]));
  int64_t nz[] = {1, -1, INT64_MIN, 0x0000100000000000LL, 0x00ff00ff00ff00ffLL, 6};
  for (int i = 0; i < 6; i++) printf("bitcount_nonzero_i64(%llx) = %lld\n", (unsigned long long)nz[i], (long long)bitcount_nonzero_i64(nz[i]));
  int32_t h[] = {0, 1, 0x8000, 0xffff, 0x10000, 0x0ff0};
  for (int i = 0; i < 6; i++) printf("bitcount_i16(%#x) = %#x\n", (unsigned)h[i], (unsigned)bitcount_i16(h[i]));
  int32_t vec[4] = {0, -1, 0x55555555, 7};
  printf("ctpop_v4 = %d\n", ctpop_v4(vec));
  for (int i = 0; i < 7; i++) printf("abs_i32(%d) = %d\n", v[i], abs_i32(v[i]));
  int64_t bs[] = {0, 0x0102030405060708LL, -2};
  for (int i = 0; i < 3; i++) printf("bswap_i64(%llx) = %llx\n", (unsigned long long)bs[i], (unsigned long long)bswap_i64(bs[i]));
  for (int i = 0; i < 8; i++) printf("bitreverse_i32(%#x) = %#x\n", (unsigned)b[i], (unsigned)bitreverse_i32(b[i]));
  int32_t sh[] = {0, 1, 4, 31, 32, 33, -1};
  for (int i = 0; i < 7; i++)
    printf("rotl(0x80000001, %d) = %#x, fshr(0x12345678, 0x9abcdef0, %d) = %#x\n", sh[i], (unsigned)rotl_i32((int32_t)0x80000001, sh[i]),
           sh[i], (unsigned)fshr_i32(0x12345678, (int32_t)0x9abcdef0, sh[i]));
  int32_t o[] = {0, 1, -1, 65536, INT_MAX, INT_MIN};
  for (int op = 0; op < 6; op++)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 6; j++)
        printf("%s.with.overflow(%d, %d) = %lld\n", ov[op], o[i], o[j], (long long)with_overflow(op, o[i], o[j]));
  return 0;
}
