// ENTRY: sum
// RESULT: i64
// An entry returning i64, printed as mlir-runner prints it.
func.func @sum() -> i64 {
  %a = arith.constant 40000000000 : i64
  %b = arith.constant -2 : i64
  %s = arith.addi %a, %b : i64
  vector.print %s : i64
  return %s : i64
}
