#include <stdint.h>
#include <stdio.h>

extern float floats(float a, float b, float c, int32_t which);
extern int32_t ints(int32_t a, int32_t b, int32_t which);

int main(void) {
  for (int w = 0; w < 8; w++) {
    printf("floats(%d) = %a\n", w, (double)floats(1.5f, -2.25f, 3.0f, w));
    printf("floats(%d) = %a\n", w, (double)floats(-0.5f, 4.0f, 0.125f, w));
  }
  for (int w = 0; w < 9; w++) {
    printf("ints(%d) = %d\n", w, ints(3, -5, w));
    printf("ints(%d) = %d\n", w, ints(-7, 12, w));
  }
  return 0;
}
