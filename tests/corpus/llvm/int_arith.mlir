// Integer arithmetic: add/sub/mul/sdiv/udiv/srem/urem/and/or/xor/shl/lshr/ashr
// on i32 and i64, plus the overflow<nsw,nuw>, exact and disjoint flags.
// Flags are only used on inputs where they do not produce poison.
module {
  // Plain (wrapping) binary operations selected by an opcode number.
  llvm.func @binop_i32(%op: i32, %a: i32, %b: i32) -> i32 {
    llvm.switch %op : i32, ^bad [
      0: ^add,
      1: ^sub,
      2: ^mul,
      3: ^sdiv,
      4: ^udiv,
      5: ^srem,
      6: ^urem,
      7: ^and,
      8: ^or,
      9: ^xor,
      10: ^shl,
      11: ^lshr,
      12: ^ashr
    ]
  ^add:
    %0 = llvm.add %a, %b : i32
    llvm.return %0 : i32
  ^sub:
    %1 = llvm.sub %a, %b : i32
    llvm.return %1 : i32
  ^mul:
    %2 = llvm.mul %a, %b : i32
    llvm.return %2 : i32
  ^sdiv:
    %3 = llvm.sdiv %a, %b : i32
    llvm.return %3 : i32
  ^udiv:
    %4 = llvm.udiv %a, %b : i32
    llvm.return %4 : i32
  ^srem:
    %5 = llvm.srem %a, %b : i32
    llvm.return %5 : i32
  ^urem:
    %6 = llvm.urem %a, %b : i32
    llvm.return %6 : i32
  ^and:
    %7 = llvm.and %a, %b : i32
    llvm.return %7 : i32
  ^or:
    %8 = llvm.or %a, %b : i32
    llvm.return %8 : i32
  ^xor:
    %9 = llvm.xor %a, %b : i32
    llvm.return %9 : i32
  ^shl:
    %10 = llvm.shl %a, %b : i32
    llvm.return %10 : i32
  ^lshr:
    %11 = llvm.lshr %a, %b : i32
    llvm.return %11 : i32
  ^ashr:
    %12 = llvm.ashr %a, %b : i32
    llvm.return %12 : i32
  ^bad:
    %m1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.return %m1 : i32
  }

  // A straight-line i64 expression mixing all operators.
  llvm.func @mix_i64(%a: i64, %b: i64) -> i64 {
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %c7 = llvm.mlir.constant(7 : i64) : i64
    %c5 = llvm.mlir.constant(5 : i64) : i64
    %c0xff = llvm.mlir.constant(255 : i64) : i64
    %0 = llvm.mul %a, %c3 : i64
    %1 = llvm.sub %0, %b : i64
    %2 = llvm.sdiv %1, %c7 : i64
    %3 = llvm.srem %1, %c7 : i64
    %4 = llvm.udiv %1, %c5 : i64
    %5 = llvm.urem %1, %c5 : i64
    %6 = llvm.xor %2, %3 : i64
    %7 = llvm.and %4, %c0xff : i64
    %8 = llvm.or %6, %7 : i64
    %9 = llvm.shl %5, %c3 : i64
    %10 = llvm.ashr %8, %c3 : i64
    %11 = llvm.lshr %8, %c7 : i64
    %12 = llvm.add %9, %10 : i64
    %13 = llvm.add %12, %11 : i64
    llvm.return %13 : i64
  }

  // Same operations with poison-generating flags (callers keep inputs in range).
  llvm.func @flagged(%a: i32, %b: i32) -> i32 {
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %0 = llvm.add %a, %b overflow<nsw> : i32
    %1 = llvm.sub %0, %b overflow<nuw> : i32
    %2 = llvm.mul %1, %c4 overflow<nsw, nuw> : i32
    %3 = llvm.sdiv exact %2, %c4 : i32
    %4 = llvm.udiv exact %2, %c2 : i32
    %5 = llvm.shl %3, %c1 overflow<nsw, nuw> : i32
    %6 = llvm.lshr exact %5, %c1 : i32
    %7 = llvm.ashr exact %4, %c1 : i32
    %8 = llvm.shl %7, %c4 : i32
    %9 = llvm.and %6, %c1 : i32
    %10 = llvm.or disjoint %8, %9 : i32
    %11 = llvm.add %10, %3 overflow<nsw, nuw> : i32
    llvm.return %11 : i32
  }

  // i8 / i16 arithmetic on narrow types; the C ABI boundary uses i32 only.
  llvm.func @narrow(%a32: i32, %b32: i32) -> i32 {
    %a = llvm.trunc %a32 : i32 to i8
    %b = llvm.trunc %b32 : i32 to i16
    %x = llvm.sext %a : i8 to i16
    %0 = llvm.mul %x, %b : i16
    %1 = llvm.sub %0, %x overflow<nsw> : i16
    %2 = llvm.sext %1 : i16 to i32
    llvm.return %2 : i32
  }
}
