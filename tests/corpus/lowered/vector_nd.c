/* Driver for vector_nd.mlir: n-D vectors stay inside MLIR; a rank-1 memref is passed as
 * (allocated, aligned, offset, size, stride). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

void floats(float a, float b, float *o_alloc, float *o_align, int64_t o_off, int64_t o_size,
            int64_t o_stride);
int64_t ints(int32_t a, int32_t b);
int32_t divs(int32_t x, int32_t y);
float maths(float x, int32_t k);

int main(void) {
  static const float as[] = {1.5f, -2.25f, 0.0f, -0.0f, 10.0f};
  static const float bs[] = {-3.0f, 0.5f, NAN, 7.25f, -0.0f};
  for (int i = 0; i < 5; i++) {
    float out[6];
    floats(as[i], bs[i], out, out, 0, 6, 1);
    printf("floats(%a, %a) =", (double)as[i], (double)bs[i]);
    for (int j = 0; j < 6; j++) {
      if (isnan(out[j])) printf(" nan");
      else printf(" %a", (double)out[j]);
    }
    printf("\n");
  }
  static const int32_t xs[] = {17, -17, 100, -1, 0};
  for (int i = 0; i < 5; i++)
    printf("ints(%d, %d) = %lld\n", xs[i], xs[4 - i], (long long)ints(xs[i], xs[4 - i]));
  static const int32_t dx[] = {17, -17, 0, 100000, -99};
  static const int32_t dy[] = {1, -3, 7, 2, -1};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      printf("divs(%d, %d) = %d\n", dx[i], dy[j], divs(dx[i], dy[j]));
  static const float mx[] = {0.5f, 2.0f, 3.25f};
  static const int32_t mk[] = {1, -7, 65536};
  for (int i = 0; i < 3; i++) {
    float r = maths(mx[i], mk[i]);
    if (isnan(r)) printf("maths(%a, %d) = nan\n", (double)mx[i], mk[i]);
    else printf("maths(%a, %d) = %a\n", (double)mx[i], mk[i], (double)r);
  }
  return 0;
}
