// Function linkage (internal, private, linkonce_odr, weak, weak_odr),
// visibility (hidden, protected), unnamed_addr, and passthrough attributes.
// The C driver defines a strong `overridden_hook`, which must win over the
// weak definition here at link time.
module {
  llvm.func internal @internal_helper(%x: i32) -> i32 attributes {passthrough = ["noinline"]} {
    %c = llvm.mlir.constant(3 : i32) : i32
    %r = llvm.mul %x, %c : i32
    llvm.return %r : i32
  }

  llvm.func private @private_helper(%x: i32) -> i32 attributes {passthrough = ["noinline", "nounwind"]} {
    %c = llvm.mlir.constant(1000 : i32) : i32
    %r = llvm.add %x, %c : i32
    llvm.return %r : i32
  }

  llvm.func linkonce_odr @odr_helper(%x: i32) -> i32 {
    %c = llvm.mlir.constant(7 : i32) : i32
    %r = llvm.sub %x, %c : i32
    llvm.return %r : i32
  }

  llvm.func weak_odr @weak_odr_helper(%x: i32) -> i32 {
    %c = llvm.mlir.constant(1 : i32) : i32
    %r = llvm.shl %x, %c : i32
    llvm.return %r : i32
  }

  // Weak definition that is NOT overridden by the driver.
  llvm.func weak @default_hook(%x: i32) -> i32 {
    %c = llvm.mlir.constant(5 : i32) : i32
    %r = llvm.add %x, %c : i32
    llvm.return %r : i32
  }

  // Weak definition that IS overridden by a strong definition in the driver.
  llvm.func weak @overridden_hook(%x: i32) -> i32 {
    %c = llvm.mlir.constant(-1 : i32) : i32
    llvm.return %c : i32
  }

  llvm.func hidden @hidden_fn(%x: i32) -> i32 attributes {passthrough = ["noinline", ["frame-pointer", "all"]]} {
    %r = llvm.call @internal_helper(%x) : (i32) -> i32
    llvm.return %r : i32
  }

  llvm.func protected @protected_fn(%x: i32) -> i32 {
    %r = llvm.call @private_helper(%x) : (i32) -> i32
    llvm.return %r : i32
  }

  llvm.func weak hidden @weak_hidden_fn(%x: i32) -> i32 {
    %c = llvm.mlir.constant(11 : i32) : i32
    %r = llvm.mul %x, %c : i32
    llvm.return %r : i32
  }

  llvm.func internal unnamed_addr @unnamed(%x: i32) -> i32 {
    %c = llvm.mlir.constant(2 : i32) : i32
    %r = llvm.sdiv %x, %c : i32
    llvm.return %r : i32
  }

  // External entry point combining everything.
  llvm.func @combine(%x: i32) -> i32 attributes {passthrough = ["noinline", "optnone"]} {
    %a = llvm.call @internal_helper(%x) : (i32) -> i32
    %b = llvm.call @private_helper(%a) : (i32) -> i32
    %c = llvm.call @odr_helper(%b) : (i32) -> i32
    %d = llvm.call @weak_odr_helper(%c) : (i32) -> i32
    %e = llvm.call @default_hook(%d) : (i32) -> i32
    %f = llvm.call @overridden_hook(%e) : (i32) -> i32
    %g = llvm.call @unnamed(%f) : (i32) -> i32
    llvm.return %g : i32
  }
}
