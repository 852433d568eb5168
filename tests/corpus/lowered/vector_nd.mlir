// n-D vectors: nested arrays of 1-D vectors. Elementwise arith and math ops are applied slice
// by slice; slices and scalars are extracted and inserted at static positions; scalars and
// vectors are broadcast; n-D constants; n-D vectors cross an internal call. Scalars and memrefs cross the
// C boundary.
func.func private @twice(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = arith.addf %v, %v : vector<2x3xf32>
  return %r : vector<2x3xf32>
}

func.func @floats(%a: f32, %b: f32, %out: memref<6xf32>) {
  %va = vector.broadcast %a : f32 to vector<2x3xf32>
  %c = arith.constant dense<[[1.0, -2.0, 3.5], [0.25, 5.0, -6.0]]> : vector<2x3xf32>
  %s = arith.addf %va, %c : vector<2x3xf32>
  %m = arith.mulf %s, %c fastmath<contract> : vector<2x3xf32>
  %row = vector.extract %m[1] : vector<3xf32> from vector<2x3xf32>
  %t = vector.insert %row, %s[0] : vector<3xf32> into vector<2x3xf32>
  %e = vector.insert %b, %t[1, 2] : f32 into vector<2x3xf32>
  %d = func.call @twice(%e) : (vector<2x3xf32>) -> vector<2x3xf32>
  %n = arith.negf %d : vector<2x3xf32>
  %lt = arith.cmpf olt, %d, %c : vector<2x3xf32>
  %sel = arith.select %lt, %d, %n : vector<2x3xi1>, vector<2x3xf32>
  %abs = math.absf %sel : vector<2x3xf32>
  %sq = math.sqrt %abs : vector<2x3xf32>
  %row0 = vector.extract %sq[0] : vector<3xf32> from vector<2x3xf32>
  %rows = vector.broadcast %row0 : vector<3xf32> to vector<2x3xf32>
  %mixed = arith.addf %rows, %sq : vector<2x3xf32>
  %mx = arith.maximumf %mixed, %m : vector<2x3xf32>
  %x00 = vector.extract %mx[0, 0] : f32 from vector<2x3xf32>
  %x01 = vector.extract %mx[0, 1] : f32 from vector<2x3xf32>
  %x02 = vector.extract %mx[0, 2] : f32 from vector<2x3xf32>
  %x10 = vector.extract %mx[1, 0] : f32 from vector<2x3xf32>
  %x11 = vector.extract %mx[1, 1] : f32 from vector<2x3xf32>
  %x12 = vector.extract %mx[1, 2] : f32 from vector<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %x00, %out[%c0] : memref<6xf32>
  memref.store %x01, %out[%c1] : memref<6xf32>
  memref.store %x02, %out[%c2] : memref<6xf32>
  memref.store %x10, %out[%c3] : memref<6xf32>
  memref.store %x11, %out[%c4] : memref<6xf32>
  memref.store %x12, %out[%c5] : memref<6xf32>
  return
}

