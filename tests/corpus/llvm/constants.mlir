// llvm.mlir.constant in all its forms (integers of many widths, booleans,
// f16/bf16/f32/f64 including special values, dense vectors, splats, arrays,
// nested arrays, strings, struct constants) plus llvm.mlir.undef,
// llvm.mlir.poison and llvm.mlir.zero (scalar, pointer, vector, struct).
// undef/poison values are always completely overwritten before use.
module {
  // Sum of integer constants of several widths, widened to i64.
  llvm.func @int_constants() -> i64 {
    %t = llvm.mlir.constant(true) : i1
    %f = llvm.mlir.constant(false) : i1
    %a = llvm.mlir.constant(-128 : i8) : i8
    %b = llvm.mlir.constant(65535 : i16) : i16
    %c = llvm.mlir.constant(-2147483648 : i32) : i32
    %d = llvm.mlir.constant(1099511627776 : i64) : i64
    %e = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
    %g = llvm.mlir.constant(12345 : i24) : i24
    %t64 = llvm.zext %t : i1 to i64
    %f64 = llvm.zext %f : i1 to i64
    %a64 = llvm.sext %a : i8 to i64
    %b64 = llvm.zext %b : i16 to i64
    %c64 = llvm.sext %c : i32 to i64
    %sh = llvm.mlir.constant(100 : i128) : i128
    %e1 = llvm.lshr %e, %sh : i128
    %e64 = llvm.trunc %e1 : i128 to i64
    %g64 = llvm.sext %g : i24 to i64
    %s0 = llvm.add %t64, %f64 : i64
    %s1 = llvm.add %s0, %a64 : i64
    %s2 = llvm.add %s1, %b64 : i64
    %s3 = llvm.add %s2, %c64 : i64
    %s4 = llvm.add %s3, %d : i64
    %s5 = llvm.add %s4, %e64 : i64
    %s6 = llvm.add %s5, %g64 : i64
    llvm.return %s6 : i64
  }

  // Float constants selected by index.
  llvm.func @float_constant(%i: i32) -> f64 {
    %c0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %c1 = llvm.mlir.constant(-0.000000e+00 : f64) : f64
    %c2 = llvm.mlir.constant(0x7FF0000000000000 : f64) : f64
    %c3 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %c4 = llvm.mlir.constant(4.9406564584124654E-324 : f64) : f64
    %c5 = llvm.mlir.constant(1.7976931348623157E+308 : f64) : f64
    %c6f = llvm.mlir.constant(0.100000001 : f32) : f32
    %c6 = llvm.fpext %c6f : f32 to f64
    %c7h = llvm.mlir.constant(6.550400e+04 : f16) : f16
    %c7 = llvm.fpext %c7h : f16 to f64
    %c8b = llvm.mlir.constant(3.140630e+00 : bf16) : bf16
    %c8 = llvm.fpext %c8b : bf16 to f64
    %c9 = llvm.mlir.constant(0.1 : f64) : f64
    %c10 = llvm.mlir.constant(0x400921FB54442D18 : f64) : f64
    llvm.switch %i : i32, ^ret(%c10 : f64) [
      0: ^ret(%c0 : f64),
      1: ^ret(%c1 : f64),
      2: ^ret(%c2 : f64),
      3: ^ret(%c3 : f64),
      4: ^ret(%c4 : f64),
      5: ^ret(%c5 : f64),
      6: ^ret(%c6 : f64),
      7: ^ret(%c7 : f64),
      8: ^ret(%c8 : f64),
      9: ^ret(%c9 : f64)
    ]
  ^ret(%v: f64):
    llvm.return %v : f64
  }

  // NaN constant: returns 1 if it is unordered with itself.
  llvm.func @nan_constant_is_nan() -> i32 {
    %n = llvm.mlir.constant(0x7FF8000000000000 : f64) : f64
    %u = llvm.fcmp "uno" %n, %n : f64
    %r = llvm.zext %u : i1 to i32
    llvm.return %r : i32
  }

  // Dense vector constant, element chosen dynamically.
  llvm.func @vector_constant(%i: i32) -> i32 {
    %v = llvm.mlir.constant(dense<[10, -20, 30, -40]> : vector<4xi32>) : vector<4xi32>
    %s = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
    %m = llvm.mul %v, %s : vector<4xi32>
    %e = llvm.extractelement %m[%i : i32] : vector<4xi32>
    llvm.return %e : i32
  }

  llvm.func @float_vector_constant(%i: i64) -> f32 {
    %v = llvm.mlir.constant(dense<[1.500000e+00, -2.250000e+00]> : vector<2xf32>) : vector<2xf32>
    %h = llvm.mlir.constant(dense<5.000000e-01> : vector<2xf32>) : vector<2xf32>
    %m = llvm.fadd %v, %h : vector<2xf32>
    %e = llvm.extractelement %m[%i : i64] : vector<2xf32>
    llvm.return %e : f32
  }

  llvm.func @bool_vector_constant(%i: i32) -> i32 {
    %v = llvm.mlir.constant(dense<[true, false, false, true]> : vector<4xi1>) : vector<4xi1>
    %e = llvm.extractelement %v[%i : i32] : vector<4xi1>
    %r = llvm.zext %e : i1 to i32
    llvm.return %r : i32
  }

  // Array constant stored to the stack and indexed dynamically.
  llvm.func @array_constant(%i: i64) -> i32 {
    %a = llvm.mlir.constant(dense<[7, -7, 300, -300, 32767]> : tensor<5xi16>) : !llvm.array<5 x i16>
    %one = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %one x !llvm.array<5 x i16> : (i32) -> !llvm.ptr
    llvm.store %a, %p : !llvm.array<5 x i16>, !llvm.ptr
    %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x i16>
    %v = llvm.load %q : !llvm.ptr -> i16
    %w = llvm.sext %v : i16 to i32
    llvm.return %w : i32
  }

  // Nested array and float array constants accessed with extractvalue.
  llvm.func @nested_array_constant() -> f64 {
    %a = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
    %f = llvm.mlir.constant(dense<[2.500000e-01, 1.000000e+01]> : tensor<2xf64>) : !llvm.array<2 x f64>
    %x = llvm.extractvalue %a[1, 0] : !llvm.array<2 x array<2 x i32>>
    %y = llvm.extractvalue %a[0, 1] : !llvm.array<2 x array<2 x i32>>
    %g0 = llvm.extractvalue %f[0] : !llvm.array<2 x f64>
    %g1 = llvm.extractvalue %f[1] : !llvm.array<2 x f64>
    %xy = llvm.mul %x, %y : i32
    %xyf = llvm.sitofp %xy : i32 to f64
    %t = llvm.fmul %xyf, %g1 : f64
    %r = llvm.fadd %t, %g0 : f64
    llvm.return %r : f64
  }

  // String constant: sum of its bytes.
  llvm.func @string_constant_sum() -> i32 {
    %s = llvm.mlir.constant("MLIR") : !llvm.array<4 x i8>
    %a = llvm.extractvalue %s[0] : !llvm.array<4 x i8>
    %b = llvm.extractvalue %s[1] : !llvm.array<4 x i8>
    %c = llvm.extractvalue %s[2] : !llvm.array<4 x i8>
    %d = llvm.extractvalue %s[3] : !llvm.array<4 x i8>
    %a32 = llvm.zext %a : i8 to i32
    %b32 = llvm.zext %b : i8 to i32
    %c32 = llvm.zext %c : i8 to i32
    %d32 = llvm.zext %d : i8 to i32
    %s0 = llvm.add %a32, %b32 : i32
    %s1 = llvm.add %s0, %c32 : i32
    %s2 = llvm.add %s1, %d32 : i32
    llvm.return %s2 : i32
  }

  // Struct constant.
  llvm.func @struct_constant() -> f32 {
    %s = llvm.mlir.constant([3 : i32, 2.500000e-01 : f32]) : !llvm.struct<(i32, f32)>
    %a = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>
    %b = llvm.extractvalue %s[1] : !llvm.struct<(i32, f32)>
    %af = llvm.sitofp %a : i32 to f32
    %r = llvm.fadd %af, %b : f32
    llvm.return %r : f32
  }

  // llvm.mlir.zero for every kind of type; the result counts the zeros found.
  llvm.func @zero_values() -> i32 {
    %zi = llvm.mlir.zero : i32
    %zf = llvm.mlir.zero : f64
    %zp = llvm.mlir.zero : !llvm.ptr
    %zv = llvm.mlir.zero : vector<4xi16>
    %zs = llvm.mlir.zero : !llvm.struct<(i8, f32, ptr)>
    %za = llvm.mlir.zero : !llvm.array<3 x i64>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %k1 = llvm.icmp "eq" %zi, %c0 : i32
    %f0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %k2 = llvm.fcmp "oeq" %zf, %f0 : f64
    %bits = llvm.bitcast %zf : f64 to i64
    %z64 = llvm.mlir.constant(0 : i64) : i64
    %k3 = llvm.icmp "eq" %bits, %z64 : i64
    %pi = llvm.ptrtoint %zp : !llvm.ptr to i64
    %k4 = llvm.icmp "eq" %pi, %z64 : i64
    %two = llvm.mlir.constant(2 : i32) : i32
    %ve = llvm.extractelement %zv[%two : i32] : vector<4xi16>
    %z16 = llvm.mlir.constant(0 : i16) : i16
    %k5 = llvm.icmp "eq" %ve, %z16 : i16
    %sp = llvm.extractvalue %zs[2] : !llvm.struct<(i8, f32, ptr)>
    %spi = llvm.ptrtoint %sp : !llvm.ptr to i64
    %k6 = llvm.icmp "eq" %spi, %z64 : i64
    %ae = llvm.extractvalue %za[1] : !llvm.array<3 x i64>
    %k7 = llvm.icmp "eq" %ae, %z64 : i64
    %b1 = llvm.zext %k1 : i1 to i32
    %b2 = llvm.zext %k2 : i1 to i32
    %b3 = llvm.zext %k3 : i1 to i32
    %b4 = llvm.zext %k4 : i1 to i32
    %b5 = llvm.zext %k5 : i1 to i32
    %b6 = llvm.zext %k6 : i1 to i32
    %b7 = llvm.zext %k7 : i1 to i32
    %s1 = llvm.add %b1, %b2 : i32
    %s2 = llvm.add %s1, %b3 : i32
    %s3 = llvm.add %s2, %b4 : i32
    %s4 = llvm.add %s3, %b5 : i32
    %s5 = llvm.add %s4, %b6 : i32
    %s6 = llvm.add %s5, %b7 : i32
    llvm.return %s6 : i32
  }

  // Build a struct and a vector starting from undef and poison, overwriting
  // every field/lane before use.
  llvm.func @from_undef_poison(%a: i32, %b: i32) -> i32 {
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, i32)>
    %p = llvm.mlir.poison : vector<2xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %v0 = llvm.insertelement %b, %p[%i0 : i32] : vector<2xi32>
    %v1 = llvm.insertelement %a, %v0[%i1 : i32] : vector<2xi32>
    %x = llvm.extractvalue %s1[0] : !llvm.struct<(i32, i32)>
    %y = llvm.extractelement %v1[%i0 : i32] : vector<2xi32>
    %ten = llvm.mlir.constant(10 : i32) : i32
    %t = llvm.mul %x, %ten : i32
    %r = llvm.add %t, %y : i32
    llvm.return %r : i32
  }

  // An unused undef/poison of assorted types must not affect anything.
  llvm.func @unused_undef_poison(%x: i64) -> i64 {
    %u1 = llvm.mlir.undef : i64
    %u2 = llvm.mlir.undef : !llvm.ptr
    %p1 = llvm.mlir.poison : f32
    %p2 = llvm.mlir.poison : !llvm.array<2 x i8>
    llvm.return %x : i64
  }
}
