//! Differential runs of generated programs (`lowrite_tests::fuzz`): each is run by `lowrite
//! run` and by upstream MLIR 22 (`mlir-opt-22` lowering it fully, then `mlir-runner-22`), every
//! other one at -O2 on both sides, and both must print the same; every fourth is also compiled
//! by `lowrite compile`, linked with a C `main` and run, and must print it too. `LOWRITE_FUZZ_PROGRAMS=N` runs N programs (default 200),
//! `LOWRITE_FUZZ_SEED=S` starts at seed S (default 1), `LOWRITE_FUZZ_SIZE=K` makes each about
//! K operations (default 30), `LOWRITE_FUZZ_JOBS=J` runs J at a time (default: the number of
//! cores). A program that differs is kept in `target/fuzz-failures/` and named with its seed in
//! the failure message; `LOWRITE_FUZZ_KEEP=DIR` keeps every program. The number of programs
//! containing each op is printed and written to `target/fuzz-coverage.txt`.

use lowrite_tests::{fuzz, reduce, run_tool, tool};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// What upstream prints for the program at `path`, at optimization level `level` (`None`:
/// mlir-runner's default).
fn upstream(path: &Path, level: Option<&str>) -> Result<String, String> {
    let lowered = run_tool(
        Command::new(tool("mlir-opt")).arg(path).args([
            "-expand-realloc",
            "-expand-strided-metadata",
            "-lower-affine",
            "-convert-scf-to-cf",
            "-lower-vector-multi-reduction",
            "-convert-vector-to-llvm",
            "-convert-math-to-llvm",
            "-convert-math-to-libm",
            "-convert-to-llvm",
            "-reconcile-unrealized-casts",
        ]),
        None,
    )
    .map_err(|e| e.to_string())?;
    let lib = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";
    run_tool(
        Command::new(tool("mlir-runner"))
            .args(["-e", "main", "-entry-point-result=void", &format!("-shared-libs={lib}")])
            .args(level),
        Some(&lowered),
    )
    .map_err(|e| e.to_string())
}

/// What the program prints when `lowrite compile` makes an object of it (its `@main` renamed,
/// as C's `main` calls it) and the system compiler links it with MLIR's runner utilities.
fn lowrite_compiled(text: &str, dir: &Path, seed: u64) -> Result<String, String> {
    let src = dir.join(format!("aot{seed}.mlir"));
    std::fs::write(&src, text.replace("func.func @main()", "func.func @fuzz_main()"))
        .map_err(|e| e.to_string())?;
    let obj = dir.join(format!("aot{seed}.o"));
    let exe = dir.join(format!("aot{seed}"));
    let driver = dir.join("driver.c");
    std::fs::write(&driver, "void fuzz_main(void);\nint main(void) { fuzz_main(); return 0; }\n")
        .map_err(|e| e.to_string())?;
    let run = |c: &mut Command| -> Result<String, String> {
        let o = c.output().map_err(|e| e.to_string())?;
        if !o.status.success() {
            return Err(format!("{c:?}: {}", String::from_utf8_lossy(&o.stderr)));
        }
        Ok(String::from_utf8_lossy(&o.stdout).into_owned())
    };
    run(Command::new(env!("CARGO_BIN_EXE_lowrite")).arg("compile").arg(&src).arg("-o").arg(&obj))?;
    let lib = "/usr/lib/llvm-22/lib";
    run(Command::new("cc")
        .arg(&driver)
        .arg(&obj)
        .arg(format!("-L{lib}"))
        .arg(format!("-Wl,-rpath,{lib}"))
        .args(["-lmlir_c_runner_utils", "-lm", "-o"])
        .arg(&exe))?;
    run(&mut Command::new(&exe))
}

