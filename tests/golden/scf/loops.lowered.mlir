module {
  llvm.func @loops(%arg0: i64, %arg1: f32) -> !llvm.struct<(f32, i32)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0, %arg1 : i64, f32)
  ^bb1(%2: i64, %3: f32):  // 2 preds: ^bb0, ^bb2
    %4 = llvm.icmp "slt" %2, %arg0 : i64
    llvm.cond_br %4, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %5 = llvm.fadd %3, %arg1 : f32
    %6 = llvm.add %2, %1 : i64
    llvm.br ^bb1(%6, %5 : i64, f32)
  ^bb3:  // pred: ^bb1
    %7 = llvm.fcmp "ogt" %3, %arg1 : f32
    llvm.cond_br %7, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    llvm.br ^bb6(%3 : f32)
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%arg1 : f32)
  ^bb6(%8: f32):  // 2 preds: ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(10 : i32) : i32
    llvm.br ^bb8(%9 : i32)
  ^bb8(%11: i32):  // 2 preds: ^bb7, ^bb9
    %12 = llvm.icmp "slt" %11, %10 : i32
    llvm.cond_br %12, ^bb9(%11 : i32), ^bb10
  ^bb9(%13: i32):  // pred: ^bb8
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.add %13, %14 : i32
    llvm.br ^bb8(%15 : i32)
  ^bb10:  // pred: ^bb8
    %16 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %17 = llvm.insertvalue %8, %16[0] : !llvm.struct<(f32, i32)> 
    %18 = llvm.insertvalue %11, %17[1] : !llvm.struct<(f32, i32)> 
    llvm.return %18 : !llvm.struct<(f32, i32)>
  }
}

