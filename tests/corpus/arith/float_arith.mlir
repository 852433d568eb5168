// Float arithmetic from the arith dialect inside llvm.func: addf, subf,
// mulf, divf, remf, negf on f64, f32 and f16 (f16 values are produced with
// arith.truncf and widened back with arith.extf), including NaN, infinities,
// signed zeros, subnormals and division by zero. Fastmath flags appear only
// where the inputs make them irrelevant: `contract` on a lone add,
// `nnan, ninf` on finite inputs with finite results, `arcp` on a division
// by a power of two, and `none`. Also a Newton iteration (cmpf, cond_br).
module {
  llvm.func @addf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.addf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @subf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.subf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @mulf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.mulf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @divf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.divf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @remf_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.remf %a, %b : f64
    llvm.return %r : f64
  }
  llvm.func @negf_f64(%a: f64) -> f64 {
    %r = arith.negf %a : f64
    llvm.return %r : f64
  }

  llvm.func @addf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.addf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @subf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.subf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @mulf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.mulf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @divf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.divf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @remf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.remf %a, %b : f32
    llvm.return %r : f32
  }
  llvm.func @negf_f32(%a: f32) -> f32 {
    %r = arith.negf %a : f32
    llvm.return %r : f32
  }

  // f16: operands are rounded to f16, the operation chosen by %op
  // (0 add, 1 sub, 2 mul, 3 div, 4 rem, 5 neg of a) runs in f16, and the
  // result is widened back to f32 exactly.
  llvm.func @arith_f16(%x: f32, %y: f32, %op: i32) -> f32 {
    %a = arith.truncf %x : f32 to f16
    %b = arith.truncf %y : f32 to f16
    %add = arith.addf %a, %b : f16
    %sub = arith.subf %a, %b : f16
    %mul = arith.mulf %a, %b : f16
    %div = arith.divf %a, %b : f16
    %rem = arith.remf %a, %b : f16
    %neg = arith.negf %a : f16
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %is0 = arith.cmpi eq, %op, %c0 : i32
    %is1 = arith.cmpi eq, %op, %c1 : i32
    %is2 = arith.cmpi eq, %op, %c2 : i32
    %is3 = arith.cmpi eq, %op, %c3 : i32
    %is4 = arith.cmpi eq, %op, %c4 : i32
    %r4 = arith.select %is4, %rem, %neg : f16
    %r3 = arith.select %is3, %div, %r4 : f16
    %r2 = arith.select %is2, %mul, %r3 : f16
    %r1 = arith.select %is1, %sub, %r2 : f16
    %r0 = arith.select %is0, %add, %r1 : f16
    %r = arith.extf %r0 : f16 to f32
    llvm.return %r : f32
  }

  // a*b + c with two roundings (no contraction flag, so no fma).
  llvm.func @mul_add_f64(%a: f64, %b: f64, %c: f64) -> f64 {
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %m, %c : f64
    llvm.return %r : f64
  }
  // Mixed chain on f32: -(a - b) / (a + b) rem 3.
  llvm.func @chain_f32(%a: f32, %b: f32) -> f32 {
    %d = arith.subf %a, %b : f32
    %n = arith.negf %d : f32
    %s = arith.addf %a, %b : f32
    %q = arith.divf %n, %s : f32
    %three = arith.constant 3.0 : f32
    %r = arith.remf %q, %three : f32
    llvm.return %r : f32
  }

  // Fastmath flags on inputs where they cannot change the result.
  llvm.func @add_contract_f64(%a: f64, %b: f64) -> f64 {
    %r = arith.addf %a, %b fastmath<contract> : f64
    llvm.return %r : f64
  }
  llvm.func @mul_nnan_ninf_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.mulf %a, %b fastmath<nnan,ninf> : f32
    llvm.return %r : f32
  }
  llvm.func @div_arcp_pow2_f64(%a: f64, %k: i32) -> f64 {
    // divisor 2^k built exactly from k (0 <= k < 30) as an integer power of two.
    %one = arith.constant 1 : i32
    %p = arith.shli %one, %k : i32
    %d = arith.sitofp %p : i32 to f64
    %r = arith.divf %a, %d fastmath<arcp> : f64
    llvm.return %r : f64
  }
  llvm.func @sub_none_f32(%a: f32, %b: f32) -> f32 {
    %r = arith.subf %a, %b fastmath<none> : f32
    %n = arith.negf %r fastmath<none> : f32
    llvm.return %n : f32
  }

  // Newton's method for sqrt(x), x > 0: y <- (y + x/y) / 2, starting above
  // the root at x + 1, until y stops decreasing (at most 2000 steps).
  llvm.func @newton_sqrt(%x: f64) -> f64 {
    %one = arith.constant 1.0 : f64
    %half = arith.constant 5.000000e-01 : f64
    %y0 = arith.addf %x, %one : f64
    %i0 = arith.constant 0 : i32
    llvm.br ^loop(%y0, %i0 : f64, i32)
  ^loop(%y: f64, %i: i32):
    %q = arith.divf %x, %y : f64
    %s = arith.addf %y, %q : f64
    %yn = arith.mulf %s, %half : f64
    %c1 = arith.constant 1 : i32
    %i1 = arith.addi %i, %c1 : i32
    %smaller = arith.cmpf olt, %yn, %y : f64
    %limit = arith.constant 2000 : i32
    %more = arith.cmpi slt, %i1, %limit : i32
    %go = arith.andi %smaller, %more : i1
    llvm.cond_br %go, ^loop(%yn, %i1 : f64, i32), ^exit(%y : f64)
  ^exit(%r: f64):
    llvm.return %r : f64
  }
}
