// scf.if kept by a partial lowering prints as mlir-opt prints it: without yields when it has no
// results, with an else region or not, with one result or several.
func.func @f(%c: i1, %a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %a, %m[%c0] : memref<4xi32>
  }
  scf.if %c {
    memref.store %a, %m[%c0] : memref<4xi32>
  } else {
    %c1 = arith.constant 1 : index
    memref.store %a, %m[%c1] : memref<4xi32>
  }
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %e:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %r, %r : i32, i32
  }
  return %e#1 : i32
}