/// What `lowrite run` prints for it (`extra`: more arguments, as `--rules FILE`).
fn lowrite(path: &Path, level: Option<&str>, extra: &[&str]) -> Result<String, String> {
    let o = Command::new(env!("CARGO_BIN_EXE_lowrite"))
        .arg("run")
        .arg(path)
        .args(["-e", "main", "-entry-point-result=void"])
        .args(level)
        .args(extra)
        .output()
        .map_err(|e| e.to_string())?;
    if !o.status.success() {
        return Err(String::from_utf8_lossy(&o.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&o.stdout).into_owned())
}

/// Runs `text`, the program of `seed`; a failure message if it differs.
fn check(seed: u64, text: &str, dir: &Path) -> Result<(), String> {
    let kept = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz-failures");
    let path = dir.join(format!("fuzz{seed}.mlir"));
    std::fs::write(&path, text).unwrap();
    if let Ok(keep) = std::env::var("LOWRITE_FUZZ_KEEP") {
        std::fs::create_dir_all(&keep).unwrap();
        std::fs::write(Path::new(&keep).join(format!("fuzz{seed}.mlir")), text).unwrap();
    }
    // Every other program optimized at -O2 on both sides.
    let level = (seed % 2 == 1).then_some("-O2");
    // A generated program upstream rejects is the generator's bug.
    let want = upstream(&path, level).map_err(|e| format!("seed {seed}: upstream: {e}"))?;
    // Every fourth program also compiled ahead of time, linked and run.
    let got = lowrite(&path, level, &[]).and_then(|jit| match seed % 4 {
        0 => lowrite_compiled(text, dir, seed).map(|aot| {
            if aot == jit {
                jit
            } else {
                format!("(compiled)\n{aot}")
            }
        }),
        _ => Ok(jit),
    });
    match got {
        Ok(got) if got == want => Ok(()),
        got => {
            std::fs::create_dir_all(&kept).unwrap();
            let keep = kept.join(format!("fuzz{seed}.mlir"));
            std::fs::write(&keep, text).unwrap();
            let fails = got.is_err();
            let what = match got {
                Ok(got) => lowrite_tests::first_difference(("upstream", &want), ("lowrite", &got)),
                Err(e) => format!("lowrite failed: {e}"),
            };
            let reduced = shrink(text, dir, seed, level, &[], fails);
            let small = kept.join(format!("fuzz{seed}.reduced.mlir"));
            std::fs::write(&small, &reduced).unwrap();
            Err(format!(
                "seed {seed} ({}, reduced to {} lines in {}): {what}",
                keep.display(),
                reduced.lines().count(),
                small.display()
            ))
        }
    }
}

/// Whether `text` still shows a divergence of the same kind: upstream runs it, and lowrite
/// (with `extra` arguments) fails if `fails`, or prints something else.
fn diverges(text: &str, path: &Path, level: Option<&str>, extra: &[&str], fails: bool) -> bool {
    std::fs::write(path, text).unwrap();
    let Ok(want) = upstream(path, level) else { return false };
    match lowrite(path, level, extra) {
        Ok(got) => !fails && got != want,
        Err(_) => fails,
    }
}

/// The program reduced (`lowrite_tests::reduce`) to what still diverges the same way, trying
/// at most `LOWRITE_FUZZ_REDUCE=N` candidates (default 600).
fn shrink(
    text: &str,
    dir: &Path,
    seed: u64,
    level: Option<&str>,
    extra: &[&str],
    fails: bool,
) -> String {
    let path = dir.join(format!("reduce{seed}.mlir"));
    let mut budget = env_or("LOWRITE_FUZZ_REDUCE", 600);
    reduce::reduce(text, |candidate| {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        diverges(candidate, &path, level, extra, fails)
    })
}

/// The reducer on a planted bug: a rule file turns `arith.ori` into `llvm.xor`. The first
/// generated program that shows it is reduced to a few lines that still do, which upstream
/// runs, and which hold an `arith.ori`.
#[test]
fn a_planted_bug_is_reduced_to_a_small_program() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("wrong.rules");
    std::fs::write(&rules, "rule arith.ori(a, b) prio 10 => llvm.xor(a, b);\n").unwrap();
    let extra = ["--rules", rules.to_str().unwrap()];
    let (seed, text) = (1..200)
        .map(|seed| (seed, fuzz::program(seed, 12)))
        .find(|(seed, text)| {
            let path = dir.path().join(format!("planted{seed}.mlir"));
            diverges(text, &path, None, &extra, false)
        })
        .expect("a program shows the planted bug");
    let reduced = shrink(&text, dir.path(), seed, None, &extra, false);
    let (before, after) = (text.lines().count(), reduced.lines().count());
    eprintln!("seed {seed}: {before} lines reduced to {after}:\n{reduced}");
    assert!(after * 5 <= before && after <= 20, "{before} lines to {after}:\n{reduced}");
    assert!(reduced.contains("arith.ori"), "{reduced}");
    let path = dir.path().join("reduced.mlir");
    assert!(diverges(&reduced, &path, None, &extra, false), "{reduced}");
    // Without the planted rule, the reduced program prints what upstream prints.
    assert!(!diverges(&reduced, &path, None, &[], false), "{reduced}");
}

