// All ten llvm.icmp predicates on i32, i64, i8 and pointers. Each function packs
// the ten i1 results into a bit mask (bit k = predicate k, in the order
// eq ne slt sle sgt sge ult ule ugt uge).
module {
  llvm.func @pack(%b0: i1, %b1: i1, %b2: i1, %b3: i1, %b4: i1, %b5: i1, %b6: i1, %b7: i1, %b8: i1, %b9: i1) -> i32 {
    %acc0 = llvm.mlir.constant(0 : i32) : i32
    %z0 = llvm.zext %b0 : i1 to i32
    %z1 = llvm.zext %b1 : i1 to i32
    %z2 = llvm.zext %b2 : i1 to i32
    %z3 = llvm.zext %b3 : i1 to i32
    %z4 = llvm.zext %b4 : i1 to i32
    %z5 = llvm.zext %b5 : i1 to i32
    %z6 = llvm.zext %b6 : i1 to i32
    %z7 = llvm.zext %b7 : i1 to i32
    %z8 = llvm.zext %b8 : i1 to i32
    %z9 = llvm.zext %b9 : i1 to i32
    %s1 = llvm.mlir.constant(1 : i32) : i32
    %s2 = llvm.mlir.constant(2 : i32) : i32
    %s3 = llvm.mlir.constant(3 : i32) : i32
    %s4 = llvm.mlir.constant(4 : i32) : i32
    %s5 = llvm.mlir.constant(5 : i32) : i32
    %s6 = llvm.mlir.constant(6 : i32) : i32
    %s7 = llvm.mlir.constant(7 : i32) : i32
    %s8 = llvm.mlir.constant(8 : i32) : i32
    %s9 = llvm.mlir.constant(9 : i32) : i32
    %t1 = llvm.shl %z1, %s1 : i32
    %t2 = llvm.shl %z2, %s2 : i32
    %t3 = llvm.shl %z3, %s3 : i32
    %t4 = llvm.shl %z4, %s4 : i32
    %t5 = llvm.shl %z5, %s5 : i32
    %t6 = llvm.shl %z6, %s6 : i32
    %t7 = llvm.shl %z7, %s7 : i32
    %t8 = llvm.shl %z8, %s8 : i32
    %t9 = llvm.shl %z9, %s9 : i32
    %r0 = llvm.or %acc0, %z0 : i32
    %r1 = llvm.or %r0, %t1 : i32
    %r2 = llvm.or %r1, %t2 : i32
    %r3 = llvm.or %r2, %t3 : i32
    %r4 = llvm.or %r3, %t4 : i32
    %r5 = llvm.or %r4, %t5 : i32
    %r6 = llvm.or %r5, %t6 : i32
    %r7 = llvm.or %r6, %t7 : i32
    %r8 = llvm.or %r7, %t8 : i32
    %r9 = llvm.or %r8, %t9 : i32
    llvm.return %r9 : i32
  }

  llvm.func @icmp_i32(%a: i32, %b: i32) -> i32 {
    %0 = llvm.icmp "eq" %a, %b : i32
    %1 = llvm.icmp "ne" %a, %b : i32
    %2 = llvm.icmp "slt" %a, %b : i32
    %3 = llvm.icmp "sle" %a, %b : i32
    %4 = llvm.icmp "sgt" %a, %b : i32
    %5 = llvm.icmp "sge" %a, %b : i32
    %6 = llvm.icmp "ult" %a, %b : i32
    %7 = llvm.icmp "ule" %a, %b : i32
    %8 = llvm.icmp "ugt" %a, %b : i32
    %9 = llvm.icmp "uge" %a, %b : i32
    %r = llvm.call @pack(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> i32
    llvm.return %r : i32
  }

  llvm.func @icmp_i64(%a: i64, %b: i64) -> i32 {
    %0 = llvm.icmp "eq" %a, %b : i64
    %1 = llvm.icmp "ne" %a, %b : i64
    %2 = llvm.icmp "slt" %a, %b : i64
    %3 = llvm.icmp "sle" %a, %b : i64
    %4 = llvm.icmp "sgt" %a, %b : i64
    %5 = llvm.icmp "sge" %a, %b : i64
    %6 = llvm.icmp "ult" %a, %b : i64
    %7 = llvm.icmp "ule" %a, %b : i64
    %8 = llvm.icmp "ugt" %a, %b : i64
    %9 = llvm.icmp "uge" %a, %b : i64
    %r = llvm.call @pack(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> i32
    llvm.return %r : i32
  }

  // i8 comparison of the truncated inputs.
  llvm.func @icmp_i8(%a32: i32, %b32: i32) -> i32 {
    %a = llvm.trunc %a32 : i32 to i8
    %b = llvm.trunc %b32 : i32 to i8
    %0 = llvm.icmp "eq" %a, %b : i8
    %1 = llvm.icmp "ne" %a, %b : i8
    %2 = llvm.icmp "slt" %a, %b : i8
    %3 = llvm.icmp "sle" %a, %b : i8
    %4 = llvm.icmp "sgt" %a, %b : i8
    %5 = llvm.icmp "sge" %a, %b : i8
    %6 = llvm.icmp "ult" %a, %b : i8
    %7 = llvm.icmp "ule" %a, %b : i8
    %8 = llvm.icmp "ugt" %a, %b : i8
    %9 = llvm.icmp "uge" %a, %b : i8
    %r = llvm.call @pack(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> i32
    llvm.return %r : i32
  }

  // Pointer comparisons: compares &base[i] with &base[j].
  llvm.func @icmp_ptr(%base: !llvm.ptr, %i: i64, %j: i64) -> i32 {
    %p = llvm.getelementptr %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %q = llvm.getelementptr %base[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %0 = llvm.icmp "eq" %p, %q : !llvm.ptr
    %1 = llvm.icmp "ne" %p, %q : !llvm.ptr
    %2 = llvm.icmp "slt" %p, %q : !llvm.ptr
    %3 = llvm.icmp "sle" %p, %q : !llvm.ptr
    %4 = llvm.icmp "sgt" %p, %q : !llvm.ptr
    %5 = llvm.icmp "sge" %p, %q : !llvm.ptr
    %6 = llvm.icmp "ult" %p, %q : !llvm.ptr
    %7 = llvm.icmp "ule" %p, %q : !llvm.ptr
    %8 = llvm.icmp "ugt" %p, %q : !llvm.ptr
    %9 = llvm.icmp "uge" %p, %q : !llvm.ptr
    %r = llvm.call @pack(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> i32
    llvm.return %r : i32
  }
}
