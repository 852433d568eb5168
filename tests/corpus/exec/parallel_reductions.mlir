// Reductions of scf.parallel, which lowrite's own reader takes: a sum of integers and a maximum
// of floats over a 1-D space, and a product over a 2-D space with a step of 2, run against
// upstream. Dense constants the reader takes too: an index vector and f16 and hexadecimal
// float elements.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %w = arith.constant -1.0 : f32
  %r, %q = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %w) -> (i64, f32) {
    %x = arith.index_cast %i : index to i64
    %y = arith.sitofp %x : i64 to f32
    scf.reduce(%x, %y : i64, f32) {
    ^bb0(%l: i64, %m: i64):
      %s = arith.addi %l, %m : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%l: f32, %m: f32):
      %s = arith.maximumf %l, %m : f32
      scf.reduce.return %s : f32
    }
  }
  vector.print %r : i64
  vector.print %q : f32
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %p = scf.parallel (%i, %j) = (%c1, %c0) to (%c4, %c4) step (%c1, %c2) init (%one) -> i32 {
    %k = arith.addi %i, %j : index
    %v = arith.index_cast %k : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %m: i32):
      %s = arith.muli %l, %m : i32
      scf.reduce.return %s : i32
    }
  }
  vector.print %p : i32
  %iv = arith.constant dense<[[9, -1], [0, 7]]> : vector<2x2xindex>
  vector.print %iv : vector<2x2xindex>
  %hv = arith.constant dense<[1.5, -2.0, 0.1, 65504.0]> : vector<4xf16>
  vector.print %hv : vector<4xf16>
  %xv = arith.constant dense<[0x7F800000, 0x00000001, -0.0]> : vector<3xf32>
  vector.print %xv : vector<3xf32>
  return
}
