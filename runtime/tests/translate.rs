//! Tests of `lowrite_runtime::translate`: LLVM-dialect programs written as MLIR text are
//! imported, translated to LLVM IR through inkwell, verified by LLVM, inspected as text and,
//! above all, executed with LLVM's JIT and checked against Rust's own semantics. A few programs
//! are also translated by upstream `mlir-translate-22` and both results are run side by side.

use inkwell::context::Context;
use inkwell::execution_engine::{ExecutionEngine, JitFunction, UnsafeFunctionPointer};
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::OptimizationLevel;
use lowrite_runtime::ir::{self, Attribute, Location, OpSpec, Type};
use lowrite_runtime::{import, translate};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Once;

fn init() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| Target::initialize_native(&InitializationConfig::default()).unwrap());
}

fn translate_text<'ctx>(cx: &'ctx Context, text: &str) -> lowrite_runtime::Result<Module<'ctx>> {
    let m = import::parse(text, "test.mlir", &Default::default())?;
    translate::translate(&m, cx, "test")
}

/// Translates, checks LLVM's verifier once more, and returns the module with its printed IR.
fn compile<'ctx>(cx: &'ctx Context, text: &str) -> (Module<'ctx>, String) {
    let module = translate_text(cx, text).unwrap_or_else(|e| panic!("translation failed:\n{e}"));
    module.verify().unwrap_or_else(|e| panic!("verifier: {e}"));
    let ir = module.print_to_string().to_string();
    (module, ir)
}

fn jit<'ctx>(module: &Module<'ctx>) -> ExecutionEngine<'ctx> {
    init();
    module.create_jit_execution_engine(OptimizationLevel::None).unwrap()
}

fn func<'ctx, F: UnsafeFunctionPointer>(
    ee: &ExecutionEngine<'ctx>,
    name: &str,
) -> JitFunction<'ctx, F> {
    // SAFETY: every caller names a function of the translated module with the matching C
    // signature.
    unsafe { ee.get_function::<F>(name) }.unwrap_or_else(|e| panic!("no function {name}: {e:?}"))
}

fn assert_contains(ir: &str, needles: &[&str]) {
    for n in needles {
        assert!(ir.contains(n), "expected `{n}` in:\n{ir}");
    }
}

/// A masked load's alignment is the `align` attribute of its pointer argument, as LLVM 22 (and
/// mlir-translate-22) spell it.
#[test]
fn masked_load_and_store_alignment_is_a_pointer_attribute() {
    let cx = Context::create();
    let (_, ir) = compile(
        &cx,
        "llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {\n  %r = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n  llvm.intr.masked.store %r, %p, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr\n  llvm.return %r : vector<4xf32>\n}\n",
    );
    assert_contains(
        &ir,
        &[
            "call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %0, <4 x i1> %1, <4 x float> %2)",
            "call void @llvm.masked.store.v4f32.p0(<4 x float> %4, ptr align 8 %0, <4 x i1> %1)",
        ],
    );
}

/// Gathers and scatters take their alignment as the pointer vector's `align` attribute, as
/// mlir-translate-22 writes them; expanding loads and compressing stores have none.
#[test]
fn gather_scatter_alignment_is_a_pointer_attribute() {
    let cx = Context::create();
    let (_, ir) = compile(
        &cx,
        "llvm.func @f(%p: !llvm.ptr, %ps: vector<4x!llvm.ptr>, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {\n  %g = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n  llvm.intr.masked.scatter %g, %ps, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>\n  %e = \"llvm.intr.masked.expandload\"(%p, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>\n  \"llvm.intr.masked.compressstore\"(%e, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()\n  llvm.return %e : vector<4xf32>\n}\n",
    );
    assert_contains(
        &ir,
        &[
            "%5 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> align 4 %1, <4 x i1> %2, <4 x float> %3)",
            "call void @llvm.masked.scatter.v4f32.v4p0(<4 x float> %5, <4 x ptr> align 8 %1, <4 x i1> %2)",
            "%6 = call <4 x float> @llvm.masked.expandload.v4f32(ptr %0, <4 x i1> %2, <4 x float> %3)",
            "call void @llvm.masked.compressstore.v4f32(<4 x float> %6, ptr %0, <4 x i1> %2)",
        ],
    );
}

/// A discardable attribute on an intrinsic (`reassoc`, which upstream's integration tests put
/// on reductions) is ignored by the translation, as by mlir-translate; an inherent one is not.
#[test]
fn discardable_attributes_of_intrinsics_are_ignored() {
    let cx = Context::create();
    let (_, ir) = compile(
        &cx,
        "llvm.func @f(%a: f32, %v: vector<4xf32>) -> f32 {\n  %r = \"llvm.intr.vector.reduce.fadd\"(%a, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32\n  llvm.return %r : f32\n}\n",
    );
    assert_contains(&ir, &["call float @llvm.vector.reduce.fadd.v4f32(float %0, <4 x float> %1)"]);
}

/// A dense constant of complex numbers initializes an array of `{re, im}` structs.
#[test]
fn dense_complex_constants_become_structs() {
    let cx = Context::create();
    let (_, ir) = compile(
        &cx,
        "llvm.mlir.global private constant @c(dense<[(1.5,-2.0),(0.0,4.0)]> : tensor<2xcomplex<f64>>) : !llvm.array<2 x struct<(f64, f64)>>\nllvm.mlir.global private constant @s(dense<(1,2)> : tensor<2x1xcomplex<i16>>) : !llvm.array<2 x array<1 x struct<(i16, i16)>>>\n",
    );
    assert_contains(
        &ir,
        &[
            "@c = private constant [2 x { double, double }] [{ double, double } { double 1.500000e+00, double -2.000000e+00 }, { double, double } { double 0.000000e+00, double 4.000000e+00 }]",
            "@s = private constant [2 x [1 x { i16, i16 }]] [[1 x { i16, i16 }] [{ i16, i16 } { i16 1, i16 2 }], [1 x { i16, i16 }] [{ i16, i16 } { i16 1, i16 2 }]]",
        ],
    );
}

fn error_of(text: &str) -> String {
    let cx = Context::create();
    let result = translate_text(&cx, text);
    match result {
        Ok(m) => panic!("expected an error, got:\n{}", m.print_to_string()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn factorial_loop_with_block_arguments() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @fact(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = llvm.icmp "sle" %i, %one : i64
  llvm.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = llvm.mul %acc, %i overflow<nsw> : i64
  %i2 = llvm.sub %i, %one overflow<nsw, nuw> : i64
  llvm.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  llvm.return %r : i64
}
"#,
    );
    assert_contains(&ir, &["phi i64", "mul nsw i64", "sub nuw nsw i64"]);
    let ee = jit(&m);
    let fact = func::<unsafe extern "C" fn(i64) -> i64>(&ee, "fact");
    for (n, want) in [(0, 1), (1, 1), (5, 120), (10, 3_628_800), (20, 2_432_902_008_176_640_000)] {
        assert_eq!(unsafe { fact.call(n) }, want, "fact({n})");
    }
}

#[test]
fn cond_br_to_one_block_with_different_and_identical_arguments() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @pick(%c: i1, %x: i32, %y: i32) -> i32 {
  llvm.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%v: i32):
  llvm.return %v : i32
}
llvm.func @same(%c: i1, %x: i32) -> i32 {
  llvm.cond_br %c, ^join(%x : i32), ^join(%x : i32)
^join(%v: i32):
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %v, %one : i32
  llvm.return %r : i32
}
llvm.func @loop_or_exit(%n: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^head(%n, %zero : i32, i32)
^head(%i: i32, %s: i32):
  %s2 = llvm.add %s, %i : i32
  %i2 = llvm.sub %i, %one : i32
  %more = llvm.icmp "sgt" %i2, %zero : i32
  // A back edge with arguments next to an exit edge with arguments (two PHI groups).
  llvm.cond_br %more, ^head(%i2, %s2 : i32, i32), ^exit(%s2 : i32)
^exit(%r: i32):
  llvm.return %r : i32
}
"#,
    );
    assert_contains(&ir, &["phi i32"]);
    let ee = jit(&m);
    let pick = func::<unsafe extern "C" fn(bool, i32, i32) -> i32>(&ee, "pick");
    assert_eq!(unsafe { pick.call(true, 10, 20) }, 10);
    assert_eq!(unsafe { pick.call(false, 10, 20) }, 20);
    let same = func::<unsafe extern "C" fn(bool, i32) -> i32>(&ee, "same");
    assert_eq!(unsafe { same.call(true, 41) }, 42);
    assert_eq!(unsafe { same.call(false, 41) }, 42);
    let l = func::<unsafe extern "C" fn(i32) -> i32>(&ee, "loop_or_exit");
    assert_eq!(unsafe { l.call(4) }, 10);
}

