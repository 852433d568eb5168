// Memrefs of complex numbers and of vectors: loads and stores of whole elements through the
// linearized address (elements are the converted struct and vector types), allocated locally
// and passed from C.
func.func @complex_scale(%m: memref<?xcomplex<f32>>, %k: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xcomplex<f32>>
  %zero = arith.constant 0.0 : f32
  %kz = complex.create %k, %zero : complex<f32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %z = memref.load %m[%i] : memref<?xcomplex<f32>>
    %p = complex.mul %z, %kz : complex<f32>
    memref.store %p, %m[%i] : memref<?xcomplex<f32>>
    %im = complex.im %p : complex<f32>
    %s = arith.addf %acc, %im : f32
    scf.yield %s : f32
  }
  return %sum : f32
}

func.func @vector_rows(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = memref.alloca() : memref<2x3xvector<4xf32>>
  %va = vector.broadcast %a : f32 to vector<4xf32>
  %vb = vector.broadcast %b : f32 to vector<4xf32>
  memref.store %va, %rows[%c0, %c2] : memref<2x3xvector<4xf32>>
  memref.store %vb, %rows[%c1, %c1] : memref<2x3xvector<4xf32>>
  %x = memref.load %rows[%c0, %c2] : memref<2x3xvector<4xf32>>
  %y = memref.load %rows[%c1, %c1] : memref<2x3xvector<4xf32>>
  %f = vector.fma %x, %y, %x : vector<4xf32>
  %r = vector.reduction <add>, %f : vector<4xf32> into f32
  return %r : f32
}
