// arith casts and comparisons: extsi/extui/trunci, sitofp/uitofp,
// fptosi/fptoui, extf/truncf, bitcast, index_cast/index_castui, all cmpi
// predicates (packed into a bit mask) and several cmpf predicates, select.
func.func @int_widths(%x: i32) -> i64 {
  %b = arith.trunci %x : i32 to i8
  %s = arith.extsi %b : i8 to i64
  %u = arith.extui %b : i8 to i64
  %h = arith.trunci %x : i32 to i16
  %hs = arith.extsi %h : i16 to i64
  %k = arith.constant 1000 : i64
  %k2 = arith.constant 1000000 : i64
  %t0 = arith.muli %u, %k2 : i64
  %t1 = arith.muli %s, %k : i64
  %r0 = arith.addi %t0, %t1 : i64
  %r = arith.addi %r0, %hs : i64
  return %r : i64
}

// Integer -> float -> integer round trips. Caller keeps values in range.
func.func @int_float_roundtrip(%x: i32) -> f64 {
  %f = arith.sitofp %x : i32 to f32
  %u = arith.uitofp %x : i32 to f64
  %back = arith.fptosi %f : f32 to i64
  %bf = arith.sitofp %back : i64 to f64
  %half = arith.constant 0.5 : f64
  %uh = arith.mulf %u, %half : f64
  %ui = arith.fptoui %uh : f64 to i32
  %uif = arith.uitofp %ui : i32 to f64
  %r = arith.addf %bf, %uif : f64
  return %r : f64
}

func.func @float_widths(%x: f64) -> f64 {
  %f = arith.truncf %x : f64 to f32
  %h = arith.truncf %f : f32 to f16
  %fe = arith.extf %h : f16 to f32
  %d = arith.extf %fe : f32 to f64
  return %d : f64
}

// Reinterpret bits: f32 <-> i32 and f64 <-> i64.
func.func @bits_of(%x: f32) -> i32 {
  %b = arith.bitcast %x : f32 to i32
  return %b : i32
}

func.func @next_up(%x: f64) -> f64 {
  %b = arith.bitcast %x : f64 to i64
  %one = arith.constant 1 : i64
  %n = arith.addi %b, %one : i64
  %r = arith.bitcast %n : i64 to f64
  return %r : f64
}

// index_cast (sign-extending) vs index_castui (zero-extending) from i32.
func.func @index_casts(%x: i32) -> i64 {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_castui %x : i32 to index
  %d = arith.subi %b, %a : index
  %r = arith.index_cast %d : index to i64
  return %r : i64
}

// All ten cmpi predicates packed into a mask
// (bit order: eq ne slt sle sgt sge ult ule ugt uge).
func.func @cmpi_mask(%a: i64, %b: i64) -> i32 {
  %p0 = arith.cmpi eq, %a, %b : i64
  %p1 = arith.cmpi ne, %a, %b : i64
  %p2 = arith.cmpi slt, %a, %b : i64
  %p3 = arith.cmpi sle, %a, %b : i64
  %p4 = arith.cmpi sgt, %a, %b : i64
  %p5 = arith.cmpi sge, %a, %b : i64
  %p6 = arith.cmpi ult, %a, %b : i64
  %p7 = arith.cmpi ule, %a, %b : i64
  %p8 = arith.cmpi ugt, %a, %b : i64
  %p9 = arith.cmpi uge, %a, %b : i64
  %z0 = arith.extui %p0 : i1 to i32
  %z1 = arith.extui %p1 : i1 to i32
  %z2 = arith.extui %p2 : i1 to i32
  %z3 = arith.extui %p3 : i1 to i32
  %z4 = arith.extui %p4 : i1 to i32
  %z5 = arith.extui %p5 : i1 to i32
  %z6 = arith.extui %p6 : i1 to i32
  %z7 = arith.extui %p7 : i1 to i32
  %z8 = arith.extui %p8 : i1 to i32
  %z9 = arith.extui %p9 : i1 to i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c9 = arith.constant 9 : i32
  %s1 = arith.shli %z1, %c1 : i32
  %s2 = arith.shli %z2, %c2 : i32
  %s3 = arith.shli %z3, %c3 : i32
  %s4 = arith.shli %z4, %c4 : i32
  %s5 = arith.shli %z5, %c5 : i32
  %s6 = arith.shli %z6, %c6 : i32
  %s7 = arith.shli %z7, %c7 : i32
  %s8 = arith.shli %z8, %c8 : i32
  %s9 = arith.shli %z9, %c9 : i32
  %o1 = arith.ori %z0, %s1 : i32
  %o2 = arith.ori %o1, %s2 : i32
  %o3 = arith.ori %o2, %s3 : i32
  %o4 = arith.ori %o3, %s4 : i32
  %o5 = arith.ori %o4, %s5 : i32
  %o6 = arith.ori %o5, %s6 : i32
  %o7 = arith.ori %o6, %s7 : i32
  %o8 = arith.ori %o7, %s8 : i32
  %o9 = arith.ori %o8, %s9 : i32
  return %o9 : i32
}

// A few cmpf predicates (oeq, une, olt, uge, ord, uno) packed into a mask.
func.func @cmpf_mask(%a: f32, %b: f32) -> i32 {
  %p0 = arith.cmpf oeq, %a, %b : f32
  %p1 = arith.cmpf une, %a, %b : f32
  %p2 = arith.cmpf olt, %a, %b : f32
  %p3 = arith.cmpf uge, %a, %b : f32
  %p4 = arith.cmpf ord, %a, %b : f32
  %p5 = arith.cmpf uno, %a, %b : f32
  %z0 = arith.extui %p0 : i1 to i32
  %z1 = arith.extui %p1 : i1 to i32
  %z2 = arith.extui %p2 : i1 to i32
  %z3 = arith.extui %p3 : i1 to i32
  %z4 = arith.extui %p4 : i1 to i32
  %z5 = arith.extui %p5 : i1 to i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %s1 = arith.shli %z1, %c1 : i32
  %s2 = arith.shli %z2, %c2 : i32
  %s3 = arith.shli %z3, %c3 : i32
  %s4 = arith.shli %z4, %c4 : i32
  %s5 = arith.shli %z5, %c5 : i32
  %o1 = arith.ori %z0, %s1 : i32
  %o2 = arith.ori %o1, %s2 : i32
  %o3 = arith.ori %o2, %s3 : i32
  %o4 = arith.ori %o3, %s4 : i32
  %o5 = arith.ori %o4, %s5 : i32
  return %o5 : i32
}
