// vector.transfer_read/write (in bounds, out of bounds with padding, with masks, n-D through
// convert-vector-to-scf as upstream's test pipeline prepares them), create_mask, constant_mask
// and step.
// PIPELINE: builtin.module(convert-vector-to-scf, lower-affine, convert-scf-to-cf)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x6xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x6xf32>
    }
  }
  %in = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true]} : memref<3x6xf32>, vector<4xf32>
  vector.print %in : vector<4xf32>
  %out = vector.transfer_read %m[%c2, %c3], %pad : memref<3x6xf32>, vector<5xf32>
  vector.print %out : vector<5xf32>
  %mask = vector.create_mask %c2 : vector<4xi1>
  vector.print %mask : vector<4xi1>
  %masked = vector.transfer_read %m[%c0, %c1], %pad, %mask : memref<3x6xf32>, vector<4xf32>
  vector.print %masked : vector<4xf32>
  %dyn = memref.cast %m : memref<3x6xf32> to memref<?x?xf32>
  %out_dyn = vector.transfer_read %dyn[%c0, %c3], %pad : memref<?x?xf32>, vector<6xf32>
  vector.print %out_dyn : vector<6xf32>
  %two_d = vector.transfer_read %m[%c1, %c2], %pad : memref<3x6xf32>, vector<3x5xf32>
  vector.print %two_d : vector<3x5xf32>

  %ten = arith.constant dense<10.0> : vector<4xf32>
  vector.transfer_write %ten, %m[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<3x6xf32>
  %twenty = arith.constant dense<20.0> : vector<4xf32>
  vector.transfer_write %twenty, %m[%c1, %c3] : vector<4xf32>, memref<3x6xf32>
  %thirty = arith.constant dense<30.0> : vector<4xf32>
  %m1 = vector.create_mask %c1 : vector<4xi1>
  vector.transfer_write %thirty, %m[%c2, %c2], %m1 : vector<4xf32>, memref<3x6xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<3x6xf32>, vector<3x6xf32>
  vector.print %all : vector<3x6xf32>

  %m2 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  vector.print %m2 : vector<3x4xi1>
  %cm = vector.constant_mask [3] : vector<5xi1>
  vector.print %cm : vector<5xi1>
  %cm2 = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm2 : vector<2x3xi1>
  %steps = vector.step : vector<6xindex>
  vector.print %steps : vector<6xindex>
  memref.dealloc %m : memref<3x6xf32>
  return
}
