/* Driver for arith_casts.mlir. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <limits.h>

int64_t int_widths(int32_t);
double int_float_roundtrip(int32_t);
double float_widths(double);
int32_t bits_of(float);
double next_up(double);
int64_t index_casts(int32_t);
int32_t cmpi_mask(int64_t, int64_t);
int32_t cmpf_mask(float, float);

static void pd(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

int main(void) {
  int32_t iv[] = {0, 1, -1, 127, 128, 255, 256, 32767, 32768, -32769, INT_MAX, INT_MIN};
  for (int i = 0; i < 12; i++) printf("int_widths(%d) = %lld\n", iv[i], (long long)int_widths(iv[i]));
  int32_t rv[] = {0, 1, -1, 16777217, -16777217, INT_MAX, 12345};
  for (int i = 0; i < 7; i++) printf("int_float_roundtrip(%d) = %a\n", rv[i], int_float_roundtrip(rv[i]));
  double fv[] = {0.0, -0.0, 1.0 / 3.0, 65504.0, 65536.0, 1e-5, 1e-8, -2.75, INFINITY, NAN};
  for (int i = 0; i < 10; i++) {
    printf("float_widths("); pd(fv[i]); printf(") = "); pd(float_widths(fv[i])); printf("\n");
  }
  float bv[] = {0.0f, -0.0f, 1.0f, -2.5f, INFINITY};
  for (int i = 0; i < 5; i++) printf("bits_of(%a) = %#x\n", bv[i], (unsigned)bits_of(bv[i]));
  double nv[] = {0.0, 1.0, 0x1.fffffffffffffp+1023, -0.0};
  for (int i = 0; i < 4; i++) { printf("next_up(%a) = ", nv[i]); pd(next_up(nv[i])); printf("\n"); }
  for (int i = 0; i < 12; i++) printf("index_casts(%d) = %lld\n", iv[i], (long long)index_casts(iv[i]));
  int64_t cv[] = {0, 1, -1, INT64_MAX, INT64_MIN};
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) printf("cmpi_mask(%lld, %lld) = %#x\n", (long long)cv[i], (long long)cv[j], cmpi_mask(cv[i], cv[j]));
  float fc[] = {0.0f, -0.0f, 1.0f, NAN};
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      printf("cmpf_mask("); pd(fc[i]); printf(", "); pd(fc[j]); printf(") = %#x\n", cmpf_mask(fc[i], fc[j]));
    }
  return 0;
}
