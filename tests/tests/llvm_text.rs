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
//! - Read in two halves at the same time, split where a top-level op starts, every program
//!   gives the module read whole.

use lowrite_runtime::llvm_text;
use lowrite_tests::compare::{check_halves, reader_agrees, variants_agree, Halves};
use lowrite_tests::*;
use std::path::{Path, PathBuf};
use std::process::Command;

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
    generated_lowered("6")
}

/// The benchmark-like program of `functions` functions, lowered by upstream.
fn generated_lowered(functions: &str) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gen_input.py");
    let source = run_tool(Command::new("python3").arg(script).arg(functions), None).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("generated.mlir");
    std::fs::write(&path, source).unwrap();
    upstream_lower(&path, &LowerOptions::default()).unwrap()
}

#[test]
fn reader_builds_what_mlir_imports() {
    let mut accepted = Vec::new();
    for (name, text) in programs() {
        if reader_agrees(llvm_text::try_parse, &name, &text).unwrap_or_else(|e| panic!("{e}")) {
            accepted.push(name);
        }
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
    line_and_swap_mutants(text, &swaps)
}

#[test]
fn reader_never_accepts_what_mlir_rejects() {
    let (checked, tried) = variants_agree(llvm_text::try_parse, &programs(), mutants);
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
    // Never a panic; what is accepted, MLIR accepts and imports the same.
    let (accepted, tried) = variants_agree(llvm_text::try_parse, &programs(), |text| {
        (0..600).map(|_| random_edit(text, &mut rng, PIECES)).collect()
    });
    eprintln!("{accepted} of {tried} randomly edited programs accepted and compared");
    assert!(accepted > 0);
}

/// Read in two halves at the same time (`parse_split`), split where a top-level op starts, every
/// program gives the module read whole (elsewhere the split is declined or gives it too); a module
/// large enough to be split (`split_point`) is read in halves by `parse` and gives it too.
#[test]
fn halves_read_as_the_whole() {
    let big = generated_lowered("300");
    let halves = Halves {
        read: llvm_text::try_parse,
        split: llvm_text::parse_split,
        split_point: llvm_text::split_point,
        parse: llvm_text::parse,
    };
    check_halves(halves, &programs(), &big);
}

/// Module heads: a name and a target triple are read as MLIR reads them; an attribute MLIR
/// rejects (no dialect's prefix, given twice), or one this reader leaves to MLIR (a data
/// layout, which LLVM checks), is declined.
#[test]
fn module_heads_read_as_mlir() {
    let body = " {\n  llvm.func @f(%a: i32) -> i32 {\n    llvm.return %a : i32\n  }\n}\n";
    let read = [
        "module @m attributes {llvm.target_triple = \"x86_64-unknown-linux-gnu\"}",
        "module @m",
        "module attributes {}",
        "module attributes {llvm.target_triple = \"\"}",
    ];
    for head in read {
        let text = format!("{head}{body}");
        let agrees = reader_agrees(llvm_text::try_parse, head, &text);
        assert!(agrees.unwrap_or_else(|e| panic!("{e}")), "{head}: declined");
    }
    let declined = [
        "module attributes {target_triple = \"x86_64-unknown-linux-gnu\"}",
        "module attributes {llvm.target_triple = \"a\", llvm.target_triple = \"a\"}",
        "module attributes {llvm.data_layout = \"e\"}",
        "module @m @n",
    ];
    for head in declined {
        let text = format!("{head}{body}");
        assert!(llvm_text::try_parse(&text, head).is_err(), "{head}: read");
    }
}
