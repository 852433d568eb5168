// Unconditional and conditional branches with block arguments, including a
// cond_br whose two successors are the SAME block with DIFFERENT arguments,
// a cond_br with identical blocks and identical arguments, branch weights,
// and a diamond merging several values.
module {
  // sign(a) * 10 + parity via a cond_br to the same block with different args.
  llvm.func @same_target(%a: i32) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %m1 = llvm.mlir.constant(-1 : i32) : i32
    %c = llvm.icmp "slt" %a, %z : i32
    llvm.cond_br %c, ^merge(%m1, %a : i32, i32), ^merge(%one, %z : i32, i32)
  ^merge(%s: i32, %v: i32):
    %ten = llvm.mlir.constant(10 : i32) : i32
    %r0 = llvm.mul %s, %ten : i32
    %r = llvm.add %r0, %v : i32
    llvm.return %r : i32
  }

  // Both successors identical including the arguments (degenerate cond_br).
  llvm.func @same_target_same_args(%a: i32, %b: i32) -> i32 {
    %c = llvm.icmp "eq" %a, %b : i32
    llvm.cond_br %c, ^next(%a : i32), ^next(%a : i32)
  ^next(%x: i32):
    %r = llvm.sub %x, %b : i32
    llvm.return %r : i32
  }

  // Arguments swapped between the two edges.
  llvm.func @swap_edges(%a: i32, %b: i32, %flag: i32) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "ne" %flag, %z : i32
    llvm.cond_br %c, ^m(%a, %b : i32, i32), ^m(%b, %a : i32, i32)
  ^m(%x: i32, %y: i32):
    %hundred = llvm.mlir.constant(100 : i32) : i32
    %t = llvm.mul %x, %hundred : i32
    %r = llvm.add %t, %y : i32
    llvm.return %r : i32
  }

  // A diamond: classify into bands; each arm passes a different pair of
  // values, one arm falls through a plain br chain.
  llvm.func @classify(%a: i64) -> i64 {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c100 = llvm.mlir.constant(100 : i64) : i64
    %neg = llvm.icmp "slt" %a, %c0 : i64
    llvm.cond_br %neg weights([1, 3]), ^negative, ^nonneg
  ^negative:
    %n = llvm.sub %c0, %a : i64
    %k1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^join(%k1, %n : i64, i64)
  ^nonneg:
    %big = llvm.icmp "sge" %a, %c100 : i64
    llvm.cond_br %big, ^large, ^small(%a : i64)
  ^large:
    %k3 = llvm.mlir.constant(3 : i64) : i64
    %d = llvm.udiv %a, %c100 : i64
    llvm.br ^hop(%k3, %d : i64, i64)
  ^hop(%hk: i64, %hv: i64):
    llvm.br ^join(%hk, %hv : i64, i64)
  ^small(%sv: i64):
    %k2 = llvm.mlir.constant(2 : i64) : i64
    llvm.br ^join(%k2, %sv : i64, i64)
  ^join(%kind: i64, %val: i64):
    %c1000 = llvm.mlir.constant(1000 : i64) : i64
    %t = llvm.mul %kind, %c1000 : i64
    %r = llvm.add %t, %val : i64
    llvm.return %r : i64
  }

  // A block used both as a branch target with args from two predecessors and
  // forwarding an argument unchanged to another block.
  llvm.func @forward_args(%a: i32, %b: i32) -> i32 {
    %c = llvm.icmp "ult" %a, %b : i32
    llvm.cond_br %c, ^first(%a, %b : i32, i32), ^first(%b, %a : i32, i32)
  ^first(%lo: i32, %hi: i32):
    %d = llvm.sub %hi, %lo : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %isz = llvm.icmp "eq" %d, %z : i32
    llvm.cond_br %isz, ^done(%lo : i32), ^second(%d, %lo : i32, i32)
  ^second(%dd: i32, %ll: i32):
    %s = llvm.add %dd, %ll : i32
    llvm.br ^done(%s : i32)
  ^done(%res: i32):
    llvm.return %res : i32
  }
}
