// PIPELINE: builtin.module(convert-arith-to-apfloat,convert-math-to-apfloat)
// Float formats LLVM has no type for (f8E4M3FN, f8E5M2, f6E2M3FN, f4E2M1FN...): they lower to
// integers of their width holding the bit pattern, print through printApFloat, cross function
// boundaries and memory as those integers, and compute through MLIR's APFloat wrappers (the
// convert-arith-to-apfloat and convert-math-to-apfloat passes).

// Every bit pattern of a format, printed in order (NaNs, infinities, subnormals, signed zeros).
func.func @all_e4m3fn() {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c0_idx = arith.constant 0 : index
  %c1_idx = arith.constant 1 : index
  %n = arith.constant 256 : index
  scf.for %i = %c0_idx to %n step %c1_idx iter_args(%b = %c0) -> (i8) {
    %f = arith.bitcast %b : i8 to f8E4M3FN
    vector.print %f : f8E4M3FN punctuation <comma>
    %next = arith.addi %b, %c1 : i8
    scf.yield %next : i8
  }
  vector.print punctuation <newline>
  return
}

func.func @all_f4(%first: i4) {
  %c1 = arith.constant 1 : i4
  %c0_idx = arith.constant 0 : index
  %c1_idx = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0_idx to %n step %c1_idx iter_args(%b = %first) -> (i4) {
    %f = arith.bitcast %b : i4 to f4E2M1FN
    vector.print %f : f4E2M1FN punctuation <comma>
    %next = arith.addi %b, %c1 : i4
    scf.yield %next : i4
  }
  vector.print punctuation <newline>
  return
}

// Constants of each format: extremes, subnormals, negative zero, NaN and infinity where the
// format has them.
func.func @constants() {
  %a = arith.constant 57344.0 : f8E5M2
  %b = arith.constant -1.52587890625e-05 : f8E5M2
  %c = arith.constant 0x7C : f8E5M2
  %d = arith.constant 0xFE : f8E5M2
  %e = arith.constant 448.0 : f8E4M3FN
  %f = arith.constant -0.001953125 : f8E4M3FN
  %g = arith.constant 0x7F : f8E4M3FN
  %h = arith.constant -0.0 : f8E4M3FN
  %i = arith.constant 240.0 : f8E4M3
  %j = arith.constant 0.0625 : f8E3M4
  %k = arith.constant 57344.0 : f8E5M2FNUZ
  %l = arith.constant 0x80 : f8E4M3FNUZ
  %m = arith.constant -30.0 : f8E4M3B11FNUZ
  %n = arith.constant 0.5 : f8E8M0FNU
  %o = arith.constant 0xFF : f8E8M0FNU
  %p = arith.constant 28.0 : f6E3M2FN
  %q = arith.constant -0.125 : f6E2M3FN
  %r = arith.constant 6.0 : f4E2M1FN
  vector.print %a : f8E5M2
  vector.print %b : f8E5M2
  vector.print %c : f8E5M2
  vector.print %d : f8E5M2
  vector.print %e : f8E4M3FN
  vector.print %f : f8E4M3FN
  vector.print %g : f8E4M3FN
  vector.print %h : f8E4M3FN
  vector.print %i : f8E4M3
  vector.print %j : f8E3M4
  vector.print %k : f8E5M2FNUZ
  vector.print %l : f8E4M3FNUZ
  vector.print %m : f8E4M3B11FNUZ
  vector.print %n : f8E8M0FNU
  vector.print %o : f8E8M0FNU
  vector.print %p : f6E3M2FN
  vector.print %q : f6E2M3FN
  vector.print %r : f4E2M1FN
  return
}

// Vectors and memory: a dense constant, stored to and loaded from a memref, element by element.
func.func @vectors_and_memory() {
  %v = arith.constant dense<[1.5, -2.0, 0.0, 448.0]> : vector<4xf8E4M3FN>
  vector.print %v : vector<4xf8E4M3FN>
  %s = arith.constant dense<-0.75> : vector<2x2xf6E2M3FN>
  vector.print %s : vector<2x2xf6E2M3FN>
  %mem = memref.alloca() : memref<4xf8E4M3FN>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = vector.extract %v[3] : f8E4M3FN from vector<4xf8E4M3FN>
  memref.store %x, %mem[%c0] : memref<4xf8E4M3FN>
  %y = memref.load %mem[%c0] : memref<4xf8E4M3FN>
  vector.print %y : f8E4M3FN
  vector.store %v, %mem[%c0] : memref<4xf8E4M3FN>, vector<4xf8E4M3FN>
  %z = memref.load %mem[%c3] : memref<4xf8E4M3FN>
  vector.print %z : f8E4M3FN
  return
}

// Across function boundaries, and computed on in software.
func.func @half_of(%x: f8E5M2) -> f8E5M2 {
  %two = arith.constant 2.0 : f8E5M2
  %r = arith.divf %x, %two : f8E5M2
  return %r : f8E5M2
}

func.func @arithmetic() {
  %a = arith.constant 3.0 : f8E5M2
  %h = func.call @half_of(%a) : (f8E5M2) -> f8E5M2
  vector.print %h : f8E5M2
  %b = arith.constant 448.0 : f8E4M3FN
  %sum = arith.addf %b, %b : f8E4M3FN
  vector.print %sum : f8E4M3FN
  %neg = arith.constant -1.4 : f8E4M3FN
  %abs = math.absf %neg : f8E4M3FN
  vector.print %abs : f8E4M3FN
  %wide = arith.extf %abs : f8E4M3FN to f32
  vector.print %wide : f32
  return
}

func.func @main() {
  call @all_e4m3fn() : () -> ()
  %first = arith.constant 0 : i4
  call @all_f4(%first) : (i4) -> ()
  call @constants() : () -> ()
  call @vectors_and_memory() : () -> ()
  call @arithmetic() : () -> ()
  return
}
