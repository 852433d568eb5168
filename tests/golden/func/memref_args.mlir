// Memref arguments and results: descriptors expanded at the boundary and packed inside.
func.func @pass(%m: memref<4x?xf32>, %u: memref<*xi8>) -> memref<4x?xf32> {
  return %m : memref<4x?xf32>
}

func.func @call_pass(%m: memref<4x?xf32>, %u: memref<*xi8>) -> memref<4x?xf32> {
  %r = call @pass(%m, %u) : (memref<4x?xf32>, memref<*xi8>) -> memref<4x?xf32>
  return %r : memref<4x?xf32>
}
