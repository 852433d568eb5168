// The C interface (`llvm.emit_c_interface`): `_mlir_ciface_*` wrappers taking pointers to
// memref descriptors, struct results returned through a leading pointer, and an external
// function implemented in C behind `_mlir_ciface_scale_ext`.

// Sum of a 2-D view (any strides and offset) plus a scalar.
func.func @sum2d(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>, %bias: f64) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %bias) -> (f64) {
    %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> (f64) {
      %x = memref.load %m[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      %y = arith.addf %b, %x : f64
      scf.yield %y : f64
    }
    scf.yield %t : f64
  }
  return %s : f64
}

// Several results, one of them a memref: returned through the leading pointer.
func.func @first_and_count(%m: memref<?xi32>) -> (memref<?xi32>, i32, index) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<?xi32>
  %n = memref.dim %m, %c0 : memref<?xi32>
  return %m, %x, %n : memref<?xi32>, i32, index
}

// Scales a buffer in place through an external C function that receives the descriptor.
func.func private @scale_ext(%m: memref<?xi32>, %k: i32) -> i32 attributes {llvm.emit_c_interface}

func.func @scale_twice(%m: memref<?xi32>, %k: i32) -> i32 attributes {llvm.emit_c_interface} {
  %a = call @scale_ext(%m, %k) : (memref<?xi32>, i32) -> i32
  %b = call @scale_ext(%m, %k) : (memref<?xi32>, i32) -> i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}

// A memref allocated inside and returned to C, which reads and frees it.
func.func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}
