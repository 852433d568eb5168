// Aggregate globals: string globals, dense array globals (1-D and 2-D, int and
// float), globals with initializer regions (structs, arrays of structs,
// pointers to other globals and to functions via llvm.mlir.addressof,
// llvm.mlir.zero), and a mutable array global modified at run time.
module {
  llvm.mlir.global private constant @greeting("Hello, lowrite!\00") {addr_space = 0 : i32} : !llvm.array<16 x i8>
  llvm.mlir.global internal constant @digits("0123456789") {addr_space = 0 : i32} : !llvm.array<10 x i8>
  llvm.mlir.global internal constant @primes(dense<[2, 3, 5, 7, 11, 13, 17, 19]> : tensor<8xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<8 x i32>
  llvm.mlir.global internal constant @matrix(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x i64>>
  llvm.mlir.global internal constant @weights(dense<[5.000000e-01, -2.500000e-01, 1.250000e-01]> : tensor<3xf64>) {addr_space = 0 : i32} : !llvm.array<3 x f64>
  llvm.mlir.global internal @histogram(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>

  // A struct {i32, f64, ptr} initialized by a region; the pointer points to @primes[2].
  llvm.mlir.global internal constant @record() {addr_space = 0 : i32} : !llvm.struct<(i32, f64, ptr)> {
    %u = llvm.mlir.undef : !llvm.struct<(i32, f64, ptr)>
    %a = llvm.mlir.constant(77 : i32) : i32
    %b = llvm.mlir.constant(-1.500000e+00 : f64) : f64
    %base = llvm.mlir.addressof @primes : !llvm.ptr
    %c = llvm.getelementptr %base[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, f64, ptr)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, f64, ptr)>
    %s2 = llvm.insertvalue %c, %s1[2] : !llvm.struct<(i32, f64, ptr)>
    llvm.return %s2 : !llvm.struct<(i32, f64, ptr)>
  }

  // Array of {name ptr, value} pairs; names are string globals.
  llvm.mlir.global private constant @name_a("alpha\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
  llvm.mlir.global private constant @name_b("beta\00") {addr_space = 0 : i32} : !llvm.array<5 x i8>
  llvm.mlir.global internal constant @entries() {addr_space = 0 : i32} : !llvm.array<3 x struct<(ptr, i32)>> {
    %u = llvm.mlir.undef : !llvm.array<3 x struct<(ptr, i32)>>
    %eu = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
    %na = llvm.mlir.addressof @name_a : !llvm.ptr
    %nb = llvm.mlir.addressof @name_b : !llvm.ptr
    %null = llvm.mlir.zero : !llvm.ptr
    %v1 = llvm.mlir.constant(1 : i32) : i32
    %v2 = llvm.mlir.constant(2 : i32) : i32
    %v0 = llvm.mlir.constant(0 : i32) : i32
    %e0a = llvm.insertvalue %na, %eu[0] : !llvm.struct<(ptr, i32)>
    %e0 = llvm.insertvalue %v1, %e0a[1] : !llvm.struct<(ptr, i32)>
    %e1a = llvm.insertvalue %nb, %eu[0] : !llvm.struct<(ptr, i32)>
    %e1 = llvm.insertvalue %v2, %e1a[1] : !llvm.struct<(ptr, i32)>
    %e2a = llvm.insertvalue %null, %eu[0] : !llvm.struct<(ptr, i32)>
    %e2 = llvm.insertvalue %v0, %e2a[1] : !llvm.struct<(ptr, i32)>
    %a0 = llvm.insertvalue %e0, %u[0] : !llvm.array<3 x struct<(ptr, i32)>>
    %a1 = llvm.insertvalue %e1, %a0[1] : !llvm.array<3 x struct<(ptr, i32)>>
    %a2 = llvm.insertvalue %e2, %a1[2] : !llvm.array<3 x struct<(ptr, i32)>>
    llvm.return %a2 : !llvm.array<3 x struct<(ptr, i32)>>
  }

  // Zero-initialized aggregate through llvm.mlir.zero in a region.
  llvm.mlir.global internal @scratch() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<(i64, array<2 x i32>)> {
    %z = llvm.mlir.zero : !llvm.struct<(i64, array<2 x i32>)>
    llvm.return %z : !llvm.struct<(i64, array<2 x i32>)>
  }

  // Function-pointer table in a global.
  llvm.func internal @inc(%x: i32) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %r = llvm.add %x, %one : i32
    llvm.return %r : i32
  }
  llvm.func internal @dbl(%x: i32) -> i32 {
    %r = llvm.add %x, %x : i32
    llvm.return %r : i32
  }
  llvm.mlir.global internal constant @ops() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
    %u = llvm.mlir.undef : !llvm.array<2 x ptr>
    %f0 = llvm.mlir.addressof @inc : !llvm.ptr
    %f1 = llvm.mlir.addressof @dbl : !llvm.ptr
    %a0 = llvm.insertvalue %f0, %u[0] : !llvm.array<2 x ptr>
    %a1 = llvm.insertvalue %f1, %a0[1] : !llvm.array<2 x ptr>
    llvm.return %a1 : !llvm.array<2 x ptr>
  }

  // --- accessors called from C ---

  llvm.func @get_greeting() -> !llvm.ptr {
    %p = llvm.mlir.addressof @greeting : !llvm.ptr
    llvm.return %p : !llvm.ptr
  }

  // Returns the character for digit d (0..9).
  llvm.func @digit_char(%d: i32) -> i32 {
    %p = llvm.mlir.addressof @digits : !llvm.ptr
    %q = llvm.getelementptr %p[0, %d] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<10 x i8>
    %c = llvm.load %q : !llvm.ptr -> i8
    %r = llvm.zext %c : i8 to i32
    llvm.return %r : i32
  }

  llvm.func @prime(%i: i64) -> i32 {
    %p = llvm.mlir.addressof @primes : !llvm.ptr
    %q = llvm.getelementptr inbounds %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x i32>
    %v = llvm.load %q : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  llvm.func @matrix_at(%r: i64, %c: i64) -> i64 {
    %p = llvm.mlir.addressof @matrix : !llvm.ptr
    %q = llvm.getelementptr %p[0, %r, %c] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x array<3 x i64>>
    %v = llvm.load %q : !llvm.ptr -> i64
    llvm.return %v : i64
  }

  llvm.func @weighted_sum(%x: f64, %y: f64, %z: f64) -> f64 {
    %p = llvm.mlir.addressof @weights : !llvm.ptr
    %arr = llvm.load %p : !llvm.ptr -> !llvm.array<3 x f64>
    %w0 = llvm.extractvalue %arr[0] : !llvm.array<3 x f64>
    %w1 = llvm.extractvalue %arr[1] : !llvm.array<3 x f64>
    %w2 = llvm.extractvalue %arr[2] : !llvm.array<3 x f64>
    %a = llvm.fmul %x, %w0 : f64
    %b = llvm.fmul %y, %w1 : f64
    %c = llvm.fmul %z, %w2 : f64
    %s = llvm.fadd %a, %b : f64
    %t = llvm.fadd %s, %c : f64
    llvm.return %t : f64
  }

  // histogram[v & 3] += 1; returns the new count.
  llvm.func @hist_add(%v: i32) -> i32 {
    %p = llvm.mlir.addressof @histogram : !llvm.ptr
    %m = llvm.mlir.constant(3 : i32) : i32
    %i = llvm.and %v, %m : i32
    %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
    %c = llvm.load %q : !llvm.ptr -> i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.add %c, %one : i32
    llvm.store %n, %q : i32, !llvm.ptr
    llvm.return %n : i32
  }

  llvm.func @hist_get(%i: i32) -> i32 {
    %p = llvm.mlir.addressof @histogram : !llvm.ptr
    %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
    %c = llvm.load %q : !llvm.ptr -> i32
    llvm.return %c : i32
  }

  // record.a + int(record.b * 10) + *record.c
  llvm.func @record_value() -> i32 {
    %p = llvm.mlir.addressof @record : !llvm.ptr
    %s = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f64, ptr)>
    %a = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64, ptr)>
    %b = llvm.extractvalue %s[1] : !llvm.struct<(i32, f64, ptr)>
    %c = llvm.extractvalue %s[2] : !llvm.struct<(i32, f64, ptr)>
    %ten = llvm.mlir.constant(1.000000e+01 : f64) : f64
    %bt = llvm.fmul %b, %ten : f64
    %bi = llvm.fptosi %bt : f64 to i32
    %cv = llvm.load %c : !llvm.ptr -> i32
    %r0 = llvm.add %a, %bi : i32
    %r = llvm.add %r0, %cv : i32
    llvm.return %r : i32
  }

  // Name of entry i (may be null) and its value.
  llvm.func @entry_name(%i: i64) -> !llvm.ptr {
    %p = llvm.mlir.addressof @entries : !llvm.ptr
    %q = llvm.getelementptr %p[0, %i, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x struct<(ptr, i32)>>
    %n = llvm.load %q : !llvm.ptr -> !llvm.ptr
    llvm.return %n : !llvm.ptr
  }

  llvm.func @entry_value(%i: i64) -> i32 {
    %p = llvm.mlir.addressof @entries : !llvm.ptr
    %q = llvm.getelementptr %p[0, %i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x struct<(ptr, i32)>>
    %v = llvm.load %q : !llvm.ptr -> i32
    llvm.return %v : i32
  }

  // scratch.a += x; scratch.arr[1] -= 1; returns a*1000 + arr[1] + arr[0].
  llvm.func @scratch_update(%x: i64) -> i64 {
    %p = llvm.mlir.addressof @scratch : !llvm.ptr
    %s = llvm.load %p : !llvm.ptr -> !llvm.struct<(i64, array<2 x i32>)>
    %a = llvm.extractvalue %s[0] : !llvm.struct<(i64, array<2 x i32>)>
    %e0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i64, array<2 x i32>)>
    %e1 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i64, array<2 x i32>)>
    %one = llvm.mlir.constant(1 : i32) : i32
    %a2 = llvm.add %a, %x : i64
    %e1n = llvm.sub %e1, %one : i32
    %s1 = llvm.insertvalue %a2, %s[0] : !llvm.struct<(i64, array<2 x i32>)>
    %s2 = llvm.insertvalue %e1n, %s1[1, 1] : !llvm.struct<(i64, array<2 x i32>)>
    llvm.store %s2, %p : !llvm.struct<(i64, array<2 x i32>)>, !llvm.ptr
    %k = llvm.mlir.constant(1000 : i64) : i64
    %t = llvm.mul %a2, %k : i64
    %e1x = llvm.sext %e1n : i32 to i64
    %e0x = llvm.sext %e0 : i32 to i64
    %r0 = llvm.add %t, %e1x : i64
    %r = llvm.add %r0, %e0x : i64
    llvm.return %r : i64
  }

  llvm.func @apply_op(%i: i64, %x: i32) -> i32 {
    %p = llvm.mlir.addressof @ops : !llvm.ptr
    %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x ptr>
    %f = llvm.load %q : !llvm.ptr -> !llvm.ptr
    %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
    llvm.return %r : i32
  }
}
