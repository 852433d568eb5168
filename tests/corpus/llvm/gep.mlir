// llvm.getelementptr: constant and dynamic indices (i32, i64, i8, negative),
// inbounds / nusw / nuw flags, struct field indices, nested arrays of
// structs, byte-offset GEPs on i8, and the "sizeof via gep on null" idiom.
// Offsets are returned as byte distances from the base pointer.
//
// The module carries an explicit x86-64 data layout and target triple: the
// constant "gep on null" offsets below are folded at translation time, and
// without a data layout LLVM's default layout (i64 aligned to 4) would be used
// for that folding while llc uses the x86-64 layout for everything else.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  // Byte offset of &((i32*)base)[i] computed by gep with a dynamic i64 index.
  llvm.func @off_dyn_i64(%base: !llvm.ptr, %i: i64) -> i64 {
    %p = llvm.getelementptr %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %a = llvm.ptrtoint %base : !llvm.ptr to i64
    %b = llvm.ptrtoint %p : !llvm.ptr to i64
    %d = llvm.sub %b, %a : i64
    llvm.return %d : i64
  }

  // Dynamic i32 index is sign-extended: negative indices go backwards.
  llvm.func @off_dyn_i32(%base: !llvm.ptr, %i: i32) -> i64 {
    %p = llvm.getelementptr %base[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f64
    %a = llvm.ptrtoint %base : !llvm.ptr to i64
    %b = llvm.ptrtoint %p : !llvm.ptr to i64
    %d = llvm.sub %b, %a : i64
    llvm.return %d : i64
  }

  // Dynamic i8 index (also sign-extended).
  llvm.func @off_dyn_i8(%base: !llvm.ptr, %i32: i32) -> i64 {
    %i = llvm.trunc %i32 : i32 to i8
    %p = llvm.getelementptr %base[%i] : (!llvm.ptr, i8) -> !llvm.ptr, i16
    %a = llvm.ptrtoint %base : !llvm.ptr to i64
    %b = llvm.ptrtoint %p : !llvm.ptr to i64
    %d = llvm.sub %b, %a : i64
    llvm.return %d : i64
  }

  // Walks an i32 array with inbounds/nuw/nusw geps and constant indices.
  // Reads p[1] + p[3] + p[5] - p[4] where p = base + 1, via several styles.
  llvm.func @read_pattern(%base: !llvm.ptr) -> i32 {
    %p = llvm.getelementptr inbounds %base[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %q1 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %q3 = llvm.getelementptr nuw %p[3] : (!llvm.ptr) -> !llvm.ptr, i32
    %q5 = llvm.getelementptr nusw %p[5] : (!llvm.ptr) -> !llvm.ptr, i32
    %q4 = llvm.getelementptr inbounds %q5[-1] : (!llvm.ptr) -> !llvm.ptr, i32
    %v1 = llvm.load %q1 : !llvm.ptr -> i32
    %v3 = llvm.load %q3 : !llvm.ptr -> i32
    %v5 = llvm.load %q5 : !llvm.ptr -> i32
    %v4 = llvm.load %q4 : !llvm.ptr -> i32
    %s0 = llvm.add %v1, %v3 : i32
    %s1 = llvm.add %s0, %v5 : i32
    %s2 = llvm.sub %s1, %v4 : i32
    llvm.return %s2 : i32
  }

  // struct Rec { i8 tag; i64 id; [3 x i16] parts; f32 weight; }
  // Field offsets via constant struct indices.
  llvm.func @rec_offsets() -> i64 {
    %null = llvm.mlir.zero : !llvm.ptr
    %f1 = llvm.getelementptr %null[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %f2 = llvm.getelementptr %null[0, 2, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %f3 = llvm.getelementptr %null[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %sz = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %o1 = llvm.ptrtoint %f1 : !llvm.ptr to i64
    %o2 = llvm.ptrtoint %f2 : !llvm.ptr to i64
    %o3 = llvm.ptrtoint %f3 : !llvm.ptr to i64
    %os = llvm.ptrtoint %sz : !llvm.ptr to i64
    // pack as o1 + 100*o2 + 10000*o3 + 1000000*size
    %c100 = llvm.mlir.constant(100 : i64) : i64
    %c10000 = llvm.mlir.constant(10000 : i64) : i64
    %c1000000 = llvm.mlir.constant(1000000 : i64) : i64
    %t2 = llvm.mul %o2, %c100 : i64
    %t3 = llvm.mul %o3, %c10000 : i64
    %ts = llvm.mul %os, %c1000000 : i64
    %r0 = llvm.add %o1, %t2 : i64
    %r1 = llvm.add %r0, %t3 : i64
    %r2 = llvm.add %r1, %ts : i64
    llvm.return %r2 : i64
  }

  // recs[i].parts[j] += delta, on an array of Rec passed from C; returns new value.
  llvm.func @bump_part(%recs: !llvm.ptr, %i: i64, %j: i32, %delta: i32) -> i32 {
    %p = llvm.getelementptr inbounds %recs[%i, 2, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %v = llvm.load %p : !llvm.ptr -> i16
    %d = llvm.trunc %delta : i32 to i16
    %n = llvm.add %v, %d : i16
    llvm.store %n, %p : i16, !llvm.ptr
    %r = llvm.sext %n : i16 to i32
    llvm.return %r : i32
  }

  // Sum of recs[i].id + recs[i].weight over n records (mixed field geps).
  llvm.func @sum_recs(%recs: !llvm.ptr, %n: i64) -> f64 {
    %z = llvm.mlir.constant(0 : i64) : i64
    %fz = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.br ^loop(%z, %fz : i64, f64)
  ^loop(%i: i64, %acc: f64):
    %done = llvm.icmp "uge" %i, %n : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %rec = llvm.getelementptr inbounds|nuw %recs[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %pid = llvm.getelementptr inbounds|nuw %rec[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %pw = llvm.getelementptr inbounds|nuw %rec[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64, array<3 x i16>, f32)>
    %id = llvm.load %pid : !llvm.ptr -> i64
    %w = llvm.load %pw : !llvm.ptr -> f32
    %idf = llvm.sitofp %id : i64 to f64
    %wf = llvm.fpext %w : f32 to f64
    %t = llvm.fadd %idf, %wf : f64
    %acc1 = llvm.fadd %acc, %t : f64
    %one = llvm.mlir.constant(1 : i64) : i64
    %i1 = llvm.add %i, %one overflow<nuw> : i64
    llvm.br ^loop(%i1, %acc1 : i64, f64)
  ^exit:
    llvm.return %acc : f64
  }

  // 2-D row-major [rows x 4] matrix of i32 accessed with a two-level gep
  // through an array type: m[r][c].
  llvm.func @mat_get(%m: !llvm.ptr, %r: i64, %c: i64) -> i32 {
    %p = llvm.getelementptr %m[%r, %c] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  // Byte-level addressing: read an i32 at an arbitrary byte offset (unaligned).
  llvm.func @read_at_byte(%base: !llvm.ptr, %off: i64) -> i32 {
    %p = llvm.getelementptr %base[%off] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %v = llvm.load %p {alignment = 1 : i64} : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  // Mixed constant and dynamic indices in one gep: &base[i][2] on [N x 3 x i64].
  llvm.func @mixed_indices(%base: !llvm.ptr, %i: i32) -> i64 {
    %p = llvm.getelementptr %base[%i, 2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i64>
    %v = llvm.load %p : !llvm.ptr -> i64
    llvm.return %v : i64
  }
}
