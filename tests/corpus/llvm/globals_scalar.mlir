// Scalar globals: mutable and constant, with linkage (external, internal,
// private, weak, linkonce_odr, common), alignment, thread_local,
// unnamed_addr, a global declared here but defined in C, and a global
// defined here but read/written from C.
module {
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global private constant @scale(3 : i32) {addr_space = 0 : i32, alignment = 16 : i64} : i32
  llvm.mlir.global external @exported_value(-17 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global weak @weak_value(2.500000e+00 : f64) {addr_space = 0 : i32} : f64
  llvm.mlir.global linkonce_odr constant @odr_value(9 : i16) {addr_space = 0 : i32} : i16
  llvm.mlir.global internal constant @pi_f32(3.14159274 : f32) {addr_space = 0 : i32} : f32
  llvm.mlir.global common @common_value(0 : i64) {addr_space = 0 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal thread_local @tls_value(100 : i32) {addr_space = 0 : i32} : i32
  llvm.mlir.global internal unnamed_addr constant @unnamed_k(42 : i8) {addr_space = 0 : i32} : i8
  llvm.mlir.global internal local_unnamed_addr @bool_flag(true) {addr_space = 0 : i32} : i1
  // Defined in the C driver.
  llvm.mlir.global external @c_defined_value() {addr_space = 0 : i32} : i32

  // counter += delta; returns the new value.
  llvm.func @bump(%delta: i64) -> i64 {
    %p = llvm.mlir.addressof @counter : !llvm.ptr
    %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr -> i64
    %n = llvm.add %v, %delta : i64
    llvm.store %n, %p {alignment = 8 : i64} : i64, !llvm.ptr
    llvm.return %n : i64
  }

  llvm.func @scaled(%x: i32) -> i32 {
    %p = llvm.mlir.addressof @scale : !llvm.ptr
    %k = llvm.load %p : !llvm.ptr -> i32
    %r = llvm.mul %x, %k : i32
    llvm.return %r : i32
  }

  // Reads all the constant-ish globals and mixes them into a double.
  llvm.func @read_all() -> f64 {
    %pe = llvm.mlir.addressof @exported_value : !llvm.ptr
    %pw = llvm.mlir.addressof @weak_value : !llvm.ptr
    %po = llvm.mlir.addressof @odr_value : !llvm.ptr
    %pp = llvm.mlir.addressof @pi_f32 : !llvm.ptr
    %pu = llvm.mlir.addressof @unnamed_k : !llvm.ptr
    %pc = llvm.mlir.addressof @c_defined_value : !llvm.ptr
    %e = llvm.load %pe : !llvm.ptr -> i32
    %w = llvm.load %pw : !llvm.ptr -> f64
    %o = llvm.load %po : !llvm.ptr -> i16
    %pi = llvm.load %pp : !llvm.ptr -> f32
    %u = llvm.load %pu : !llvm.ptr -> i8
    %c = llvm.load %pc : !llvm.ptr -> i32
    %ef = llvm.sitofp %e : i32 to f64
    %of = llvm.sitofp %o : i16 to f64
    %pif = llvm.fpext %pi : f32 to f64
    %uf = llvm.uitofp %u : i8 to f64
    %cf = llvm.sitofp %c : i32 to f64
    %s0 = llvm.fadd %ef, %w : f64
    %s1 = llvm.fmul %s0, %of : f64
    %s2 = llvm.fadd %s1, %pif : f64
    %s3 = llvm.fsub %s2, %uf : f64
    %k = llvm.mlir.constant(1.000000e+03 : f64) : f64
    %s4 = llvm.fmul %cf, %k : f64
    %s5 = llvm.fadd %s3, %s4 : f64
    llvm.return %s5 : f64
  }

  // Writes to the C-defined global and to the common global.
  llvm.func @store_globals(%x: i32, %y: i64) {
    %pc = llvm.mlir.addressof @c_defined_value : !llvm.ptr
    llvm.store %x, %pc : i32, !llvm.ptr
    %pm = llvm.mlir.addressof @common_value : !llvm.ptr
    %old = llvm.load %pm : !llvm.ptr -> i64
    %n = llvm.add %old, %y : i64
    llvm.store %n, %pm : i64, !llvm.ptr
    llvm.return
  }

  llvm.func @get_common() -> i64 {
    %pm = llvm.mlir.addressof @common_value : !llvm.ptr
    %v = llvm.load %pm : !llvm.ptr -> i64
    llvm.return %v : i64
  }

  // Thread-local counter: returns the previous value and increments by 1.
  llvm.func @tls_next() -> i32 {
    %p = llvm.mlir.addressof @tls_value : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.add %v, %one : i32
    llvm.store %n, %p : i32, !llvm.ptr
    llvm.return %v : i32
  }

  // Toggle the i1 flag, returning the new value as i32.
  llvm.func @toggle() -> i32 {
    %p = llvm.mlir.addressof @bool_flag : !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i1
    %t = llvm.mlir.constant(true) : i1
    %n = llvm.xor %v, %t : i1
    llvm.store %n, %p : i1, !llvm.ptr
    %r = llvm.zext %n : i1 to i32
    llvm.return %r : i32
  }

  // Address of a global is stable and 16-byte aligned when requested.
  llvm.func @scale_alignment_ok() -> i32 {
    %p = llvm.mlir.addressof @scale : !llvm.ptr
    %a = llvm.ptrtoint %p : !llvm.ptr to i64
    %m = llvm.mlir.constant(15 : i64) : i64
    %low = llvm.and %a, %m : i64
    %z = llvm.mlir.constant(0 : i64) : i64
    %ok = llvm.icmp "eq" %low, %z : i64
    %r = llvm.zext %ok : i1 to i32
    llvm.return %r : i32
  }
}
