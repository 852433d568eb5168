// A program with ops of every standard rule set's dialect, lowered by one rule set at a time
// (cli/tests/partial.rs) and finished by mlir-opt-22.

func.func private @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = math.sqrt %x : f32
    %a = arith.addf %acc, %y : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @main() {
  %n = arith.constant 5 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = index.mul %i, %i
    %j = arith.index_cast %k : index to i32
    %f = arith.sitofp %j : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  %s = func.call @sum(%m, %n) : (memref<?xf32>, index) -> f32
  vector.print %s : f32
  %v = vector.broadcast %s : f32 to vector<4xf32>
  %w = arith.mulf %v, %v : vector<4xf32>
  vector.print %w : vector<4xf32>
  %cst = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %abs = complex.abs %cst : complex<f32>
  vector.print %abs : f32
  %p = ub.poison : i32
  %t = arith.constant true
  cf.cond_br %t, ^ok, ^bad(%p : i32)
^ok:
  %q = arith.constant 7 : i32
  vector.print %q : i32
  memref.dealloc %m : memref<?xf32>
  return
^bad(%e: i32):
  vector.print %e : i32
  memref.dealloc %m : memref<?xf32>
  return
}
