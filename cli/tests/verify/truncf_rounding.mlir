// arith.truncf with each rounding mode, on scalars and on 1-D and 2-D vectors: the result's
// bits are printed (as integers, so exactly). Values come through memory, so no folder sees
// them. Without a mode, or with to_nearest_even, ties go to even; the other modes round as
// they say (downward, upward, toward_zero, to_nearest_away), which a plain `fptrunc` would not.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<3xf64>
  // 1 + 2^-11 + 2^-30 (just above a tie of f16), -(1 + 2^-11) (a tie), 1 + 3 * 2^-11 (a tie).
  %v0 = arith.constant 1.0004882821813226 : f64
  %v1 = arith.constant -1.00048828125 : f64
  %v2 = arith.constant 1.00146484375 : f64
  memref.store %v0, %m[%c0] : memref<3xf64>
  memref.store %v1, %m[%c1] : memref<3xf64>
  memref.store %v2, %m[%c2] : memref<3xf64>
  %a = memref.load %m[%c0] : memref<3xf64>
  %b = memref.load %m[%c1] : memref<3xf64>
  %c = memref.load %m[%c2] : memref<3xf64>
  %vec = vector.from_elements %a, %b : vector<2xf64>
  %mat = vector.from_elements %a, %b, %c, %a : vector<2x2xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    %x = memref.load %m[%i] : memref<3xf64>
    %n = arith.truncf %x : f64 to f16
    %e = arith.truncf %x to_nearest_even : f64 to f16
    %d = arith.truncf %x downward : f64 to f16
    %u = arith.truncf %x upward : f64 to f16
    %z = arith.truncf %x toward_zero : f64 to f16
    %w = arith.truncf %x to_nearest_away : f64 to f16
    %f = arith.truncf %x downward : f64 to f32
    %all = vector.from_elements %n, %e, %d, %u, %z, %w : vector<6xf16>
    %bits = arith.bitcast %all : vector<6xf16> to vector<6xi16>
    vector.print %bits : vector<6xi16>
    %fb = arith.bitcast %f : f32 to i32
    vector.print %fb : i32
  }
  %vu = arith.truncf %vec upward : vector<2xf64> to vector<2xf16>
  %vub = arith.bitcast %vu : vector<2xf16> to vector<2xi16>
  vector.print %vub : vector<2xi16>
  %md = arith.truncf %mat downward : vector<2x2xf64> to vector<2x2xf16>
  %mdb = arith.bitcast %md : vector<2x2xf16> to vector<2x2xi16>
  vector.print %mdb : vector<2x2xi16>
  return
}
