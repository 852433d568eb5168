// c[i] = a[i] + b[i] for three 1-D f32 arrays: func, scf, arith and memref, lowered to the LLVM
// dialect by lowrite's standard rules.
//
// `llvm.emit_c_interface` gives it a C entry point, `_mlir_ciface_array_add`, which takes each
// memref as a pointer to its descriptor; `lowrite compile --emit-header` declares both in a C
// header (see array_add.c).
func.func @array_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%i] : memref<?xf32>
  }
  return
}
