// vector.type_cast of a static, contiguous memref to a memref of one vector (what
// convert-vector-to-scf makes of n-D transfers): the same buffer with static sizes and strides.
func.func @as_vector(%m: memref<4x8xf32>) -> vector<4x8xf32> {
  %v = vector.type_cast %m : memref<4x8xf32> to memref<vector<4x8xf32>>
  %x = memref.load %v[] : memref<vector<4x8xf32>>
  return %x : vector<4x8xf32>
}

func.func @rows(%m: memref<4x8xf32>) -> memref<4xvector<8xf32>> {
  %v = vector.type_cast %m : memref<4x8xf32> to memref<4xvector<8xf32>>
  return %v : memref<4xvector<8xf32>>
}
