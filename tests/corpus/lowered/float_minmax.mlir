// Float min/max and friends in arith/math: minimumf/maximumf (NaN-propagating,
// -0 < +0), minnumf/maxnumf (NaN-ignoring), arith.cmpf + select based
// clamping, and math dialect functions lowered by --convert-math-to-llvm.
func.func @minmax_f64(%op: i32, %a: f64, %b: f64) -> f64 {
  %i = arith.index_cast %op : i32 to index
  %r = scf.index_switch %i -> f64
  case 0 {
    %x = arith.minimumf %a, %b : f64
    scf.yield %x : f64
  }
  case 1 {
    %x = arith.maximumf %a, %b : f64
    scf.yield %x : f64
  }
  case 2 {
    %x = arith.minnumf %a, %b : f64
    scf.yield %x : f64
  }
  case 3 {
    %x = arith.maxnumf %a, %b : f64
    scf.yield %x : f64
  }
  default {
    scf.yield %a : f64
  }
  return %r : f64
}

// clamp(x, lo, hi) written with cmpf + select; NaN x stays NaN.
func.func @clamp_f32(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %below = arith.cmpf olt, %x, %lo : f32
  %above = arith.cmpf ogt, %x, %hi : f32
  %t = arith.select %below, %lo, %x : f32
  %r = arith.select %above, %hi, %t : f32
  return %r : f32
}

// Reduce a memref<?xf32> to {min, max} with minimumf/maximumf and return
// max - min (or 0 for empty input).
func.func @range_f32(%v: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf32>
  %pinf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %mn, %mx = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %pinf, %hi = %ninf) -> (f32, f32) {
    %x = memref.load %v[%i] : memref<?xf32>
    %lo1 = arith.minimumf %lo, %x : f32
    %hi1 = arith.maximumf %hi, %x : f32
    scf.yield %lo1, %hi1 : f32, f32
  }
  %empty = arith.cmpi eq, %n, %c0 : index
  %d = arith.subf %mx, %mn : f32
  %zero = arith.constant 0.0 : f32
  %r = arith.select %empty, %zero, %d : f32
  return %r : f32
}

// math dialect functions selected by opcode.
func.func @math_f64(%op: i32, %x: f64, %y: f64) -> f64 {
  %i = arith.index_cast %op : i32 to index
  %r = scf.index_switch %i -> f64
  case 0 {
    %v = math.sqrt %x : f64
    scf.yield %v : f64
  }
  case 1 {
    %v = math.absf %x : f64
    scf.yield %v : f64
  }
  case 2 {
    %v = math.floor %x : f64
    scf.yield %v : f64
  }
  case 3 {
    %v = math.ceil %x : f64
    scf.yield %v : f64
  }
  case 4 {
    %v = math.exp %x : f64
    scf.yield %v : f64
  }
  case 5 {
    %v = math.log %x : f64
    scf.yield %v : f64
  }
  case 6 {
    %v = math.powf %x, %y : f64
    scf.yield %v : f64
  }
  case 7 {
    %v = math.fma %x, %y, %x : f64
    scf.yield %v : f64
  }
  case 8 {
    %v = math.copysign %x, %y : f64
    scf.yield %v : f64
  }
  case 9 {
    %v = math.sin %x : f64
    scf.yield %v : f64
  }
  case 10 {
    %v = math.cos %x : f64
    scf.yield %v : f64
  }
  case 11 {
    %v = math.round %x : f64
    scf.yield %v : f64
  }
  case 12 {
    %v = math.trunc %x : f64
    scf.yield %v : f64
  }
  case 13 {
    %v = math.log2 %x : f64
    scf.yield %v : f64
  }
  case 14 {
    %v = math.exp2 %x : f64
    scf.yield %v : f64
  }
  case 15 {
    %v = math.roundeven %x : f64
    scf.yield %v : f64
  }
  default {
    scf.yield %x : f64
  }
  return %r : f64
}

// Integer math ops: ctlz/cttz/ctpop/absi packed into one i32.
func.func @int_math(%x: i32) -> i32 {
  %a = math.ctlz %x : i32
  %b = math.cttz %x : i32
  %c = math.ctpop %x : i32
  %d = math.absi %x : i32
  %k8 = arith.constant 8 : i32
  %k16 = arith.constant 16 : i32
  %b8 = arith.shli %b, %k8 : i32
  %c16 = arith.shli %c, %k16 : i32
  %s0 = arith.ori %a, %b8 : i32
  %s1 = arith.ori %s0, %c16 : i32
  %s2 = arith.xori %s1, %d : i32
  return %s2 : i32
}

// Fastmath-flagged arithmetic with only finite, well-behaved inputs.
func.func @fast_poly(%x: f64) -> f64 {
  %c1 = arith.constant 1.0 : f64
  %c2 = arith.constant 0.5 : f64
  %c3 = arith.constant 0.125 : f64
  %x2 = arith.mulf %x, %x fastmath<contract> : f64
  %t1 = arith.mulf %x2, %c3 fastmath<contract> : f64
  %t2 = arith.mulf %x, %c2 fastmath<nnan, ninf> : f64
  %s = arith.addf %t1, %t2 fastmath<reassoc, nsz> : f64
  %r = arith.addf %s, %c1 fastmath<fast> : f64
  return %r : f64
}
