// Vector operations: insertelement/extractelement with constant and dynamic
// indices, shufflevector (permute, widen, narrow, concat, splat, with an
// undefined -1 lane that is never observed), element-wise arithmetic,
// comparisons and casts on vectors, and vector loads/stores.
module {
  // Build <4 x i32> from scalars, reverse with shufflevector, dot with [1,10,100,1000].
  llvm.func @reverse_dot(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
    %p = llvm.mlir.poison : vector<4xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %i3 = llvm.mlir.constant(3 : i32) : i32
    %v0 = llvm.insertelement %a, %p[%i0 : i32] : vector<4xi32>
    %v1 = llvm.insertelement %b, %v0[%i1 : i32] : vector<4xi32>
    %v2 = llvm.insertelement %c, %v1[%i2 : i32] : vector<4xi32>
    %v3 = llvm.insertelement %d, %v2[%i3 : i32] : vector<4xi32>
    %r = llvm.shufflevector %v3, %v3 [3, 2, 1, 0] : vector<4xi32>
    %w = llvm.mlir.constant(dense<[1, 10, 100, 1000]> : vector<4xi32>) : vector<4xi32>
    %m = llvm.mul %r, %w : vector<4xi32>
    %e0 = llvm.extractelement %m[%i0 : i32] : vector<4xi32>
    %e1 = llvm.extractelement %m[%i1 : i32] : vector<4xi32>
    %e2 = llvm.extractelement %m[%i2 : i32] : vector<4xi32>
    %e3 = llvm.extractelement %m[%i3 : i32] : vector<4xi32>
    %s0 = llvm.add %e0, %e1 : i32
    %s1 = llvm.add %s0, %e2 : i32
    %s2 = llvm.add %s1, %e3 : i32
    llvm.return %s2 : i32
  }

  // Interleave two <4 x f32> loaded from memory into an <8 x f32>, store it.
  llvm.func @interleave(%a: !llvm.ptr, %b: !llvm.ptr, %out: !llvm.ptr) {
    %va = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %vb = llvm.load %b {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %r = llvm.shufflevector %va, %vb [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
    llvm.store %r, %out {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
    llvm.return
  }

  // Narrowing shuffle: take the odd lanes of an <8 x i16> in memory.
  llvm.func @odd_lanes_sum(%p: !llvm.ptr) -> i32 {
    %v = llvm.load %p {alignment = 2 : i64} : !llvm.ptr -> vector<8xi16>
    %o = llvm.shufflevector %v, %v [1, 3, 5, 7] : vector<8xi16>
    %w = llvm.sext %o : vector<4xi16> to vector<4xi32>
    %h = llvm.shufflevector %w, %w [2, 3, -1, -1] : vector<4xi32>
    %s = llvm.add %w, %h : vector<4xi32>
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %i1 = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.extractelement %s[%i0 : i64] : vector<4xi32>
    %b = llvm.extractelement %s[%i1 : i64] : vector<4xi32>
    %r = llvm.add %a, %b : i32
    llvm.return %r : i32
  }

  // Splat a scalar via insertelement + zero-mask shuffle, then dynamic extract.
  llvm.func @splat_scale_extract(%x: f64, %i: i32) -> f64 {
    %u = llvm.mlir.undef : vector<4xf64>
    %z = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.insertelement %x, %u[%z : i32] : vector<4xf64>
    %s = llvm.shufflevector %v, %u [0, 0, 0, 0] : vector<4xf64>
    %k = llvm.mlir.constant(dense<[1.000000e+00, -2.000000e+00, 5.000000e-01, 0.000000e+00]> : vector<4xf64>) : vector<4xf64>
    %m = llvm.fmul %s, %k : vector<4xf64>
    %e = llvm.extractelement %m[%i : i32] : vector<4xf64>
    llvm.return %e : f64
  }

  // Dynamic insertelement: set lane i to v, return lane-wise xor-reduction.
  llvm.func @dyn_insert(%i: i64, %val: i8) -> i32 {
    %v = llvm.mlir.constant(dense<[1, 2, 4, 8, 16, 32, 64, -128]> : vector<8xi8>) : vector<8xi8>
    %w = llvm.insertelement %val, %v[%i : i64] : vector<8xi8>
    %lo = llvm.shufflevector %w, %w [0, 1, 2, 3] : vector<8xi8>
    %hi = llvm.shufflevector %w, %w [4, 5, 6, 7] : vector<8xi8>
    %x = llvm.xor %lo, %hi : vector<4xi8>
    %lo2 = llvm.shufflevector %x, %x [0, 1] : vector<4xi8>
    %hi2 = llvm.shufflevector %x, %x [2, 3] : vector<4xi8>
    %y = llvm.xor %lo2, %hi2 : vector<2xi8>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.extractelement %y[%c0 : i32] : vector<2xi8>
    %b = llvm.extractelement %y[%c1 : i32] : vector<2xi8>
    %r8 = llvm.xor %a, %b : i8
    %r = llvm.zext %r8 : i8 to i32
    llvm.return %r : i32
  }

  // Vector compare reduced by bitcasting the <4 x i1> mask to i4. The loads
  // have no explicit alignment (so the ABI alignment of <4 x i32>, 16, applies;
  // the driver aligns its arrays accordingly).
  llvm.func @lanes_greater(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
    %a = llvm.load %p : !llvm.ptr -> vector<4xi32>
    %b = llvm.load %q : !llvm.ptr -> vector<4xi32>
    %c = llvm.icmp "sgt" %a, %b : vector<4xi32>
    %m = llvm.bitcast %c : vector<4xi1> to i4
    %r = llvm.zext %m : i4 to i32
    llvm.return %r : i32
  }

  // Vector float ops + fcmp + vector casts: out[i] = (int)(a[i]*b[i] - a[i]) if a[i] < b[i] else -1
  llvm.func @vec_float_ops(%pa: !llvm.ptr, %pb: !llvm.ptr, %out: !llvm.ptr) {
    %a = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %b = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %m = llvm.fmul %a, %b : vector<4xf32>
    %d = llvm.fsub %m, %a : vector<4xf32>
    %n = llvm.fneg %d : vector<4xf32>
    %nn = llvm.fneg %n : vector<4xf32>
    %i = llvm.fptosi %nn : vector<4xf32> to vector<4xi32>
    %lt = llvm.fcmp "olt" %a, %b : vector<4xf32>
    %m1 = llvm.mlir.constant(dense<-1> : vector<4xi32>) : vector<4xi32>
    %r = llvm.select %lt, %i, %m1 : vector<4xi1>, vector<4xi32>
    llvm.store %r, %out {alignment = 4 : i64} : vector<4xi32>, !llvm.ptr
    llvm.return
  }

  // Vector integer widening/narrowing and shifts: per-lane (x << 1) >> 1 in i8.
  llvm.func @vec_casts_shifts(%x: i32) -> i32 {
    %v = llvm.bitcast %x : i32 to vector<4xi8>
    %one = llvm.mlir.constant(dense<1> : vector<4xi8>) : vector<4xi8>
    %s = llvm.shl %v, %one : vector<4xi8>
    %a = llvm.ashr %s, %one : vector<4xi8>
    %w = llvm.zext %a : vector<4xi8> to vector<4xi16>
    %t = llvm.trunc %w : vector<4xi16> to vector<4xi8>
    %r = llvm.bitcast %t : vector<4xi8> to i32
    llvm.return %r : i32
  }
}
