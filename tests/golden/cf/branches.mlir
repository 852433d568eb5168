// Branches with block arguments, a switch and an assertion.
func.func @branches(%x: i32, %flag: i1) -> i32 {
  cf.assert %flag, "flag must be set"
  cf.cond_br %flag, ^then(%x : i32), ^else
^then(%v: i32):
  cf.switch %v : i32, [
    default: ^done(%v : i32),
    1: ^else,
    2: ^done(%x : i32)
  ]
^else:
  %c = arith.constant 0 : i32
  cf.br ^done(%c : i32)
^done(%r: i32):
  return %r : i32
}
