module {
  llvm.func @shuffle(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: !llvm.array<2 x vector<2xi32>>, %arg3: !llvm.array<1 x vector<2xi32>>) -> !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)> {
    %0 = llvm.mlir.constant(2 : i64) : i64
    %1 = llvm.extractelement %arg1[%0 : i64] : vector<3xf32>
    %2 = llvm.mlir.poison : f32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.extractelement %arg0[%3 : i64] : vector<2xf32>
    %5 = llvm.mlir.poison : vector<3xf32>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.insertelement %1, %5[%6 : i64] : vector<3xf32>
    %8 = llvm.mlir.constant(1 : i64) : i64
    %9 = llvm.insertelement %2, %7[%8 : i64] : vector<3xf32>
    %10 = llvm.mlir.constant(2 : i64) : i64
    %11 = llvm.insertelement %4, %9[%10 : i64] : vector<3xf32>
    %12 = llvm.extractvalue %arg3[0] : !llvm.array<1 x vector<2xi32>> 
    %13 = llvm.mlir.constant(0 : i64) : i64
    %14 = llvm.extractelement %12[%13 : i64] : vector<2xi32>
    %15 = llvm.extractvalue %arg3[0] : !llvm.array<1 x vector<2xi32>> 
    %16 = llvm.mlir.constant(1 : i64) : i64
    %17 = llvm.extractelement %15[%16 : i64] : vector<2xi32>
    %18 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<2xi32>> 
    %19 = llvm.mlir.constant(0 : i64) : i64
    %20 = llvm.extractelement %18[%19 : i64] : vector<2xi32>
    %21 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<2xi32>> 
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.extractelement %21[%22 : i64] : vector<2xi32>
    %24 = llvm.mlir.poison : vector<2xi32>
    %25 = llvm.mlir.constant(0 : i64) : i64
    %26 = llvm.insertelement %14, %24[%25 : i64] : vector<2xi32>
    %27 = llvm.mlir.constant(1 : i64) : i64
    %28 = llvm.insertelement %17, %26[%27 : i64] : vector<2xi32>
    %29 = llvm.mlir.poison : vector<2xi32>
    %30 = llvm.mlir.constant(0 : i64) : i64
    %31 = llvm.insertelement %20, %29[%30 : i64] : vector<2xi32>
    %32 = llvm.mlir.constant(1 : i64) : i64
    %33 = llvm.insertelement %23, %31[%32 : i64] : vector<2xi32>
    %34 = llvm.mlir.poison : !llvm.array<2 x vector<2xi32>>
    %35 = llvm.insertvalue %28, %34[0] : !llvm.array<2 x vector<2xi32>> 
    %36 = llvm.insertvalue %33, %35[1] : !llvm.array<2 x vector<2xi32>> 
    %37 = llvm.mlir.poison : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)>
    %38 = llvm.insertvalue %11, %37[0] : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)> 
    %39 = llvm.insertvalue %36, %38[1] : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)> 
    llvm.return %39 : !llvm.struct<(vector<3xf32>, array<2 x vector<2xi32>>)>
  }
}

