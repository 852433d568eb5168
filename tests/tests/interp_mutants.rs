//! Mutated standard rule files that still check, loaded at run time and applied to corpus
//! programs: the interpreter lowers or reports an error, and never panics.
//!
//! `LOWRITE_INTERP_MUTANTS` sets how many mutants are tried (200 by default).

use lowrite_runtime::convert::{Options, RuleSet};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::pipeline;
use lowrite_tests::{corpus_dir, mlir_files, Rng};

fn mutants() -> usize {
    std::env::var("LOWRITE_INTERP_MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(200)
}

/// The char boundary at or before `i` in `s`.
fn boundary(s: &str, i: usize) -> usize {
    (0..=i.min(s.len())).rev().find(|&i| s.is_char_boundary(i)).unwrap_or(0)
}

/// `base` with a span deleted, moved elsewhere, or replaced by a short piece of rule syntax.
fn mutate(base: &str, rng: &mut Rng) -> String {
    const PIECES: &[&str] =
        &["0", "1", "-1", "a", "(", ")", "[]", ",", " + 1", " * 2", "!", "x", "nth(", "i64", "{"];
    let a = boundary(base, rng.below(base.len() + 1));
    let b = boundary(base, a + rng.below(40));
    let c = boundary(base, rng.below(base.len() + 1));
    match rng.below(3) {
        0 => format!("{}{}{}", &base[..a], PIECES[rng.below(PIECES.len())], &base[b..]),
        1 => format!("{}{}{}", &base[..c], &base[a..b], &base[c..]),
        _ => format!("{}{}", &base[..a], &base[b..]),
    }
}

#[test]
fn mutated_rules_that_check_never_panic_when_interpreted() {
    let standard = lowrite_patterns::standard();
    let programs: Vec<(String, String)> = mlir_files(&corpus_dir())
        .into_iter()
        .filter(|p| !p.to_string_lossy().contains("/partial/"))
        .step_by(4)
        .map(|p| (p.display().to_string(), std::fs::read_to_string(&p).unwrap()))
        .collect();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut checked, mut lowered) = (0, 0);
    for _ in 0..mutants() {
        let which = rng.below(standard.len());
        let name = standard[which].name;
        let base = lowrite_patterns::SOURCES.iter().find(|(n, _)| *n == name).unwrap().1;
        let text = mutate(base, &mut rng);
        let mut files = lowrite_patterns::SOURCES.to_vec();
        files.retain(|(n, _)| *n != name);
        files.push((name, &text));
        let Ok(sets) = lowrite_interp::load_texts(&files, &[name], &[]) else { continue };
        checked += 1;
        let mut rules: Vec<&RuleSet> = standard.clone();
        rules[which] = sets[0];
        for (path, program) in &programs {
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let module = pipeline::load(program, path, &ImportOptions::default()).ok()?;
                pipeline::lower(module, &rules, &Options::default(), false).ok()
            }));
            match result {
                Ok(l) => lowered += l.is_some() as usize,
                Err(_) => panic!("the interpreter panicked on {path} with this {name}:\n{text}"),
            }
        }
    }
    eprintln!("{checked} mutants checked, {lowered} lowerings succeeded");
}
