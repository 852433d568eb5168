#include <stdio.h>
#include <stdint.h>

int64_t small_float_bits(int32_t);
int64_t small_float_vector(int32_t);

int main(void) {
  for (int i = 0; i < 12; i++)
    printf("small_float_bits(%d) = 0x%llx\n", i, (long long)small_float_bits(i));
  for (int i = 0; i < 4; i++)
    printf("small_float_vector(%d) = 0x%llx\n", i, (long long)small_float_vector(i));
  return 0;
}
