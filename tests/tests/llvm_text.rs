//! The fast LLVM-dialect reader (`runtime::llvm_text`) against MLIR's parser and verifier.
//!
//! - Every corpus program in the LLVM dialect (hand-written, as written and as `mlir-opt`
//!   prints it, upstream's lowering of the higher-level ones, and a generated benchmark-like
//!   program) that the reader accepts must
//!   give the same module as MLIR's import: same ops, attributes, types, locations, operands,
//!   successors and block structure.
//! - Mutants of those programs (a line deleted, a type or a value name swapped, a successor
//!   redirected) that the reader accepts must be accepted by MLIR too, and give the same module:
//!   the reader never takes what MLIR's verifier rejects.
//! - Random edits (bytes and snippets inserted, deleted, replaced; a fixed seed) never make the
//!   reader panic, and the same holds for the edited programs it accepts.

use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::{BlockId, Module, OpId, RegionId, Value};
use lowrite_runtime::llvm_text;
use lowrite_runtime::pipeline;
use lowrite_tests::*;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Pairs two modules' values and blocks while walking them in step; operands and successors are
/// compared at the end, when every definition is paired.
#[derive(Default)]
struct Pairing {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
    uses: Vec<(String, Value, Value)>,
    edges: Vec<(String, BlockId, BlockId)>,
}

fn same_modules(a: &Module, b: &Module) -> Result<(), String> {
    if a.loc != b.loc || a.attributes != b.attributes || a.name != b.name {
        return Err(format!("module headers differ: {:?} vs {:?}", a.loc, b.loc));
    }
    let mut p = Pairing::default();
    same_op_lists(a, b, a.top_level_ops(), b.top_level_ops(), &mut p)?;
    for (at, x, y) in &p.uses {
        if p.values.get(x) != Some(y) {
            return Err(format!("{at}: operands differ"));
        }
    }
    for (at, x, y) in &p.edges {
        if p.blocks.get(x) != Some(y) {
            return Err(format!("{at}: successors differ"));
        }
    }
    Ok(())
}

fn same_op_lists(
    a: &Module,
    b: &Module,
    xs: &[OpId],
    ys: &[OpId],
    p: &mut Pairing,
) -> Result<(), String> {
    if xs.len() != ys.len() {
        return Err(format!("{} ops vs {}", xs.len(), ys.len()));
    }
    for (&x, &y) in xs.iter().zip(ys) {
        let (ox, oy) = (a.op(x), b.op(y));
        let at = format!("{} ({})", ox.loc, ox.name);
        let sorted = |attrs: &[(String, lowrite_runtime::ir::Attribute)]| {
            let mut v = attrs.to_vec();
            v.sort_by(|l, r| l.0.cmp(&r.0));
            v
        };
        if ox.name != oy.name || ox.loc != oy.loc {
            return Err(format!("{at}: op differs from {} ({})", oy.loc, oy.name));
        }
        if sorted(&ox.attributes) != sorted(&oy.attributes) {
            return Err(format!("{at}: attributes {:?} vs {:?}", ox.attributes, oy.attributes));
        }
        let types = |m: &Module, vs: &[Value]| {
            vs.iter().map(|&v| m.value_type(v).clone()).collect::<Vec<_>>()
        };
        if types(a, &ox.results) != types(b, &oy.results)
            || ox.operands.len() != oy.operands.len()
            || ox.successors.len() != oy.successors.len()
            || ox.regions.len() != oy.regions.len()
        {
            return Err(format!("{at}: results, operands, successors or regions differ"));
        }
        p.values.extend(ox.results.iter().copied().zip(oy.results.iter().copied()));
        for (&u, &v) in ox.operands.iter().zip(&oy.operands) {
            p.uses.push((at.clone(), u, v));
        }
        for (&s, &t) in ox.successors.iter().zip(&oy.successors) {
            p.edges.push((at.clone(), s, t));
        }
        for (&r, &s) in ox.regions.iter().zip(&oy.regions) {
            same_regions(a, b, r, s, p).map_err(|e| format!("{at}: {e}"))?;
        }
    }
    Ok(())
}

