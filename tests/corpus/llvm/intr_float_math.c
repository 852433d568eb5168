#include <stdio.h>
#include <stdint.h>
#include <math.h>

double unary_f64(int32_t, double);
double binary_f64(int32_t, double, double);
double fma_f64(double, double, double);
double fmuladd_f64(double, double, double);
double powi_f64(double, int32_t);
float chain_f32(float, float);
void vector_math(const float *, const float *, float *);
double fast_hypot(double, double);

static void pd(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

static const char *un[] = {"sqrt", "fabs", "exp", "log", "sin", "cos", "floor", "ceil",
                           "trunc", "round", "roundeven", "rint", "exp2", "log2", "log10"};
static const char *bn[] = {"pow", "minnum", "maxnum", "minimum", "maximum", "copysign"};

int main(void) {
  double xs[] = {0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 3.5, 0.1, 100.0, 1e-310, INFINITY, -INFINITY, NAN};
  int nx = sizeof xs / sizeof xs[0];
  for (int op = 0; op < 15; op++)
    for (int i = 0; i < nx; i++) {
      printf("%s(", un[op]); pd(xs[i]); printf(") = "); pd(unary_f64(op, xs[i])); printf("\n");
    }
  double ys[] = {0.0, -0.0, 2.0, -3.0, 0.5, INFINITY, NAN};
  int ny = sizeof ys / sizeof ys[0];
  for (int op = 0; op < 6; op++)
    for (int i = 0; i < ny; i++)
      for (int j = 0; j < ny; j++) {
        /* minnum/maxnum may return either zero for (+0, -0): skip those pairs */
        if ((op == 1 || op == 2) && ys[i] == 0.0 && ys[j] == 0.0 && signbit(ys[i]) != signbit(ys[j])) continue;
        printf("%s(", bn[op]); pd(ys[i]); printf(", "); pd(ys[j]); printf(") = ");
        pd(binary_f64(op, ys[i], ys[j])); printf("\n");
      }
  printf("fma(0.1, 10, -1) = %a\n", fma_f64(0.1, 10.0, -1.0));
  printf("fma(1+2^-52, 1-2^-53, -1) = %a\n", fma_f64(1.0 + 0x1p-52, 1.0 - 0x1p-53, -1.0));
  printf("fma(inf, 0, 1) = "); pd(fma_f64(INFINITY, 0.0, 1.0)); printf("\n");
  printf("fmuladd(3, 4, 5) = %a, fmuladd(-0.5, 8, 0.25) = %a\n", fmuladd_f64(3, 4, 5), fmuladd_f64(-0.5, 8, 0.25));
  int32_t ns[] = {0, 1, 2, 3, -1, -2, 10};
  for (int i = 0; i < 7; i++) printf("powi(1.5, %d) = %a\n", ns[i], powi_f64(1.5, ns[i]));
  float fx[] = {0.0f, 2.25f, -3.5f, 10.0f};
  float fy[] = {0.5f, -1.25f, 7.0f};
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++) printf("chain_f32(%a, %a) = %a\n", fx[i], fy[j], chain_f32(fx[i], fy[j]));
  float va[4] = {4.0f, -9.0f, 2.0f, -0.25f}, vb[4] = {1.0f, 2.0f, 100.0f, -0.5f}, vo[4];
  vector_math(va, vb, vo);
  printf("vector_math: %a %a %a %a\n", vo[0], vo[1], vo[2], vo[3]);
  printf("fast_hypot(3, 4) = %a, fast_hypot(1e-3, 1) = %a\n", fast_hypot(3, 4), fast_hypot(1e-3, 1));
  return 0;
}
