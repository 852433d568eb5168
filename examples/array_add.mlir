// c[i] = a[i] + b[i] for three 1-D f32 arrays, in the LLVM dialect.
//
// This is the shape MLIR's lowering gives `func.func @array_add(%a: memref<?xf32>, ...)`: each
// memref argument is expanded into the fields of its descriptor (allocated pointer, aligned
// pointer, offset, size, stride), and the loop is a pair of blocks with a block argument.
llvm.func @array_add(%a_alloc: !llvm.ptr, %a: !llvm.ptr, %a_off: i64, %n: i64, %a_stride: i64,
                     %b_alloc: !llvm.ptr, %b: !llvm.ptr, %b_off: i64, %b_n: i64, %b_stride: i64,
                     %c_alloc: !llvm.ptr, %c: !llvm.ptr, %c_off: i64, %c_n: i64, %c_stride: i64) {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^header(%zero : i64)
^header(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %ia = llvm.add %a_off, %i overflow<nsw, nuw> : i64
  %pa = llvm.getelementptr inbounds|nuw %a[%ia] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %pa : !llvm.ptr -> f32
  %ib = llvm.add %b_off, %i overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds|nuw %b[%ib] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %y = llvm.load %pb : !llvm.ptr -> f32
  %sum = llvm.fadd %x, %y : f32
  %ic = llvm.add %c_off, %i overflow<nsw, nuw> : i64
  %pc = llvm.getelementptr inbounds|nuw %c[%ic] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %sum, %pc : f32, !llvm.ptr
  %next = llvm.add %i, %one overflow<nsw> : i64
  llvm.br ^header(%next : i64)
^exit:
  llvm.return
}
