// A branch that reaches one block twice with different arguments: the LLVM dialect keeps it,
// and translation to LLVM IR (where a PHI has one entry per predecessor block) sends the second
// edge through a new block that takes its argument and branches on.
// RUN: lowrite lower %s | FileCheck %s --check-prefix=MLIR
// RUN: lowrite translate %s | FileCheck %s

// MLIR: llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-LABEL: define i32 @same(i1 %0, i32 %1, i32 %2)
// CHECK-NEXT: br i1 %0, label %[[JOIN:[0-9]+]], label %[[EXTRA:[0-9]+]]
// CHECK-EMPTY:
// CHECK-NEXT: [[JOIN]]:
// CHECK-NEXT: %[[X:[0-9]+]] = phi i32 [ %[[FROM_EXTRA:[0-9]+]], %[[EXTRA]] ], [ %1, %3 ]
// CHECK-NEXT: ret i32 %[[X]]
// CHECK-EMPTY:
// CHECK-NEXT: [[EXTRA]]:
// CHECK-NEXT: %[[FROM_EXTRA]] = phi i32 [ %2, %3 ]
// CHECK-NEXT: br label %[[JOIN]]
func.func @same(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
