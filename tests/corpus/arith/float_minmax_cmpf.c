// Driver for float_minmax_cmpf.mlir: maximumf/minimumf/maxnumf/minnumf and
// all sixteen cmpf predicates on NaN, signed zeros, infinities, subnormals and
// normal values. maxnumf/minnumf never see a (+0.0, -0.0) pair.
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <float.h>

double maximumf_f64(double, double);
double minimumf_f64(double, double);
double maxnumf_f64(double, double);
double minnumf_f64(double, double);
float maximumf_f32(float, float);
float minimumf_f32(float, float);
float maxnumf_f32(float, float);
float minnumf_f32(float, float);
float minmax_f16(float, float, int32_t);
double clamp_f64(double, double, double);
float range_f32(float, float);
int32_t cmpf_f64(double, double);
int32_t cmpf_f32(float, float);
int32_t cmpf_f16(float, float);
int32_t cmpf_nsz_f64(double, double);
int32_t sign_f64(double);

static const char *preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                              "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

static void show(int32_t mask) {
  for (int k = 0; k < 16; k++)
    if (mask & (1 << k)) printf(" %s", preds[k]);
  printf("\n");
}

static void pf(double x) {
  if (isnan(x)) printf(" nan");
  else printf(" %a", x);
}

// Both zeros with different signs: maxnum/minnum may return either.
static int zero_pair(double a, double b) {
  return a == 0 && b == 0 && signbit(a) != signbit(b);
}

int main(void) {
  static const double d[] = {0.0, -0.0, 1.0, -1.0, 2.5, -1e308, DBL_MAX, DBL_TRUE_MIN,
                             -DBL_TRUE_MIN, INFINITY, -INFINITY, NAN, -NAN};
  int nd = sizeof d / sizeof d[0];
  for (int i = 0; i < nd; i++)
    for (int j = 0; j < nd; j++) {
      double a = d[i], b = d[j];
      printf("f64");
      pf(a);
      pf(b);
      printf(": maximum");
      pf(maximumf_f64(a, b));
      printf(" minimum");
      pf(minimumf_f64(a, b));
      if (!zero_pair(a, b)) {
        printf(" maxnum");
        pf(maxnumf_f64(a, b));
        printf(" minnum");
        pf(minnumf_f64(a, b));
      }
      printf(" cmpf:");
      show(cmpf_f64(a, b));
    }

  static const float f[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, -3e38f, FLT_MAX, FLT_TRUE_MIN,
                            -FLT_MIN, INFINITY, -INFINITY, NAN};
  int nf = sizeof f / sizeof f[0];
  for (int i = 0; i < nf; i++)
    for (int j = 0; j < nf; j++) {
      float a = f[i], b = f[j];
      printf("f32");
      pf(a);
      pf(b);
      printf(": maximum");
      pf(maximumf_f32(a, b));
      printf(" minimum");
      pf(minimumf_f32(a, b));
      if (!zero_pair(a, b)) {
        printf(" maxnum");
        pf(maxnumf_f32(a, b));
        printf(" minnum");
        pf(minnumf_f32(a, b));
      }
      printf(" cmpf:");
      show(cmpf_f32(a, b));
    }

  // Exact f16 values (65504 is the largest finite f16, 2^-24 the smallest
  // subnormal).
  static const float h[] = {0.0f, -0.0f, 1.0f, -2.0f, 65504.0f, -65504.0f, 0x1p-24f,
                            INFINITY, -INFINITY, NAN};
  int nh = sizeof h / sizeof h[0];
  for (int i = 0; i < nh; i++)
    for (int j = 0; j < nh; j++) {
      float a = h[i], b = h[j];
      printf("f16");
      pf(a);
      pf(b);
      printf(": maximum");
      pf(minmax_f16(a, b, 0));
      printf(" minimum");
      pf(minmax_f16(a, b, 1));
      if (!zero_pair(a, b)) {
        printf(" maxnum");
        pf(minmax_f16(a, b, 2));
        printf(" minnum");
        pf(minmax_f16(a, b, 3));
      }
      printf(" cmpf:");
      show(cmpf_f16(a, b));
    }

  static const double c[] = {-5.0, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, INFINITY, -INFINITY, NAN};
  for (int i = 0; i < 10; i++) {
    printf("clamp");
    pf(c[i]);
    printf(":");
    pf(clamp_f64(c[i], -1.0, 1.0));
    pf(clamp_f64(c[i], 0.0, 2.0));
    pf(clamp_f64(c[i], -0.0, 0.0));
    printf(" sign %d nsz", (int)sign_f64(c[i]));
    for (int j = 0; j < 10; j++) printf(" %d", (int)cmpf_nsz_f64(c[i], c[j]));
    printf("\n");
  }

  static const float r[] = {0.0f, -1.5f, 2.25f, 1e30f, -1e30f, FLT_MIN, 7.0f};
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++) {
      printf("range");
      pf(r[i]);
      pf(r[j]);
      printf(":");
      pf(range_f32(r[i], r[j]));
      printf("\n");
    }
  return 0;
}
