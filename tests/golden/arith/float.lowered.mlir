module {
  llvm.func @float(%arg0: f32, %arg1: f32, %arg2: i32) -> !llvm.struct<(f32, i1, f64, i32)> {
    %0 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %1 = llvm.fmul %0, %arg1 : f32
    %2 = llvm.fneg %1 : f32
    %3 = llvm.intr.minimum(%2, %arg0) : (f32, f32) -> f32
    %4 = llvm.intr.maxnum(%3, %arg1) : (f32, f32) -> f32
    %5 = llvm.fcmp "olt" %4, %arg0 : f32
    %6 = llvm.fpext %4 : f32 to f64
    %7 = llvm.sitofp %arg2 : i32 to f32
    %8 = llvm.fptoui %7 : f32 to i32
    %9 = llvm.mlir.constant(1.500000e+00 : f32) : f32
    %10 = llvm.select %5, %9, %4 : i1, f32
    %11 = llvm.mlir.poison : !llvm.struct<(f32, i1, f64, i32)>
    %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(f32, i1, f64, i32)> 
    %13 = llvm.insertvalue %5, %12[1] : !llvm.struct<(f32, i1, f64, i32)> 
    %14 = llvm.insertvalue %6, %13[2] : !llvm.struct<(f32, i1, f64, i32)> 
    %15 = llvm.insertvalue %8, %14[3] : !llvm.struct<(f32, i1, f64, i32)> 
    llvm.return %15 : !llvm.struct<(f32, i1, f64, i32)>
  }
}

