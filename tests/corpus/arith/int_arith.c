// Driver for int_arith.mlir: integer add/sub/mul (with and without overflow
// flags), bitwise ops, shifts and min/max. Calls with overflow flags are made
// only when the exact result fits; shift amounts are masked below the width.
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

int32_t add_i32(int32_t, int32_t);
int32_t sub_i32(int32_t, int32_t);
int32_t mul_i32(int32_t, int32_t);
int64_t add_i64(int64_t, int64_t);
int64_t sub_i64(int64_t, int64_t);
int64_t mul_i64(int64_t, int64_t);
int32_t add_nsw_i32(int32_t, int32_t);
int32_t add_nuw_i32(int32_t, int32_t);
int64_t sub_nsw_i64(int64_t, int64_t);
int64_t sub_nuw_i64(int64_t, int64_t);
int64_t mul_nsw_i64(int64_t, int64_t);
int32_t mul_nsw_nuw_i32(int32_t, int32_t);
int64_t add_nsw_nuw_i64(int64_t, int64_t);
int32_t wrap_i8(int32_t, int32_t);
int32_t sub_nsw_i8(int32_t, int32_t);
int32_t add_nuw_i8(int32_t, int32_t);
int64_t wrap_i16(int32_t, int32_t);
int32_t mul_nsw_i16(int32_t, int32_t);
int32_t and_i32(int32_t, int32_t);
int32_t or_i32(int32_t, int32_t);
int32_t xor_i32(int32_t, int32_t);
int64_t bitwise_i64(int64_t, int64_t);
int64_t bitwise_narrow(int32_t, int32_t);
int32_t shl_i32(int32_t, int32_t);
int32_t shrsi_i32(int32_t, int32_t);
int32_t shrui_i32(int32_t, int32_t);
int64_t shl_i64(int64_t, int64_t);
int64_t shrsi_i64(int64_t, int64_t);
int64_t shrui_i64(int64_t, int64_t);
int32_t shifts_i8(int32_t, int32_t);
int64_t shifts_i16(int32_t, int32_t);
int32_t shl_nsw_i32(int32_t, int32_t);
int64_t shl_nuw_i64(int64_t, int64_t);
int32_t maxsi_i32(int32_t, int32_t);
int32_t minsi_i32(int32_t, int32_t);
int32_t maxui_i32(int32_t, int32_t);
int32_t minui_i32(int32_t, int32_t);
int64_t minmax_i64(int64_t, int64_t, int32_t);
int32_t minmax_i8(int32_t, int32_t);
int64_t minmax_i16(int32_t, int32_t);

static const int32_t v32[] = {0, 1, -1, 2, -2, 7, -7, 100, -100, 12345, -54321,
                              0x7fff, -0x8000, 0x10000, 0x7fffffff, INT32_MIN,
                              INT32_MIN + 1, 0x7ffffffe, 0x55555555, (int32_t)0xaaaaaaaa,
                              46341, -46341};
#define N32 (int)(sizeof v32 / sizeof v32[0])

static const int64_t v64[] = {0, 1, -1, 3, -3, 1000000007, -999999937,
                              INT64_C(0x100000000), -INT64_C(0x100000000),
                              INT64_C(0x7fffffff), INT64_C(-0x80000000),
                              INT64_MAX, INT64_MIN, INT64_MIN + 1, INT64_MAX - 1,
                              INT64_C(0x0123456789abcdef), (int64_t)UINT64_C(0xfedcba9876543210),
                              INT64_C(3037000499), -INT64_C(3037000500)};
#define N64 (int)(sizeof v64 / sizeof v64[0])

static const int32_t small[] = {0, 1, -1, 5, -5, 63, -64, 100, 127, -128, 128,
                                200, 255, 256 + 3, -129, 181, -182, 1000, -32768, 32767};
#define NS (int)(sizeof small / sizeof small[0])

