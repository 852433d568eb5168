// memref ops a partial lowering keeps, with the result names MLIR gives them (assume_align,
// reshape) and those it does not (rank, get_global, realloc, distinct_objects).
func.func @kept_memref_ops(%m: memref<4xf32>, %u: memref<*xf32>, %s: memref<1xindex>) {
 %a = memref.assume_alignment %m, 16 : memref<4xf32>
 %r = memref.rank %u : memref<*xf32>
 %g = memref.get_global @kept_global : memref<2xf32>
 %re = memref.realloc %m : memref<4xf32> to memref<8xf32>
 %rs = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
 %v = memref.load %m[%r] : memref<4xf32>
 %d:2 = memref.distinct_objects %m, %m : memref<4xf32>, memref<4xf32>
 return
}
memref.global @kept_global : memref<2xf32>

// memref.alloca_scope's custom form: without results (its terminator left out), with one and
// with two results (types in parentheses either way).
func.func @kept_scopes(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    %t = memref.alloca(%n) : memref<?xf32>
  }
  %v = memref.alloca_scope -> f32 {
    %t = memref.alloca(%n) : memref<?xf32>
    %y = memref.load %t[%c0] : memref<?xf32>
    memref.alloca_scope.return %y : f32
  }
  %w:2 = memref.alloca_scope -> (f32, index) {
    memref.alloca_scope.return %v, %n : f32, index
  }
  return %w#0 : f32
}

// memref.generic_atomic_rmw's custom form: its body with the entry block's argument.
func.func @kept_atomic(%m: memref<8xi32>, %i: index) -> i32 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<8xi32> {
  ^bb0(%cur: i32):
    %c3 = arith.constant 3 : i32
    %next = arith.muli %cur, %c3 : i32
    memref.atomic_yield %next : i32
  }
  return %old : i32
}
