//! lowrite's MLIR printer against `mlir-opt-22`'s: every program of the test corpus, lowered,
//! prints exactly the text `mlir-opt-22` prints for it (custom assembly, MLIR's names and
//! predecessor comments), and its generic form exactly what `mlir-opt-22
//! --mlir-print-op-generic` prints. Mutated LLVM-dialect programs check the same on text
//! nobody wrote by hand.

use lowrite_runtime::export::{to_mlir_text_opts, PrintOptions};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::Module;
use lowrite_runtime::pipeline;
use lowrite_tests::{corpus_dir, first_difference, mlir_files, run_tool, tool, LowerOptions, Rng};
use std::path::PathBuf;
use std::process::Command;

fn corpus() -> Vec<PathBuf> {
    mlir_files(&corpus_dir())
}

/// The options a corpus directory's programs are lowered with.
fn options_for(path: &std::path::Path) -> LowerOptions {
    let dir = path.parent().and_then(|d| d.file_name()).and_then(|d| d.to_str());
    match dir {
        Some("index32") => LowerOptions { index_bitwidth: 32, ..Default::default() },
        Some("bare") => LowerOptions { bare_ptr_memref_call_conv: true, ..Default::default() },
        _ => LowerOptions::default(),
    }
}

fn lowered(path: &std::path::Path) -> Option<Module> {
    let text = std::fs::read_to_string(path).unwrap();
    let module = pipeline::load(&text, "corpus.mlir", &ImportOptions::default()).ok()?;
    let rules = lowrite_patterns::standard();
    pipeline::lower(module, &rules, &options_for(path).to_options(), false).ok().map(|l| l.module)
}

/// `mlir-opt-22 [flags]` on `text`.
fn mlir_opt(text: &str, flags: &[&str]) -> String {
    run_tool(Command::new(tool("mlir-opt")).args(flags), Some(text))
        .unwrap_or_else(|e| panic!("mlir-opt rejects lowrite's text: {e}\n{text}"))
}

fn check_both_forms(name: &str, module: &Module, failures: &mut Vec<String>) {
    let custom = to_mlir_text_opts(module, PrintOptions { locations: false, generic: false });
    let reprinted = mlir_opt(&custom, &[]);
    if custom != reprinted {
        let at = first_difference(("lowrite", &custom), ("mlir-opt", &reprinted));
        failures.push(format!("{name} (custom form): {at}"));
    }
    let generic = to_mlir_text_opts(module, PrintOptions { locations: false, generic: true });
    let reprinted = mlir_opt(&generic, &["--mlir-print-op-generic"]);
    if generic != reprinted {
        let at = first_difference(("lowrite", &generic), ("mlir-opt", &reprinted));
        failures.push(format!("{name} (generic form): {at}"));
    }
}

#[test]
fn lowered_corpus_prints_as_mlir_opt_prints_it() {
    let mut failures = Vec::new();
    let mut compared = 0;
    for path in corpus() {
        // Programs that need a preparation pipeline or flags of their own are lowered by the
        // execution tests; the others are compared here.
        let Some(module) = lowered(&path) else { continue };
        compared += 1;
        check_both_forms(&path.display().to_string(), &module, &mut failures);
    }
    eprintln!("{compared} corpus programs compared in both forms");
    assert!(compared >= 75, "only {compared} corpus programs were compared");
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

/// Deletes, duplicates or swaps lines of a program: what still parses is new IR to print.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    for _ in 0..1 + rng.below(3) {
        if lines.len() < 3 {
            break;
        }
        let i = 1 + rng.below(lines.len() - 2);
        match rng.below(3) {
            0 => {
                lines.remove(i);
            }
            1 => lines.insert(i, lines[i]),
            _ => {
                let j = 1 + rng.below(lines.len() - 2);
                lines.swap(i, j);
            }
        }
    }
    lines.join("\n")
}

