#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stddef.h>

struct Rec { int8_t tag; int64_t id; int16_t parts[3]; float weight; };

int64_t off_dyn_i64(void *, int64_t);
int64_t off_dyn_i32(void *, int32_t);
int64_t off_dyn_i8(void *, int32_t);
int32_t read_pattern(const int32_t *);
int64_t rec_offsets(void);
int32_t bump_part(struct Rec *, int64_t, int32_t, int32_t);
double sum_recs(const struct Rec *, int64_t);
int32_t mat_get(const int32_t (*)[4], int64_t, int64_t);
int32_t read_at_byte(const void *, int64_t);
int64_t mixed_indices(const int64_t (*)[3], int32_t);

int main(void) {
  static char buf[4096];
  char *mid = buf + 2048;
  int64_t i64s[] = {0, 1, 7, -1, -100, 255};
  for (int k = 0; k < 6; k++) printf("off_dyn_i64(%lld) = %lld\n", (long long)i64s[k], (long long)off_dyn_i64(mid, i64s[k]));
  int32_t i32s[] = {0, 3, -3, 200};
  for (int k = 0; k < 4; k++) printf("off_dyn_i32(%d) = %lld\n", i32s[k], (long long)off_dyn_i32(mid, i32s[k]));
  int32_t i8s[] = {0, 5, 127, 128, 255, 256 + 3, -2};
  for (int k = 0; k < 7; k++) printf("off_dyn_i8(%d) = %lld\n", i8s[k], (long long)off_dyn_i8(mid, i8s[k]));
  int32_t arr[8] = {100, 1, 2, 3, 4, 5, 6, 7};
  printf("read_pattern = %d\n", read_pattern(arr));
  int64_t packed = rec_offsets();
  printf("rec_offsets = %lld (C: %zu %zu %zu %zu)\n", (long long)packed, offsetof(struct Rec, id),
         offsetof(struct Rec, parts) + 2 * sizeof(int16_t), offsetof(struct Rec, weight), sizeof(struct Rec));
  struct Rec recs[3];
  memset(recs, 0, sizeof recs);
  for (int k = 0; k < 3; k++) {
    recs[k].tag = (int8_t)k;
    recs[k].id = 1000 * (k + 1);
    recs[k].weight = 0.25f * (float)k;
    for (int j = 0; j < 3; j++) recs[k].parts[j] = (int16_t)(10 * k + j);
  }
  printf("bump_part(1, 2, 5) = %d\n", bump_part(recs, 1, 2, 5));
  printf("bump_part(2, 0, -30) = %d\n", bump_part(recs, 2, 0, -30));
  printf("bump_part(0, 1, 32767) = %d\n", bump_part(recs, 0, 1, 32767));
  for (int k = 0; k < 3; k++)
    printf("rec[%d]: tag=%d id=%lld parts=%d,%d,%d weight=%a\n", k, recs[k].tag, (long long)recs[k].id, recs[k].parts[0],
           recs[k].parts[1], recs[k].parts[2], recs[k].weight);
  printf("sum_recs(3) = %a, sum_recs(0) = %a\n", sum_recs(recs, 3), sum_recs(recs, 0));
  int32_t m[3][4];
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 4; c++) m[r][c] = r * 10 + c;
  printf("mat_get(2,3) = %d, mat_get(1,0) = %d, mat_get(0,2) = %d\n", mat_get(m, 2, 3), mat_get(m, 1, 0), mat_get(m, 0, 2));
  unsigned char bytes[16];
  for (int k = 0; k < 16; k++) bytes[k] = (unsigned char)(k * 17);
  for (int k = 0; k < 13; k += 3) printf("read_at_byte(%d) = %#x\n", k, (unsigned)read_at_byte(bytes, k));
  int64_t t[4][3];
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 3; c++) t[r][c] = (int64_t)r * 1000000000000LL + c;
  for (int r = 0; r < 4; r++) printf("mixed_indices(%d) = %lld\n", r, (long long)mixed_indices(t, r));
  return 0;
}
