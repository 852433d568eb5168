// memref.copy between unranked memrefs and between views contiguous enough for a memcpy (an
// outer dimension of size 1, a rank-0 view at an offset) or not; assume_alignment; the aligned
// pointer of a ranked and an unranked memref; an uninitialized global and a private constant.
func.func private @printMemrefF32(memref<*xf32>)

memref.global @scratch : memref<2xf32> = uninitialized
memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %table = memref.get_global @table : memref<2x3xf32>

  // Unranked to unranked: the runtime's memrefCopy gets both descriptors as they are.
  %a = memref.alloc() : memref<2x3xf32>
  %ut = memref.cast %table : memref<2x3xf32> to memref<*xf32>
  %ua = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  memref.copy %ut, %ua : memref<*xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()

  // A row of the table (1x2, row stride 3) is contiguous: one memcpy.
  %row = memref.subview %table[1, 1] [1, 2] [1, 1] : memref<2x3xf32> to memref<1x2xf32, strided<[3, 1], offset: 4>>
  %r = memref.alloc() : memref<1x2xf32>
  memref.copy %row, %r : memref<1x2xf32, strided<[3, 1], offset: 4>> to memref<1x2xf32>
  %ur = memref.cast %r : memref<1x2xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()

  // A column (2x1, stride 3) is not.
  %col = memref.subview %table[0, 2] [2, 1] [1, 1] : memref<2x3xf32> to memref<2x1xf32, strided<[3, 1], offset: 2>>
  %k = memref.alloc() : memref<2x1xf32>
  memref.copy %col, %k : memref<2x1xf32, strided<[3, 1], offset: 2>> to memref<2x1xf32>
  %uk = memref.cast %k : memref<2x1xf32> to memref<*xf32>
  call @printMemrefF32(%uk) : (memref<*xf32>) -> ()

  // One element at an offset, as a rank-0 view.
  %one = memref.subview %table[0, 1] [1, 1] [1, 1] : memref<2x3xf32> to memref<1x1xf32, strided<[3, 1], offset: 1>>
  %scalar = memref.collapse_shape %one [] : memref<1x1xf32, strided<[3, 1], offset: 1>> into memref<f32, strided<[], offset: 1>>
  %s = memref.alloc() : memref<f32>
  memref.copy %scalar, %s : memref<f32, strided<[], offset: 1>> to memref<f32>
  %sv = memref.load %s[] : memref<f32>
  vector.print %sv : f32

  // assume_alignment gives the same memref.
  %b = memref.alloc() {alignment = 64} : memref<4xf32>
  %b64 = memref.assume_alignment %b, 64 : memref<4xf32>
  %x = arith.constant 7.5 : f32
  memref.store %x, %b64[%c1] : memref<4xf32>
  %y = memref.load %b[%c1] : memref<4xf32>
  vector.print %y : f32

  // The aligned pointer of a memref and of its unranked form are the same address.
  %p = memref.extract_aligned_pointer_as_index %a : memref<2x3xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %ua : memref<*xf32> -> index
  %same = arith.cmpi eq, %p, %q : index
  vector.print %same : i1

  // The uninitialized global is storage like any other.
  %g = memref.get_global @scratch : memref<2xf32>
  memref.store %x, %g[%c0] : memref<2xf32>
  memref.store %zero, %g[%c1] : memref<2xf32>
  %ug = memref.cast %g : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ug) : (memref<*xf32>) -> ()

  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %r : memref<1x2xf32>
  memref.dealloc %k : memref<2x1xf32>
  memref.dealloc %s : memref<f32>
  memref.dealloc %b : memref<4xf32>
  return
}
