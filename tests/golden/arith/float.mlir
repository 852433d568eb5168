// Float arithmetic with fast-math flags, comparisons, conversions and min/max.
func.func @float(%x: f32, %y: f32, %i: i32) -> (f32, i1, f64, i32) {
  %add = arith.addf %x, %y fastmath<nnan, ninf> : f32
  %mul = arith.mulf %add, %y : f32
  %neg = arith.negf %mul : f32
  %min = arith.minimumf %neg, %x : f32
  %max = arith.maxnumf %min, %y : f32
  %lt = arith.cmpf olt, %max, %x : f32
  %ext = arith.extf %max : f32 to f64
  %fromi = arith.sitofp %i : i32 to f32
  %toi = arith.fptoui %fromi : f32 to i32
  %c = arith.constant 1.5 : f32
  %r = arith.select %lt, %c, %max : f32
  return %r, %lt, %ext, %toi : f32, i1, f64, i32
}
