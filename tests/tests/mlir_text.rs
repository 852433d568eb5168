//! The fast reader of the higher-level dialects (`runtime::mlir_text`) against MLIR's parser and
//! verifier.
//!
//! - Every higher-level corpus program (as written and as `mlir-opt` prints it) and a generated
//!   benchmark-like program that the reader accepts gives the same module as MLIR's import:
//!   same ops, attributes, types, locations, operands, successors and block structure.
//! - Mutants of those programs (a line deleted; a type, an op, a value or a block swapped for
//!   another) that the reader accepts are accepted by MLIR too, and give the same module: the
//!   reader never takes what MLIR's verifier rejects.
//! - Random edits never make the reader panic, and the edited programs it accepts MLIR accepts
//!   and imports the same.

use lowrite_runtime::asm::PrintOptions;
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::{Location, Module};
use lowrite_runtime::mlir_text;
use lowrite_runtime::pipeline;
use lowrite_tests::compare::same_modules;
use lowrite_tests::*;
use std::path::Path;
use std::process::Command;

fn mlir_import(text: &str, file: &str) -> lowrite_runtime::Result<Module> {
    pipeline::load_with_mlir(text, file, &ImportOptions::default())
}

/// The higher-level corpus programs, as written and as `mlir-opt` prints them, and a generated
/// program shaped like the benchmark input.
fn programs() -> Vec<(String, String)> {
    let corpus = corpus_dir();
    let mut out = Vec::new();
    for dir in ["arith", "lowered", "bare", "index32", "alloc_hooks", "exec", "abi", "partial"] {
        for path in mlir_files(&corpus.join(dir)) {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Ok(printed) = mlir_opt_canonical_print(&text) {
                out.push((format!("{} (as mlir-opt prints it)", path.display()), printed));
            }
            out.push((path.display().to_string(), text));
        }
    }
    out.push(("generated".into(), generated_program()));
    out
}

fn generated_program() -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gen_input.py");
    run_tool(Command::new("python3").arg(script).arg("6"), None).unwrap()
}

/// Whether the reader's module for `text`, if it gives one, is MLIR's.
fn agrees(name: &str, text: &str) -> Result<bool, String> {
    let Ok(fast) = mlir_text::try_parse(text, name) else { return Ok(false) };
    let slow = mlir_import(text, name)
        .map_err(|e| format!("{name}: the reader accepted what MLIR rejects ({e}):\n{text}"))?;
    same_modules(&fast, &slow)
        .map_err(|e| format!("{name}: the reader and MLIR's import differ: {e}\n{text}"))?;
    Ok(true)
}

/// The module lowered by the standard rules, in custom and generic form (or the error).
fn lowered_text(module: Module) -> String {
    let rules = lowrite_patterns::standard();
    match pipeline::lower(module, &rules, &Default::default(), false) {
        Ok(l) => {
            let generic = PrintOptions { generic: true, locations: true };
            let custom = lowrite_runtime::export::to_mlir_text(&l.module);
            custom + &lowrite_runtime::export::to_mlir_text_opts(&l.module, generic)
        }
        Err(e) => e.to_string(),
    }
}

#[test]
fn reader_builds_what_mlir_imports() {
    let mut accepted = Vec::new();
    for (name, text) in programs() {
        if agrees(&name, &text).unwrap_or_else(|e| panic!("{e}")) {
            let fast = mlir_text::parse(&text, &name).unwrap();
            let slow = mlir_import(&text, &name).unwrap();
            assert_eq!(lowered_text(fast), lowered_text(slow), "{name}: lowered text differs");
            accepted.push(name);
        } else if let Err(at) = mlir_text::try_parse(&text, &name) {
            let Location::FileLineCol { line, col, .. } = &at else { continue };
            let line_text = text.lines().nth(*line as usize - 1).unwrap_or("");
            eprintln!("gave up on {name} at {line}:{col}: {}", line_text.trim());
        }
    }
    eprintln!("the reader accepted {} programs: {accepted:?}", accepted.len());
    // The reader must cover the programs the benchmark resembles, and many of the corpus.
    assert!(accepted.iter().any(|n| n == "generated"), "{accepted:?}");
    assert!(accepted.len() >= 32, "the reader accepted only {accepted:?}");
}

