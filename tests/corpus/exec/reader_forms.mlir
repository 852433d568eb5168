// The forms lowrite's own reader of higher-level text (`runtime::mlir_text`) takes, run against
// upstream: unnamed results, `vector.print` of strings and punctuation, bit casts, attribute
// dictionaries (`alignment`, `nontemporal`), casts to and from unranked memrefs, an unsigned
// loop, the C interface's attribute on a declaration with named arguments, and a callee
// defined after its caller.
func.func private @printMemrefF32(%m: memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.5 : f32
  %buf = memref.alloc(%c4) {alignment = 64 : i64} : memref<?xf32>
  scf.for unsigned %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %one : f32
    memref.store %g, %buf[%i] {nontemporal = true} : memref<?xf32>
  }
  // An op whose result nobody names.
  memref.load %buf[%c1] : memref<?xf32>
  %x = memref.load %buf[%c1] {nontemporal = false} : memref<?xf32>
  %bits = arith.bitcast %x : f32 to i32
  vector.print str "bits of buf[1]: "
  vector.print %bits : i32
  vector.print punctuation <open>
  vector.print %x : f32 punctuation <comma>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  %u = memref.cast %buf : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %back = memref.cast %u : memref<*xf32> to memref<?xf32>
  %s = call @sum(%back, %c4) : (memref<?xf32>, index) -> f32
  vector.print %s : f32
  memref.dealloc %buf : memref<?xf32>
  return
}

func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}
