module {
  llvm.func @index_ops(%arg0: i64, %arg1: i64, %arg2: i32) -> !llvm.struct<(i64, i1, i64)> {
    %0 = llvm.add %arg0, %arg1 : i64
    %1 = llvm.mul %0, %arg0 : i64
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(-1 : i64) : i64
    %5 = llvm.icmp "sgt" %arg1, %2 : i64
    %6 = llvm.select %5, %4, %3 : i1, i64
    %7 = llvm.add %1, %6 : i64
    %8 = llvm.sdiv %7, %arg1 : i64
    %9 = llvm.add %8, %3 : i64
    %10 = llvm.sub %2, %1 : i64
    %11 = llvm.sdiv %10, %arg1 : i64
    %12 = llvm.sub %2, %11 : i64
    %13 = llvm.icmp "sgt" %1, %2 : i64
    %14 = llvm.icmp "eq" %13, %5 : i1
    %15 = llvm.icmp "ne" %1, %2 : i64
    %16 = llvm.and %14, %15 : i1
    %17 = llvm.select %16, %9, %12 : i1, i64
    %18 = llvm.mlir.constant(0 : i64) : i64
    %19 = llvm.mlir.constant(1 : i64) : i64
    %20 = llvm.mlir.constant(-1 : i64) : i64
    %21 = llvm.icmp "slt" %arg1, %18 : i64
    %22 = llvm.select %21, %19, %20 : i1, i64
    %23 = llvm.sub %22, %17 : i64
    %24 = llvm.sdiv %23, %arg1 : i64
    %25 = llvm.sub %20, %24 : i64
    %26 = llvm.sdiv %17, %arg1 : i64
    %27 = llvm.icmp "slt" %17, %18 : i64
    %28 = llvm.icmp "ne" %27, %21 : i1
    %29 = llvm.icmp "ne" %17, %18 : i64
    %30 = llvm.and %28, %29 : i1
    %31 = llvm.select %30, %25, %26 : i1, i64
    %32 = llvm.intr.umax(%31, %arg0) : (i64, i64) -> i64
    %33 = llvm.icmp "slt" %32, %arg1 : i64
    %34 = llvm.sext %arg2 : i32 to i64
    %35 = llvm.mlir.constant(42 : i64) : i64
    %36 = llvm.sub %34, %35 : i64
    %37 = llvm.mlir.poison : !llvm.struct<(i64, i1, i64)>
    %38 = llvm.insertvalue %32, %37[0] : !llvm.struct<(i64, i1, i64)> 
    %39 = llvm.insertvalue %33, %38[1] : !llvm.struct<(i64, i1, i64)> 
    %40 = llvm.insertvalue %36, %39[2] : !llvm.struct<(i64, i1, i64)> 
    llvm.return %40 : !llvm.struct<(i64, i1, i64)>
  }
}

