/* The kernels of kernels.mlir written in C, with the same expanded-descriptor signatures. */
#include <stdint.h>

void matmul(double *Aa, double *A, int64_t Ao, int64_t m, int64_t k, int64_t As0, int64_t As1,
            double *Ba, double *B, int64_t Bo, int64_t k2, int64_t n, int64_t Bs0, int64_t Bs1,
            double *Ca, double *C, int64_t Co, int64_t m2, int64_t n2, int64_t Cs0, int64_t Cs1) {
  (void)Aa; (void)Ao; (void)As1; (void)Ba; (void)Bo; (void)k2; (void)Bs1;
  (void)Ca; (void)Co; (void)m2; (void)n2; (void)Cs1;
  for (int64_t i = 0; i < m; i++)
    for (int64_t p = 0; p < k; p++) {
      double a = A[i * As0 + p];
      for (int64_t j = 0; j < n; j++) C[i * Cs0 + j] += a * B[p * Bs0 + j];
    }
}

void array_add(float *aa, float *a, int64_t ao, int64_t n, int64_t as, float *ba, float *b,
               int64_t bo, int64_t bn, int64_t bs, float *ca, float *c, int64_t co, int64_t cn,
               int64_t cs) {
  (void)aa; (void)ao; (void)as; (void)ba; (void)bo; (void)bn; (void)bs;
  (void)ca; (void)co; (void)cn; (void)cs;
  for (int64_t i = 0; i < n; i++) c[i] = a[i] + b[i];
}

void stencil(float *ia, float *in, int64_t io, int64_t r, int64_t c, int64_t is0, int64_t is1,
             float *oa, float *out, int64_t oo, int64_t r2, int64_t c2, int64_t os0, int64_t os1) {
  (void)ia; (void)io; (void)is1; (void)oa; (void)oo; (void)r2; (void)c2; (void)os1;
  for (int64_t i = 1; i < r - 1; i++)
    for (int64_t j = 1; j < c - 1; j++)
      out[i * os0 + j] = 0.25f * ((in[(i - 1) * is0 + j] + in[(i + 1) * is0 + j]) +
                                  (in[i * is0 + j - 1] + in[i * is0 + j + 1]));
}
