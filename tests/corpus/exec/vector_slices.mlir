// Broadcasts that stretch unit dimensions, strided slices, interleaving, bitcasts and outer
// products, as upstream's default vector lowering computes them.
func.func @main() {
  %row = arith.constant dense<[[1.0, 2.0, 3.0]]> : vector<1x3xf32>
  %b1 = vector.broadcast %row : vector<1x3xf32> to vector<2x3xf32>
  vector.print %b1 : vector<2x3xf32>
  %col = arith.constant dense<[[5], [6]]> : vector<2x1xi32>
  %b2 = vector.broadcast %col : vector<2x1xi32> to vector<3x2x4xi32>
  vector.print %b2 : vector<3x2x4xi32>
  %zero_d = arith.constant dense<7.5> : vector<f32>
  %b3 = vector.broadcast %zero_d : vector<f32> to vector<3xf32>
  vector.print %b3 : vector<3xf32>

  %v = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi16>
  %s1 = vector.extract_strided_slice %v {offsets = [4], sizes = [3], strides = [1]} : vector<8xi16> to vector<3xi16>
  vector.print %s1 : vector<3xi16>
  %m = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : vector<3x4xi32>
  %s2 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi32> to vector<2x2xi32>
  vector.print %s2 : vector<2x2xi32>
  %s3 = vector.extract_strided_slice %m {offsets = [2], sizes = [1], strides = [1]} : vector<3x4xi32> to vector<1x4xi32>
  vector.print %s3 : vector<1x4xi32>
  %patch = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi32>
  %i1 = vector.insert_strided_slice %patch, %m {offsets = [1, 1], strides = [1, 1]} : vector<2x2xi32> into vector<3x4xi32>
  vector.print %i1 : vector<3x4xi32>
  %small = arith.constant dense<[-9, -8]> : vector<2xi32>
  %i2 = vector.insert_strided_slice %small, %m {offsets = [2, 1], strides = [1]} : vector<2xi32> into vector<3x4xi32>
  vector.print %i2 : vector<3x4xi32>

  %a = arith.constant dense<[1, 3, 5]> : vector<3xi8>
  %b = arith.constant dense<[2, 4, 6]> : vector<3xi8>
  %il = vector.interleave %a, %b : vector<3xi8> -> vector<6xi8>
  vector.print %il : vector<6xi8>
  %even, %odd = vector.deinterleave %il : vector<6xi8> -> vector<3xi8>
  vector.print %even : vector<3xi8>
  vector.print %odd : vector<3xi8>
  %il2 = vector.interleave %m, %m : vector<3x4xi32> -> vector<3x8xi32>
  vector.print %il2 : vector<3x8xi32>
  %bits = vector.bitcast %m : vector<3x4xi32> to vector<3x8xi16>
  vector.print %bits : vector<3x8xi16>
  %f = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %fb = vector.bitcast %f : vector<2xf32> to vector<2xi32>
  vector.print %fb : vector<2xi32>

  %x = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %y = arith.constant dense<[3.0, 4.0, 5.0]> : vector<3xf32>
  %acc = arith.constant dense<0.5> : vector<2x3xf32>
  %o1 = vector.outerproduct %x, %y : vector<2xf32>, vector<3xf32>
  vector.print %o1 : vector<2x3xf32>
  %o2 = vector.outerproduct %x, %y, %acc : vector<2xf32>, vector<3xf32>
  vector.print %o2 : vector<2x3xf32>
  %o3 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  vector.print %o3 : vector<2x3xf32>
  %xi = arith.constant dense<[2, -3]> : vector<2xi32>
  %yi = arith.constant dense<[1, 10]> : vector<2xi32>
  %acci = arith.constant dense<[[1, 1], [2, 2]]> : vector<2x2xi32>
  %o4 = vector.outerproduct %xi, %yi, %acci {kind = #vector.kind<minsi>} : vector<2xi32>, vector<2xi32>
  vector.print %o4 : vector<2x2xi32>
  %sc = arith.constant 3.0 : f32
  %o5 = vector.outerproduct %y, %sc, %y : vector<3xf32>, f32
  vector.print %o5 : vector<3xf32>
  %sci = arith.constant 4 : i32
  %o6 = vector.outerproduct %yi, %sci : vector<2xi32>, i32
  vector.print %o6 : vector<2xi32>
  return
}
