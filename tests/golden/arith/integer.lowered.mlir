module {
  llvm.func @integer(%arg0: i32, %arg1: i32, %arg2: i64) -> !llvm.struct<(i32, i1, i64, i64)> {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.mul %arg0, %arg0 overflow<nsw, nuw> : i32
    %2 = llvm.sdiv %1, %arg1 : i32
    %3 = llvm.urem %2, %arg1 : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.sdiv %3, %arg1 : i32
    %7 = llvm.mul %6, %arg1 : i32
    %8 = llvm.icmp "ne" %3, %7 : i32
    %9 = llvm.icmp "slt" %3, %4 : i32
    %10 = llvm.icmp "slt" %arg1, %4 : i32
    %11 = llvm.icmp "eq" %9, %10 : i1
    %12 = llvm.and %8, %11 : i1
    %13 = llvm.add %6, %5 : i32
    %14 = llvm.select %12, %13, %6 : i1, i32
    %15 = llvm.intr.smax(%14, %arg0) : (i32, i32) -> i32
    %16 = llvm.icmp "slt" %15, %arg1 : i32
    %17 = llvm.sext %15 : i32 to i64
    %18 = llvm.add %17, %arg2 : i64
    %19 = llvm.mlir.poison : !llvm.struct<(i32, i1, i64, i64)>
    %20 = llvm.insertvalue %15, %19[0] : !llvm.struct<(i32, i1, i64, i64)> 
    %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i32, i1, i64, i64)> 
    %22 = llvm.insertvalue %17, %21[2] : !llvm.struct<(i32, i1, i64, i64)> 
    %23 = llvm.insertvalue %18, %22[3] : !llvm.struct<(i32, i1, i64, i64)> 
    llvm.return %23 : !llvm.struct<(i32, i1, i64, i64)>
  }
}

