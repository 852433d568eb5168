// Type conversion at function boundaries: LLVM structs and arrays holding builtin types get
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
