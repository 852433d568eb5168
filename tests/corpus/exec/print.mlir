// vector.print of every scalar type lowrite converts, of vectors of rank 0 to 3, of strings, and
// its punctuation forms.
func.func @main() {
  %f = arith.constant 1.5 : f32
  %d = arith.constant -2.25 : f64
  %h = arith.constant 3.0 : f16
  %b = arith.constant 0.5 : bf16
  %t = arith.constant true
  %i3 = arith.constant -1 : i3
  %i8 = arith.constant -7 : i8
  %i64 = arith.constant 123456789012 : i64
  %ix = arith.constant 42 : index
  vector.print %f : f32
  vector.print %d : f64
  vector.print %h : f16
  vector.print %b : bf16
  vector.print %t : i1
  vector.print %i3 : i3
  vector.print %i8 : i8
  vector.print %i64 : i64
  vector.print %ix : index
  vector.print %f : f32 punctuation <comma>
  vector.print %d : f64 punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  vector.print str "hello, world\n"
  vector.print str "two"
  vector.print str " strings\n"
  %v = arith.constant dense<[1.0, 2.5, -3.0, 4.0]> : vector<4xf32>
  vector.print %v : vector<4xf32>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  vector.print %m : vector<2x3xi32>
  %c = arith.constant dense<[[[true, false], [false, true]], [[true, true], [false, false]]]> : vector<2x2x2xi1>
  vector.print %c : vector<2x2x2xi1> punctuation <comma>
  vector.print punctuation <newline>
  %z = arith.constant dense<7.0> : vector<f64>
  vector.print %z : vector<f64>
  %u = arith.constant dense<[-1, 2]> : vector<2xi8>
  vector.print %u : vector<2xi8>
  %one = arith.constant dense<[[9]]> : vector<1x1xindex>
  vector.print %one : vector<1x1xindex>
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0xFF800000 : f64
  %nz = arith.constant -0.0 : f32
  %tiny = arith.constant 1.0e-30 : f64
  %big = arith.constant 3.0e+38 : f32
  vector.print %nan : f32
  vector.print %inf : f64
  vector.print %nz : f32
  vector.print %tiny : f64
  vector.print %big : f32
  %fv = arith.constant dense<[0x7FC00000, -0.0, 1.0e-7]> : vector<3xf32>
  vector.print %fv : vector<3xf32>
  %hv = arith.constant dense<[[1.5, -2.0], [0.25, 65504.0]]> : vector<2x2xf16>
  vector.print %hv : vector<2x2xf16>
  %min = arith.constant -9223372036854775808 : i64
  vector.print %min : i64
  %w = arith.constant dense<[-2, 1]> : vector<2xi2>
  vector.print %w : vector<2xi2>
  vector.print str "done"
  vector.print punctuation <newline>
  return
}
