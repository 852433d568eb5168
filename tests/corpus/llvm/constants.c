#include <stdio.h>
#include <stdint.h>
#include <math.h>

int64_t int_constants(void);
double float_constant(int32_t);
int32_t nan_constant_is_nan(void);
int32_t vector_constant(int32_t);
float float_vector_constant(int64_t);
int32_t bool_vector_constant(int32_t);
int32_t array_constant(int64_t);
double nested_array_constant(void);
int32_t string_constant_sum(void);
float struct_constant(void);
int32_t zero_values(void);
int32_t from_undef_poison(int32_t, int32_t);
int64_t unused_undef_poison(int64_t);

int main(void) {
  printf("int_constants() = %lld\n", (long long)int_constants());
  for (int i = 0; i <= 11; i++) printf("float_constant(%d) = %a\n", i, float_constant(i));
  printf("nan_constant_is_nan() = %d\n", nan_constant_is_nan());
  for (int i = 0; i < 4; i++) printf("vector_constant(%d) = %d\n", i, vector_constant(i));
  for (int i = 0; i < 2; i++) printf("float_vector_constant(%d) = %a\n", i, float_vector_constant(i));
  for (int i = 0; i < 4; i++) printf("bool_vector_constant(%d) = %d\n", i, bool_vector_constant(i));
  for (int i = 0; i < 5; i++) printf("array_constant(%d) = %d\n", i, array_constant(i));
  printf("nested_array_constant() = %a\n", nested_array_constant());
  printf("string_constant_sum() = %d\n", string_constant_sum());
  printf("struct_constant() = %a\n", struct_constant());
  printf("zero_values() = %d\n", zero_values());
  printf("from_undef_poison(4, 2) = %d, (-1, 7) = %d\n", from_undef_poison(4, 2), from_undef_poison(-1, 7));
  printf("unused_undef_poison(123) = %lld\n", (long long)unused_undef_poison(123));
  return 0;
}
