#include <stdio.h>
#include <stdint.h>
#include <limits.h>
#include <math.h>

int32_t max_i32(int32_t, int32_t);
double abs_f64(double);
int32_t pick_load(int32_t, int32_t *, int32_t *);
int32_t clamp_sum(int32_t, int32_t, int32_t, int32_t, int32_t, int32_t);
float select_i1_arg(int32_t, float, float);
int64_t freeze_identity(int64_t);
int32_t freeze_poison(int32_t);
int32_t freeze_undef(int32_t);

int main(void) {
  int32_t v[] = {0, 5, -5, INT_MAX, INT_MIN};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) printf("max_i32(%d, %d) = %d\n", v[i], v[j], max_i32(v[i], v[j]));
  /* no -0.0 here: abs_f64 uses an nsz select */
  double d[] = {0.0, 2.5, -2.5, -INFINITY, 1e-310};
  for (int i = 0; i < 5; i++) printf("abs_f64(%a) = %a\n", d[i], abs_f64(d[i]));
  int32_t x = 11, y = 22;
  printf("pick_load(1) = %d, pick_load(0) = %d, pick_load(-3) = %d\n", pick_load(1, &x, &y),
         pick_load(0, &x, &y), pick_load(-3, &x, &y));
  printf("clamp_sum(1,2,3,4, 2,3) = %d\n", clamp_sum(1, 2, 3, 4, 2, 3));
  printf("clamp_sum(-100,50,0,7, -10,10) = %d\n", clamp_sum(-100, 50, 0, 7, -10, 10));
  printf("clamp_sum(INT_MIN,INT_MAX,0,0, INT_MIN,INT_MAX) = %d\n", clamp_sum(INT_MIN, INT_MAX, 0, 0, INT_MIN, INT_MAX));
  printf("select_i1_arg(1) = %a, (0) = %a, (2) = %a, (3) = %a\n", select_i1_arg(1, 1.5f, -2.0f),
         select_i1_arg(0, 1.5f, -2.0f), select_i1_arg(2, 1.5f, -2.0f), select_i1_arg(3, 1.5f, -2.0f));
  printf("freeze_identity(41) = %lld, (-1) = %lld\n", (long long)freeze_identity(41), (long long)freeze_identity(-1));
  printf("freeze_poison(17) = %d, (-8) = %d\n", freeze_poison(17), freeze_poison(-8));
  printf("freeze_undef(17) = %d, (INT_MIN) = %d\n", freeze_undef(17), freeze_undef(INT_MIN));
  return 0;
}
