// llvm.load / llvm.store with explicit alignment, volatile accesses,
// unaligned (align 1) accesses, loads/stores of i1/i8/i16/f32/f64/ptr/vector
// types, and llvm.alloca with constant and dynamic element counts and
// explicit alignment.
module {
  // Swap two i64 values through pointers using a stack temporary.
  llvm.func @swap_i64(%a: !llvm.ptr, %b: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %tmp = llvm.alloca %one x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %va = llvm.load %a {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %va, %tmp {alignment = 8 : i64} : i64, !llvm.ptr
    %vb = llvm.load %b {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %vb, %a {alignment = 8 : i64} : i64, !llvm.ptr
    %vt = llvm.load %tmp {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %vt, %b {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.return
  }

  // Volatile counter: n volatile read-modify-write increments of *p.
  llvm.func @volatile_increment(%p: !llvm.ptr, %n: i32) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%z : i32)
  ^loop(%i: i32):
    %done = llvm.icmp "sge" %i, %n : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %v = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %v1 = llvm.add %v, %one : i32
    llvm.store volatile %v1, %p {alignment = 4 : i64} : i32, !llvm.ptr
    %i1 = llvm.add %i, %one : i32
    llvm.br ^loop(%i1 : i32)
  ^exit:
    %r = llvm.load volatile %p : !llvm.ptr -> i32
    llvm.return %r : i32
  }

  // Unaligned 16/32/64-bit loads and stores at an odd byte offset.
  llvm.func @unaligned_roundtrip(%buf: !llvm.ptr, %x: i64) -> i64 {
    %p = llvm.getelementptr %buf[3] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %x, %p {alignment = 1 : i64} : i64, !llvm.ptr
    %lo = llvm.load %p {alignment = 1 : i64} : !llvm.ptr -> i32
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
    %mid = llvm.load %q {alignment = 1 : i64} : !llvm.ptr -> i16
    %all = llvm.load volatile %p {alignment = 1 : i64} : !llvm.ptr -> i64
    %lo64 = llvm.zext %lo : i32 to i64
    %mid64 = llvm.zext %mid : i16 to i64
    %s = llvm.xor %all, %lo64 : i64
    %r = llvm.add %s, %mid64 : i64
    llvm.return %r : i64
  }

  // Dynamic alloca: fill n slots with squares, then sum them back.
  llvm.func @dyn_alloca_sum_squares(%n: i64) -> i64 {
    %buf = llvm.alloca %n x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %z = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^fill(%z : i64)
  ^fill(%i: i64):
    %fdone = llvm.icmp "sge" %i, %n : i64
    llvm.cond_br %fdone, ^sum(%z, %z : i64, i64), ^fbody
  ^fbody:
    %p = llvm.getelementptr %buf[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %sq = llvm.mul %i, %i : i64
    llvm.store %sq, %p : i64, !llvm.ptr
    %i1 = llvm.add %i, %one : i64
    llvm.br ^fill(%i1 : i64)
  ^sum(%j: i64, %acc: i64):
    %sdone = llvm.icmp "sge" %j, %n : i64
    llvm.cond_br %sdone, ^exit, ^sbody
  ^sbody:
    %q = llvm.getelementptr %buf[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %v = llvm.load %q : !llvm.ptr -> i64
    %acc1 = llvm.add %acc, %v : i64
    %j1 = llvm.add %j, %one : i64
    llvm.br ^sum(%j1, %acc1 : i64, i64)
  ^exit:
    llvm.return %acc : i64
  }

  // Alignment of an over-aligned alloca: returns address mod 64 (must be 0).
  llvm.func @overaligned_alloca() -> i64 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %one x i8 {alignment = 1 : i64} : (i32) -> !llvm.ptr
    %b = llvm.alloca %one x !llvm.array<3 x i32> {alignment = 64 : i64} : (i32) -> !llvm.ptr
    %c7 = llvm.mlir.constant(7 : i8) : i8
    llvm.store %c7, %a : i8, !llvm.ptr
    %ai = llvm.ptrtoint %b : !llvm.ptr to i64
    %m = llvm.mlir.constant(63 : i64) : i64
    %r = llvm.and %ai, %m : i64
    %v = llvm.load %a : !llvm.ptr -> i8
    %vx = llvm.zext %v : i8 to i64
    %rr = llvm.add %r, %vx : i64
    llvm.return %rr : i64
  }

  // Stores of many scalar types into a C struct, then reads back one of each.
  // struct { i1-as-byte b; i8 c; i16 s; f32 f; f64 d; ptr p; <2 x i32> v }
  llvm.func @fill_record(%rec: !llvm.ptr, %x: i32) {
    %pb = llvm.getelementptr %rec[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %pc = llvm.getelementptr %rec[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %ps = llvm.getelementptr %rec[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %pf = llvm.getelementptr %rec[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %pd = llvm.getelementptr %rec[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %pp = llvm.getelementptr %rec[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %pv = llvm.getelementptr %rec[0, 6] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i8, i16, f32, f64, ptr, vector<2xi32>)>
    %z = llvm.mlir.constant(0 : i32) : i32
    %isneg = llvm.icmp "slt" %x, %z : i32
    %b8 = llvm.zext %isneg : i1 to i8
    llvm.store %b8, %pb {alignment = 1 : i64} : i8, !llvm.ptr
    %c = llvm.trunc %x : i32 to i8
    llvm.store %c, %pc : i8, !llvm.ptr
    %s = llvm.trunc %x : i32 to i16
    llvm.store %s, %ps {alignment = 2 : i64} : i16, !llvm.ptr
    %f = llvm.sitofp %x : i32 to f32
    llvm.store %f, %pf {alignment = 4 : i64} : f32, !llvm.ptr
    %d = llvm.sitofp %x : i32 to f64
    %half = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %dh = llvm.fmul %d, %half : f64
    llvm.store volatile %dh, %pd {alignment = 8 : i64} : f64, !llvm.ptr
    llvm.store %rec, %pp {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %u = llvm.mlir.undef : vector<2xi32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %nx = llvm.sub %z, %x : i32
    %v0 = llvm.insertelement %x, %u[%i0 : i32] : vector<2xi32>
    %v1 = llvm.insertelement %nx, %v0[%i1 : i32] : vector<2xi32>
    llvm.store %v1, %pv {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr
    llvm.return
  }

  // Reads an i1 stored in memory (as a byte holding 0/1) with an i1 load.
  llvm.func @load_bool(%p: !llvm.ptr) -> i32 {
    %b = llvm.load %p : !llvm.ptr -> i1
    %r = llvm.zext %b : i1 to i32
    llvm.return %r : i32
  }

  // Copy through a pointer-to-pointer: **pp = v; returns old value.
  llvm.func @store_through_double_ptr(%pp: !llvm.ptr, %v: f32) -> f32 {
    %p = llvm.load %pp {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
    %old = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.return %old : f32
  }
}
