module {
  llvm.func @erf(f64) -> f64
  llvm.func @functions(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: i32) -> !llvm.struct<(f32, f64, vector<4xf32>, i32)> {
    %0 = llvm.intr.sqrt(%arg0) : (f32) -> f32
    %1 = llvm.intr.exp(%0) : (f32) -> f32
    %2 = llvm.intr.pow(%1, %arg0) : (f32, f32) -> f32
    %3 = llvm.intr.fabs(%2) : (f32) -> f32
    %4 = llvm.call @erf(%arg1) : (f64) -> f64
    %5 = llvm.intr.tanh(%4) : (f64) -> f64
    %6 = llvm.intr.fma(%arg2, %arg2, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %7 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
    %8 = llvm.mlir.poison : !llvm.struct<(f32, f64, vector<4xf32>, i32)>
    %9 = llvm.insertvalue %3, %8[0] : !llvm.struct<(f32, f64, vector<4xf32>, i32)> 
    %10 = llvm.insertvalue %5, %9[1] : !llvm.struct<(f32, f64, vector<4xf32>, i32)> 
    %11 = llvm.insertvalue %6, %10[2] : !llvm.struct<(f32, f64, vector<4xf32>, i32)> 
    %12 = llvm.insertvalue %7, %11[3] : !llvm.struct<(f32, f64, vector<4xf32>, i32)> 
    llvm.return %12 : !llvm.struct<(f32, f64, vector<4xf32>, i32)>
  }
}

