// PIPELINE: builtin.module(convert-elementwise-to-linalg,one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-loops,lower-affine)
// Tensors through linalg: a tensor.generate, a linalg.generic and a linalg.matmul on tensors,
// arith and math ops on tensors and a tensor.splat.
// Here upstream and lowrite both get the pipeline; cli/tests/command_line.rs runs it with no
// flags (lowrite prepares it by itself) and python/tests calls its functions with arrays.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @square_plus(%a: tensor<3x4xf32>, %k: f32) -> tensor<3x4xf32> {
  %init = tensor.empty() : tensor<3x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %sq = arith.mulf %x, %x : f32
    %s = arith.addf %sq, %k : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x2xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x2xf32>) outs(%c : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @main() {
  %a = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    tensor.yield %f : f32
  } : tensor<3x4xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.0, 3.0], [1.5, 1.0]]> : tensor<4x2xf32>
  %k = arith.constant 0.25 : f32
  %sq = call @square_plus(%a, %k) : (tensor<3x4xf32>, f32) -> tensor<3x4xf32>
  %m = call @matmul(%sq, %b) : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %half = arith.constant -0.5 : f32
  %h = tensor.splat %half : tensor<3x2xf32>
  %mh = arith.mulf %m, %h : tensor<3x2xf32>
  %ma = math.absf %mh : tensor<3x2xf32>
  %mm = arith.addf %ma, %m : tensor<3x2xf32>
  %u = tensor.cast %mm : tensor<3x2xf32> to tensor<*xf32>
  %mu = bufferization.to_buffer %u : tensor<*xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
