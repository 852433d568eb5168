#include <stdint.h>
#include <stdio.h>

extern int64_t alloc_sum(int64_t n, int64_t r, int64_t c);
extern double read_dyn(double *alloc, double *aligned, int64_t off, int64_t s0, int64_t s1,
                       int64_t st0, int64_t st1, int64_t i, int64_t j);
extern double read_static(double *alloc, double *aligned, int64_t off, int64_t s0, int64_t s1,
                          int64_t st0, int64_t st1, int64_t i, int64_t j);
extern double write_mixed(double *alloc, double *aligned, int64_t off, int64_t s0, int64_t s1,
                          int64_t st0, int64_t st1, int64_t i, int64_t j, double x);
extern int32_t rank3(int32_t *alloc, int32_t *aligned, int64_t off, int64_t s0, int64_t s1,
                     int64_t s2, int64_t st0, int64_t st1, int64_t st2, int64_t a, int64_t b,
                     int64_t c);

int main(void) {
  for (int64_t n = 1; n <= 5; n++)
    for (int64_t r = 0; r < n; r += 2)
      for (int64_t c = 0; c < 4; c += 3)
        printf("alloc_sum(%lld, %lld, %lld) = %lld\n", (long long)n, (long long)r,
               (long long)c, (long long)alloc_sum(n, r, c));

  double m[4][6];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++) m[i][j] = i * 100 + j + 0.5;
  double *base = &m[0][0];
  /* Transposed 3x2 view of rows 1..2, columns 2..4: v[i][j] = m[1 + j][2 + i]. */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      printf("read_dyn(%d, %d) = %a\n", i, j, read_dyn(base, base, 1 * 6 + 2, 3, 2, 1, 6, i, j));
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      printf("read_static(%d, %d) = %a\n", i, j, read_static(base, base, 5, 2, 3, 6, 1, i, j));
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++) {
      double y = write_mixed(base, base, 7, 2, 2, 12, 1, i, j, -1.25 * (i + 2 * j + 1));
      printf("write_mixed(%d, %d) = %a, m = %a\n", i, j, y, m[(7 + 12 * i + j) / 6][(7 + 12 * i + j) % 6]);
    }

  int32_t t[2][2][3];
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++)
      for (int c = 0; c < 3; c++) t[a][b][c] = a * 100 + b * 10 + c;
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++)
      for (int c = 0; c < 3; c += 2)
        printf("rank3(%d, %d, %d) = %d\n", a, b, c,
               rank3(&t[0][0][0], &t[0][0][0], 0, 2, 2, 3, 6, 3, 1, a, b, c));
  return 0;
}
