// Address linearization of memref.load and memref.store, as upstream computes it: the aligned
// pointer, moved by a nonzero offset with a GEP of its own, then by i * stride0 + j * stride1.
// Static strides and offsets are constants, a unit stride is not multiplied; dynamic ones come
// from the descriptor, each read just before its multiplication; a rank-0 memref is its aligned
// pointer.
// RUN: lowrite lower %s | FileCheck %s

// CHECK-LABEL: llvm.func @static_strides(
// CHECK-SAME: %[[I:arg[0-9]+]]: i64, %[[J:arg[0-9]+]]: i64) -> f32
// CHECK: %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK-NEXT: %[[EIGHT:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[ROW:.*]] = llvm.mul %[[I]], %[[EIGHT]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[POS:.*]] = llvm.add %[[ROW]], %[[J]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[ADDR:.*]] = llvm.getelementptr inbounds|nuw %[[BASE]][%[[POS]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.load %[[ADDR]] : !llvm.ptr -> f32
func.func @static_strides(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x8xf32>
  return %v : f32
}

// CHECK-LABEL: llvm.func @dynamic_strides(
// CHECK-SAME: %[[I:arg[0-9]+]]: i64, %[[J:arg[0-9]+]]: i64) -> f32
// CHECK: %[[ALIGNED:.*]] = llvm.extractvalue %[[DESC:.*]][1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %[[DESC]][2]
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[ALIGNED]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[S0:.*]] = llvm.extractvalue %[[DESC]][4, 0]
// CHECK-NEXT: %[[A:.*]] = llvm.mul %[[I]], %[[S0]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[S1:.*]] = llvm.extractvalue %[[DESC]][4, 1]
// CHECK-NEXT: %[[B:.*]] = llvm.mul %[[J]], %[[S1]] overflow<nsw, nuw> : i64
// CHECK-NEXT: %[[POS:.*]] = llvm.add %[[A]], %[[B]] overflow<nsw, nuw> : i64
// CHECK-NEXT: llvm.getelementptr inbounds|nuw %[[BASE]][%[[POS]]]
func.func @dynamic_strides(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

// CHECK-LABEL: llvm.func @static_offset(
// CHECK-SAME: %[[I:arg[0-9]+]]: i64, %[[X:arg[0-9]+]]: f32)
// CHECK: %[[ALIGNED:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK-NEXT: %[[THREE:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[ALIGNED]][%[[THREE]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[ADDR:.*]] = llvm.getelementptr inbounds|nuw %[[BASE]][%[[I]]]
// CHECK-NEXT: llvm.store %[[X]], %[[ADDR]] : f32, !llvm.ptr
func.func @static_offset(%m: memref<8xf32, strided<[1], offset: 3>>, %i: index, %x: f32) {
  memref.store %x, %m[%i] : memref<8xf32, strided<[1], offset: 3>>
  return
}

// CHECK-LABEL: llvm.func @rank_zero(
// CHECK: %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[BASE]] : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %[[V]] : f32
func.func @rank_zero(%m: memref<f32>) -> f32 {
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}
