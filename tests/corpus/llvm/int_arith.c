#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t binop_i32(int32_t op, int32_t a, int32_t b);
int64_t mix_i64(int64_t a, int64_t b);
int32_t flagged(int32_t a, int32_t b);
int32_t narrow(int32_t a, int32_t b);

static const char *names[] = {"add", "sub", "mul", "sdiv", "udiv", "srem", "urem",
                              "and", "or", "xor", "shl", "lshr", "ashr"};

int main(void) {
  int32_t as[] = {0, 1, -1, 7, -7, 100, INT_MAX, INT_MIN, 0x55aa55aa};
  int32_t bs[] = {1, -1, 3, -3, 31, 2, INT_MAX, 16};
  for (int op = 0; op < 13; op++) {
    for (unsigned i = 0; i < sizeof as / sizeof as[0]; i++) {
      for (unsigned j = 0; j < sizeof bs / sizeof bs[0]; j++) {
        int32_t a = as[i], b = bs[j];
        /* skip UB: INT_MIN / -1, and out-of-range shift amounts */
        if ((op == 3 || op == 5) && a == INT_MIN && b == -1) continue;
        if (op >= 10 && (b < 0 || b > 31)) continue;
        printf("%s(%d, %d) = %d\n", names[op], a, b, binop_i32(op, a, b));
      }
    }
  }
  printf("bad op = %d\n", binop_i32(99, 1, 2));
  int64_t xs[] = {0, 1, -1, 123456789012LL, -98765432109LL, INT64_MAX / 4, INT64_MIN / 4};
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++)
    for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
      printf("mix_i64(%lld, %lld) = %lld\n", (long long)xs[i], (long long)xs[j],
             (long long)mix_i64(xs[i], xs[j]));
  int32_t fa[] = {0, 1, 5, 1000, 123456};
  int32_t fb[] = {0, 3, 77, 4096};
  for (unsigned i = 0; i < 5; i++)
    for (unsigned j = 0; j < 4; j++)
      printf("flagged(%d, %d) = %d\n", fa[i], fb[j], flagged(fa[i], fb[j]));
  int8_t na[] = {0, 1, -1, 127, -128};
  int16_t nb[] = {0, 2, -3, 200};
  for (unsigned i = 0; i < 5; i++)
    for (unsigned j = 0; j < 4; j++)
      printf("narrow(%d, %d) = %d\n", na[i], nb[j], narrow(na[i], nb[j]));
  return 0;
}
