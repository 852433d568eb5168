module {
  llvm.func @complex_ops(%arg0: f64, %arg1: f64) -> !llvm.struct<(f64, f64)> {
    %0 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f64, f64)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f64, f64)> 
    %3 = llvm.extractvalue %2[0] : !llvm.struct<(f64, f64)> 
    %4 = llvm.extractvalue %2[1] : !llvm.struct<(f64, f64)> 
    %5 = llvm.extractvalue %2[0] : !llvm.struct<(f64, f64)> 
    %6 = llvm.extractvalue %2[1] : !llvm.struct<(f64, f64)> 
    %7 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %8 = llvm.fadd %3, %5 : f64
    %9 = llvm.fadd %4, %6 : f64
    %10 = llvm.insertvalue %8, %7[0] : !llvm.struct<(f64, f64)> 
    %11 = llvm.insertvalue %9, %10[1] : !llvm.struct<(f64, f64)> 
    %12 = llvm.extractvalue %11[0] : !llvm.struct<(f64, f64)> 
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(f64, f64)> 
    %14 = llvm.extractvalue %2[0] : !llvm.struct<(f64, f64)> 
    %15 = llvm.extractvalue %2[1] : !llvm.struct<(f64, f64)> 
    %16 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %17 = llvm.fmul %14, %12 : f64
    %18 = llvm.fmul %15, %13 : f64
    %19 = llvm.fsub %17, %18 : f64
    %20 = llvm.fmul %13, %14 : f64
    %21 = llvm.fmul %12, %15 : f64
    %22 = llvm.fadd %20, %21 : f64
    %23 = llvm.insertvalue %19, %16[0] : !llvm.struct<(f64, f64)> 
    %24 = llvm.insertvalue %22, %23[1] : !llvm.struct<(f64, f64)> 
    %25 = llvm.extractvalue %24[1] : !llvm.struct<(f64, f64)> 
    %26 = llvm.fneg %25 : f64
    %27 = llvm.extractvalue %24[0] : !llvm.struct<(f64, f64)> 
    %28 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(f64, f64)> 
    %30 = llvm.insertvalue %26, %29[1] : !llvm.struct<(f64, f64)> 
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(f64, f64)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(f64, f64)> 
    %33 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
    %34 = llvm.insertvalue %31, %33[0] : !llvm.struct<(f64, f64)> 
    %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(f64, f64)> 
    llvm.return %35 : !llvm.struct<(f64, f64)>
  }
}

