//! Multiplies two `ndarray` matrices through an MLIR function compiled in process, one of them
//! a transposed view passed as it is (no copy), and shows that mistakes are errors.
//!
//! Run it with `cargo run --release -p lowrite --example matmul`.

use ndarray::{array, Ix2};
use std::error::Error;

/// `a * b` for a 2x3 and a 3x2 matrix of any strides, into a new 2x2 matrix.
const MATMUL: &str = r#"
func.func @matmul(%a: memref<2x3xf64, strided<[?, ?], offset: ?>>,
                  %b: memref<3x2xf64, strided<[?, ?], offset: ?>>) -> memref<2x2xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %c = memref.alloc() : memref<2x2xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<2x3xf64, strided<[?, ?], offset: ?>>
        %y = memref.load %b[%k, %j] : memref<3x2xf64, strided<[?, ?], offset: ?>>
        %xy = arith.mulf %x, %y : f64
        %s = arith.addf %acc, %xy : f64
        scf.yield %s : f64
      }
      memref.store %sum, %c[%i, %j] : memref<2x2xf64>
    }
  }
  return %c : memref<2x2xf64>
}
"#;

/// Public so that `lowrite/tests/embed.rs` runs it as a test.
pub fn main() -> Result<(), Box<dyn Error>> {
    // SAFETY: `matmul` reads its arguments within their static shapes and writes only the
    // matrix it allocates.
    let jit = unsafe { lowrite::Jit::builder().compile(MATMUL)? };
    for f in jit.functions() {
        println!("{f}");
    }

    let a = array![[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]];
    let stored = array![[7.0, 9.0, 11.0], [8.0, 10.0, 12.0]];
    // A 3x2 view with strides (1, 3): the function reads `stored` in place.
    let b = stored.t();
    let product = jit.call("matmul", &[(&a).into(), b.into()])?.remove(0).into_array::<f64>()?;
    let product = product.into_dimensionality::<Ix2>()?;
    println!("{product}");
    assert_eq!(product, a.dot(&b));
    assert_eq!(product, array![[58.0, 64.0], [139.0, 154.0]]);

    // Wrong element type, rank and size are errors, and nothing runs.
    let as_f32 = a.mapv(|x| x as f32);
    let flat = array![1.0, 2.0, 3.0];
    let square = array![[1.0, 2.0], [3.0, 4.0]];
    for (args, want) in [
        ([(&as_f32).into(), b.into()], "expected an array of float64, not float32"),
        ([(&flat).into(), b.into()], "expected an array of rank 2, not 1"),
        ([(&square).into(), b.into()], "dimension 1 is 2, the memref's is 3"),
    ] {
        let e = jit.call("matmul", &args).expect_err("a wrong argument");
        println!("{e}");
        assert!(e.message.contains(want), "{e}");
    }
    Ok(())
}
