module {
  llvm.func @f(%arg0: f32, %arg1: f32, %arg2: vector<4xf32>, %arg3: !llvm.array<2 x vector<3xf32>>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> {
    %0 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %2 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
    %3 = llvm.fdiv %1, %2 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %5 = llvm.fadd %4, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %6 = llvm.intr.log(%5) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %8 = llvm.intr.exp(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %9 = llvm.fsub %8, %7 {fastmathFlags = #llvm.fastmath<afn>} : f32
    %10 = llvm.intr.pow(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
    %11 = llvm.intr.fma(%arg0, %arg1, %arg0) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
    %12 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    %13 = llvm.intr.sqrt(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
    %14 = llvm.fdiv %12, %13 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
    %15 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
    %16 = llvm.extractvalue %arg3[0] : !llvm.array<2 x vector<3xf32>> 
    %17 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
    %18 = llvm.intr.exp(%16) {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
    %19 = llvm.fsub %18, %17 {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
    %20 = llvm.insertvalue %19, %15[0] : !llvm.array<2 x vector<3xf32>> 
    %21 = llvm.extractvalue %arg3[1] : !llvm.array<2 x vector<3xf32>> 
    %22 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
    %23 = llvm.intr.exp(%21) {fastmathFlags = #llvm.fastmath<fast>} : (vector<3xf32>) -> vector<3xf32>
    %24 = llvm.fsub %23, %22 {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
    %25 = llvm.insertvalue %24, %20[1] : !llvm.array<2 x vector<3xf32>> 
    %26 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> !llvm.struct<(f32, f32)>
    %27 = llvm.extractvalue %26[0] : !llvm.struct<(f32, f32)> 
    %28 = llvm.extractvalue %26[1] : !llvm.struct<(f32, f32)> 
    %29 = llvm.intr.fabs(%arg0) : (f32) -> f32
    %30 = llvm.mlir.poison : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)>
    %31 = llvm.insertvalue %0, %30[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %32 = llvm.insertvalue %3, %31[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %33 = llvm.insertvalue %6, %32[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %34 = llvm.insertvalue %9, %33[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %35 = llvm.insertvalue %10, %34[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %36 = llvm.insertvalue %11, %35[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %37 = llvm.insertvalue %14, %36[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %38 = llvm.insertvalue %25, %37[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %39 = llvm.insertvalue %27, %38[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    %40 = llvm.insertvalue %29, %39[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)> 
    llvm.return %40 : !llvm.struct<(f32, f32, f32, f32, f32, f32, vector<4xf32>, array<2 x vector<3xf32>>, f32, f32)>
  }
}

