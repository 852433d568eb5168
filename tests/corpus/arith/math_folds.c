// Driver for math_folds.mlir: each function on a few inputs.
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

double math_floats(double);
int64_t math_ints(int32_t);

int main(void) {
  const int32_t xs[] = {1, -3, 7, 1000, -2000000};
  for (int i = 0; i < 5; i++) {
    int32_t x = xs[i];
    printf("math_floats(%d) = %.17g\n", x, math_floats((double)x / 3));
    printf("math_ints(%d) = %" PRId64 "\n", x, math_ints(x));
  }
  return 0;
}
