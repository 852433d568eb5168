//! MLIR's folders against upstream's: random `arith` programs full of what the folders look
//! for (constants of special values, a value used twice, operations undoing each other, casts
//! of casts) are lowered by lowrite and by `mlir-opt-22`, and every function must print the
//! same text: the same ops folded, to the same constants, in the same places.
//!
//! Not generated: what `docs/printing.md` lists as not folded (vector constants, floats other
//! than `f32`/`f64`), and the rounded divisions with a constant operand, which upstream expands
//! into `arith` ops that then fold.

use lowrite_runtime::export::{to_mlir_text_opts, PrintOptions};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::pipeline;
use lowrite_tests::*;
use std::fmt::Write;
use std::process::Command;

const INT_TYPES: [(&str, u32); 5] =
    [("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64), ("index", 64)];
const INT_OPS: [&str; 19] = [
    "addi",
    "subi",
    "muli",
    "divsi",
    "divui",
    "remsi",
    "remui",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrsi",
    "shrui",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
    "ceildivsi",
    "floordivsi",
];
const FLOAT_OPS: [&str; 8] =
    ["addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf"];
const CMPI: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const CMPF: [&str; 8] = ["oeq", "one", "olt", "ole", "ogt", "oge", "uno", "ult"];

/// A function's head: two arguments of type `t`, then three constants chosen from `specials`;
/// the values so far.
fn head(name: &str, t: &str, specials: &[String], rng: &mut Rng, out: &mut String) -> Vec<String> {
    writeln!(out, "func.func @{name}(%a: {t}, %b: {t}) -> {t} {{").unwrap();
    let mut pool: Vec<String> = vec!["%a".into(), "%b".into()];
    for k in 0..3 {
        let v = &specials[rng.below(specials.len())];
        writeln!(out, "  %k{k} = arith.constant {v} : {t}").unwrap();
        pool.push(format!("%k{k}"));
    }
    pool
}

/// Two operands from `pool`, now and then the same value twice (x - x, x ^ x, max(x, x)).
fn pick(pool: &[String], rng: &mut Rng) -> (String, String) {
    let x = pool[rng.below(pool.len())].clone();
    let y = if rng.below(5) == 0 { x.clone() } else { pool[rng.below(pool.len())].clone() };
    (x, y)
}

/// A function of integer type `t` (`w` bits): two arguments, constants of the values the
/// folders look for, then `n` random ops over everything so far.
fn int_function(name: &str, (t, w): (&str, u32), rng: &mut Rng, out: &mut String) {
    let min = if w == 64 { i64::MIN } else { -(1i64 << (w - 1)) };
    let max = if w == 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 };
    let specials = [0, 1, -1, 2, 3, 7, -8, min, max, 100].map(|v| v.to_string());
    let mut pool = head(name, t, &specials, rng, out);
    for i in 0..10 {
        let (x, y) = pick(&pool, rng);
        let r = format!("%v{i}");
        match rng.below(8) {
            0 => {
                let p = CMPI[rng.below(CMPI.len())];
                let z = pool[rng.below(pool.len())].clone();
                writeln!(out, "  %c{i} = arith.cmpi {p}, {x}, {y} : {t}").unwrap();
                writeln!(out, "  {r} = arith.select %c{i}, {x}, {z} : {t}").unwrap();
            }
            1 if t != "index" => {
                // Through a wider type and back: extensions and truncations of each other.
                let wide = "i64";
                let ext = if rng.below(2) == 0 { "extsi" } else { "extui" };
                if w < 64 {
                    writeln!(out, "  %e{i} = arith.{ext} {x} : {t} to {wide}").unwrap();
                    writeln!(out, "  {r} = arith.trunci %e{i} : {wide} to {t}").unwrap();
                } else {
                    writeln!(out, "  %e{i} = arith.trunci {x} : {t} to i16").unwrap();
                    writeln!(out, "  {r} = arith.{ext} %e{i} : i16 to {t}").unwrap();
                }
            }
            1 => {
                let cast = if rng.below(2) == 0 { "index_cast" } else { "index_castui" };
                writeln!(out, "  %e{i} = arith.{cast} {x} : index to i32").unwrap();
                writeln!(out, "  {r} = arith.{cast} %e{i} : i32 to index").unwrap();
            }
            _ => {
                let op = INT_OPS[rng.below(INT_OPS.len())];
                // Upstream expands the rounded divisions into `arith` ops, which fold where
                // their operands let them: only the arguments, which let nothing fold.
                let (x, y) = if matches!(op, "ceildivsi" | "floordivsi") {
                    ("%a".to_string(), "%b".to_string())
                } else {
                    (x, y)
                };
                let flags = match (op, rng.below(3)) {
                    ("addi" | "subi" | "muli", 0) => " overflow<nsw>",
                    ("addi" | "subi" | "muli", 1) => " overflow<nuw>",
                    _ => "",
                };
                writeln!(out, "  {r} = arith.{op} {x}, {y}{flags} : {t}").unwrap();
            }
        }
        pool.push(r);
    }
    writeln!(out, "  return %v9 : {t}\n}}").unwrap();
}

/// A function of float type `t`, built like [`int_function`].
fn float_function(name: &str, t: &str, rng: &mut Rng, out: &mut String) {
    let specials: Vec<String> = if t == "f32" {
        ["0.0", "-0.0", "1.0", "0.5", "3.0", "0.1", "0x7F800000", "0xFF800000"]
            .map(String::from)
            .into()
    } else {
        ["0.0", "-0.0", "1.0", "0.5", "3.0", "0.1", "0x7FF0000000000000", "0xFFF0000000000000"]
            .map(String::from)
            .into()
    };
    let mut pool = head(name, t, &specials, rng, out);
    for i in 0..10 {
        let (x, y) = pick(&pool, rng);
        let r = format!("%v{i}");
        match rng.below(6) {
            0 => {
                let p = CMPF[rng.below(CMPF.len())];
                writeln!(out, "  %c{i} = arith.cmpf {p}, {x}, {y} : {t}").unwrap();
                writeln!(out, "  {r} = arith.select %c{i}, {x}, {y} : {t}").unwrap();
            }
            1 => writeln!(out, "  {r} = arith.negf {x} : {t}").unwrap(),
            _ => {
                let op = FLOAT_OPS[rng.below(FLOAT_OPS.len())];
                let fm = if rng.below(4) == 0 { " fastmath<nnan, nsz>" } else { "" };
                writeln!(out, "  {r} = arith.{op} {x}, {y}{fm} : {t}").unwrap();
            }
        }
        pool.push(r);
    }
    writeln!(out, "  return %v9 : {t}\n}}").unwrap();
}

/// A function of vector type `t` (elements `e`, integers of `w` bits or floats): splat
/// constants, elementwise ops and comparisons with selects, which fold into new splats.
fn vector_function(name: &str, t: &str, e: &str, w: u32, rng: &mut Rng, out: &mut String) {
    let float = e.starts_with('f');
    let specials: Vec<String> = if float {
        ["0.0", "-0.0", "1.0", "0.5", "3.0"].map(|v| format!("dense<{v}>")).into()
    } else {
        let min = -(1i64 << (w - 1));
        [0, 1, -1, 2, 7, min, -min - 1].map(|v| format!("dense<{v}>")).into()
    };
    let mut pool = head(name, t, &specials, rng, out);
    let bools = t.replace(e, "i1");
    for i in 0..10 {
        let (x, y) = pick(&pool, rng);
        let r = format!("%v{i}");
        if rng.below(5) == 0 {
            let (cmp, p) = if float {
                ("cmpf", CMPF[rng.below(CMPF.len())])
            } else {
                ("cmpi", CMPI[rng.below(CMPI.len())])
            };
            writeln!(out, "  %c{i} = arith.{cmp} {p}, {x}, {y} : {t}").unwrap();
            writeln!(out, "  {r} = arith.select %c{i}, {x}, {y} : {bools}, {t}").unwrap();
        } else if float {
            let op = FLOAT_OPS[rng.below(FLOAT_OPS.len())];
            writeln!(out, "  {r} = arith.{op} {x}, {y} : {t}").unwrap();
        } else {
            let op = INT_OPS[rng.below(INT_OPS.len() - 2)];
            writeln!(out, "  {r} = arith.{op} {x}, {y} : {t}").unwrap();
        }
        pool.push(r);
    }
    writeln!(out, "  return %v9 : {t}\n}}").unwrap();
}

/// The text of each function of a lowered module, by name.
fn functions(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.trim_start().strip_prefix("llvm.func @") {
            let name = rest.split('(').next().unwrap_or_default().to_string();
            out.push((name, String::new()));
        }
        if let Some((_, body)) = out.last_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    out
}

#[test]
fn random_arith_programs_fold_as_upstream_folds_them() {
    // `LOWRITE_FOLD_SEED` tries other programs.
    let seed = std::env::var("LOWRITE_FOLD_SEED").ok().and_then(|s| s.parse().ok());
    let mut rng = Rng(seed.unwrap_or(0x5eed_f01d));
    let mut source = String::new();
    let mut count = 0;
    for round in 0..400 {
        let name = format!("f{round}");
        if round % 4 == 3 {
            let (t, e, w) = [
                ("vector<4xi32>", "i32", 32),
                ("vector<2xi8>", "i8", 8),
                ("vector<2xf64>", "f64", 64),
                ("vector<4xf32>", "f32", 32),
            ][rng.below(4)];
            vector_function(&name, t, e, w, &mut rng, &mut source);
        } else if round % 4 == 2 {
            let t = if rng.below(2) == 0 { "f32" } else { "f64" };
            float_function(&name, t, &mut rng, &mut source);
        } else {
            int_function(&name, INT_TYPES[rng.below(INT_TYPES.len())], &mut rng, &mut source);
        }
        count += 1;
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("folds.mlir");
    std::fs::write(&path, &source).unwrap();
    let upstream = run_tool(
        Command::new(tool("mlir-opt"))
            .arg(&path)
            .args(["--convert-to-llvm", "--reconcile-unrealized-casts"]),
        None,
    )
    .unwrap();
    let module = pipeline::load(&source, "folds.mlir", &ImportOptions::default()).unwrap();
    let rules = lowrite_patterns::standard();
    let lowered = pipeline::lower(module, &rules, &Default::default(), false).unwrap();
    let ours = to_mlir_text_opts(&lowered.module, PrintOptions::default());
    let (up, lw) = (functions(&upstream), functions(&ours));
    assert_eq!(up.len(), count, "{upstream}");
    assert_eq!(lw.len(), count, "{ours}");
    let mut differ = Vec::new();
    for ((name, u), (_, l)) in up.iter().zip(&lw) {
        if u != l {
            let src = source
                .split("func.func @")
                .find(|f| f.starts_with(&format!("{name}(")))
                .unwrap_or_default();
            differ.push(format!("@{src}\n--- upstream\n{u}--- lowrite\n{l}"));
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {count} functions differ; the first:\n{}",
        differ.len(),
        differ[0]
    );
}
