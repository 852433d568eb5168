// scf.for kept by a partial lowering prints as mlir-opt prints it: without its yield when it
// carries no values, with iter_args, a non-index induction variable, and unsigned comparison.
func.func @f(%n: index, %a: i32, %b: i32, %m: memref<4xf32>) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.constant 2.0 : f32
    memref.store %x, %m[%i] : memref<4xf32>
  }
  %r = scf.for %i = %a to %b step %a iter_args(%s = %a) -> (i32) : i32 {
    %t = arith.addi %s, %i : i32
    scf.yield %t : i32
  }
  %init = arith.constant 0.0 : f32
  %r2:2 = scf.for unsigned %i = %c0 to %n step %c1 iter_args(%s = %init, %u = %a) -> (f32, i32) {
    %c0_0 = arith.constant 0 : index
    %v = memref.load %m[%c0_0] : memref<4xf32>
    %w = arith.addf %s, %v : f32
    scf.yield %w, %u : f32, i32
  }
  return %r, %r2#0 : i32, f32
}
