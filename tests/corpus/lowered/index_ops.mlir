// The index dialect: arithmetic, divisions rounding every way, shifts, bitwise ops, min/max,
// comparisons with every predicate, constants, sizeof and casts.
func.func @arith(%x: i64, %y: i64) -> i64 {
  %a = index.casts %x : i64 to index
  %b = index.casts %y : i64 to index
  %s = index.add %a, %b
  %d = index.sub %a, %b
  %m = index.mul %s, %d
  %q = index.divs %m, %b
  %r = index.rems %m, %b
  %cs = index.ceildivs %a, %b
  %fs = index.floordivs %a, %b
  %k = index.constant 3
  %sh = index.shl %a, %k
  %sr = index.shrs %sh, %k
  %mx = index.maxs %q, %r
  %mn = index.mins %cs, %fs
  %o = index.or %mx, %mn
  %x2 = index.xor %o, %sr
  %an = index.and %x2, %s
  %t1 = index.add %an, %cs
  %t2 = index.mul %fs, %k
  %t3 = index.add %t1, %t2
  %res = index.casts %t3 : index to i64
  return %res : i64
}

func.func @unsigned(%x: i64, %y: i64) -> i64 {
  %a = index.castu %x : i64 to index
  %b = index.castu %y : i64 to index
  %q = index.divu %a, %b
  %r = index.remu %a, %b
  %c = index.ceildivu %a, %b
  %k = index.constant 1
  %sr = index.shru %a, %k
  %mx = index.maxu %q, %r
  %mn = index.minu %c, %sr
  %s = index.add %mx, %mn
  %z = index.sizeof
  %t = index.add %s, %z
  %res = index.castu %t : index to i64
  return %res : i64
}

func.func @compare(%x: i64, %y: i64) -> i32 {
  %a = index.casts %x : i64 to index
  %b = index.casts %y : i64 to index
  %c0 = index.cmp eq(%a, %b)
  %c1 = index.cmp ne(%a, %b)
  %c2 = index.cmp slt(%a, %b)
  %c3 = index.cmp sle(%a, %b)
  %c4 = index.cmp sgt(%a, %b)
  %c5 = index.cmp sge(%a, %b)
  %c6 = index.cmp ult(%a, %b)
  %c7 = index.cmp ule(%a, %b)
  %c8 = index.cmp ugt(%a, %b)
  %c9 = index.cmp uge(%a, %b)
  %t = index.bool.constant true
  %bits = arith.constant 0 : i32
  %e0 = arith.extui %c0 : i1 to i32
  %e1 = arith.extui %c1 : i1 to i32
  %e2 = arith.extui %c2 : i1 to i32
  %e3 = arith.extui %c3 : i1 to i32
  %e4 = arith.extui %c4 : i1 to i32
  %e5 = arith.extui %c5 : i1 to i32
  %e6 = arith.extui %c6 : i1 to i32
  %e7 = arith.extui %c7 : i1 to i32
  %e8 = arith.extui %c8 : i1 to i32
  %e9 = arith.extui %c9 : i1 to i32
  %et = arith.extui %t : i1 to i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %k3 = arith.constant 3 : i32
  %k4 = arith.constant 4 : i32
  %k5 = arith.constant 5 : i32
  %k6 = arith.constant 6 : i32
  %k7 = arith.constant 7 : i32
  %k8 = arith.constant 8 : i32
  %k9 = arith.constant 9 : i32
  %k10 = arith.constant 10 : i32
  %s1 = arith.shli %e1, %k1 : i32
  %s2 = arith.shli %e2, %k2 : i32
  %s3 = arith.shli %e3, %k3 : i32
  %s4 = arith.shli %e4, %k4 : i32
  %s5 = arith.shli %e5, %k5 : i32
  %s6 = arith.shli %e6, %k6 : i32
  %s7 = arith.shli %e7, %k7 : i32
  %s8 = arith.shli %e8, %k8 : i32
  %s9 = arith.shli %e9, %k9 : i32
  %st = arith.shli %et, %k10 : i32
  %o0 = arith.ori %bits, %e0 : i32
  %o1 = arith.ori %o0, %s1 : i32
  %o2 = arith.ori %o1, %s2 : i32
  %o3 = arith.ori %o2, %s3 : i32
  %o4 = arith.ori %o3, %s4 : i32
  %o5 = arith.ori %o4, %s5 : i32
  %o6 = arith.ori %o5, %s6 : i32
  %o7 = arith.ori %o6, %s7 : i32
  %o8 = arith.ori %o7, %s8 : i32
  %o9 = arith.ori %o8, %s9 : i32
  %ot = arith.ori %o9, %st : i32
  return %ot : i32
}
