#include <stdio.h>
#include <math.h>
#include <float.h>

double fbinop(int op, double a, double b);
float expr_f32(float a, float b);
double fast_expr(double a, double b);

/* NaN sign/payload is not portable across constant folding, so print it canonically. */
static void pd(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

static const char *names[] = {"fadd", "fsub", "fmul", "fdiv", "frem", "fneg"};

int main(void) {
  double vs[] = {0.0, -0.0, 1.0, -1.5, 3.25, 1e300, -1e-300, DBL_MIN, DBL_MAX, INFINITY, -INFINITY, NAN, 0.1};
  int n = sizeof vs / sizeof vs[0];
  for (int op = 0; op < 6; op++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        if (op == 5 && j > 0) break;
        printf("%s(", names[op]); pd(vs[i]); printf(", "); pd(vs[j]); printf(") = ");
        pd(fbinop(op == 5 ? 42 : op, vs[i], vs[j]));
        printf("\n");
      }
  float fs[] = {0.0f, -0.0f, 1.0f, 2.5f, -7.75f, 1e30f, 0.5f};
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++) {
      float r = expr_f32(fs[i], fs[j]);
      printf("expr_f32(%a, %a) = ", fs[i], fs[j]); pd(r); printf("\n");
    }
  double fa[] = {1.0, 2.5, -3.0, 100.125, 0.3};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      printf("fast_expr(%a, %a) = %a\n", fa[i], fa[j], fast_expr(fa[i], fa[j]));
  return 0;
}
