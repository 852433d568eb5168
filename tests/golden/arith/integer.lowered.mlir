module {
  llvm.func @integer(%arg0: i32, %arg1: i32, %arg2: i64) -> !llvm.struct<(i32, i1, i64, i64)> {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.sub %0, %arg1 : i32
    %2 = llvm.mul %1, %arg0 overflow<nsw, nuw> : i32
    %3 = llvm.sdiv %2, %arg1 : i32
    %4 = llvm.urem %3, %arg1 : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.sdiv %4, %arg1 : i32
    %7 = llvm.mul %6, %arg1 : i32
    %8 = llvm.icmp "ne" %4, %7 : i32
    %9 = llvm.icmp "slt" %4, %5 : i32
    %10 = llvm.icmp "slt" %arg1, %5 : i32
    %11 = llvm.icmp "eq" %9, %10 : i1
    %12 = llvm.and %8, %11 : i1
    %13 = llvm.mlir.constant(1 : i32) : i32
    %14 = llvm.add %6, %13 : i32
    %15 = llvm.select %12, %14, %6 : i1, i32
    %16 = llvm.intr.smax(%15, %arg0) : (i32, i32) -> i32
    %17 = llvm.icmp "slt" %16, %arg1 : i32
    %18 = llvm.sext %16 : i32 to i64
    %19 = llvm.add %18, %arg2 : i64
    %20 = llvm.mlir.poison : !llvm.struct<(i32, i1, i64, i64)>
    %21 = llvm.insertvalue %16, %20[0] : !llvm.struct<(i32, i1, i64, i64)> 
    %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<(i32, i1, i64, i64)> 
    %23 = llvm.insertvalue %18, %22[2] : !llvm.struct<(i32, i1, i64, i64)> 
    %24 = llvm.insertvalue %19, %23[3] : !llvm.struct<(i32, i1, i64, i64)> 
    llvm.return %24 : !llvm.struct<(i32, i1, i64, i64)>
  }
}

