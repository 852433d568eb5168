/* Driver for stencil_2d.mlir. Rank-2 memref arguments are passed as
 * (allocated, aligned, offset, size0, size1, stride0, stride1). */
#include <stdio.h>
#include <stdint.h>

#define GRID(p, r, c) (p), (p), (int64_t)0, (int64_t)(r), (int64_t)(c), (int64_t)(c), (int64_t)1
#define D2 double *, double *, int64_t, int64_t, int64_t, int64_t, int64_t

void jacobi_step(D2, D2);
double jacobi(D2, D2, int32_t);
double grid_sum(D2);
void scale_view(D2, double);
void negate_interior(D2);

enum { R = 6, C = 7 };

static void init(double *g) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) g[i * C + j] = (i == 0) ? 100.0 : (j == C - 1 ? -8.0 : 0.125 * (double)(i + j));
}

static void show(const char *label, const double *g) {
  printf("%s:\n", label);
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < C; j++) printf(" %a", g[i * C + j]);
    printf("\n");
  }
}

int main(void) {
  double a[R * C], b[R * C];
  init(a);
  for (int i = 0; i < R * C; i++) b[i] = 0.0;
  jacobi_step(GRID(a, R, C), GRID(b, R, C));
  show("one step", b);
  for (int steps = 0; steps <= 5; steps++) {
    init(a);
    init(b);
    printf("jacobi(%d) sum = %.17g\n", steps, jacobi(GRID(a, R, C), GRID(b, R, C), steps));
  }
  init(a);
  printf("grid_sum = %.17g\n", grid_sum(GRID(a, R, C)));
  /* A 2x3 view starting at (1, 2) with row stride 2*C and column stride 2. */
  scale_view(a, a, 1 * C + 2, 2, 3, 2 * C, 2, 10.0);
  show("scaled view", a);
  init(a);
  negate_interior(GRID(a, R, C));
  show("negated interior", a);
  return 0;
}
