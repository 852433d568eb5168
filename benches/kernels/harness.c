/* Times the kernels (best of several runs) and prints a checksum of each result. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void matmul(double *, double *, int64_t, int64_t, int64_t, int64_t, int64_t, double *, double *,
            int64_t, int64_t, int64_t, int64_t, int64_t, double *, double *, int64_t, int64_t,
            int64_t, int64_t, int64_t);
void array_add(float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t,
               int64_t, float *, float *, int64_t, int64_t, int64_t);
void stencil(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *,
             int64_t, int64_t, int64_t, int64_t, int64_t);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void) {
  enum { M = 384, N = 1 << 22, S = 1024, R = 5 };
  double *A = malloc(sizeof(double) * M * M), *B = malloc(sizeof(double) * M * M),
         *C = malloc(sizeof(double) * M * M);
  float *a = malloc(sizeof(float) * N), *b = malloc(sizeof(float) * N), *c = malloc(sizeof(float) * N);
  float *in = malloc(sizeof(float) * S * S), *out = calloc((size_t)S * S, sizeof(float));
  for (int i = 0; i < M * M; i++) { A[i] = (i % 7) * 0.5; B[i] = (i % 5) - 2.0; }
  for (int i = 0; i < N; i++) { a[i] = (float)(i % 13); b[i] = (float)(i % 3) * 0.5f; }
  for (int i = 0; i < S * S; i++) in[i] = (float)(i % 17);
  double best[3] = {1e9, 1e9, 1e9}, sum[3] = {0, 0, 0};
  for (int r = 0; r < R; r++) {
    for (int i = 0; i < M * M; i++) C[i] = 0;
    double t = now();
    matmul(A, A, 0, M, M, M, 1, B, B, 0, M, M, M, 1, C, C, 0, M, M, M, 1);
    t = now() - t; if (t < best[0]) best[0] = t;
    t = now();
    array_add(a, a, 0, N, 1, b, b, 0, N, 1, c, c, 0, N, 1);
    t = now() - t; if (t < best[1]) best[1] = t;
    t = now();
    stencil(in, in, 0, S, S, S, 1, out, out, 0, S, S, S, 1);
    t = now() - t; if (t < best[2]) best[2] = t;
  }
  for (int i = 0; i < M * M; i++) sum[0] += C[i];
  for (int i = 0; i < N; i++) sum[1] += c[i];
  for (int i = 0; i < S * S; i++) sum[2] += out[i];
  printf("matmul %.6f %.17g\narray_add %.6f %.17g\nstencil %.6f %.17g\n", best[0], sum[0],
         best[1], sum[1], best[2], sum[2]);
  return 0;
}
