// math ops lowered to LLVM intrinsics and short expansions, with and without fastmath flags.
func.func @unary(%x: f64, %which: i32) -> f64 {
  %i = arith.index_cast %which : i32 to index
  %r = scf.index_switch %i -> f64
  case 0 { %v = math.sqrt %x : f64
           scf.yield %v : f64 }
  case 1 { %v = math.rsqrt %x : f64
           scf.yield %v : f64 }
  case 2 { %v = math.exp %x : f64
           scf.yield %v : f64 }
  case 3 { %v = math.exp2 %x : f64
           scf.yield %v : f64 }
  case 4 { %v = math.log %x : f64
           scf.yield %v : f64 }
  case 5 { %v = math.log2 %x : f64
           scf.yield %v : f64 }
  case 6 { %v = math.log10 %x : f64
           scf.yield %v : f64 }
  case 7 { %v = math.log1p %x : f64
           scf.yield %v : f64 }
  case 8 { %v = math.expm1 %x : f64
           scf.yield %v : f64 }
  case 9 { %v = math.sin %x : f64
           scf.yield %v : f64 }
  case 10 { %v = math.cos %x : f64
            scf.yield %v : f64 }
  case 11 { %v = math.absf %x : f64
            scf.yield %v : f64 }
  case 12 { %v = math.ceil %x : f64
            scf.yield %v : f64 }
  case 13 { %v = math.floor %x : f64
            scf.yield %v : f64 }
  case 14 { %v = math.round %x : f64
            scf.yield %v : f64 }
  case 15 { %v = math.roundeven %x : f64
            scf.yield %v : f64 }
  case 16 { %v = math.trunc %x : f64
            scf.yield %v : f64 }
  case 17 { %v = math.tanh %x : f64
            scf.yield %v : f64 }
  case 18 { %v = math.atan %x : f64
            scf.yield %v : f64 }
  case 19 { %v = math.sqrt %x fastmath<contract> : f64
            scf.yield %v : f64 }
  default { %z = arith.constant 0.0 : f64
            scf.yield %z : f64 }
  return %r : f64
}

func.func @binary(%x: f64, %y: f64, %z: f64, %n: i32) -> f64 {
  %p = math.powf %x, %y : f64
  %c = math.copysign %p, %z : f64
  %f = math.fma %x, %y, %c : f64
  %q = math.fpowi %x, %n : f64, i32
  %a = math.atan2 %y, %x : f64
  %s1 = arith.addf %f, %q : f64
  %s2 = arith.addf %s1, %a : f64
  return %s2 : f64
}

func.func @bits(%x: i32) -> i32 {
  %a = math.ctlz %x : i32
  %b = math.cttz %x : i32
  %c = math.ctpop %x : i32
  %d = math.absi %x : i32
  %k = arith.constant 1000 : i32
  %e = arith.muli %a, %k : i32
  %f = arith.muli %b, %k : i32
  %g = arith.muli %f, %k : i32
  %h = arith.addi %e, %g : i32
  %i = arith.addi %h, %c : i32
  %j = arith.xori %i, %d : i32
  return %j : i32
}

func.func @single(%x: f32) -> f32 {
  %a = math.sqrt %x : f32
  %b = math.exp %a : f32
  %c = math.floor %b : f32
  return %c : f32
}

// sincos: one intrinsic, two results (scalar with fast-math flags, and a vector).
func.func @sin_plus_cos(%x: f64, %v: vector<2xf32>) -> (f64, f32) {
  %s, %c = math.sincos %x fastmath<afn> : f64
  %sum = arith.subf %s, %c : f64
  %vs, %vc = math.sincos %v : vector<2xf32>
  %t = arith.mulf %vs, %vc : vector<2xf32>
  %i1 = arith.constant 1 : index
  %e = vector.extract %t[%i1] : f32 from vector<2xf32>
  return %sum, %e : f64, f32
}
