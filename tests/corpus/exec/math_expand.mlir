// PIPELINE: builtin.module(convert-math-to-funcs)
// math.ipowi, which no to-LLVM pass lowers, run through the upstream pass that rewrites it first
// (convert-math-to-funcs: a function of loops), in the same command: signed exponents (zero and
// negative ones), several widths, vectors. (math.clampf is left out: MLIR 22's math-expand-ops
// expands it to maximumf(minimumf(x, lo), hi), which is hi whenever lo < hi.)
func.func @main() {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %p0 = math.ipowi %c3, %c4 : i32
  %p1 = math.ipowi %c3, %c0 : i32
  %p2 = math.ipowi %c3, %cm1 : i32
  %p3 = math.ipowi %cm1, %cm1 : i32
  vector.print %p0 : i32
  vector.print %p1 : i32
  vector.print %p2 : i32
  vector.print %p3 : i32
  %b = arith.constant -2 : i64
  %e = arith.constant 61 : i64
  %p4 = math.ipowi %b, %e : i64
  vector.print %p4 : i64
  %vb = arith.constant dense<[2, -3, 5, 0]> : vector<4xi16>
  %ve = arith.constant dense<[10, 3, 2, 0]> : vector<4xi16>
  %p5 = math.ipowi %vb, %ve : vector<4xi16>
  vector.print %p5 : vector<4xi16>

  return
}
