#!/usr/bin/env python3
"""gen_input.py N: N functions of func/arith/scf/cf/memref code, a lowering and translation load.

Each function walks dynamic 1-D and 2-D memrefs (identity and strided) in an scf.for loop with a
loop-carried value, compares and selects, branches with cf, and calls its predecessor, which
returns two results."""
import sys

def function(i):
    callee = max(i - 1, 0)
    return f"""func.func @f{i}(%x: memref<?x?xf64>, %y: memref<?x?xf64, strided<[?, ?], offset: ?>>, %z: memref<?xf64>, %s: f64, %n: index) -> (f64, i32) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %rows = memref.dim %x, %c0 : memref<?x?xf64>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (f64) {{
    %u = memref.load %x[%i, %c3] : memref<?x?xf64>
    %v = memref.load %y[%c1, %i] : memref<?x?xf64, strided<[?, ?], offset: ?>>
    %w = arith.mulf %u, %v : f64
    %t = arith.subf %w, %s : f64
    %lt = arith.cmpf ogt, %t, %a : f64
    %m = arith.select %lt, %t, %a : f64
    memref.store %m, %z[%i] : memref<?xf64>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f64
    %next = arith.addf %m, %fi : f64
    scf.yield %next : f64
  }}
  %k = arith.constant {i} : i32
  %r32 = arith.index_cast %rows : index to i32
  %prod = arith.muli %r32, %k : i32
  %big = arith.cmpi sge, %prod, %k : i32
  cf.cond_br %big, ^yes(%prod : i32), ^no(%k : i32)
^yes(%p: i32):
  %p2 = arith.subi %p, %k : i32
  return %acc, %p2 : f64, i32
^no(%q: i32):
  %res:2 = call @f{callee}(%x, %y, %z, %s, %n) : (memref<?x?xf64>, memref<?x?xf64, strided<[?, ?], offset: ?>>, memref<?xf64>, f64, index) -> (f64, i32)
  return %res#0, %q : f64, i32
}}"""

if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    print("\n".join(function(i) for i in range(n)))
