// The bare-pointer convention (--bare-ptr-memref-call-conv): a statically shaped memref with the
// identity layout crosses function boundaries as its aligned pointer. The function builds its
// descriptor from the pointer and the static shape, and returns the aligned pointer.
// RUN: lowrite lower %s --bare-ptr-memref-call-conv | FileCheck %s

// CHECK-LABEL: llvm.func @scale(
// CHECK-SAME: %[[P:arg[0-9]+]]: !llvm.ptr, %[[K:arg[0-9]+]]: f32) -> !llvm.ptr
// Each field is set in turn, a constant (of `index` value) made just before it is set, as
// upstream's MemRefDescriptor::fromStaticShape does.
// CHECK-NEXT: %[[D0:.*]] = llvm.mlir.poison
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[P]], %[[D0]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[P]], %[[D1]][1]
// CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[ZERO]], %[[D2]][2]
// CHECK-NEXT: %[[FOUR:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[FOUR]], %[[D3]][3, 0]
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[DESC:.*]] = llvm.insertvalue %[[ONE]], %[[D4]][4, 0]
// CHECK: llvm.store
// CHECK-NEXT: %[[RET:.*]] = llvm.extractvalue %[[DESC]][1]
// CHECK-NEXT: llvm.return %[[RET]] : !llvm.ptr
func.func @scale(%m: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  %w = arith.mulf %v, %k : f32
  memref.store %w, %m[%c0] : memref<4xf32>
  return %m : memref<4xf32>
}

// CHECK-LABEL: llvm.func @call_scale(
// CHECK-SAME: %[[Q:arg[0-9]+]]: !llvm.ptr
// CHECK: llvm.call @scale(%{{.*}}, %{{.*}}) : (!llvm.ptr, f32) -> !llvm.ptr
func.func @call_scale(%m: memref<4xf32>, %k: f32) {
  %r = func.call @scale(%m, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  return
}
