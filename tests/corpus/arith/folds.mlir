// MLIR's folders, which upstream's conversion runs on each op before its patterns: identities
// (x + 0, x * 1, x & -1...), constants computed at the operands' width (wrapping, signed and
// unsigned division, shifts, comparisons, casts, f32 and f64 arithmetic), in-place folds
// (an extension of an extension, a constant moved to the right of a commutative op or of a
// comparison) and what must not fold (division by zero, shifts past the width, lossy float
// conversions). Each function mixes folding ops with its arguments; the driver prints them.
module {
  // ------------------------------------------------------------ add, sub, mul (i32, i8)
  llvm.func @add_sub(%x: i32, %y: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c5 = arith.constant 5 : i32
    %a = arith.addi %x, %c0 : i32
    %b = arith.addi %c0, %a : i32
    %c = arith.addi %c5, %b : i32
    %d = arith.subi %c, %y : i32
    %e = arith.addi %d, %y : i32
    %f = arith.subi %e, %e : i32
    %g = arith.addi %e, %f : i32
    %h = arith.addi %x, %y : i32
    %i = arith.subi %h, %x : i32
    %j = arith.subi %h, %y : i32
    %k = arith.subi %g, %c0 : i32
    %l = arith.addi %y, %d : i32
    %s1 = arith.addi %k, %i : i32
    %s2 = arith.addi %s1, %j : i32
    %s3 = arith.addi %s2, %l : i32
    llvm.return %s3 : i32
  }
  llvm.func @wrap_i8(%x: i8) -> i64 {
    %c100 = arith.constant 100 : i8
    %c16 = arith.constant 16 : i8
    %c1 = arith.constant 1 : i8
    %c0 = arith.constant 0 : i8
    %a = arith.addi %c100, %c100 : i8
    %b = arith.muli %c16, %c16 : i8
    %c = arith.subi %c0, %c100 : i8
    %d = arith.muli %x, %c1 : i8
    %e = arith.muli %c1, %d : i8
    %f = arith.muli %e, %c0 : i8
    %s1 = arith.addi %a, %b : i8
    %s2 = arith.addi %s1, %c : i8
    %s3 = arith.addi %s2, %e : i8
    %s4 = arith.addi %s3, %f : i8
    %r = arith.extsi %s4 : i8 to i64
    llvm.return %r : i64
  }
  // ------------------------------------------------------------ division and remainder
  llvm.func @divisions(%x: i32, %y: i32) -> i64 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %cm2 = arith.constant -2 : i32
    %cm7 = arith.constant -7 : i32
    %c7 = arith.constant 7 : i32
    %a = arith.divsi %cm7, %c2 : i32
    %b = arith.divui %cm7, %c2 : i32
    %c = arith.ceildivsi %cm7, %c2 : i32
    %d = arith.ceildivsi %c7, %c2 : i32
    %e = arith.ceildivsi %cm7, %cm2 : i32
    %f = arith.ceildivui %c7, %c2 : i32
    %g = arith.floordivsi %cm7, %c2 : i32
    %h = arith.floordivsi %c7, %cm2 : i32
    %i = arith.remsi %cm7, %c3 : i32
    %j = arith.remui %cm7, %c3 : i32
    %k = arith.divsi %x, %c1 : i32
    %l = arith.divui %k, %c1 : i32
    %m = arith.remsi %l, %c1 : i32
    %n = arith.muli %x, %y overflow<nsw> : i32
    %o = arith.divsi %n, %y : i32
    %p = arith.muli %x, %y : i32
    %q = arith.divsi %p, %y : i32
    %r = arith.ceildivsi %q, %c1 : i32
    %s = arith.floordivsi %r, %c1 : i32
    %t = arith.muli %x, %y overflow<nuw> : i32
    %u = arith.divui %t, %x : i32
    %v1 = arith.addi %a, %b : i32
    %v2 = arith.muli %v1, %c : i32
    %v3 = arith.addi %v2, %d : i32
    %v4 = arith.muli %v3, %e : i32
    %v5 = arith.addi %v4, %f : i32
    %v6 = arith.muli %v5, %g : i32
    %v7 = arith.addi %v6, %h : i32
    %v8 = arith.muli %v7, %i : i32
    %v9 = arith.addi %v8, %j : i32
    %v10 = arith.addi %v9, %m : i32
    %v11 = arith.addi %v10, %o : i32
    %v12 = arith.addi %v11, %s : i32
    %v13 = arith.addi %v12, %u : i32
    %r64 = arith.extui %v13 : i32 to i64
    llvm.return %r64 : i64
  }
  // ------------------------------------------------------------ bitwise ops and shifts
  llvm.func @bits(%x: i32, %y: i32) -> i64 {
    %c0 = arith.constant 0 : i32
    %m1 = arith.constant -1 : i32
    %c12 = arith.constant 12 : i32
    %c10 = arith.constant 10 : i32
    %c3 = arith.constant 3 : i32
    %cm8 = arith.constant -8 : i32
    %a = arith.andi %x, %m1 : i32
    %b = arith.andi %a, %c0 : i32
    %nx = arith.xori %x, %m1 : i32
    %c = arith.andi %x, %nx : i32
    %d = arith.andi %nx, %x : i32
    %e = arith.andi %x, %y : i32
    %f = arith.andi %x, %e : i32
    %g = arith.ori %x, %c0 : i32
    %h = arith.ori %g, %m1 : i32
    %i = arith.ori %x, %nx : i32
    %j = arith.xori %x, %c0 : i32
    %k = arith.xori %j, %j : i32
    %l = arith.xori %x, %y : i32
    %m = arith.xori %l, %y : i32
    %n = arith.xori %y, %l : i32
    %o = arith.andi %c12, %c10 : i32
    %p = arith.ori %c12, %c10 : i32
    %q = arith.xori %c12, %c10 : i32
    %r = arith.shli %c3, %c3 : i32
    %s = arith.shrui %cm8, %c3 : i32
    %t = arith.shrsi %cm8, %c3 : i32
    %u = arith.shli %x, %c0 : i32
    %v = arith.shrsi %u, %c0 : i32
    %w = arith.shrui %v, %c0 : i32
    %v1 = arith.addi %b, %c : i32
    %v2 = arith.addi %v1, %d : i32
    %v3 = arith.addi %v2, %f : i32
    %v4 = arith.addi %v3, %h : i32
    %v5 = arith.addi %v4, %i : i32
    %v6 = arith.addi %v5, %k : i32
    %v7 = arith.addi %v6, %m : i32
    %v8 = arith.addi %v7, %n : i32
    %v9 = arith.addi %v8, %o : i32
    %v10 = arith.addi %v9, %p : i32
    %v11 = arith.addi %v10, %q : i32
    %v12 = arith.addi %v11, %r : i32
    %v13 = arith.addi %v12, %s : i32
    %v14 = arith.addi %v13, %t : i32
    %v15 = arith.addi %v14, %w : i32
    %r64 = arith.extsi %v15 : i32 to i64
    llvm.return %r64 : i64
  }
  // ------------------------------------------------------------ min and max
  llvm.func @minmax(%x: i32, %y: i32) -> i64 {
    %max = arith.constant 2147483647 : i32
    %min = arith.constant -2147483648 : i32
    %c0 = arith.constant 0 : i32
    %m1 = arith.constant -1 : i32
    %c5 = arith.constant 5 : i32
    %a = arith.maxsi %x, %x : i32
    %b = arith.maxsi %a, %max : i32
    %c = arith.maxsi %x, %min : i32
    %d = arith.minsi %c, %min : i32
    %e = arith.minsi %x, %max : i32
    %f = arith.maxui %e, %m1 : i32
    %g = arith.maxui %x, %c0 : i32
    %h = arith.minui %g, %c0 : i32
    %i = arith.minui %x, %m1 : i32
    %j = arith.maxsi %m1, %c5 : i32
    %k = arith.maxui %m1, %c5 : i32
    %l = arith.minsi %m1, %c5 : i32
    %m = arith.minui %m1, %c5 : i32
    %n = arith.maxsi %c5, %y : i32
    %v1 = arith.addi %b, %d : i32
    %v2 = arith.addi %v1, %f : i32
    %v3 = arith.addi %v2, %h : i32
    %v4 = arith.addi %v3, %i : i32
    %v5 = arith.addi %v4, %j : i32
    %v6 = arith.addi %v5, %k : i32
    %v7 = arith.addi %v6, %l : i32
    %v8 = arith.addi %v7, %m : i32
    %v9 = arith.addi %v8, %n : i32
    %r64 = arith.extsi %v9 : i32 to i64
    llvm.return %r64 : i64
  }
  // ------------------------------------------------------------ casts
  llvm.func @int_casts(%x: i8, %w: i64) -> i64 {
    %a = arith.extsi %x : i8 to i16
    %b = arith.extsi %a : i16 to i32
    %c = arith.extsi %b : i32 to i64
    %d = arith.extui %x : i8 to i16
    %e = arith.extui %d : i16 to i64
    %f = arith.extsi %d : i16 to i64
    %g = arith.trunci %c : i64 to i8
    %h = arith.trunci %c : i64 to i16
    %i = arith.extui %h : i16 to i64
    %j = arith.trunci %w : i64 to i32
    %k = arith.trunci %j : i32 to i16
    %l = arith.extsi %k : i16 to i64
    %m = arith.extui %g : i8 to i64
    %cm1 = arith.constant -1 : i8
    %n = arith.extsi %cm1 : i8 to i64
    %o = arith.extui %cm1 : i8 to i64
    %big = arith.constant 4660 : i32
    %p = arith.trunci %big : i32 to i8
    %q = arith.extui %p : i8 to i64
    %cm1i = arith.constant -1 : i32
    %r = arith.index_cast %cm1i : i32 to index
    %s = arith.index_castui %cm1i : i32 to index
    %t = arith.index_cast %r : index to i64
    %u = arith.index_castui %s : index to i64
    %idx = arith.index_cast %w : i64 to index
    %back = arith.index_cast %idx : index to i64
    %v1 = arith.addi %c, %e : i64
    %v2 = arith.addi %v1, %f : i64
    %v3 = arith.addi %v2, %i : i64
    %v4 = arith.addi %v3, %l : i64
    %v5 = arith.addi %v4, %m : i64
    %v6 = arith.addi %v5, %n : i64
    %v7 = arith.addi %v6, %o : i64
    %v8 = arith.addi %v7, %q : i64
    %v9 = arith.addi %v8, %t : i64
    %v10 = arith.addi %v9, %u : i64
    %v11 = arith.addi %v10, %back : i64
    llvm.return %v11 : i64
  }
  // ------------------------------------------------------------ comparisons and select
  llvm.func @compares(%x: i32, %y: i32, %pi: i32) -> i64 {
    %p = arith.trunci %pi : i32 to i1
    %c0 = arith.constant 0 : i32
    %c5 = arith.constant 5 : i32
    %t = arith.constant true
    %f = arith.constant false
    %a = arith.cmpi eq, %x, %x : i32
    %b = arith.cmpi slt, %x, %x : i32
    %c = arith.cmpi sgt, %c5, %x : i32
    %d = arith.cmpi ult, %c0, %c5 : i32
    %e = arith.cmpi sge, %c0, %c5 : i32
    %pz = arith.extui %p : i1 to i32
    %g = arith.cmpi ne, %pz, %c0 : i32
    %h = arith.cmpi ne, %p, %f : i1
    %i = arith.cmpi eq, %p, %t : i1
    %j = arith.select %p, %x, %x : i32
    %k = arith.select %t, %x, %y : i32
    %l = arith.select %f, %x, %y : i32
    %m = arith.select %p, %t, %f : i1
    %eq = arith.cmpi eq, %x, %y : i32
    %n = arith.select %eq, %x, %y : i32
    %ne = arith.cmpi ne, %x, %y : i32
    %o = arith.select %ne, %x, %y : i32
    %q = arith.select %c, %j, %k : i32
    %b1 = arith.andi %a, %h : i1
    %b2 = arith.ori %b1, %b : i1
    %b3 = arith.xori %b2, %d : i1
    %b4 = arith.ori %b3, %e : i1
    %b5 = arith.andi %b4, %g : i1
    %b6 = arith.xori %b5, %i : i1
    %b7 = arith.andi %b6, %m : i1
    %r0 = arith.select %b7, %l, %n : i32
    %r1 = arith.addi %r0, %o : i32
    %r2 = arith.addi %r1, %q : i32
    %r64 = arith.extsi %r2 : i32 to i64
    llvm.return %r64 : i64
  }
  // ------------------------------------------------------------ floats
  llvm.func @floats32(%x: f32) -> f64 {
    %nz = arith.constant -0.0 : f32
    %z = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %c01 = arith.constant 0.1 : f32
    %c02 = arith.constant 0.2 : f32
    %c3 = arith.constant 3.0 : f32
    %a = arith.addf %x, %nz : f32
    %b = arith.addf %a, %z : f32
    %c = arith.subf %b, %z : f32
    %d = arith.mulf %one, %c : f32
    %e = arith.divf %d, %one : f32
    %f = arith.negf %e : f32
    %g = arith.negf %f : f32
    %h = arith.mulf %g, %z : f32
    %i = arith.mulf %g, %z fastmath<nnan, nsz> : f32
    %j = arith.addf %c01, %c02 : f32
    %k = arith.divf %one, %c3 : f32
    %l = arith.subf %c01, %c3 : f32
    %m = arith.mulf %c01, %c3 : f32
    %n = arith.negf %c01 : f32
    %s1 = arith.addf %h, %i : f32
    %s2 = arith.addf %s1, %j : f32
    %s3 = arith.addf %s2, %k : f32
    %s4 = arith.addf %s3, %l : f32
    %s5 = arith.addf %s4, %m : f32
    %s6 = arith.addf %s5, %n : f32
    %r = arith.extf %s6 : f32 to f64
    llvm.return %r : f64
  }
  llvm.func @floats64(%x: f64) -> f64 {
    %c01 = arith.constant 0.1 : f64
    %c02 = arith.constant 0.2 : f64
    %c3 = arith.constant 3.0 : f64
    %z = arith.constant 0.0 : f64
    %ninf = arith.constant 0xFFF0000000000000 : f64
    %pinf = arith.constant 0x7FF0000000000000 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    %a = arith.addf %c01, %c02 : f64
    %b = arith.divf %c01, %c3 : f64
    %c = arith.divf %c3, %z : f64
    %d = arith.maximumf %x, %x : f64
    %e = arith.maximumf %d, %ninf : f64
    %f = arith.minimumf %e, %pinf : f64
    %g = arith.maxnumf %f, %nan : f64
    %h = arith.minnumf %g, %nan : f64
    %i = arith.minimumf %c3, %c01 : f64
    %s1 = arith.addf %a, %b : f64
    %s2 = arith.minimumf %s1, %c : f64
    %s3 = arith.addf %s2, %h : f64
    %s4 = arith.addf %s3, %i : f64
    llvm.return %s4 : f64
  }
  llvm.func @float_casts(%x: f64) -> f64 {
    %h = arith.constant 0.1 : f16
    %a = arith.extf %h : f16 to f64
    %q = arith.constant 0.1 : f64
    %b = arith.truncf %q : f64 to f32
    %half = arith.constant 0.5 : f64
    %c = arith.truncf %half : f64 to f32
    %d = arith.extf %c : f32 to f64
    %e = arith.extf %b : f32 to f64
    %m3 = arith.constant -3 : i32
    %f = arith.sitofp %m3 : i32 to f64
    %g = arith.uitofp %m3 : i32 to f64
    %c37 = arith.constant 3.7 : f64
    %cm37 = arith.constant -3.7 : f64
    %i = arith.fptosi %c37 : f64 to i32
    %j = arith.fptosi %cm37 : f64 to i32
    %k = arith.fptoui %c37 : f64 to i8
    %l = arith.sitofp %i : i32 to f64
    %m = arith.sitofp %j : i32 to f64
    %n = arith.uitofp %k : i8 to f64
    %one = arith.constant 1.0 : f32
    %o = arith.bitcast %one : f32 to i32
    %p = arith.sitofp %o : i32 to f64
    %bits = arith.constant 4611686018427387904 : i64
    %r = arith.bitcast %bits : i64 to f64
    %xf = arith.truncf %x : f64 to f32
    %xe = arith.extf %xf : f32 to f64
    %cmp1 = arith.cmpf olt, %c37, %cm37 : f64
    %cmp2 = arith.cmpf ogt, %c37, %cm37 : f64
    %nan = arith.constant 0x7FF8000000000000 : f64
    %cmp3 = arith.cmpf uno, %nan, %c37 : f64
    %cmp4 = arith.cmpf oeq, %nan, %nan : f64
    %b1 = arith.xori %cmp1, %cmp2 : i1
    %b2 = arith.andi %b1, %cmp3 : i1
    %b3 = arith.ori %b2, %cmp4 : i1
    %s0 = arith.select %b3, %a, %d : f64
    %s1 = arith.addf %s0, %e : f64
    %s2 = arith.addf %s1, %f : f64
    %s3 = arith.addf %s2, %g : f64
    %s4 = arith.addf %s3, %l : f64
    %s5 = arith.addf %s4, %m : f64
    %s6 = arith.addf %s5, %n : f64
    %s7 = arith.addf %s6, %p : f64
    %s8 = arith.addf %s7, %r : f64
    %s9 = arith.addf %s8, %xe : f64
    llvm.return %s9 : f64
  }
  // ------------------------------------------------------------ what must not fold
  // (never called: each would be undefined or lossy at run time)
  llvm.func @no_folds(%x: i32) -> i64 {
    %c0 = arith.constant 0 : i32
    %c7 = arith.constant 7 : i32
    %min = arith.constant -2147483648 : i32
    %m1 = arith.constant -1 : i32
    %c40 = arith.constant 40 : i32
    %a = arith.divsi %c7, %c0 : i32
    %b = arith.divui %c7, %c0 : i32
    %c = arith.divsi %min, %m1 : i32
    %d = arith.remsi %c7, %c0 : i32
    %e = arith.shli %c7, %c40 : i32
    %big = arith.constant 300.0 : f64
    %h = arith.fptoui %big : f64 to i8
    %q = arith.constant 0.1 : f64
    %i = arith.truncf %q : f64 to f32
    %j = arith.bitcast %i : f32 to i32
    %k = arith.extui %h : i8 to i32
    %v1 = arith.addi %a, %b : i32
    %v2 = arith.addi %v1, %c : i32
    %v3 = arith.addi %v2, %d : i32
    %v4 = arith.addi %v3, %e : i32
    %v7 = arith.addi %v4, %j : i32
    %v8 = arith.addi %v7, %k : i32
    %r = arith.extsi %v8 : i32 to i64
    llvm.return %r : i64
  }
}
