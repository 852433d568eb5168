// Allocation through the generic hooks (--use-generic-alloc): the C driver implements
// _mlir_memref_to_llvm_alloc / _aligned_alloc / _free and counts the calls.
func.func @work(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xi64>
  %b = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<?xi64>
    %w = arith.muli %v, %v : i64
    memref.store %w, %b[%i] : memref<?xi64>
  }
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi64>
    %y = memref.load %b[%i] : memref<?xi64>
    %t = arith.addi %x, %y : i64
    %u = arith.addi %acc, %t : i64
    scf.yield %u : i64
  }
  %p = memref.extract_aligned_pointer_as_index %b : memref<?xi64> -> index
  %c64 = arith.constant 64 : index
  %r = arith.remui %p, %c64 : index
  %ri = arith.index_cast %r : index to i64
  %k = arith.constant 1000000 : i64
  %m = arith.muli %ri, %k : i64
  %res = arith.addi %s, %m : i64
  memref.dealloc %a : memref<?xi64>
  memref.dealloc %b : memref<?xi64>
  return %res : i64
}
