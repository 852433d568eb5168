// The bare-pointer calling convention (--bare-ptr-memref-call-conv): statically shaped
// identity-layout memrefs cross function boundaries as one pointer, as arguments and results.

func.func private @row_sum(%m: memref<3x4xf32>, %r: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %z) -> (f32) {
    %x = memref.load %m[%r, %j] : memref<3x4xf32>
    %y = arith.addf %a, %x : f32
    scf.yield %y : f32
  }
  return %s : f32
}

// Returns its argument: the result crosses as a pointer too.
func.func private @same(%m: memref<3x4xf32>) -> memref<3x4xf32> {
  return %m : memref<3x4xf32>
}

// Called from C with plain pointers.
func.func @total(%m: memref<3x4xf32>, %out: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %m2 = call @same(%m) : (memref<3x4xf32>) -> memref<3x4xf32>
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %z) -> (f32) {
    %r = func.call @row_sum(%m2, %i) : (memref<3x4xf32>, index) -> f32
    %b = arith.addf %a, %r : f32
    scf.yield %b : f32
  }
  %first = call @row_sum(%m, %c0) : (memref<3x4xf32>, index) -> f32
  memref.store %first, %out[%c0] : memref<2xf32>
  memref.store %s, %out[%c1] : memref<2xf32>
  %x = memref.load %m2[%c2, %c3] : memref<3x4xf32>
  return %x : f32
}
