module {
  llvm.func @ext(i64, f32) -> !llvm.struct<(i64, f32)> attributes {sym_visibility = "private"}
  llvm.func @pair(%arg0: i64 {llvm.noundef}, %arg1: f32) -> !llvm.struct<(i64, f32)> {
    %0 = llvm.call @ext(%arg0, %arg1) : (i64, f32) -> !llvm.struct<(i64, f32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, f32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, f32)> 
    %3 = llvm.mlir.poison : !llvm.struct<(i64, f32)>
    %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i64, f32)> 
    %5 = llvm.insertvalue %2, %4[1] : !llvm.struct<(i64, f32)> 
    llvm.return %5 : !llvm.struct<(i64, f32)>
  }
  llvm.func @c_api(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
    llvm.return %arg0 : i32
  }
  llvm.func @_mlir_ciface_c_api(%arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @c_api(%arg0) : (i32) -> i32
    llvm.return %0 : i32
  }
}

