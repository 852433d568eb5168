/* Driver for array_add.mlir: builds three arrays, calls the MLIR function through its C
 * interface as the header `lowrite compile --emit-header` wrote declares it (a descriptor
 * struct per memref), and prints the result. */
#include "array_add.h"

#include <stdio.h>

int main(void) {
  enum { N = 8 };
  float a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i;
    b[i] = 0.5f * (float)(i * i);
    c[i] = -1.0f;
  }
  memref_1d_f32 da = {a, a, 0, {N}, {1}};
  memref_1d_f32 db = {b, b, 0, {N}, {1}};
  memref_1d_f32 dc = {c, c, 0, {N}, {1}};
  _mlir_ciface_array_add(&da, &db, &dc);
  for (int i = 0; i < N; ++i)
    printf("%g + %g = %g\n", a[i], b[i], c[i]);
  return 0;
}
