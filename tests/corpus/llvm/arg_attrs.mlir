// Argument and result attributes: llvm.noalias, llvm.nonnull, llvm.align,
// llvm.byval on a struct pointer, llvm.sret, llvm.noundef, llvm.readonly,
// llvm.signext/zeroext on narrow integers.
module {
  // Copies n i32 values from src to dst, scaling by k; pointers are noalias.
  llvm.func @scale_copy(%dst: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.align = 4 : i64},
                        %src: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.readonly, llvm.align = 4 : i64},
                        %n: i64 {llvm.noundef}, %k: i32) {
    %z = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^loop(%z : i64)
  ^loop(%i: i64):
    %done = llvm.icmp "sge" %i, %n : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %ps = llvm.getelementptr inbounds %src[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr -> i32
    %w = llvm.mul %v, %k : i32
    %pd = llvm.getelementptr inbounds %dst[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %w, %pd {alignment = 4 : i64} : i32, !llvm.ptr
    %one = llvm.mlir.constant(1 : i64) : i64
    %i1 = llvm.add %i, %one : i64
    llvm.br ^loop(%i1 : i64)
  ^exit:
    llvm.return
  }

  // Receives a private copy of the struct {i32, i32, i64}; modifies the copy
  // and returns a checksum of the modified copy.
  llvm.func @byval_sum(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32, i64)>, llvm.align = 8 : i64}) -> i64 {
    %pa = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i64)>
    %pb = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i64)>
    %pc = llvm.getelementptr %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i64)>
    %a = llvm.load %pa : !llvm.ptr -> i32
    %b = llvm.load %pb : !llvm.ptr -> i32
    %c = llvm.load %pc : !llvm.ptr -> i64
    %minus = llvm.mlir.constant(-99 : i32) : i32
    llvm.store %minus, %pa : i32, !llvm.ptr
    %a2 = llvm.load %pa : !llvm.ptr -> i32
    %ab = llvm.add %a2, %b : i32
    %abx = llvm.sext %ab : i32 to i64
    %r = llvm.add %abx, %c : i64
    %ax = llvm.sext %a : i32 to i64
    %k = llvm.mlir.constant(1000000 : i64) : i64
    %t = llvm.mul %ax, %k : i64
    %r2 = llvm.add %r, %t : i64
    llvm.return %r2 : i64
  }

  // Wrapper callable from C: passes the struct pointed to by %p by value and
  // then returns checksum*10 + (1 if the caller's struct was left unmodified).
  llvm.func @call_byval(%p: !llvm.ptr {llvm.nonnull}) -> i64 {
    %pa = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i64)>
    %before = llvm.load %pa : !llvm.ptr -> i32
    %sum = llvm.call @byval_sum(%p) : (!llvm.ptr) -> i64
    %after = llvm.load %pa : !llvm.ptr -> i32
    %same = llvm.icmp "eq" %before, %after : i32
    %flag = llvm.zext %same : i1 to i64
    %ten = llvm.mlir.constant(10 : i64) : i64
    %s10 = llvm.mul %sum, %ten : i64
    %r = llvm.add %s10, %flag : i64
    llvm.return %r : i64
  }

  // Byval of a struct built in a local alloca.
  llvm.func @byval_local(%a: i32, %b: i32, %c: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, i32, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i64)>
    %s0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32, i64)>
    %s1 = llvm.insertvalue %b, %s0[1] : !llvm.struct<(i32, i32, i64)>
    %s2 = llvm.insertvalue %c, %s1[2] : !llvm.struct<(i32, i32, i64)>
    llvm.store %s2, %s : !llvm.struct<(i32, i32, i64)>, !llvm.ptr
    %r = llvm.call @byval_sum(%s) : (!llvm.ptr) -> i64
    llvm.return %r : i64
  }

  // sret: writes {x, x*x, x*x*x} into the caller-provided result slot.
  llvm.func @make_powers(%out: !llvm.ptr {llvm.sret = !llvm.struct<(i64, i64, i64)>, llvm.noalias, llvm.align = 8 : i64}, %x: i64) {
    %x2 = llvm.mul %x, %x : i64
    %x3 = llvm.mul %x2, %x : i64
    %p1 = llvm.getelementptr %out[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64, i64)>
    %p2 = llvm.getelementptr %out[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i64, i64)>
    llvm.store %x, %out : i64, !llvm.ptr
    llvm.store %x2, %p1 : i64, !llvm.ptr
    llvm.store %x3, %p2 : i64, !llvm.ptr
    llvm.return
  }

  // Narrow integers with extension attributes on argument and result.
  llvm.func @add_i8(%a: i8 {llvm.signext}, %b: i8 {llvm.signext}) -> (i8 {llvm.signext}) {
    %r = llvm.add %a, %b : i8
    llvm.return %r : i8
  }

  llvm.func @add_u16(%a: i16 {llvm.zeroext}, %b: i16 {llvm.zeroext}) -> (i16 {llvm.zeroext, llvm.noundef}) {
    %r = llvm.add %a, %b : i16
    llvm.return %r : i16
  }
}
