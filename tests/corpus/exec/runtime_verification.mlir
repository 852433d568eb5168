// PIPELINE: builtin.module(generate-runtime-verification, test-cf-assert)
// Runtime verification as upstream's MemRef integration tests use it: the checks MLIR's
// generate-runtime-verification inserts report out-of-bounds accesses with the op and its
// location, and with test-cf-assert (cf.assert lowered without abort) the program goes on.
func.func @store(%m: memref<?xf32>, %i: index, %x: f32) {
  memref.store %x, %m[%i] : memref<?xf32>
  return
}

func.func @main() {
  %buffer = memref.alloca() : memref<10xf32>
  %view = memref.reinterpret_cast %buffer to offset: [0], sizes: [5], strides: [1]
    : memref<10xf32> to memref<5xf32>
  %dynamic = memref.cast %view : memref<5xf32> to memref<?xf32>
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %one = arith.constant 1.5 : f32
  func.call @store(%dynamic, %c2, %one) : (memref<?xf32>, index, f32) -> ()
  vector.print str "in bounds: no report\n"
  func.call @store(%dynamic, %c7, %one) : (memref<?xf32>, index, f32) -> ()
  vector.print str "out of bounds: reported, and the program went on\n"
  %false = arith.constant false
  cf.assert %false, "a plain cf.assert that fails"
  %x = memref.load %buffer[%c7] : memref<10xf32>
  vector.print %x : f32
  return
}
