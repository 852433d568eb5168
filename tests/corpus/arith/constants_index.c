// Driver for constants_index.mlir: integer, float and index constants,
// index_cast/index_castui between index and i16/i32/i64, and index
// arithmetic. Inputs keep every index value in the signed 32-bit range, so
// the output does not depend on the index bit width (64 or 32).
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <math.h>

int64_t int_const(int32_t);
int32_t const_expr(int32_t);
double float_const(int32_t);
int32_t f32_const_bits(int32_t);
int32_t index_consts(int32_t);
int64_t idx_i32(int32_t, int32_t);
int64_t idx_i64_signed(int64_t);
int64_t idx_i64_unsigned(int64_t);
int64_t idx_i64_mixed(int64_t);
int64_t idx_i16(int32_t);
int32_t idx_wrap_i32(int32_t, int32_t);
int64_t idx_arith(int32_t, int32_t, int32_t);
int64_t idx_unsigned(int32_t, int32_t, int32_t);
int32_t idx_loop(int32_t, int32_t);

static void pf(double x) {
  if (isnan(x)) printf(" nan");
  else printf(" %a", x);
}

int main(void) {
  for (int k = 0; k < 16; k++)
    printf("int_const %d: %" PRId64 " (%016" PRIx64 ")\n", k, int_const(k), (uint64_t)int_const(k));
  for (int k = 0; k < 14; k++) {
    printf("float_const %d:", k);
    pf(float_const(k));
    printf("\n");
  }
  for (int k = 0; k < 4; k++) printf("f32_const_bits %d: %08" PRIx32 "\n", k, (uint32_t)f32_const_bits(k));

  static const int32_t xs[] = {0, 1, -1, 2, -2, 13, -13, 100, 127, -128, 255, 256, 32767,
                               -32768, 32768, 65535, 65536, -65537, 1000000, -1000000,
                               46340, -46341, INT32_MAX, INT32_MIN, INT32_MAX - 42,
                               INT32_MIN + 1};
  int nx = sizeof xs / sizeof xs[0];
  for (int i = 0; i < nx; i++) {
    int32_t x = xs[i];
    printf("x %" PRId32 ": const_expr %" PRId32, x, const_expr(x));
    // Every partial sum (down to x - 2147483000, up to x + 42) must stay in
    // the signed 32-bit range.
    if (x >= -648 && x <= INT32_MAX - 42) printf(" index_consts %" PRId32, index_consts(x));
    printf(" idx_i32");
    for (int w = 0; w < 4; w++) printf(" %" PRId64, idx_i32(x, w));
    printf(" idx_i64_signed %" PRId64, idx_i64_signed(x));
    if (x >= 0)
      printf(" idx_i64_unsigned %" PRId64 " mixed %" PRId64, idx_i64_unsigned(x), idx_i64_mixed(x));
    printf(" idx_i16 %016" PRIx64 "\n", (uint64_t)idx_i16(x));
  }

  static const char *ops[] = {"add", "sub", "mul", "divsi", "remsi", "maxsi", "minsi",
                              "shrsi3", "and", "or", "xor"};
  static const int32_t ys[] = {0, 1, -1, 3, -3, 7, -8, 1000, -999, 46340, -46341, 65536,
                               INT32_MAX, INT32_MIN};
  int ny = sizeof ys / sizeof ys[0];
  for (int i = 0; i < ny; i++)
    for (int j = 0; j < ny; j++) {
      int32_t a = ys[i], b = ys[j];
      int64_t wa = a, wb = b;
      printf("idx %" PRId32 " %" PRId32 ":", a, b);
      for (int op = 0; op < 11; op++) {
        int ok = 1;
        if (op == 0) ok = wa + wb >= INT32_MIN && wa + wb <= INT32_MAX;
        if (op == 1) ok = wa - wb >= INT32_MIN && wa - wb <= INT32_MAX;
        if (op == 2) ok = wa * wb >= INT32_MIN && wa * wb <= INT32_MAX;
        if (op == 3 || op == 4) ok = b != 0 && !(a == INT32_MIN && b == -1);
        if (ok) printf(" %s %" PRId64, ops[op], idx_arith(a, b, op));
      }
      printf(" wrap %" PRId32, idx_wrap_i32(a, b));
      if (a >= 0 && b > 0 && b < (1 << 29)) {
        printf(" unsigned");
        for (int op = 0; op < 6; op++) printf(" %" PRId64, idx_unsigned(a, b, op));
      }
      printf("\n");
    }
  static const int32_t loops[][2] = {{0, 7}, {1, 7}, {10, 7}, {100, 97}, {1000, 1000003},
                                     {5000, 65536}, {-5, 3}};
  for (int i = 0; i < 7; i++)
    printf("idx_loop %" PRId32 " %" PRId32 ": %" PRId32 "\n", loops[i][0], loops[i][1],
           idx_loop(loops[i][0], loops[i][1]));
  return 0;
}
