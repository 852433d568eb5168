// Recursion and unstructured control flow in func + cf: recursive
// Fibonacci, mutual recursion, recursive binary exponentiation, cf.br /
// cf.cond_br / cf.switch with block arguments, and cf.assert (whose failure
// path is never taken by the driver).
func.func @fib(%n: i32) -> i64 {
  %c2 = arith.constant 2 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  cf.cond_br %small, ^base, ^rec
^base:
  %r = arith.extsi %n : i32 to i64
  return %r : i64
^rec:
  %c1 = arith.constant 1 : i32
  %n1 = arith.subi %n, %c1 : i32
  %n2 = arith.subi %n, %c2 : i32
  %a = call @fib(%n1) : (i32) -> i64
  %b = call @fib(%n2) : (i32) -> i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}

// Hofstadter Female/Male sequences (mutual recursion).
func.func @hof_f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done(%c1 : i32), ^rec
^rec:
  %n1 = arith.subi %n, %c1 : i32
  %f = call @hof_f(%n1) : (i32) -> i32
  %m = call @hof_m(%f) : (i32) -> i32
  %r = arith.subi %n, %m : i32
  cf.br ^done(%r : i32)
^done(%v: i32):
  return %v : i32
}

func.func @hof_m(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done(%c0 : i32), ^rec
^rec:
  %n1 = arith.subi %n, %c1 : i32
  %m = call @hof_m(%n1) : (i32) -> i32
  %f = call @hof_f(%m) : (i32) -> i32
  %r = arith.subi %n, %f : i32
  cf.br ^done(%r : i32)
^done(%v: i32):
  return %v : i32
}

// base^exp mod m by recursive squaring (exp >= 0, m > 0).
func.func @powmod(%base: i64, %exp: i64, %m: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %valid = arith.cmpi sgt, %m, %c0 : i64
  cf.assert %valid, "modulus must be positive"
  %isz = arith.cmpi eq, %exp, %c0 : i64
  cf.cond_br %isz, ^one, ^rec
^one:
  %r1 = arith.remui %c1, %m : i64
  return %r1 : i64
^rec:
  %half = arith.divui %exp, %c2 : i64
  %h = call @powmod(%base, %half, %m) : (i64, i64, i64) -> i64
  %hh = arith.muli %h, %h : i64
  %sq = arith.remui %hh, %m : i64
  %odd = arith.andi %exp, %c1 : i64
  %isodd = arith.cmpi ne, %odd, %c0 : i64
  %b = arith.remui %base, %m : i64
  cf.cond_br %isodd, ^mul(%sq, %b : i64, i64), ^ret(%sq : i64)
^mul(%x: i64, %y: i64):
  %xy = arith.muli %x, %y : i64
  %r = arith.remui %xy, %m : i64
  cf.br ^ret(%r : i64)
^ret(%v: i64):
  return %v : i64
}

// cf.switch with several cases sharing a destination with different
// arguments, and a default that also takes an argument.
func.func @weekday_kind(%d: i32) -> i32 {
  %weekday = arith.constant 1 : i32
  %weekend = arith.constant 2 : i32
  %bad = arith.constant -1 : i32
  cf.switch %d : i32, [
    default: ^out(%bad : i32),
    0: ^out(%weekend : i32),
    1: ^out(%weekday : i32),
    2: ^out(%weekday : i32),
    3: ^out(%weekday : i32),
    4: ^out(%weekday : i32),
    5: ^out(%weekday : i32),
    6: ^out(%weekend : i32)
  ]
^out(%k: i32):
  return %k : i32
}

// A cf.cond_br whose two destinations are the same block with different
// arguments.
func.func @sign_and_magnitude(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %nx = arith.subi %c0, %x : i64
  %m1 = arith.constant -1 : i64
  %p1 = arith.constant 1 : i64
  cf.cond_br %neg, ^join(%m1, %nx : i64, i64), ^join(%p1, %x : i64, i64)
^join(%s: i64, %mag: i64):
  %k = arith.constant 1000 : i64
  %t = arith.muli %mag, %k : i64
  %r = arith.addi %t, %s : i64
  return %r : i64
}
