// FLAGS: -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// Nested builtin.modules (a module per kernel, as some tools emit them): each is lowered in
// place with its own declarations (malloc, free, printing), and only the outer module runs.
module {
  module @kernels attributes {kernel.target = "cpu"} {
    func.func @scale(%n: index, %x: f32) -> f32 {
      %m = memref.alloc(%n) : memref<?xf32>
      %c0 = arith.constant 0 : index
      memref.store %x, %m[%c0] : memref<?xf32>
      %v = memref.load %m[%c0] : memref<?xf32>
      %w = arith.mulf %v, %x : f32
      vector.print %w : f32
      memref.dealloc %m : memref<?xf32>
      return %w : f32
    }
  }
  module @empty {
  }
  func.func @main() {
    %m = memref.alloc() : memref<3xi32>
    %c1 = arith.constant 1 : index
    %seven = arith.constant 7 : i32
    memref.store %seven, %m[%c1] : memref<3xi32>
    %v = memref.load %m[%c1] : memref<3xi32>
    vector.print %v : i32
    memref.dealloc %m : memref<3xi32>
    return
  }
}
