#include <stdint.h>
#include <stdio.h>

extern int64_t arith(int64_t x, int64_t y);
extern int64_t unsigned_(int64_t x, int64_t y) __asm__("unsigned");
extern int32_t compare(int64_t x, int64_t y);

int main(void) {
  const int64_t xs[] = {7, -7, 12, -13, 100, 0, 5};
  const int64_t ys[] = {2, -2, 5, 3, -7, 4, 5};
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    printf("arith(%lld, %lld) = %lld\n", (long long)xs[i], (long long)ys[i],
           (long long)arith(xs[i], ys[i]));
    printf("compare(%lld, %lld) = %d\n", (long long)xs[i], (long long)ys[i], compare(xs[i], ys[i]));
  }
  const int64_t us[] = {7, 100, 0, 12345};
  const int64_t vs[] = {2, 7, 5, 10};
  for (unsigned i = 0; i < sizeof us / sizeof us[0]; i++)
    printf("unsigned(%lld, %lld) = %lld\n", (long long)us[i], (long long)vs[i],
           (long long)unsigned_(us[i], vs[i]));
  return 0;
}