fn same_regions(
    a: &Module,
    b: &Module,
    r: RegionId,
    s: RegionId,
    p: &mut Pairing,
) -> Result<(), String> {
    let (bs, cs) = (&a.region(r).blocks, &b.region(s).blocks);
    if bs.len() != cs.len() {
        return Err(format!("{} blocks vs {}", bs.len(), cs.len()));
    }
    for (&x, &y) in bs.iter().zip(cs) {
        p.blocks.insert(x, y);
        let (ax, ay) = (&a.block(x).args, &b.block(y).args);
        let tx: Vec<_> = ax.iter().map(|&v| a.value_type(v)).collect();
        let ty: Vec<_> = ay.iter().map(|&v| b.value_type(v)).collect();
        if tx != ty {
            return Err(format!("block arguments {tx:?} vs {ty:?}"));
        }
        p.values.extend(ax.iter().copied().zip(ay.iter().copied()));
        same_op_lists(a, b, &a.block(x).ops, &b.block(y).ops, p)?;
    }
    Ok(())
}

fn mlir_import(text: &str, file: &str) -> lowrite_runtime::Result<Module> {
    pipeline::load_with_mlir(text, file, &ImportOptions::default())
}

/// The LLVM-dialect programs of the corpus: hand-written ones as they are, higher-level ones as
/// upstream lowers them, and a generated program shaped like the benchmark input.
fn programs() -> Vec<(String, String)> {
    let corpus = corpus_dir();
    let mut out = Vec::new();
    let files = |dir: &str| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(corpus.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
            .collect();
        v.sort();
        v
    };
    for path in files("llvm") {
        let text = std::fs::read_to_string(&path).unwrap();
        let printed = mlir_opt_canonical_print(&text).unwrap();
        out.push((path.display().to_string(), text));
        out.push((format!("{} (as mlir-opt prints it)", path.display()), printed));
    }
    for path in files("lowered") {
        let lowered = upstream_lower(&path, &LowerOptions::default()).unwrap();
        out.push((format!("{} (upstream-lowered)", path.display()), lowered));
    }
    out.push(("generated".into(), generated_program()));
    out
}

fn generated_program() -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gen_input.py");
    let source = run_tool(Command::new("python3").arg(script).arg("6"), None).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("generated.mlir");
    std::fs::write(&path, source).unwrap();
    upstream_lower(&path, &LowerOptions::default()).unwrap()
}

#[test]
fn reader_builds_what_mlir_imports() {
    let mut accepted = Vec::new();
    for (name, text) in programs() {
        let Ok(fast) = llvm_text::try_parse(&text, &name) else { continue };
        let slow = mlir_import(&text, &name)
            .unwrap_or_else(|e| panic!("{name}: the reader accepted what MLIR rejects: {e}"));
        if let Err(e) = same_modules(&fast, &slow) {
            panic!("{name}: the reader and MLIR's import differ: {e}");
        }
        accepted.push(name);
    }
    // The reader must actually cover the programs the benchmark resembles.
    for must in ["generated", "matmul.mlir (upstream-lowered)", "loops_phi.mlir"] {
        assert!(
            accepted.iter().any(|n| n.ends_with(must)),
            "the reader did not accept {must}; accepted: {accepted:?}"
        );
    }
    eprintln!("the reader accepted {} programs: {accepted:?}", accepted.len());
    assert!(accepted.len() >= 10, "the reader accepted only {accepted:?}");
}

