// Recursion (direct, mutual, and tree recursion), calls to external
// (non-variadic) declarations implemented by the C driver and by libc,
// and llvm.unreachable in paths that are never executed.
module {
  // Implemented in the C driver.
  llvm.func @host_trace(i32, i64) -> i64
  // libc.
  llvm.func @labs(i64) -> i64

  llvm.func @fact_rec(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %base = llvm.icmp "sle" %n, %one : i64
    llvm.cond_br %base, ^ret1, ^rec
  ^ret1:
    llvm.return %one : i64
  ^rec:
    %m = llvm.sub %n, %one : i64
    %f = llvm.call @fact_rec(%m) : (i64) -> i64
    %r = llvm.mul %n, %f : i64
    llvm.return %r : i64
  }

  llvm.func @is_even(%n: i32) -> i1 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %t = llvm.mlir.constant(true) : i1
    %isz = llvm.icmp "eq" %n, %z : i32
    llvm.cond_br %isz, ^yes, ^no
  ^yes:
    llvm.return %t : i1
  ^no:
    %one = llvm.mlir.constant(1 : i32) : i32
    %m = llvm.sub %n, %one : i32
    %r = llvm.call @is_odd(%m) : (i32) -> i1
    llvm.return %r : i1
  }

  llvm.func @is_odd(%n: i32) -> i1 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %f = llvm.mlir.constant(false) : i1
    %isz = llvm.icmp "eq" %n, %z : i32
    llvm.cond_br %isz, ^yes, ^no
  ^yes:
    llvm.return %f : i1
  ^no:
    %one = llvm.mlir.constant(1 : i32) : i32
    %m = llvm.sub %n, %one : i32
    %r = llvm.call @is_even(%m) : (i32) -> i1
    llvm.return %r : i1
  }

  // Parity of |n| via mutual recursion; returns 1 for even, 0 for odd.
  llvm.func @parity(%n: i64) -> i32 {
    %a = llvm.call @labs(%n) : (i64) -> i64
    %a32 = llvm.trunc %a : i64 to i32
    %e = llvm.call @is_even(%a32) : (i32) -> i1
    %r = llvm.zext %e : i1 to i32
    llvm.return %r : i32
  }

  // Ackermann function (small arguments only).
  llvm.func @ackermann(%m: i64, %n: i64) -> i64 {
    %z = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %m0 = llvm.icmp "eq" %m, %z : i64
    llvm.cond_br %m0, ^case1, ^check_n
  ^case1:
    %r1 = llvm.add %n, %one : i64
    llvm.return %r1 : i64
  ^check_n:
    %n0 = llvm.icmp "eq" %n, %z : i64
    %mm1 = llvm.sub %m, %one : i64
    llvm.cond_br %n0, ^case2, ^case3
  ^case2:
    %r2 = llvm.call @ackermann(%mm1, %one) : (i64, i64) -> i64
    llvm.return %r2 : i64
  ^case3:
    %nm1 = llvm.sub %n, %one : i64
    %inner = llvm.call @ackermann(%m, %nm1) : (i64, i64) -> i64
    %r3 = llvm.call @ackermann(%mm1, %inner) : (i64, i64) -> i64
    llvm.return %r3 : i64
  }

  // Tree recursion that reports each leaf to the host.
  llvm.func @visit(%depth: i32, %id: i64) -> i64 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %leaf = llvm.icmp "eq" %depth, %z : i32
    llvm.cond_br %leaf, ^at_leaf, ^split
  ^at_leaf:
    %r = llvm.call @host_trace(%depth, %id) : (i32, i64) -> i64
    llvm.return %r : i64
  ^split:
    %one = llvm.mlir.constant(1 : i32) : i32
    %d1 = llvm.sub %depth, %one : i32
    %two = llvm.mlir.constant(2 : i64) : i64
    %one64 = llvm.mlir.constant(1 : i64) : i64
    %l = llvm.mul %id, %two : i64
    %rr = llvm.add %l, %one64 : i64
    %a = llvm.call @visit(%d1, %l) : (i32, i64) -> i64
    %b = llvm.call @visit(%d1, %rr) : (i32, i64) -> i64
    %s = llvm.add %a, %b : i64
    llvm.return %s : i64
  }

  // Switch over a "known" range: the default is unreachable (driver only
  // passes 0..3).
  llvm.func @quadrant_name_len(%q: i32) -> i32 {
    %a = llvm.mlir.constant(5 : i32) : i32
    %b = llvm.mlir.constant(4 : i32) : i32
    %c = llvm.mlir.constant(5 : i32) : i32
    %d = llvm.mlir.constant(4 : i32) : i32
    llvm.switch %q : i32, ^bad [
      0: ^ret(%a : i32),
      1: ^ret(%b : i32),
      2: ^ret(%c : i32),
      3: ^ret(%d : i32)
    ]
  ^ret(%v: i32):
    llvm.return %v : i32
  ^bad:
    llvm.unreachable
  }

  // Division guarded by a check; the "impossible" branch ends in unreachable.
  llvm.func @safe_div(%a: i32, %b: i32) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %isz = llvm.icmp "eq" %b, %z : i32
    llvm.cond_br %isz, ^zero, ^div
  ^zero:
    llvm.return %z : i32
  ^div:
    %ok = llvm.icmp "ne" %b, %z : i32
    llvm.cond_br %ok, ^do, ^never
  ^never:
    llvm.unreachable
  ^do:
    %q = llvm.sdiv %a, %b : i32
    llvm.return %q : i32
  }

  // A function that is never called and only contains unreachable.
  llvm.func @never_called() {
    llvm.unreachable
  }
}
