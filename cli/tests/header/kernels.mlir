// Functions of every kind a C header declares: the C interface with memref, unranked, complex
// and several results; plain functions with expanded memrefs and small integers; and ones C
// cannot call with its own ABI (several results without the C interface, a vector argument),
// which the header explains instead. The private one is not exported.

func.func @scale(%m: memref<?xf32>, %k: f32) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %r[%i] : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @min_max(%m: memref<?xi32>) -> (i32, i32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %first = memref.load %m[%c0] : memref<?xi32>
  %lo, %hi = scf.for %i = %c1 to %n step %c1 iter_args(%a = %first, %b = %first) -> (i32, i32) {
    %x = memref.load %m[%i] : memref<?xi32>
    %a2 = arith.minsi %a, %x : i32
    %b2 = arith.maxsi %b, %x : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %lo, %hi : i32, i32
}

func.func @rank_of(%u: memref<*xi16>) -> index attributes {llvm.emit_c_interface} {
  %r = memref.rank %u : memref<*xi16>
  return %r : index
}

func.func @conj_first(%m: memref<2xcomplex<f32>>) -> complex<f32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %z = memref.load %m[%c0] : memref<2xcomplex<f32>>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %nim = arith.negf %im : f32
  %w = complex.create %re, %nim : complex<f32>
  return %w : complex<f32>
}

func.func @sum2d(%m: memref<2x3xf64, strided<[?, ?], offset: ?>>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f64) {
    %t = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> (f64) {
      %x = memref.load %m[%i, %j] : memref<2x3xf64, strided<[?, ?], offset: ?>>
      %a = arith.addf %acc2, %x : f64
      scf.yield %a : f64
    }
    scf.yield %t : f64
  }
  return %s : f64
}

func.func @add_u8(%a: i8, %b: i64, %flag: i1) -> i64 {
  %w = arith.extui %a : i8 to i64
  %s = arith.addi %w, %b : i64
  %t = arith.extui %flag : i1 to i64
  %r = arith.addi %s, %t : i64
  return %r : i64
}

func.func @pair(%x: index) -> (index, index) {
  return %x, %x : index, index
}

func.func @lanes(%v: vector<4xf32>) -> f32 {
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  return %s : f32
}

func.func private @hidden(%x: i32) -> i32 {
  return %x : i32
}
