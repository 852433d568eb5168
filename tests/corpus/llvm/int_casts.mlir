// Integer width casts: trunc (plain and with overflow flags), zext (plain and
// nneg), sext, including i1 and odd widths (i1, i17, i48, i128).
module {
  llvm.func @trunc_i64_to_i8(%a: i64) -> i32 {
    %0 = llvm.trunc %a : i64 to i8
    %1 = llvm.zext %0 : i8 to i32
    llvm.return %1 : i32
  }

  llvm.func @trunc_i64_to_i16_sext(%a: i64) -> i32 {
    %0 = llvm.trunc %a : i64 to i16
    %1 = llvm.sext %0 : i16 to i32
    llvm.return %1 : i32
  }

  // Low bit of a value, as i1, widened both ways.
  llvm.func @low_bit(%a: i32) -> i64 {
    %0 = llvm.trunc %a : i32 to i1
    %z = llvm.zext %0 : i1 to i64
    %s = llvm.sext %0 : i1 to i64
    %c100 = llvm.mlir.constant(100 : i64) : i64
    %m = llvm.mul %s, %c100 : i64
    %r = llvm.add %m, %z : i64
    llvm.return %r : i64
  }

  // Odd widths: go through i17 and i48.
  llvm.func @odd_widths(%a: i64) -> i64 {
    %0 = llvm.trunc %a : i64 to i17
    %1 = llvm.sext %0 : i17 to i48
    %2 = llvm.zext %1 : i48 to i64
    llvm.return %2 : i64
  }

  // 128-bit: (sext a) * (zext b) >> 64, i.e. the high half of a mixed product.
  llvm.func @mul_high(%a: i64, %b: i64) -> i64 {
    %0 = llvm.sext %a : i64 to i128
    %1 = llvm.zext %b : i64 to i128
    %2 = llvm.mul %0, %1 : i128
    %c64 = llvm.mlir.constant(64 : i128) : i128
    %3 = llvm.ashr %2, %c64 : i128
    %4 = llvm.trunc %3 : i128 to i64
    llvm.return %4 : i64
  }

  // Flags: inputs are kept in range by the caller (0 <= a < 128).
  llvm.func @flagged_casts(%a: i64) -> i64 {
    %0 = llvm.trunc %a overflow<nsw> : i64 to i32
    %1 = llvm.trunc %0 overflow<nuw> : i32 to i16
    %2 = llvm.trunc %1 overflow<nsw, nuw> : i16 to i8
    %3 = llvm.zext nneg %2 : i8 to i64
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %4 = llvm.mul %3, %c3 : i64
    llvm.return %4 : i64
  }

  // Sign- vs zero-extension of the same byte, combined.
  llvm.func @ext_diff(%a: i32) -> i32 {
    %0 = llvm.trunc %a : i32 to i8
    %1 = llvm.sext %0 : i8 to i32
    %2 = llvm.zext %0 : i8 to i32
    %3 = llvm.sub %2, %1 : i32
    llvm.return %3 : i32
  }
}
