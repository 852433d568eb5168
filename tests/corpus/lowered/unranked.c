#include <stdint.h>
#include <stdio.h>

typedef struct { float *alloc, *aligned; int64_t offset, sizes_and_strides[]; } Ranked;

int64_t inspect(int64_t rank, Ranked *d) {
  const int64_t *sizes = d->sizes_and_strides, *strides = d->sizes_and_strides + rank;
  double sum = 0;
  if (rank == 1) {
    for (int64_t i = 0; i < sizes[0]; i++) sum += d->aligned[d->offset + i * strides[0]];
  } else if (rank == 2) {
    for (int64_t i = 0; i < sizes[0]; i++)
      for (int64_t j = 0; j < sizes[1]; j++)
        sum += d->aligned[d->offset + i * strides[0] + j * strides[1]];
  }
  printf("inspect: rank %lld, sizes", (long long)rank);
  for (int64_t i = 0; i < rank; i++) printf(" %lld", (long long)sizes[i]);
  printf(", strides");
  for (int64_t i = 0; i < rank; i++) printf(" %lld", (long long)strides[i]);
  printf(", sum %a\n", sum);
  return (int64_t)(sum * 10) + rank;
}

extern int64_t run(float *a0, float *a1, int64_t o, int64_t s0, int64_t s1, int64_t st0,
                   int64_t st1, float *b0, float *b1, int64_t bo, int64_t bs, int64_t bst);

int main(void) {
  float m[4][3], v[6];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++) m[i][j] = (float)(i * 3 + j) * 0.5f;
  for (int i = 0; i < 6; i++) v[i] = (float)(i * i) - 2.0f;
  printf("run = %lld\n", (long long)run(&m[0][0], &m[0][0], 0, 4, 3, 3, 1, v, v, 1, 4, 1));
  printf("run = %lld\n", (long long)run(&m[0][0], &m[0][0], 3, 2, 3, 3, 1, v, v, 0, 3, 2));
  return 0;
}
