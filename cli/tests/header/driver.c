/* Calls every function cli/tests/header/kernels.mlir exports that C can call, through the
 * header `lowrite compile --emit-header` wrote, and prints what each returns. */
#include "kernels.h"

#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float in[4] = {1.0f, 2.0f, 3.0f, 4.5f};
  memref_1d_f32 m = {in, in, 0, {4}, {1}};
  memref_1d_f32 out;
  _mlir_ciface_scale(&out, &m, 2.0f);
  printf("scale: %g %g %g %g (%lld)\n", out.aligned[0], out.aligned[1], out.aligned[2],
         out.aligned[3], (long long)out.sizes[0]);
  free(out.allocated);

  int32_t xs[5] = {7, -3, 12, 0, 5};
  memref_1d_i32 v = {xs, xs, 0, {5}, {1}};
  min_max_results mm;
  _mlir_ciface_min_max(&mm, &v);
  printf("min_max: %d %d\n", mm.r0, mm.r1);

  int16_t cells[6] = {0};
  struct { int16_t *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } d2 = {
      cells, cells, 0, {2, 3}, {3, 1}};
  unranked_memref_i16 u = {2, &d2};
  printf("rank_of: %lld\n", (long long)_mlir_ciface_rank_of(&u));

  lowrite_complex_c32 zs[2] = {{1.5f, 2.0f}, {0.0f, 0.0f}};
  memref_1d_c32 z = {zs, zs, 0, {2}, {1}};
  lowrite_complex_c32 w;
  _mlir_ciface_conj_first(&w, &z);
  printf("conj_first: %g %g\n", w.re, w.im);

  /* The transpose of a 3x2 array: strides (1, 2). */
  double t[6] = {1, 2, 3, 4, 5, 6};
  printf("sum2d: %g\n", sum2d(t, t, 0, 2, 3, 1, 2));
  printf("add_u8: %lld\n", (long long)add_u8((int8_t)-1, 1000, true));
  return 0;
}
