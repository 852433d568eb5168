// Integer division semantics in the arith dialect: divsi/divui/remsi/remui
// (truncating), ceildivsi/floordivsi/ceildivui (rounding variants expanded by
// the lowering), shifts, min/max, on i32, i64 and index. The driver never
// divides by zero and never computes INT_MIN / -1.
func.func @div_i32(%op: i32, %a: i32, %b: i32) -> i32 {
  %op_idx = arith.index_cast %op : i32 to index
  %r = scf.index_switch %op_idx -> i32
  case 0 {
    %x = arith.divsi %a, %b : i32
    scf.yield %x : i32
  }
  case 1 {
    %x = arith.divui %a, %b : i32
    scf.yield %x : i32
  }
  case 2 {
    %x = arith.remsi %a, %b : i32
    scf.yield %x : i32
  }
  case 3 {
    %x = arith.remui %a, %b : i32
    scf.yield %x : i32
  }
  case 4 {
    %x = arith.ceildivsi %a, %b : i32
    scf.yield %x : i32
  }
  case 5 {
    %x = arith.floordivsi %a, %b : i32
    scf.yield %x : i32
  }
  case 6 {
    %x = arith.ceildivui %a, %b : i32
    scf.yield %x : i32
  }
  default {
    %x = arith.constant -999 : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// Euclidean (always non-negative) modulo built from remsi, on i64.
func.func @mod_euclid(%a: i64, %b: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %r = arith.remsi %a, %b : i64
  %neg = arith.cmpi slt, %r, %zero : i64
  %res = scf.if %neg -> (i64) {
    %bneg = arith.cmpi slt, %b, %zero : i64
    %absb = scf.if %bneg -> (i64) {
      %nb = arith.subi %zero, %b : i64
      scf.yield %nb : i64
    } else {
      scf.yield %b : i64
    }
    %fixed = arith.addi %r, %absb : i64
    scf.yield %fixed : i64
  } else {
    scf.yield %r : i64
  }
  return %res : i64
}

// Division on the index type: floordiv/ceildiv/rem of a and b given as i64.
// Returns floordiv * 1000000 + ceildiv * 1000 + rem (all as i64).
func.func @index_div(%a64: i64, %b64: i64) -> i64 {
  %a = arith.index_cast %a64 : i64 to index
  %b = arith.index_cast %b64 : i64 to index
  %f = arith.floordivsi %a, %b : index
  %c = arith.ceildivsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %k1 = arith.constant 1000000 : index
  %k2 = arith.constant 1000 : index
  %t1 = arith.muli %f, %k1 : index
  %t2 = arith.muli %c, %k2 : index
  %s = arith.addi %t1, %t2 : index
  %s2 = arith.addi %s, %r : index
  %out = arith.index_cast %s2 : index to i64
  return %out : i64
}

// Shifts and min/max on i32: returns an xor-mix of all of them.
func.func @shifts_minmax(%a: i32, %sh: i32) -> i32 {
  %l = arith.shli %a, %sh : i32
  %rs = arith.shrsi %a, %sh : i32
  %ru = arith.shrui %a, %sh : i32
  %mx = arith.maxsi %l, %rs : i32
  %mn = arith.minsi %l, %rs : i32
  %mxu = arith.maxui %ru, %a : i32
  %mnu = arith.minui %ru, %a : i32
  %x0 = arith.xori %mx, %mn : i32
  %x1 = arith.xori %x0, %mxu : i32
  %x2 = arith.addi %x1, %mnu : i32
  return %x2 : i32
}

// Wide multiplication: signed and unsigned high halves via extended
// arithmetic (arith.mulsi_extended / mului_extended), combined as hi_s - hi_u.
func.func @mul_high_diff(%a: i32, %b: i32) -> i32 {
  %lo_s, %hi_s = arith.mulsi_extended %a, %b : i32
  %lo_u, %hi_u = arith.mului_extended %a, %b : i32
  %d = arith.subi %hi_s, %hi_u : i32
  %same = arith.cmpi eq, %lo_s, %lo_u : i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %flag = arith.select %same, %zero, %one : i32
  %r = arith.addi %d, %flag : i32
  return %r : i32
}
