/* Driver for alloc_dealloc.mlir. */
#include <stdio.h>
#include <stdint.h>

int64_t prefix_of_squares(int32_t);
int64_t get_call_count(void);
int32_t reverse_via_copy(float *, float *, int64_t, int64_t, int64_t);
int32_t table_row(int32_t);
int64_t alloc_2d(int32_t, int32_t);

int main(void) {
  int32_t ns[] = {0, 1, 2, 5, 100, 1000};
  for (int i = 0; i < 6; i++) printf("prefix_of_squares(%d) = %lld\n", ns[i], (long long)prefix_of_squares(ns[i]));
  printf("call_count = %lld\n", (long long)get_call_count());
  float v[7] = {1.5f, -2.0f, 3.25f, 0.0f, -0.0f, 1e-20f, 7.0f};
  int32_t aligned = reverse_via_copy(v, v, 0, 7, 1);
  printf("reverse_via_copy aligned=%d:", aligned);
  for (int i = 0; i < 7; i++) printf(" %a", v[i]);
  printf("\n");
  aligned = reverse_via_copy(v, v, 0, 1, 1);
  printf("reverse_via_copy(1) aligned=%d: %a\n", aligned, v[0]);
  for (int r = 0; r < 4; r++) printf("table_row(%d) = %d\n", r, table_row(r));
  int32_t dims[][2] = {{1, 1}, {3, 4}, {4, 3}, {10, 10}, {0, 5}};
  for (int i = 0; i < 5; i++) printf("alloc_2d(%d, %d) = %lld\n", dims[i][0], dims[i][1], (long long)alloc_2d(dims[i][0], dims[i][1]));
  return 0;
}
