module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[102, 108, 97, 103, 32, 109, 117, 115, 116, 32, 98, 101, 32, 115, 101, 116, 0]> : tensor<17xi8>) {addr_space = 0 : i32} : !llvm.array<17 x i8>
  llvm.func @branches(%arg0: i32, %arg1: i1) -> i32 {
    llvm.cond_br %arg1, ^bb1, ^bb5
  ^bb1:  // pred: ^bb0
    llvm.cond_br %arg1, ^bb2(%arg0 : i32), ^bb3
  ^bb2(%0: i32):  // pred: ^bb1
    llvm.switch %0 : i32, ^bb4(%0 : i32) [
      1: ^bb3,
      2: ^bb4(%arg0 : i32)
    ]
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %1 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb4(%1 : i32)
  ^bb4(%2: i32):  // 3 preds: ^bb2, ^bb2, ^bb3
    llvm.return %2 : i32
  ^bb5:  // pred: ^bb0
    %3 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<17 x i8>
    llvm.call @puts(%4) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

