// The C interface (`llvm.emit_c_interface`, or every function with --emit-c-interface). A
// defined function also gets `_mlir_ciface_NAME`, which takes each memref as a pointer to its
// descriptor, loads it and calls the function; a struct result comes back through a leading
// pointer. An external function gets a body that stores each descriptor on the stack and calls
// the external `_mlir_ciface_NAME` with pointers to them.
// RUN: lowrite lower %s | FileCheck %s
// RUN: lowrite lower %s --emit-c-interface | FileCheck %s --check-prefix=ALL

// CHECK-LABEL: llvm.func @sum(
// CHECK-SAME: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: f32) -> !llvm.struct<(f32, i32)>
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK-LABEL: llvm.func @_mlir_ciface_sum(
// CHECK-SAME: %[[OUT:arg[0-9]+]]: !llvm.ptr, %[[MEM:arg[0-9]+]]: !llvm.ptr, %[[S:arg[0-9]+]]: f32)
// CHECK-NEXT: %[[DESC:.*]] = llvm.load %[[MEM]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[P0:.*]] = llvm.extractvalue %[[DESC]][0]
// CHECK-NEXT: %[[P1:.*]] = llvm.extractvalue %[[DESC]][1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %[[DESC]][2]
// CHECK-NEXT: %[[SIZE:.*]] = llvm.extractvalue %[[DESC]][3, 0]
// CHECK-NEXT: %[[STRIDE:.*]] = llvm.extractvalue %[[DESC]][4, 0]
// CHECK-NEXT: %[[R:.*]] = llvm.call @sum(%[[P0]], %[[P1]], %[[OFF]], %[[SIZE]], %[[STRIDE]], %[[S]])
// CHECK-NEXT: llvm.store %[[R]], %[[OUT]] : !llvm.struct<(f32, i32)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
func.func @sum(%m: memref<?xf32>, %s: f32) -> (f32, i32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i32
  return %s, %c : f32, i32
}

// CHECK-LABEL: llvm.func private @ext(
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %{{.*}}, %[[SLOT]]
// CHECK-NEXT: %[[V:.*]] = llvm.call @_mlir_ciface_ext(%[[SLOT]]) : (!llvm.ptr) -> i32
// CHECK-NEXT: llvm.return %[[V]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_ext(!llvm.ptr) -> i32
func.func private @ext(memref<4xi32>) -> i32 attributes {llvm.emit_c_interface}

// Without the attribute, only --emit-c-interface adds a wrapper.
// CHECK-NOT: @_mlir_ciface_plain
// ALL-LABEL: llvm.func @_mlir_ciface_plain(
// ALL-SAME: %{{.*}}: i32) -> i32
// ALL-NEXT: llvm.call @plain(%{{.*}}) : (i32) -> i32
func.func @plain(%x: i32) -> i32 {
  return %x : i32
}
