// PIPELINE: builtin.module(one-shot-bufferize{bufferize-function-boundaries})
// A tensor program (seed 004's bufferization example), bufferized in-process by MLIR's
// one-shot-bufferize, then lowered by lowrite's rules and run: the README's one-command example.
func.func @example(%arg0: tensor<8xf32>, %idx: index) -> tensor<8xf32> {
  %f = arith.constant 5.000000e+00 : f32
  %result = tensor.insert %f into %arg0[%idx] : tensor<8xf32>
  return %result : tensor<8xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.5, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %i = arith.constant 3 : index
  %r = call @example(%t, %i) : (tensor<8xf32>, index) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c7 = arith.constant 7 : index
  vector.print punctuation <open>
  scf.for %k = %c0 to %c8 step %c1 {
    %x = tensor.extract %r[%k] : tensor<8xf32>
    vector.print %x : f32 punctuation <no_punctuation>
    %more = arith.cmpi ult, %k, %c7 : index
    scf.if %more {
      vector.print punctuation <comma>
    }
  }
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}
