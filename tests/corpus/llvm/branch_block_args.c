#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int32_t same_target(int32_t);
int32_t same_target_same_args(int32_t, int32_t);
int32_t swap_edges(int32_t, int32_t, int32_t);
int64_t classify(int64_t);
int32_t forward_args(int32_t, int32_t);

int main(void) {
  int32_t v[] = {0, 1, -1, 7, -7, INT_MAX, INT_MIN + 1};
  for (int i = 0; i < 7; i++) printf("same_target(%d) = %d\n", v[i], same_target(v[i]));
  for (int i = 0; i < 7; i++)
    printf("same_target_same_args(%d, 3) = %d\n", v[i], same_target_same_args(v[i], 3));
  for (int f = -1; f <= 1; f++) printf("swap_edges(4, 2, %d) = %d\n", f, swap_edges(4, 2, f));
  int64_t w[] = {0, -1, -12345, 5, 99, 100, 101, 987654321, INT64_MIN + 1};
  for (int i = 0; i < 9; i++) printf("classify(%lld) = %lld\n", (long long)w[i], (long long)classify(w[i]));
  int32_t p[][2] = {{1, 5}, {5, 1}, {3, 3}, {-1, 2}, {0, -1}};
  for (int i = 0; i < 5; i++) printf("forward_args(%d, %d) = %d\n", p[i][0], p[i][1], forward_args(p[i][0], p[i][1]));
  return 0;
}
