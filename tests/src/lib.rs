//! Shared helpers for lowrite's workspace-level tests: running the upstream MLIR 22 tools (the
//! oracle), compiling with lowrite in-process, and linking programs with their C drivers.

pub mod compare;
pub mod fuzz;
pub mod reduce;

use lowrite_runtime::convert::Options;
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::native::OptLevel;
use lowrite_runtime::pipeline::{self, Artifact};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Boxed error for test results.
pub type Error = Box<dyn std::error::Error>;
/// Result for test helpers.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The LLVM 22 tool `name` (`mlir-opt`, `llc`, ...), from `$LLVM_22_BIN` or `/usr/lib/llvm-22/bin`.
pub fn tool(name: &str) -> PathBuf {
    let bin = std::env::var("LLVM_22_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    Path::new(&bin).join(name)
}

/// The standard rule files' options, typed, for tests that lower both with lowrite (through
/// [`LowerOptions::to_options`]) and with `mlir-opt` (through the upstream passes' options of
/// the same meaning).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerOptions {
    /// Bit width of `index` (default 64).
    pub index_bitwidth: u32,
    /// Pass statically shaped identity-layout memrefs as bare pointers across calls.
    pub bare_ptr_memref_call_conv: bool,
    /// Emit `_mlir_ciface_*` wrappers for every function.
    pub emit_c_interface: bool,
    /// Allocate through `_mlir_memref_to_llvm_alloc` and friends.
    pub use_generic_alloc: bool,
    /// Allocate with `aligned_alloc` instead of over-allocating with `malloc`.
    pub use_aligned_alloc: bool,
}

impl Default for LowerOptions {
    fn default() -> Self {
        LowerOptions {
            index_bitwidth: 64,
            bare_ptr_memref_call_conv: false,
            emit_c_interface: false,
            use_generic_alloc: false,
            use_aligned_alloc: false,
        }
    }
}

impl LowerOptions {
    /// The options by the names the standard rule files declare them with.
    pub fn to_options(&self) -> Options {
        Options::default()
            .with("index_bitwidth", i64::from(self.index_bitwidth))
            .with("bare_ptr_memref_call_conv", self.bare_ptr_memref_call_conv)
            .with("emit_c_interface", self.emit_c_interface)
            .with("use_generic_alloc", self.use_generic_alloc)
            .with("use_aligned_alloc", self.use_aligned_alloc)
    }
}

/// Root of the test corpus.
pub fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

