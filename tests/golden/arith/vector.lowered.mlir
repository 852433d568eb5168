module {
  llvm.func @vectors(%arg0: vector<4xf32>, %arg1: !llvm.array<2 x vector<3xi32>>) -> !llvm.struct<(vector<4xf32>, array<2 x vector<3xi32>>)> {
    %0 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) : vector<4xf32>
    %1 = llvm.fadd %arg0, %0 : vector<4xf32>
    %2 = llvm.mlir.constant(dense<7> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
    %3 = llvm.mlir.poison : !llvm.array<2 x vector<3xi32>>
    %4 = llvm.extractvalue %arg1[0] : !llvm.array<2 x vector<3xi32>> 
    %5 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi32>> 
    %6 = llvm.mul %4, %5 : vector<3xi32>
    %7 = llvm.insertvalue %6, %3[0] : !llvm.array<2 x vector<3xi32>> 
    %8 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<3xi32>> 
    %9 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xi32>> 
    %10 = llvm.mul %8, %9 : vector<3xi32>
    %11 = llvm.insertvalue %10, %7[1] : !llvm.array<2 x vector<3xi32>> 
    %12 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, array<2 x vector<3xi32>>)>
    %13 = llvm.insertvalue %1, %12[0] : !llvm.struct<(vector<4xf32>, array<2 x vector<3xi32>>)> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(vector<4xf32>, array<2 x vector<3xi32>>)> 
    llvm.return %14 : !llvm.struct<(vector<4xf32>, array<2 x vector<3xi32>>)>
  }
}

