// scf.while loops (lowered to cf blocks with block arguments): Collatz
// step count, integer square root by bisection, binary search over a
// memref, and a while loop whose "after" region receives different values
// than the loop carries (before/after argument types differ).
func.func @collatz_steps(%n0: i64) -> i32 {
  %one = arith.constant 1 : i64
  %zero32 = arith.constant 0 : i32
  %res:2 = scf.while (%n = %n0, %steps = %zero32) : (i64, i32) -> (i64, i32) {
    %more = arith.cmpi ugt, %n, %one : i64
    scf.condition(%more) %n, %steps : i64, i32
  } do {
  ^bb0(%m: i64, %s: i32):
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %r = arith.remui %m, %two : i64
    %even = arith.cmpi eq, %r, %one : i64
    %next = scf.if %even -> (i64) {
      %t = arith.muli %m, %three : i64
      %u = arith.addi %t, %one : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %m, %two : i64
      scf.yield %h : i64
    }
    %c1 = arith.constant 1 : i32
    %s1 = arith.addi %s, %c1 : i32
    scf.yield %next, %s1 : i64, i32
  }
  return %res#1 : i32
}

// floor(sqrt(x)) for x >= 0 by bisection on [0, min(x, 3037000499) + 1).
func.func @isqrt(%x: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %cap = arith.constant 3037000499 : i64
  %hi0a = arith.minui %x, %cap : i64
  %hi0 = arith.addi %hi0a, %one : i64
  %r:2 = scf.while (%lo = %zero, %hi = %hi0) : (i64, i64) -> (i64, i64) {
    %diff = arith.subi %hi, %lo : i64
    %cont = arith.cmpi ugt, %diff, %one : i64
    scf.condition(%cont) %lo, %hi : i64, i64
  } do {
  ^bb0(%lo: i64, %hi: i64):
    %sum = arith.addi %lo, %hi : i64
    %mid = arith.shrui %sum, %one : i64
    %sq = arith.muli %mid, %mid : i64
    %le = arith.cmpi ule, %sq, %x : i64
    %nlo = arith.select %le, %mid, %lo : i64
    %nhi = arith.select %le, %hi, %mid : i64
    scf.yield %nlo, %nhi : i64, i64
  }
  return %r#0 : i64
}

// Lower-bound binary search in a sorted memref<?xi32>; returns the first
// index whose element is >= key (or the size if none).
func.func @lower_bound(%v: memref<?xi32>, %key: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xi32>
  %r:2 = scf.while (%lo = %c0, %hi = %n) : (index, index) -> (index, index) {
    %cont = arith.cmpi ult, %lo, %hi : index
    scf.condition(%cont) %lo, %hi : index, index
  } do {
  ^bb0(%lo: index, %hi: index):
    %sum = arith.addi %lo, %hi : index
    %mid = arith.shrui %sum, %c1 : index
    %x = memref.load %v[%mid] : memref<?xi32>
    %less = arith.cmpi slt, %x, %key : i32
    %mid1 = arith.addi %mid, %c1 : index
    %nlo = arith.select %less, %mid1, %lo : index
    %nhi = arith.select %less, %hi, %mid : index
    scf.yield %nlo, %nhi : index, index
  }
  %out = arith.index_cast %r#0 : index to i64
  return %out : i64
}

// Before region forwards a derived f64 (not the carried i32) to the after
// region: sums 1/k for k = 1.. while the partial sum stays below limit;
// returns the number of terms used.
func.func @harmonic_terms(%limit: f64) -> i32 {
  %one = arith.constant 1 : i32
  %zf = arith.constant 0.0 : f64
  %r:2 = scf.while (%k = %one, %acc = %zf) : (i32, f64) -> (f64, i32) {
    %kf = arith.sitofp %k : i32 to f64
    %onef = arith.constant 1.0 : f64
    %term = arith.divf %onef, %kf : f64
    %next = arith.addf %acc, %term : f64
    %ok = arith.cmpf olt, %next, %limit : f64
    %cap = arith.constant 100000 : i32
    %small = arith.cmpi slt, %k, %cap : i32
    %go = arith.andi %ok, %small : i1
    scf.condition(%go) %next, %k : f64, i32
  } do {
  ^bb0(%sum: f64, %kk: i32):
    %k1 = arith.addi %kk, %one : i32
    scf.yield %k1, %sum : i32, f64
  }
  %terms = arith.subi %r#1, %one : i32
  return %terms : i32
}
