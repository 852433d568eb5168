#include <stdio.h>
#include <stdint.h>
#include <string.h>

int32_t divmod_packed(int32_t, int32_t);
double nested_checksum(double);
int64_t fib_pair(int32_t);
void reverse_in_place(int32_t *);
void write_packed(void *, int32_t, int32_t, int32_t);
int64_t struct_sizes(void);
int64_t list_sum(void *);
float vec_struct_sum(float);

struct __attribute__((packed)) Packed { int8_t a; int32_t b; int8_t c; };
struct Node { int64_t v; struct Node *next; };

int main(void) {
  int32_t p[][2] = {{17, 5}, {-17, 5}, {17, -5}, {-17, -5}, {0, 3}, {123456, 1000}};
  for (int i = 0; i < 6; i++) printf("divmod_packed(%d, %d) = %d\n", p[i][0], p[i][1], divmod_packed(p[i][0], p[i][1]));
  double xs[] = {0.0, 1.0, -0.5, 1e3};
  for (int i = 0; i < 4; i++) printf("nested_checksum(%a) = %a\n", xs[i], nested_checksum(xs[i]));
  int32_t ns[] = {0, 1, 2, 10, 50, 90};
  for (int i = 0; i < 6; i++) printf("fib_pair(%d) = %lld\n", ns[i], (long long)fib_pair(ns[i]));
  int32_t arr[5] = {1, 2, 3, 4, 5};
  reverse_in_place(arr);
  printf("reversed: %d %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3], arr[4]);
  struct Packed pk[2];
  memset(pk, 0xEE, sizeof pk);
  write_packed(&pk[0], 0x11, -123456789, 0x1ff);
  write_packed(&pk[1], -1, 7, 2);
  printf("packed[0] = {%d, %d, %d}, packed[1] = {%d, %d, %d}, sizeof = %zu\n", pk[0].a, pk[0].b, pk[0].c, pk[1].a,
         pk[1].b, pk[1].c, sizeof(struct Packed));
  printf("struct_sizes() = %lld\n", (long long)struct_sizes());
  struct Node n3 = {300, 0}, n2 = {-20, &n3}, n1 = {1, &n2};
  printf("list_sum(n1) = %lld, list_sum(n3) = %lld, list_sum(NULL) = %lld\n", (long long)list_sum(&n1),
         (long long)list_sum(&n3), (long long)list_sum(0));
  printf("vec_struct_sum(3) = %a, vec_struct_sum(-0.5) = %a\n", vec_struct_sum(3.0f), vec_struct_sum(-0.5f));
  return 0;
}
