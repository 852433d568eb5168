// Driver for casts.mlir: integer extension/truncation, float extension and
// truncation (incl. f16 bit patterns), int <-> float conversions and
// bitcasts. fptosi/fptoui are called only when the truncated value fits the
// destination type; NaN results print as "nan" (also NaN f16 bit patterns).
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <math.h>
#include <float.h>

int64_t trunc_ext_i64(int64_t, int32_t);
int64_t ext_chains(int32_t);
int32_t bool_ext(int32_t);
int32_t trunc_chain(int64_t);
float truncf_f64_f32(double);
double extf_f32_f64(float);
int32_t f64_to_f16_bits(double);
int32_t f32_to_f16_bits(float);
double f16_bits_to_f64(int32_t);
float f16_bits_to_f32(int32_t);
double sitofp_i64_f64(int64_t);
double uitofp_i64_f64(int64_t);
float sitofp_i64_f32(int64_t);
float uitofp_i64_f32(int64_t);
float sitofp_i32_f32(int32_t);
float uitofp_i32_f32(int32_t);
double uitofp_i32_f64(int32_t);
double narrow_to_float(int32_t);
float i8_to_f16(int32_t);
float sitofp_i16_f16(int32_t);
float uitofp_i16_f16(int32_t);
int64_t fptosi_f64_i64(double);
int64_t fptoui_f64_i64(double);
int32_t fptosi_f32_i32(float);
int32_t fptoui_f32_i32(float);
int32_t fptosi_f64_i32(double);
int64_t fptoui_f32_i64(float);
int32_t fptosi_f64_i8(double);
int32_t fptoui_f64_i8(double);
int32_t fptosi_f32_i16(float);
int32_t fptoui_f32_i16(float);
int32_t fptosi_f16_i32(float);
int32_t fptoui_f16_i16(float);
int64_t bits_f64(double);
double from_bits_f64(int64_t);
int32_t bits_f32(float);
float from_bits_f32(int32_t);
float abs_via_bits_f32(float);
double next_up_f64(double);
int32_t bitcast_i32(int32_t);

static void pf(double x) {
  if (isnan(x)) printf(" nan");
  else printf(" %a", x);
}

static void ph(int32_t bits) {
  if ((bits & 0x7c00) == 0x7c00 && (bits & 0x3ff)) printf(" nan");
  else printf(" %04" PRIx32, bits);
}

// in [lo, hi] after truncation toward zero (false for NaN)
static int fits(double x, double lo, double hi) {
  double t = trunc(x);
  return t >= lo && t <= hi;
}

