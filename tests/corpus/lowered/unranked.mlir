// Unranked memrefs: ranked-to-unranked casts (descriptor on the stack), an unranked memref
// passed to a C function that reads the rank and the ranked descriptor, an unranked result
// copied to the heap by the callee and back to the stack by the caller, and casts back to
// ranked memrefs.

// Implemented in C: sums the elements of any rank-1 or rank-2 f32 memref, times 10, plus rank.
func.func private @inspect(memref<*xf32>) -> i64

func.func private @erase(%m: memref<?x3xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<?x3xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @run(%m: memref<?x3xf32>, %v: memref<?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = call @erase(%m) : (memref<?x3xf32>) -> memref<*xf32>
  %a = call @inspect(%u) : (memref<*xf32>) -> i64
  %uv = memref.cast %v : memref<?xf32> to memref<*xf32>
  %b = call @inspect(%uv) : (memref<*xf32>) -> i64
  %back = memref.cast %u : memref<*xf32> to memref<?x3xf32>
  %x = memref.load %back[%c1, %c1] : memref<?x3xf32>
  %xi = arith.fptosi %x : f32 to i64
  %s = arith.addi %a, %b : i64
  %t = arith.muli %s, %xi : i64
  return %t : i64
}