#[test]
fn switch_cases_to_one_block_with_different_arguments() {
    let cx = Context::create();
    let (m, _ir) = compile(
        &cx,
        r#"
llvm.func @classify(%x: i32, %a: i32, %b: i32) -> i32 {
  %c100 = llvm.mlir.constant(100 : i32) : i32
  llvm.switch %x : i32, ^join(%c100 : i32) [
    1: ^join(%a : i32),
    2: ^join(%b : i32),
    3: ^join(%a : i32),
    4: ^other,
    5: ^join(%x : i32)
  ]
^other:
  %m = llvm.mul %a, %b : i32
  llvm.br ^join(%m : i32)
^join(%v: i32):
  llvm.return %v : i32
}
llvm.func @identical(%x: i64) -> i64 {
  %c7 = llvm.mlir.constant(7 : i64) : i64
  llvm.switch %x : i64, ^join(%c7 : i64) [
    10: ^join(%c7 : i64),
    20: ^join(%c7 : i64),
    -1: ^join(%x : i64)
  ]
^join(%v: i64):
  llvm.return %v : i64
}
"#,
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(i32, i32, i32) -> i32>(&ee, "classify");
    let want = |x: i32, a: i32, b: i32| match x {
        1 | 3 => a,
        2 => b,
        4 => a.wrapping_mul(b),
        5 => x,
        _ => 100,
    };
    for x in -1..=7 {
        assert_eq!(unsafe { f.call(x, 6, 9) }, want(x, 6, 9), "classify({x})");
    }
    let g = func::<unsafe extern "C" fn(i64) -> i64>(&ee, "identical");
    for (x, want) in [(10, 7), (20, 7), (-1, -1), (3, 7)] {
        assert_eq!(unsafe { g.call(x) }, want);
    }
}

#[test]
fn integer_arithmetic_and_flags() {
    let cx = Context::create();
    let ops = [
        ("add", "overflow<nsw, nuw>"),
        ("sub", "overflow<nsw>"),
        ("mul", "overflow<nuw>"),
        ("udiv", "exact"),
        ("sdiv", ""),
        ("urem", ""),
        ("srem", ""),
        ("and", ""),
        ("or", "disjoint"),
        ("xor", ""),
        ("shl", "overflow<nsw>"),
        ("lshr", "exact"),
        ("ashr", ""),
    ];
    let mut text = String::new();
    for (op, flags) in ops {
        let (pre, post) = match op {
            "udiv" | "lshr" | "or" => (flags, ""),
            _ => ("", flags),
        };
        text.push_str(&format!(
            "llvm.func @{op}_(%a: i32, %b: i32) -> i32 {{\n  %r = llvm.{op} {pre} %a, %b {post} : i32\n  llvm.return %r : i32\n}}\n"
        ));
        text.push_str(&format!(
            "llvm.func @{op}_plain(%a: i32, %b: i32) -> i32 {{\n  %r = llvm.{op} %a, %b : i32\n  llvm.return %r : i32\n}}\n"
        ));
    }
    let (m, ir) = compile(&cx, &text);
    assert_contains(
        &ir,
        &[
            "add nuw nsw i32",
            "sub nsw i32",
            "mul nuw i32",
            "udiv exact i32",
            "or disjoint i32",
            "shl nsw i32",
            "lshr exact i32",
        ],
    );
    let ee = jit(&m);
    type F = unsafe extern "C" fn(i32, i32) -> i32;
    let pairs = [(7, 3), (-7, 3), (100, -9), (i32::MAX, 1), (-1, 31), (12345, 17), (0, 5)];
    for (a, b) in pairs {
        let (ua, ub) = (a as u32, b as u32);
        let sh = ub & 31;
        let checks: [(&str, Option<i32>); 13] = [
            ("add", Some(a.wrapping_add(b))),
            ("sub", Some(a.wrapping_sub(b))),
            ("mul", Some(a.wrapping_mul(b))),
            ("udiv", ua.checked_div(ub).map(|v| v as i32)),
            ("sdiv", a.checked_div(b)),
            ("urem", ua.checked_rem(ub).map(|v| v as i32)),
            ("srem", a.checked_rem(b)),
            ("and", Some(a & b)),
            ("or", Some(a | b)),
            ("xor", Some(a ^ b)),
            ("shl", Some(a.wrapping_shl(sh))),
            ("lshr", Some((ua >> sh) as i32)),
            ("ashr", Some(a >> sh)),
        ];
        for (op, want) in checks {
            let Some(want) = want else { continue };
            if ub > 31 && matches!(op, "shl" | "lshr" | "ashr") {
                continue;
            }
            let f = func::<F>(&ee, &format!("{op}_plain"));
            assert_eq!(unsafe { f.call(a, b) }, want, "{op}({a}, {b})");
        }
    }
}

#[test]
fn icmp_predicates_match_rust() {
    let preds = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
    let mut text = String::new();
    for p in preds {
        text.push_str(&format!(
            "llvm.func @i_{p}(%a: i32, %b: i32) -> i1 {{\n  %r = llvm.icmp \"{p}\" %a, %b : i32\n  llvm.return %r : i1\n}}\n\
             llvm.func @p_{p}(%a: !llvm.ptr, %b: !llvm.ptr) -> i1 {{\n  %r = llvm.icmp \"{p}\" %a, %b : !llvm.ptr\n  llvm.return %r : i1\n}}\n"
        ));
    }
    let cx = Context::create();
    let (m, ir) = compile(&cx, &text);
    assert_contains(&ir, &["icmp slt i32", "icmp uge i32", "icmp eq ptr"]);
    let ee = jit(&m);
    let values = [i32::MIN, -5, -1, 0, 1, 7, i32::MAX];
    for p in preds {
        let f = func::<unsafe extern "C" fn(i32, i32) -> bool>(&ee, &format!("i_{p}"));
        let g = func::<unsafe extern "C" fn(usize, usize) -> bool>(&ee, &format!("p_{p}"));
        for a in values {
            for b in values {
                let (ua, ub) = (a as u32, b as u32);
                let want = match p {
                    "eq" => a == b,
                    "ne" => a != b,
                    "slt" => a < b,
                    "sle" => a <= b,
                    "sgt" => a > b,
                    "sge" => a >= b,
                    "ult" => ua < ub,
                    "ule" => ua <= ub,
                    "ugt" => ua > ub,
                    _ => ua >= ub,
                };
                assert_eq!(unsafe { f.call(a, b) }, want, "icmp {p} {a}, {b}");
                let (pa, pb) = (a as u32 as usize, b as u32 as usize);
                let want_ptr = match p {
                    "eq" => pa == pb,
                    "ne" => pa != pb,
                    "ult" => pa < pb,
                    "uge" => pa >= pb,
                    _ => continue,
                };
                assert_eq!(unsafe { g.call(pa, pb) }, want_ptr, "ptr icmp {p}");
            }
        }
    }
}

#[test]
fn fcmp_predicates_match_rust_including_nan() {
    let preds = [
        "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "_true",
    ];
    let mut text = String::new();
    for (i, p) in preds.iter().enumerate() {
        text.push_str(&format!(
            "llvm.func @f{i}(%a: f64, %b: f64) -> i1 {{\n  %r = llvm.fcmp \"{p}\" %a, %b : f64\n  llvm.return %r : i1\n}}\n"
        ));
    }
    text.push_str(
        "llvm.func @fast(%a: f32, %b: f32) -> i1 {\n  %r = llvm.fcmp \"uno\" %a, %b {fastmathFlags = #llvm.fastmath<nnan, nsz>} : f32\n  llvm.return %r : i1\n}\n",
    );
    let cx = Context::create();
    let (m, ir) = compile(&cx, &text);
    assert_contains(
        &ir,
        &["fcmp uno double", "fcmp false double", "fcmp true double", "fcmp nnan nsz uno float"],
    );
    let ee = jit(&m);
    let values = [f64::NAN, f64::NEG_INFINITY, -1.5, -0.0, 0.0, 2.0, f64::INFINITY];
    for (i, p) in preds.iter().enumerate() {
        let f = func::<unsafe extern "C" fn(f64, f64) -> bool>(&ee, &format!("f{i}"));
        for a in values {
            for b in values {
                let uno = a.is_nan() || b.is_nan();
                let want = match *p {
                    "_false" => false,
                    "oeq" => a == b,
                    "ogt" => a > b,
                    "oge" => a >= b,
                    "olt" => a < b,
                    "ole" => a <= b,
                    "one" => !uno && a != b,
                    "ord" => !uno,
                    "ueq" => uno || a == b,
                    "ugt" => uno || a > b,
                    "uge" => uno || a >= b,
                    "ult" => uno || a < b,
                    "ule" => uno || a <= b,
                    "une" => a != b,
                    "uno" => uno,
                    _ => true,
                };
                assert_eq!(unsafe { f.call(a, b) }, want, "fcmp {p} {a}, {b}");
            }
        }
    }
}

#[test]
fn casts_match_rust_as() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @trunc(%a: i64) -> i8 {
  %r = llvm.trunc %a : i64 to i8
  llvm.return %r : i8
}
llvm.func @trunc_nsw(%a: i64) -> i32 {
  %r = llvm.trunc %a overflow<nsw> : i64 to i32
  llvm.return %r : i32
}
llvm.func @zext(%a: i8) -> i64 {
  %r = llvm.zext nneg %a : i8 to i64
  llvm.return %r : i64
}
llvm.func @zext_plain(%a: i8) -> i64 {
  %r = llvm.zext %a : i8 to i64
  llvm.return %r : i64
}
llvm.func @sext(%a: i8) -> i64 {
  %r = llvm.sext %a : i8 to i64
  llvm.return %r : i64
}
llvm.func @fptrunc(%a: f64) -> f32 {
  %r = llvm.fptrunc %a : f64 to f32
  llvm.return %r : f32
}
llvm.func @fpext(%a: f32) -> f64 {
  %r = llvm.fpext %a : f32 to f64
  llvm.return %r : f64
}
llvm.func @fptoui(%a: f64) -> i32 {
  %r = llvm.fptoui %a : f64 to i32
  llvm.return %r : i32
}
llvm.func @fptosi(%a: f64) -> i64 {
  %r = llvm.fptosi %a : f64 to i64
  llvm.return %r : i64
}
llvm.func @uitofp(%a: i64) -> f64 {
  %r = llvm.uitofp %a : i64 to f64
  llvm.return %r : f64
}
llvm.func @uitofp_nneg(%a: i32) -> f32 {
  %r = llvm.uitofp nneg %a : i32 to f32
  llvm.return %r : f32
}
llvm.func @sitofp(%a: i32) -> f64 {
  %r = llvm.sitofp %a : i32 to f64
  llvm.return %r : f64
}
llvm.func @ptr_roundtrip(%p: !llvm.ptr, %off: i64) -> !llvm.ptr {
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  %j = llvm.add %i, %off : i64
  %q = llvm.inttoptr %j : i64 to !llvm.ptr
  llvm.return %q : !llvm.ptr
}
llvm.func @bits(%a: f64) -> i64 {
  %r = llvm.bitcast %a : f64 to i64
  llvm.return %r : i64
}
llvm.func @vbits(%a: i64) -> f32 {
  %v = llvm.bitcast %a : i64 to vector<2xf32>
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.extractelement %v[%one : i32] : vector<2xf32>
  llvm.return %r : f32
}
llvm.func @as_cast(%p: !llvm.ptr) -> !llvm.ptr<1> {
  %r = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return %r : !llvm.ptr<1>
}
llvm.func @vec_sext(%a: vector<4xi8>) -> vector<4xi32> {
  %r = llvm.sext %a : vector<4xi8> to vector<4xi32>
  llvm.return %r : vector<4xi32>
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "zext nneg i8",
            "uitofp nneg i32",
            "trunc nsw i64",
            "addrspacecast ptr %0 to ptr addrspace(1)",
            "sext <4 x i8>",
        ],
    );
    let ee = jit(&m);
    unsafe {
        let f = func::<unsafe extern "C" fn(i64) -> i8>(&ee, "trunc");
        for v in [0i64, 255, 256, -1, 0x1234_5678_9abc] {
            assert_eq!(f.call(v), v as i8);
        }
        let f = func::<unsafe extern "C" fn(i8) -> i64>(&ee, "zext_plain");
        for v in [0i8, 1, -1, i8::MIN, i8::MAX] {
            assert_eq!(f.call(v), v as u8 as i64);
        }
        let f = func::<unsafe extern "C" fn(i8) -> i64>(&ee, "sext");
        for v in [0i8, 1, -1, i8::MIN, i8::MAX] {
            assert_eq!(f.call(v), v as i64);
        }
        let f = func::<unsafe extern "C" fn(f64) -> f32>(&ee, "fptrunc");
        for v in [0.1, -1e300, 3.5, 1e-50] {
            assert_eq!(f.call(v).to_bits(), (v as f32).to_bits());
        }
        let f = func::<unsafe extern "C" fn(f32) -> f64>(&ee, "fpext");
        for v in [0.1f32, -3.25, f32::MAX] {
            assert_eq!(f.call(v), v as f64);
        }
        let f = func::<unsafe extern "C" fn(f64) -> i32>(&ee, "fptoui");
        for v in [0.0, 1.9, 4_000_000_000.5] {
            assert_eq!(f.call(v) as u32, v as u32);
        }
        let f = func::<unsafe extern "C" fn(f64) -> i64>(&ee, "fptosi");
        for v in [-0.9, -123.7, 9.0e15, 42.42] {
            assert_eq!(f.call(v), v as i64);
        }
        let f = func::<unsafe extern "C" fn(i64) -> f64>(&ee, "uitofp");
        for v in [0i64, -1, 12345, i64::MIN] {
            assert_eq!(f.call(v), v as u64 as f64);
        }
        let f = func::<unsafe extern "C" fn(i32) -> f64>(&ee, "sitofp");
        for v in [0i32, -1, i32::MIN, 77] {
            assert_eq!(f.call(v), v as f64);
        }
        let f = func::<unsafe extern "C" fn(*const u8, i64) -> *const u8>(&ee, "ptr_roundtrip");
        let buf = [0u8; 16];
        assert_eq!(f.call(buf.as_ptr(), 5), buf.as_ptr().add(5));
        let f = func::<unsafe extern "C" fn(f64) -> i64>(&ee, "bits");
        for v in [1.0f64, -0.0, f64::INFINITY] {
            assert_eq!(f.call(v), v.to_bits() as i64);
        }
        let f = func::<unsafe extern "C" fn(i64) -> f32>(&ee, "vbits");
        let x = ((2.5f32.to_bits() as u64) << 32 | 1.0f32.to_bits() as u64) as i64;
        assert_eq!(f.call(x), 2.5);
    }
}

