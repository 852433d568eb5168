// Calls: direct calls, void calls, indirect calls through a function pointer
// obtained with llvm.mlir.addressof (and one passed in from C), a table of
// function pointers in memory, and calls to the variadic declaration printf.
module {
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.mlir.global private constant @fmt_int("mlir says %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @fmt_mix("ints %d %lld, double %.17g, str [%s]\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @word("lowrite\00") {addr_space = 0 : i32}

  llvm.func @square(%x: i32) -> i32 {
    %0 = llvm.mul %x, %x : i32
    llvm.return %0 : i32
  }

  llvm.func @negate(%x: i32) -> i32 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %0 = llvm.sub %z, %x : i32
    llvm.return %0 : i32
  }

  llvm.func @twice(%x: i32) -> i32 {
    %0 = llvm.add %x, %x : i32
    llvm.return %0 : i32
  }

  // Direct call chain.
  llvm.func @square_plus_twice(%x: i32) -> i32 {
    %0 = llvm.call @square(%x) : (i32) -> i32
    %1 = llvm.call @twice(%x) : (i32) -> i32
    %2 = llvm.add %0, %1 : i32
    llvm.return %2 : i32
  }

  // Indirect call: choose a function pointer by selector.
  llvm.func @apply_selected(%sel: i32, %x: i32) -> i32 {
    %f0 = llvm.mlir.addressof @square : !llvm.ptr
    %f1 = llvm.mlir.addressof @negate : !llvm.ptr
    %f2 = llvm.mlir.addressof @twice : !llvm.ptr
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %is1 = llvm.icmp "eq" %sel, %one : i32
    %is2 = llvm.icmp "eq" %sel, %two : i32
    %g = llvm.select %is2, %f2, %f0 : i1, !llvm.ptr
    %f = llvm.select %is1, %f1, %g : i1, !llvm.ptr
    %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
    llvm.return %r : i32
  }

  // Indirect call through a pointer supplied by the caller, applied n times.
  llvm.func @apply_n(%f: !llvm.ptr, %n: i32, %x: i64) -> i64 {
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%z, %x : i32, i64)
  ^loop(%i: i32, %acc: i64):
    %done = llvm.icmp "sge" %i, %n : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %next = llvm.call %f(%acc) : !llvm.ptr, (i64) -> i64
    %one = llvm.mlir.constant(1 : i32) : i32
    %i1 = llvm.add %i, %one : i32
    llvm.br ^loop(%i1, %next : i32, i64)
  ^exit:
    llvm.return %acc : i64
  }

  // Function-pointer table built on the stack, then called in a loop.
  llvm.func @table_sum(%x: i32) -> i32 {
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %tab = llvm.alloca %c3 x !llvm.ptr : (i64) -> !llvm.ptr
    %f0 = llvm.mlir.addressof @square : !llvm.ptr
    %f1 = llvm.mlir.addressof @negate : !llvm.ptr
    %f2 = llvm.mlir.addressof @twice : !llvm.ptr
    %p1 = llvm.getelementptr %tab[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    %p2 = llvm.getelementptr %tab[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %f0, %tab : !llvm.ptr, !llvm.ptr
    llvm.store %f1, %p1 : !llvm.ptr, !llvm.ptr
    llvm.store %f2, %p2 : !llvm.ptr, !llvm.ptr
    %z = llvm.mlir.constant(0 : i64) : i64
    %zi = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%z, %zi : i64, i32)
  ^loop(%i: i64, %acc: i32):
    %done = llvm.icmp "eq" %i, %c3 : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %slot = llvm.getelementptr %tab[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
    %fp = llvm.load %slot : !llvm.ptr -> !llvm.ptr
    %v = llvm.call %fp(%x) : !llvm.ptr, (i32) -> i32
    %ten = llvm.mlir.constant(10 : i32) : i32
    %acc10 = llvm.mul %acc, %ten : i32
    %acc1 = llvm.add %acc10, %v : i32
    %one = llvm.mlir.constant(1 : i64) : i64
    %i1 = llvm.add %i, %one : i64
    llvm.br ^loop(%i1, %acc1 : i64, i32)
  ^exit:
    llvm.return %acc : i32
  }

  // Void function calling the variadic printf declaration.
  llvm.func @report(%x: i32) {
    %fmt = llvm.mlir.addressof @fmt_int : !llvm.ptr
    %0 = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    llvm.return
  }

  // printf with several variadic argument types; returns printf's result
  // (number of characters written).
  llvm.func @report_mix(%a: i32, %b: i64, %d: f64) -> i32 {
    %fmt = llvm.mlir.addressof @fmt_mix : !llvm.ptr
    %w = llvm.mlir.addressof @word : !llvm.ptr
    %0 = llvm.call @printf(%fmt, %a, %b, %d, %w) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, f64, !llvm.ptr) -> i32
    llvm.return %0 : i32
  }

  // Calls a void function and then returns a value.
  llvm.func @report_and_square(%x: i32) -> i32 {
    llvm.call @report(%x) : (i32) -> ()
    %r = llvm.call @square(%x) : (i32) -> i32
    llvm.return %r : i32
  }
}
