// scf.for with iteration arguments, scf.if with results, scf.while.
func.func @loops(%n: index, %x: f32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    %d = arith.addf %acc, %x : f32
    scf.yield %d : f32
  }
  %pos = arith.cmpf ogt, %sum, %x : f32
  %r = scf.if %pos -> (f32) {
    scf.yield %sum : f32
  } else {
    scf.yield %x : f32
  }
  %zero = arith.constant 0 : i32
  %ten = arith.constant 10 : i32
  %w = scf.while (%k = %zero) : (i32) -> i32 {
    %go = arith.cmpi slt, %k, %ten : i32
    scf.condition(%go) %k : i32
  } do {
  ^bb0(%k: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %k, %one : i32
    scf.yield %next : i32
  }
  return %r, %w : f32, i32
}
