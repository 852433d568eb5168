// Floating-point arithmetic: fadd/fsub/fmul/fdiv/frem/fneg on f64 and f32,
// with and without fastmath flags.
module {
  llvm.func @fbinop(%op: i32, %a: f64, %b: f64) -> f64 {
    llvm.switch %op : i32, ^neg [
      0: ^add,
      1: ^sub,
      2: ^mul,
      3: ^div,
      4: ^rem
    ]
  ^add:
    %0 = llvm.fadd %a, %b : f64
    llvm.return %0 : f64
  ^sub:
    %1 = llvm.fsub %a, %b : f64
    llvm.return %1 : f64
  ^mul:
    %2 = llvm.fmul %a, %b : f64
    llvm.return %2 : f64
  ^div:
    %3 = llvm.fdiv %a, %b : f64
    llvm.return %3 : f64
  ^rem:
    %4 = llvm.frem %a, %b : f64
    llvm.return %4 : f64
  ^neg:
    %5 = llvm.fneg %a : f64
    llvm.return %5 : f64
  }

  // f32 arithmetic: (a*b + a) / (b - 0.5) rem 3, then negated.
  llvm.func @expr_f32(%a: f32, %b: f32) -> f32 {
    %half = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %three = llvm.mlir.constant(3.000000e+00 : f32) : f32
    %0 = llvm.fmul %a, %b : f32
    %1 = llvm.fadd %0, %a : f32
    %2 = llvm.fsub %b, %half : f32
    %3 = llvm.fdiv %1, %2 : f32
    %4 = llvm.frem %3, %three : f32
    %5 = llvm.fneg %4 : f32
    llvm.return %5 : f32
  }

  // The same kind of expression with fastmath flags on every operation.
  // Only called with finite, non-special inputs so that nnan/ninf cannot
  // create poison.
  llvm.func @fast_expr(%a: f64, %b: f64) -> f64 {
    %two = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
    %1 = llvm.fmul %0, %two {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
    %2 = llvm.fsub %1, %a {fastmathFlags = #llvm.fastmath<nsz>} : f64
    %3 = llvm.fdiv %2, %two {fastmathFlags = #llvm.fastmath<arcp>} : f64
    %4 = llvm.frem %3, %two {fastmathFlags = #llvm.fastmath<contract>} : f64
    %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<reassoc, afn>} : f64
    %6 = llvm.fadd %5, %3 {fastmathFlags = #llvm.fastmath<none>} : f64
    llvm.return %6 : f64
  }
}
