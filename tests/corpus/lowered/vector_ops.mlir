// 1-D vector ops: broadcast, insert, extract, fma and reductions of every kind; vectors stay
// inside MLIR, scalars cross the C boundary.
func.func @floats(%a: f32, %b: f32, %c: f32, %which: i32) -> f32 {
  %va = vector.broadcast %a : f32 to vector<4xf32>
  %v1 = vector.insert %b, %va[1] : f32 into vector<4xf32>
  %v2 = vector.insert %c, %v1[3] : f32 into vector<4xf32>
  %vb = vector.broadcast %c : f32 to vector<4xf32>
  %f = vector.fma %v2, %vb, %v1 : vector<4xf32>
  %e = vector.extract %f[3] : f32 from vector<4xf32>
  %acc = arith.constant 0.5 : f32
  %i = arith.index_cast %which : i32 to index
  %r = scf.index_switch %i -> f32
  case 0 { %x = vector.reduction <add>, %f : vector<4xf32> into f32
           scf.yield %x : f32 }
  case 1 { %x = vector.reduction <mul>, %f : vector<4xf32> into f32
           scf.yield %x : f32 }
  case 2 { %x = vector.reduction <add>, %f, %acc : vector<4xf32> into f32
           scf.yield %x : f32 }
  case 3 { %x = vector.reduction <maximumf>, %f : vector<4xf32> into f32
           scf.yield %x : f32 }
  case 4 { %x = vector.reduction <minimumf>, %f : vector<4xf32> into f32
           scf.yield %x : f32 }
  case 5 { %x = vector.reduction <maxnumf>, %f : vector<4xf32> into f32
           scf.yield %x : f32 }
  case 6 { %x = vector.reduction <minnumf>, %f : vector<4xf32> into f32
           scf.yield %x : f32 }
  default { scf.yield %e : f32 }
  return %r : f32
}

func.func @ints(%a: i32, %b: i32, %which: i32) -> i32 {
  %va = vector.broadcast %a : i32 to vector<8xi32>
  %v1 = vector.insert %b, %va[2] : i32 into vector<8xi32>
  %v2 = vector.insert %which, %v1[7] : i32 into vector<8xi32>
  %i = arith.index_cast %which : i32 to index
  %r = scf.index_switch %i -> i32
  case 0 { %x = vector.reduction <add>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 1 { %x = vector.reduction <mul>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 2 { %x = vector.reduction <and>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 3 { %x = vector.reduction <or>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 4 { %x = vector.reduction <xor>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 5 { %x = vector.reduction <maxsi>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 6 { %x = vector.reduction <minsi>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  case 7 { %x = vector.reduction <maxui>, %v2 : vector<8xi32> into i32
           scf.yield %x : i32 }
  default { %x = vector.reduction <minui>, %v2 : vector<8xi32> into i32
            scf.yield %x : i32 }
  return %r : i32
}