/// Mutants of a program: each line deleted; spellings of types, ops, values and blocks
/// replaced by others.
fn mutants(text: &str) -> Vec<String> {
    let swaps = [
        ("i64", "i32"),
        ("i32", "i64"),
        ("f32", "f64"),
        ("f64", "f32"),
        ("index", "i64"),
        ("i1", "i8"),
        ("?x", "4x"),
        ("xf32>", "xi32>"),
        ("memref<?x", "memref<"),
        ("strided<[?, ?]", "strided<[?]"),
        ("offset: ?", "offset: 3"),
        ("vector<4x", "vector<8x"),
        ("%c0", "%c1"),
        ("%0", "%1"),
        ("%1", "%2"),
        ("%arg0", "%arg1"),
        ("#0", "#1"),
        ("#1", "#2"),
        ("^bb1", "^bb2"),
        ("^bb2", "^bb0"),
        ("arith.addf", "arith.addi"),
        ("arith.addi", "arith.addf"),
        ("arith.addi", "arith.andi"),
        ("arith.extsi", "arith.trunci"),
        ("arith.extf", "arith.truncf"),
        ("arith.sitofp", "arith.fptosi"),
        ("arith.index_cast", "arith.extsi"),
        ("arith.cmpi slt", "arith.cmpi olt"),
        ("arith.cmpf olt", "arith.cmpf slt"),
        ("arith.constant 0 :", "arith.constant 0.0 :"),
        ("arith.constant 1 :", "arith.constant 300 :"),
        ("arith.constant 0 : index", "arith.constant 0"),
        ("memref.load", "memref.store"),
        ("memref.dim %", "memref.dim %c5, %"),
        ("scf.yield", "func.return"),
        ("return", "scf.yield"),
        ("cf.br", "cf.cond_br"),
        ("iter_args(", "iter_args(%q = %c0, "),
        ("-> (f32)", "-> (f64)"),
        ("-> (f32)", ""),
        ("} else {", "}"),
        ("step %c1", "step %c1 : i32"),
        ("call @", "call @no_such_"),
        ("func.func @", "func.func private @"),
        ("private @", "@"),
        ("fastmath<fast>", "fastmath<bogus>"),
        ("overflow<nsw>", "overflow<nsw, nuw>"),
        (": (", ": ("),
        ("dense<", "dense<[1, 2]"),
        ("scf.condition(", "scf.yield("),
        ("} do {", "} {"),
        ("} do {", "} do {\n^bb7:"),
        (") : (i64, i32) -> (i64, i32)", ") : (i64, i32) -> (i32, i64)"),
        ("vector.print %", "vector.print str \"x\" %"),
        ("punctuation <open>", "punctuation <bogus>"),
        ("memref<?xf32> to memref<*xf32>", "memref<?xf32> to memref<*xf64>"),
        ("memref<*xf32> to memref<?xf32>", "memref<*xf32> to memref<*xf32>"),
        ("{alignment = 64 : i64}", "{alignment = 63 : i64}"),
        ("{nontemporal = true}", "{nontemporal = 1}"),
        ("arith.bitcast %x : f32 to i32", "arith.bitcast %x : f32 to i64"),
    ];
    line_and_swap_mutants(text, &swaps)
}

#[test]
fn reader_never_accepts_what_mlir_rejects() {
    let (mut checked, mut tried) = (0, 0);
    for (name, text) in programs() {
        if mlir_text::try_parse(&text, &name).is_err() || text.len() > 20_000 {
            continue;
        }
        for mutant in mutants(&text) {
            tried += 1;
            if agrees(&name, &mutant).unwrap_or_else(|e| panic!("a mutant: {e}")) {
                checked += 1;
            }
        }
    }
    // Some mutants stay valid (a deleted unused constant, a consistent renaming); they are
    // the ones compared.
    eprintln!("{checked} of {tried} mutants accepted and compared");
    assert!(tried >= 2000, "only {tried} mutants");
    assert!(checked > 100, "only {checked} accepted mutants were compared");
}

#[test]
fn reader_survives_random_edits() {
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
        "#",
        "?",
        "é",
        "\\",
        "\n",
        " ",
        "//",
        "i1",
        "i64",
        "f32",
        "index",
        "memref<",
        "vector<4xf32>",
        "%c0",
        "^bb1",
        "cf.br",
        "return",
        "scf.yield",
        "-> ()",
        "\u{0}",
    ];
    let mut rng = Rng(0x5eed_4321_dcba_0017);
    let (mut accepted, mut tried) = (0, 0);
    for (name, text) in programs() {
        if mlir_text::try_parse(&text, &name).is_err() || text.len() > 20_000 {
            continue;
        }
        for _ in 0..300 {
            tried += 1;
            let mutant = random_edit(&text, &mut rng, PIECES);
            if agrees(&name, &mutant).unwrap_or_else(|e| panic!("an edit: {e}")) {
                accepted += 1;
            }
        }
    }
    eprintln!("{accepted} of {tried} randomly edited programs accepted and compared");
    assert!(accepted > 0);
}
