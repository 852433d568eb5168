// Integer division and remainder from the arith dialect: divsi/divui/remsi/
// remui on i8, i16, i32 and i64 with every sign combination of dividend and
// divisor. The C driver never divides by zero and never asks for
// INT_MIN / -1 or INT_MIN % -1 (signed overflow).
// Also a gcd loop (remui, llvm.cond_br with block arguments) and a
// digit-sum loop (divui/remui by a constant).
module {
  llvm.func @divsi_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.divsi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @divui_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.divui %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @remsi_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.remsi %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @remui_i32(%a: i32, %b: i32) -> i32 {
    %r = arith.remui %a, %b : i32
    llvm.return %r : i32
  }
  llvm.func @divsi_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.divsi %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @divui_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.divui %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @remsi_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.remsi %a, %b : i64
    llvm.return %r : i64
  }
  llvm.func @remui_i64(%a: i64, %b: i64) -> i64 {
    %r = arith.remui %a, %b : i64
    llvm.return %r : i64
  }

  // i8: byte0 divsi, byte1 remsi, byte2 divui, byte3 remui.
  llvm.func @divrem_i8(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i8
    %b = arith.trunci %y : i32 to i8
    %q = arith.divsi %a, %b : i8
    %r = arith.remsi %a, %b : i8
    %uq = arith.divui %a, %b : i8
    %ur = arith.remui %a, %b : i8
    %z0 = arith.extui %q : i8 to i32
    %z1 = arith.extui %r : i8 to i32
    %z2 = arith.extui %uq : i8 to i32
    %z3 = arith.extui %ur : i8 to i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %c24 = arith.constant 24 : i32
    %s1 = arith.shli %z1, %c8 : i32
    %s2 = arith.shli %z2, %c16 : i32
    %s3 = arith.shli %z3, %c24 : i32
    %o1 = arith.ori %z0, %s1 : i32
    %o2 = arith.ori %o1, %s2 : i32
    %o3 = arith.ori %o2, %s3 : i32
    llvm.return %o3 : i32
  }

  // i16 signed quotient and remainder, sign-extended back to i32.
  llvm.func @divsi_i16(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %q = arith.divsi %a, %b : i16
    %r = arith.extsi %q : i16 to i32
    llvm.return %r : i32
  }
  llvm.func @remsi_i16(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %q = arith.remsi %a, %b : i16
    %r = arith.extsi %q : i16 to i32
    llvm.return %r : i32
  }
  // i16 unsigned quotient and remainder, zero-extended back to i32.
  llvm.func @divui_i16(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %q = arith.divui %a, %b : i16
    %r = arith.extui %q : i16 to i32
    llvm.return %r : i32
  }
  llvm.func @remui_i16(%x: i32, %y: i32) -> i32 {
    %a = arith.trunci %x : i32 to i16
    %b = arith.trunci %y : i32 to i16
    %q = arith.remui %a, %b : i16
    %r = arith.extui %q : i16 to i32
    llvm.return %r : i32
  }

  // q * b + r == a must hold for both signed and unsigned division: returns
  // 1 when both identities hold (checked in MLIR, with wrapping mul/add).
  llvm.func @divrem_identity_i64(%a: i64, %b: i64) -> i1 {
    %q = arith.divsi %a, %b : i64
    %r = arith.remsi %a, %b : i64
    %qb = arith.muli %q, %b : i64
    %s = arith.addi %qb, %r : i64
    %ok1 = arith.cmpi eq, %s, %a : i64
    %uq = arith.divui %a, %b : i64
    %ur = arith.remui %a, %b : i64
    %uqb = arith.muli %uq, %b : i64
    %us = arith.addi %uqb, %ur : i64
    %ok2 = arith.cmpi eq, %us, %a : i64
    %ok = arith.andi %ok1, %ok2 : i1
    llvm.return %ok : i1
  }
  llvm.func @check_identity_i64(%a: i64, %b: i64) -> i32 {
    %ok = llvm.call @divrem_identity_i64(%a, %b) : (i64, i64) -> i1
    %r = arith.extui %ok : i1 to i32
    llvm.return %r : i32
  }

  // Division by constants (which llc turns into multiplications at -O2).
  llvm.func @div_by_consts(%a: i32) -> i64 {
    %c7 = arith.constant 7 : i32
    %cm7 = arith.constant -7 : i32
    %c10 = arith.constant 10 : i32
    %c16 = arith.constant 16 : i32
    %q1 = arith.divsi %a, %c7 : i32
    %q2 = arith.divsi %a, %cm7 : i32
    %q3 = arith.divui %a, %c10 : i32
    %r1 = arith.remsi %a, %c16 : i32
    %r2 = arith.remui %a, %c10 : i32
    %r3 = arith.remsi %a, %cm7 : i32
    %e1 = arith.extsi %q1 : i32 to i64
    %e2 = arith.extsi %q2 : i32 to i64
    %e3 = arith.extui %q3 : i32 to i64
    %e4 = arith.extsi %r1 : i32 to i64
    %e5 = arith.extui %r2 : i32 to i64
    %e6 = arith.extsi %r3 : i32 to i64
    // Mix them so that every one matters: ((e1*31 + e2)*31 + e3)*31 ... (wrapping)
    %k = arith.constant 31 : i64
    %m1 = arith.muli %e1, %k : i64
    %a1 = arith.addi %m1, %e2 : i64
    %m2 = arith.muli %a1, %k : i64
    %a2 = arith.addi %m2, %e3 : i64
    %m3 = arith.muli %a2, %k : i64
    %a3 = arith.addi %m3, %e4 : i64
    %m4 = arith.muli %a3, %k : i64
    %a4 = arith.addi %m4, %e5 : i64
    %m5 = arith.muli %a4, %k : i64
    %a5 = arith.addi %m5, %e6 : i64
    llvm.return %a5 : i64
  }

  // gcd by Euclid's algorithm on unsigned values (b may be 0 on entry:
  // the loop tests it before dividing).
  llvm.func @gcd_u64(%a0: i64, %b0: i64) -> i64 {
    llvm.br ^loop(%a0, %b0 : i64, i64)
  ^loop(%a: i64, %b: i64):
    %zero = arith.constant 0 : i64
    %done = arith.cmpi eq, %b, %zero : i64
    llvm.cond_br %done, ^exit(%a : i64), ^body
  ^body:
    %r = arith.remui %a, %b : i64
    llvm.br ^loop(%b, %r : i64, i64)
  ^exit(%g: i64):
    llvm.return %g : i64
  }

  // Sum of decimal digits of |x| for a signed x, using remsi/divsi on the
  // negative value directly (remainders are <= 0 for negative x).
  llvm.func @digit_sum_i32(%x: i32) -> i32 {
    %zero = arith.constant 0 : i32
    llvm.br ^loop(%x, %zero : i32, i32)
  ^loop(%v: i32, %acc: i32):
    %done = arith.cmpi eq, %v, %zero : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %ten = arith.constant 10 : i32
    %d = arith.remsi %v, %ten : i32
    %neg = arith.cmpi slt, %d, %zero : i32
    %nd = arith.subi %zero, %d : i32
    %ad = arith.select %neg, %nd, %d : i32
    %acc2 = arith.addi %acc, %ad : i32
    %v2 = arith.divsi %v, %ten : i32
    llvm.br ^loop(%v2, %acc2 : i32, i32)
  ^exit:
    llvm.return %acc : i32
  }
}
