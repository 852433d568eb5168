; ModuleID = 'repeated_successor'
source_filename = "repeated_successor"

define i32 @pick(i1 %0, i32 %1, i32 %2) {
  br i1 %0, label %4, label %6

4:                                                ; preds = %3, %6
  %5 = phi i32 [ %1, %3 ], [ %2, %6 ]
  ret i32 %5

6:                                                ; preds = %3
  br label %4
}

define i32 @classify(i32 %0, i32 %1, i32 %2) {
  switch i32 %0, label %5 [
    i32 0, label %7
    i32 1, label %5
    i32 2, label %4
  ]

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %4, %3, %3, %7
  %6 = phi i32 [ %1, %3 ], [ %2, %7 ], [ %1, %3 ], [ 0, %4 ]
  ret i32 %6

7:                                                ; preds = %3
  br label %5
}
