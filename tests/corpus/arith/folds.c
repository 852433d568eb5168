// Driver for folds.mlir: each function on a few inputs (no_folds is never called: what it
// computes is undefined or lossy at run time, it is only lowered).
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

int32_t add_sub(int32_t, int32_t);
int64_t wrap_i8(int8_t);
int64_t divisions(int32_t, int32_t);
int64_t bits(int32_t, int32_t);
int64_t minmax(int32_t, int32_t);
int64_t int_casts(int8_t, int64_t);
int64_t compares(int32_t, int32_t, int32_t);
double floats32(float);
double floats64(double);
double float_casts(double);

int main(void) {
  const int32_t xs[] = {1, -3, 7, 1000, -2000000};
  const int32_t ys[] = {2, 5, -9, 13, 3};
  for (int i = 0; i < 5; i++) {
    int32_t x = xs[i], y = ys[i];
    printf("add_sub(%d, %d) = %d\n", x, y, add_sub(x, y));
    printf("wrap_i8(%d) = %" PRId64 "\n", x, wrap_i8((int8_t)x));
    printf("divisions(%d, %d) = %" PRId64 "\n", x, y, divisions(x, y));
    printf("bits(%d, %d) = %" PRId64 "\n", x, y, bits(x, y));
    printf("minmax(%d, %d) = %" PRId64 "\n", x, y, minmax(x, y));
    printf("int_casts(%d, %d) = %" PRId64 "\n", x, y, int_casts((int8_t)x, (int64_t)y * 100003));
    printf("compares(%d, %d, %d) = %" PRId64 "\n", x, y, i & 1, compares(x, y, i & 1));
    printf("compares(%d, %d, %d) = %" PRId64 "\n", x, x, i & 1, compares(x, x, i & 1));
    printf("floats32(%d) = %.9g\n", x, floats32((float)x / 3));
    printf("floats64(%d) = %.17g\n", x, floats64((double)x / 7));
    printf("float_casts(%d) = %.17g\n", x, float_casts((double)y / 3));
  }
  return 0;
}