/// The `.mlir` files under `root`, at any depth, sorted.
pub fn mlir_files(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Where two texts first differ, for a readable failure: the line in each (`left` and `right`
/// name them), or that one is longer.
pub fn first_difference(left: (&str, &str), right: (&str, &str)) -> String {
    let ((ln, l), (rn, r)) = (left, right);
    match l.lines().zip(r.lines()).position(|(a, b)| a != b) {
        Some(i) => format!(
            "line {}:\n  {ln}: {}\n  {rn}: {}",
            i + 1,
            l.lines().nth(i).unwrap_or(""),
            r.lines().nth(i).unwrap_or("")
        ),
        None => {
            format!("the lengths differ ({} and {} lines)", l.lines().count(), r.lines().count())
        }
    }
}

/// Runs a command with optional stdin, failing with its stderr when it exits non-zero.
pub fn run_tool(cmd: &mut Command, stdin: Option<&str>) -> Result<String> {
    use std::io::Write;
    let mut child = cmd
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if let Some(input) = stdin {
        child.stdin.take().unwrap().write_all(input.as_bytes())?;
    }
    let out = child.wait_with_output()?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(String::from_utf8(out.stdout)?)
}

/// The upstream lowering of higher-level MLIR to the LLVM dialect (the passes and options
/// lowrite's `lower` mirrors), returning LLVM-dialect text.
pub fn upstream_lower(path: &Path, options: &LowerOptions) -> Result<String> {
    upstream_lower_after(path, options, &[])
}

/// [`upstream_lower`] with passes `first` run before the usual pipeline (e.g.
/// `--convert-complex-to-standard` for ops convert-complex-to-llvm has no pattern for).
pub fn upstream_lower_after(path: &Path, options: &LowerOptions, first: &[&str]) -> Result<String> {
    let idx = format!("index-bitwidth={}", options.index_bitwidth);
    let mut mem = vec![idx.clone()];
    if options.use_generic_alloc {
        mem.push("use-generic-functions=1".into());
    }
    if options.use_aligned_alloc {
        mem.push("use-aligned-alloc=1".into());
    }
    let mut func = vec![idx.clone()];
    if options.bare_ptr_memref_call_conv {
        func.push("use-bare-ptr-memref-call-conv=1".into());
    }
    let mut cmd = Command::new(tool("mlir-opt"));
    cmd.arg(path);
    if options.emit_c_interface {
        cmd.arg("--llvm-request-c-wrappers");
    }
    cmd.args(first);
    cmd.args([
        "--convert-scf-to-cf",
        "--convert-complex-to-llvm",
        "--convert-vector-to-llvm",
        "--expand-strided-metadata",
        "--lower-affine",
    ])
    .arg(format!("--finalize-memref-to-llvm={}", mem.join(" ")))
    .arg("--convert-math-to-llvm")
    .arg(format!("--convert-arith-to-llvm={idx}"))
    .arg(format!("--convert-index-to-llvm={idx}"))
    .arg(format!("--convert-cf-to-llvm={idx}"))
    .arg(format!("--convert-func-to-llvm={}", func.join(" ")))
    // Upstream's vector broadcasts leave `ub.poison` behind.
    .arg("--convert-ub-to-llvm")
    .arg("--reconcile-unrealized-casts");
    run_tool(&mut cmd, None)
}

/// Compiles LLVM-dialect text with upstream: `mlir-translate --mlir-to-llvmir | llc` (with
/// `opt -passes=lower-matrix-intrinsics` between them when the module uses LLVM's matrix
/// intrinsics, which `llc` cannot select).
pub fn upstream_object(llvm_dialect: &str, level: u8, out: &Path) -> Result<()> {
    let mut ll =
        run_tool(Command::new(tool("mlir-translate")).arg("--mlir-to-llvmir"), Some(llvm_dialect))?;
    if ll.contains("@llvm.matrix.") {
        let pass =
            if level == 0 { "lower-matrix-intrinsics<minimal>" } else { "lower-matrix-intrinsics" };
        ll = run_tool(
            Command::new(tool("opt")).arg(format!("-passes=function({pass})")).arg("-S"),
            Some(&ll),
        )?;
    }
    run_tool(
        Command::new(tool("llc"))
            .arg(format!("-O{level}"))
            .args(["-relocation-model=pic", "-filetype=obj", "-o"])
            .arg(out),
        Some(&ll),
    )?;
    Ok(())
}

/// Compiles MLIR text with lowrite in-process (load, lower, translate, compile).
pub fn lowrite_object(text: &str, name: &str, level: OptLevel, out: &Path) -> Result<()> {
    lowrite_object_with(text, name, &LowerOptions::default(), level, out)
}

/// Lowers MLIR text with lowrite's standard rules, returning LLVM-dialect MLIR text.
pub fn lowrite_lower(text: &str, name: &str, options: &LowerOptions) -> Result<String> {
    let module = pipeline::load(text, name, &ImportOptions::default())?;
    let lowered =
        pipeline::lower(module, &lowrite_patterns::standard(), &options.to_options(), false)?;
    Ok(lowrite_runtime::export::to_mlir_text(&lowered.module))
}

/// Lowers MLIR text with rule sets `sets`: the lowered text, or the error (for comparing two
/// lowerings, errors included).
pub fn lower_or_error(
    text: &str,
    name: &str,
    sets: &[&lowrite_runtime::convert::RuleSet],
    options: &Options,
) -> String {
    let module = match pipeline::load(text, name, &ImportOptions::default()) {
        Ok(m) => m,
        Err(e) => return format!("load error: {e}"),
    };
    match pipeline::lower(module, sets, options, false) {
        Ok(lowered) => lowrite_runtime::export::to_mlir_text(&lowered.module),
        Err(e) => format!("error: {e}"),
    }
}

/// [`lowrite_object`] compiled in up to `jobs` parallel parts (`ld -r` combines them).
pub fn lowrite_object_in_parts(
    text: &str,
    name: &str,
    level: OptLevel,
    out: &Path,
    jobs: usize,
) -> Result<()> {
    let module = pipeline::load(text, name, &ImportOptions::default())?;
    let lowered =
        pipeline::lower(module, &lowrite_patterns::standard(), &Options::default(), false)?;
    pipeline::compile_with_jobs(&lowered.module, name, level, Artifact::Object, out, Some(jobs))?;
    Ok(())
}

/// [`lowrite_object`] with lowering options.
pub fn lowrite_object_with(
    text: &str,
    name: &str,
    options: &LowerOptions,
    level: OptLevel,
    out: &Path,
) -> Result<()> {
    let module = pipeline::load(text, name, &ImportOptions::default())?;
    let lowered =
        pipeline::lower(module, &lowrite_patterns::standard(), &options.to_options(), false)?;
    pipeline::compile(&lowered.module, name, level, Artifact::Object, out)?;
    Ok(())
}

/// Links objects with a C driver and MLIR's C runner utilities (`memrefCopy`, which upstream's
/// and lowrite's lowering of non-contiguous `memref.copy` call) and runs the program, returning
/// its stdout.
pub fn link_and_run(
    objects: &[&Path],
    driver: &Path,
    dir: &Path,
    exe_name: &str,
) -> Result<String> {
    let exe = dir.join(exe_name);
    let lib = tool("mlir-opt").parent().and_then(Path::parent).map(|p| p.join("lib"));
    let lib = lib.ok_or("no LLVM library directory")?;
    run_tool(
        Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()))
            .args(objects)
            .arg(driver)
            .arg(format!("-L{}", lib.display()))
            .arg(format!("-Wl,-rpath,{}", lib.display()))
            .arg("-lmlir_c_runner_utils")
            .arg("-lm")
            .arg("-o")
            .arg(&exe),
        None,
    )?;
    run_tool(&mut Command::new(&exe), None)
}

