// FLAGS: -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// vector.create_mask of rank 3 and 4 with bounds known only at run time: a lane is set when
// its position is below the bound in every dimension.
func.func @masks(%a: index, %b: index, %c: index, %d: index) {
  %m3 = vector.create_mask %a, %b, %c : vector<2x3x4xi1>
  %r0 = vector.extract %m3[0, 0] : vector<4xi1> from vector<2x3x4xi1>
  %r1 = vector.extract %m3[0, 2] : vector<4xi1> from vector<2x3x4xi1>
  %r2 = vector.extract %m3[1, 1] : vector<4xi1> from vector<2x3x4xi1>
  vector.print %r0 : vector<4xi1>
  vector.print %r1 : vector<4xi1>
  vector.print %r2 : vector<4xi1>
  %m4 = vector.create_mask %d, %a, %b, %c : vector<3x2x3x4xi1>
  %s0 = vector.extract %m4[1, 0, 1] : vector<4xi1> from vector<3x2x3x4xi1>
  %s1 = vector.extract %m4[2, 1, 1] : vector<4xi1> from vector<3x2x3x4xi1>
  vector.print %s0 : vector<4xi1>
  vector.print %s1 : vector<4xi1>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  call @masks(%c1, %c2, %c3, %c2) : (index, index, index, index) -> ()
  return
}
