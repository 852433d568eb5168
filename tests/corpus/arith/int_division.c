// Driver for int_division.mlir: signed and unsigned division and remainder
// with all sign combinations. Skips b == 0 and MIN / -1 (and MIN % -1).
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

int32_t divsi_i32(int32_t, int32_t);
int32_t divui_i32(int32_t, int32_t);
int32_t remsi_i32(int32_t, int32_t);
int32_t remui_i32(int32_t, int32_t);
int64_t divsi_i64(int64_t, int64_t);
int64_t divui_i64(int64_t, int64_t);
int64_t remsi_i64(int64_t, int64_t);
int64_t remui_i64(int64_t, int64_t);
int32_t divrem_i8(int32_t, int32_t);
int32_t divsi_i16(int32_t, int32_t);
int32_t remsi_i16(int32_t, int32_t);
int32_t divui_i16(int32_t, int32_t);
int32_t remui_i16(int32_t, int32_t);
int32_t check_identity_i64(int64_t, int64_t);
int64_t div_by_consts(int32_t);
int64_t gcd_u64(int64_t, int64_t);
int32_t digit_sum_i32(int32_t);

static const int32_t v32[] = {0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, 17, -17, 100, -100,
                              12345, -12345, 65536, -65536, INT32_MAX, INT32_MIN,
                              INT32_MIN + 1, INT32_MAX - 1, 0x40000000, -0x40000000};
#define N32 (int)(sizeof v32 / sizeof v32[0])

static const int64_t v64[] = {0, 1, -1, 2, -2, 5, -5, 13, -13, 1000000007, -1000000007,
                              INT64_C(0x100000000), -INT64_C(0x100000000),
                              INT64_C(0x7fffffff), -INT64_C(0x80000000), INT64_MAX, INT64_MIN,
                              INT64_MIN + 1, INT64_C(-6148914691236517206),
                              INT64_C(123456789012345678)};
#define N64 (int)(sizeof v64 / sizeof v64[0])

static const int32_t v16[] = {0, 1, -1, 2, -2, 3, -3, 9, -9, 100, -100, 255, -256,
                              32767, -32768, -32767, 1234, -4321};
#define N16 (int)(sizeof v16 / sizeof v16[0])

static const int32_t v8[] = {0, 1, -1, 2, -2, 3, -3, 5, -5, 7, -7, 16, -16, 100, -100,
                             127, -128, -127};
#define N8 (int)(sizeof v8 / sizeof v8[0])

int main(void) {
  for (int i = 0; i < N32; i++)
    for (int j = 0; j < N32; j++) {
      int32_t a = v32[i], b = v32[j];
      if (b == 0) continue;
      printf("i32 %" PRId32 " %" PRId32 ":", a, b);
      if (!(a == INT32_MIN && b == -1))
        printf(" divsi %" PRId32 " remsi %" PRId32, divsi_i32(a, b), remsi_i32(a, b));
      printf(" divui %" PRIu32 " remui %" PRIu32 "\n", (uint32_t)divui_i32(a, b),
             (uint32_t)remui_i32(a, b));
    }
  for (int i = 0; i < N64; i++)
    for (int j = 0; j < N64; j++) {
      int64_t a = v64[i], b = v64[j];
      if (b == 0) continue;
      printf("i64 %" PRId64 " %" PRId64 ":", a, b);
      if (!(a == INT64_MIN && b == -1))
        printf(" divsi %" PRId64 " remsi %" PRId64 " identity %" PRId32, divsi_i64(a, b),
               remsi_i64(a, b), check_identity_i64(a, b));
      printf(" divui %" PRIu64 " remui %" PRIu64 "\n", (uint64_t)divui_i64(a, b),
             (uint64_t)remui_i64(a, b));
    }
  for (int i = 0; i < N16; i++)
    for (int j = 0; j < N16; j++) {
      int32_t a = v16[i], b = v16[j];
      if (b == 0) continue;
      printf("i16 %" PRId32 " %" PRId32 ":", a, b);
      if (!(a == -32768 && b == -1))
        printf(" divsi %" PRId32 " remsi %" PRId32, divsi_i16(a, b), remsi_i16(a, b));
      printf(" divui %" PRId32 " remui %" PRId32 "\n", divui_i16(a, b), remui_i16(a, b));
    }
  for (int i = 0; i < N8; i++)
    for (int j = 0; j < N8; j++) {
      int32_t a = v8[i], b = v8[j];
      if (b == 0 || (a == -128 && b == -1)) continue;
      printf("i8 %" PRId32 " %" PRId32 ": %08" PRIx32 "\n", a, b, (uint32_t)divrem_i8(a, b));
    }
  for (int i = 0; i < N32; i++)
    printf("consts %" PRId32 ": %" PRId64 " digits %" PRId32 "\n", v32[i], div_by_consts(v32[i]),
           digit_sum_i32(v32[i]));
  static const int64_t g[][2] = {{0, 0}, {12, 0}, {0, 18}, {12, 18}, {1071, 462},
                                 {-2, 6}, {-4, -6}, {INT64_C(1) << 62, INT64_C(3) << 40},
                                 {1000000007, 998244353}, {-1, -1}};
  for (int i = 0; i < 10; i++)
    printf("gcd %" PRIu64 " %" PRIu64 " = %" PRIu64 "\n", (uint64_t)g[i][0], (uint64_t)g[i][1],
           (uint64_t)gcd_u64(g[i][0], g[i][1]));
  return 0;
}
