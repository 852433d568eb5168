#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int allocs, aligned_allocs, frees;
void *_mlir_memref_to_llvm_alloc(size_t n) { allocs++; return malloc(n); }
void *_mlir_memref_to_llvm_aligned_alloc(size_t a, size_t n) {
  aligned_allocs++;
  return aligned_alloc(a, n);
}
void _mlir_memref_to_llvm_free(void *p) { frees++; free(p); }

extern int64_t work(int64_t n);

int main(void) {
  for (int64_t n = 1; n < 6; n++) printf("work(%lld) = %lld\n", (long long)n, (long long)work(n));
  printf("allocs %d, aligned allocs %d, frees %d\n", allocs, aligned_allocs, frees);
  return 0;
}
