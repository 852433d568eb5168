/* Driver for array_add.mlir.
 * A rank-1 memref is passed as (allocated, aligned, offset, size, stride). */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

void array_add(float *a_alloc, float *a_align, int64_t a_off, int64_t a_size, int64_t a_stride,
               float *b_alloc, float *b_align, int64_t b_off, int64_t b_size, int64_t b_stride,
               float *c_alloc, float *c_align, int64_t c_off, int64_t c_size, int64_t c_stride);

static void print_f32(float x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

int main(void) {
  enum { N = 10 };
  float a[N], b[N], c[N];
  for (int i = 0; i < N; i++) {
    a[i] = (float)i * 0.5f;
    b[i] = 100.0f - (float)(i * i);
    c[i] = -1.0f;
  }
  /* special values */
  a[7] = -0.0f; b[7] = -0.0f;
  a[8] = INFINITY; b[8] = -INFINITY;
  a[9] = 1e38f; b[9] = 1e38f;
  array_add(a, a, 0, N, 1, b, b, 0, N, 1, c, c, 0, N, 1);
  for (int i = 0; i < N; i++) {
    printf("c[%d] = ", i);
    print_f32(c[i]);
    printf("\n");
  }
  /* Sub-arrays: start the descriptors at element 2 (memref<?xf32> has an identity
   * layout, so the offset must be 0 and the stride 1; a view is expressed by
   * moving the aligned pointer instead). */
  float d[N];
  for (int i = 0; i < N; i++) d[i] = 0.0f;
  array_add(a, a + 2, 0, 4, 1, b, b + 2, 0, 4, 1, d, d + 2, 0, 4, 1);
  for (int i = 0; i < N; i++) {
    printf("d[%d] = ", i);
    print_f32(d[i]);
    printf("\n");
  }
  /* Empty arrays: nothing is written. */
  array_add(a, a, 0, 0, 1, b, b, 0, 0, 1, d, d, 0, 0, 1);
  printf("d[0] after empty call = %a\n", d[0]);
  return 0;
}
