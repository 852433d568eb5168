// Loops written with block arguments (phi-heavy code): factorial,
// fibonacci, summing an array through a pointer, gcd, a loop whose block
// arguments are swapped every iteration (parallel-copy hazard), a loop
// carrying many values of mixed types, and nested loops (insertion sort).
module {
  llvm.func @factorial(%n: i32) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^loop(%c1, %one : i32, i64)
  ^loop(%i: i32, %acc: i64):
    %done = llvm.icmp "sgt" %i, %n : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %ix = llvm.sext %i : i32 to i64
    %acc1 = llvm.mul %acc, %ix : i64
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^loop(%i1, %acc1 : i32, i64)
  ^exit:
    llvm.return %acc : i64
  }

  llvm.func @fibonacci(%n: i32) -> i64 {
    %a0 = llvm.mlir.constant(0 : i64) : i64
    %b0 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^loop(%n, %a0, %b0 : i32, i64, i64)
  ^loop(%k: i32, %a: i64, %b: i64):
    %z = llvm.mlir.constant(0 : i32) : i32
    %done = llvm.icmp "sle" %k, %z : i32
    llvm.cond_br %done, ^exit(%a : i64), ^body
  ^body:
    %c = llvm.add %a, %b : i64
    %one = llvm.mlir.constant(1 : i32) : i32
    %k1 = llvm.sub %k, %one : i32
    llvm.br ^loop(%k1, %b, %c : i32, i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  // Sum of a[0..n) for an i32 array passed as a pointer (accumulates in i64).
  llvm.func @sum_array(%a: !llvm.ptr, %n: i64) -> i64 {
    %z = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^loop(%z, %z : i64, i64)
  ^loop(%i: i64, %acc: i64):
    %cond = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %cond, ^body, ^exit
  ^body:
    %p = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %v = llvm.load %p : !llvm.ptr -> i32
    %vx = llvm.sext %v : i32 to i64
    %acc1 = llvm.add %acc, %vx : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %i1 = llvm.add %i, %one overflow<nsw> : i64
    llvm.br ^loop(%i1, %acc1 : i64, i64)
  ^exit:
    llvm.return %acc : i64
  }

  // Euclid's algorithm on unsigned values.
  llvm.func @gcd(%a: i64, %b: i64) -> i64 {
    llvm.br ^loop(%a, %b : i64, i64)
  ^loop(%x: i64, %y: i64):
    %z = llvm.mlir.constant(0 : i64) : i64
    %done = llvm.icmp "eq" %y, %z : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %r = llvm.urem %x, %y : i64
    llvm.br ^loop(%y, %r : i64, i64)
  ^exit:
    llvm.return %x : i64
  }

  // Block arguments swapped on every back edge: after n iterations returns
  // x*1000 + y where (x, y) started as (a, b) and are swapped n times, with
  // a counter incremented in between.
  llvm.func @swap_loop(%a: i32, %b: i32, %n: i32) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%a, %b, %z : i32, i32, i32)
  ^loop(%x: i32, %y: i32, %i: i32):
    %done = llvm.icmp "sge" %i, %n : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %i1 = llvm.add %i, %one : i32
    llvm.cond_br %done, ^exit, ^loop(%y, %x, %i1 : i32, i32, i32)
  ^exit:
    %k = llvm.mlir.constant(1000 : i32) : i32
    %t = llvm.mul %x, %k : i32
    %r = llvm.add %t, %y : i32
    llvm.return %r : i32
  }

  // Rotating three block arguments (x, y, z) -> (y, z, x) each iteration.
  llvm.func @rotate3(%n: i32) -> i32 {
    %a = llvm.mlir.constant(1 : i32) : i32
    %b = llvm.mlir.constant(2 : i32) : i32
    %c = llvm.mlir.constant(3 : i32) : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%a, %b, %c, %z : i32, i32, i32, i32)
  ^loop(%x: i32, %y: i32, %w: i32, %i: i32):
    %done = llvm.icmp "eq" %i, %n : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %i1 = llvm.add %i, %one : i32
    llvm.cond_br %done, ^exit, ^loop(%y, %w, %x, %i1 : i32, i32, i32, i32)
  ^exit:
    %h = llvm.mlir.constant(100 : i32) : i32
    %ten = llvm.mlir.constant(10 : i32) : i32
    %t0 = llvm.mul %x, %h : i32
    %t1 = llvm.mul %y, %ten : i32
    %s = llvm.add %t0, %t1 : i32
    %r = llvm.add %s, %w : i32
    llvm.return %r : i32
  }

  // Newton iteration for sqrt carrying f64, i32 and i1 state.
  llvm.func @newton_sqrt(%x: f64) -> f64 {
    %one = llvm.mlir.constant(1.000000e+00 : f64) : f64
    %half = llvm.mlir.constant(5.000000e-01 : f64) : f64
    %z = llvm.mlir.constant(0 : i32) : i32
    %f = llvm.mlir.constant(false) : i1
    llvm.br ^loop(%one, %z, %f : f64, i32, i1)
  ^loop(%g: f64, %i: i32, %conv: i1):
    %lim = llvm.mlir.constant(60 : i32) : i32
    %more = llvm.icmp "slt" %i, %lim : i32
    %notconv = llvm.xor %conv, %more : i1
    %go = llvm.and %more, %notconv : i1
    llvm.cond_br %go, ^body, ^exit
  ^body:
    %q = llvm.fdiv %x, %g : f64
    %s = llvm.fadd %g, %q : f64
    %g1 = llvm.fmul %s, %half : f64
    %same = llvm.fcmp "oeq" %g1, %g : f64
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^loop(%g1, %i1, %same : f64, i32, i1)
  ^exit:
    llvm.return %g : f64
  }

  // In-place insertion sort of an i32 array (nested loops).
  llvm.func @insertion_sort(%a: !llvm.ptr, %n: i64) {
    %one = llvm.mlir.constant(1 : i64) : i64
    %z = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^outer(%one : i64)
  ^outer(%i: i64):
    %odone = llvm.icmp "sge" %i, %n : i64
    llvm.cond_br %odone, ^exit, ^outer_body
  ^outer_body:
    %pi = llvm.getelementptr %a[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %key = llvm.load %pi : !llvm.ptr -> i32
    llvm.br ^inner(%i : i64)
  ^inner(%j: i64):
    %atzero = llvm.icmp "eq" %j, %z : i64
    llvm.cond_br %atzero, ^place(%j : i64), ^inner_check
  ^inner_check:
    %jm1 = llvm.sub %j, %one : i64
    %pj1 = llvm.getelementptr %a[%jm1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %prev = llvm.load %pj1 : !llvm.ptr -> i32
    %gt = llvm.icmp "sgt" %prev, %key : i32
    llvm.cond_br %gt, ^shift, ^place(%j : i64)
  ^shift:
    %pj = llvm.getelementptr %a[%j] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %prev, %pj : i32, !llvm.ptr
    llvm.br ^inner(%jm1 : i64)
  ^place(%pos: i64):
    %pp = llvm.getelementptr %a[%pos] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %key, %pp : i32, !llvm.ptr
    %i1 = llvm.add %i, %one : i64
    llvm.br ^outer(%i1 : i64)
  ^exit:
    llvm.return
  }

  // Count primes below n with a trial-division nested loop.
  llvm.func @count_primes(%n: i32) -> i32 {
    %two = llvm.mlir.constant(2 : i32) : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^outer(%two, %zero : i32, i32)
  ^outer(%k: i32, %count: i32):
    %od = llvm.icmp "sge" %k, %n : i32
    llvm.cond_br %od, ^exit, ^inner(%two : i32)
  ^inner(%d: i32):
    %dd = llvm.mul %d, %d : i32
    %past = llvm.icmp "sgt" %dd, %k : i32
    llvm.cond_br %past, ^next(%one : i32), ^test
  ^test:
    %r = llvm.srem %k, %d : i32
    %div = llvm.icmp "eq" %r, %zero : i32
    %d1 = llvm.add %d, %one : i32
    llvm.cond_br %div, ^next(%zero : i32), ^inner(%d1 : i32)
  ^next(%isprime: i32):
    %c1 = llvm.add %count, %isprime : i32
    %k1 = llvm.add %k, %one : i32
    llvm.br ^outer(%k1, %c1 : i32, i32)
  ^exit:
    llvm.return %count : i32
  }
}
