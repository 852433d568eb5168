//! Golden tests of the standard rules, one per file: `tests/golden/<dialect>/<name>.mlir` is
//! lowered with the standard rules and its text compared with `<name>.lowered.mlir` beside it,
//! so a rule regression shows as a diff of LLVM-dialect text at the op it concerns. The text is
//! also read back by `mlir-opt-22`, which must verify it and print it unchanged. Update the
//! snapshots with `UPDATE_EXPECT=1 cargo test -p lowrite-tests --test golden`.

use lowrite_runtime::export::{to_mlir_text_opts, PrintOptions};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::pipeline;
use lowrite_tests::{first_difference, run_tool, tool, LowerOptions};
use std::path::Path;
use std::process::Command;

fn golden(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("input.mlir");
    let module = pipeline::load(&text, name, &ImportOptions::default())?;
    let rules = lowrite_patterns::standard();
    let lowered = pipeline::lower(module, &rules, &LowerOptions::default().to_options(), false)?;
    let ours = to_mlir_text_opts(&lowered.module, PrintOptions::default());
    let reprinted = run_tool(&mut Command::new(tool("mlir-opt")), Some(&ours))?;
    if reprinted != ours {
        return Err(
            format!("mlir-opt-22 prints {} differently:\n{reprinted}", path.display()).into()
        );
    }
    let snapshot = path.with_extension("lowered.mlir");
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&snapshot, &ours)?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&snapshot)
        .map_err(|e| format!("{}: {e} (UPDATE_EXPECT=1 writes it)", snapshot.display()))?;
    if expected != ours {
        let at = first_difference(("expected", &expected), ("lowered", &ours));
        return Err(format!(
            "{} no longer matches {}: {at}\n(UPDATE_EXPECT=1 accepts the new text)",
            path.display(),
            snapshot.display()
        )
        .into());
    }
    Ok(())
}

datatest_stable::harness! {
    { test = golden, root = "golden", pattern = r"^[a-z]+/[a-z_0-9]+\.mlir$" },
}
