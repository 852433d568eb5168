module {
  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: !llvm.array<2 x vector<4xf32>>, %arg3: !llvm.array<2 x vector<4xf32>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> {
    %0 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %1 = llvm.fsub %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %2 = llvm.fmul %arg0, %arg1 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %3 = llvm.fdiv %arg0, %arg1 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %4 = llvm.frem %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %5 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<nsz>} : f32
    %6 = llvm.intr.maximum(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
    %7 = llvm.intr.minimum(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
    %8 = llvm.intr.maxnum(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
    %9 = llvm.intr.minnum(%arg0, %arg1) : (f32, f32) -> f32
    %10 = llvm.fcmp "olt" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %11 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
    %12 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<4xf32>> 
    %13 = llvm.extractvalue %arg3[0] : !llvm.array<2 x vector<4xf32>> 
    %14 = llvm.fmul %12, %13 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
    %15 = llvm.insertvalue %14, %11[0] : !llvm.array<2 x vector<4xf32>> 
    %16 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %17 = llvm.extractvalue %arg3[1] : !llvm.array<2 x vector<4xf32>> 
    %18 = llvm.fmul %16, %17 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
    %19 = llvm.insertvalue %18, %15[1] : !llvm.array<2 x vector<4xf32>> 
    %20 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
    %21 = llvm.extractvalue %arg2[0] : !llvm.array<2 x vector<4xf32>> 
    %22 = llvm.extractvalue %arg3[0] : !llvm.array<2 x vector<4xf32>> 
    %23 = llvm.fcmp "ogt" %21, %22 {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
    %24 = llvm.insertvalue %23, %20[0] : !llvm.array<2 x vector<4xi1>> 
    %25 = llvm.extractvalue %arg2[1] : !llvm.array<2 x vector<4xf32>> 
    %26 = llvm.extractvalue %arg3[1] : !llvm.array<2 x vector<4xf32>> 
    %27 = llvm.fcmp "ogt" %25, %26 {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf32>
    %28 = llvm.insertvalue %27, %24[1] : !llvm.array<2 x vector<4xi1>> 
    %29 = llvm.fpext %arg0 {fastmath = #arith.fastmath<fast>} : f32 to f64
    %30 = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)>
    %31 = llvm.insertvalue %0, %30[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %32 = llvm.insertvalue %1, %31[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %33 = llvm.insertvalue %2, %32[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %34 = llvm.insertvalue %3, %33[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %35 = llvm.insertvalue %4, %34[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %36 = llvm.insertvalue %5, %35[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %37 = llvm.insertvalue %6, %36[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %38 = llvm.insertvalue %7, %37[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %39 = llvm.insertvalue %8, %38[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %40 = llvm.insertvalue %9, %39[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %41 = llvm.insertvalue %10, %40[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %42 = llvm.insertvalue %19, %41[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %43 = llvm.insertvalue %28, %42[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    %44 = llvm.insertvalue %29, %43[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)> 
    llvm.return %44 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, array<2 x vector<4xf32>>, array<2 x vector<4xi1>>, f64)>
  }
}

