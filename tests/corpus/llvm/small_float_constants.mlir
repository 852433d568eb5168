// Constants of float formats LLVM has no type for, as upstream's lowering writes them: the
// float attribute keeps its format and the constant is an integer of its width holding the bit
// pattern (scalars, hex-spelled NaNs and infinities, dense vectors and splats).
module {
  // The bits of constant `i` (as i64, zero-extended).
  llvm.func @small_float_bits(%i: i32) -> i64 {
    %a = llvm.mlir.constant(-1.375 : f8E4M3FN) : i8
    %b = llvm.mlir.constant(448.0 : f8E4M3FN) : i8
    %c = llvm.mlir.constant(0x7F : f8E4M3FN) : i8
    %d = llvm.mlir.constant(-57344.0 : f8E5M2) : i8
    %e = llvm.mlir.constant(0xFC : f8E5M2) : i8
    %f = llvm.mlir.constant(1.52587890625e-05 : f8E5M2) : i8
    %g = llvm.mlir.constant(0x80 : f8E4M3FNUZ) : i8
    %h = llvm.mlir.constant(0.5 : f8E8M0FNU) : i8
    %j = llvm.mlir.constant(-0.125 : f6E2M3FN) : i6
    %k = llvm.mlir.constant(28.0 : f6E3M2FN) : i6
    %l = llvm.mlir.constant(-6.0 : f4E2M1FN) : i4
    %m = llvm.mlir.constant(-30.0 : f8E4M3B11FNUZ) : i8
    %all = llvm.mlir.poison : !llvm.array<12 x i64>
    %a64 = llvm.zext %a : i8 to i64
    %b64 = llvm.zext %b : i8 to i64
    %c64 = llvm.zext %c : i8 to i64
    %d64 = llvm.zext %d : i8 to i64
    %e64 = llvm.zext %e : i8 to i64
    %f64 = llvm.zext %f : i8 to i64
    %g64 = llvm.zext %g : i8 to i64
    %h64 = llvm.zext %h : i8 to i64
    %j64 = llvm.zext %j : i6 to i64
    %k64 = llvm.zext %k : i6 to i64
    %l64 = llvm.zext %l : i4 to i64
    %m64 = llvm.zext %m : i8 to i64
    %s0 = llvm.insertvalue %a64, %all[0] : !llvm.array<12 x i64>
    %s1 = llvm.insertvalue %b64, %s0[1] : !llvm.array<12 x i64>
    %s2 = llvm.insertvalue %c64, %s1[2] : !llvm.array<12 x i64>
    %s3 = llvm.insertvalue %d64, %s2[3] : !llvm.array<12 x i64>
    %s4 = llvm.insertvalue %e64, %s3[4] : !llvm.array<12 x i64>
    %s5 = llvm.insertvalue %f64, %s4[5] : !llvm.array<12 x i64>
    %s6 = llvm.insertvalue %g64, %s5[6] : !llvm.array<12 x i64>
    %s7 = llvm.insertvalue %h64, %s6[7] : !llvm.array<12 x i64>
    %s8 = llvm.insertvalue %j64, %s7[8] : !llvm.array<12 x i64>
    %s9 = llvm.insertvalue %k64, %s8[9] : !llvm.array<12 x i64>
    %s10 = llvm.insertvalue %l64, %s9[10] : !llvm.array<12 x i64>
    %s11 = llvm.insertvalue %m64, %s10[11] : !llvm.array<12 x i64>
    %one = llvm.mlir.constant(1 : i64) : i64
    %slot = llvm.alloca %one x !llvm.array<12 x i64> : (i64) -> !llvm.ptr
    llvm.store %s11, %slot : !llvm.array<12 x i64>, !llvm.ptr
    %p = llvm.getelementptr %slot[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<12 x i64>
    %r = llvm.load %p : !llvm.ptr -> i64
    llvm.return %r : i64
  }

  // Element `i` of dense small-float vectors, zero-extended: a list, a splat, a 4-bit list.
  llvm.func @small_float_vector(%i: i32) -> i64 {
    %v = llvm.mlir.constant(dense<[1.5, -2.0, 0.0, 448.0]> : vector<4xf8E4M3FN>) : vector<4xi8>
    %s = llvm.mlir.constant(dense<-0.75> : vector<4xf6E2M3FN>) : vector<4xi6>
    %q = llvm.mlir.constant(dense<[0.5, 1.0, -3.0, 6.0]> : vector<4xf4E2M1FN>) : vector<4xi4>
    %x = llvm.extractelement %v[%i : i32] : vector<4xi8>
    %y = llvm.extractelement %s[%i : i32] : vector<4xi6>
    %z = llvm.extractelement %q[%i : i32] : vector<4xi4>
    %x64 = llvm.zext %x : i8 to i64
    %y64 = llvm.zext %y : i6 to i64
    %z64 = llvm.zext %z : i4 to i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %ys = llvm.shl %y64, %c8 : i64
    %zs = llvm.shl %z64, %c16 : i64
    %xy = llvm.or %x64, %ys : i64
    %r = llvm.or %xy, %zs : i64
    llvm.return %r : i64
  }
}
