//! FileCheck tests of the lowering conventions, in the style of MLIR's `mlir/test/Conversion`:
//! each `tests/filecheck/*.mlir` says how to lower it in `// RUN:` lines and what the output must
//! contain in `// CHECK` lines, which LLVM's `FileCheck` (22) checks. A RUN line is
//! `lowrite ARGS... | FileCheck %s [FILECHECK ARGS...]`, `%s` standing for the file; a line
//! ending in `\` continues on the next RUN line.

use lowrite_tests::tool;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The RUN lines of a test file, continuations joined.
fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let Some(run) = line.trim_start().strip_prefix("// RUN:") else { continue };
        let run = run.trim();
        match run.strip_suffix('\\') {
            Some(part) => current.push_str(part),
            None => {
                current.push_str(run);
                lines.push(std::mem::take(&mut current));
            }
        }
    }
    lines
}

fn filecheck(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    let file = path.to_str().ok_or("a path that is not UTF-8")?;
    let runs = run_lines(&text);
    if runs.is_empty() {
        return Err(format!("{file}: no RUN line").into());
    }
    for run in runs {
        let (lower, check) = run.split_once('|').ok_or_else(|| format!("{run}: no `|`"))?;
        let words = |s: &str| -> Vec<String> {
            s.split_whitespace().map(|w| w.replace("%s", file)).collect()
        };
        let (lower, check) = (words(lower), words(check));
        if lower.first().map(String::as_str) != Some("lowrite")
            || check.first().map(String::as_str) != Some("FileCheck")
        {
            return Err(format!("{run}: expected `lowrite ... | FileCheck ...`").into());
        }
        let out = Command::new(env!("CARGO_BIN_EXE_lowrite")).args(&lower[1..]).output()?;
        if !out.status.success() {
            let e = String::from_utf8_lossy(&out.stderr);
            return Err(format!("{run}: lowrite failed:\n{e}").into());
        }
        let mut fc = Command::new(tool("FileCheck"))
            .args(&check[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        fc.stdin.take().ok_or("no stdin")?.write_all(&out.stdout)?;
        let o = fc.wait_with_output()?;
        if !o.status.success() {
            let e = String::from_utf8_lossy(&o.stderr);
            return Err(format!("{run}:\n{e}").into());
        }
    }
    Ok(())
}

datatest_stable::harness! {
    { test = filecheck, root = "../tests/filecheck", pattern = r"^[a-z_0-9]+\.mlir$" },
}
