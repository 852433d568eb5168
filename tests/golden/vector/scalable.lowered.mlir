module {
  llvm.func @scalable(%arg0: vector<[4]xf32>, %arg1: vector<4xf32>) -> !llvm.struct<(vector<[4]xf32>, vector<4xf32>, i64)> {
    %0 = llvm.intr.vector.insert %arg1, %arg0[0] : vector<4xf32> into vector<[4]xf32>
    %1 = llvm.fadd %0, %arg0 : vector<[4]xf32>
    %2 = llvm.intr.vector.extract %1[4] : vector<4xf32> from vector<[4]xf32>
    %3 = "llvm.intr.vscale"() : () -> i64
    %4 = llvm.mlir.poison : !llvm.struct<(vector<[4]xf32>, vector<4xf32>, i64)>
    %5 = llvm.insertvalue %1, %4[0] : !llvm.struct<(vector<[4]xf32>, vector<4xf32>, i64)> 
    %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(vector<[4]xf32>, vector<4xf32>, i64)> 
    %7 = llvm.insertvalue %3, %6[2] : !llvm.struct<(vector<[4]xf32>, vector<4xf32>, i64)> 
    llvm.return %7 : !llvm.struct<(vector<[4]xf32>, vector<4xf32>, i64)>
  }
}

