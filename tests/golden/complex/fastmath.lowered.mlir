module {
  llvm.func @f(%arg0: !llvm.struct<(f32, f32)>, %arg1: !llvm.struct<(f32, f32)>) -> !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %3 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %4 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %5 = llvm.fadd %0, %2 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %6 = llvm.fadd %1, %3 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(f32, f32)> 
    %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(f32, f32)> 
    %9 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %10 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %11 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %12 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %13 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %14 = llvm.fsub %9, %11 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %15 = llvm.fsub %10, %12 {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %16 = llvm.insertvalue %14, %13[0] : !llvm.struct<(f32, f32)> 
    %17 = llvm.insertvalue %15, %16[1] : !llvm.struct<(f32, f32)> 
    %18 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %19 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %20 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %21 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %22 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %23 = llvm.fmul %20, %18 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %24 = llvm.fmul %21, %19 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %25 = llvm.fsub %23, %24 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %26 = llvm.fmul %19, %20 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %27 = llvm.fmul %18, %21 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %28 = llvm.fadd %26, %27 {fastmathFlags = #llvm.fastmath<contract>} : f32
    %29 = llvm.insertvalue %25, %22[0] : !llvm.struct<(f32, f32)> 
    %30 = llvm.insertvalue %28, %29[1] : !llvm.struct<(f32, f32)> 
    %31 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %32 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %33 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32)> 
    %34 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32)> 
    %35 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %36 = llvm.fmul %33, %33 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %37 = llvm.fmul %34, %34 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %38 = llvm.fadd %36, %37 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %39 = llvm.fmul %31, %33 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %40 = llvm.fmul %32, %34 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %41 = llvm.fadd %39, %40 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %42 = llvm.fmul %32, %33 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %43 = llvm.fmul %31, %34 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %44 = llvm.fsub %42, %43 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %45 = llvm.fdiv %41, %38 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %46 = llvm.fdiv %44, %38 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %47 = llvm.insertvalue %45, %35[0] : !llvm.struct<(f32, f32)> 
    %48 = llvm.insertvalue %46, %47[1] : !llvm.struct<(f32, f32)> 
    %49 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %50 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %51 = llvm.fmul %49, %49 {fastmathFlags = #llvm.fastmath<afn>} : f32
    %52 = llvm.fmul %50, %50 {fastmathFlags = #llvm.fastmath<afn>} : f32
    %53 = llvm.fadd %51, %52 {fastmathFlags = #llvm.fastmath<afn>} : f32
    %54 = llvm.intr.sqrt(%53) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %55 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %56 = llvm.fneg %55 {fastmathFlags = #llvm.fastmath<ninf>} : f32
    %57 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %58 = llvm.fneg %57 {fastmathFlags = #llvm.fastmath<ninf>} : f32
    %59 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %60 = llvm.insertvalue %56, %59[0] : !llvm.struct<(f32, f32)> 
    %61 = llvm.insertvalue %58, %60[1] : !llvm.struct<(f32, f32)> 
    %62 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %63 = llvm.fneg %62 {fastmathFlags = #llvm.fastmath<fast>} : f32
    %64 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %65 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %66 = llvm.insertvalue %64, %65[0] : !llvm.struct<(f32, f32)> 
    %67 = llvm.insertvalue %63, %66[1] : !llvm.struct<(f32, f32)> 
    %68 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %69 = llvm.mlir.poison : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)>
    %70 = llvm.insertvalue %8, %69[0] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %71 = llvm.insertvalue %17, %70[1] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %72 = llvm.insertvalue %30, %71[2] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %73 = llvm.insertvalue %48, %72[3] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %74 = llvm.insertvalue %54, %73[4] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %75 = llvm.insertvalue %61, %74[5] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %76 = llvm.insertvalue %67, %75[6] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    %77 = llvm.insertvalue %68, %76[7] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)> 
    llvm.return %77 : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, struct<(f32, f32)>, f32, struct<(f32, f32)>, struct<(f32, f32)>, f32)>
  }
}

