// A terminator that reaches the same block (with arguments) more than once: LLVM IR cannot say
// that in general (a PHI has one entry per predecessor block), so translation, as MLIR's
// legalization for export does, sends every occurrence after the first through a new block that
// takes the arguments (as PHIs) and branches on to the target with them.
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
