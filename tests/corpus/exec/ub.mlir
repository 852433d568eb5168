// ub.poison of scalar, vector, struct, memref, complex and index types; ub.unreachable in a
// block that never runs.
func.func @pick(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %x, %p : i32
  return %r : i32
}
func.func @main() {
  %t = arith.constant true
  %x = arith.constant 5 : i32
  %r = func.call @pick(%t, %x) : (i1, i32) -> i32
  vector.print %r : i32
  %v = ub.poison : vector<2x3xf32>
  %s = ub.poison : !llvm.struct<(i32, f64)>
  %m = ub.poison : memref<4xf32>
  %c = ub.poison : complex<f32>
  %i = ub.poison : index
  cf.cond_br %t, ^ok, ^dead
^dead:
  ub.unreachable
^ok:
  return
}