/// Mutants of a program: each line deleted; each type spelling replaced by another; each pair of
/// adjacent value names swapped; each successor renamed to another block.
fn mutants(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for i in 0..lines.len() {
        let mut v = lines.clone();
        v.remove(i);
        out.push(v.join("\n"));
    }
    let swaps = [
        ("i64", "i32"),
        ("i32", "i64"),
        ("f32", "f64"),
        ("f64", "f32"),
        ("i1", "i8"),
        ("!llvm.ptr", "i64"),
        ("array<2 x", "array<3 x"),
        ("[1]", "[7]"),
        ("[0]", "[1, 0]"),
        ("^bb1", "^bb2"),
        ("^bb2", "^bb0"),
        ("%0", "%1"),
        ("%1", "%2"),
        ("%arg0", "%arg1"),
        ("sext", "trunc"),
        ("fpext", "fptrunc"),
        ("llvm.return", "llvm.br ^bb1"),
        ("-> i64", "-> i32"),
        ("(false)", "(2 : i64)"),
        ("inbounds", "exact"),
        ("fastmath<contract>", "fastmath<ninf, nnan>"),
        ("fastmath<contract>", "fastmath<bogus>"),
        ("alignment = 8", "alignment = 6"),
        ("alignment = 4", "alignment = 4, volatile_"),
        ("llvm.intr.smax", "llvm.intr.smin"),
        ("llvm.intr.smax", "llvm.intr.maxnum"),
        ("llvm.intr.sqrt", "llvm.intr.ctpop"),
        ("x i64", "x !llvm.void"),
        ("\"private\"", "\"nested\""),
        ("      1: ^bb", "      0: ^bb"),
        ("      2: ^bb", "      200: ^bb"),
        (": i32, ^bb", ": i1, ^bb"),
        ("constant @", "@"),
        ("addressof @", "addressof @no_such_"),
        (" : i32) {addr_space", " : i64) {addr_space"),
        ("\\00\")", "\")"),
        ("\\0A", "\\0G"),
        ("addr_space = 0", "addr_space = 1"),
        ("internal @", "extern_weak @"),
        ("[%1 : i32]", "[%1 : f32]"),
        ("[1, 0]", "[1, 4]"),
        ("[0, 0, 0, 0]", "[0, 0, 0, 8]"),
        ("dense<[1, 10,", "dense<[1, 1,"),
        ("dense<[2, 3,", "dense<[2, 3, 4,"),
        ("dense<0>", "dense<[0, 0, 0, 0]>"),
        ("dense<0>", "dense<300>"),
        ("tensor<4xi32>", "tensor<4xi64>"),
        ("tensor<2x3xi64>", "tensor<3x2xi64>"),
        ("i64 to vector<2xi32>", "i64 to vector<3xi32>"),
        ("llvm.freeze %arg0 : i64", "llvm.freeze %arg0 : i32"),
        ("llvm.intr.exp2", "llvm.intr.log2"),
        ("isVolatile = false", "isVolatile = 0"),
        ("vararg(!llvm.func<i32 (ptr, ...)>)", ""),
        ("vararg(!llvm.func<i32 (ptr, ...)>)", "vararg(!llvm.func<i32 (ptr, i32, ...)>)"),
        ("vararg(!llvm.func<i32 (ptr, ...)>)", "vararg(!llvm.func<i32 (ptr)>)"),
        ("(!llvm.ptr, ...) -> i32", "(!llvm.ptr) -> i32"),
        ("(!llvm.ptr, ...) -> i32", "(...) -> i32"),
        (": !llvm.ptr, (i32)", ": i64, (i32)"),
        ("!llvm.ptr", "!llvm.func<void ()>"),
        ("%1 = ", "%1llvm.return = "),
        ("!llvm.ptr", "!llvm.\nptr"),
        ("llvm.func @", "llvm.func @x-"),
        ("(0 : i64)", "(-0 : i64)"),
        ("(1 : i64)", "(01 : i64)"),
        ("vector<4xi32>", "vector<4x i32>"),
        ("0.000000e+00 : f32", "500000e-01 : f32"),
        ("(!llvm.ptr, !llvm.ptr, i64) -> ()", "(!llvm.ptr, i64, i64) -> ()"),
        ("\"llvm.intr.memcpy\"", "\"llvm.intr.memset\""),
    ];
    for (from, to) in swaps {
        for (at, _) in text.match_indices(from).take(40) {
            out.push(format!("{}{}{}", &text[..at], to, &text[at + from.len()..]));
        }
    }
    out
}

