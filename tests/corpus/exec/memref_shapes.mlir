// memref.transpose, memory_space_cast, reshape (to static, dynamic and unranked shapes),
// memref.dim at a run-time position, distinct_objects, generic_atomic_rmw and realloc (growing
// keeps the elements, shrinking keeps the buffer), allocation in a memory space.
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @iota(%n: index) -> memref<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return %m : memref<?xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %flat = call @iota(%c12) : (index) -> memref<?xi32>

  // Reshapes of the 12 elements: static 3x4, dynamic ?x? (2x6), unranked (4x3).
  %s1 = memref.alloca() : memref<2xindex>
  memref.store %c3, %s1[%c0] : memref<2xindex>
  memref.store %c4, %s1[%c1] : memref<2xindex>
  %st = memref.reshape %flat(%s1) : (memref<?xi32>, memref<2xindex>) -> memref<3x4xi32>
  %st_u = memref.cast %st : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%st_u) : (memref<*xi32>) -> ()
  memref.store %c2, %s1[%c0] : memref<2xindex>
  memref.store %c6, %s1[%c1] : memref<2xindex>
  %dy = memref.reshape %flat(%s1) : (memref<?xi32>, memref<2xindex>) -> memref<?x?xi32>
  %dy_u = memref.cast %dy : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%dy_u) : (memref<*xi32>) -> ()
  %s2 = memref.alloca(%c2) : memref<?xi64>
  %i4 = arith.constant 4 : i64
  %i3 = arith.constant 3 : i64
  memref.store %i4, %s2[%c0] : memref<?xi64>
  memref.store %i3, %s2[%c1] : memref<?xi64>
  %un = memref.reshape %flat(%s2) : (memref<?xi32>, memref<?xi64>) -> memref<*xi32>
  call @printMemrefI32(%un) : (memref<*xi32>) -> ()

  // Transposes: 3x4 to 4x3 and a 2x6 view's transpose, read through loads.
  %t = memref.transpose %st (i, j) -> (j, i) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  %t_u = memref.cast %t : memref<4x3xi32, strided<[1, 4]>> to memref<*xi32>
  call @printMemrefI32(%t_u) : (memref<*xi32>) -> ()
  %td = memref.transpose %dy (i, j) -> (j, i) : memref<?x?xi32> to memref<?x?xi32, strided<[1, ?]>>
  %x = memref.load %td[%c4, %c1] : memref<?x?xi32, strided<[1, ?]>>
  vector.print %x : i32

  // Distinct objects are the same memrefs: element 4 of the flat one, (1, 4) of the 2x6 (4, 10).
  %do1, %do2 = memref.distinct_objects %flat, %dy : memref<?xi32>, memref<?x?xi32>
  %do_e1 = memref.load %do1[%c4] : memref<?xi32>
  %do_e2 = memref.load %do2[%c1, %c4] : memref<?x?xi32>
  vector.print %do_e1 : i32
  vector.print %do_e2 : i32

  // Dimensions chosen at run time: 2 and 6, then 6 and 2 of the transpose.
  scf.for %d = %c0 to %c2 step %c1 {
    %size = memref.dim %dy, %d : memref<?x?xi32>
    %tsize = memref.dim %td, %d : memref<?x?xi32, strided<[1, ?]>>
    %s64 = arith.index_cast %size : index to i64
    %t64 = arith.index_cast %tsize : index to i64
    vector.print %s64 : i64
    vector.print %t64 : i64
  }

  // Memory spaces: stores through a space-1 view are seen through the original.
  %sp = memref.memory_space_cast %flat : memref<?xi32> to memref<?xi32, 1>
  %k = arith.constant 42 : i32
  memref.store %k, %sp[%c3] : memref<?xi32, 1>
  %back = memref.memory_space_cast %sp : memref<?xi32, 1> to memref<?xi32>
  %y = memref.load %back[%c3] : memref<?xi32>
  %z = memref.load %flat[%c3] : memref<?xi32>
  vector.print %y : i32
  vector.print %z : i32

  // generic_atomic_rmw: x = x * 3 + 1 at element 5, and on an i64 counter.
  %old = memref.generic_atomic_rmw %flat[%c4] : memref<?xi32> {
  ^bb0(%cur: i32):
    %three = arith.constant 3 : i32
    %one = arith.constant 1 : i32
    %m3 = arith.muli %cur, %three : i32
    %p1 = arith.addi %m3, %one : i32
    memref.atomic_yield %p1 : i32
  }
  vector.print %old : i32
  %new = memref.load %flat[%c4] : memref<?xi32>
  vector.print %new : i32
  %cnt = memref.alloca() : memref<i64>
  %z64 = arith.constant 7 : i64
  memref.store %z64, %cnt[] : memref<i64>
  scf.for %i = %c0 to %c12 step %c1 {
    %prev = memref.generic_atomic_rmw %cnt[] : memref<i64> {
    ^bb0(%cur: i64):
      %ii = arith.index_cast %i : index to i64
      %s = arith.addi %cur, %ii : i64
      memref.atomic_yield %s : i64
    }
  }
  %total = memref.load %cnt[] : memref<i64>
  vector.print %total : i64

  // realloc: grow 4 -> 8 (the first 4 elements kept), then shrink 8 -> 2.
  %f = memref.alloc() : memref<4xf32>
  %f1 = arith.constant 1.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %fi, %f1 : f32
    memref.store %v, %f[%i] : memref<4xf32>
  }
  %g = memref.realloc %f : memref<4xf32> to memref<8xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c4 to %c6 step %c1 {
    memref.store %zero, %g[%i] : memref<8xf32>
  }
  %g_part = memref.subview %g[0] [6] [1] : memref<8xf32> to memref<6xf32, strided<[1]>>
  %g_u = memref.cast %g_part : memref<6xf32, strided<[1]>> to memref<*xf32>
  call @printMemrefF32(%g_u) : (memref<*xf32>) -> ()
  %h = memref.realloc %g(%c2) {alignment = 64} : memref<8xf32> to memref<?xf32>
  %h_u = memref.cast %h : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%h_u) : (memref<*xf32>) -> ()
  %grown = memref.realloc %h(%c12) {alignment = 64} : memref<?xf32> to memref<?xf32>
  %e1 = memref.load %grown[%c1] : memref<?xf32>
  vector.print %e1 : f32
  memref.dealloc %grown : memref<?xf32>

  // A buffer allocated in memory space 1 (not freed: upstream's lowering of its dealloc calls
  // free with a pointer of address space 1, which the LLVM dialect rejects).
  %a1 = memref.alloc(%c4) : memref<?xi32, 1>
  %k7 = arith.constant 7 : i32
  memref.store %k7, %a1[%c2] : memref<?xi32, 1>
  %l7 = memref.load %a1[%c2] : memref<?xi32, 1>
  vector.print %l7 : i32
  memref.dealloc %flat : memref<?xi32>
  return
}
