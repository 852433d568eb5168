#include <stdio.h>

extern float total(float *m, float *out);

int main(void) {
  float m[3][4], out[2] = {0, 0};
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) m[i][j] = 1.5f * (float)(i * 4 + j) - 4.0f;
  float x = total(&m[0][0], out);
  printf("total = %a, out = %a %a\n", (double)x, (double)out[0], (double)out[1]);
  return 0;
}
