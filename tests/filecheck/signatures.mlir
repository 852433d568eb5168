// Function signatures. A memref argument becomes the fields of its descriptor (allocated and
// aligned pointers, offset, sizes, strides), packed into the descriptor again at the top of the
// body (each dimension's size and stride together, as upstream packs them); several results are returned as one struct, which the caller takes apart again; a
// declaration's memref result is the descriptor itself. With --index-bitwidth=32 the offset,
// sizes and strides are i32.
// RUN: lowrite lower %s | FileCheck %s
// RUN: lowrite lower %s --index-bitwidth=32 | FileCheck %s --check-prefix=I32

// CHECK-LABEL: llvm.func @first(
// CHECK-SAME: %[[ALLOC:arg[0-9]+]]: !llvm.ptr, %[[ALIGNED:arg[0-9]+]]: !llvm.ptr, %[[OFFSET:arg[0-9]+]]: i64,
// CHECK-SAME: %[[SIZE0:arg[0-9]+]]: i64, %[[SIZE1:arg[0-9]+]]: i64, %[[STRIDE0:arg[0-9]+]]: i64, %[[STRIDE1:arg[0-9]+]]: i64) -> f32
// CHECK-NEXT: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[ALLOC]], %[[D0]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[ALIGNED]], %[[D1]][1]
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[OFFSET]], %[[D2]][2]
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[SIZE0]], %[[D3]][3, 0]
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[STRIDE0]], %[[D4]][4, 0]
// CHECK-NEXT: %[[D6:.*]] = llvm.insertvalue %[[SIZE1]], %[[D5]][3, 1]
// CHECK-NEXT: %[[DESC:.*]] = llvm.insertvalue %[[STRIDE1]], %[[D6]][4, 1]
// CHECK: llvm.extractvalue %[[DESC]][1]
// I32-LABEL: llvm.func @first(
// I32-SAME: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) -> f32
// I32: llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
func.func @first(%m: memref<?x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %c0] : memref<?x4xf32>
  return %v : f32
}

// CHECK-LABEL: llvm.func @pair(
// CHECK-SAME: %[[A:arg[0-9]+]]: i32, %[[B:arg[0-9]+]]: i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[S0:.*]] = llvm.mlir.poison : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[A]], %[[S0]][0]
// CHECK-NEXT: %[[S2:.*]] = llvm.insertvalue %[[B]], %[[S1]][1]
// CHECK-NEXT: llvm.return %[[S2]] : !llvm.struct<(i32, i64)>
func.func @pair(%a: i32, %b: i64) -> (i32, i64) {
  return %a, %b : i32, i64
}

// The caller passes the fields of its descriptor, and unpacks the struct of results.
// CHECK-LABEL: llvm.func @caller(
// CHECK: %[[F0:.*]] = llvm.extractvalue %[[CDESC:.*]][0]
// CHECK-NEXT: %[[F1:.*]] = llvm.extractvalue %[[CDESC]][1]
// CHECK-NEXT: %[[F2:.*]] = llvm.extractvalue %[[CDESC]][2]
// CHECK-NEXT: %[[F3:.*]] = llvm.extractvalue %[[CDESC]][3, 0]
// CHECK-NEXT: %[[F4:.*]] = llvm.extractvalue %[[CDESC]][3, 1]
// CHECK-NEXT: %[[F5:.*]] = llvm.extractvalue %[[CDESC]][4, 0]
// CHECK-NEXT: %[[F6:.*]] = llvm.extractvalue %[[CDESC]][4, 1]
// CHECK-NEXT: llvm.call @first(%[[F0]], %[[F1]], %[[F2]], %[[F3]], %[[F4]], %[[F5]], %[[F6]])
// CHECK: %[[R:.*]] = llvm.call @pair(%{{.*}}, %{{.*}}) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %[[SECOND:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %[[SECOND]] : i64
func.func @caller(%m: memref<?x4xf32>) -> i64 {
  %x = func.call @first(%m) : (memref<?x4xf32>) -> f32
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i64
  %p:2 = func.call @pair(%c, %d) : (i32, i64) -> (i32, i64)
  return %p#1 : i64
}

// CHECK-LABEL: llvm.func @external(!llvm.ptr, !llvm.ptr, i64, i64, i64)
// CHECK-SAME: -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func private @external(memref<2xf32>) -> memref<2xf32>
