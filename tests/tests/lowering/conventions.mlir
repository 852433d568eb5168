// Snapshot input: the conventions the standard rules implement, one function each.

// Memref arguments expand into their descriptor fields (3 + 2 * rank), packed again on entry;
// several results pack into a literal struct.
func.func @signature(%m: memref<?x?xf32>, %u: memref<f32>, %x: f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  return %x, %d : f32, index
}

// Calls expand memref operands and unpack a struct of results.
func.func @caller(%m: memref<?x?xf32>, %u: memref<f32>) -> f32 {
  %x = arith.constant 1.0 : f32
  %r:2 = call @signature(%m, %u, %x) : (memref<?x?xf32>, memref<f32>, f32) -> (f32, index)
  return %r#0 : f32
}

// Address linearization: identity layout (static unit inner stride, dynamic outer stride from
// the descriptor, zero offset not added).
func.func @identity(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
  %x = memref.load %m[%i, %j] : memref<?x?xf32>
  return %x : f32
}

// Static strides and offset fold to constants.
func.func @static_strides(%m: memref<2x3xf32, strided<[6, 1], offset: 5>>, %i: index, %j: index) -> f32 {
  %x = memref.load %m[%i, %j] : memref<2x3xf32, strided<[6, 1], offset: 5>>
  return %x : f32
}

// Dynamic strides and offset come from the descriptor.
func.func @dynamic_strides(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) -> f32 {
  %x = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %x : f32
}

// Rank 0: the aligned pointer itself.
func.func @rank0(%m: memref<f32>) -> f32 {
  %x = memref.load %m[] : memref<f32>
  return %x : f32
}

// The C interface: `_mlir_ciface_wrapped` takes a pointer to the descriptor and returns the
// two results through a leading pointer.
func.func @wrapped(%m: memref<?xf32>, %x: f32) -> (f32, i32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 7 : i32
  return %x, %c : f32, i32
}

// An external function with the C interface gets a body that spills the descriptor and calls
// `_mlir_ciface_ext`.
func.func private @ext(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface}
