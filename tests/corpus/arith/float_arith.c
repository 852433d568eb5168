// Driver for float_arith.mlir: float add/sub/mul/div/rem/neg on f64, f32 and
// f16 with special values. Floats print with %a, NaNs as "nan".
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <float.h>

double addf_f64(double, double);
double subf_f64(double, double);
double mulf_f64(double, double);
double divf_f64(double, double);
double remf_f64(double, double);
double negf_f64(double);
float addf_f32(float, float);
float subf_f32(float, float);
float mulf_f32(float, float);
float divf_f32(float, float);
float remf_f32(float, float);
float negf_f32(float);
float arith_f16(float, float, int32_t);
double mul_add_f64(double, double, double);
float chain_f32(float, float);
double add_contract_f64(double, double);
float mul_nnan_ninf_f32(float, float);
double div_arcp_pow2_f64(double, int32_t);
float sub_none_f32(float, float);
double newton_sqrt(double);

static void pf(double x) {
  if (isnan(x)) printf(" nan");
  else printf(" %a", x);
}

int main(void) {
  static const double d[] = {0.0, -0.0, 1.0, -1.0, 0.1, -2.5, 3.0, 7.25, -1e300, 1e300,
                             DBL_MIN, -DBL_TRUE_MIN, DBL_MAX, INFINITY, -INFINITY, NAN,
                             0x1.fffffffffffffp-1, 1e-310};
  int nd = sizeof d / sizeof d[0];
  for (int i = 0; i < nd; i++) {
    printf("f64 neg");
    pf(d[i]);
    printf(" ->");
    pf(negf_f64(d[i]));
    printf("\n");
    for (int j = 0; j < nd; j++) {
      printf("f64");
      pf(d[i]);
      pf(d[j]);
      printf(": add");
      pf(addf_f64(d[i], d[j]));
      printf(" sub");
      pf(subf_f64(d[i], d[j]));
      printf(" mul");
      pf(mulf_f64(d[i], d[j]));
      printf(" div");
      pf(divf_f64(d[i], d[j]));
      printf(" rem");
      pf(remf_f64(d[i], d[j]));
      printf("\n");
    }
  }

  static const float f[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.1f, -2.5f, 3.0f, 5.5f, -5.5f,
                            1e30f, -3e38f, FLT_MIN, FLT_TRUE_MIN, FLT_MAX, INFINITY,
                            -INFINITY, NAN, 0x1.fffffep-1f};
  int nf = sizeof f / sizeof f[0];
  for (int i = 0; i < nf; i++) {
    printf("f32 neg");
    pf(f[i]);
    printf(" ->");
    pf(negf_f32(f[i]));
    printf("\n");
    for (int j = 0; j < nf; j++) {
      printf("f32");
      pf(f[i]);
      pf(f[j]);
      printf(": add");
      pf(addf_f32(f[i], f[j]));
      printf(" sub");
      pf(subf_f32(f[i], f[j]));
      printf(" mul");
      pf(mulf_f32(f[i], f[j]));
      printf(" div");
      pf(divf_f32(f[i], f[j]));
      printf(" rem");
      pf(remf_f32(f[i], f[j]));
      printf(" chain");
      pf(chain_f32(f[i], f[j]));
      printf("\n");
    }
  }

  // f16 operands: exact f16 values plus values that round (0.1, 70000 -> inf).
  static const float h[] = {0.0f, -0.0f, 1.0f, -1.5f, 0.1f, 3.0f, -7.0f, 1000.0f, 65504.0f,
                            70000.0f, 0x1p-24f, 0x1p-14f, INFINITY, -INFINITY, NAN};
  int nh = sizeof h / sizeof h[0];
  static const char *ops[] = {"add", "sub", "mul", "div", "rem", "neg"};
  for (int i = 0; i < nh; i++)
    for (int j = 0; j < nh; j++) {
      printf("f16");
      pf(h[i]);
      pf(h[j]);
      printf(":");
      for (int op = 0; op < 6; op++) {
        printf(" %s", ops[op]);
        pf(arith_f16(h[i], h[j], op));
      }
      printf("\n");
    }

  // Two roundings of a*b + c, visible where fma would differ.
  static const double m[][3] = {{0x1.0000001p+0, 0x1.0000001p+0, -1.0},
                                {0.1, 10.0, -1.0},
                                {1e308, 10.0, -INFINITY},
                                {3.0, 1.0 / 3.0, -1.0},
                                {-0.0, 5.0, 0.0}};
  for (int i = 0; i < 5; i++) {
    printf("mul_add");
    pf(mul_add_f64(m[i][0], m[i][1], m[i][2]));
    printf("\n");
  }

  // Fastmath-flagged operations on inputs that make the flags irrelevant.
  static const double fa[] = {1.0, -3.5, 0.1, 1e-300, 12345.678, -0x1.fffffffffffffp+1000};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) {
      if (fa[i] + fa[j] == 0) continue;
      printf("fast");
      pf(fa[i]);
      pf(fa[j]);
      printf(": contract");
      pf(add_contract_f64(fa[i], fa[j]));
      printf(" nnan_ninf");
      float p = (float)fa[i] * (float)fa[j];
      if (isfinite(p) && isfinite((float)fa[i]) && isfinite((float)fa[j]))
        pf(mul_nnan_ninf_f32((float)fa[i], (float)fa[j]));
      else
        printf(" skipped");
      printf(" none");
      pf(sub_none_f32((float)fa[i], (float)fa[j]));
      printf("\n");
    }
  for (int k = 0; k < 30; k += 3) {
    printf("arcp k=%d:", k);
    pf(div_arcp_pow2_f64(3.0, k));
    pf(div_arcp_pow2_f64(-0x1.23456789abcdep+7, k));
    printf("\n");
  }

  static const double s[] = {1.0, 2.0, 0.25, 10.0, 1e-6, 1e10, 12345.6789, 0x1p-1000, 1e300};
  for (int i = 0; i < 9; i++) {
    printf("newton_sqrt");
    pf(s[i]);
    printf(" ->");
    pf(newton_sqrt(s[i]));
    printf("\n");
  }
  return 0;
}
