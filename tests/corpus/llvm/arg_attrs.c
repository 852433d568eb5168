#include <stdio.h>
#include <stdint.h>

struct S { int32_t a, b; int64_t c; };
struct P { int64_t x, x2, x3; };

void scale_copy(int32_t *restrict dst, const int32_t *restrict src, int64_t n, int32_t k);
int64_t call_byval(struct S *p);
int64_t byval_local(int32_t, int32_t, int64_t);
void make_powers(struct P *out, int64_t x);
int8_t add_i8(int8_t, int8_t);
uint16_t add_u16(uint16_t, uint16_t);

int main(void) {
  int32_t src[7] = {1, -2, 3, -4, 5, 2147483647, -2147483647 - 1};
  int32_t dst[8];
  for (int i = 0; i < 8; i++) dst[i] = 77;
  scale_copy(dst, src, 7, 3);
  for (int i = 0; i < 8; i++) printf("dst[%d] = %d\n", i, dst[i]);
  scale_copy(dst, src, 0, 5);
  printf("after n=0: dst[0] = %d\n", dst[0]);
  struct S s = {4, 5, 1000};
  printf("call_byval({4,5,1000}) = %lld; s = {%d, %d, %lld}\n", (long long)call_byval(&s), s.a, s.b, (long long)s.c);
  struct S t = {-1, -2, -3};
  printf("call_byval({-1,-2,-3}) = %lld; t = {%d, %d, %lld}\n", (long long)call_byval(&t), t.a, t.b, (long long)t.c);
  printf("byval_local(7, 8, 9) = %lld\n", (long long)byval_local(7, 8, 9));
  for (int64_t x = -3; x <= 3; x += 2) {
    struct P p = {0, 0, 0};
    make_powers(&p, x);
    printf("make_powers(%lld) = {%lld, %lld, %lld}\n", (long long)x, (long long)p.x, (long long)p.x2, (long long)p.x3);
  }
  printf("add_i8(100, 27) = %d, add_i8(100, 28) = %d, add_i8(-128, -1) = %d\n", add_i8(100, 27), add_i8(100, 28), add_i8(-128, -1));
  printf("add_u16(65535, 1) = %u, add_u16(40000, 30000) = %u\n", add_u16(65535, 1), add_u16(40000, 30000));
  return 0;
}
