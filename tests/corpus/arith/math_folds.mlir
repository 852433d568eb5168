// math ops on constants fold during the conversion, as upstream's folders fold them (the
// lowering holds their values), and stay ops where an operand is not a constant. Each
// function adds up what it computes; the driver prints it.
func.func @math_floats(%x: f64) -> f64 {
  %a = arith.constant -2.5 : f64
  %b = arith.constant 3.5 : f32
  %0 = math.ceil %a : f64
  %1 = math.floor %a : f64
  %2 = math.round %a : f64
  %3 = math.roundeven %a : f64
  %4 = math.trunc %a : f64
  %5 = math.absf %a : f64
  %6 = math.round %b : f32
  %7 = math.ceil %x : f64
  %8 = arith.extf %6 : f32 to f64
  %s0 = arith.addf %0, %1 : f64
  %s1 = arith.mulf %s0, %2 : f64
  %s2 = arith.subf %s1, %3 : f64
  %s3 = arith.addf %s2, %4 : f64
  %s4 = arith.mulf %s3, %5 : f64
  %s5 = arith.addf %s4, %8 : f64
  %s6 = arith.addf %s5, %7 : f64
  return %s6 : f64
}

func.func @math_ints(%x: i32) -> i64 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant 40 : i32
  %c = arith.constant 0 : i8
  %d = arith.constant -1 : i64
  %0 = math.absi %a : i32
  %1 = math.ctlz %b : i32
  %2 = math.cttz %b : i32
  %3 = math.ctpop %b : i32
  %4 = math.cttz %c : i8
  %5 = math.ctpop %d : i64
  %6 = math.absi %x : i32
  %s0 = arith.addi %0, %1 : i32
  %s1 = arith.muli %s0, %2 : i32
  %s2 = arith.xori %s1, %3 : i32
  %s3 = arith.addi %s2, %6 : i32
  %w = arith.extsi %s3 : i32 to i64
  %e = arith.extui %4 : i8 to i64
  %t0 = arith.addi %w, %e : i64
  %t1 = arith.muli %t0, %5 : i64
  return %t1 : i64
}
