//! Mutated programs (seeded, deterministic): every `.mlir` program of the corpus, cut, doubled
//! and sprinkled with MLIR punctuation, goes through load, lower and translate in-process. No
//! mutant may crash the process (MLIR, LLVM or lowrite), panic, or fail without a `file:line:col`
//! location. `LOWRITE_MUTANTS=N` runs N mutants (default 1500); `scripts/mutate.sh` runs the
//! command-line version at scale.

use lowrite_runtime::convert::Options;
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::{pipeline, Error};
use lowrite_tests::Rng;
use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    lowrite_tests::mlir_files(&lowrite_tests::corpus_dir())
}

/// One mutation of `text` at a char boundary.
fn mutate(text: &str, rng: &mut Rng) -> String {
    const PIECES: [&str; 16] = [
        "{",
        "}",
        "(",
        ")",
        "<",
        ">",
        "%",
        ":",
        ",",
        "=",
        "0",
        "-1",
        "\"",
        "^bb1",
        "!llvm.ptr",
        "i0",
    ];
    let at = |rng: &mut Rng| {
        let mut i = rng.below(text.len() + 1);
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let (a, b) = {
        let (x, y) = (at(rng), at(rng));
        (x.min(y), x.max(y))
    };
    let short = |rng: &mut Rng, a: usize| {
        let mut e = (a + 1 + rng.below(12)).min(text.len());
        while !text.is_char_boundary(e) {
            e += 1;
        }
        e
    };
    match rng.below(5) {
        // Delete a short span.
        0 => {
            let e = short(rng, a);
            format!("{}{}", &text[..a], &text[e..])
        }
        // Insert a piece of punctuation or a token.
        1 => format!("{}{}{}", &text[..a], PIECES[rng.below(PIECES.len())], &text[a..]),
        // Duplicate a span elsewhere.
        2 => {
            let e = short(rng, a);
            let c = at(rng);
            format!("{}{}{}", &text[..c], &text[a..e], &text[c..])
        }
        // Cut the file short.
        3 => text[..a].to_string(),
        // Swap two spans.
        _ => format!("{}{}{}{}", &text[..a], &text[b..], &text[a..b], ""),
    }
}

/// Whether an error names where it happened.
fn located(e: &Error) -> bool {
    match e {
        Error::Diagnostics(ds) => !ds.is_empty(),
        Error::Entry(loc, _) => loc.is_some(),
        Error::Other(_) => false,
        Error::Traced(_, e) => located(e),
    }
}

#[test]
fn mutated_programs_fail_cleanly() {
    let n: usize =
        std::env::var("LOWRITE_MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(1500);
    let files: Vec<(PathBuf, String)> =
        corpus().into_iter().map(|p| (p.clone(), std::fs::read_to_string(&p).unwrap())).collect();
    assert!(files.len() > 50, "corpus has {} programs", files.len());
    let rules = lowrite_patterns::standard();
    let options = ImportOptions { allow_unregistered_dialects: false, ..Default::default() };
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut rejected, mut parsed, mut lowered) = (0, 0, 0);
    let mut unlocated = Vec::new();
    for i in 0..n {
        let (path, text) = &files[rng.below(files.len())];
        let mut mutant = mutate(text, &mut rng);
        if rng.below(3) == 0 {
            mutant = mutate(&mutant, &mut rng);
        }
        let name = format!("mutant{i}.mlir");
        let outcome = pipeline::load(&mutant, &name, &options)
            .and_then(|m| {
                parsed += 1;
                pipeline::lower(m, &rules, &Options::default(), false)
            })
            .and_then(|l| {
                lowered += 1;
                pipeline::translate_to_string(&l.module, "mutant", None)
            });
        if let Err(e) = outcome {
            rejected += 1;
            if !located(&e) {
                unlocated.push(format!("mutant {i} of {}: {e}", short(path)));
            }
        }
    }
    eprintln!(
        "{n} mutants: {parsed} parsed, {lowered} lowered, {} translated, {rejected} rejected (each \
         with a location)",
        n - rejected
    );
    assert!(unlocated.is_empty(), "errors without a location:\n{}", unlocated.join("\n"));
}

fn short(p: &Path) -> String {
    p.strip_prefix(lowrite_tests::corpus_dir()).unwrap_or(p).display().to_string()
}