/// Generated scalar programs (`fuzz::scalar_program`: nothing in them folds) lower to the text
/// `mlir-opt-22 -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts` prints, byte
/// for byte: a difference in the lowering is found even where the printed numbers agree.
/// `LOWRITE_FUZZ_TEXT=N` programs (default 100).
#[test]
fn generated_scalar_programs_lower_to_upstreams_text() {
    let count = env_or("LOWRITE_FUZZ_TEXT", 100);
    let first = env_or("LOWRITE_FUZZ_SEED", 1);
    let size = env_or("LOWRITE_FUZZ_SIZE", 30) as usize;
    let dir = tempfile::tempdir().unwrap();
    let kept = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz-failures");
    let mut failures = Vec::new();
    for seed in first..first + count {
        let text = fuzz::scalar_program(seed, size);
        let path = dir.path().join(format!("scalar{seed}.mlir"));
        std::fs::write(&path, &text).unwrap();
        let want = run_tool(
            Command::new(tool("mlir-opt")).arg(&path).args([
                "-convert-scf-to-cf",
                "-convert-to-llvm",
                "-reconcile-unrealized-casts",
            ]),
            None,
        )
        .unwrap_or_else(|e| panic!("seed {seed}: upstream: {e}"));
        let o = Command::new(env!("CARGO_BIN_EXE_lowrite")).arg("lower").arg(&path).output();
        let got = String::from_utf8_lossy(&o.unwrap().stdout).into_owned();
        if got != want {
            std::fs::create_dir_all(&kept).unwrap();
            std::fs::write(kept.join(format!("scalar{seed}.mlir")), &text).unwrap();
            let at = lowrite_tests::first_difference(("upstream", &want), ("lowrite", &got));
            failures.push(format!("seed {seed}: {at}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {count} programs lower to another text:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn generated_programs_print_what_upstream_prints() {
    let count = env_or("LOWRITE_FUZZ_PROGRAMS", 200);
    let first = env_or("LOWRITE_FUZZ_SEED", 1);
    let size = env_or("LOWRITE_FUZZ_SIZE", 30) as usize;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let jobs = env_or("LOWRITE_FUZZ_JOBS", cores).max(1);
    let dir = tempfile::tempdir().unwrap();
    let next = AtomicU64::new(first);
    let failures = Mutex::new(Vec::new());
    // How many programs contain each op.
    let coverage: Mutex<BTreeMap<String, u64>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::Relaxed);
                if seed >= first + count {
                    break;
                }
                let text = fuzz::program(seed, size);
                if let Err(e) = check(seed, &text, dir.path()) {
                    failures.lock().unwrap().push((seed, e));
                }
                let mut table = coverage.lock().unwrap();
                for op in fuzz::ops_in(&text) {
                    *table.entry(op).or_default() += 1;
                }
            });
        }
    });
    let table = coverage.into_inner().unwrap();
    let mut report = format!("programs containing each op, of {count} (seeds {first}..):\n");
    for (op, n) in &table {
        report.push_str(&format!("{op:32} {n}\n"));
    }
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target");
    std::fs::create_dir_all(&target).unwrap();
    std::fs::write(target.join("fuzz-coverage.txt"), &report).unwrap();
    eprintln!("{report}");
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {count} programs differ:\n{}",
        failures.len(),
        failures.into_iter().map(|(_, e)| e).collect::<Vec<_>>().join("\n")
    );
}
