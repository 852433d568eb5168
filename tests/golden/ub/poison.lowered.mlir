module {
  llvm.func @poison() -> !llvm.struct<(i32, vector<2xf32>, i64)> {
    %0 = llvm.mlir.poison : i32
    %1 = llvm.mlir.poison : vector<2xf32>
    %2 = llvm.mlir.poison : i64
    %3 = llvm.mlir.poison : !llvm.struct<(i32, vector<2xf32>, i64)>
    %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(i32, vector<2xf32>, i64)> 
    %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(i32, vector<2xf32>, i64)> 
    %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(i32, vector<2xf32>, i64)> 
    llvm.return %6 : !llvm.struct<(i32, vector<2xf32>, i64)>
  }
}

