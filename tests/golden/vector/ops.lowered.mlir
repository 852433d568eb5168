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
    %9 = llvm.shufflevector %8, %6 [0, 0, 0, 0] : vector<4xf32> 
    %10 = llvm.shufflevector %arg0, %9 [0, 5, 2, 7] : vector<4xf32> 
    %11 = llvm.mlir.constant(1 : i64) : i64
    %12 = llvm.extractelement %10[%11 : i64] : vector<4xf32>
    %13 = llvm.mlir.constant(3 : i64) : i64
    %14 = llvm.insertelement %12, %arg0[%13 : i64] : vector<4xf32>
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.getelementptr %16[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %18 = llvm.load %17 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %19 = llvm.fadd %14, %18 : vector<4xf32>
    llvm.call @printOpen() : () -> ()
    %20 = llvm.mlir.constant(0 : i64) : i64
    %21 = llvm.extractelement %19[%20 : i64] : vector<4xf32>
    llvm.call @printF32(%21) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %22 = llvm.mlir.constant(1 : i64) : i64
    %23 = llvm.extractelement %19[%22 : i64] : vector<4xf32>
    llvm.call @printF32(%23) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %24 = llvm.mlir.constant(2 : i64) : i64
    %25 = llvm.extractelement %19[%24 : i64] : vector<4xf32>
    llvm.call @printF32(%25) : (f32) -> ()
    llvm.call @printComma() : () -> ()
    %26 = llvm.mlir.constant(3 : i64) : i64
    %27 = llvm.extractelement %19[%26 : i64] : vector<4xf32>
    llvm.call @printF32(%27) : (f32) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    %28 = "llvm.intr.vector.reduce.fadd"(%arg1, %19) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    llvm.return %28 : f32
  }
}

