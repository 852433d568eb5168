// Ops a partial lowering keeps, in the custom forms MLIR prints them in: scf.while,
// scf.index_switch (with and without results, attributes), scf.execute_region, result groups
// (arith.addui_extended, arith.mulsi_extended, memref.extract_strided_metadata), index.cmp and
// index.bool.constant, arith.fastmath flags and an f64 complex constant; then cf.switch (a
// negative case value), vector.print, ub.poison, memref.global (constant, uninitialized, with an
// alignment), func.constant, math.sincos and scf.parallel (with and without init values).
func.func @loop(%n: i64, %x: i32) -> (i64, i32) {
  %r:2 = scf.while (%i = %n, %acc = %x) : (i64, i32) -> (i64, i32) {
    %zero = arith.constant 0 : i64
    %more = arith.cmpi sgt, %i, %zero : i64
    scf.condition(%more) %i, %acc : i64, i32
  } do {
  ^bb0(%i: i64, %acc: i32):
    %one = arith.constant 1 : i64
    %next = arith.subi %i, %one : i64
    %sum, %carry = arith.addui_extended %acc, %x : i32, i1
    %low, %high = arith.mulsi_extended %sum, %x : i32
    %both = arith.addi %low, %high : i32
    scf.yield %next, %both : i64, i32
  }
  return %r#0, %r#1 : i64, i32
}

func.func @switch(%k: index, %a: f64, %b: f64) -> f64 {
  scf.index_switch %k
  case 3 {
    scf.yield
  }
  default {
  }
  %r = scf.index_switch %k {tag} -> f64
  case 0 {
    %s = arith.addf %a, %b fastmath<nnan,ninf> : f64
    scf.yield %s : f64
  }
  case 1 {
    scf.yield %b : f64
  }
  default {
    scf.yield %a : f64
  }
  %e:2 = scf.execute_region -> (f64, f64) {
    cf.br ^bb1(%r : f64)
  ^bb1(%v: f64):
    scf.yield %v, %a : f64, f64
  }
  %one = scf.execute_region -> f64 {
    scf.yield %e#1 : f64
  }
  %z = arith.addf %e#0, %one : f64
  return %z : f64
}

func.func @metadata(%m: memref<?x3xf32, strided<[4, 1], offset: ?>>, %i: index, %j: index) -> (index, i1) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x3xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %s = arith.addi %sizes#1, %strides#0 : index
  %t = arith.addi %s, %off : index
  %c = index.cmp ult(%i, %j)
  %yes = index.bool.constant true
  %both = arith.andi %c, %yes : i1
  %z = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %re = complex.re %z : complex<f64>
  return %t, %both : index, i1
}

memref.global "private" constant @table : memref<4xi32> = dense<[1, -2, 3, -4]> {alignment = 64}
memref.global "private" @scratch : memref<2xf32> = uninitialized

func.func @pick(%x: i32, %a: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1(%a : i32),
    -1: ^bb2,
    5: ^bb1(%x : i32)
  ]
^bb1(%v: i32):
  return %v : i32
^bb2:
  %p = ub.poison : i32
  return %p : i32
}

func.func @show(%x: f32, %v: vector<4xf32>) {
  vector.print %x : f32
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print punctuation <newline>
  vector.print str "done\n"
  %t = memref.get_global @table : memref<4xi32>
  %s = memref.get_global @scratch : memref<2xf32>
  %f = func.constant @pick : (i32, i32) -> i32
  %xi = arith.fptosi %x : f32 to i32
  %r = func.call_indirect %f(%xi, %xi) : (i32, i32) -> i32
  vector.print %r : i32
  return
}

func.func @waves(%x: f64, %n: index) -> f64 {
  %sin, %cos = math.sincos %x : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n, %n) : memref<?x?xf64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %sin, %m[%i, %j] : memref<?x?xf64>
    scf.reduce
  }
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%cos) -> f64 {
    %e = memref.load %m[%i, %i] : memref<?x?xf64>
    scf.reduce(%e : f64) {
    ^bb0(%l: f64, %r: f64):
      %a = arith.addf %l, %r : f64
      scf.reduce.return %a : f64
    }
  }
  memref.dealloc %m : memref<?x?xf64>
  return %sum : f64
}

// One case: its `case_values` is a splat, printed as its one case.
func.func @one_case(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  return %x : i32
^bb2:
  %c = arith.constant 1 : i32
  return %c : i32
}
