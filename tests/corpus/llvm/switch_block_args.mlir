// llvm.switch: several cases branching to the same block with different
// arguments, a default destination with arguments, negative and large case
// values, i8 and i64 conditions, a switch with no cases, and branch weights.
module {
  // Days-in-month style lookup: several cases share ^ret with different args.
  llvm.func @month_days(%m: i32) -> i32 {
    %c28 = llvm.mlir.constant(28 : i32) : i32
    %c30 = llvm.mlir.constant(30 : i32) : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %cm1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.switch %m : i32, ^ret(%cm1 : i32) [
      1: ^ret(%c31 : i32),
      2: ^ret(%c28 : i32),
      3: ^ret(%c31 : i32),
      4: ^ret(%c30 : i32),
      5: ^ret(%c31 : i32),
      6: ^ret(%c30 : i32),
      7: ^ret(%c31 : i32),
      8: ^ret(%c31 : i32),
      9: ^ret(%c30 : i32),
      10: ^ret(%c31 : i32),
      11: ^ret(%c30 : i32),
      12: ^ret(%c31 : i32)
    ]
  ^ret(%d: i32):
    llvm.return %d : i32
  }

  // Cases pass the input or derived values; default passes two values too.
  llvm.func @mixed(%x: i64, %y: i64) -> i64 {
    %k = llvm.mlir.constant(7 : i64) : i64
    %neg = llvm.sub %k, %y : i64
    llvm.switch %x : i64, ^dflt(%x, %y : i64, i64) [
      -5: ^two(%y, %k : i64, i64),
      0: ^one(%y : i64),
      1: ^two(%k, %y : i64, i64),
      2: ^two(%neg, %neg : i64, i64),
      4294967296: ^one(%k : i64),
      -9223372036854775808: ^one(%x : i64)
    ]
  ^one(%a: i64):
    %c1 = llvm.mlir.constant(1000000 : i64) : i64
    %r1 = llvm.add %a, %c1 : i64
    llvm.return %r1 : i64
  ^two(%b: i64, %c: i64):
    %c100 = llvm.mlir.constant(100 : i64) : i64
    %t = llvm.mul %b, %c100 : i64
    %r2 = llvm.add %t, %c : i64
    llvm.return %r2 : i64
  ^dflt(%d0: i64, %d1: i64):
    %r3 = llvm.sub %d0, %d1 : i64
    llvm.return %r3 : i64
  }

  // Switch on an i8 (truncated input); cases above 127 are negative in i8.
  llvm.func @byte_kind(%x32: i32) -> i32 {
    %x = llvm.trunc %x32 : i32 to i8
    %a = llvm.mlir.constant(1 : i32) : i32
    %b = llvm.mlir.constant(2 : i32) : i32
    %c = llvm.mlir.constant(3 : i32) : i32
    llvm.switch %x : i8, ^other [
      -1: ^k(%a : i32),
      -128: ^k(%b : i32),
      127: ^k(%c : i32),
      48: ^digit,
      49: ^digit
    ]
  ^digit:
    %d = llvm.mlir.constant(10 : i32) : i32
    llvm.br ^k(%d : i32)
  ^other:
    %o = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^k(%o : i32)
  ^k(%r: i32):
    llvm.return %r : i32
  }

  // A switch with only a default destination. (The default has no block
  // arguments here: mlir-translate-22 crashes on a case-less switch whose
  // default destination takes operands.)
  llvm.func @only_default(%x: i32) -> i32 {
    llvm.switch %x : i32, ^d [
    ]
  ^d:
    %one = llvm.mlir.constant(1 : i32) : i32
    %r = llvm.add %x, %one : i32
    llvm.return %r : i32
  }

  // Branch weights on a switch (default weight first).
  llvm.func @weighted(%x: i32) -> i32 {
    %a = llvm.mlir.constant(11 : i32) : i32
    %b = llvm.mlir.constant(22 : i32) : i32
    llvm.switch %x : i32, ^out(%x : i32) [
      3: ^out(%a : i32),
      4: ^out(%b : i32)
    ] {branch_weights = array<i32: 10, 1, 1>}
  ^out(%v: i32):
    llvm.return %v : i32
  }
}
