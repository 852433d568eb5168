// FLAGS: -convert-linalg-to-affine-loops -affine-parallelize -lower-affine -convert-scf-to-cf -finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts
// A makefile's mlir-opt flags, as they are: linalg to affine loops, made parallel by a pass
// anchored on func.func (mlir-opt nests it by itself), then lowered.
func.func @main() {
  %a = memref.alloc() : memref<3x4xf32>
  %b = memref.alloc() : memref<4x5xf32>
  %c = memref.alloc() : memref<3x5xf32>
  %x = arith.constant 0.5 : f32
  %y = arith.constant 3.0 : f32
  %z = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<3x4xf32>)
  linalg.fill ins(%y : f32) outs(%b : memref<4x5xf32>)
  linalg.fill ins(%z : f32) outs(%c : memref<3x5xf32>)
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x5xf32>) outs(%c : memref<3x5xf32>)
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %v = memref.load %c[%c2, %c4] : memref<3x5xf32>
  vector.print %v : f32
  %w = memref.load %c[%c0, %c0] : memref<3x5xf32>
  vector.print %w : f32
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<4x5xf32>
  memref.dealloc %c : memref<3x5xf32>
  return
}
