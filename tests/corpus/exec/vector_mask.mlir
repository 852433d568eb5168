// PIPELINE: builtin.module(func.func(lower-vector-mask))
// vector.mask: around reductions of every kind (with and without an accumulator, with NaN and
// signed-zero inputs, and with every lane masked off), and around transfers, whose masks the
// lower-vector-mask pass folds in.
func.func @reduce_f32(%v: vector<4xf32>, %k: vector<4xi1>) {
  %acc = arith.constant -0.5 : f32
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %k { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %2 = vector.mask %k { vector.reduction <mul>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %3 = vector.mask %k { vector.reduction <minnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %4 = vector.mask %k { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %5 = vector.mask %k { vector.reduction <minimumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %6 = vector.mask %k { vector.reduction <maximumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %7 = vector.mask %k { vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f32
  vector.print %4 : f32
  vector.print %5 : f32
  vector.print %6 : f32
  vector.print %7 : f32
  return
}

func.func @reduce_i8(%v: vector<8xi8>, %k: vector<8xi1>) {
  %acc = arith.constant 3 : i8
  %0 = vector.mask %k { vector.reduction <add>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %1 = vector.mask %k { vector.reduction <mul>, %v, %acc : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %2 = vector.mask %k { vector.reduction <and>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %3 = vector.mask %k { vector.reduction <or>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %4 = vector.mask %k { vector.reduction <xor>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %5 = vector.mask %k { vector.reduction <minsi>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %6 = vector.mask %k { vector.reduction <maxsi>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %7 = vector.mask %k { vector.reduction <minui>, %v : vector<8xi8> into i8 } : vector<8xi1> -> i8
  %8 = vector.mask %k { vector.reduction <maxui>, %v, %acc : vector<8xi8> into i8 } : vector<8xi1> -> i8
  vector.print %0 : i8
  vector.print %1 : i8
  vector.print %2 : i8
  vector.print %3 : i8
  vector.print %4 : i8
  vector.print %5 : i8
  vector.print %6 : i8
  vector.print %7 : i8
  vector.print %8 : i8
  return
}

func.func @main() {
  %f = arith.constant dense<[2.5, -0.0, 0x7FC00000, -4.0]> : vector<4xf32>
  %k1 = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %k2 = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  %k0 = arith.constant dense<false> : vector<4xi1>
  %g = arith.constant dense<[-3.0, -7.5, 1.0e38, -0.0]> : vector<4xf32>
  call @reduce_f32(%f, %k1) : (vector<4xf32>, vector<4xi1>) -> ()
  call @reduce_f32(%f, %k2) : (vector<4xf32>, vector<4xi1>) -> ()
  call @reduce_f32(%g, %k1) : (vector<4xf32>, vector<4xi1>) -> ()
  call @reduce_f32(%g, %k0) : (vector<4xf32>, vector<4xi1>) -> ()
  %i = arith.constant dense<[5, -128, 127, 12, -1, 0, 64, -3]> : vector<8xi8>
  %m1 = arith.constant dense<[true, false, true, true, false, true, true, false]> : vector<8xi1>
  %m0 = arith.constant dense<false> : vector<8xi1>
  call @reduce_i8(%i, %m1) : (vector<8xi8>, vector<8xi1>) -> ()
  call @reduce_i8(%i, %m0) : (vector<8xi8>, vector<8xi1>) -> ()

  // Masked transfers at the edge of a 6-element buffer.
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant -1.0 : f32
  %buf = memref.alloca() : memref<6xf32>
  %ones = arith.constant dense<7.0> : vector<4xf32>
  vector.transfer_write %ones, %buf[%c0] {in_bounds = [true]} : vector<4xf32>, memref<6xf32>
  vector.transfer_write %ones, %buf[%c4] {in_bounds = [false]} : vector<4xf32>, memref<6xf32>
  vector.mask %k2 { vector.transfer_write %g, %buf[%c0] {in_bounds = [true]} : vector<4xf32>, memref<6xf32> } : vector<4xi1>
  %r = vector.mask %k1 { vector.transfer_read %buf[%c4], %pad : memref<6xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %all = vector.transfer_read %buf[%c0], %pad {in_bounds = [false]} : memref<6xf32>, vector<8xf32>
  vector.print %r : vector<4xf32>
  vector.print %all : vector<8xf32>
  return
}
