#include <stdio.h>
#include <stdint.h>
#include <string.h>

void copy_bytes(void *, const void *, int64_t);
void fill_bytes(void *, int32_t, int32_t);
void shift_right(int32_t *, int64_t, int64_t);
void move_record(void *, void *);
void copy16_inline(void *, const void *);
int32_t stack_roundtrip(int32_t *, int32_t);

struct Rec { int64_t a; double b; int32_t c, d; };

static void dump(const char *label, const unsigned char *p, int n) {
  printf("%s:", label);
  for (int i = 0; i < n; i++) printf(" %02x", p[i]);
  printf("\n");
}

int main(void) {
  unsigned char src[20], dst[20];
  for (int i = 0; i < 20; i++) src[i] = (unsigned char)(i * 13 + 1);
  memset(dst, 0, sizeof dst);
  copy_bytes(dst, src, 7);
  dump("copy_bytes 7", dst, 20);
  copy_bytes(dst + 10, src, 0);
  dump("copy_bytes 0", dst, 20);
  fill_bytes(dst + 2, 0x1ab, 5);
  dump("fill_bytes", dst, 20);
  fill_bytes(dst, -1, 0);
  dump("fill_bytes 0", dst, 20);
  int32_t buf[10] = {1, 2, 3, 4, 5, 6, 7, 0, 0, 0};
  shift_right(buf, 7, 3);
  printf("shift_right:");
  for (int i = 0; i < 10; i++) printf(" %d", buf[i]);
  printf("\n");
  struct Rec a = {-42, 2.5, 7, -8}, b = {0, 0, 0, 0};
  move_record(&b, &a);
  printf("move_record: b = {%lld, %a, %d, %d}, a = {%lld, %a, %d, %d}\n", (long long)b.a, b.b, b.c, b.d, (long long)a.a, a.b,
         a.c, a.d);
  unsigned char x[16], y[16];
  for (int i = 0; i < 16; i++) { x[i] = (unsigned char)(255 - i); y[i] = 0; }
  copy16_inline(y, x);
  dump("copy16_inline", y, 16);
  int32_t out[8];
  int32_t s = stack_roundtrip(out, 1000);
  printf("stack_roundtrip = %d; out:", s);
  for (int i = 0; i < 8; i++) printf(" %d", out[i]);
  printf("\n");
  return 0;
}
