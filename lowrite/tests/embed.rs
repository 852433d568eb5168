//! The Rust embedding API (`lowrite::Jit`): calls with numbers, slices and `ndarray` arrays,
//! results back as values and owned arrays, and every mistake an error before anything runs.

use lowrite::marshal::CallErrorKind;
use lowrite::{Jit, Value};
use ndarray::{array, s, Array1, Array2, ArrayD, IxDyn};

#[path = "../../examples/matmul.rs"]
mod matmul_example;

#[test]
fn the_matmul_example_runs() {
    matmul_example::main().expect("the example succeeds");
}

const KERNELS: &str = r#"
memref.global "private" constant @lut : memref<3xi32> = dense<[10, 20, 30]>

func.func @scale(%x: memref<?xf64>, %k: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %x[%i] : memref<?xf64>
    %w = arith.mulf %v, %k : f64
    memref.store %w, %x[%i] : memref<?xf64>
  }
  return
}

func.func @sum(%x: memref<?xi32, strided<[?], offset: ?>>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %n = memref.dim %x, %c0 : memref<?xi32, strided<[?], offset: ?>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = memref.load %x[%i] : memref<?xi32, strided<[?], offset: ?>>
    %t = arith.addi %acc, %v : i32
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @divmod(%a: i8, %b: i8) -> (i8, i8, i1) {
  %q = arith.divsi %a, %b : i8
  %r = arith.remsi %a, %b : i8
  %neg = arith.cmpi slt, %q, %b : i8
  return %q, %r, %neg : i8, i8, i1
}

func.func @iota_twice(%n: index) -> (memref<?xi64>, memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m, %m : memref<?xi64>, memref<?xi64>
}

func.func @tail(%x: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 2>> {
  %v = memref.subview %x[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %v : memref<2xf32, strided<[1], offset: 2>>
}

func.func @table() -> memref<3xi32> {
  %t = memref.get_global @lut : memref<3xi32>
  return %t : memref<3xi32>
}

func.func @fill(%x: memref<2x2xi16>, %v: i16) {
  linalg.fill ins(%v : i16) outs(%x : memref<2x2xi16>)
  return
}
"#;

fn kernels() -> Jit {
    // SAFETY: every kernel stays within the memory its memrefs describe.
    unsafe { Jit::builder().compile(KERNELS) }.expect("the kernels compile")
}

#[test]
fn arrays_are_used_in_place_and_results_come_back() {
    let jit = kernels();
    let mut x = array![1.0, 2.0, 3.0];
    let out = jit.call("scale", &[(&mut x).into(), 2.5.into()]).unwrap();
    assert!(out.is_empty());
    assert_eq!(x, array![2.5, 5.0, 7.5]);

    // A slice, a strided view (every other element, reversed) and unsigned elements.
    let v: Vec<i32> = (1..=6).collect();
    assert_eq!(jit.call("sum", &[v.as_slice().into()]).unwrap(), [Value::Int(21)]);
    let a = Array1::from(v.clone());
    assert_eq!(jit.call("sum", &[a.slice(s![..;-2]).into()]).unwrap(), [Value::Int(12)]);
    let u = Array1::from(vec![u32::MAX, 2]);
    assert_eq!(jit.call("sum", &[(&u).into()]).unwrap(), [Value::Int(1)]);

    let out = jit.call("divmod", &[(-7i8).into(), 2i8.into()]).unwrap();
    assert_eq!(out, [Value::Int(-3), Value::Int(-1), Value::Bool(true)]);

    // Two results sharing one allocated buffer: both copied, the buffer freed once.
    let out = jit.call("iota_twice", &[4usize.into()]).unwrap();
    let want = ArrayD::from_shape_vec(IxDyn(&[4]), vec![0i64, 1, 2, 3]).unwrap();
    for r in out {
        assert_eq!(r.into_array::<i64>().unwrap(), want);
    }

    // A view of an argument and a global come back as copies. (A memref the function
    // returns may be written through, so the argument is passed mutably.)
    let mut x = array![1.0f32, 2.0, 3.0, 4.0];
    let tail = jit.call("tail", &[(&mut x).into()]).unwrap().remove(0);
    assert_eq!(tail.into_array::<f32>().unwrap().into_raw_vec_and_offset().0, [3.0, 4.0]);
    let table = jit.call("table", &[]).unwrap().remove(0);
    assert_eq!(table.into_array::<i32>().unwrap().into_raw_vec_and_offset().0, [10, 20, 30]);

    // linalg runs after the preparation passes, as in Python.
    let mut m = Array2::<i16>::zeros((2, 2));
    jit.call("fill", &[(&mut m).into(), 7i16.into()]).unwrap();
    assert_eq!(m, array![[7, 7], [7, 7]]);
}

#[test]
fn tensor_functions_take_and_return_arrays() {
    let text = r#"
      func.func @axpy(%a: f32, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
        %s = tensor.splat %a : tensor<4xf32>
        %ax = arith.mulf %s, %x : tensor<4xf32>
        %r = arith.addf %ax, %y : tensor<4xf32>
        return %r : tensor<4xf32>
      }"#;
    // SAFETY: bufferized tensor code stays within its operands.
    let jit = unsafe { Jit::builder().compile(text) }.unwrap();
    let x = array![1.0f32, 2.0, 3.0, 4.0];
    let y = array![10.0f32, 20.0, 30.0, 40.0];
    let r = jit.call("axpy", &[2.0f32.into(), (&x).into(), y.view().into()]).unwrap();
    let r = r.into_iter().next().unwrap().into_array::<f32>().unwrap();
    assert_eq!(r.into_raw_vec_and_offset().0, [12.0, 24.0, 36.0, 48.0]);
    // An empty slice is an array too.
    let empty: &[i32] = &[];
    let sum = kernels().call("sum", &[empty.into()]).unwrap();
    assert_eq!(sum, [Value::Int(0)]);
}

#[test]
fn mistakes_are_errors_before_anything_runs() {
    let jit = kernels();
    let x = array![1.0, 2.0];
    let ints = array![1i32, 2];
    let mut wide = array![[1.0f32, 2.0], [3.0, 4.0]];
    let mut one = array![1.0f32];
    let mut columns = Array2::<i16>::zeros((2, 2));
    let cases: Vec<(&str, Vec<lowrite::Arg<'_>>, CallErrorKind, &str)> = vec![
        (
            "scale",
            vec![(&x).into(), 1.0.into()],
            CallErrorKind::Value,
            "writes to it, but the array is read-only",
        ),
        (
            "scale",
            vec![(&ints).into(), 1.0.into()],
            CallErrorKind::Type,
            "expected an array of float64, not int32",
        ),
        (
            "scale",
            vec![1.0.into(), 1.0.into()],
            CallErrorKind::Type,
            "expected an array or slice, not a number",
        ),
        ("scale", vec![(&x).into()], CallErrorKind::Type, "takes 2 arguments, not 1"),
        (
            "tail",
            vec![(&mut wide).into()],
            CallErrorKind::Value,
            "expected an array of rank 1, not 2",
        ),
        (
            "tail",
            vec![(&mut one).into()],
            CallErrorKind::Value,
            "dimension 0 is 1, the memref's is 4",
        ),
        (
            "divmod",
            vec![300.into(), 1.into()],
            CallErrorKind::Overflow,
            "300 does not fit in 8 bits",
        ),
        ("divmod", vec![1.5.into(), 1.into()], CallErrorKind::Type, "expected an integer"),
        (
            "fill",
            vec![columns.view_mut().reversed_axes().into(), 1i16.into()],
            CallErrorKind::Value,
            "must be C-contiguous",
        ),
        ("no_such", vec![], CallErrorKind::Type, "defines no function 'no_such'"),
    ];
    for (name, args, kind, message) in cases {
        let e = jit.call(name, &args).expect_err(message);
        assert_eq!(e.kind, kind, "{e}");
        assert!(e.message.contains(message), "{name}: {e}");
    }
    // Nothing ran: the read-only array is unchanged.
    assert_eq!(x, array![1.0, 2.0]);

    let r = jit.call("sum", &[(&ints).into()]).unwrap().remove(0);
    let e = r.into_array::<i32>().unwrap_err();
    assert!(e.message.contains("expected an array result"), "{e}");
    let t = jit.call("table", &[]).unwrap().remove(0);
    let e = t.into_array::<f32>().unwrap_err();
    assert_eq!(e.message, "the result is an array of int32, not of float32");
}

#[test]
fn options_and_compile_errors() {
    let index_sum = r#"
      func.func @first(%x: memref<?xindex>) -> index {
        %c0 = arith.constant 0 : index
        %v = memref.load %x[%c0] : memref<?xindex>
        return %v : index
      }"#;
    // With 32-bit indices, memrefs of index hold i32.
    let jit = unsafe { Jit::builder().option("index_bitwidth", 32).compile(index_sum) }.unwrap();
    assert_eq!(jit.call("first", &[[-5i32, 0].as_slice().into()]).unwrap(), [Value::Int(-5)]);
    let e = jit.call("first", &[[5i64].as_slice().into()]).unwrap_err();
    assert!(e.message.contains("expected an array of int32, not int64"), "{e}");
    // The bare-pointer convention passes the data pointer alone.
    let bare = r#"
      func.func @twice(%x: memref<3xi64>) {
        %c0 = arith.constant 0 : index
        %v = memref.load %x[%c0] : memref<3xi64>
        %w = arith.addi %v, %v : i64
        memref.store %w, %x[%c0] : memref<3xi64>
        return
      }"#;
    let jit =
        unsafe { Jit::builder().option("bare_ptr_memref_call_conv", true).compile(bare) }.unwrap();
    let mut v = [21i64, 0, 0];
    jit.call("twice", &[v.as_mut_slice().into()]).unwrap();
    assert_eq!(v, [42, 0, 0]);

    let err = |b: lowrite::JitBuilder, text: &str| match unsafe { b.compile(text) } {
        Ok(_) => panic!("compiled"),
        Err(e) => e.to_string(),
    };
    let e = err(Jit::builder().option("index_width", 32i64), index_sum);
    assert!(e.contains("unknown option 'index_width' (the options are"), "{e}");
    let e = err(Jit::builder().option("index_bitwidth", true), index_sum);
    assert!(e.contains("option 'index_bitwidth' takes an integer"), "{e}");
    let e = err(Jit::builder().opt_level(4), index_sum);
    assert!(e.contains("opt_level must be 0 to 3, not 4"), "{e}");
    let e = err(Jit::builder(), "func.func @f() {\n  %x = arith.addi %y, %y : i32\n}");
    assert!(e.contains("<string>:2:"), "{e}");
    let e = match unsafe { Jit::builder().compile_file("/no/such/file.mlir") } {
        Ok(_) => panic!("compiled"),
        Err(e) => e.to_string(),
    };
    assert!(e.contains("cannot read '/no/such/file.mlir'"), "{e}");
}
