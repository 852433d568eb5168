/* Driver for float_minmax.mlir. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <limits.h>

double minmax_f64(int32_t, double, double);
float clamp_f32(float, float, float);
float range_f32(float *, float *, int64_t, int64_t, int64_t);
double math_f64(int32_t, double, double);
int32_t int_math(int32_t);
double fast_poly(double);

static void pd(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

static const char *mm[] = {"minimumf", "maximumf", "minnumf", "maxnumf"};
static const char *mn[] = {"sqrt", "absf", "floor", "ceil", "exp", "log", "powf", "fma(x,y,x)",
                           "copysign", "sin", "cos", "round", "trunc", "log2", "exp2", "roundeven"};

int main(void) {
  double v[] = {0.0, -0.0, 1.0, -1.0, 2.5, INFINITY, -INFINITY, NAN};
  int n = sizeof v / sizeof v[0];
  for (int op = 0; op < 4; op++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        /* minnumf/maxnumf may return either zero for (+0, -0) */
        if (op >= 2 && v[i] == 0.0 && v[j] == 0.0 && signbit(v[i]) != signbit(v[j])) continue;
        printf("%s(", mm[op]); pd(v[i]); printf(", "); pd(v[j]); printf(") = ");
        pd(minmax_f64(op, v[i], v[j])); printf("\n");
      }
  float cx[] = {-5.0f, 0.0f, 0.5f, 1.0f, 7.0f, NAN, -INFINITY};
  for (int i = 0; i < 7; i++) {
    printf("clamp_f32("); pd(cx[i]); printf(", 0, 1) = "); pd(clamp_f32(cx[i], 0.0f, 1.0f)); printf("\n");
  }
  float arr[6] = {3.5f, -1.25f, 8.0f, 0.0f, -7.5f, 2.0f};
  printf("range_f32(all) = %a\n", range_f32(arr, arr, 0, 6, 1));
  printf("range_f32(first 2) = %a\n", range_f32(arr, arr, 0, 2, 1));
  printf("range_f32(empty) = %a\n", range_f32(arr, arr, 0, 0, 1));
  arr[3] = NAN;
  printf("range_f32(with nan) = "); pd(range_f32(arr, arr, 0, 6, 1)); printf("\n");
  double xs[] = {0.0, -0.0, 0.5, -2.5, 3.5, 100.0, INFINITY, NAN};
  double ys[] = {2.0, -0.5};
  for (int op = 0; op < 16; op++)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 2; j++) {
        if (j == 1 && !(op == 6 || op == 7 || op == 8)) continue;
        printf("%s(", mn[op]); pd(xs[i]); printf(", "); pd(ys[j]); printf(") = ");
        pd(math_f64(op, xs[i], ys[j])); printf("\n");
      }
  int32_t iv[] = {0, 1, -1, 0x00f00000, INT_MIN, INT_MAX, -12345};
  for (int i = 0; i < 7; i++) printf("int_math(%d) = %d\n", iv[i], int_math(iv[i]));
  double px[] = {0.0, 1.0, -2.0, 4.0, 0.1};
  for (int i = 0; i < 5; i++) printf("fast_poly(%a) = %a\n", px[i], fast_poly(px[i]));
  return 0;
}
