// scf.execute_region: a multi-block region with several scf.yield exits, inside an scf.for,
// and a single-block one with no results.
func.func @pick(%a: i32, %b: i32, %c: i1) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    %y = arith.addi %x, %b : i32
    scf.yield %y, %x : i32, i32
  ^bb2:
    %z = arith.muli %a, %b : i32
    cf.br ^bb3(%z : i32)
  ^bb3(%w: i32):
    scf.yield %w, %b : i32, i32
  }
  %s = arith.subi %r#0, %r#1 : i32
  return %s : i32
}

func.func @sum_odd_doubled(%n: index, %out: memref<1xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %odd = arith.trunci %v : i64 to i1
    %next = scf.execute_region -> i64 {
      cf.cond_br %odd, ^yes, ^no
    ^yes:
      %d = arith.muli %v, %two : i64
      %s = arith.addi %acc, %d : i64
      scf.yield %s : i64
    ^no:
      scf.yield %acc : i64
    }
    scf.yield %next : i64
  }
  scf.execute_region {
    memref.store %total, %out[%c0] : memref<1xi64>
    scf.yield
  }
  return %total : i64
}