int main(void) {
  for (int i = 0; i < N32; i++)
    for (int j = 0; j < N32; j++) {
      int32_t a = v32[i], b = v32[j];
      printf("i32 %" PRId32 " %" PRId32 ": add %" PRId32 " sub %" PRId32 " mul %" PRId32
             " and %" PRId32 " or %" PRId32 " xor %" PRId32 " maxs %" PRId32 " mins %" PRId32
             " maxu %" PRId32 " minu %" PRId32,
             a, b, add_i32(a, b), sub_i32(a, b), mul_i32(a, b), and_i32(a, b), or_i32(a, b),
             xor_i32(a, b), maxsi_i32(a, b), minsi_i32(a, b), maxui_i32(a, b), minui_i32(a, b));
      int32_t r;
      uint32_t ur;
      if (!__builtin_add_overflow(a, b, &r)) printf(" add_nsw %" PRId32, add_nsw_i32(a, b));
      if (!__builtin_add_overflow((uint32_t)a, (uint32_t)b, &ur))
        printf(" add_nuw %" PRIu32, (uint32_t)add_nuw_i32(a, b));
      if (!__builtin_mul_overflow(a, b, &r) && !__builtin_mul_overflow((uint32_t)a, (uint32_t)b, &ur))
        printf(" mul_nsw_nuw %" PRId32, mul_nsw_nuw_i32(a, b));
      printf("\n");
    }

  for (int i = 0; i < N64; i++)
    for (int j = 0; j < N64; j++) {
      int64_t a = v64[i], b = v64[j];
      printf("i64 %" PRId64 " %" PRId64 ": add %" PRId64 " sub %" PRId64 " mul %" PRId64
             " bits %" PRId64 " maxs %" PRId64 " mins %" PRId64 " maxu %" PRIu64 " minu %" PRIu64,
             a, b, add_i64(a, b), sub_i64(a, b), mul_i64(a, b), bitwise_i64(a, b),
             minmax_i64(a, b, 0), minmax_i64(a, b, 1), (uint64_t)minmax_i64(a, b, 2),
             (uint64_t)minmax_i64(a, b, 3));
      int64_t r;
      uint64_t ur;
      if (!__builtin_sub_overflow(a, b, &r)) printf(" sub_nsw %" PRId64, sub_nsw_i64(a, b));
      if (!__builtin_sub_overflow((uint64_t)a, (uint64_t)b, &ur))
        printf(" sub_nuw %" PRIu64, (uint64_t)sub_nuw_i64(a, b));
      if (!__builtin_mul_overflow(a, b, &r)) printf(" mul_nsw %" PRId64, mul_nsw_i64(a, b));
      if (!__builtin_add_overflow(a, b, &r) && !__builtin_add_overflow((uint64_t)a, (uint64_t)b, &ur))
        printf(" add_nsw_nuw %" PRId64, add_nsw_nuw_i64(a, b));
      printf("\n");
    }

  for (int i = 0; i < NS; i++)
    for (int j = 0; j < NS; j++) {
      int32_t a = small[i], b = small[j];
      int8_t a8 = (int8_t)a, b8 = (int8_t)b;
      int16_t a16 = (int16_t)a, b16 = (int16_t)b;
      printf("narrow %" PRId32 " %" PRId32 ": i8 %08" PRIx32 " minmax8 %08" PRIx32
             " i16 %016" PRIx64 " minmax16 %016" PRIx64 " bits %016" PRIx64,
             a, b, (uint32_t)wrap_i8(a, b), (uint32_t)minmax_i8(a, b), (uint64_t)wrap_i16(a, b),
             (uint64_t)minmax_i16(a, b), (uint64_t)bitwise_narrow(a, b));
      int8_t r8;
      uint8_t u8;
      int16_t r16;
      if (!__builtin_sub_overflow(a8, b8, &r8)) printf(" sub_nsw8 %" PRId32, sub_nsw_i8(a, b));
      if (!__builtin_add_overflow((uint8_t)a8, (uint8_t)b8, &u8))
        printf(" add_nuw8 %" PRId32, add_nuw_i8(a, b));
      if (!__builtin_mul_overflow(a16, b16, &r16)) printf(" mul_nsw16 %" PRId32, mul_nsw_i16(a, b));
      printf("\n");
    }

  // Shifts: every amount below the width, on a few patterns.
  static const int32_t s32[] = {1, -1, 0x12345678, INT32_MIN, 0x7fffffff, -12345, 0x00ff00ff};
  for (int i = 0; i < 7; i++)
    for (int n = 0; n < 32; n++) {
      int32_t a = s32[i];
      printf("sh32 %" PRId32 " %d: shl %" PRId32 " shrsi %" PRId32 " shrui %" PRId32, a, n,
             shl_i32(a, n), shrsi_i32(a, n), shrui_i32(a, n));
      // nsw: the bits shifted out and the sign bit all equal the original sign.
      int64_t wide = (int64_t)a * ((int64_t)1 << n);
      if (wide >= INT32_MIN && wide <= INT32_MAX) printf(" shl_nsw %" PRId32, shl_nsw_i32(a, n));
      printf("\n");
    }
  static const int64_t s64[] = {1, -1, INT64_C(0x0123456789abcdef), INT64_MIN, INT64_MAX,
                                -INT64_C(987654321987), 3};
  for (int i = 0; i < 7; i++)
    for (int n = 0; n < 64; n += 3) {
      int64_t a = s64[i];
      printf("sh64 %" PRId64 " %d: shl %" PRId64 " shrsi %" PRId64 " shrui %" PRId64, a, n,
             shl_i64(a, n), shrsi_i64(a, n), shrui_i64(a, n));
      uint64_t ua = (uint64_t)a;
      if (n == 0 || (ua >> (64 - n)) == 0)
        printf(" shl_nuw %" PRIu64, (uint64_t)shl_nuw_i64(a, n));
      printf("\n");
    }
  static const int32_t s8[] = {1, -1, 0x5a, -128, 127, -3, 0xf0};
  for (int i = 0; i < 7; i++)
    for (int n = 0; n < 8; n++)
      printf("sh8 %" PRId32 " %d: %08" PRIx32 "\n", s8[i], n, (uint32_t)shifts_i8(s8[i], n));
  static const int32_t s16[] = {1, -1, 0x1234, -32768, 32767, -300, 0xf00f};
  for (int i = 0; i < 7; i++)
    for (int n = 0; n < 16; n++)
      printf("sh16 %" PRId32 " %d: %012" PRIx64 "\n", s16[i], n, (uint64_t)shifts_i16(s16[i], n));
  return 0;
}
