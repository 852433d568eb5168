// FLAGS: -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// A function returning unranked memrefs among several results: each descriptor goes to the
// heap on return and back to the caller's stack after the call.
func.func @views(%m: memref<2x3xf32>, %k: index) -> (index, memref<*xf32>, f32, memref<*xf32>) {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %c0 = arith.constant 0 : index
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [6], strides: [1]
      : memref<2x3xf32> to memref<6xf32>
  %f = memref.cast %flat : memref<6xf32> to memref<*xf32>
  %x = memref.load %m[%c0, %k] : memref<2x3xf32>
  return %k, %u, %x, %f : index, memref<*xf32>, f32, memref<*xf32>
}

func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 4.5 : f32
  %b = arith.constant -1.25 : f32
  memref.store %a, %m[%c1, %c2] : memref<2x3xf32>
  memref.store %b, %m[%c0, %c2] : memref<2x3xf32>
  %k, %u, %x, %f = call @views(%m, %c2)
      : (memref<2x3xf32>, index) -> (index, memref<*xf32>, f32, memref<*xf32>)
  vector.print %k : index
  vector.print %x : f32
  %ru = memref.rank %u : memref<*xf32>
  %rf = memref.rank %f : memref<*xf32>
  vector.print %ru : index
  vector.print %rf : index
  %d = memref.dim %u, %c1 : memref<*xf32>
  vector.print %d : index
  %flat = memref.cast %f : memref<*xf32> to memref<6xf32>
  %c5 = arith.constant 5 : index
  %v = memref.load %flat[%c5] : memref<6xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<2x3xf32>
  return
}
