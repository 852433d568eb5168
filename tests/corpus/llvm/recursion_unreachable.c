#include <stdio.h>
#include <stdint.h>

int64_t fact_rec(int64_t);
int32_t parity(int64_t);
int64_t ackermann(int64_t, int64_t);
int64_t visit(int32_t, int64_t);
int32_t quadrant_name_len(int32_t);
int32_t safe_div(int32_t, int32_t);

/* Called from MLIR. */
int64_t host_trace(int32_t depth, int64_t id) {
  printf("  leaf id=%lld depth=%d\n", (long long)id, depth);
  return id * id;
}

int main(void) {
  int64_t fs[] = {-5, 0, 1, 7, 20};
  for (int i = 0; i < 5; i++) printf("fact_rec(%lld) = %lld\n", (long long)fs[i], (long long)fact_rec(fs[i]));
  int64_t ps[] = {0, 1, 2, -7, 100, -1001};
  for (int i = 0; i < 6; i++) printf("parity(%lld) = %d\n", (long long)ps[i], parity(ps[i]));
  for (int m = 0; m <= 3; m++)
    for (int n = 0; n <= 3; n++) printf("ackermann(%d, %d) = %lld\n", m, n, (long long)ackermann(m, n));
  printf("visit(3, 1):\n");
  int64_t v = visit(3, 1);
  printf("visit(3, 1) = %lld\n", (long long)v);
  for (int q = 0; q < 4; q++) printf("quadrant_name_len(%d) = %d\n", q, quadrant_name_len(q));
  int32_t d[][2] = {{7, 2}, {-7, 2}, {7, 0}, {0, -3}};
  for (int i = 0; i < 4; i++) printf("safe_div(%d, %d) = %d\n", d[i][0], d[i][1], safe_div(d[i][0], d[i][1]));
  return 0;
}