// A 3-D vector of integers: divisions, shifts, casts (index casts too) and a 3-D constant.
func.func @ints(%a: i32, %b: i32) -> i64 {
  %va = vector.broadcast %a : i32 to vector<2x2x2xi32>
  %k = arith.constant dense<[[[1, -2], [3, -4]], [[5, 6], [-7, 8]]]> : vector<2x2x2xi32>
  %q = arith.divsi %va, %k : vector<2x2x2xi32>
  %r = arith.remsi %va, %k : vector<2x2x2xi32>
  %w = vector.insert %b, %q[1, 0, 1] : i32 into vector<2x2x2xi32>
  %p = arith.muli %w, %r : vector<2x2x2xi32>
  %amounts = arith.constant dense<[[[1, 2], [3, 0]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %sh = arith.shli %p, %amounts : vector<2x2x2xi32>
  %sq = vector.extract %sh[1] : vector<2x2xi32> from vector<2x2x2xi32>
  %z0 = vector.insert %sq, %p[0] : vector<2x2xi32> into vector<2x2x2xi32>
  %sq2 = vector.broadcast %sq : vector<2x2xi32> to vector<2x2x2xi32>
  %z = arith.addi %z0, %sq2 : vector<2x2x2xi32>
  %ext = arith.extsi %z : vector<2x2x2xi32> to vector<2x2x2xi64>
  %ix = arith.index_cast %z : vector<2x2x2xi32> to vector<2x2x2xindex>
  %back = arith.index_castui %ix : vector<2x2x2xindex> to vector<2x2x2xi64>
  %mn = arith.minsi %ext, %back : vector<2x2x2xi64>
  %v0 = vector.extract %mn[0, 0, 0] : i64 from vector<2x2x2xi64>
  %v1 = vector.extract %mn[0, 1, 1] : i64 from vector<2x2x2xi64>
  %v2 = vector.extract %mn[1, 0, 1] : i64 from vector<2x2x2xi64>
  %v3 = vector.extract %mn[1, 1, 0] : i64 from vector<2x2x2xi64>
  %s1 = arith.muli %v0, %v1 : i64
  %s2 = arith.addi %s1, %v2 : i64
  %c1000 = arith.constant 1000 : i64
  %s3 = arith.muli %s2, %c1000 : i64
  %s4 = arith.addi %s3, %v3 : i64
  return %s4 : i64
}

// Expanded divisions on 1-D and n-D vectors, and extended arithmetic on 1-D vectors (upstream
// leaves n-D extended multiplication unconverted).
func.func @divs(%x: i32, %y: i32) -> i32 {
  %vx = vector.broadcast %x : i32 to vector<2x4xi32>
  %vy0 = vector.broadcast %y : i32 to vector<2x4xi32>
  %k = arith.constant dense<[[1, -2, 3, -4], [5, -6, 7, 8]]> : vector<2x4xi32>
  %vy = arith.muli %vy0, %k : vector<2x4xi32>
  %c = arith.ceildivsi %vx, %vy : vector<2x4xi32>
  %f = arith.floordivsi %vx, %vy : vector<2x4xi32>
  %u = arith.ceildivui %vx, %vy : vector<2x4xi32>
  %s = arith.addi %c, %f : vector<2x4xi32>
  %t = arith.xori %s, %u : vector<2x4xi32>
  %row = vector.extract %t[1] : vector<4xi32> from vector<2x4xi32>
  %den = vector.extract %vy[1] : vector<4xi32> from vector<2x4xi32>
  %c1 = arith.ceildivsi %row, %den : vector<4xi32>
  %lo, %hi = arith.mulsi_extended %row, %row : vector<4xi32>
  %lo2, %hi2 = arith.mului_extended %row, %c1 : vector<4xi32>
  %sum, %ov = arith.addui_extended %lo, %hi2 : vector<4xi32>, vector<4xi1>
  %ovi = arith.extui %ov : vector<4xi1> to vector<4xi32>
  %a = arith.xori %sum, %hi : vector<4xi32>
  %b = arith.addi %a, %ovi : vector<4xi32>
  %r = vector.reduction <add>, %b : vector<4xi32> into i32
  %first = vector.extract %t[0, 3] : i32 from vector<2x4xi32>
  %out = arith.xori %r, %first : i32
  return %out : i32
}

// math on 1-D and n-D vectors, including the short expansions (rsqrt, log1p, expm1), whose
// constants are splats.
func.func @maths(%x: f32, %k: i32) -> f32 {
  %v = vector.broadcast %x : f32 to vector<4xf32>
  %steps = arith.constant dense<[0.5, 1.0, 2.0, 4.0]> : vector<4xf32>
  %a = arith.mulf %v, %steps : vector<4xf32>
  %r = math.rsqrt %a : vector<4xf32>
  %l = math.log1p %r : vector<4xf32>
  %w = vector.broadcast %x : f32 to vector<2x4xf32>
  %m = math.expm1 %w : vector<2x4xf32>
  %n = math.rsqrt %m : vector<2x4xf32>
  %row = vector.extract %n[1] : vector<4xf32> from vector<2x4xf32>
  %vi = vector.broadcast %k : i32 to vector<4xi32>
  %z = math.ctlz %vi : vector<4xi32>
  %ab = math.absi %vi : vector<4xi32>
  %zi = arith.addi %z, %ab : vector<4xi32>
  %zf = arith.sitofp %zi : vector<4xi32> to vector<4xf32>
  %s0 = arith.addf %l, %row : vector<4xf32>
  %s1 = arith.addf %s0, %zf : vector<4xf32>
  %out = vector.reduction <add>, %s1 : vector<4xf32> into f32
  return %out : f32
}
