// Pointer casts: ptrtoint, inttoptr, addrspacecast (round trip through
// address space 1), and bitcast between vectors and scalars.
module {
  // Load element i of an i32 array by doing the address arithmetic on integers.
  llvm.func @load_via_int(%base: !llvm.ptr, %i: i64) -> i32 {
    %0 = llvm.ptrtoint %base : !llvm.ptr to i64
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %1 = llvm.mul %i, %c4 : i64
    %2 = llvm.add %0, %1 : i64
    %3 = llvm.inttoptr %2 : i64 to !llvm.ptr
    %4 = llvm.load %3 : !llvm.ptr -> i32
    llvm.return %4 : i32
  }

  // Distance in bytes between two pointers (via a 32-bit ptrtoint truncation).
  llvm.func @ptr_diff(%a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
    %0 = llvm.ptrtoint %a : !llvm.ptr to i64
    %1 = llvm.ptrtoint %b : !llvm.ptr to i64
    %2 = llvm.sub %1, %0 : i64
    %3 = llvm.trunc %2 : i64 to i32
    llvm.return %3 : i32
  }

  // Round-trip a pointer through address space 1 and store through it.
  llvm.func @store_via_addrspace(%p: !llvm.ptr, %v: i32) -> i32 {
    %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
    %1 = llvm.addrspacecast %0 : !llvm.ptr<1> to !llvm.ptr
    llvm.store %v, %1 : i32, !llvm.ptr
    %2 = llvm.load %p : !llvm.ptr -> i32
    %3 = llvm.icmp "eq" %1, %p : !llvm.ptr
    %4 = llvm.zext %3 : i1 to i32
    %c1000 = llvm.mlir.constant(1000 : i32) : i32
    %5 = llvm.mul %4, %c1000 : i32
    %6 = llvm.add %5, %2 : i32
    llvm.return %6 : i32
  }

  // Null pointer / zero integer conversions.
  llvm.func @null_is_zero() -> i64 {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
    %c8 = llvm.mlir.constant(8 : i64) : i64
    %2 = llvm.inttoptr %c8 : i64 to !llvm.ptr
    %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
    %4 = llvm.add %1, %3 : i64
    llvm.return %4 : i64
  }

  // Bitcast an i64 to <2 x i32> and <8 x i8>, and back.
  llvm.func @swap_halves(%a: i64) -> i64 {
    %v = llvm.bitcast %a : i64 to vector<2xi32>
    %s = llvm.shufflevector %v, %v [1, 0] : vector<2xi32>
    %r = llvm.bitcast %s : vector<2xi32> to i64
    llvm.return %r : i64
  }

  llvm.func @byte_sum(%a: i64) -> i32 {
    %v = llvm.bitcast %a : i64 to vector<8xi8>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %e0 = llvm.extractelement %v[%c0 : i32] : vector<8xi8>
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %e7 = llvm.extractelement %v[%c7 : i32] : vector<8xi8>
    %z0 = llvm.zext %e0 : i8 to i32
    %z7 = llvm.zext %e7 : i8 to i32
    %c256 = llvm.mlir.constant(256 : i32) : i32
    %m = llvm.mul %z7, %c256 : i32
    %r = llvm.add %m, %z0 : i32
    llvm.return %r : i32
  }

  // f32x2 view of a double.
  llvm.func @f64_as_2xf32_sum(%a: f64) -> f32 {
    %v = llvm.bitcast %a : f64 to vector<2xf32>
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %x = llvm.extractelement %v[%c0 : i64] : vector<2xf32>
    %y = llvm.extractelement %v[%c1 : i64] : vector<2xf32>
    %bx = llvm.bitcast %x : f32 to i32
    %by = llvm.bitcast %y : f32 to i32
    %o = llvm.or %bx, %by : i32
    %r = llvm.bitcast %o : i32 to f32
    llvm.return %r : f32
  }
}