#[test]
fn reader_never_accepts_what_mlir_rejects() {
    let (mut checked, mut tried) = (0, 0);
    for (name, text) in programs() {
        if llvm_text::try_parse(&text, &name).is_err() || text.len() > 20_000 {
            continue;
        }
        for mutant in mutants(&text) {
            tried += 1;
            let Ok(fast) = llvm_text::try_parse(&mutant, &name) else { continue };
            let slow = mlir_import(&mutant, &name).unwrap_or_else(|e| {
                panic!("{name}: the reader accepted a mutant MLIR rejects ({e}):\n{mutant}")
            });
            if let Err(e) = same_modules(&fast, &slow) {
                panic!("{name}: reader and MLIR differ on a mutant: {e}\n{mutant}");
            }
            checked += 1;
        }
    }
    // Some mutants stay valid (a deleted unused constant, a consistent renaming); they are
    // the ones compared.
    eprintln!("{checked} of {tried} mutants accepted and compared");
    assert!(checked > 20, "only {checked} accepted mutants were compared");
}

#[test]
fn reader_survives_random_edits() {
    // Bytes and snippets that matter to the reader, and some that never should.
    const PIECES: &[&str] = &[
        "%",
        "^",
        "@",
        "\"",
        "<",
        ">",
        "[",
        "]",
        "(",
        ")",
        "{",
        "}",
        ",",
        ":",
        "=",
        "-",
        "0",
        "7",
        "x",
        "é",
        "\\",
        "\n",
        " ",
        "//",
        "i1",
        "i64",
        "f32",
        "!llvm.ptr",
        "dense<",
        "%0",
        "^bb1",
        "llvm.br",
        "llvm.return",
        "-> ()",
        "vector<4xi32>",
        "\u{0}",
    ];
    let mut rng = Rng(0x5eed_1234_abcd_0042);
    let (mut accepted, mut tried) = (0, 0);
    for (name, text) in programs() {
        if llvm_text::try_parse(&text, &name).is_err() || text.len() > 20_000 {
            continue;
        }
        for _ in 0..600 {
            tried += 1;
            let mut mutant = text.clone();
            for _ in 0..1 + rng.below(3) {
                let mut at = rng.below(mutant.len());
                while !mutant.is_char_boundary(at) {
                    at -= 1;
                }
                match rng.below(3) {
                    0 => mutant.insert_str(at, PIECES[rng.below(PIECES.len())]),
                    1 => {
                        let mut end = (at + 1 + rng.below(8)).min(mutant.len());
                        while !mutant.is_char_boundary(end) {
                            end += 1;
                        }
                        mutant.replace_range(at..end, "");
                    }
                    _ => {
                        let mut end = (at + 1).min(mutant.len());
                        while !mutant.is_char_boundary(end) {
                            end += 1;
                        }
                        mutant.replace_range(at..end, PIECES[rng.below(PIECES.len())]);
                    }
                }
            }
            // Never a panic; what is accepted, MLIR accepts and imports the same.
            let Ok(fast) = llvm_text::try_parse(&mutant, &name) else { continue };
            let slow = mlir_import(&mutant, &name).unwrap_or_else(|e| {
                panic!("{name}: the reader accepted an edit MLIR rejects ({e}):\n{mutant}")
            });
            if let Err(e) = same_modules(&fast, &slow) {
                panic!("{name}: reader and MLIR differ on an edit: {e}\n{mutant}");
            }
            accepted += 1;
        }
    }
    eprintln!("{accepted} of {tried} randomly edited programs accepted and compared");
    assert!(accepted > 0);
}
