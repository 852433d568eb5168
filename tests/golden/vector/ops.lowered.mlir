module {
  llvm.func @printNewline()
  llvm.func @printF32(f32)
  llvm.func @printComma()
  llvm.func @printClose()
  llvm.func @printOpen()
  llvm.func @vector_ops(%arg0: vector<4xf32>, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> f32 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : vector<4xf32>
    %7 = llvm.mlir.constant(0 : i32) : i32
    %8 = llvm.insertelement %arg1, %6[%7 : i32] : vector<4xf32>
    %9 = llvm.mlir.poison : vector<4xf32>
    %10 = llvm.shufflevector %8, %9 [0, 0, 0, 0] : vector<4xf32> 
    %11 = llvm.shufflevector %arg0, %10 [0, 5, 2, 7] : vector<4xf32> 
    %12 = llvm.mlir.constant(1 : i64) : i64
    %13 = llvm.extractelement %11[%12 : i64] : vector<4xf32>
    %14 = llvm.mlir.constant(3 : i64) : i64
    %15 = llvm.insertelement %13, %arg0[%14 : i64] : vector<4xf32>
    %16 = llvm.mlir.constant(0 : index) : i64
    %17 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.getelementptr %17[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %20 = llvm.fadd %15, %19 : vector<4xf32>
    llvm.call @printOpen() : () -> ()
    %21 = llvm.mlir.constant(0 : i64) : i64
    %22 = llvm.extractelement %20[%21 : i64] : vector<4xf32>
    llvm.call @printF32(%22) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %23 = llvm.mlir.constant(1 : i64) : i64
    %24 = llvm.extractelement %20[%23 : i64] : vector<4xf32>
    llvm.call @printF32(%24) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %25 = llvm.mlir.constant(2 : i64) : i64
    %26 = llvm.extractelement %20[%25 : i64] : vector<4xf32>
    llvm.call @printF32(%26) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %27 = llvm.mlir.constant(3 : i64) : i64
    %28 = llvm.extractelement %20[%27 : i64] : vector<4xf32>
    llvm.call @printF32(%28) : (f32) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %29 = "llvm.intr.vector.reduce.fadd"(%arg1, %20) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    llvm.return %29 : f32
  }
}

