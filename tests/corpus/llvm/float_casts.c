#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <float.h>
#include <limits.h>

double f64_to_f32_to_f64(double);
double f64_to_half_to_f64(double);
int32_t fptosi_i32(double);
int32_t fptosi_i8_from_f32(float);
uint64_t fptoui_i64(double);
uint32_t fptoui_i32_from_f32(float);
double sitofp_i64(int64_t);
float sitofp_i32_f32(int32_t);
double uitofp_i64(uint64_t);
float uitofp_i32_f32(uint32_t);
double uitofp_nneg(int32_t);
int64_t f64_bits(double);
float bits_f32(int32_t);
double flip_sign(double);

static void pd(double x) {
  if (isnan(x)) printf("nan");
  else printf("%a", x);
}

int main(void) {
  double d[] = {0.0, -0.0, 1.0, 0.1, -1e10, 1e40, 65504.0, 65520.0, 1e-8, DBL_MAX, INFINITY, NAN, 3.14159265358979};
  for (unsigned i = 0; i < sizeof d / sizeof d[0]; i++) {
    printf("x="); pd(d[i]);
    printf(" f32rt="); pd(f64_to_f32_to_f64(d[i]));
    printf(" f16rt="); pd(f64_to_half_to_f64(d[i]));
    printf(" flip="); pd(flip_sign(d[i]));
    if (!isnan(d[i])) printf(" bits=%llx", (unsigned long long)f64_bits(d[i]));
    printf("\n");
  }
  double s[] = {0.0, -0.0, 0.5, -0.5, 0.999, -0.999, 1.5, -1.5, 2147483647.0, -2147483648.0, 12345.678};
  for (unsigned i = 0; i < sizeof s / sizeof s[0]; i++) printf("fptosi_i32(%a) = %d\n", s[i], fptosi_i32(s[i]));
  float s8[] = {0.0f, 127.9f, -128.9f, -1.5f, 42.0f};
  for (unsigned i = 0; i < 5; i++) printf("fptosi_i8(%a) = %d\n", s8[i], fptosi_i8_from_f32(s8[i]));
  double u[] = {0.0, 0.75, 1.0, 4294967296.5, 9007199254740993.0, 18446744073709549568.0, 9223372036854775808.0};
  for (unsigned i = 0; i < sizeof u / sizeof u[0]; i++)
    printf("fptoui_i64(%a) = %llu\n", u[i], (unsigned long long)fptoui_i64(u[i]));
  float u32[] = {0.0f, 1.25f, 2147483648.0f, 4294967040.0f};
  for (unsigned i = 0; i < 4; i++) printf("fptoui_i32(%a) = %u\n", u32[i], fptoui_i32_from_f32(u32[i]));
  int64_t iv[] = {0, 1, -1, INT64_MAX, INT64_MIN, 9007199254740993LL, -9007199254740993LL};
  for (unsigned i = 0; i < 7; i++) {
    printf("i64 %lld: sitofp=", (long long)iv[i]); pd(sitofp_i64(iv[i]));
    printf(" uitofp="); pd(uitofp_i64((uint64_t)iv[i]));
    printf("\n");
  }
  int32_t i32v[] = {0, 1, -1, INT_MAX, INT_MIN, 16777217, -16777217};
  for (unsigned i = 0; i < 7; i++)
    printf("i32 %d: sitofp_f32=%a uitofp_f32=%a\n", i32v[i], sitofp_i32_f32(i32v[i]), uitofp_i32_f32((uint32_t)i32v[i]));
  int32_t nn[] = {0, 7, INT_MAX};
  for (unsigned i = 0; i < 3; i++) printf("uitofp_nneg(%d) = %a\n", nn[i], uitofp_nneg(nn[i]));
  int32_t bits[] = {0, (int32_t)0x80000000u, 0x3f800000, 0x7f800000, 0x00000001, 0x40490fdb};
  for (unsigned i = 0; i < 6; i++) printf("bits_f32(%#x) = %a\n", bits[i], bits_f32(bits[i]));
  return 0;
}
