/* Driver for neg_conj.mlir: every part of every result, for signed zeros, NaN and infinity. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

double neg_conj(double re, double im, int32_t which);

int main(void) {
  static const double parts[][2] = {{1.5, -2.25}, {-0.0, 0.0}, {NAN, 3.0}, {INFINITY, -1e300}};
  for (int p = 0; p < 4; p++)
    for (int32_t w = 0; w < 5; w++) {
      double r = neg_conj(parts[p][0], parts[p][1], w);
      if (isnan(r)) printf("neg_conj(%d, %d) = nan\n", p, w);
      else printf("neg_conj(%d, %d) = %a\n", p, w, r);
    }
  return 0;
}