int main(void) {
  static const int64_t iv[] = {0, 1, -1, 0x7f, 0x80, 0xff, 0x100, -0x80, -0x81, 0x7fff,
                               0x8000, 0xffff, 0x12345678, INT64_C(0x80000000),
                               INT64_C(0xffffffff), INT64_C(0x1ffffffff), INT64_MAX, INT64_MIN,
                               INT64_C(0x0123456789abcdef), INT64_C(-0x0123456789abcdef)};
  int ni = sizeof iv / sizeof iv[0];
  for (int i = 0; i < ni; i++) {
    printf("int %" PRId64 ":", iv[i]);
    for (int w = 0; w < 8; w++) printf(" %" PRId64, trunc_ext_i64(iv[i], w));
    int32_t x = (int32_t)iv[i];
    printf(" chains %016" PRIx64 " bool %" PRId32 " tchain %" PRId32, (uint64_t)ext_chains(x),
           bool_ext(x), trunc_chain(iv[i]));
    printf(" sitofp");
    pf(sitofp_i64_f64(iv[i]));
    pf(sitofp_i64_f32(iv[i]));
    pf(sitofp_i32_f32(x));
    printf(" uitofp");
    pf(uitofp_i64_f64(iv[i]));
    pf(uitofp_i64_f32(iv[i]));
    pf(uitofp_i32_f32(x));
    pf(uitofp_i32_f64(x));
    printf(" narrow");
    pf(narrow_to_float(x));
    pf(i8_to_f16(x));
    pf(sitofp_i16_f16(x));
    pf(uitofp_i16_f16(x));
    printf(" bitcast_i32 %" PRId32 "\n", bitcast_i32(x));
  }
  // Rounding of large integers: odd values above 2^24 / 2^53.
  static const int64_t big[] = {(1 << 24) + 1, (1 << 24) + 3, -((1 << 24) + 1),
                                (INT64_C(1) << 53) + 1, (INT64_C(1) << 53) + 3,
                                -((INT64_C(1) << 53) + 1), (int64_t)UINT64_C(0xfffffffffffff801),
                                (int64_t)UINT64_C(0x8000000000000401), 2049, 2051, 4097, 65519,
                                65520, 32767};
  for (int i = 0; i < 14; i++) {
    printf("round %" PRId64 ":", big[i]);
    pf(sitofp_i64_f64(big[i]));
    pf(uitofp_i64_f64(big[i]));
    pf(sitofp_i64_f32(big[i]));
    pf(uitofp_i64_f32(big[i]));
    pf(sitofp_i32_f32((int32_t)big[i]));
    pf(uitofp_i32_f32((int32_t)big[i]));
    pf(sitofp_i16_f16((int32_t)big[i]));
    pf(uitofp_i16_f16((int32_t)big[i]));
    printf("\n");
  }

  static const double fv[] = {0.0, -0.0, 0.5, -0.5, 0.999, -0.999, 1.5, -1.5, 2.5, -2.5,
                              127.9, -128.9, 128.0, 255.5, 256.0, 32767.5, -32768.7, 65535.9,
                              65536.0, 1e6 + 0.25, 2147483647.0, -2147483648.9, 4294967295.5,
                              0x1p40 + 0.5, 9.2e18, -0x1p63, 1.8e19, 0x1p64, 1e300, -1e300,
                              1.0 / 3.0, 0x1.0000000000001p+0, 1 + 0x1p-11 + 0x1p-40, 65519.0,
                              65520.0, 0x1p-25, 0x1.8p-24, 1e-8, 0x1p-149, 0x1.fffffep+127,
                              0x1.ffffffp+127, DBL_TRUE_MIN, INFINITY, -INFINITY, NAN};
  int nfv = sizeof fv / sizeof fv[0];
  for (int i = 0; i < nfv; i++) {
    double x = fv[i];
    float xf = (float)x;
    printf("float");
    pf(x);
    printf(": truncf");
    pf(truncf_f64_f32(x));
    printf(" extf");
    pf(extf_f32_f64(xf));
    printf(" f16");
    ph(f64_to_f16_bits(x));
    ph(f32_to_f16_bits(xf));
    printf(" ->");
    if (fits(x, -0x1p63, 0x1.fffffffffffffp+62)) printf(" si64 %" PRId64, fptosi_f64_i64(x));
    if (fits(x, 0, 0x1.fffffffffffffp+63)) printf(" ui64 %" PRIu64, (uint64_t)fptoui_f64_i64(x));
    if (fits(x, -2147483648.0, 2147483647.0)) printf(" si32 %" PRId32, fptosi_f64_i32(x));
    if (fits(x, -128, 127)) printf(" si8 %" PRId32, fptosi_f64_i8(x));
    if (fits(x, 0, 255)) printf(" ui8 %" PRId32, fptoui_f64_i8(x));
    if (fits(xf, -2147483648.0, 2147483647.0)) printf(" f32si32 %" PRId32, fptosi_f32_i32(xf));
    if (fits(xf, 0, 4294967295.0)) printf(" f32ui32 %" PRIu32, (uint32_t)fptoui_f32_i32(xf));
    if (fits(xf, 0, 0x1.fffffffffffffp+63))
      printf(" f32ui64 %" PRIu64, (uint64_t)fptoui_f32_i64(xf));
    if (fits(xf, -32768, 32767)) printf(" f32si16 %" PRId32, fptosi_f32_i16(xf));
    if (fits(xf, 0, 65535)) printf(" f32ui16 %" PRId32, fptoui_f32_i16(xf));
    // f16 conversions: check the f16-rounded value (computed by the MLIR
    // program itself) against the range.
    double xh = f16_bits_to_f64(f32_to_f16_bits(xf));
    if (fits(xh, -2147483648.0, 2147483647.0)) printf(" f16si32 %" PRId32, fptosi_f16_i32(xf));
    if (fits(xh, 0, 65535)) printf(" f16ui16 %" PRId32, fptoui_f16_i16(xf));
    if (!isnan(x)) {
      printf(" bits %016" PRIx64 " %08" PRIx32, (uint64_t)bits_f64(x), (uint32_t)bits_f32(xf));
      printf(" abs");
      pf(abs_via_bits_f32(xf));
      printf(" next");
      pf(next_up_f64(x));
    }
    printf("\n");
  }

  // Every 97th f16 bit pattern (and a few special ones) widened to f64 and f32.
  for (int32_t b = 0; b < 0x10000; b += 97) {
    printf("half %04" PRIx32 ":", b);
    pf(f16_bits_to_f64(b));
    pf(f16_bits_to_f32(b));
    printf("\n");
  }
  static const int32_t hs[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x7bff,
                               0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x3555, 0x7fff};
  for (int i = 0; i < 14; i++) {
    printf("half %04" PRIx32 ":", hs[i]);
    pf(f16_bits_to_f64(hs[i]));
    pf(f16_bits_to_f32(hs[i]));
    printf("\n");
  }
  // Bit patterns to floats (no NaN patterns except a printed-as-nan one).
  static const int64_t b64[] = {0, INT64_MIN, 1, 0x3ff0000000000000, 0x7ff0000000000000,
                                (int64_t)UINT64_C(0xfff0000000000000), 0x7fefffffffffffff,
                                0x000fffffffffffff, 0x400921fb54442d18, 0x7ff8000000000000};
  for (int i = 0; i < 10; i++) {
    printf("from_bits %016" PRIx64 ":", (uint64_t)b64[i]);
    pf(from_bits_f64(b64[i]));
    pf(from_bits_f32((int32_t)(b64[i] >> 32)));
    printf("\n");
  }
  return 0;
}
