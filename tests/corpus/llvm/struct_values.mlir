// First-class aggregates: insertvalue/extractvalue on structs, arrays and
// nested combinations; functions returning structs by value (MLIR-to-MLIR);
// aggregates as block arguments (phis of struct type); packed and
// identified (named) struct types; loading/storing whole structs.
// C only calls the scalar-returning wrappers.
module {
  // divmod returning {quot, rem}.
  llvm.func @divmod(%a: i32, %b: i32) -> !llvm.struct<(i32, i32)> {
    %q = llvm.sdiv %a, %b : i32
    %r = llvm.srem %a, %b : i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %s0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(i32, i32)>
    %s1 = llvm.insertvalue %r, %s0[1] : !llvm.struct<(i32, i32)>
    llvm.return %s1 : !llvm.struct<(i32, i32)>
  }

  llvm.func @divmod_packed(%a: i32, %b: i32) -> i32 {
    %s = llvm.call @divmod(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i32)>
    %q = llvm.extractvalue %s[0] : !llvm.struct<(i32, i32)>
    %r = llvm.extractvalue %s[1] : !llvm.struct<(i32, i32)>
    %k = llvm.mlir.constant(1000 : i32) : i32
    %t = llvm.mul %q, %k : i32
    %o = llvm.add %t, %r : i32
    llvm.return %o : i32
  }

  // Returns a nested aggregate {i64, [3 x f64], {i8, i16}} by value.
  llvm.func @make_nested(%x: f64) -> !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)> {
    %u = llvm.mlir.undef : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %n = llvm.mlir.constant(-5 : i64) : i64
    %two = llvm.mlir.constant(2.000000e+00 : f64) : f64
    %x2 = llvm.fmul %x, %two : f64
    %x3 = llvm.fadd %x2, %x : f64
    %b = llvm.mlir.constant(-3 : i8) : i8
    %h = llvm.mlir.constant(1234 : i16) : i16
    %s0 = llvm.insertvalue %n, %u[0] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %s1 = llvm.insertvalue %x, %s0[1, 0] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %s2 = llvm.insertvalue %x2, %s1[1, 1] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %s3 = llvm.insertvalue %x3, %s2[1, 2] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %s4 = llvm.insertvalue %b, %s3[2, 0] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %s5 = llvm.insertvalue %h, %s4[2, 1] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    llvm.return %s5 : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
  }

  llvm.func @nested_checksum(%x: f64) -> f64 {
    %s = llvm.call @make_nested(%x) : (f64) -> !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %arr = llvm.extractvalue %s[1] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %inner = llvm.extractvalue %s[2] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %n = llvm.extractvalue %s[0] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %a0 = llvm.extractvalue %arr[0] : !llvm.array<3 x f64>
    %a1 = llvm.extractvalue %arr[1] : !llvm.array<3 x f64>
    %a2 = llvm.extractvalue %s[1, 2] : !llvm.struct<(i64, array<3 x f64>, struct<(i8, i16)>)>
    %b = llvm.extractvalue %inner[0] : !llvm.struct<(i8, i16)>
    %h = llvm.extractvalue %inner[1] : !llvm.struct<(i8, i16)>
    %nf = llvm.sitofp %n : i64 to f64
    %bf = llvm.sitofp %b : i8 to f64
    %hf = llvm.sitofp %h : i16 to f64
    %t0 = llvm.fadd %a0, %a1 : f64
    %t1 = llvm.fmul %t0, %a2 : f64
    %t2 = llvm.fadd %t1, %nf : f64
    %t3 = llvm.fmul %t2, %bf : f64
    %t4 = llvm.fadd %t3, %hf : f64
    llvm.return %t4 : f64
  }

  // A struct carried through a loop as a block argument: computes
  // {fib(n), fib(n+1)} and returns fib(n).
  llvm.func @fib_pair(%n: i32) -> i64 {
    %u = llvm.mlir.undef : !llvm.struct<(i64, i64)>
    %z = llvm.mlir.constant(0 : i64) : i64
    %o = llvm.mlir.constant(1 : i64) : i64
    %s0 = llvm.insertvalue %z, %u[0] : !llvm.struct<(i64, i64)>
    %s1 = llvm.insertvalue %o, %s0[1] : !llvm.struct<(i64, i64)>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%i0, %s1 : i32, !llvm.struct<(i64, i64)>)
  ^loop(%i: i32, %s: !llvm.struct<(i64, i64)>):
    %done = llvm.icmp "sge" %i, %n : i32
    llvm.cond_br %done, ^exit(%s : !llvm.struct<(i64, i64)>), ^body
  ^body:
    %a = llvm.extractvalue %s[0] : !llvm.struct<(i64, i64)>
    %b = llvm.extractvalue %s[1] : !llvm.struct<(i64, i64)>
    %c = llvm.add %a, %b : i64
    %t0 = llvm.insertvalue %b, %s[0] : !llvm.struct<(i64, i64)>
    %t1 = llvm.insertvalue %c, %t0[1] : !llvm.struct<(i64, i64)>
    %one = llvm.mlir.constant(1 : i32) : i32
    %i1 = llvm.add %i, %one : i32
    llvm.br ^loop(%i1, %t1 : i32, !llvm.struct<(i64, i64)>)
  ^exit(%r: !llvm.struct<(i64, i64)>):
    %f = llvm.extractvalue %r[0] : !llvm.struct<(i64, i64)>
    llvm.return %f : i64
  }

  // Array value: reverse a 4-element array held in registers.
  llvm.func @reverse4(%a: !llvm.array<4 x i32>) -> !llvm.array<4 x i32> {
    %e0 = llvm.extractvalue %a[0] : !llvm.array<4 x i32>
    %e1 = llvm.extractvalue %a[1] : !llvm.array<4 x i32>
    %e2 = llvm.extractvalue %a[2] : !llvm.array<4 x i32>
    %e3 = llvm.extractvalue %a[3] : !llvm.array<4 x i32>
    %r0 = llvm.insertvalue %e3, %a[0] : !llvm.array<4 x i32>
    %r1 = llvm.insertvalue %e2, %r0[1] : !llvm.array<4 x i32>
    %r2 = llvm.insertvalue %e1, %r1[2] : !llvm.array<4 x i32>
    %r3 = llvm.insertvalue %e0, %r2[3] : !llvm.array<4 x i32>
    llvm.return %r3 : !llvm.array<4 x i32>
  }

  // Loads 4 ints from memory as an array, reverses, stores back.
  llvm.func @reverse_in_place(%p: !llvm.ptr) {
    %a = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> !llvm.array<4 x i32>
    %r = llvm.call @reverse4(%a) : (!llvm.array<4 x i32>) -> !llvm.array<4 x i32>
    llvm.store %r, %p {alignment = 4 : i64} : !llvm.array<4 x i32>, !llvm.ptr
    llvm.return
  }

  // Packed struct <{i8, i32, i8}> has size 6; unpacked {i8, i32, i8} has size 12.
  // Writes a packed struct to memory (matching a C packed struct).
  llvm.func @write_packed(%p: !llvm.ptr, %a: i32, %b: i32, %c: i32) {
    %u = llvm.mlir.undef : !llvm.struct<packed (i8, i32, i8)>
    %a8 = llvm.trunc %a : i32 to i8
    %c8 = llvm.trunc %c : i32 to i8
    %s0 = llvm.insertvalue %a8, %u[0] : !llvm.struct<packed (i8, i32, i8)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<packed (i8, i32, i8)>
    %s2 = llvm.insertvalue %c8, %s1[2] : !llvm.struct<packed (i8, i32, i8)>
    llvm.store %s2, %p {alignment = 1 : i64} : !llvm.struct<packed (i8, i32, i8)>, !llvm.ptr
    llvm.return
  }

  // Size of packed and unpacked structs via the "gep from null" idiom.
  llvm.func @struct_sizes() -> i64 {
    %null = llvm.mlir.zero : !llvm.ptr
    %p1 = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32, i8)>
    %p2 = llvm.getelementptr %null[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32, i8)>
    %s1 = llvm.ptrtoint %p1 : !llvm.ptr to i64
    %s2 = llvm.ptrtoint %p2 : !llvm.ptr to i64
    %k = llvm.mlir.constant(100 : i64) : i64
    %t = llvm.mul %s1, %k : i64
    %r = llvm.add %t, %s2 : i64
    llvm.return %r : i64
  }

  // Identified (named) struct type, including a self-referential list node.
  llvm.func @list_sum(%head: !llvm.ptr) -> i64 {
    %z = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^loop(%head, %z : !llvm.ptr, i64)
  ^loop(%p: !llvm.ptr, %acc: i64):
    %null = llvm.mlir.zero : !llvm.ptr
    %end = llvm.icmp "eq" %p, %null : !llvm.ptr
    llvm.cond_br %end, ^exit, ^body
  ^body:
    %node = llvm.load %p : !llvm.ptr -> !llvm.struct<"Node", (i64, ptr)>
    %v = llvm.extractvalue %node[0] : !llvm.struct<"Node", (i64, ptr)>
    %next = llvm.extractvalue %node[1] : !llvm.struct<"Node", (i64, ptr)>
    %acc1 = llvm.add %acc, %v : i64
    llvm.br ^loop(%next, %acc1 : !llvm.ptr, i64)
  ^exit:
    llvm.return %acc : i64
  }

  // Struct of a vector and a float: returned by value and unpacked.
  llvm.func @vec_struct(%x: f32) -> !llvm.struct<(vector<2xf32>, f32)> {
    %u = llvm.mlir.undef : !llvm.struct<(vector<2xf32>, f32)>
    %v = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : vector<2xf32>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %v1 = llvm.insertelement %x, %v[%i0 : i32] : vector<2xf32>
    %s0 = llvm.insertvalue %v1, %u[0] : !llvm.struct<(vector<2xf32>, f32)>
    %s1 = llvm.insertvalue %x, %s0[1] : !llvm.struct<(vector<2xf32>, f32)>
    llvm.return %s1 : !llvm.struct<(vector<2xf32>, f32)>
  }

  llvm.func @vec_struct_sum(%x: f32) -> f32 {
    %s = llvm.call @vec_struct(%x) : (f32) -> !llvm.struct<(vector<2xf32>, f32)>
    %v = llvm.extractvalue %s[0] : !llvm.struct<(vector<2xf32>, f32)>
    %f = llvm.extractvalue %s[1] : !llvm.struct<(vector<2xf32>, f32)>
    %i0 = llvm.mlir.constant(0 : i32) : i32
    %i1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.extractelement %v[%i0 : i32] : vector<2xf32>
    %b = llvm.extractelement %v[%i1 : i32] : vector<2xf32>
    %t = llvm.fadd %a, %b : f32
    %r = llvm.fmul %t, %f : f32
    llvm.return %r : f32
  }
}
