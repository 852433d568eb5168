// arith.constant of every scalar kind (i1, i8, i16, i32, i64, f16, f32, f64
// including -0.0, infinities, NaN, subnormals and hex bit patterns, and
// index), and the index type: index_cast / index_castui in both directions
// between index and i16, i32 and i64, and integer arithmetic, comparisons
// and min/max on index values.
//
// Index values never leave the signed 32-bit range and are only converted
// to wider types where the result does not depend on the index width, so
// the output is the same with a 64-bit and with a 32-bit index:
//  * index_cast to i64 (sign-extend) is applied to any index value;
//  * index_castui to i64 (zero-extend) only to non-negative index values;
//  * index_castui from i32 of a negative value is only used through
//    operations whose low 32 bits do not depend on the upper bits, and is
//    then truncated back with index_cast/index_castui to i32 or i16.
module {
  // ------------------------------------------------------------ integer constants
  // Constant number %k (0..15), widened to i64: extsi for signed views,
  // extui for unsigned ones.
  llvm.func @int_const(%k: i32) -> i64 {
    %i1t = arith.constant true
    %i1f = arith.constant false
    %i8a = arith.constant -128 : i8
    %i8b = arith.constant 255 : i8
    %i16a = arith.constant -32768 : i16
    %i16b = arith.constant 0xBEEF : i16
    %i32a = arith.constant 2147483647 : i32
    %i32b = arith.constant -559038737 : i32
    %i32c = arith.constant 0xDEADBEEF : i32
    %i64a = arith.constant 9223372036854775807 : i64
    %i64b = arith.constant -9223372036854775808 : i64
    %i64c = arith.constant 0x0123456789ABCDEF : i64
    %i64d = arith.constant -1 : i64
    %e0 = arith.extsi %i1t : i1 to i64
    %e1 = arith.extui %i1t : i1 to i64
    %e2 = arith.extui %i1f : i1 to i64
    %e3 = arith.extsi %i8a : i8 to i64
    %e4 = arith.extsi %i8b : i8 to i64
    %e5 = arith.extui %i8b : i8 to i64
    %e6 = arith.extsi %i16a : i16 to i64
    %e7 = arith.extui %i16b : i16 to i64
    %e8 = arith.extsi %i16b : i16 to i64
    %e9 = arith.extsi %i32a : i32 to i64
    %e10 = arith.extsi %i32b : i32 to i64
    %e11 = arith.extui %i32c : i32 to i64
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c9 = arith.constant 9 : i32
    %c10 = arith.constant 10 : i32
    %c11 = arith.constant 11 : i32
    %c12 = arith.constant 12 : i32
    %c13 = arith.constant 13 : i32
    %c14 = arith.constant 14 : i32
    %p0 = arith.cmpi eq, %k, %c0 : i32
    %p1 = arith.cmpi eq, %k, %c1 : i32
    %p2 = arith.cmpi eq, %k, %c2 : i32
    %p3 = arith.cmpi eq, %k, %c3 : i32
    %p4 = arith.cmpi eq, %k, %c4 : i32
    %p5 = arith.cmpi eq, %k, %c5 : i32
    %p6 = arith.cmpi eq, %k, %c6 : i32
    %p7 = arith.cmpi eq, %k, %c7 : i32
    %p8 = arith.cmpi eq, %k, %c8 : i32
    %p9 = arith.cmpi eq, %k, %c9 : i32
    %p10 = arith.cmpi eq, %k, %c10 : i32
    %p11 = arith.cmpi eq, %k, %c11 : i32
    %p12 = arith.cmpi eq, %k, %c12 : i32
    %p13 = arith.cmpi eq, %k, %c13 : i32
    %p14 = arith.cmpi eq, %k, %c14 : i32
    %r14 = arith.select %p14, %i64c, %i64d : i64
    %r13 = arith.select %p13, %i64b, %r14 : i64
    %r12 = arith.select %p12, %i64a, %r13 : i64
    %r11 = arith.select %p11, %e11, %r12 : i64
    %r10 = arith.select %p10, %e10, %r11 : i64
    %r9 = arith.select %p9, %e9, %r10 : i64
    %r8 = arith.select %p8, %e8, %r9 : i64
    %r7 = arith.select %p7, %e7, %r8 : i64
    %r6 = arith.select %p6, %e6, %r7 : i64
    %r5 = arith.select %p5, %e5, %r6 : i64
    %r4 = arith.select %p4, %e4, %r5 : i64
    %r3 = arith.select %p3, %e3, %r4 : i64
    %r2 = arith.select %p2, %e2, %r3 : i64
    %r1 = arith.select %p1, %e1, %r2 : i64
    %r0 = arith.select %p0, %e0, %r1 : i64
    llvm.return %r0 : i64
  }
  // Constants used directly as operands (no select): folded expressions.
  llvm.func @const_expr(%x: i32) -> i32 {
    %a = arith.constant 100 : i32
    %b = arith.constant -7 : i32
    %m = arith.muli %x, %b : i32
    %s = arith.addi %m, %a : i32
    %t = arith.constant true
    %lt = arith.cmpi slt, %s, %a : i32
    %both = arith.andi %lt, %t : i1
    %k = arith.constant 0x0F0F : i32
    %x2 = arith.xori %s, %k : i32
    %r = arith.select %both, %x2, %s : i32
    llvm.return %r : i32
  }

  // ------------------------------------------------------------ float constants
  // Float constant number %k (0..13), as f64 (narrower ones extended).
  llvm.func @float_const(%k: i32) -> f64 {
    %f0 = arith.constant 3.141592653589793 : f64
    %f1 = arith.constant -0.0 : f64
    %f2 = arith.constant 0x7FF0000000000000 : f64
    %f3 = arith.constant 0xFFF0000000000000 : f64
    %f4 = arith.constant 0x7FF8000000000000 : f64
    %f5 = arith.constant 1.7976931348623157e+308 : f64
    %f6 = arith.constant 4.9406564584124654e-324 : f64
    %g7 = arith.constant 0.1 : f32
    %g8 = arith.constant -0.0 : f32
    %g9 = arith.constant 0x00000001 : f32
    %g10 = arith.constant 0x7F800000 : f32
    %h11 = arith.constant 0.1 : f16
    %h12 = arith.constant 6.550400e+04 : f16
    %h13 = arith.constant 0x0001 : f16
    %e7 = arith.extf %g7 : f32 to f64
    %e8 = arith.extf %g8 : f32 to f64
    %e9 = arith.extf %g9 : f32 to f64
    %e10 = arith.extf %g10 : f32 to f64
    %e11 = arith.extf %h11 : f16 to f64
    %e12 = arith.extf %h12 : f16 to f64
    %e13 = arith.extf %h13 : f16 to f64
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %c8 = arith.constant 8 : i32
    %c9 = arith.constant 9 : i32
    %c10 = arith.constant 10 : i32
    %c11 = arith.constant 11 : i32
    %c12 = arith.constant 12 : i32
    %p0 = arith.cmpi eq, %k, %c0 : i32
    %p1 = arith.cmpi eq, %k, %c1 : i32
    %p2 = arith.cmpi eq, %k, %c2 : i32
    %p3 = arith.cmpi eq, %k, %c3 : i32
    %p4 = arith.cmpi eq, %k, %c4 : i32
    %p5 = arith.cmpi eq, %k, %c5 : i32
    %p6 = arith.cmpi eq, %k, %c6 : i32
    %p7 = arith.cmpi eq, %k, %c7 : i32
    %p8 = arith.cmpi eq, %k, %c8 : i32
    %p9 = arith.cmpi eq, %k, %c9 : i32
    %p10 = arith.cmpi eq, %k, %c10 : i32
    %p11 = arith.cmpi eq, %k, %c11 : i32
    %p12 = arith.cmpi eq, %k, %c12 : i32
    %r12 = arith.select %p12, %e12, %e13 : f64
    %r11 = arith.select %p11, %e11, %r12 : f64
    %r10 = arith.select %p10, %e10, %r11 : f64
    %r9 = arith.select %p9, %e9, %r10 : f64
    %r8 = arith.select %p8, %e8, %r9 : f64
    %r7 = arith.select %p7, %e7, %r8 : f64
    %r6 = arith.select %p6, %f6, %r7 : f64
    %r5 = arith.select %p5, %f5, %r6 : f64
    %r4 = arith.select %p4, %f4, %r5 : f64
    %r3 = arith.select %p3, %f3, %r4 : f64
    %r2 = arith.select %p2, %f2, %r3 : f64
    %r1 = arith.select %p1, %f1, %r2 : f64
    %r0 = arith.select %p0, %f0, %r1 : f64
    llvm.return %r0 : f64
  }
  // Bit patterns of f32 constants (as i32): 1.0, -2.5, 1e-45, -inf.
  llvm.func @f32_const_bits(%k: i32) -> i32 {
    %a = arith.constant 1.0 : f32
    %b = arith.constant -2.5 : f32
    %c = arith.constant 1.0e-45 : f32
    %d = arith.constant 0xFF800000 : f32
    %ba = arith.bitcast %a : f32 to i32
    %bb = arith.bitcast %b : f32 to i32
    %bc = arith.bitcast %c : f32 to i32
    %bd = arith.bitcast %d : f32 to i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %p0 = arith.cmpi eq, %k, %c0 : i32
    %p1 = arith.cmpi eq, %k, %c1 : i32
    %p2 = arith.cmpi eq, %k, %c2 : i32
    %r2 = arith.select %p2, %bc, %bd : i32
    %r1 = arith.select %p1, %bb, %r2 : i32
    %r0 = arith.select %p0, %ba, %r1 : i32
    llvm.return %r0 : i32
  }

  // ------------------------------------------------------------ index constants
  // Sum of several index constants with x: x + 0 + 1 + (-1) + 2147483000
  // - 2147483000 + 42, computed in index (all partial sums stay in range
  // for the x the driver passes).
  llvm.func @index_consts(%x: i32) -> i32 {
    %i = arith.index_cast %x : i32 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cm1 = arith.constant -1 : index
    %cbig = arith.constant 2147483000 : index
    %cneg = arith.constant -2147483000 : index
    %c42 = arith.constant 42 : index
    %s0 = arith.addi %i, %c0 : index
    %s1 = arith.addi %s0, %c1 : index
    %s2 = arith.addi %s1, %cm1 : index
    %s3 = arith.addi %s2, %cneg : index
    %s4 = arith.addi %s3, %cbig : index
    %s5 = arith.addi %s4, %c42 : index
    %r = arith.index_cast %s5 : index to i32
    llvm.return %r : i32
  }

  // ------------------------------------------------------------ index casts
  // i32 -> index -> i32 and i64, signed and unsigned views.
  // which 0: index_cast i32->index->i64 (sign-extended)
  //       1: index_cast i32->index, index_castui ->i32 (identity)
  //       2: index_castui i32->index, index_cast ->i32 (identity)
  //       3: index_castui i32->index, index_castui ->i32 (identity)
  llvm.func @idx_i32(%x: i32, %which: i32) -> i64 {
    %s = arith.index_cast %x : i32 to index
    %u = arith.index_castui %x : i32 to index
    %r0 = arith.index_cast %s : index to i64
    %t1 = arith.index_castui %s : index to i32
    %t2 = arith.index_cast %u : index to i32
    %t3 = arith.index_castui %u : index to i32
    %r1 = arith.extsi %t1 : i32 to i64
    %r2 = arith.extsi %t2 : i32 to i64
    %r3 = arith.extsi %t3 : i32 to i64
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %p1 = arith.cmpi eq, %which, %c1 : i32
    %p2 = arith.cmpi eq, %which, %c2 : i32
    %p3 = arith.cmpi eq, %which, %c3 : i32
    %q3 = arith.select %p3, %r3, %r0 : i64
    %q2 = arith.select %p2, %r2, %q3 : i64
    %q1 = arith.select %p1, %r1, %q2 : i64
    llvm.return %q1 : i64
  }
  // i64 -> index -> i64. The driver passes x in [-2^31, 2^31) to the signed
  // round trip and x in [0, 2^31) to the unsigned ones.
  llvm.func @idx_i64_signed(%x: i64) -> i64 {
    %i = arith.index_cast %x : i64 to index
    %r = arith.index_cast %i : index to i64
    llvm.return %r : i64
  }
  llvm.func @idx_i64_unsigned(%x: i64) -> i64 {
    %i = arith.index_castui %x : i64 to index
    %r = arith.index_castui %i : index to i64
    llvm.return %r : i64
  }
  llvm.func @idx_i64_mixed(%x: i64) -> i64 {
    // index_castui in, index_cast out (and vice versa), summed.
    %a = arith.index_castui %x : i64 to index
    %b = arith.index_cast %x : i64 to index
    %ra = arith.index_cast %a : index to i64
    %rb = arith.index_castui %b : index to i64
    %r = arith.addi %ra, %rb : i64
    llvm.return %r : i64
  }
  // i16 <-> index: an i16 sign- and zero-extended into index, then back to
  // i16 by index_cast and index_castui, and to i64.
  // Result: high 32 bits = the sign-extended value, low 16 bits = the
  // zero-extended value, bits 16..31 = (cast round trip xor input) |
  // (castui round trip xor input), which must be 0.
  llvm.func @idx_i16(%x: i32) -> i64 {
    %h = arith.trunci %x : i32 to i16
    %s = arith.index_cast %h : i16 to index
    %u = arith.index_castui %h : i16 to index
    %s64 = arith.index_cast %s : index to i64
    %u64 = arith.index_castui %u : index to i64
    %back1 = arith.index_cast %s : index to i16
    %back2 = arith.index_castui %u : index to i16
    %d1 = arith.xori %back1, %h : i16
    %d2 = arith.xori %back2, %h : i16
    %d = arith.ori %d1, %d2 : i16
    %dz = arith.extui %d : i16 to i64
    %c16 = arith.constant 16 : i64
    %c32 = arith.constant 32 : i64
    %ds = arith.shli %dz, %c16 : i64
    %hi = arith.shli %s64, %c32 : i64
    %lo = arith.ori %u64, %ds : i64
    %r = arith.ori %hi, %lo : i64
    llvm.return %r : i64
  }
  // index_castui of a (possibly negative) i32, wrapping arithmetic in index,
  // truncated back to i32: only the low 32 bits matter.
  llvm.func @idx_wrap_i32(%x: i32, %y: i32) -> i32 {
    %a = arith.index_castui %x : i32 to index
    %b = arith.index_castui %y : i32 to index
    %m = arith.muli %a, %b : index
    %s = arith.addi %m, %a : index
    %d = arith.subi %s, %b : index
    %x1 = arith.xori %d, %a : index
    %c3 = arith.constant 3 : index
    %l = arith.shli %x1, %c3 : index
    %r = arith.index_castui %l : index to i32
    llvm.return %r : i32
  }

  // ------------------------------------------------------------ index arithmetic
  // Signed index arithmetic chosen by %op: 0 addi, 1 subi, 2 muli, 3 divsi,
  // 4 remsi, 5 maxsi, 6 minsi, 7 shrsi by 3, 8 andi, 9 ori, 10 xori. The
  // driver only asks for add/sub/mul when the result fits in 32 bits, and
  // for divsi/remsi when b != 0 and not INT32_MIN / -1.
  llvm.func @idx_arith(%x: i32, %y: i32, %op: i32) -> i64 {
    %a = arith.index_cast %x : i32 to index
    %b = arith.index_cast %y : i32 to index
    %v0 = arith.addi %a, %b : index
    %v1 = arith.subi %a, %b : index
    %v2 = arith.muli %a, %b : index
    %v5 = arith.maxsi %a, %b : index
    %v6 = arith.minsi %a, %b : index
    %c3 = arith.constant 3 : index
    %v7 = arith.shrsi %a, %c3 : index
    %v8 = arith.andi %a, %b : index
    %v9 = arith.ori %a, %b : index
    %v10 = arith.xori %a, %b : index
    %r0 = arith.index_cast %v0 : index to i64
    %r1 = arith.index_cast %v1 : index to i64
    %r2 = arith.index_cast %v2 : index to i64
    %r5 = arith.index_cast %v5 : index to i64
    %r6 = arith.index_cast %v6 : index to i64
    %r7 = arith.index_cast %v7 : index to i64
    %r8 = arith.index_cast %v8 : index to i64
    %r9 = arith.index_cast %v9 : index to i64
    %r10 = arith.index_cast %v10 : index to i64
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %k3 = arith.constant 3 : i32
    %k5 = arith.constant 5 : i32
    %k6 = arith.constant 6 : i32
    %k7 = arith.constant 7 : i32
    %k8 = arith.constant 8 : i32
    %k9 = arith.constant 9 : i32
    %p0 = arith.cmpi eq, %op, %k0 : i32
    %p1 = arith.cmpi eq, %op, %k1 : i32
    %p2 = arith.cmpi eq, %op, %k2 : i32
    %p3 = arith.cmpi eq, %op, %k3 : i32
    %p5 = arith.cmpi eq, %op, %k5 : i32
    %p6 = arith.cmpi eq, %op, %k6 : i32
    %p7 = arith.cmpi eq, %op, %k7 : i32
    %p8 = arith.cmpi eq, %op, %k8 : i32
    %p9 = arith.cmpi eq, %op, %k9 : i32
    %q9 = arith.select %p9, %r9, %r10 : i64
    %q8 = arith.select %p8, %r8, %q9 : i64
    %q7 = arith.select %p7, %r7, %q8 : i64
    %q6 = arith.select %p6, %r6, %q7 : i64
    %q5 = arith.select %p5, %r5, %q6 : i64
    %q2 = arith.select %p2, %r2, %q5 : i64
    %q1 = arith.select %p1, %r1, %q2 : i64
    %q0 = arith.select %p0, %r0, %q1 : i64
    // divsi/remsi only when op is 3 or 4, in their own block (so no division
    // by zero ever runs).
    %isdiv = arith.cmpi eq, %op, %k3 : i32
    %k4 = arith.constant 4 : i32
    %isrem = arith.cmpi eq, %op, %k4 : i32
    %either = arith.ori %isdiv, %isrem : i1
    llvm.cond_br %either, ^div, ^done(%q0 : i64)
  ^div:
    %qd = arith.divsi %a, %b : index
    %rd = arith.remsi %a, %b : index
    %sel = arith.select %isdiv, %qd, %rd : index
    %rs = arith.index_cast %sel : index to i64
    llvm.br ^done(%rs : i64)
  ^done(%res: i64):
    llvm.return %res : i64
  }
  // Unsigned index ops on non-negative operands (b > 0, b < 2^29), chosen
  // by %op: 0 divui, 1 remui, 2 shrui by 2, 3 maxui, 4 minui, 5 shli by 2.
  llvm.func @idx_unsigned(%x: i32, %y: i32, %op: i32) -> i64 {
    %a = arith.index_castui %x : i32 to index
    %b = arith.index_castui %y : i32 to index
    %c2 = arith.constant 2 : index
    %v2 = arith.shrui %a, %c2 : index
    %v3 = arith.maxui %a, %b : index
    %v4 = arith.minui %a, %b : index
    %v5 = arith.shli %b, %c2 : index
    %r2 = arith.index_castui %v2 : index to i64
    %r3 = arith.index_castui %v3 : index to i64
    %r4 = arith.index_castui %v4 : index to i64
    %r5 = arith.index_castui %v5 : index to i64
    %k2 = arith.constant 2 : i32
    %k3 = arith.constant 3 : i32
    %k4 = arith.constant 4 : i32
    %p2 = arith.cmpi eq, %op, %k2 : i32
    %p3 = arith.cmpi eq, %op, %k3 : i32
    %p4 = arith.cmpi eq, %op, %k4 : i32
    %q4 = arith.select %p4, %r4, %r5 : i64
    %q3 = arith.select %p3, %r3, %q4 : i64
    %q2 = arith.select %p2, %r2, %q3 : i64
    %k1 = arith.constant 1 : i32
    %isdiv = arith.cmpi ule, %op, %k1 : i32
    llvm.cond_br %isdiv, ^div, ^done(%q2 : i64)
  ^div:
    %k0 = arith.constant 0 : i32
    %isq = arith.cmpi eq, %op, %k0 : i32
    %qd = arith.divui %a, %b : index
    %rd = arith.remui %a, %b : index
    %sel = arith.select %isq, %qd, %rd : index
    %rs = arith.index_castui %sel : index to i64
    llvm.br ^done(%rs : i64)
  ^done(%res: i64):
    llvm.return %res : i64
  }
  // Loop with index arithmetic: sum over i in [0, n) of (i * i) remui m,
  // where the loop counter is carried as i32 and cast to index each step.
  llvm.func @idx_loop(%n: i32, %m: i32) -> i32 {
    %zero = arith.constant 0 : i32
    llvm.br ^head(%zero, %zero : i32, i32)
  ^head(%i: i32, %acc: i32):
    %ii = arith.index_cast %i : i32 to index
    %nn = arith.index_cast %n : i32 to index
    %more = arith.cmpi slt, %ii, %nn : index
    llvm.cond_br %more, ^body, ^exit
  ^body:
    %mm = arith.index_castui %m : i32 to index
    %sq = arith.muli %ii, %ii : index
    %r = arith.remui %sq, %mm : index
    %ai = arith.index_cast %acc : i32 to index
    %s = arith.addi %ai, %r : index
    %c1 = arith.constant 1 : index
    %inext = arith.addi %ii, %c1 : index
    %i2 = arith.index_cast %inext : index to i32
    %acc2 = arith.index_cast %s : index to i32
    llvm.br ^head(%i2, %acc2 : i32, i32)
  ^exit:
    llvm.return %acc : i32
  }
}
