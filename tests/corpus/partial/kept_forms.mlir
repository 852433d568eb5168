// Ops a partial lowering keeps, in the custom forms MLIR prints them in: scf.while,
// scf.index_switch (with and without results, attributes), scf.execute_region, result groups
// (arith.addui_extended, arith.mulsi_extended, memref.extract_strided_metadata), index.cmp and
// index.bool.constant, arith.fastmath flags and an f64 complex constant.
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
