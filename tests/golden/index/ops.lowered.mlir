module {
  llvm.func @index_ops(%arg0: i64, %arg1: i64, %arg2: i32) -> !llvm.struct<(i64, i1, i64)> {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.mul %0, %arg0 : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.sdiv %1, %arg1 : i64
    %5 = llvm.mul %4, %arg1 : i64
    %6 = llvm.icmp "ne" %1, %5 : i64
    %7 = llvm.icmp "slt" %1, %2 : i64
    %8 = llvm.icmp "slt" %arg1, %2 : i64
    %9 = llvm.icmp "eq" %7, %8 : i1
    %10 = llvm.and %6, %9 : i1
    %11 = llvm.add %4, %3 : i64
    %12 = llvm.select %10, %11, %4 : i1, i64
    %13 = llvm.sdiv %12, %arg1 : i64
    %14 = llvm.mul %13, %arg1 : i64
    %15 = llvm.icmp "ne" %12, %14 : i64
    %16 = llvm.mlir.constant(0 : index) : i64
    %17 = llvm.icmp "slt" %12, %16 : i64
    %18 = llvm.icmp "slt" %arg1, %16 : i64
    %19 = llvm.icmp "ne" %17, %18 : i1
    %20 = llvm.and %15, %19 : i1
    %21 = llvm.mlir.constant(-1 : index) : i64
    %22 = llvm.add %13, %21 : i64
    %23 = llvm.select %20, %22, %13 : i1, i64
    %24 = llvm.intr.umax(%23, %arg0) : (i64, i64) -> i64
    %25 = llvm.icmp "slt" %24, %arg1 : i64
    %26 = llvm.sext %arg2 : i32 to i64
    %27 = llvm.mlir.constant(42 : i64) : i64
    %28 = llvm.sub %26, %27 : i64
    %29 = llvm.mlir.poison : !llvm.struct<(i64, i1, i64)>
    %30 = llvm.insertvalue %24, %29[0] : !llvm.struct<(i64, i1, i64)> 
    %31 = llvm.insertvalue %25, %30[1] : !llvm.struct<(i64, i1, i64)> 
    %32 = llvm.insertvalue %28, %31[2] : !llvm.struct<(i64, i1, i64)> 
    llvm.return %32 : !llvm.struct<(i64, i1, i64)>
  }
}

