// Functions with multiple results (lowered to functions returning an LLVM
// struct), called internally; private helper functions; indirect calls via
// func.constant + func.call_indirect; and C-callable wrappers returning
// scalars.
func.func private @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}

// Three results of different types.
func.func private @stats(%a: f64, %b: f64, %c: f64) -> (f64, f64, i1) {
  %s0 = arith.addf %a, %b : f64
  %s = arith.addf %s0, %c : f64
  %three = arith.constant 3.0 : f64
  %mean = arith.divf %s, %three : f64
  %m0 = arith.maximumf %a, %b : f64
  %m = arith.maximumf %m0, %c : f64
  %pos = arith.cmpf ogt, %mean, %m : f64
  return %mean, %m, %pos : f64, f64, i1
}

// Returns (min, max, sum) of an i64 memref.
func.func private @summary(%v: memref<?xi64>) -> (i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xi64>
  %imax = arith.constant 9223372036854775807 : i64
  %imin = arith.constant -9223372036854775808 : i64
  %zero = arith.constant 0 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %imax, %hi = %imin, %s = %zero) -> (i64, i64, i64) {
    %x = memref.load %v[%i] : memref<?xi64>
    %lo1 = arith.minsi %lo, %x : i64
    %hi1 = arith.maxsi %hi, %x : i64
    %s1 = arith.addi %s, %x : i64
    scf.yield %lo1, %hi1, %s1 : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}

// Swaps its arguments: results in reverse order.
func.func private @swap(%a: i64, %b: f32) -> (f32, i64) {
  return %b, %a : f32, i64
}

func.func private @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}

// ---- C-callable wrappers ----

func.func @divmod_combined(%a: i32, %b: i32) -> i32 {
  %q, %r = call @divmod(%a, %b) : (i32, i32) -> (i32, i32)
  %k = arith.constant 1000 : i32
  %t = arith.muli %q, %k : i32
  %o = arith.addi %t, %r : i32
  return %o : i32
}

func.func @stats_combined(%a: f64, %b: f64, %c: f64) -> f64 {
  %mean, %max, %flag = call @stats(%a, %b, %c) : (f64, f64, f64) -> (f64, f64, i1)
  %d = arith.subf %max, %mean : f64
  %neg = arith.negf %d : f64
  %r = arith.select %flag, %neg, %d : f64
  return %r : f64
}

func.func @summary_range(%v: memref<?xi64>) -> i64 {
  %lo, %hi, %s = call @summary(%v) : (memref<?xi64>) -> (i64, i64, i64)
  %d = arith.subi %hi, %lo : i64
  %k = arith.constant 1000 : i64
  %t = arith.muli %d, %k : i64
  %r = arith.addi %t, %s : i64
  return %r : i64
}

func.func @swap_twice(%a: i64, %b: f32) -> f64 {
  %x, %y = call @swap(%a, %b) : (i64, f32) -> (f32, i64)
  %p, %q = call @swap(%y, %x) : (i64, f32) -> (f32, i64)
  %pf = arith.extf %p : f32 to f64
  %qf = arith.sitofp %q : i64 to f64
  %r = arith.addf %pf, %qf : f64
  return %r : f64
}

// Indirect call: picks @twice or @square as a function value.
func.func @apply(%which: i1, %x: i32) -> i32 {
  %f = func.constant @twice : (i32) -> i32
  %g = func.constant @square : (i32) -> i32
  %h = arith.select %which, %g, %f : (i32) -> i32
  %r = func.call_indirect %h(%x) : (i32) -> i32
  return %r : i32
}