#[test]
fn mutated_programs_print_as_mlir_opt_prints_them() {
    let files: Vec<String> = corpus()
        .iter()
        .filter(|p| p.parent().is_some_and(|d| d.ends_with("llvm") || d.ends_with("lowered")))
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let mut rng = Rng(0x5DEE_CE66_D1CE_4E5B);
    let rules = lowrite_patterns::standard();
    let mut failures = Vec::new();
    let mut compared = 0;
    for i in 0..3000 {
        if compared == 60 {
            break;
        }
        let mutant = mutate(&files[rng.below(files.len())], &mut rng);
        let Ok(module) = pipeline::load(&mutant, "mutant.mlir", &ImportOptions::default()) else {
            continue;
        };
        let Ok(lowered) = pipeline::lower(module, &rules, &Default::default(), false) else {
            continue;
        };
        compared += 1;
        check_both_forms(&format!("mutant {i}"), &lowered.module, &mut failures);
    }
    eprintln!("{compared} mutants compared in both forms");
    assert!(compared >= 30, "only {compared} mutants parsed and lowered");
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

/// The higher-level programs of the corpus and the golden inputs, lowered by lowrite and by
/// upstream (`mlir-opt-22 --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts`):
/// the programs whose two texts are identical are listed in `tests/identical.txt`, and none of
/// them may stop being identical. `UPDATE_EXPECT=1` rewrites the list (after a change that makes
/// more programs identical). The differences left are upstream's folding during conversion and
/// the order of some ops (docs/printing.md).
#[test]
fn lowered_text_matches_upstream_where_it_did() {
    let root = corpus_dir();
    let golden = root.parent().unwrap().join("golden");
    let mut inputs: Vec<PathBuf> =
        [root.join("lowered"), root.join("arith"), root.join("complex_std"), golden]
            .iter()
            .flat_map(|d| mlir_files(d))
            .filter(|p| !p.to_string_lossy().ends_with(".lowered.mlir"))
            .collect();
    inputs.sort();
    let rel = |p: &PathBuf| {
        p.strip_prefix(root.parent().unwrap()).unwrap().to_string_lossy().replace('\\', "/")
    };
    let mut identical = Vec::new();
    for path in &inputs {
        let Some(module) = lowered(path) else { continue };
        let ours = to_mlir_text_opts(&module, PrintOptions::default());
        let upstream = run_tool(
            Command::new(tool("mlir-opt")).arg(path).args([
                "--convert-scf-to-cf",
                "--convert-to-llvm",
                "--reconcile-unrealized-casts",
            ]),
            None,
        );
        if upstream.is_ok_and(|u| u == ours) {
            identical.push(rel(path));
        }
    }
    let list = root.parent().unwrap().join("identical.txt");
    eprintln!("{} of {} programs lower to upstream's text exactly", identical.len(), inputs.len());
    let text = identical.join("\n") + "\n";
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&list, text).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&list).unwrap();
    let lost: Vec<&str> = expected.lines().filter(|l| !identical.iter().any(|i| i == l)).collect();
    assert!(lost.is_empty(), "no longer identical to upstream's lowering: {lost:?}");
    let gained: Vec<&String> =
        identical.iter().filter(|i| !expected.lines().any(|l| l == i.as_str())).collect();
    assert!(gained.is_empty(), "newly identical (UPDATE_EXPECT=1 records them): {gained:?}");
}

/// Partial lowerings keep ops of every dialect, printed from their ODS formats or as MLIR's
/// C++ printers print them: for each standard rule set alone, on every higher-level corpus
/// program, the custom text parses and verifies with `mlir-opt-22`, which prints it back
/// byte for byte.
#[test]
fn partially_lowered_programs_print_text_mlir_reads() {
    use lowrite_runtime::convert::{self, Legality};
    let rules = lowrite_patterns::standard();
    let mut checked = 0;
    let mut failures = Vec::new();
    for path in corpus() {
        let dir = path.parent().and_then(|d| d.file_name()).and_then(|d| d.to_str());
        if !matches!(dir, Some("lowered" | "partial" | "complex_std" | "arith")) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(module) = pipeline::load(&text, "p.mlir", &ImportOptions::default()) else {
            continue;
        };
        for set in ["arith", "cf", "func", "memref", "scf", "vector", "math"] {
            let Ok(chosen) = convert::select::<&str>(&rules, &[set.to_string()], &[]) else {
                continue;
            };
            let chosen: Vec<&convert::RuleSet> = chosen.iter().collect();
            let opts = convert::options_for(&chosen, &LowerOptions::default().to_options());
            let Ok((lowered, _)) = convert::convert_module(
                &mut module.clone(),
                &chosen,
                &opts,
                Legality::Partial,
                false,
            ) else {
                continue;
            };
            checked += 1;
            let custom = to_mlir_text_opts(&lowered, PrintOptions::default());
            match run_tool(&mut Command::new(tool("mlir-opt")), Some(&custom)) {
                Err(e) => failures.push(format!("{} --rule-set {set}: {e}", path.display())),
                Ok(upstream) if upstream != custom => failures.push(format!(
                    "{} --rule-set {set}: mlir-opt-22 prints it differently: {}",
                    path.display(),
                    first_difference(("lowrite", &custom), ("mlir-opt-22", &upstream))
                )),
                Ok(_) => {}
            }
        }
    }
    eprintln!("{checked} partial lowerings printed, read back and printed the same by mlir-opt-22");
    assert!(checked >= 100, "only {checked} partial lowerings");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
