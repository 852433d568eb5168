// A terminator that reaches the same block more than once with different arguments: LLVM IR
// cannot say that (a PHI has one entry per predecessor block), so translation inserts a dummy
// block on each repeated edge, which branches on to the target and feeds its PHIs.
func.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
^join(%x: i32):
  return %x : i32
}

func.func @classify(%k: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %k : i32, [
    default: ^out(%a : i32),
    0: ^out(%b : i32),
    1: ^out(%a : i32),
    2: ^other
  ]
^other:
  %z = arith.constant 0 : i32
  cf.br ^out(%z : i32)
^out(%y: i32):
  return %y : i32
}
