module {
  llvm.func @shuffle(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: !llvm.array<2 x vector<2xi32>>, %arg3: !llvm.array<1 x vector<2xi32>>) -> !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)> {
    %0 = llvm.mlir.poison : vector<3xf32>
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.extractelement %arg1[%1 : i64] : vector<3xf32>
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.insertelement %2, %0[%3 : i64] : vector<3xf32>
    %5 = llvm.mlir.constant(-1 : index) : i64
    %6 = llvm.extractelement %arg0[%5 : i64] : vector<2xf32>
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.insertelement %6, %4[%7 : i64] : vector<3xf32>
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.extractelement %arg0[%9 : i64] : vector<2xf32>
    %11 = llvm.mlir.constant(2 : index) : i64
    %12 = llvm.insertelement %10, %8[%11 : i64] : vector<3xf32>
    %13 = llvm.mlir.poison : !llvm.array<2 x vector<2xi32>>
    %14 = llvm.extractvalue %arg3[0] : !llvm.array<1 x vector<2xi32>> 
    %15 = llvm.insertvalue %14, %13[0] : !llvm.array<2 x vector<2xi32>> 
    %16 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<2xi32>> 
    %17 = llvm.insertvalue %16, %15[1] : !llvm.array<2 x vector<2xi32>> 
    %18 = llvm.mlir.poison : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)>
    %19 = llvm.insertvalue %12, %18[0] : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)> 
    %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)> 
    llvm.return %20 : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)>
  }
}

