// Floating-point intrinsics: fma, fmuladd, sqrt, fabs, exp, exp2, log, log2,
// log10, sin, cos, pow, powi, floor, ceil, trunc, round, roundeven, rint,
// copysign, minnum/maxnum, minimum/maximum, on f64, f32 and vectors.
// Inputs come from the C driver so no call is constant-folded.
module {
  // Unary f64 intrinsics selected by opcode.
  llvm.func @unary_f64(%op: i32, %x: f64) -> f64 {
    llvm.switch %op : i32, ^id [
      0: ^sqrt,
      1: ^fabs,
      2: ^exp,
      3: ^log,
      4: ^sin,
      5: ^cos,
      6: ^floor,
      7: ^ceil,
      8: ^trunc,
      9: ^round,
      10: ^roundeven,
      11: ^rint,
      12: ^exp2,
      13: ^log2,
      14: ^log10
    ]
  ^sqrt:
    %0 = llvm.intr.sqrt(%x) : (f64) -> f64
    llvm.return %0 : f64
  ^fabs:
    %1 = llvm.intr.fabs(%x) : (f64) -> f64
    llvm.return %1 : f64
  ^exp:
    %2 = llvm.intr.exp(%x) : (f64) -> f64
    llvm.return %2 : f64
  ^log:
    %3 = llvm.intr.log(%x) : (f64) -> f64
    llvm.return %3 : f64
  ^sin:
    %4 = llvm.intr.sin(%x) : (f64) -> f64
    llvm.return %4 : f64
  ^cos:
    %5 = llvm.intr.cos(%x) : (f64) -> f64
    llvm.return %5 : f64
  ^floor:
    %6 = llvm.intr.floor(%x) : (f64) -> f64
    llvm.return %6 : f64
  ^ceil:
    %7 = llvm.intr.ceil(%x) : (f64) -> f64
    llvm.return %7 : f64
  ^trunc:
    %8 = llvm.intr.trunc(%x) : (f64) -> f64
    llvm.return %8 : f64
  ^round:
    %9 = llvm.intr.round(%x) : (f64) -> f64
    llvm.return %9 : f64
  ^roundeven:
    %10 = llvm.intr.roundeven(%x) : (f64) -> f64
    llvm.return %10 : f64
  ^rint:
    %11 = llvm.intr.rint(%x) : (f64) -> f64
    llvm.return %11 : f64
  ^exp2:
    %12 = llvm.intr.exp2(%x) : (f64) -> f64
    llvm.return %12 : f64
  ^log2:
    %13 = llvm.intr.log2(%x) : (f64) -> f64
    llvm.return %13 : f64
  ^log10:
    %14 = llvm.intr.log10(%x) : (f64) -> f64
    llvm.return %14 : f64
  ^id:
    llvm.return %x : f64
  }

  // Binary f64 intrinsics selected by opcode.
  llvm.func @binary_f64(%op: i32, %x: f64, %y: f64) -> f64 {
    llvm.switch %op : i32, ^id [
      0: ^pow,
      1: ^minnum,
      2: ^maxnum,
      3: ^minimum,
      4: ^maximum,
      5: ^copysign
    ]
  ^pow:
    %0 = llvm.intr.pow(%x, %y) : (f64, f64) -> f64
    llvm.return %0 : f64
  ^minnum:
    %1 = llvm.intr.minnum(%x, %y) : (f64, f64) -> f64
    llvm.return %1 : f64
  ^maxnum:
    %2 = llvm.intr.maxnum(%x, %y) : (f64, f64) -> f64
    llvm.return %2 : f64
  ^minimum:
    %3 = llvm.intr.minimum(%x, %y) : (f64, f64) -> f64
    llvm.return %3 : f64
  ^maximum:
    %4 = llvm.intr.maximum(%x, %y) : (f64, f64) -> f64
    llvm.return %4 : f64
  ^copysign:
    %5 = llvm.intr.copysign(%x, %y) : (f64, f64) -> f64
    llvm.return %5 : f64
  ^id:
    llvm.return %x : f64
  }

  llvm.func @fma_f64(%a: f64, %b: f64, %c: f64) -> f64 {
    %r = llvm.intr.fma(%a, %b, %c) : (f64, f64, f64) -> f64
    llvm.return %r : f64
  }

  // fmuladd may or may not fuse; the driver only uses exactly representable
  // products so both answers agree.
  llvm.func @fmuladd_f64(%a: f64, %b: f64, %c: f64) -> f64 {
    %r = llvm.intr.fmuladd(%a, %b, %c) : (f64, f64, f64) -> f64
    llvm.return %r : f64
  }

  llvm.func @powi_f64(%x: f64, %n: i32) -> f64 {
    %r = llvm.intr.powi(%x, %n) : (f64, i32) -> f64
    llvm.return %r : f64
  }

  // f32 variants chained together: sqrt(fabs(x)) + floor(y) * ceil(x) + sin/cos/exp/log.
  llvm.func @chain_f32(%x: f32, %y: f32) -> f32 {
    %a = llvm.intr.fabs(%x) : (f32) -> f32
    %b = llvm.intr.sqrt(%a) : (f32) -> f32
    %c = llvm.intr.floor(%y) : (f32) -> f32
    %d = llvm.intr.ceil(%x) : (f32) -> f32
    %e = llvm.fmul %c, %d : f32
    %f = llvm.fadd %b, %e : f32
    %s = llvm.intr.sin(%y) : (f32) -> f32
    %k = llvm.intr.cos(%x) : (f32) -> f32
    %g = llvm.fadd %f, %s : f32
    %h = llvm.fsub %g, %k : f32
    %one = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %ap1 = llvm.fadd %a, %one : f32
    %l = llvm.intr.log(%ap1) : (f32) -> f32
    %m = llvm.intr.exp(%l) : (f32) -> f32
    %n = llvm.intr.pow(%m, %one) : (f32, f32) -> f32
    %o = llvm.intr.fma(%n, %one, %h) : (f32, f32, f32) -> f32
    %p = llvm.intr.minnum(%o, %ap1) : (f32, f32) -> f32
    %q = llvm.intr.maxnum(%p, %h) : (f32, f32) -> f32
    llvm.return %q : f32
  }

  // Vector intrinsics: fabs/sqrt/fma/minnum/floor on <4 x f32> (from memory).
  llvm.func @vector_math(%pa: !llvm.ptr, %pb: !llvm.ptr, %out: !llvm.ptr) {
    %a = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %b = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %fa = llvm.intr.fabs(%a) : (vector<4xf32>) -> vector<4xf32>
    %sq = llvm.intr.sqrt(%fa) : (vector<4xf32>) -> vector<4xf32>
    %fm = llvm.intr.fma(%sq, %b, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %mn = llvm.intr.minnum(%fm, %b) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %fl = llvm.intr.floor(%mn) : (vector<4xf32>) -> vector<4xf32>
    llvm.store %fl, %out {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    llvm.return
  }

  // Fastmath flags on intrinsic calls (inputs are finite and positive).
  llvm.func @fast_hypot(%x: f64, %y: f64) -> f64 {
    %xx = llvm.fmul %x, %x : f64
    %s = llvm.intr.fma(%y, %y, %xx) {fastmathFlags = #llvm.fastmath<contract>} : (f64, f64, f64) -> f64
    %r = llvm.intr.sqrt(%s) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f64) -> f64
    llvm.return %r : f64
  }
}
