// Allocation. memref.alloc computes the sizes, the row-major strides and the element count
// (index constants, a running product), calls malloc with the size in bytes (the address of
// element `count` from a null pointer), and the descriptor gets the sizes and strides;
// with an alignment, malloc gets the alignment more and the aligned pointer is rounded up.
// --use-aligned-alloc calls aligned_alloc with the size rounded up to the alignment;
// --use-generic-alloc calls MLIR's `_mlir_memref_to_llvm_*` functions instead of libc's.
// RUN: lowrite lower %s | FileCheck %s
// RUN: lowrite lower %s --use-aligned-alloc | FileCheck %s --check-prefix=ALIGNED
// RUN: lowrite lower %s --use-generic-alloc | FileCheck %s --check-prefix=GENERIC

// The functions are declared once, at the top of the module, the last one declared first (as
// upstream's lowering puts them): `free` for the last function, then `malloc`.
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NOT: llvm.func @malloc
// ALIGNED: llvm.func @free(!llvm.ptr)
// ALIGNED-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// GENERIC: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC-NEXT: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr

// CHECK-LABEL: llvm.func @rows(
// CHECK-SAME: %[[N:arg[0-9]+]]: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[FOUR:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[COUNT:.*]] = llvm.mul %[[FOUR]], %[[N]] : i64
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[GEP:.*]] = llvm.getelementptr %[[NULL]][%[[COUNT]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.ptrtoint %[[GEP]] : !llvm.ptr to i64
// CHECK-NEXT: %[[P:.*]] = llvm.call @malloc(%[[BYTES]]) : (i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[N]], %{{.*}}[3, 0]
// CHECK-NEXT: llvm.insertvalue %[[FOUR]], %{{.*}}[3, 1]
// CHECK-NEXT: llvm.insertvalue %[[FOUR]], %{{.*}}[4, 0]
// CHECK-NEXT: llvm.insertvalue %[[ONE]], %{{.*}}[4, 1]
// GENERIC-LABEL: llvm.func @rows(
// GENERIC: llvm.call @_mlir_memref_to_llvm_alloc(%{{.*}}) : (i64) -> !llvm.ptr
// ALIGNED-LABEL: llvm.func @rows(
// ALIGNED: %[[BYTES:.*]] = llvm.ptrtoint
// ALIGNED-NEXT: %[[ALIGN:.*]] = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %[[MASK:.*]] = llvm.sub %[[ALIGN]], %[[ONE]] : i64
// ALIGNED-NEXT: %[[BUMPED:.*]] = llvm.add %[[BYTES]], %[[MASK]] : i64
// ALIGNED-NEXT: %[[REM:.*]] = llvm.urem %[[BUMPED]], %[[ALIGN]] : i64
// ALIGNED-NEXT: %[[ROUNDED:.*]] = llvm.sub %[[BUMPED]], %[[REM]] : i64
// ALIGNED-NEXT: llvm.call @aligned_alloc(%[[ALIGN]], %[[ROUNDED]]) : (i64, i64) -> !llvm.ptr
func.func @rows(%n: index) -> memref<?x4xf32> {
  %m = memref.alloc(%n) : memref<?x4xf32>
  return %m : memref<?x4xf32>
}

// CHECK-LABEL: llvm.func @aligned_buffer(
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK-NEXT: %[[ALIGN:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %[[PADDED:.*]] = llvm.add %[[BYTES]], %[[ALIGN]] : i64
// CHECK-NEXT: %[[P:.*]] = llvm.call @malloc(%[[PADDED]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[INT:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr to i64
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[MASK:.*]] = llvm.sub %[[ALIGN]], %[[ONE]] : i64
// CHECK-NEXT: %[[BUMPED:.*]] = llvm.add %[[INT]], %[[MASK]] : i64
// CHECK-NEXT: %[[REM:.*]] = llvm.urem %[[BUMPED]], %[[ALIGN]] : i64
// CHECK-NEXT: %[[UP:.*]] = llvm.sub %[[BUMPED]], %[[REM]] : i64
// CHECK-NEXT: %[[ALIGNED_PTR:.*]] = llvm.inttoptr %[[UP]] : i64 to !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[ALIGNED_PTR]], %{{.*}}[1]
// ALIGNED-LABEL: llvm.func @aligned_buffer(
// ALIGNED: llvm.mlir.constant(32 : index) : i64
func.func @aligned_buffer() -> memref<16xi8> {
  %m = memref.alloc() {alignment = 32} : memref<16xi8>
  return %m : memref<16xi8>
}

// CHECK-LABEL: llvm.func @release(
// CHECK: %[[ALLOCATED:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: llvm.call @free(%[[ALLOCATED]]) : (!llvm.ptr) -> ()
// GENERIC-LABEL: llvm.func @release(
// GENERIC: llvm.call @_mlir_memref_to_llvm_free(%{{.*}}) : (!llvm.ptr) -> ()
func.func @release(%m: memref<?x4xf32>) {
  memref.dealloc %m : memref<?x4xf32>
  return
}
