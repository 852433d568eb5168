// vector.contract: a matmul, a matmul with a transposed rhs, a matvec, a dot product into a
// scalar, and a batched integer contraction (upstream lowers only the `add` kind).
#mm_a = affine_map<(i, j, k) -> (i, k)>
#mm_b = affine_map<(i, j, k) -> (k, j)>
#mm_bt = affine_map<(i, j, k) -> (j, k)>
#mm_c = affine_map<(i, j, k) -> (i, j)>
#mv_a = affine_map<(i, k) -> (i, k)>
#mv_b = affine_map<(i, k) -> (k)>
#mv_c = affine_map<(i, k) -> (i)>
#dot = affine_map<(k) -> (k)>
#dot_c = affine_map<(k) -> ()>
#bt_a = affine_map<(b, i, j, k) -> (b, i, k)>
#bt_b = affine_map<(b, i, j, k) -> (b, k, j)>
#bt_c = affine_map<(b, i, j, k) -> (b, i, j)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.0, 3.0]]> : vector<3x2xf32>
  %c = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [#mm_a, #mm_b, #mm_c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  vector.print %mm : vector<2x2xf32>
  %bt = arith.constant dense<[[1.0, 2.0, 0.0], [0.5, -1.0, 3.0]]> : vector<2x3xf32>
  %mmt = vector.contract {indexing_maps = [#mm_a, #mm_bt, #mm_c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %bt, %c : vector<2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  vector.print %mmt : vector<2x2xf32>
  %x = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf32>
  %y0 = arith.constant dense<[0.5, 0.25]> : vector<2xf32>
  %mv = vector.contract {indexing_maps = [#mv_a, #mv_b, #mv_c], iterator_types = ["parallel", "reduction"]} %a, %x, %y0 : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  vector.print %mv : vector<2xf32>
  %z = arith.constant 1.0 : f32
  %d = vector.contract {indexing_maps = [#dot, #dot, #dot_c], iterator_types = ["reduction"]} %x, %x, %z : vector<3xf32>, vector<3xf32> into f32
  vector.print %d : f32
  %ba = arith.constant dense<[[[1, 2]], [[3, 4]]]> : vector<2x1x2xi32>
  %bb = arith.constant dense<[[[1, 0], [0, 1]], [[2, 1], [1, 2]]]> : vector<2x2x2xi32>
  %bc = arith.constant dense<0> : vector<2x1x2xi32>
  %bm = vector.contract {indexing_maps = [#bt_a, #bt_b, #bt_c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %ba, %bb, %bc : vector<2x1x2xi32>, vector<2x2x2xi32> into vector<2x1x2xi32>
  vector.print %bm : vector<2x1x2xi32>

  // Inexact values: the bits show the order of rounding.
  %fa = arith.constant dense<[[0.1, 0.7, 0.3333], [1.1e-3, 5.7, 6.123]]> : vector<2x3xf32>
  %fb = arith.constant dense<[[0.91, 0.5], [2.3, -1.7], [0.13, 3.3]]> : vector<3x2xf32>
  %fc = arith.constant dense<[[1.01, 2.7], [3.1, 4.9]]> : vector<2x2xf32>
  %fm = vector.contract {indexing_maps = [#mm_a, #mm_b, #mm_c], iterator_types = ["parallel", "parallel", "reduction"]} %fa, %fb, %fc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %fmb = arith.bitcast %fm : vector<2x2xf32> to vector<2x2xi32>
  vector.print %fmb : vector<2x2xi32>
  %fx = arith.constant dense<[0.3, -1.7, 2.9]> : vector<3xf32>
  %fy = arith.constant dense<[0.7, 0.11]> : vector<2xf32>
  %fv = vector.contract {indexing_maps = [#mv_a, #mv_b, #mv_c], iterator_types = ["parallel", "reduction"]} %fa, %fx, %fy : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %fvb = arith.bitcast %fv : vector<2xf32> to vector<2xi32>
  vector.print %fvb : vector<2xi32>
  %fz = arith.constant 0.77 : f32
  %fd = vector.contract {indexing_maps = [#dot, #dot, #dot_c], iterator_types = ["reduction"]} %fx, %fx, %fz : vector<3xf32>, vector<3xf32> into f32
  %fdb = arith.bitcast %fd : f32 to i32
  vector.print %fdb : i32
  return
}
