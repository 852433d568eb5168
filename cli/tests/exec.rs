//! Execution tests: every `tests/corpus/exec/*.mlir` program is run by `lowrite run` and by
//! upstream MLIR 22 (`mlir-opt-22` with the to-LLVM passes an mlir-runner user would chain,
//! then `mlir-runner-22`); both must print exactly the same text. Its `lowrite lower` output
//! must verify with `mlir-opt-22`.
//!
//! A program's first lines may say how it runs, as comments:
//! - `// PIPELINE: builtin.module(...)`: MLIR passes to run first (lowrite's `--pass-pipeline`,
//!   and the same pipeline in `mlir-opt-22` upstream, where `test-cf-assert` and the to-LLVM
//!   passes are mlir-opt's own);
//! - `// FLAGS: -pass -pass=options ...`: instead, a makefile's whole mlir-opt command line of
//!   pass flags (to-LLVM passes included), given as it is to `mlir-opt-22` upstream and to
//!   `lowrite run` and `lowrite lower`;
//! - `// ENTRY: name`, `// RESULT: void|i32|i64|f32`: the entry function and its result type
//!   (default `main`, `void`);
//! - `// RUNNER: flags`: more flags for `mlir-runner-22` (`-O0`, which coroutines need there);
//!   upstream's runner also gets the OpenMP and async runtimes, which lowrite loads by itself.
//!
//! The addresses `printMemref*` prints (`base@ = 0x...`) differ from run to run: they are
//! compared as `base@ = <address>`, as upstream's own tests match them with `{{.*}}`.

use lowrite_tests::{run_tool, tool};
use std::path::Path;
use std::process::Command;

const LIB: &str = "/usr/lib/llvm-22/lib";

/// The passes upstream lowers a program of the standard dialects with (vector, math through
/// libm, memref, complex and linalg/affine included), in an order that lowers everything, as
/// the body of a `builtin.module(...)` pipeline.
const UPSTREAM_LOWERING: &str =
    "expand-realloc,memref-expand,convert-vector-to-scf,convert-linalg-to-loops,\
    lower-affine,convert-scf-to-cf,convert-complex-to-llvm,convert-math-to-libm,\
    func.func(lower-vector-multi-reduction),convert-vector-to-llvm,expand-strided-metadata,\
    finalize-memref-to-llvm,convert-math-to-llvm,convert-to-llvm,reconcile-unrealized-casts";

/// `text` with the addresses after `base@ = ` replaced by `<address>`.
fn without_addresses(text: &str) -> String {
    const MARK: &str = "base@ = ";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        let (head, tail) = rest.split_at(at + MARK.len());
        out.push_str(head);
        out.push_str("<address>");
        rest = tail.trim_start_matches(|c: char| c.is_ascii_alphanumeric());
    }
    out.push_str(rest);
    out
}

/// The value of a `// KEY: value` header line.
fn header<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("//")?.trim().strip_prefix(key)?.strip_prefix(':'))
        .map(str::trim)
}

fn exec_program(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    let pipeline = header(&text, "PIPELINE");
    let flags: Vec<&str> =
        header(&text, "FLAGS").map_or(Vec::new(), |f| f.split_whitespace().collect());
    let entry = header(&text, "ENTRY").unwrap_or("main");
    let result = header(&text, "RESULT").unwrap_or("void");
    let runner_flags: Vec<&str> =
        header(&text, "RUNNER").map_or(Vec::new(), |f| f.split_whitespace().collect());
    let lowrite = env!("CARGO_BIN_EXE_lowrite");
    let file = path.to_str().unwrap();

    // Upstream: the preparation pipeline and the lowering in one mlir-opt run (the file read
    // by name, so that locations passes print into the program name it as lowrite's do), then
    // mlir-runner.
    let preparation = pipeline.map(|p| {
        let inner = p.trim().strip_prefix("builtin.module(").and_then(|p| p.strip_suffix(')'));
        format!("{},", inner.expect("a PIPELINE header is builtin.module(...)"))
    });
    let mut upstream = Command::new(tool("mlir-opt"));
    upstream.arg(file);
    if flags.is_empty() {
        upstream.arg(format!(
            "--pass-pipeline=builtin.module({}{UPSTREAM_LOWERING})",
            preparation.unwrap_or_default()
        ));
    } else {
        upstream.args(&flags);
    }
    let lowered = run_tool(&mut upstream, None)?;
    let expected = run_tool(
        Command::new(tool("mlir-runner"))
            .args([
                "-e",
                entry,
                &format!("-entry-point-result={result}"),
                &format!(
                    "-shared-libs={LIB}/libmlir_runner_utils.so,{LIB}/libmlir_c_runner_utils.so,\
                 {LIB}/libmlir_apfloat_wrappers.so,{LIB}/libomp.so,{LIB}/libmlir_async_runtime.so"
                ),
            ])
            .args(&runner_flags),
        Some(&lowered),
    )?;
    let expected = without_addresses(&expected);
    if expected.trim().is_empty() {
        return Err("the upstream run printed nothing".into());
    }

    // lowrite, in one command (its runner utilities found by itself), at -O0 and -O2.
    let pipeline_arg = pipeline.map(|p| format!("--pass-pipeline={p}"));
    for level in ["-O0", "-O2"] {
        let mut cmd = Command::new(lowrite);
        cmd.args(["run", file, "-e", entry, &format!("--entry-point-result={result}"), level]);
        cmd.args(pipeline_arg.iter()).args(&flags);
        let got = without_addresses(&run_tool(&mut cmd, None)?);
        if got != expected {
            return Err(format!(
                "lowrite run {level} differs from upstream:\n--- upstream\n{expected}\n--- lowrite\n{got}"
            )
            .into());
        }
    }

    // lowrite's lowering verifies with mlir-opt.
    let mut cmd = Command::new(lowrite);
    cmd.args(["lower", file]).args(pipeline_arg.iter()).args(&flags);
    let ours = run_tool(&mut cmd, None)?;
    run_tool(&mut Command::new(tool("mlir-opt")), Some(&ours))
        .map_err(|e| format!("lowrite's lowering does not verify: {e}"))?;
    Ok(())
}

datatest_stable::harness! {
    { test = exec_program, root = "../tests/corpus/exec", pattern = r"\.mlir$" },
}
