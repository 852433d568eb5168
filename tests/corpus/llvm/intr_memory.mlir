// Memory intrinsics: llvm.intr.memcpy, llvm.intr.memset, llvm.intr.memmove,
// llvm.intr.memcpy.inline, with constant and dynamic lengths, volatile
// flags, i32 and i64 length types, and copies of stack aggregates.
module {
  // dst[0..n) = src[0..n) (dynamic length, bytes).
  llvm.func @copy_bytes(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
    "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }

  // Fill n bytes with the low byte of v (dynamic value and length, i32 length).
  llvm.func @fill_bytes(%dst: !llvm.ptr, %v: i32, %n: i32) {
    %b = llvm.trunc %v : i32 to i8
    "llvm.intr.memset"(%dst, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    llvm.return
  }

  // Overlapping move: shift buf[0..n) right by k positions (i32 elements).
  llvm.func @shift_right(%buf: !llvm.ptr, %n: i64, %k: i64) {
    %dst = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %four = llvm.mlir.constant(4 : i64) : i64
    %bytes = llvm.mul %n, %four : i64
    "llvm.intr.memmove"(%dst, %buf, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }

  // Constant-length copy of a 24-byte struct and volatile zeroing of the source.
  llvm.func @move_record(%dst: !llvm.ptr, %src: !llvm.ptr) {
    %len = llvm.mlir.constant(24 : i64) : i64
    "llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %z = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%src, %z, %len) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
    llvm.return
  }

  // memcpy.inline (length is an attribute) of 16 bytes.
  llvm.func @copy16_inline(%dst: !llvm.ptr, %src: !llvm.ptr) {
    "llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.return
  }

  // Builds an array on the stack with memset, patches it, copies it out with
  // a volatile memcpy, and returns the sum of the copied values.
  llvm.func @stack_roundtrip(%out: !llvm.ptr, %seed: i32) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %arr = llvm.alloca %one x !llvm.array<8 x i32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
    %ff = llvm.mlir.constant(1 : i8) : i8
    %len = llvm.mlir.constant(32 : i64) : i64
    "llvm.intr.memset"(%arr, %ff, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %p3 = llvm.getelementptr %arr[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x i32>
    llvm.store %seed, %p3 : i32, !llvm.ptr
    "llvm.intr.memcpy"(%out, %arr, %len) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %z = llvm.mlir.constant(0 : i64) : i64
    %zi = llvm.mlir.constant(0 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i64) : i64
    llvm.br ^loop(%z, %zi : i64, i32)
  ^loop(%i: i64, %acc: i32):
    %done = llvm.icmp "eq" %i, %c8 : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %p = llvm.getelementptr %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %p : !llvm.ptr -> i32
    %acc1 = llvm.add %acc, %v : i32
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %i1 = llvm.add %i, %c1 : i64
    llvm.br ^loop(%i1, %acc1 : i64, i32)
  ^exit:
    llvm.return %acc : i32
  }
}
