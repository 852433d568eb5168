// memref.atomic_rmw of every kind LLVM has an atomic operation for, on a 1-D integer memref
// and a 2-D float memref (dynamic size, and a transposed view of it); each returns the old value.
func.func @ints(%m: memref<16xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %o0 = memref.atomic_rmw addi %x, %m[%c0] : (i32, memref<16xi32>) -> i32
  %o1 = memref.atomic_rmw andi %x, %m[%c1] : (i32, memref<16xi32>) -> i32
  %o2 = memref.atomic_rmw assign %x, %m[%c2] : (i32, memref<16xi32>) -> i32
  %o3 = memref.atomic_rmw maxs %x, %m[%c3] : (i32, memref<16xi32>) -> i32
  %o4 = memref.atomic_rmw maxu %x, %m[%c4] : (i32, memref<16xi32>) -> i32
  %o5 = memref.atomic_rmw mins %x, %m[%c5] : (i32, memref<16xi32>) -> i32
  %o6 = memref.atomic_rmw minu %x, %m[%c6] : (i32, memref<16xi32>) -> i32
  %o7 = memref.atomic_rmw ori %x, %m[%c7] : (i32, memref<16xi32>) -> i32
  %o8 = memref.atomic_rmw xori %x, %m[%c8] : (i32, memref<16xi32>) -> i32
  %s0 = arith.xori %o0, %o1 : i32
  %s1 = arith.xori %s0, %o2 : i32
  %s2 = arith.xori %s1, %o3 : i32
  %s3 = arith.xori %s2, %o4 : i32
  %s4 = arith.xori %s3, %o5 : i32
  %s5 = arith.xori %s4, %o6 : i32
  %s6 = arith.xori %s5, %o7 : i32
  %s7 = arith.xori %s6, %o8 : i32
  return %s7 : i32
}

func.func @floats(%m: memref<?x4xf32>, %x: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?x4xf32>
  %t = memref.reinterpret_cast %m to offset: [0], sizes: [4, %n], strides: [1, 4]
      : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %o0 = memref.atomic_rmw addf %x, %t[%c0, %i] : (f32, memref<4x?xf32, strided<[1, 4]>>) -> f32
  %o1 = memref.atomic_rmw maximumf %x, %t[%c1, %i] : (f32, memref<4x?xf32, strided<[1, 4]>>) -> f32
  %o2 = memref.atomic_rmw minimumf %x, %t[%c2, %i] : (f32, memref<4x?xf32, strided<[1, 4]>>) -> f32
  %o3 = memref.atomic_rmw maxnumf %x, %t[%c3, %i] : (f32, memref<4x?xf32, strided<[1, 4]>>) -> f32
  %o4 = memref.atomic_rmw minnumf %x, %m[%i, %c0] : (f32, memref<?x4xf32>) -> f32
  %s0 = arith.addf %o0, %o1 : f32
  %s1 = arith.addf %s0, %o2 : f32
  %s2 = arith.addf %s1, %o3 : f32
  %s3 = arith.addf %s2, %o4 : f32
  return %s3 : f32
}