#[test]
fn float_arithmetic_with_fast_math_flags() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @arith(%a: f64, %b: f64, %out: !llvm.ptr) {
  %s = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  %d = llvm.fsub %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f64
  %p = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  %q = llvm.fdiv %a, %b : f64
  %r = llvm.frem %a, %b {fastmathFlags = #llvm.fastmath<arcp, afn, reassoc>} : f64
  %n = llvm.fneg %a {fastmathFlags = #llvm.fastmath<nsz>} : f64
  %p1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %p2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, f64
  %p3 = llvm.getelementptr %out[3] : (!llvm.ptr) -> !llvm.ptr, f64
  %p4 = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, f64
  %p5 = llvm.getelementptr %out[5] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %s, %out : f64, !llvm.ptr
  llvm.store %d, %p1 : f64, !llvm.ptr
  llvm.store %p, %p2 : f64, !llvm.ptr
  llvm.store %q, %p3 : f64, !llvm.ptr
  llvm.store %r, %p4 : f64, !llvm.ptr
  llvm.store %n, %p5 : f64, !llvm.ptr
  llvm.return
}
llvm.func @vadd(%a: vector<4xf32>, %b: vector<4xf32>) -> f32 {
  %s = llvm.fadd %a, %b : vector<4xf32>
  %i = llvm.mlir.constant(3 : i64) : i64
  %r = llvm.extractelement %s[%i : i64] : vector<4xf32>
  llvm.return %r : f32
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "fadd nnan ninf double",
            "fsub contract double",
            "fmul fast double",
            "frem reassoc arcp afn double",
            "fneg nsz double",
            "fadd <4 x float>",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(f64, f64, *mut f64)>(&ee, "arith");
    for (a, b) in [(7.5, 2.0), (-3.25, 0.5), (1e10, -7.0)] {
        let mut out = [0.0f64; 6];
        unsafe { f.call(a, b, out.as_mut_ptr()) };
        assert_eq!(out, [a + b, a - b, a * b, a / b, a % b, -a]);
    }
}

#[test]
fn globals_with_values_and_initializer_regions() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global internal constant @answer(42 : i32) {alignment = 16 : i64} : i32
  llvm.mlir.global private @ratio(2.5 : f64) : f64
  llvm.mlir.global internal constant @text("hi!\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
  llvm.mlir.global internal @table(dense<[10, 20, 30]> : tensor<3xi16>) : !llvm.array<3 x i16>
  llvm.mlir.global internal @grid(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !llvm.array<2 x array<2 x f32>>
  llvm.mlir.global internal @splat(dense<7> : tensor<4xi64>) : !llvm.array<4 x i64>
  llvm.mlir.global internal @uninit() : i64
  llvm.mlir.global internal thread_local @tls(5 : i32) : i32
  llvm.mlir.global internal @rec() : !llvm.struct<"rec", (i32, ptr, f64)> {
    %0 = llvm.mlir.undef : !llvm.struct<"rec", (i32, ptr, f64)>
    %c = llvm.mlir.constant(7 : i32) : i32
    %c2 = llvm.mlir.constant(5 : i32) : i32
    %sum = llvm.add %c, %c2 : i32
    %1 = llvm.insertvalue %sum, %0[0] : !llvm.struct<"rec", (i32, ptr, f64)>
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %e = llvm.getelementptr %t[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i16>
    %2 = llvm.insertvalue %e, %1[1] : !llvm.struct<"rec", (i32, ptr, f64)>
    %f = llvm.mlir.constant(0.25 : f64) : f64
    %3 = llvm.insertvalue %f, %2[2] : !llvm.struct<"rec", (i32, ptr, f64)>
    llvm.return %3 : !llvm.struct<"rec", (i32, ptr, f64)>
  }
  llvm.mlir.global internal constant @fnptr() : !llvm.ptr {
    %0 = llvm.mlir.addressof @twice : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global external @ext_forward() : !llvm.array<2 x ptr> {
    %0 = llvm.mlir.zero : !llvm.array<2 x ptr>
    %1 = llvm.mlir.addressof @answer : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[1] : !llvm.array<2 x ptr>
    llvm.return %2 : !llvm.array<2 x ptr>
  }
  llvm.func internal @twice(%x: i32) -> i32 {
    %r = llvm.add %x, %x : i32
    llvm.return %r : i32
  }
  llvm.func @read_all(%out: !llvm.ptr) -> i64 {
    %a = llvm.mlir.addressof @answer : !llvm.ptr
    %va = llvm.load %a : !llvm.ptr -> i32
    %r = llvm.mlir.addressof @rec : !llvm.ptr
    %rec = llvm.load %r : !llvm.ptr -> !llvm.struct<"rec", (i32, ptr, f64)>
    %r0 = llvm.extractvalue %rec[0] : !llvm.struct<"rec", (i32, ptr, f64)>
    %r1 = llvm.extractvalue %rec[1] : !llvm.struct<"rec", (i32, ptr, f64)>
    %r2 = llvm.extractvalue %rec[2] : !llvm.struct<"rec", (i32, ptr, f64)>
    %t2 = llvm.load %r1 : !llvm.ptr -> i16
    %g = llvm.mlir.addressof @grid : !llvm.ptr
    %g10p = llvm.getelementptr %g[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
    %g10 = llvm.load %g10p : !llvm.ptr -> f32
    %s = llvm.mlir.addressof @splat : !llvm.ptr
    %s3p = llvm.getelementptr %s[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
    %s3 = llvm.load %s3p : !llvm.ptr -> i64
    %tx = llvm.mlir.addressof @text : !llvm.ptr
    %tx1p = llvm.getelementptr %tx[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %tx1 = llvm.load %tx1p : !llvm.ptr -> i8
    %tl = llvm.mlir.addressof @tls : !llvm.ptr
    %tlv = llvm.load %tl : !llvm.ptr -> i32
    %fp = llvm.mlir.addressof @fnptr : !llvm.ptr
    %f = llvm.load %fp : !llvm.ptr -> !llvm.ptr
    %called = llvm.call %f(%va) : !llvm.ptr, (i32) -> i32
    %ef = llvm.mlir.addressof @ext_forward : !llvm.ptr
    %ef1p = llvm.getelementptr %ef[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
    %ef1 = llvm.load %ef1p : !llvm.ptr -> !llvm.ptr
    %efv = llvm.load %ef1 : !llvm.ptr -> i32
    %rat = llvm.mlir.addressof @ratio : !llvm.ptr
    %ratv = llvm.load %rat : !llvm.ptr -> f64
    %o1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, f64
    %o2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, f64
    llvm.store %r2, %out : f64, !llvm.ptr
    %g10d = llvm.fpext %g10 : f32 to f64
    llvm.store %g10d, %o1 : f64, !llvm.ptr
    llvm.store %ratv, %o2 : f64, !llvm.ptr
    // Pack: va + 100*r0 + 10000*t2 + 1000000*s3 + 100000000*tx1 + tlv*10^11 + called*10^12 + efv*10^14
    %a1 = llvm.sext %va : i32 to i64
    %b1 = llvm.sext %r0 : i32 to i64
    %c1 = llvm.sext %t2 : i16 to i64
    %d1 = llvm.sext %tx1 : i8 to i64
    %e1 = llvm.sext %tlv : i32 to i64
    %f1 = llvm.sext %called : i32 to i64
    %h1 = llvm.sext %efv : i32 to i64
    %k100 = llvm.mlir.constant(100 : i64) : i64
    %k4 = llvm.mlir.constant(10000 : i64) : i64
    %k6 = llvm.mlir.constant(1000000 : i64) : i64
    %k8 = llvm.mlir.constant(100000000 : i64) : i64
    %k11 = llvm.mlir.constant(100000000000 : i64) : i64
    %k12 = llvm.mlir.constant(1000000000000 : i64) : i64
    %k14 = llvm.mlir.constant(100000000000000 : i64) : i64
    %m1 = llvm.mul %b1, %k100 : i64
    %m2 = llvm.mul %c1, %k4 : i64
    %m3 = llvm.mul %s3, %k6 : i64
    %m4 = llvm.mul %d1, %k8 : i64
    %m5 = llvm.mul %e1, %k11 : i64
    %m6 = llvm.mul %f1, %k12 : i64
    %m7 = llvm.mul %h1, %k14 : i64
    %x1 = llvm.add %a1, %m1 : i64
    %x2 = llvm.add %x1, %m2 : i64
    %x3 = llvm.add %x2, %m3 : i64
    %x4 = llvm.add %x3, %m4 : i64
    %x5 = llvm.add %x4, %m5 : i64
    %x6 = llvm.add %x5, %m6 : i64
    %x7 = llvm.add %x6, %m7 : i64
    llvm.return %x7 : i64
  }
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "@answer = internal constant i32 42, align 16",
            "@ratio = private global double 2.500000e+00",
            "@text = internal constant [4 x i8] c\"hi!\\00\"",
            "@table = internal global [3 x i16] [i16 10, i16 20, i16 30]",
            "[2 x [2 x float]] [[2 x float] [float 1.000000e+00, float 2.000000e+00], [2 x float] [float 3.000000e+00, float 4.000000e+00]]",
            "@splat = internal global [4 x i64] [i64 7, i64 7, i64 7, i64 7]",
            "@uninit = internal global i64 undef",
            "@tls = internal thread_local global i32 5",
            "%rec = type { i32, ptr, double }",
            "@rec = internal global %rec { i32 12, ptr getelementptr",
            "@fnptr = internal constant ptr @twice",
            "@ext_forward = global [2 x ptr] [ptr null, ptr @answer]",
            "target datalayout = \"e-m:e-p270",
            "target triple = \"x86_64-unknown-linux-gnu\"",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(*mut f64) -> i64>(&ee, "read_all");
    let mut out = [0.0f64; 3];
    let packed = unsafe { f.call(out.as_mut_ptr()) };
    let want = 42
        + 100 * 12
        + 10000 * 30
        + 1_000_000 * 7
        + 100_000_000 * (b'i' as i64)
        + 5 * 100_000_000_000
        + 84 * 1_000_000_000_000
        + 42 * 100_000_000_000_000;
    assert_eq!(packed, want);
    assert_eq!(out, [0.25, 3.0, 2.5]);
}

#[test]
fn struct_insert_and_extract() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @build(%a: i32, %b: f64, %c: i8) -> f64 {
  %u = llvm.mlir.undef : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %s1 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %s2 = llvm.insertvalue %b, %s1[1, 0] : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %s3 = llvm.insertvalue %c, %s2[1, 1, 1] : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %x = llvm.extractvalue %s3[0] : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %y = llvm.extractvalue %s3[1, 0] : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %z = llvm.extractvalue %s3[1, 1, 1] : !llvm.struct<(i32, struct<(f64, array<2 x i8>)>)>
  %xf = llvm.sitofp %x : i32 to f64
  %zf = llvm.sitofp %z : i8 to f64
  %t = llvm.fadd %xf, %y : f64
  %k = llvm.mlir.constant(1000.0 : f64) : f64
  %zk = llvm.fmul %zf, %k : f64
  %r = llvm.fadd %t, %zk : f64
  llvm.return %r : f64
}
llvm.func @pair(%a: i64, %b: i64) -> !llvm.struct<(i64, i64)> {
  %u = llvm.mlir.poison : !llvm.struct<(i64, i64)>
  %s1 = llvm.insertvalue %b, %u[0] : !llvm.struct<(i64, i64)>
  %s2 = llvm.insertvalue %a, %s1[1] : !llvm.struct<(i64, i64)>
  llvm.return %s2 : !llvm.struct<(i64, i64)>
}
llvm.func @packed_size() -> i64 {
  %z = llvm.mlir.zero : !llvm.ptr
  %p = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32)>
  %n = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.return %n : i64
}
"#,
    );
    // The packed size is folded with the data layout, as MLIR's translation folds it: 5, not 8.
    assert_contains(&ir, &["insertvalue", "extractvalue", "ret i64 5"]);
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(i32, f64, i8) -> f64>(&ee, "build");
    assert_eq!(unsafe { f.call(3, 0.5, -2) }, 3.5 - 2000.0);
    #[repr(C)]
    #[derive(Debug, PartialEq)]
    struct Pair(i64, i64);
    let g = func::<unsafe extern "C" fn(i64, i64) -> Pair>(&ee, "pair");
    assert_eq!(unsafe { g.call(1, 2) }, Pair(2, 1));
    let h = func::<unsafe extern "C" fn() -> i64>(&ee, "packed_size");
    assert_eq!(unsafe { h.call() }, 5);
}

#[test]
fn vector_shuffle_insert_extract() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @shuffle(%out: !llvm.ptr, %x: i32) {
  %a = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %z = llvm.mlir.constant(0 : i64) : i64
  %a2 = llvm.insertelement %x, %a[%z : i64] : vector<4xi32>
  %b = llvm.mlir.constant(dense<[10, 20, 30, 40]> : vector<4xi32>) : vector<4xi32>
  %s = llvm.shufflevector %a2, %b [7, 0, 5, -1, 2, 2] : vector<4xi32>
  %c = llvm.mlir.constant(dense<100> : vector<6xi32>) : vector<6xi32>
  %t = llvm.add %s, %c : vector<6xi32>
  llvm.store %t, %out {alignment = 4 : i64} : vector<6xi32>, !llvm.ptr
  llvm.return
}
llvm.func @sub_lane(%p: !llvm.ptr) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> vector<4xi32>
  %s = llvm.intr.vector.extract %v[2] : vector<2xi32> from vector<4xi32>
  %w = llvm.intr.vector.insert %s, %v[0] : vector<2xi32> into vector<4xi32>
  %i = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.extractelement %s[%i : i32] : vector<2xi32>
  %b = llvm.extractelement %w[%i : i32] : vector<4xi32>
  %k = llvm.mlir.constant(100 : i32) : i32
  %m = llvm.mul %a, %k : i32
  %r = llvm.add %m, %b : i32
  llvm.return %r : i32
}
llvm.func @lane(%v: vector<4xf32>, %i: i32) -> f32 {
  %r = llvm.extractelement %v[%i : i32] : vector<4xf32>
  llvm.return %r : f32
}
llvm.func @vsel(%c: vector<2xi1>, %a: vector<2xi64>, %b: vector<2xi64>) -> i64 {
  %s = llvm.select %c, %a, %b : vector<2xi1>, vector<2xi64>
  %i = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.extractelement %s[%i : i32] : vector<2xi64>
  llvm.return %r : i64
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "shufflevector <4 x i32>",
            "<6 x i32> <i32 7, i32 0, i32 5, i32 poison, i32 2, i32 2>",
            "insertelement",
            "@llvm.vector.extract.v2i32.v4i32(<4 x i32> %2, i64 2)",
            "@llvm.vector.insert.v4i32.v2i32(<4 x i32> %2, <2 x i32> %3, i64 0)",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(*mut i32, i32)>(&ee, "shuffle");
    let mut out = [0i32; 6];
    unsafe { f.call(out.as_mut_ptr(), -5) };
    assert_eq!([out[0], out[1], out[2], out[4], out[5]], [140, 95, 120, 103, 103]);
    let g = func::<unsafe extern "C" fn(*const i32) -> i32>(&ee, "sub_lane");
    let v = [1, 2, 3, 4];
    assert_eq!(unsafe { g.call(v.as_ptr()) }, 4 * 100 + 4);
}

#[test]
fn gep_load_store_alloca() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @offsets(%base: !llvm.ptr, %i: i64, %j: i32) -> i64 {
  %p = llvm.getelementptr inbounds %base[%i, 1, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, array<4 x i32>)>
  %q = llvm.getelementptr nusw|nuw %base[3] : (!llvm.ptr) -> !llvm.ptr, i16
  %r = llvm.getelementptr inbounds|nuw %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %a = llvm.ptrtoint %base : !llvm.ptr to i64
  %pi = llvm.ptrtoint %p : !llvm.ptr to i64
  %qi = llvm.ptrtoint %q : !llvm.ptr to i64
  %ri = llvm.ptrtoint %r : !llvm.ptr to i64
  %d1 = llvm.sub %pi, %a : i64
  %d2 = llvm.sub %qi, %a : i64
  %d3 = llvm.sub %ri, %a : i64
  %k = llvm.mlir.constant(1000 : i64) : i64
  %k2 = llvm.mlir.constant(1000000 : i64) : i64
  %m2 = llvm.mul %d2, %k : i64
  %m3 = llvm.mul %d3, %k2 : i64
  %s = llvm.add %d1, %m2 : i64
  %t = llvm.add %s, %m3 : i64
  llvm.return %t : i64
}
llvm.func @stack_sum(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %buf = llvm.alloca %n x i32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %acc = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %zero, %acc {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^fill(%zero : i32)
^fill(%i: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^fbody, ^sum(%zero : i32)
^fbody:
  %p = llvm.getelementptr %buf[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %sq = llvm.mul %i, %i : i32
  llvm.store %sq, %p : i32, !llvm.ptr
  %i2 = llvm.add %i, %one : i32
  llvm.br ^fill(%i2 : i32)
^sum(%j: i32):
  %more2 = llvm.icmp "slt" %j, %n : i32
  llvm.cond_br %more2, ^sbody, ^done
^sbody:
  %q = llvm.getelementptr %buf[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %v = llvm.load %q {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  %old = llvm.load volatile %acc : !llvm.ptr -> i32
  %new = llvm.add %old, %v : i32
  llvm.store %new, %acc : i32, !llvm.ptr
  %j2 = llvm.add %j, %one : i32
  llvm.br ^sum(%j2 : i32)
^done:
  %r = llvm.load %acc atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "getelementptr inbounds { i8, [4 x i32] }, ptr %0, i64 %1, i32 1, i32 %2",
            "getelementptr nusw nuw i16, ptr %0, i32 3",
            "getelementptr inbounds nuw double",
            "alloca i32, i32 %0, align 16",
            "store volatile i32 0",
            "load volatile i32",
            "!nontemporal",
            "load atomic i32, ptr",
            "monotonic, align 4",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(*const u8, i64, i32) -> i64>(&ee, "offsets");
    let buf = [0u8; 256];
    // {i8, [4 x i32]} is 20 bytes: base[i].1[j] = 20 i + 4 + 4 j.
    assert_eq!(unsafe { f.call(buf.as_ptr(), 2, 3) }, (40 + 4 + 12) + 6 * 1000 + 16 * 1_000_000);
    let g = func::<unsafe extern "C" fn(i32) -> i32>(&ee, "stack_sum");
    assert_eq!(unsafe { g.call(10) }, (0..10).map(|i| i * i).sum::<i32>());
}

#[test]
fn calls_direct_indirect_varargs_and_conventions() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("%d-%s-%.1f\00") : !llvm.array<11 x i8>
llvm.mlir.global private constant @word("ok\00") : !llvm.array<3 x i8>
llvm.func internal fastcc @fast_add(%a: i32, %b: i32) -> i32 {
  %r = llvm.add %a, %b : i32
  llvm.return %r : i32
}
llvm.func @sq(%x: f64) -> f64 {
  %r = llvm.fmul %x, %x : f64
  llvm.return %r : f64
}
llvm.func @use_fast(%a: i32) -> i32 {
  %r = llvm.call fastcc @fast_add(%a, %a) : (i32, i32) -> i32
  llvm.return %r : i32
}
llvm.func @indirect(%x: f64) -> f64 {
  %f = llvm.mlir.addressof @sq : !llvm.ptr
  %r = llvm.call %f(%x) {fastmathFlags = #llvm.fastmath<nnan>} : !llvm.ptr, (f64) -> f64
  llvm.return %r : f64
}
llvm.func @format(%buf: !llvm.ptr, %n: i32, %x: f64) -> i32 {
  %len = llvm.mlir.constant(64 : i64) : i64
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %w = llvm.mlir.addressof @word : !llvm.ptr
  %r = llvm.call @snprintf(%buf, %len, %f, %n, %w, %x) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>) : (!llvm.ptr, i64, !llvm.ptr, i32, !llvm.ptr, f64) -> i32
  llvm.return %r : i32
}
llvm.func @vsum(%n: i32, ...) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %ap = llvm.alloca %one x !llvm.struct<"va_list", (i32, i32, ptr, ptr)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  llvm.intr.vastart %ap : !llvm.ptr
  llvm.br ^loop(%zero, %zero : i32, i32)
^loop(%i: i32, %acc: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %x = llvm.va_arg %ap : (!llvm.ptr) -> i32
  %acc2 = llvm.add %acc, %x : i32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^loop(%i2, %acc2 : i32, i32)
^done:
  llvm.intr.vaend %ap : !llvm.ptr
  llvm.return %acc : i32
}
llvm.func @call_vsum(%a: i32, %b: i32) -> i32 {
  %n = llvm.mlir.constant(3 : i32) : i32
  %c = llvm.mlir.constant(1000 : i32) : i32
  %r = llvm.call @vsum(%n, %a, %b, %c) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32, i32, i32) -> i32
  llvm.return %r : i32
}
llvm.func @void_callee(%p: !llvm.ptr) {
  %c = llvm.mlir.constant(9 : i8) : i8
  llvm.store %c, %p : i8, !llvm.ptr
  llvm.return
}
llvm.func @call_void(%p: !llvm.ptr) {
  llvm.call tail @void_callee(%p) : (!llvm.ptr) -> ()
  llvm.return
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "declare i32 @snprintf(ptr, i64, ptr, ...)",
            "define internal fastcc i32 @fast_add",
            "call fastcc i32 @fast_add",
            "call nnan double @sq(double %0)",
            "call i32 (ptr, i64, ptr, ...) @snprintf",
            "tail call void @void_callee",
            "call void @llvm.va_start.p0(ptr %",
            "va_arg ptr %",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(i32) -> i32>(&ee, "use_fast");
    assert_eq!(unsafe { f.call(21) }, 42);
    let g = func::<unsafe extern "C" fn(f64) -> f64>(&ee, "indirect");
    assert_eq!(unsafe { g.call(1.5) }, 2.25);
    let h = func::<unsafe extern "C" fn(*mut u8, i32, f64) -> i32>(&ee, "format");
    let mut buf = [0u8; 64];
    let n = unsafe { h.call(buf.as_mut_ptr(), -17, 2.25) };
    let s = std::str::from_utf8(&buf[..n as usize]).unwrap();
    assert_eq!(s, format!("{}-ok-{:.1}", -17, 2.25));
    let vs = func::<unsafe extern "C" fn(i32, i32) -> i32>(&ee, "call_vsum");
    assert_eq!(unsafe { vs.call(5, 7) }, 1012);
    let v = func::<unsafe extern "C" fn(*mut u8)>(&ee, "call_void");
    let mut byte = 0u8;
    unsafe { v.call(&mut byte) };
    assert_eq!(byte, 9);
}

#[test]
fn float_intrinsics_match_rust() {
    let unary = [
        "sqrt",
        "fabs",
        "exp",
        "exp2",
        "log",
        "log2",
        "log10",
        "sin",
        "cos",
        "floor",
        "ceil",
        "round",
        "roundeven",
        "trunc",
    ];
    let binary = ["pow", "copysign", "minnum", "maxnum", "minimum", "maximum"];
    let mut text = String::new();
    for u in unary {
        text.push_str(&format!(
            "llvm.func @t_{u}(%a: f64) -> f64 {{\n  %r = llvm.intr.{u}(%a) : (f64) -> f64\n  llvm.return %r : f64\n}}\n"
        ));
    }
    for b in binary {
        text.push_str(&format!(
            "llvm.func @t_{b}(%a: f64, %b: f64) -> f64 {{\n  %r = llvm.intr.{b}(%a, %b) : (f64, f64) -> f64\n  llvm.return %r : f64\n}}\n"
        ));
    }
    text.push_str(
        r#"
llvm.func @t_fma(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = llvm.intr.fma(%a, %b, %c) {fastmathFlags = #llvm.fastmath<contract>} : (f64, f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @t_fmuladd(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = llvm.intr.fmuladd(%a, %b, %c) : (f64, f64, f64) -> f64
  llvm.return %r : f64
}
llvm.func @t_powi(%a: f64, %n: i32) -> f64 {
  %r = llvm.intr.powi(%a, %n) : (f64, i32) -> f64
  llvm.return %r : f64
}
llvm.func @vsqrt(%a: vector<2xf32>) -> f32 {
  %r = llvm.intr.sqrt(%a) : (vector<2xf32>) -> vector<2xf32>
  %i = llvm.mlir.constant(1 : i32) : i32
  %e = llvm.extractelement %r[%i : i32] : vector<2xf32>
  llvm.return %e : f32
}
"#,
    );
    let cx = Context::create();
    let (m, ir) = compile(&cx, &text);
    assert_contains(
        &ir,
        &[
            "call double @llvm.sqrt.f64",
            "call contract double @llvm.fma.f64",
            "@llvm.powi.f64.i32",
            "@llvm.sqrt.v2f32",
        ],
    );
    let ee = jit(&m);
    let close = |got: f64, want: f64, what: &str| {
        let ok = (got.is_nan() && want.is_nan())
            || got == want
            || (got - want).abs() <= 4.0 * f64::EPSILON * want.abs().max(1e-300);
        assert!(ok, "{what}: got {got}, want {want}");
    };
    let inputs: [f64; 9] = [0.5, 1.0, 2.5, -2.5, 3.5, 10.0, -0.0, 1e-3, 123.456];
    for u in unary {
        let f = func::<unsafe extern "C" fn(f64) -> f64>(&ee, &format!("t_{u}"));
        for x in inputs {
            let want = match u {
                "sqrt" => x.sqrt(),
                "fabs" => x.abs(),
                "exp" => x.exp(),
                "exp2" => x.exp2(),
                "log" => x.ln(),
                "log2" => x.log2(),
                "log10" => x.log10(),
                "sin" => x.sin(),
                "cos" => x.cos(),
                "floor" => x.floor(),
                "ceil" => x.ceil(),
                "round" => x.round(),
                "roundeven" => x.round_ties_even(),
                _ => x.trunc(),
            };
            close(unsafe { f.call(x) }, want, &format!("{u}({x})"));
        }
    }
    for b in binary {
        let f = func::<unsafe extern "C" fn(f64, f64) -> f64>(&ee, &format!("t_{b}"));
        for (x, y) in [
            (2.0f64, 3.0f64),
            (-1.5, 2.0),
            (9.0, 0.5),
            (0.0, -0.0),
            (f64::NAN, 1.0),
            (4.0, f64::NAN),
        ] {
            let want = match b {
                "pow" => x.powf(y),
                "copysign" => x.copysign(y),
                "minnum" => x.min(y),
                "maxnum" => x.max(y),
                "minimum" if x.is_nan() || y.is_nan() => f64::NAN,
                "maximum" if x.is_nan() || y.is_nan() => f64::NAN,
                "minimum" if x == 0.0 && y == 0.0 => {
                    if x.is_sign_negative() {
                        x
                    } else {
                        y
                    }
                }
                "maximum" if x == 0.0 && y == 0.0 => {
                    if x.is_sign_positive() {
                        x
                    } else {
                        y
                    }
                }
                "minimum" => x.min(y),
                _ => x.max(y),
            };
            let got = unsafe { f.call(x, y) };
            if b == "minnum" || b == "maxnum" {
                // Signed zeros may come back in either order.
                if x == 0.0 && y == 0.0 {
                    assert_eq!(got, 0.0);
                    continue;
                }
            }
            if want == 0.0 {
                assert_eq!(got.to_bits(), want.to_bits(), "{b}({x}, {y})");
            }
            close(got, want, &format!("{b}({x}, {y})"));
        }
    }
    let fma = func::<unsafe extern "C" fn(f64, f64, f64) -> f64>(&ee, "t_fma");
    assert_eq!(unsafe { fma.call(0.1, 10.0, -1.0) }, 0.1f64.mul_add(10.0, -1.0));
    let fmuladd = func::<unsafe extern "C" fn(f64, f64, f64) -> f64>(&ee, "t_fmuladd");
    close(unsafe { fmuladd.call(1.5, 2.0, 0.25) }, 3.25, "fmuladd");
    let powi = func::<unsafe extern "C" fn(f64, i32) -> f64>(&ee, "t_powi");
    for (x, n) in [(2.0, 10), (1.5, -2), (-3.0, 3)] {
        close(unsafe { powi.call(x, n) }, x.powi(n), &format!("powi({x}, {n})"));
    }
}

#[test]
fn integer_and_memory_intrinsics_match_rust() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @minmax(%a: i32, %b: i32, %out: !llvm.ptr) {
  %0 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %3 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %4 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %5 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %6 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %7 = llvm.intr.ctpop(%a) : (i32) -> i32
  %8 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %9 = llvm.intr.bswap(%a) : (i32) -> i32
  %10 = llvm.call_intrinsic "llvm.smax"(%a, %b) : (i32, i32) -> i32
  %11 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %12 = llvm.extractvalue %11[1] : !llvm.struct<(i32, i1)>
  %13 = llvm.zext %12 : i1 to i32
  %14 = llvm.intr.fshl(%a, %b, %b) : (i32, i32, i32) -> i32
  %15 = llvm.intr.uadd.sat(%a, %b) : (i32, i32) -> i32
  %16 = llvm.intr.scmp(%a, %b) : (i32, i32) -> i32
  %vals = llvm.mlir.undef : !llvm.array<17 x i32>
  %r0 = llvm.insertvalue %0, %vals[0] : !llvm.array<17 x i32>
  %r1 = llvm.insertvalue %1, %r0[1] : !llvm.array<17 x i32>
  %r2 = llvm.insertvalue %2, %r1[2] : !llvm.array<17 x i32>
  %r3 = llvm.insertvalue %3, %r2[3] : !llvm.array<17 x i32>
  %r4 = llvm.insertvalue %4, %r3[4] : !llvm.array<17 x i32>
  %r5 = llvm.insertvalue %5, %r4[5] : !llvm.array<17 x i32>
  %r6 = llvm.insertvalue %6, %r5[6] : !llvm.array<17 x i32>
  %r7 = llvm.insertvalue %7, %r6[7] : !llvm.array<17 x i32>
  %r8 = llvm.insertvalue %8, %r7[8] : !llvm.array<17 x i32>
  %r9 = llvm.insertvalue %9, %r8[9] : !llvm.array<17 x i32>
  %r10 = llvm.insertvalue %10, %r9[10] : !llvm.array<17 x i32>
  %r11 = llvm.insertvalue %13, %r10[11] : !llvm.array<17 x i32>
  %r12 = llvm.insertvalue %14, %r11[12] : !llvm.array<17 x i32>
  %r13 = llvm.insertvalue %15, %r12[13] : !llvm.array<17 x i32>
  %r14 = llvm.insertvalue %16, %r13[14] : !llvm.array<17 x i32>
  %z = llvm.mlir.constant(0 : i32) : i32
  %r15 = llvm.insertvalue %z, %r14[15] : !llvm.array<17 x i32>
  %r16 = llvm.insertvalue %z, %r15[16] : !llvm.array<17 x i32>
  llvm.store %r16, %out : !llvm.array<17 x i32>, !llvm.ptr
  llvm.return
}
llvm.func @memops(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %c = llvm.mlir.constant(2 : i64) : i64
  %d2 = llvm.getelementptr %dst[%c] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %four = llvm.mlir.constant(4 : i64) : i64
  "llvm.intr.memmove"(%d2, %dst, %four) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %x = llvm.mlir.constant(120 : i8) : i8
  %one = llvm.mlir.constant(1 : i32) : i32
  "llvm.intr.memset"(%dst, %x, %one) <{isVolatile = true}> : (!llvm.ptr, i8, i32) -> ()
  "llvm.intr.lifetime.start"(%dst) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @reduce(%v: !llvm.ptr) -> f32 {
  %x = llvm.load %v : !llvm.ptr -> vector<4xf32>
  %s = llvm.mlir.constant(0.5 : f32) : f32
  %r = "llvm.intr.vector.reduce.fadd"(%s, %x) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  llvm.return %r : f32
}
llvm.func @t_frexp(%x: f64) -> i32 {
  %r = llvm.intr.frexp(%x) : (f64) -> !llvm.struct<(f64, i32)>
  %e = llvm.extractvalue %r[1] : !llvm.struct<(f64, i32)>
  llvm.return %e : i32
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "@llvm.smin.i32",
            "@llvm.abs.i32(i32 %0, i1 false)",
            "@llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 %2, i1 false)",
            "@llvm.memset.p0.i32(ptr %0, i8 120, i32 1, i1 true)",
            "@llvm.vector.reduce.fadd.v4f32",
            "@llvm.frexp.f64.i32",
        ],
    );
    assert!(!ir.contains("lifetime"), "lifetime markers are dropped");
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(i32, i32, *mut i32)>(&ee, "minmax");
    for (a, b) in [(5, -3), (-7, 2), (0, 0), (i32::MIN, 1), (0x1234_5678, 31), (i32::MAX, 1)] {
        let mut out = [0i32; 17];
        unsafe { f.call(a, b, out.as_mut_ptr()) };
        let (ua, ub) = (a as u32, b as u32);
        let want = [
            a.min(b),
            a.max(b),
            ua.min(ub) as i32,
            ua.max(ub) as i32,
            a.wrapping_abs(),
            a.leading_zeros() as i32,
            a.trailing_zeros() as i32,
            a.count_ones() as i32,
            a.reverse_bits(),
            a.swap_bytes(),
            a.max(b),
            a.checked_add(b).is_none() as i32,
            ua.funnel_shl_compat(ub, ub % 32) as i32,
            ua.saturating_add(ub) as i32,
            a.cmp(&b) as i32,
            0,
            0,
        ];
        assert_eq!(out, want, "intrinsics of ({a}, {b})");
    }
    let g = func::<unsafe extern "C" fn(*mut u8, *const u8, i64)>(&ee, "memops");
    let src = *b"abcdefgh";
    let mut dst = [0u8; 8];
    unsafe { g.call(dst.as_mut_ptr(), src.as_ptr(), 8) };
    assert_eq!(&dst, b"xbabcdgh");
    let r = func::<unsafe extern "C" fn(*const f32) -> f32>(&ee, "reduce");
    let v = [1.0f32, 2.0, 3.0, 4.0];
    assert_eq!(unsafe { r.call(v.as_ptr()) }, 10.5);
    let fx = func::<unsafe extern "C" fn(f64) -> i32>(&ee, "t_frexp");
    assert_eq!(unsafe { fx.call(10.0) }, 4);
}

/// `fshl` on `u32` as LLVM defines it (the shift amount taken modulo the width).
trait FunnelShl {
    fn funnel_shl_compat(self, low: u32, shift: u32) -> u32;
}

impl FunnelShl for u32 {
    fn funnel_shl_compat(self, low: u32, shift: u32) -> u32 {
        if shift == 0 {
            self
        } else {
            (self << shift) | (low >> (32 - shift))
        }
    }
}

#[test]
fn atomics_select_freeze_and_unreachable_blocks() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @atomics(%p: !llvm.ptr, %v: i32) -> i32 {
  %old = llvm.atomicrmw add %p, %v seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %c = llvm.mlir.constant(100 : i32) : i32
  %pair = llvm.cmpxchg %p, %c, %old acq_rel monotonic : !llvm.ptr, i32
  %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
  llvm.fence syncscope("singlethread") release
  %one = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %s = llvm.select %ok, %one, %z : i1, i32
  %f = llvm.freeze %s : i32
  llvm.return %f : i32
^dead(%x: i32):
  %y = llvm.add %x, %x : i32
  llvm.br ^dead(%y : i32)
}
llvm.func @asm_add(%a: i32, %b: i32) -> i32 {
  %r = llvm.inline_asm "addl $2, $0", "=r,0,r" %a, %b : (i32, i32) -> i32
  llvm.return %r : i32
}
llvm.func @asm_intel(%a: i64) -> i64 {
  %r = llvm.inline_asm has_side_effects asm_dialect = intel "lea $0, [$1 + $1*2]", "=r,r" %a : (i64) -> i64
  llvm.return %r : i64
}
llvm.func @trap_unless(%c: i1) -> i32 {
  llvm.cond_br %c, ^ok, ^bad
^ok:
  %r = llvm.mlir.constant(7 : i32) : i32
  llvm.return %r : i32
^bad:
  llvm.unreachable
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "atomicrmw add ptr %0, i32 %1 seq_cst, align 4",
            "cmpxchg ptr %0, i32 100",
            "acq_rel monotonic",
            "fence syncscope(\"singlethread\") release",
            "freeze i32",
            "unreachable",
            "call i32 asm \"addl $2, $0\", \"=r,0,r\"(i32 %0, i32 %1)",
            "asm sideeffect inteldialect",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn(*mut i32, i32) -> i32>(&ee, "atomics");
    let mut x = 60i32;
    assert_eq!(unsafe { f.call(&mut x, 40) }, 1);
    assert_eq!(x, 60);
    let mut y = 1i32;
    assert_eq!(unsafe { f.call(&mut y, 1) }, 0);
    assert_eq!(y, 2);
    let a = func::<unsafe extern "C" fn(i32, i32) -> i32>(&ee, "asm_add");
    assert_eq!(unsafe { a.call(40, 2) }, 42);
    let b = func::<unsafe extern "C" fn(i64) -> i64>(&ee, "asm_intel");
    assert_eq!(unsafe { b.call(7) }, 21);
    let g = func::<unsafe extern "C" fn(bool) -> i32>(&ee, "trap_unless");
    assert_eq!(unsafe { g.call(true) }, 7);
}

#[test]
fn special_constants() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.func @nan_bits() -> i32 {
  %n = llvm.mlir.constant(0x7FC00001 : f32) : f32
  %b = llvm.bitcast %n : f32 to i32
  llvm.return %b : i32
}
llvm.func @neg_inf() -> f64 {
  %n = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
  llvm.return %n : f64
}
llvm.func @half_bits() -> i16 {
  %h = llvm.mlir.constant(-1.5 : f16) : f16
  %b = llvm.bitcast %h : f16 to i16
  llvm.return %b : i16
}
llvm.func @bf16_bits() -> i16 {
  %h = llvm.mlir.constant(3.0 : bf16) : bf16
  %b = llvm.bitcast %h : bf16 to i16
  llvm.return %b : i16
}
llvm.func @wide() -> i64 {
  %w = llvm.mlir.constant(123456789012345678901234567890 : i128) : i128
  %s = llvm.mlir.constant(64 : i128) : i128
  %h = llvm.lshr %w, %s : i128
  %t = llvm.trunc %h : i128 to i64
  llvm.return %t : i64
}
llvm.func @x87() -> f64 {
  %x = llvm.mlir.constant(1.5 : f80) : f80
  %d = llvm.fptrunc %x : f80 to f64
  llvm.return %d : f64
}
llvm.func @bools() -> i8 {
  %t = llvm.mlir.constant(true) : i1
  %v = llvm.mlir.constant(dense<[true, false, true]> : vector<3xi1>) : vector<3xi1>
  %i = llvm.mlir.constant(2 : i32) : i32
  %e = llvm.extractelement %v[%i : i32] : vector<3xi1>
  %a = llvm.and %t, %e : i1
  %r = llvm.zext %a : i1 to i8
  llvm.return %r : i8
}
llvm.func @str_const() -> i8 {
  %s = llvm.mlir.constant("xyz") : !llvm.array<3 x i8>
  %c = llvm.extractvalue %s[2] : !llvm.array<3 x i8>
  llvm.return %c : i8
}
llvm.func @nested_dense() -> i32 {
  %a = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %x = llvm.extractvalue %a[1, 0] : !llvm.array<2 x array<2 x i32>>
  llvm.return %x : i32
}
llvm.func @struct_const() -> f32 {
  %a = llvm.mlir.constant([[1 : i32, 2.0 : f32], [3 : i32, 4.5 : f32]]) : !llvm.array<2 x struct<(i32, f32)>>
  %x = llvm.extractvalue %a[1, 1] : !llvm.array<2 x struct<(i32, f32)>>
  llvm.return %x : f32
}
llvm.func @array_of_vectors() -> f32 {
  %a = llvm.mlir.constant(dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
  %v = llvm.extractvalue %a[1] : !llvm.array<2 x vector<2xf32>>
  %i = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.extractelement %v[%i : i32] : vector<2xf32>
  llvm.return %x : f32
}
"#,
    );
    let _ = ir;
    let ee = jit(&m);
    unsafe {
        assert_eq!(
            func::<unsafe extern "C" fn() -> i32>(&ee, "nan_bits").call() as u32,
            0x7FC0_0001
        );
        assert_eq!(func::<unsafe extern "C" fn() -> f64>(&ee, "neg_inf").call(), f64::NEG_INFINITY);
        assert_eq!(func::<unsafe extern "C" fn() -> i16>(&ee, "half_bits").call() as u16, 0xBE00);
        assert_eq!(func::<unsafe extern "C" fn() -> i16>(&ee, "bf16_bits").call() as u16, 0x4040);
        let wide: u128 = 123456789012345678901234567890;
        assert_eq!(func::<unsafe extern "C" fn() -> i64>(&ee, "wide").call(), (wide >> 64) as i64);
        assert_eq!(func::<unsafe extern "C" fn() -> f64>(&ee, "x87").call(), 1.5);
        assert_eq!(func::<unsafe extern "C" fn() -> i8>(&ee, "bools").call(), 1);
        assert_eq!(func::<unsafe extern "C" fn() -> i8>(&ee, "str_const").call(), b'z' as i8);
        assert_eq!(func::<unsafe extern "C" fn() -> i32>(&ee, "nested_dense").call(), 3);
        assert_eq!(func::<unsafe extern "C" fn() -> f32>(&ee, "array_of_vectors").call(), 4.0);
        assert_eq!(func::<unsafe extern "C" fn() -> f32>(&ee, "struct_const").call(), 4.5);
    }
}

#[test]
fn function_and_parameter_attributes() {
    let cx = Context::create();
    let (_m, ir) = compile(
        &cx,
        r#"
llvm.func @decl(i32, ...) -> i32
llvm.func weak_odr hidden unnamed_addr @attrs(%s: !llvm.ptr {llvm.sret = i64, llvm.writeonly},
                          %p: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.align = 16 : i64, llvm.nocapture},
                          %q: !llvm.ptr {llvm.byval = !llvm.struct<(i64, i64)>, llvm.noundef},
                          %x: i8 {llvm.signext})
    attributes {passthrough = ["nounwind", "noinline", ["frame-pointer", "all"], ["uwtable", "2"]], section = ".text.attrs", target_cpu = "x86-64", no_unwind} {
  llvm.return
}
llvm.func @ext_ret(%x: i8 {llvm.signext}) -> (i8 {llvm.zeroext}) {
  llvm.return %x : i8
}
llvm.func internal @local() attributes {sym_visibility = "private"} {
  llvm.return
}
llvm.func linkonce_odr protected @odr() attributes {always_inline} {
  llvm.return
}
llvm.func extern_weak @maybe()
llvm.mlir.global weak hidden @weak_global(1 : i32) {section = ".data.w"} : i32
llvm.mlir.global linkonce @lo(2 : i64) : i64
llvm.mlir.global common @cm(0 : i32) : i32
llvm.mlir.global available_externally @ae(3 : i32) : i32
llvm.mlir.global appending @app(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
llvm.mlir.global external @ext() : i32
llvm.mlir.global internal @g_as1(5 : i32) {addr_space = 1 : i32} : i32
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]
"#,
    );
    assert_contains(
        &ir,
        &[
            "declare i32 @decl(i32, ...)",
            "define weak_odr hidden void @attrs(ptr writeonly sret(i64) %0, ptr noalias nonnull align 16 captures(none) %1, ptr noundef byval({ i64, i64 }) %2, i8 signext %3) unnamed_addr #0 section \".text.attrs\"",
            "define zeroext i8 @ext_ret(i8 signext %0)",
            "define internal void @local()",
            "define linkonce_odr protected void @odr()",
            "declare extern_weak void @maybe()",
            "@weak_global = weak hidden global i32 1, section \".data.w\"",
            "@lo = linkonce global i64 2",
            "@cm = common global i32 0",
            "@ae = available_externally global i32 3",
            "@app = appending global [2 x i32] [i32 1, i32 2]",
            "@ext = external global i32",
            "@g_as1 = internal addrspace(1) global i32 5",
            "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }]",
            "\"frame-pointer\"=\"all\"",
            "\"target-cpu\"=\"x86-64\"",
            "noinline nounwind",
            "uwtable",
            "alwaysinline",
        ],
    );
}

/// What lowrite's translation cannot represent goes through MLIR's (`needs_mlir`): a value of
/// `!llvm.token` type, and OpenMP ops with their runtime calls.
#[test]
fn tokens_and_openmp_are_translated_by_mlir() {
    let cx = Context::create();
    let (_, ir) =
        compile(&cx, "llvm.func @f() {\n  %n = llvm.mlir.none : !llvm.token\n  llvm.return\n}\n");
    assert!(ir.contains("define void @f()"), "{ir}");
    let (_, ir) = compile(
        &cx,
        "llvm.func @g(%p: !llvm.ptr) {\n  omp.parallel {\n    %c = llvm.mlir.constant(1 : i32) : i32\n    llvm.store %c, %p : i32, !llvm.ptr\n    omp.terminator\n  }\n  llvm.return\n}\n",
    );
    assert!(ir.contains("@__kmpc_fork_call"), "{ir}");
}

#[test]
fn unsupported_input_gives_located_errors() {
    let e = error_of(
        "llvm.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n  %r = llvm.add %a, %c : i32\n  llvm.return %r : i32\n}\n",
    );
    assert!(
        e.contains(
            "test.mlir:2:8: error: cannot translate 'arith.constant' to LLVM IR: not an LLVM \
             dialect operation; lower the module first"
        ),
        "{e}"
    );
    let e = error_of(
        "llvm.func @f() -> i32 {\n  %r = llvm.inline_asm \"mov $0, 1\", \"=r,r\" : () -> i32\n  llvm.return %r : i32\n}\n",
    );
    assert!(
        e.contains("test.mlir:2:8: error: cannot translate 'llvm.inline_asm' to LLVM IR: invalid inline assembly"),
        "{e}"
    );
    let e = error_of("func.func @g() {\n  return\n}\n");
    assert!(e.contains("test.mlir:1:1: error: cannot translate 'func.func' to LLVM IR"), "{e}");
    // A non-constant op in a global initializer.
    let e = error_of(
        "llvm.mlir.global internal @g() : i32 {\n  %c = llvm.mlir.constant(1 : i32) : i32\n  %v = llvm.freeze %c : i32\n  llvm.return %v : i32\n}\n",
    );
    assert!(e.contains("test.mlir:3:8: error: cannot translate 'llvm.freeze' to LLVM IR"), "{e}");
    // A user declaration of an intrinsic with the wrong signature is LLVM's verifier's to reject.
    let e = error_of(
        "llvm.func @llvm.memcpy.p0.p0.i64(!llvm.ptr)\nllvm.func @f(%p: !llvm.ptr) {\n  llvm.call @llvm.memcpy.p0.p0.i64(%p) : (!llvm.ptr) -> ()\n  llvm.return\n}\n",
    );
    assert!(e.contains("LLVM"), "{e}");
    // Invalid data layout strings are reported, not fatal.
    let e = error_of("module attributes {llvm.data_layout = \"e-p:bogus\"} {\n}\n");
    assert!(e.contains("invalid data layout"), "{e}");
}

#[test]
fn non_llvm_types_give_located_errors() {
    // Built directly in the IR: MLIR's verifier would not let an `index` into an `llvm.func`.
    let mut m = ir::Module::default();
    let region = m.new_region();
    let entry = m.new_block(&[Type::Index]);
    m.append_block(region, entry);
    m.push_op(entry, OpSpec::new("llvm.return", Location::Unknown));
    let body = m.body_block();
    let fty = Type::LlvmFunc {
        ret: std::sync::Arc::new(Type::Void),
        params: vec![Type::Index],
        varargs: false,
    };
    m.push_op(
        body,
        OpSpec::new("llvm.func", Location::new("x.mlir", 3, 1))
            .attr("sym_name", Attribute::String("f".into()))
            .attr("function_type", Attribute::Type(Type::shared(fty)))
            .regions([region]),
    );
    let cx = Context::create();
    let Err(e) = translate::translate(&m, &cx, "x") else { panic!("expected an error") };
    let e = e.to_string();
    assert_eq!(
        e,
        "x.mlir:3:1: error: cannot translate 'llvm.func' to LLVM IR: type 'index' is not an LLVM \
         type; lower the module first"
    );

    // An operand whose type does not match (no panic, no LLVM crash).
    let mut m = ir::Module::default();
    let region = m.new_region();
    let entry = m.new_block(&[Type::int(32), Type::Float(ir::FloatKind::F64)]);
    m.append_block(region, entry);
    let (a, b) = (m.block(entry).args[0], m.block(entry).args[1]);
    let add = m.push_op(
        entry,
        OpSpec::new("llvm.add", Location::new("y.mlir", 2, 3))
            .operands([a, b])
            .results([Type::int(32)]),
    );
    let r = m.result(add, 0);
    m.push_op(entry, OpSpec::new("llvm.return", Location::Unknown).operands([r]));
    let fty = Type::LlvmFunc {
        ret: std::sync::Arc::new(Type::int(32)),
        params: vec![Type::int(32), Type::Float(ir::FloatKind::F64)],
        varargs: false,
    };
    let body = m.body_block();
    m.push_op(
        body,
        OpSpec::new("llvm.func", Location::Unknown)
            .attr("sym_name", Attribute::String("g".into()))
            .attr("function_type", Attribute::Type(Type::shared(fty)))
            .regions([region]),
    );
    let Err(e) = translate::translate(&m, &cx, "y") else { panic!("expected an error") };
    let e = e.to_string();
    assert!(e.starts_with("y.mlir:2:3: error: cannot translate 'llvm.add' to LLVM IR"), "{e}");
}

/// Runs `mlir-translate-22 --mlir-to-llvmir` on a program.
fn upstream_ir(text: &str) -> Option<String> {
    let mut child = Command::new("mlir-translate-22")
        .arg("--mlir-to-llvmir")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    assert!(
        out.status.success(),
        "mlir-translate failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).unwrap())
}

/// `opt -passes=verify` on LLVM IR text.
fn opt_verifies(ir: &str) -> bool {
    let mut child = Command::new("/usr/lib/llvm-22/bin/opt")
        .args(["-passes=verify", "-disable-output"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("opt");
    child.stdin.take().unwrap().write_all(ir.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    if !out.status.success() {
        eprintln!("{}", String::from_utf8_lossy(&out.stderr));
    }
    out.status.success()
}

#[test]
fn agrees_with_upstream_mlir_translate() {
    let programs: &[(&str, &str)] = &[
        (
            "collatz",
            r#"
llvm.func @run(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %three = llvm.mlir.constant(3 : i64) : i64
  llvm.br ^head(%n, %zero : i64, i64)
^head(%x: i64, %steps: i64):
  %done = llvm.icmp "ule" %x, %one : i64
  llvm.cond_br %done, ^exit(%steps : i64), ^step
^step:
  %r = llvm.urem %x, %two : i64
  %even = llvm.icmp "eq" %r, %zero : i64
  %half = llvm.udiv %x, %two : i64
  %t = llvm.mul %x, %three : i64
  %odd = llvm.add %t, %one : i64
  %s1 = llvm.add %steps, %one : i64
  llvm.cond_br %even, ^head(%half, %s1 : i64, i64), ^head(%odd, %s1 : i64, i64)
^exit(%s: i64):
  llvm.return %s : i64
}
"#,
        ),
        (
            "switchy",
            r#"
llvm.func @run(%n: i64) -> i64 {
  %k = llvm.mlir.constant(1000 : i64) : i64
  %t = llvm.trunc %n : i64 to i32
  llvm.switch %t : i32, ^join(%k : i64) [
    0: ^join(%n : i64),
    1: ^double,
    2: ^join(%k : i64),
    3: ^join(%n : i64)
  ]
^double:
  %d = llvm.add %n, %n : i64
  llvm.br ^join(%d : i64)
^join(%v: i64):
  %w = llvm.mul %v, %n : i64
  llvm.return %w : i64
}
"#,
        ),
        (
            "globals_and_floats",
            r#"
llvm.mlir.global internal constant @coef(dense<[0.5, 0.25, 2.0]> : tensor<3xf64>) : !llvm.array<3 x f64>
llvm.mlir.global internal @counter(0 : i64) : i64
llvm.func @run(%n: i64) -> i64 {
  %g = llvm.mlir.addressof @coef : !llvm.ptr
  %i = llvm.urem %n, %n : i64
  %p = llvm.getelementptr inbounds %g[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x f64>
  %c = llvm.load %p : !llvm.ptr -> f64
  %x = llvm.sitofp %n : i64 to f64
  %y = llvm.fmul %x, %c {fastmathFlags = #llvm.fastmath<contract>} : f64
  %z = llvm.intr.sqrt(%y) : (f64) -> f64
  %f = llvm.intr.floor(%z) : (f64) -> f64
  %r = llvm.fptosi %f : f64 to i64
  %cnt = llvm.mlir.addressof @counter : !llvm.ptr
  %old = llvm.load %cnt : !llvm.ptr -> i64
  %new = llvm.add %old, %r : i64
  llvm.store %new, %cnt : i64, !llvm.ptr
  %s = llvm.add %new, %i : i64
  llvm.return %s : i64
}
"#,
        ),
    ];
    let inputs = [0i64, 1, 2, 3, 7, 27, 97];
    for (name, text) in programs {
        let Some(up) = upstream_ir(text) else {
            eprintln!("mlir-translate-22 not available; skipping {name}");
            return;
        };
        let cx = Context::create();
        let (mine, mine_ir) = compile(&cx, text);
        assert!(opt_verifies(&mine_ir), "opt rejects lowrite's IR for {name}");
        assert!(opt_verifies(&up), "opt rejects upstream IR for {name}");
        let theirs = cx
            .create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(up.as_bytes(), name))
            .unwrap();
        let (ee1, ee2) = (jit(&mine), jit(&theirs));
        let (f1, f2) = (
            func::<unsafe extern "C" fn(i64) -> i64>(&ee1, "run"),
            func::<unsafe extern "C" fn(i64) -> i64>(&ee2, "run"),
        );
        for n in inputs {
            assert_eq!(unsafe { f1.call(n) }, unsafe { f2.call(n) }, "{name}({n})");
        }
    }
}

/// A program touching most of what the translation handles, for the robustness test below.
const KITCHEN_SINK: &str = r#"
llvm.mlir.global internal constant @tab(dense<[1, 2, 3, 4]> : tensor<4xi32>) {alignment = 16 : i64} : !llvm.array<4 x i32>
llvm.mlir.global internal @str("ab\00") : !llvm.array<3 x i8>
llvm.mlir.global internal @rec() : !llvm.struct<"krec", (i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<"krec", (i32, ptr)>
  %c = llvm.mlir.constant(3 : i32) : i32
  %1 = llvm.insertvalue %c, %0[0] : !llvm.struct<"krec", (i32, ptr)>
  %t = llvm.mlir.addressof @tab : !llvm.ptr
  %e = llvm.getelementptr inbounds %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  %2 = llvm.insertvalue %e, %1[1] : !llvm.struct<"krec", (i32, ptr)>
  llvm.return %2 : !llvm.struct<"krec", (i32, ptr)>
}
llvm.mlir.alias external @tab_alias : !llvm.array<4 x i32> {
  %0 = llvm.mlir.addressof @tab : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @ext(i32, ...) -> i32
llvm.func internal fastcc @helper(%a: i32 {llvm.noundef}) -> i32 attributes {passthrough = ["nounwind"]} {
  %r = llvm.mul %a, %a overflow<nsw> : i32
  llvm.return %r : i32
}
llvm.func @sink(%a: i32, %b: i32, %f: f64, %p: !llvm.ptr, %v: vector<4xf32>) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.add %a, %b overflow<nsw, nuw> : i32
  %d = llvm.udiv exact %s, %c1 : i32
  %o = llvm.or disjoint %d, %a : i32
  %cmp = llvm.icmp "slt" %o, %b : i32
  %g = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f64
  %fc = llvm.fcmp "olt" %g, %f : f64
  %z = llvm.zext nneg %a : i32 to i64
  %t = llvm.trunc %z overflow<nuw> : i64 to i16
  %si = llvm.sitofp %t : i16 to f32
  %gep = llvm.getelementptr inbounds %p[%z, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %ld = llvm.load volatile %gep {alignment = 8 : i64} : !llvm.ptr -> f64
  llvm.store %ld, %gep {alignment = 8 : i64, nontemporal} : f64, !llvm.ptr
  %al = llvm.alloca %c1 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f64>)>
  %iv = llvm.insertvalue %ld, %u[1, 1] : !llvm.struct<(i32, array<2 x f64>)>
  %ev = llvm.extractvalue %iv[1, 1] : !llvm.struct<(i32, array<2 x f64>)>
  %ie = llvm.insertelement %si, %v[%c1 : i32] : vector<4xf32>
  %ee = llvm.extractelement %ie[%a : i32] : vector<4xf32>
  %sh = llvm.shufflevector %ie, %v [0, 5, -1, 7] : vector<4xf32>
  %sel = llvm.select %cmp, %a, %b : i1, i32
  %fr = llvm.freeze %sel : i32
  %call = llvm.call fastcc @helper(%fr) : (i32) -> i32
  %va = llvm.call @ext(%call, %ev) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f64) -> i32
  %fp = llvm.mlir.addressof @helper : !llvm.ptr
  %ind = llvm.call fastcc %fp(%va) : !llvm.ptr, (i32) -> i32
  %sq = llvm.intr.sqrt(%f) : (f64) -> f64
  %ab = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %pw = llvm.intr.powi(%sq, %ab) : (f64, i32) -> f64
  %cz = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%al, %p, %z) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %ov = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %rm = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
  %cx = llvm.cmpxchg %p, %a, %b seq_cst seq_cst : !llvm.ptr, i32
  llvm.fence acquire
  %ptr2 = llvm.inttoptr %z : i64 to !llvm.ptr
  %back = llvm.ptrtoint %ptr2 : !llvm.ptr to i64
  %bc = llvm.bitcast %back : i64 to f64
  %neg = llvm.fneg %bc : f64
  %fi = llvm.fptosi %neg : f64 to i32
  llvm.cond_br %fc, ^a(%fi : i32), ^a(%cz : i32)
^a(%x: i32):
  llvm.switch %x : i32, ^b(%x : i32) [
    1: ^b(%a : i32),
    2: ^c
  ]
^b(%y: i32):
  llvm.return %y : i32
^c:
  llvm.unreachable
}
"#;

/// Malformed variants of a valid module (attributes removed or replaced, operands swapped for
/// values of other types, result types changed, operands and successors dropped) must be
/// rejected or translated without any panic or LLVM crash.
#[test]
fn malformed_modules_never_panic() {
    let base = import::parse(KITCHEN_SINK, "sink.mlir", &Default::default()).unwrap();
    {
        let cx = Context::create();
        translate::translate(&base, &cx, "sink").unwrap_or_else(|e| panic!("{e}"));
    }
    let mut ops = Vec::new();
    base.walk(|op| ops.push(op));
    // A few values of distinct types to substitute.
    let mut samples: Vec<ir::Value> = Vec::new();
    for i in 0..base.num_values() {
        let v = ir::Value(i as u32);
        if !samples.iter().any(|s| base.value_type(*s) == base.value_type(v)) {
            samples.push(v);
        }
    }
    let wrong_attrs = [
        Attribute::Unit,
        Attribute::String("x".into()),
        Attribute::int(12345, Type::int(64)),
        Attribute::int(-1, Type::int(32)),
        Attribute::Array(vec![]),
    ];
    let new_types = [
        Type::i1(),
        Type::ptr(),
        Type::Float(ir::FloatKind::F64),
        Type::literal_struct(vec![Type::int(32)]),
        Type::Index,
        Type::Struct { name: Some("krec".into()), body: None, packed: false },
    ];
    let mut variants: Vec<(String, ir::Module)> = Vec::new();
    for &id in &ops {
        let op = base.op(id).clone();
        for (k, _) in &op.attributes {
            let mut m = base.clone();
            m.op_mut(id).remove_attr(k);
            variants.push((format!("{} without {k}", op.name), m));
            for a in &wrong_attrs {
                let mut m = base.clone();
                m.op_mut(id).set_attr(k, a.clone());
                variants.push((format!("{} with {k} = {a}", op.name), m));
            }
        }
        for j in 0..op.operands.len() {
            for &s in samples
                .iter()
                .filter(|s| base.value_type(**s) != base.value_type(op.operands[j]))
                .take(4)
            {
                let mut m = base.clone();
                m.op_mut(id).operands[j] = s;
                variants.push((format!("{} operand {j} replaced", op.name), m));
            }
        }
        if !op.operands.is_empty() {
            let mut m = base.clone();
            m.op_mut(id).operands.pop();
            variants.push((format!("{} without its last operand", op.name), m));
        }
        if !op.successors.is_empty() {
            let mut m = base.clone();
            m.op_mut(id).successors.pop();
            variants.push((format!("{} without its last successor", op.name), m));
        }
        for &r in &op.results {
            for t in &new_types {
                let mut m = base.clone();
                m.set_value_type(r, t.clone());
                variants.push((format!("{} result typed {t}", op.name), m));
            }
        }
    }
    let mut panics = Vec::new();
    let mut rejected = 0;
    for (what, m) in &variants {
        let cx = Context::create();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            translate::translate(m, &cx, "variant")
                .map(|module| module.print_to_string().to_string())
        }));
        match outcome {
            Err(_) => panics.push(what.clone()),
            Ok(Err(_)) => rejected += 1,
            Ok(Ok(_)) => {}
        }
    }
    assert!(panics.is_empty(), "panics on: {panics:#?}");
    assert!(
        rejected > variants.len() / 2,
        "only {rejected} of {} variants rejected",
        variants.len()
    );
}

/// Constructs checked on the IR only (x86 cannot run scalable vectors).
#[test]
fn scalable_vectors_opaque_structs_and_wide_types() {
    let cx = Context::create();
    let (_m, ir) = compile(
        &cx,
        r#"
llvm.mlir.global external @opq() : !llvm.struct<"opq", opaque>
llvm.mlir.global internal @big(1.5 : f128) : f128
llvm.mlir.global internal @brain(dense<[1.0, -2.0]> : tensor<2xbf16>) : !llvm.array<2 x bf16>
llvm.func @sv(%a: vector<[4]xi32>, %b: vector<[4]xi32>) -> vector<[4]xi32> {
  %s = llvm.add %a, %b overflow<nsw> : vector<[4]xi32>
  %z = llvm.mlir.constant(dense<0> : vector<[4]xi32>) : vector<[4]xi32>
  %c = llvm.icmp "sgt" %s, %z : vector<[4]xi32>
  %r = llvm.select %c, %s, %z : vector<[4]xi1>, vector<[4]xi32>
  %i = llvm.mlir.constant(0 : i64) : i64
  %x = llvm.extractelement %r[%i : i64] : vector<[4]xi32>
  %sp = llvm.insertelement %x, %z[%i : i64] : vector<[4]xi32>
  %u = llvm.mlir.poison : vector<[4]xi32>
  %splat = llvm.shufflevector %sp, %u [0, 0, 0, 0] : vector<[4]xi32>
  llvm.return %splat : vector<[4]xi32>
}
llvm.func @vgep(%base: vector<2x!llvm.ptr>, %idx: vector<2xi64>) -> vector<2x!llvm.ptr> {
  %p = llvm.getelementptr %base[%idx] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, f32
  llvm.return %p : vector<2x!llvm.ptr>
}
llvm.func @use_opq() -> !llvm.ptr {
  %p = llvm.mlir.addressof @opq : !llvm.ptr
  llvm.return %p : !llvm.ptr
}
llvm.func @same_named(%p: !llvm.ptr) -> i64 {
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<"pair", (i64, i64)>
  %a = llvm.extractvalue %v[1] : !llvm.struct<"pair", (i64, i64)>
  %w = llvm.insertvalue %a, %v[0] : !llvm.struct<"pair", (i64, i64)>
  llvm.store %w, %p : !llvm.struct<"pair", (i64, i64)>, !llvm.ptr
  llvm.return %a : i64
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "%opq = type opaque",
            "@opq = external global %opq",
            "@big = internal global fp128 0xL00000000000000003FFF800000000000",
            "@brain = internal global [2 x bfloat] [bfloat 0xR3F80, bfloat 0xRC000]",
            "add nsw <vscale x 4 x i32>",
            "icmp sgt <vscale x 4 x i32>",
            "select <vscale x 4 x i1>",
            "shufflevector <vscale x 4 x i32>",
            "zeroinitializer",
            "getelementptr float, <2 x ptr> %0, <2 x i64> %1",
            "%pair = type { i64, i64 }",
            "load %pair, ptr %0",
        ],
    );
}

#[test]
fn aliases_to_globals_and_functions() {
    let cx = Context::create();
    let (m, ir) = compile(
        &cx,
        r#"
llvm.mlir.global internal @data(dense<[5, 6, 7]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.alias external @second : i32 {
  %0 = llvm.mlir.addressof @data : !llvm.ptr
  %1 = llvm.getelementptr inbounds %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
  llvm.return %1 : !llvm.ptr
}
llvm.mlir.alias internal @triple_alias : !llvm.func<i32 (i32)> {
  %0 = llvm.mlir.addressof @triple : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func internal @triple(%x: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %r = llvm.mul %x, %c : i32
  llvm.return %r : i32
}
llvm.func @run() -> i32 {
  %p = llvm.mlir.addressof @second : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %f = llvm.mlir.addressof @triple_alias : !llvm.ptr
  %r = llvm.call %f(%v) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}
"#,
    );
    assert_contains(
        &ir,
        &[
            "@second = alias i32, getelementptr inbounds",
            "@triple_alias = internal alias i32 (i32), ptr @triple",
        ],
    );
    let ee = jit(&m);
    let f = func::<unsafe extern "C" fn() -> i32>(&ee, "run");
    assert_eq!(unsafe { f.call() }, 18);
}
