// Driver for cmpi_select.mlir: all ten cmpi predicates on i1, i8, i16, i32,
// i64 and index (printed by name), comparisons against constants, and select
// on integer, float and index values.
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <math.h>

int32_t cmpi_i64(int64_t, int64_t);
int32_t cmpi_i32(int32_t, int32_t);
int32_t cmpi_i16(int32_t, int32_t);
int32_t cmpi_i8(int32_t, int32_t);
int32_t cmpi_i1(int32_t, int32_t);
int32_t cmpi_index(int32_t, int32_t);
int32_t classify_i8(int32_t);
int32_t select_i32(int32_t, int32_t, int32_t);
int64_t select_i64(int32_t, int64_t, int64_t);
double select_f64(int32_t, double, double);
float select_f32(int32_t, float, float);
int32_t select_narrow(int32_t, int32_t, int32_t);
int64_t select_index(int32_t, int32_t, int64_t);
int64_t clamp_i64(int64_t, int64_t, int64_t);
int32_t uclamp_i32(int32_t, int32_t, int32_t);

static const char *preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};

static void show(int32_t mask) {
  for (int k = 0; k < 10; k++)
    if (mask & (1 << k)) printf(" %s", preds[k]);
  printf("\n");
}

static void pf(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

int main(void) {
  static const int64_t v64[] = {0, 1, -1, 2, -2, INT64_MAX, INT64_MIN, INT64_C(0x80000000),
                                -INT64_C(0x80000000), INT64_C(0x100000000)};
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) {
      printf("i64 %" PRId64 " %" PRId64 ":", v64[i], v64[j]);
      show(cmpi_i64(v64[i], v64[j]));
    }
  static const int32_t v32[] = {0, 1, -1, 5, -5, INT32_MAX, INT32_MIN, 0x8000, -0x8000,
                                0xffff, 127, -128, 128, 255, 0x10001};
  for (int i = 0; i < 15; i++)
    for (int j = 0; j < 15; j++) {
      int32_t a = v32[i], b = v32[j];
      printf("i32 %" PRId32 " %" PRId32 ":", a, b);
      show(cmpi_i32(a, b));
      printf("i16 %" PRId32 " %" PRId32 ":", a, b);
      show(cmpi_i16(a, b));
      printf("i8 %" PRId32 " %" PRId32 ":", a, b);
      show(cmpi_i8(a, b));
      printf("index %" PRId32 " %" PRId32 ":", a, b);
      show(cmpi_index(a, b));
    }
  for (int a = 0; a < 4; a++)
    for (int b = 0; b < 4; b++) {
      printf("i1 %d %d (low bits %d %d):", a, b, a & 1, b & 1);
      show(cmpi_i1(a, b));  // only the low bit survives arith.trunci
    }
  for (int x = -130; x <= 130; x += 5) printf("classify %d: %" PRIx32 "\n", x, (uint32_t)classify_i8(x));
  for (int x = 250; x <= 260; x++) printf("classify %d: %" PRIx32 "\n", x, (uint32_t)classify_i8(x));

  for (int c = -2; c <= 3; c++) {
    printf("select c=%d: i32 %" PRId32 " i64 %" PRId64 " narrow %08" PRIx32 " index %" PRId64
           " %" PRId64 " f64 ",
           c, select_i32(c, 11, -22), select_i64(c, INT64_MIN, INT64_MAX),
           (uint32_t)select_narrow(c, 0x1234a5, 0x5678c3), select_index(c, -7, INT64_C(2147483647)),
           select_index(c, INT32_MIN, -1));
    pf(select_f64(c, -0.0, NAN));
    printf(" f32 ");
    pf(select_f32(c, INFINITY, 0x1.fffffep-3f));
    printf("\n");
  }
  static const int64_t cl[] = {INT64_MIN, -101, -100, -99, 0, 99, 100, 101, INT64_MAX};
  for (int i = 0; i < 9; i++)
    printf("clamp %" PRId64 ": %" PRId64 " %" PRId64 "\n", cl[i], clamp_i64(cl[i], -100, 100),
           clamp_i64(cl[i], INT64_MIN + 5, -100));
  static const int32_t ucl[] = {0, 9, 10, 11, 1000, 1001, -1, INT32_MIN};
  for (int i = 0; i < 8; i++)
    printf("uclamp %" PRIu32 ": %" PRIu32 " %" PRIu32 "\n", (uint32_t)ucl[i],
           (uint32_t)uclamp_i32(ucl[i], 10, 1000), (uint32_t)uclamp_i32(ucl[i], 5, -5));
  return 0;
}
