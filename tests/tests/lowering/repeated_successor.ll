; ModuleID = 'repeated_successor'
source_filename = "repeated_successor"

define i32 @pick(i1 %0, i32 %1, i32 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %6, %3
  %5 = phi i32 [ %7, %6 ], [ %1, %3 ]
  ret i32 %5

6:                                                ; preds = %3
  %7 = phi i32 [ %2, %3 ]
  br label %4
}

define i32 @classify(i32 %0, i32 %1, i32 %2) {
  switch i32 %0, label %5 [
    i32 0, label %7
    i32 1, label %9
    i32 2, label %4
  ]

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %7, %9, %4, %3
  %6 = phi i32 [ %10, %9 ], [ %8, %7 ], [ 0, %4 ], [ %1, %3 ]
  ret i32 %6

7:                                                ; preds = %3
  %8 = phi i32 [ %2, %3 ]
  br label %5

9:                                                ; preds = %3
  %10 = phi i32 [ %1, %3 ]
  br label %5
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
