// scf.parallel (lowered sequentially by --convert-scf-to-cf) with a
// 2-D iteration space, and scf.parallel with scf.reduce computing a sum and
// a maximum of an i32 matrix; plus scf.for with a negative-free step > 1.
func.func @fill_parallel(%m: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xi32>
  %cols = memref.dim %m, %c1 : memref<?x?xi32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%rows, %cols) step (%c1, %c1) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %k = arith.constant 7 : i32
    %a = arith.muli %ii, %k : i32
    %b = arith.subi %a, %jj : i32
    %c = arith.muli %b, %b : i32
    %m17 = arith.constant 17 : i32
    %d = arith.remsi %c, %m17 : i32
    %e = arith.subi %d, %jj : i32
    memref.store %e, %m[%i, %j] : memref<?x?xi32>
    scf.reduce
  }
  return
}

// Returns sum * 1000 + max over all elements.
func.func @sum_and_max(%m: memref<?x?xi32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xi32>
  %cols = memref.dim %m, %c1 : memref<?x?xi32>
  %zero = arith.constant 0 : i64
  %minint = arith.constant -2147483648 : i32
  %sum, %max = scf.parallel (%i, %j) = (%c0, %c0) to (%rows, %cols) step (%c1, %c1) init (%zero, %minint) -> (i64, i32) {
    %x = memref.load %m[%i, %j] : memref<?x?xi32>
    %xw = arith.extsi %x : i32 to i64
    scf.reduce(%xw, %x : i64, i32) {
    ^bb0(%l: i64, %r: i64):
      %s = arith.addi %l, %r : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%l: i32, %r: i32):
      %mx = arith.maxsi %l, %r : i32
      scf.reduce.return %mx : i32
    }
  }
  %k = arith.constant 1000 : i64
  %t = arith.muli %sum, %k : i64
  %mw = arith.extsi %max : i32 to i64
  %r = arith.addi %t, %mw : i64
  return %r : i64
}

// Sum of every third element starting at %start (scf.for with step 3).
func.func @strided_sum(%v: memref<?xi32>, %start: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %v, %c0 : memref<?xi32>
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %start to %n step %c3 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %v[%i] : memref<?xi32>
    %a = arith.addi %acc, %x : i32
    scf.yield %a : i32
  }
  return %s : i32
}

// A 3-D parallel loop with steps > 1 and a float reduction.
func.func @sum3(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %c3f = arith.constant 3.0 : f64
  %s = scf.parallel (%i, %j, %k) = (%c0, %c1, %c0) to (%n, %n, %c3) step (%c1, %c2, %c1) init (%zero) -> f64 {
    %ij = arith.muli %i, %j : index
    %v = arith.addi %ij, %k : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f64
    %w = arith.divf %vf, %c3f : f64
    scf.reduce(%w : f64) {
    ^bb0(%l: f64, %r: f64):
      %x = arith.addf %l, %r : f64
      scf.reduce.return %x : f64
    }
  }
  return %s : f64
}
