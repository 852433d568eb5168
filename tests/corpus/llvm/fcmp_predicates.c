#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <float.h>

int32_t fcmp_f64(double a, double b);
int32_t fcmp_f32(float a, float b);
int32_t fcmp_f64_nsz(double a, double b);

static const char *preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                              "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

static void show(int32_t mask) {
  for (int k = 0; k < 16; k++)
    if (mask & (1 << k)) printf(" %s", preds[k]);
  printf("\n");
}

static void name(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

int main(void) {
  double v[] = {0.0, -0.0, 1.0, -2.5, INFINITY, -INFINITY, NAN, DBL_MIN};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      printf("f64 "); name(v[i]); printf(" ? "); name(v[j]); printf(":");
      show(fcmp_f64(v[i], v[j]));
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      printf("f32 "); name(v[i]); printf(" ? "); name(v[j]); printf(":");
      show(fcmp_f32((float)v[i], (float)v[j]));
    }
  double w[] = {0.0, -0.0, 3.0, -3.0};
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      printf("f64 nsz "); name(w[i]); printf(" ? "); name(w[j]); printf(":");
      show(fcmp_f64_nsz(w[i], w[j]));
    }
  return 0;
}
