// 2-D five-point stencil (Jacobi step) on f64 grids, plus operations on a
// strided view (memref with dynamic offset and strides) and a subview taken
// inside MLIR.
//
//   out[i][j] = 0.25 * (in[i-1][j] + in[i+1][j] + in[i][j-1] + in[i][j+1])
// for interior points; the boundary of `out` is copied from `in`.
func.func @jacobi_step(%in: memref<?x?xf64>, %out: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %quarter = arith.constant 0.25 : f64
  %rows = memref.dim %in, %c0 : memref<?x?xf64>
  %cols = memref.dim %in, %c1 : memref<?x?xf64>
  %rlast = arith.subi %rows, %c1 : index
  %clast = arith.subi %cols, %c1 : index
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %top = arith.cmpi eq, %i, %c0 : index
      %bottom = arith.cmpi eq, %i, %rlast : index
      %left = arith.cmpi eq, %j, %c0 : index
      %right = arith.cmpi eq, %j, %clast : index
      %b0 = arith.ori %top, %bottom : i1
      %b1 = arith.ori %left, %right : i1
      %boundary = arith.ori %b0, %b1 : i1
      %v = scf.if %boundary -> (f64) {
        %x = memref.load %in[%i, %j] : memref<?x?xf64>
        scf.yield %x : f64
      } else {
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %n = memref.load %in[%im, %j] : memref<?x?xf64>
        %s = memref.load %in[%ip, %j] : memref<?x?xf64>
        %w = memref.load %in[%i, %jm] : memref<?x?xf64>
        %e = memref.load %in[%i, %jp] : memref<?x?xf64>
        %t0 = arith.addf %n, %s : f64
        %t1 = arith.addf %w, %e : f64
        %t2 = arith.addf %t0, %t1 : f64
        %r = arith.mulf %t2, %quarter : f64
        scf.yield %r : f64
      }
      memref.store %v, %out[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// Runs `steps` Jacobi iterations ping-ponging between two grids; returns the
// sum of all cells of the final grid.
func.func @jacobi(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %steps: i32) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.index_cast %steps : i32 to index
  scf.for %s = %c0 to %n step %c1 {
    %rem = arith.remui %s, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    scf.if %even {
      func.call @jacobi_step(%a, %b) : (memref<?x?xf64>, memref<?x?xf64>) -> ()
    } else {
      func.call @jacobi_step(%b, %a) : (memref<?x?xf64>, memref<?x?xf64>) -> ()
    }
  }
  %rem = arith.remui %n, %c2 : index
  %odd = arith.cmpi eq, %rem, %c1 : index
  %final = arith.select %odd, %b, %a : memref<?x?xf64>
  %sum = func.call @grid_sum(%final) : (memref<?x?xf64>) -> f64
  return %sum : f64
}

func.func @grid_sum(%g: memref<?x?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %rows = memref.dim %g, %c0 : memref<?x?xf64>
  %cols = memref.dim %g, %c1 : memref<?x?xf64>
  %total = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f64) {
    %row = scf.for %j = %c0 to %cols step %c1 iter_args(%r = %acc) -> (f64) {
      %v = memref.load %g[%i, %j] : memref<?x?xf64>
      %r1 = arith.addf %r, %v : f64
      scf.yield %r1 : f64
    }
    scf.yield %row : f64
  }
  return %total : f64
}

// Scales every element of a strided view by %k. The view's offset and
// strides come from the descriptor built by the C driver.
func.func @scale_view(%v: memref<?x?xf64, strided<[?, ?], offset: ?>>, %k: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %v, %c0 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  %cols = memref.dim %v, %c1 : memref<?x?xf64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %x = memref.load %v[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %k : f64
      memref.store %y, %v[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// Negates the interior (all but the outermost ring) of a grid by taking a
// subview inside MLIR and passing it to a helper.
func.func @negate_interior(%g: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = memref.dim %g, %c0 : memref<?x?xf64>
  %cols = memref.dim %g, %c1 : memref<?x?xf64>
  %ri = arith.subi %rows, %c2 : index
  %ci = arith.subi %cols, %c2 : index
  %sub = memref.subview %g[1, 1] [%ri, %ci] [1, 1] : memref<?x?xf64> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %cast = memref.cast %sub : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<?x?xf64, strided<[?, ?], offset: ?>>
  %m1 = arith.constant -1.0 : f64
  func.call @scale_view(%cast, %m1) : (memref<?x?xf64, strided<[?, ?], offset: ?>>, f64) -> ()
  return
}
