// llvm.select on integers, floats, pointers and vectors (vector condition),
// with a fastmath flag; llvm.freeze on defined values and on poison/undef
// (used only in ways that make the result deterministic: x ^ x, x & 0).
module {
  llvm.func @max_i32(%a: i32, %b: i32) -> i32 {
    %c = llvm.icmp "sgt" %a, %b : i32
    %r = llvm.select %c, %a, %b : i1, i32
    llvm.return %r : i32
  }

  llvm.func @abs_f64(%a: f64) -> f64 {
    %z = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %c = llvm.fcmp "olt" %a, %z : f64
    %n = llvm.fneg %a : f64
    %r = llvm.select %c, %n, %a {fastmathFlags = #llvm.fastmath<nsz>} : i1, f64
    llvm.return %r : f64
  }

  // Pick one of two pointers and load through it.
  llvm.func @pick_load(%flag: i32, %p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "ne" %flag, %z : i32
    %ptr = llvm.select %c, %p, %q : i1, !llvm.ptr
    %v = llvm.load %ptr : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  // Element-wise clamp of a 4-vector to [lo, hi] with vector selects; returns
  // the horizontal sum of the clamped values.
  llvm.func @clamp_sum(%a: i32, %b: i32, %c: i32, %d: i32, %lo: i32, %hi: i32) -> i32 {
    %u = llvm.mlir.undef : vector<4xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %i3 = llvm.mlir.constant(3 : i32) : i32
    %v0 = llvm.insertelement %a, %u[%i0 : i32] : vector<4xi32>
    %v1 = llvm.insertelement %b, %v0[%i1 : i32] : vector<4xi32>
    %v2 = llvm.insertelement %c, %v1[%i2 : i32] : vector<4xi32>
    %v = llvm.insertelement %d, %v2[%i3 : i32] : vector<4xi32>
    %l0 = llvm.insertelement %lo, %u[%i0 : i32] : vector<4xi32>
    %lv = llvm.shufflevector %l0, %u [0, 0, 0, 0] : vector<4xi32>
    %h0 = llvm.insertelement %hi, %u[%i0 : i32] : vector<4xi32>
    %hv = llvm.shufflevector %h0, %u [0, 0, 0, 0] : vector<4xi32>
    %clo = llvm.icmp "slt" %v, %lv : vector<4xi32>
    %w = llvm.select %clo, %lv, %v : vector<4xi1>, vector<4xi32>
    %chi = llvm.icmp "sgt" %w, %hv : vector<4xi32>
    %x = llvm.select %chi, %hv, %w : vector<4xi1>, vector<4xi32>
    %x0 = llvm.extractelement %x[%i0 : i32] : vector<4xi32>
    %x1 = llvm.extractelement %x[%i1 : i32] : vector<4xi32>
    %x2 = llvm.extractelement %x[%i2 : i32] : vector<4xi32>
    %x3 = llvm.extractelement %x[%i3 : i32] : vector<4xi32>
    %s0 = llvm.add %x0, %x1 : i32
    %s1 = llvm.add %s0, %x2 : i32
    %s2 = llvm.add %s1, %x3 : i32
    llvm.return %s2 : i32
  }

  // select with an i1 condition coming straight from the caller (as i32).
  llvm.func @select_i1_arg(%flag: i32, %a: f32, %b: f32) -> f32 {
    %c = llvm.trunc %flag : i32 to i1
    %r = llvm.select %c, %a, %b : i1, f32
    llvm.return %r : f32
  }

  // freeze of a well-defined value is the identity.
  llvm.func @freeze_identity(%a: i64) -> i64 {
    %f = llvm.freeze %a : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %r = llvm.add %f, %c1 : i64
    llvm.return %r : i64
  }

  // freeze(poison) is some fixed value; v ^ v is therefore exactly 0.
  llvm.func @freeze_poison(%a: i32) -> i32 {
    %p = llvm.mlir.poison : i32
    %f = llvm.freeze %p : i32
    %x = llvm.xor %f, %f : i32
    %r = llvm.add %x, %a : i32
    llvm.return %r : i32
  }

  // freeze(undef) & 0 == 0, and freeze on a float vector.
  llvm.func @freeze_undef(%a: i32) -> i32 {
    %u = llvm.mlir.undef : i32
    %f = llvm.freeze %u : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %m = llvm.and %f, %z : i32
    %r = llvm.or %m, %a : i32
    %vu = llvm.mlir.undef : vector<2xf32>
    %vf = llvm.freeze %vu : vector<2xf32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %v1 = llvm.insertelement %one, %vf[%i0 : i32] : vector<2xf32>
    %e = llvm.extractelement %v1[%i0 : i32] : vector<2xf32>
    %ei = llvm.fptosi %e : f32 to i32
    %r2 = llvm.add %r, %ei : i32
    llvm.return %r2 : i32
  }
}
