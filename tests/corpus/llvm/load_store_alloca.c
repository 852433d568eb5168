#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef int32_t v2i32 __attribute__((vector_size(8)));
struct Record { int8_t b; int8_t c; int16_t s; float f; double d; void *p; v2i32 v; };

void swap_i64(int64_t *, int64_t *);
int32_t volatile_increment(int32_t *, int32_t);
int64_t unaligned_roundtrip(unsigned char *, int64_t);
int64_t dyn_alloca_sum_squares(int64_t);
int64_t overaligned_alloca(void);
void fill_record(struct Record *, int32_t);
int32_t load_bool(const unsigned char *);
float store_through_double_ptr(float **, float);

int main(void) {
  int64_t a = -5, b = 1LL << 50;
  swap_i64(&a, &b);
  printf("swap_i64: a = %lld, b = %lld\n", (long long)a, (long long)b);
  int32_t cnt = 10;
  int32_t r = volatile_increment(&cnt, 5);
  printf("volatile_increment -> %d (cnt = %d)\n", r, cnt);
  r = volatile_increment(&cnt, 0);
  printf("volatile_increment(0) -> %d\n", r);
  unsigned char buf[16];
  int64_t xs[] = {0, 0x0102030405060708LL, -1, (int64_t)0x8000000000000001ULL};
  for (int i = 0; i < 4; i++) {
    memset(buf, 0xAA, sizeof buf);
    int64_t res = unaligned_roundtrip(buf, xs[i]);
    printf("unaligned_roundtrip(%llx) = %llx; buf:", (unsigned long long)xs[i], (unsigned long long)res);
    for (int k = 0; k < 16; k++) printf(" %02x", buf[k]);
    printf("\n");
  }
  int64_t ns[] = {0, 1, 2, 10, 1000};
  for (int i = 0; i < 5; i++) printf("dyn_alloca_sum_squares(%lld) = %lld\n", (long long)ns[i], (long long)dyn_alloca_sum_squares(ns[i]));
  printf("overaligned_alloca() = %lld\n", (long long)overaligned_alloca());
  int32_t vals[] = {0, 7, -300, 70000};
  for (int i = 0; i < 4; i++) {
    struct Record rec;
    memset(&rec, 0, sizeof rec);
    fill_record(&rec, vals[i]);
    printf("fill_record(%d): b=%d c=%d s=%d f=%a d=%a self=%d v={%d,%d}\n", vals[i], rec.b, rec.c, rec.s, rec.f, rec.d,
           rec.p == (void *)&rec, rec.v[0], rec.v[1]);
  }
  unsigned char t = 1, f = 0;
  printf("load_bool(1) = %d, load_bool(0) = %d\n", load_bool(&t), load_bool(&f));
  float cell = 1.5f;
  float *pc = &cell;
  float old = store_through_double_ptr(&pc, -3.25f);
  printf("store_through_double_ptr: old = %a, new = %a\n", old, cell);
  return 0;
}
