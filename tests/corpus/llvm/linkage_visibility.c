#include <stdio.h>
#include <stdint.h>

int32_t odr_helper(int32_t);
int32_t weak_odr_helper(int32_t);
int32_t default_hook(int32_t);
int32_t overridden_hook(int32_t);
int32_t hidden_fn(int32_t);
int32_t protected_fn(int32_t);
int32_t weak_hidden_fn(int32_t);
int32_t combine(int32_t);

/* Strong definition overriding the weak one in the MLIR module. */
int32_t overridden_hook(int32_t x) { return x * 100; }

int main(void) {
  int32_t v[] = {0, 1, -4, 99};
  for (int i = 0; i < 4; i++) {
    int32_t x = v[i];
    printf("x=%d odr=%d weak_odr=%d default_hook=%d overridden_hook=%d hidden=%d protected=%d weak_hidden=%d combine=%d\n",
           x, odr_helper(x), weak_odr_helper(x), default_hook(x), overridden_hook(x), hidden_fn(x),
           protected_fn(x), weak_hidden_fn(x), combine(x));
  }
  return 0;
}
