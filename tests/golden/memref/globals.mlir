// Globals, get_global, copies and atomic read-modify-write.
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global @counter : memref<i64> = dense<0>

func.func @globals(%dst: memref<4xi32>, %k: i64) -> i64 {
  %t = memref.get_global @table : memref<4xi32>
  memref.copy %t, %dst : memref<4xi32> to memref<4xi32>
  %c = memref.get_global @counter : memref<i64>
  %old = memref.atomic_rmw addi %k, %c[] : (i64, memref<i64>) -> i64
  return %old : i64
}

func.func @distinct(%a: memref<?xf32>, %b: memref<4xf32>) -> (memref<?xf32>, memref<4xf32>) {
  %x, %y = memref.distinct_objects %a, %b : memref<?xf32>, memref<4xf32>
  return %x, %y : memref<?xf32>, memref<4xf32>
}
