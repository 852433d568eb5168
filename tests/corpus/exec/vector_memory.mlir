// vector.load, vector.store, vector.maskedload and vector.maskedstore on memrefs (with a strided
// view and masks at the edges), memref.load/store with nontemporal and alignment, and
// vector.shuffle.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %r = arith.divui %i, %c2 : index
    %row = arith.divui %i, %c2 : index
    %q = arith.index_cast %i : index to i32
    %f = arith.sitofp %q : i32 to f32
    %a = arith.divui %i, %c2 : index
    %ii = arith.remui %i, %c2 : index
    %c4 = arith.constant 4 : index
    %ri = arith.divui %i, %c4 : index
    %ci = arith.remui %i, %c4 : index
    memref.store %f, %m[%ri, %ci] {nontemporal = true} : memref<3x4xf32>
  }
  %v = vector.load %m[%c1, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = vector.load %m[%c0, %c1] : memref<3x4xf32>, vector<3xf32>
  vector.print %w : vector<3xf32>
  %x = memref.load %m[%c2, %c2] {alignment = 4 : i64} : memref<3x4xf32>
  vector.print %x : f32

  %ten = arith.constant dense<10.0> : vector<4xf32>
  vector.store %ten, %m[%c2, %c0] : memref<3x4xf32>, vector<4xf32>
  %v2 = vector.load %m[%c2, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.print %v2 : vector<4xf32>

  // A view with a non-zero offset.
  %sub = memref.subview %m[1, 1] [2, 3] [1, 1] : memref<3x4xf32> to memref<2x3xf32, strided<[4, 1], offset: 5>>
  %s = vector.load %sub[%c1, %c0] : memref<2x3xf32, strided<[4, 1], offset: 5>>, vector<3xf32>
  vector.print %s : vector<3xf32>

  // Masked: lanes 0 and 2 read, the others from the pass-through value.
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %ml = vector.maskedload %m[%c0, %c0], %mask, %pass : memref<3x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  // A mask that keeps the access inside the buffer at its end.
  %edge = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  %c2b = arith.constant 2 : index
  %me = vector.maskedload %m[%c2b, %c2b], %edge, %pass : memref<3x4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %me : vector<4xf32>
  %sev = arith.constant dense<7.0> : vector<4xf32>
  vector.maskedstore %m[%c0, %c0], %mask, %sev : memref<3x4xf32>, vector<4xi1>, vector<4xf32>
  %after = vector.load %m[%c0, %c0] : memref<3x4xf32>, vector<4xf32>
  vector.print %after : vector<4xf32>

  // Shuffles of two vectors of one type.
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[5, 6, 7, 8]> : vector<4xi32>
  %sh = vector.shuffle %a, %b [7, 0, 5, 2, 3, 4] : vector<4xi32>, vector<4xi32>
  vector.print %sh : vector<6xi32>
  %one = vector.shuffle %a, %a [3, 2, 1, 0] : vector<4xi32>, vector<4xi32>
  vector.print %one : vector<4xi32>
  memref.dealloc %m : memref<3x4xf32>
  return
}
