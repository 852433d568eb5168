// ub.poison of scalars, vectors and memrefs.
func.func @poison() -> (i32, vector<2xf32>, index) {
  %a = ub.poison : i32
  %b = ub.poison : vector<2xf32>
  %c = ub.poison : index
  return %a, %b, %c : i32, vector<2xf32>, index
}