/// Prints MLIR text the way `mlir-opt-22` does (custom syntax, renumbered names, no locations),
/// after parsing and verifying it: two texts print the same exactly when they hold the same IR.
pub fn mlir_opt_canonical_print(text: &str) -> Result<String> {
    run_tool(&mut Command::new(tool("mlir-opt")), Some(text))
}

/// `text` as `mlir-opt --mlir-print-op-generic` prints it: every op in MLIR's generic form.
pub fn mlir_opt_generic_print(text: &str) -> Result<String> {
    run_tool(Command::new(tool("mlir-opt")).arg("--mlir-print-op-generic"), Some(text))
}

/// A small deterministic generator (xorshift) for mutation tests, so that failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// `text` with one to three random edits: a piece of `pieces` inserted, a few bytes deleted, or
/// a byte replaced by a piece (for the readers' robustness tests).
pub fn random_edit(text: &str, rng: &mut Rng, pieces: &[&str]) -> String {
    let mut mutant = text.to_string();
    for _ in 0..1 + rng.below(3) {
        let mut at = rng.below(mutant.len());
        while !mutant.is_char_boundary(at) {
            at -= 1;
        }
        match rng.below(3) {
            0 => mutant.insert_str(at, pieces[rng.below(pieces.len())]),
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
                mutant.replace_range(at..end, pieces[rng.below(pieces.len())]);
            }
        }
    }
    mutant
}

/// Mutants of a program for the readers' tests: each line deleted, and each of the first 40
/// occurrences of each `from` of `swaps` replaced by its `to`.
pub fn line_and_swap_mutants(text: &str, swaps: &[(&str, &str)]) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for i in 0..lines.len() {
        let mut v = lines.clone();
        v.remove(i);
        out.push(v.join("\n"));
    }
    for (from, to) in swaps {
        for (at, _) in text.match_indices(from).take(40) {
            out.push(format!("{}{}{}", &text[..at], to, &text[at + from.len()..]));
        }
    }
    out
}
