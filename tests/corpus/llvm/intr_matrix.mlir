// Flattened column-major matrices: llvm.intr.matrix.multiply of a 2x3 and a 3x2 matrix (float
// and integer), matrix.transpose, and column-major loads and stores with a stride (the rows
// of a 4-row buffer, of which the matrix uses 2 or 3). Whole vectors move to and from C
// arrays with alignment 2, which any of these arrays has.
module {
  llvm.func @matmul_f32(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr) {
    %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> vector<6xf32>
    %y = llvm.load %b {alignment = 2 : i64} : !llvm.ptr -> vector<6xf32>
    %z = llvm.intr.matrix.multiply %x, %y {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32}
        : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
    llvm.store %z, %c {alignment = 2 : i64} : vector<4xf32>, !llvm.ptr
    llvm.return
  }
  llvm.func @matmul_i16(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr) {
    %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> vector<6xi16>
    %y = llvm.load %b {alignment = 2 : i64} : !llvm.ptr -> vector<6xi16>
    %z = llvm.intr.matrix.multiply %x, %y {lhs_rows = 3 : i32, lhs_columns = 2 : i32, rhs_columns = 3 : i32}
        : (vector<6xi16>, vector<6xi16>) -> vector<9xi16>
    llvm.store %z, %c {alignment = 2 : i64} : vector<9xi16>, !llvm.ptr
    llvm.return
  }
  llvm.func @transpose_f64(%a: !llvm.ptr, %c: !llvm.ptr) {
    %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> vector<6xf64>
    %t = llvm.intr.matrix.transpose %x {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> into vector<6xf64>
    llvm.store %t, %c {alignment = 2 : i64} : vector<6xf64>, !llvm.ptr
    llvm.return
  }
  // Loads a 3x2 matrix whose columns are 4 elements apart, stores its transpose (2x3) with
  // columns 4 elements apart.
  llvm.func @strided_transpose(%a: !llvm.ptr, %c: !llvm.ptr) {
    %s = llvm.mlir.constant(4 : i64) : i64
    %m = llvm.intr.matrix.column.major.load %a, <stride = %s> {isVolatile = false, rows = 3 : i32, columns = 2 : i32}
        : vector<6xi32> from !llvm.ptr stride i64
    %t = llvm.intr.matrix.transpose %m {rows = 3 : i32, columns = 2 : i32} : vector<6xi32> into vector<6xi32>
    llvm.intr.matrix.column.major.store %t, %c, <stride = %s> {isVolatile = true, rows = 2 : i32, columns = 3 : i32}
        : vector<6xi32> to !llvm.ptr stride i64
    llvm.return
  }
}
