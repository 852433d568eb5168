// Signatures checked against upstream's. Type conversion at function boundaries: LLVM structs and arrays holding builtin types get
// converted elements (an identified struct becomes `_Converted.NAME`, packing kept; those
// holding LLVM types only are kept), n-D vectors become nested arrays of 1-D vectors.
func.func private @structs(!llvm.struct<(index, i32)>, !llvm.struct<packed (index, i8)>,
                           !llvm.struct<"foo", (index, ptr)>, !llvm.struct<"bar", packed (f32, index)>,
                           !llvm.struct<"kept", (i64, ptr)>, !llvm.struct<"opaque", opaque>)
    -> !llvm.array<2 x struct<(index)>>
func.func private @vectors(vector<4xf32>, vector<2x3xf32>, vector<2x3x4xi1>, vector<1x[4]xf32>)
    -> vector<3x2xindex>
func.func @forward(%a: !llvm.struct<"foo", (index, ptr)>, %v: vector<2x3xf32>)
    -> (!llvm.struct<"foo", (index, ptr)>, vector<2x3xf32>) {
  return %a, %v : !llvm.struct<"foo", (index, ptr)>, vector<2x3xf32>
}

// Attributes: `func.varargs`, `llvm.linkage`, argument attributes kept where an argument
// crosses as one value (not on an expanded memref), result attributes of a single result.
func.func private @printf(!llvm.ptr) -> i32 attributes {func.varargs = true}
func.func private @not_variadic(!llvm.ptr) -> i32 attributes {func.varargs = false}
func.func @attrs(%a: !llvm.ptr {llvm.noalias, llvm.align = 16 : i64}, %m: memref<4xf32> {llvm.noalias},
                 %x: i32 {llvm.signext}) -> (i32 {llvm.signext})
    attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %x : i32
}
func.func @two_results(%x: i32 {llvm.zeroext}) -> (i32 {llvm.zeroext}, i64) {
  %c = arith.constant 1 : i64
  return %x, %c : i32, i64
}

// C-interface wrappers carry the argument attributes to their pointer arguments (after the
// result pointer, when there is one).
func.func @ciface_one(%m: memref<?xf32> {llvm.noalias}, %x: i32 {llvm.signext}) -> i32
    attributes {llvm.emit_c_interface} {
  return %x : i32
}
func.func @ciface_two(%m: memref<?xf32> {llvm.noalias}, %x: i32 {llvm.signext}) -> (i32, i32)
    attributes {llvm.emit_c_interface} {
  return %x, %x : i32, i32
}
func.func private @ciface_external(%m: memref<?xf32> {llvm.noalias}, %x: i32 {llvm.signext})
    -> (i32, i32) attributes {llvm.emit_c_interface}

// Attributes the rules do not name are carried over (`no_inline` is dropped, as upstream does).
func.func @extra(%x: i32) -> i32 attributes {no_inline, passthrough = ["nounwind"], my.tag = 3 : i32} {
  return %x : i32
}
