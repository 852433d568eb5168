// Heap and stack memrefs used internally: memref.alloc/dealloc (lowered to
// malloc/free calls), aligned alloc, memref.alloca, memref.copy between
// contiguous buffers (lowered to llvm.intr.memcpy), static-shaped memrefs,
// and memref.global + memref.get_global (lowered to llvm.mlir.global).
memref.global "private" constant @coeffs : memref<4xi32> = dense<[1, -2, 3, -4]>
memref.global "private" @call_count : memref<i64> = dense<0>

// Prefix sums of the first n squares computed in a temporary heap buffer;
// returns sum of all prefix sums. Also bumps the global call counter.
func.func @prefix_of_squares(%n32: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = arith.index_cast %n32 : i32 to index
  %buf = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %buf[%i] : memref<?xi64>
  }
  // in-place prefix sum
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %buf[%i] : memref<?xi64>
    %s = arith.addi %acc, %x : i64
    memref.store %s, %buf[%i] : memref<?xi64>
    scf.yield %s : i64
  }
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %buf[%i] : memref<?xi64>
    %s = arith.addi %acc, %x : i64
    scf.yield %s : i64
  }
  memref.dealloc %buf : memref<?xi64>
  %cnt = memref.get_global @call_count : memref<i64>
  %old = memref.load %cnt[] : memref<i64>
  %one = arith.constant 1 : i64
  %new = arith.addi %old, %one : i64
  memref.store %new, %cnt[] : memref<i64>
  return %total : i64
}

func.func @get_call_count() -> i64 {
  %cnt = memref.get_global @call_count : memref<i64>
  %v = memref.load %cnt[] : memref<i64>
  return %v : i64
}

// Reverses a caller-provided f32 vector through an aligned heap copy:
// tmp = copy(v); v[i] = tmp[n-1-i]. Returns 1 if the copy was 64-byte aligned.
func.func @reverse_via_copy(%v: memref<?xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf32>
  %tmp = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  memref.copy %v, %tmp : memref<?xf32> to memref<?xf32>
  %nm1 = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.subi %nm1, %i : index
    %x = memref.load %tmp[%j] : memref<?xf32>
    memref.store %x, %v[%i] : memref<?xf32>
  }
  %p = memref.extract_aligned_pointer_as_index %tmp : memref<?xf32> -> index
  %c64 = arith.constant 64 : index
  %rem = arith.remui %p, %c64 : index
  %ok = arith.cmpi eq, %rem, %c0 : index
  %r = arith.extui %ok : i1 to i32
  memref.dealloc %tmp : memref<?xf32>
  return %r : i32
}

// Static-shaped stack buffer (memref.alloca) holding a 4x4 multiplication
// table weighted by the global coefficients; returns the weighted sum of
// row %r.
func.func @table_row(%r32: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloca() : memref<4x4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %i1 = arith.addi %i, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %p = arith.muli %i1, %j1 : index
      %v = arith.index_cast %p : index to i32
      memref.store %v, %t[%i, %j] : memref<4x4xi32>
    }
  }
  %co = memref.get_global @coeffs : memref<4xi32>
  %r = arith.index_cast %r32 : i32 to index
  %zero = arith.constant 0 : i32
  %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %t[%r, %j] : memref<4x4xi32>
    %w = memref.load %co[%j] : memref<4xi32>
    %xw = arith.muli %x, %w : i32
    %a = arith.addi %acc, %xw : i32
    scf.yield %a : i32
  }
  return %s : i32
}

// 2-D heap allocation with two dynamic sizes; fills with i*cols+j and
// returns the sum of the anti-diagonal-ish elements m[i][cols-1-i % cols].
func.func @alloc_2d(%rows32: i32, %cols32: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.index_cast %rows32 : i32 to index
  %cols = arith.index_cast %cols32 : i32 to index
  %m = memref.alloc(%rows, %cols) : memref<?x?xi64>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %a = arith.muli %i, %cols : index
      %b = arith.addi %a, %j : index
      %v = arith.index_cast %b : index to i64
      memref.store %v, %m[%i, %j] : memref<?x?xi64>
    }
  }
  %zero = arith.constant 0 : i64
  %cm1 = arith.subi %cols, %c1 : index
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (i64) {
    %d = arith.subi %cm1, %i : index
    %j = arith.remsi %d, %cols : index
    %neg = arith.cmpi slt, %j, %c0 : index
    %jfix = arith.addi %j, %cols : index
    %jj = arith.select %neg, %jfix, %j : index
    %x = memref.load %m[%i, %jj] : memref<?x?xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  memref.dealloc %m : memref<?x?xi64>
  return %s : i64
}
