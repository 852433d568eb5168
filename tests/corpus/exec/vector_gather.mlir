// vector.gather, scatter, expandload and compressstore on memrefs, with masks and pass-through
// values, as upstream lowers them (LLVM's masked gather/scatter/expandload/compressstore).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<10xf32>
  }
  %idx = arith.constant dense<[7, 0, 3, 5]> : vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %m[%c1][%idx], %mask, %pass : memref<10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %vals = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  vector.scatter %m[%c0][%idx], %mask, %vals : memref<10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %m[%c2], %mask, %pass : memref<10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %e : vector<4xf32>
  %m2 = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  vector.compressstore %m[%c1], %m2, %vals : memref<10xf32>, vector<4xi1>, vector<4xf32>
  %all = vector.load %m[%c0] : memref<10xf32>, vector<10xf32>
  vector.print %all : vector<10xf32>
  %d = memref.alloc() : memref<2x5xi64>
  %k = arith.constant dense<[4, 1]> : vector<2xindex>
  %t = arith.constant dense<true> : vector<2xi1>
  %lv = arith.constant dense<[11, 22]> : vector<2xi64>
  vector.scatter %d[%c1, %c0][%k], %t, %lv : memref<2x5xi64>, vector<2xindex>, vector<2xi1>, vector<2xi64>
  %z = arith.constant dense<0> : vector<2xi64>
  %back = vector.gather %d[%c1, %c0][%k], %t, %z : memref<2x5xi64>, vector<2xindex>, vector<2xi1>, vector<2xi64> into vector<2xi64>
  vector.print %back : vector<2xi64>
  memref.dealloc %m : memref<10xf32>
  memref.dealloc %d : memref<2x5xi64>
  return
}
