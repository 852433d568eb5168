#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { double *alloc, *aligned; int64_t offset, sizes[2], strides[2]; } D2f64;
typedef struct { int32_t *alloc, *aligned; int64_t offset, sizes[1], strides[1]; } D1i32;
typedef struct { int64_t *alloc, *aligned; int64_t offset, sizes[1], strides[1]; } D1i64;
typedef struct { D1i32 m; int32_t x; int64_t n; } FirstAndCount;

extern double _mlir_ciface_sum2d(D2f64 *m, double bias);
extern void _mlir_ciface_first_and_count(FirstAndCount *out, D1i32 *m);
extern int32_t _mlir_ciface_scale_twice(D1i32 *m, int32_t k);
extern void _mlir_ciface_iota(D1i64 *out, int64_t n);

/* The external function, called by lowrite- or upstream-compiled code. */
int32_t _mlir_ciface_scale_ext(D1i32 *m, int32_t k) {
  int32_t s = 0;
  for (int64_t i = 0; i < m->sizes[0]; i++) {
    m->aligned[m->offset + i * m->strides[0]] *= k;
    s += m->aligned[m->offset + i * m->strides[0]];
  }
  return s + (int32_t)m->sizes[0] * 1000;
}

int main(void) {
  double a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) a[i][j] = i * 10 + j + 0.25;
  D2f64 full = {&a[0][0], &a[0][0], 0, {3, 4}, {4, 1}};
  printf("sum2d(full) = %a\n", _mlir_ciface_sum2d(&full, 1.5));
  D2f64 t = {&a[0][0], &a[0][0], 5, {3, 2}, {1, 4}}; /* transposed window of rows 1..2 */
  printf("sum2d(transposed) = %a\n", _mlir_ciface_sum2d(&t, -0.5));

  int32_t v[5] = {7, 1, 2, 3, 4};
  D1i32 d = {v, v, 1, {4}, {1}};
  FirstAndCount fc;
  _mlir_ciface_first_and_count(&fc, &d);
  printf("first_and_count: x=%d n=%lld offset=%lld size=%lld same=%d\n", fc.x, (long long)fc.n,
         (long long)fc.m.offset, (long long)fc.m.sizes[0], fc.m.aligned == v);

  D1i32 e = {v, v, 0, {5}, {1}};
  printf("scale_twice = %d\n", _mlir_ciface_scale_twice(&e, 3));
  for (int i = 0; i < 5; i++) printf("v[%d] = %d\n", i, v[i]);

  D1i64 io;
  _mlir_ciface_iota(&io, 6);
  for (int64_t i = 0; i < io.sizes[0]; i++)
    printf("iota[%lld] = %lld\n", (long long)i, (long long)io.aligned[io.offset + i * io.strides[0]]);
  free(io.alloc);
  return 0;
}
