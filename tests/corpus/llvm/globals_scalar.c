#include <stdio.h>
#include <stdint.h>

int64_t bump(int64_t);
int32_t scaled(int32_t);
double read_all(void);
void store_globals(int32_t, int64_t);
int64_t get_common(void);
int32_t tls_next(void);
int32_t toggle(void);
int32_t scale_alignment_ok(void);

extern int32_t exported_value;
extern double weak_value;
int32_t c_defined_value = 5;

int main(void) {
  printf("bump(1) = %lld\n", (long long)bump(1));
  printf("bump(10) = %lld\n", (long long)bump(10));
  printf("bump(-100) = %lld\n", (long long)bump(-100));
  printf("scaled(7) = %d, scaled(-7) = %d\n", scaled(7), scaled(-7));
  printf("exported_value = %d, weak_value = %a\n", exported_value, weak_value);
  printf("read_all() = %.17g\n", read_all());
  exported_value = 1;
  weak_value = -0.5;
  printf("after C writes: read_all() = %.17g\n", read_all());
  store_globals(-3, 40);
  store_globals(-3, 2);
  printf("c_defined_value = %d, common = %lld\n", c_defined_value, (long long)get_common());
  printf("read_all() = %.17g\n", read_all());
  for (int i = 0; i < 3; i++) printf("tls_next() = %d\n", tls_next());
  for (int i = 0; i < 3; i++) printf("toggle() = %d\n", toggle());
  printf("scale_alignment_ok() = %d\n", scale_alignment_ok());
  return 0;
}
