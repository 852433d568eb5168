//! Command lines as MLIR users have them in their makefiles: mlir-opt's pass flags in order
//! (to-LLVM passes at their place), LLVM-style single-dash and repeated options,
//! `-split-input-file`, `-no-implicit-module`, and `run` as mlir-runner runs. Each is compared
//! with what `mlir-opt-22` and `mlir-runner-22` do with the same command line.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn run(program: &str, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{program} runs: {e}"));
    child.stdin.take().unwrap().write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn lowrite(args: &[&str]) -> Output {
    run(env!("CARGO_BIN_EXE_lowrite"), args, None)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Standard output of a command that must succeed.
fn ok(o: Output, what: &str) -> String {
    assert!(o.status.success(), "{what} failed:\n{}", text(&o.stderr));
    text(&o.stdout)
}

/// The standard error of a command that must fail.
fn failure(args: &[&str]) -> String {
    let r = lowrite(args);
    assert!(!r.status.success(), "{args:?} succeeded");
    text(&r.stderr)
}

/// `lowrite lower FILE FLAGS...`, which must print what `mlir-opt-22 FILE FLAGS...` prints.
fn lowers_as_mlir_opt(file: &Path, flags: &[&str]) -> String {
    let mut args = vec!["lower", file.to_str().unwrap()];
    args.extend(flags);
    let ours = ok(lowrite(&args), "lowrite lower");
    let mut args = vec![file.to_str().unwrap()];
    args.extend(flags);
    let theirs = ok(run("mlir-opt-22", &args, None), "mlir-opt-22");
    assert_eq!(ours, theirs, "lowrite lower {flags:?}");
    ours
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

/// What upstream prints for `mlir-opt-22 FILE FLAGS | mlir-runner-22 RUNNER_ARGS`, with MLIR's
/// runner utilities loaded.
fn upstream_run(file: &Path, flags: &[&str], runner: &[&str]) -> String {
    let mut args = vec![file.to_str().unwrap()];
    args.extend(flags);
    let lowered = ok(run("mlir-opt-22", &args, None), "mlir-opt-22");
    let lib = "/usr/lib/llvm-22/lib";
    let libs =
        format!("-shared-libs={lib}/libmlir_c_runner_utils.so,{lib}/libmlir_runner_utils.so");
    let mut args = runner.to_vec();
    args.push(&libs);
    ok(run("mlir-runner-22", &args, Some(&lowered)), "mlir-runner-22")
}

/// A matrix product through linalg, affine loops made parallel, and scf, with `printMemrefF32`.
const MATMUL: &str = r#"func.func @main() {
  %a = memref.alloc() : memref<3x4xf32>
  %b = memref.alloc() : memref<4x2xf32>
  %c = memref.alloc() : memref<3x2xf32>
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<3x4xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<4x2xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<3x2xf32>)
  linalg.matmul ins(%a, %b : memref<3x4xf32>, memref<4x2xf32>) outs(%c : memref<3x2xf32>)
  %u = memref.cast %c : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<4x2xf32>
  memref.dealloc %c : memref<3x2xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
"#;

/// Memref printouts name their buffer's address, which differs from run to run.
fn without_addresses(s: &str) -> String {
    s.lines()
        .map(|l| match l.find("base@ = ") {
            Some(i) => {
                let rest = &l[i + 8..];
                let end = rest.find(' ').unwrap_or(rest.len());
                format!("{}base@ = ?{}", &l[..i], &rest[end..])
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A makefile's mlir-opt flags, a pass anchored on `func.func` (`-affine-parallelize`) among
/// them, given to `lowrite run` as they are, with mlir-runner's `-e` and `-entry-point-result`.
#[test]
fn makefile_pass_flags_run_as_upstream_runs_them() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "matmul.mlir", MATMUL);
    let flags = [
        "-convert-linalg-to-affine-loops",
        "-affine-parallelize",
        "-lower-affine",
        "-convert-scf-to-cf",
        "-finalize-memref-to-llvm",
        "-convert-to-llvm",
        "-reconcile-unrealized-casts",
    ];
    let runner = ["-e", "main", "-entry-point-result=void"];
    let want = upstream_run(&input, &flags, &runner);
    assert!(want.contains("[12,   12]"), "{want}");
    let mut args = vec!["run", input.to_str().unwrap()];
    args.extend(flags);
    args.extend(runner);
    let got = ok(lowrite(&args), "lowrite run");
    assert_eq!(without_addresses(&got), without_addresses(&want));
    // The same flags make `lower` print what mlir-opt prints.
    lowers_as_mlir_opt(&input, &flags);
}

/// `-convert-math-to-llvm` takes `math.fpowi` (which `-convert-math-to-libm` refuses) before
/// `-convert-math-to-libm` sees the rest, and leaves it `math.erf` and `math.cbrt` to call libm
/// for: only right with the to-LLVM pass at its place.
#[test]
fn to_llvm_passes_run_where_they_stand() {
    let dir = tempfile::tempdir().unwrap();
    let program = "func.func @f(%x: f32, %n: i32) {\n  %p = math.fpowi %x, %n : f32, i32\n  vector.print %p : f32\n  %a = math.absf %x : f32\n  vector.print %a : f32\n  %t = math.tan %x : f32\n  vector.print %t : f32\n  return\n}\nfunc.func @main() {\n  %x = arith.constant -2.5 : f32\n  %n = arith.constant 3 : i32\n  func.call @f(%x, %n) : (f32, i32) -> ()\n  return\n}\n";
    let input = write(dir.path(), "math.mlir", program);
    let flags = [
        "-convert-math-to-llvm",
        "-convert-math-to-libm",
        "-convert-to-llvm",
        "-reconcile-unrealized-casts",
    ];
    let theirs = lowers_as_mlir_opt(&input, &flags);
    assert!(theirs.contains("llvm.intr.powi"), "{theirs}");
    // The same pipeline written as `--pass-pipeline`, options in mlir-opt's spelling.
    let pipeline = "--pass-pipeline=builtin.module(convert-math-to-llvm, convert-math-to-libm, \
                    convert-to-llvm=\"index-bitwidth=64\", reconcile-unrealized-casts)";
    let ours = ok(lowrite(&["lower", input.to_str().unwrap(), pipeline]), "lowrite lower");
    assert_eq!(ours, theirs);
    // With ops that only libm computes, run both ways.
    let libm = program
        .replace("%t = math.tan %x : f32", "%e = math.erf %x : f32\n  %t = math.cbrt %e : f32");
    let input = write(dir.path(), "libm.mlir", &libm);
    let runner = ["-e", "main", "-entry-point-result=void"];
    let want = upstream_run(&input, &flags, &runner);
    let mut args = vec!["run", input.to_str().unwrap()];
    args.extend(flags);
    args.extend(runner);
    assert_eq!(ok(lowrite(&args), "lowrite run"), want);
    let mut args = vec!["lower", input.to_str().unwrap()];
    args.extend(flags);
    let ours = ok(lowrite(&args), "lowrite lower");
    assert!(ours.contains("llvm.call @erff") && ours.contains("llvm.call @cbrtf"), "{ours}");
    // A partial pipeline is what mlir-opt makes of it: only `arith` lowered here.
    let partial =
        ok(lowrite(&["lower", input.to_str().unwrap(), "-convert-arith-to-llvm"]), "lowrite lower");
    let theirs = ok(
        run("mlir-opt-22", &[input.to_str().unwrap(), "-convert-arith-to-llvm"], None),
        "mlir-opt-22",
    );
    assert_eq!(partial, theirs);
}

/// A flag that names no pass is mlir-opt's unknown-argument error, located on the command line,
/// and no output is written; so is a pass's bad option. `--pass-pipeline` and flags together
/// are refused, as mlir-opt refuses them.
#[test]
fn unknown_pass_flags_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "m.mlir", MATMUL);
    let out = dir.path().join("out.mlir");
    let i = input.to_str().unwrap();
    let o = out.to_str().unwrap();
    let cases: [(&[&str], &str); 3] = [
        (
            &["lower", i, "-lower-affine", "-no-such-pass", "-o", o],
            "<command line>:1:16: error: Unknown command line argument '-no-such-pass'",
        ),
        (&["lower", i, "-o", o, "-affine-parallelize=max-nested=x"], "<command line>:1:2: error: "),
        (
            &["lower", i, "-o", o, "-cse", "--pass-pipeline=builtin.module(cse)"],
            "error: '--pass-pipeline' cannot be used with individual pass flags ('-cse')",
        ),
    ];
    for (args, want) in cases {
        let e = failure(args);
        assert!(e.contains(want), "{args:?}: {e}");
        assert!(!out.exists(), "{args:?} wrote output");
    }
}

/// LLVM-style options: one dash for long options, repeated options (the last wins), `-o` with
/// `=`; `-help` is `--help`.
#[test]
fn llvm_style_options() {
    let dir = tempfile::tempdir().unwrap();
    let program = "func.func @one() -> i32 {\n  %c = arith.constant 1 : i32\n  return %c : i32\n}\nfunc.func @main() -> i32 {\n  %c = arith.constant 7 : i32\n  return %c : i32\n}\n";
    let input = write(dir.path(), "p.mlir", program);
    let i = input.to_str().unwrap();
    // `-e one -e main`: main runs.
    let r = lowrite(&[
        "run",
        i,
        "-allow-unregistered-dialect",
        "-e",
        "one",
        "-e",
        "main",
        "-entry-point-result=i32",
        "-entry-point-result=i32",
    ]);
    assert_eq!(ok(r, "run"), "7\n");
    let out = dir.path().join("o.mlir");
    let r = lowrite(&[
        "lower",
        "-allow-unregistered-dialect",
        i,
        "-mlir-print-op-generic",
        &format!("-o={}", out.display()),
    ]);
    ok(r, "lower");
    let lowered = std::fs::read_to_string(&out).unwrap();
    let upstream = ok(
        run(
            "mlir-opt-22",
            &["-allow-unregistered-dialect", "-mlir-print-op-generic", "-"],
            Some(&lowered),
        ),
        "mlir-opt-22",
    );
    assert_eq!(lowered, upstream);
    assert!(ok(lowrite(&["lower", "-help"]), "help").contains("--split-input-file"));
    // Locations in place: what mlir-opt prints with `-mlir-print-local-scope`.
    let flags = ["-convert-to-llvm", "-mlir-print-debuginfo", "-mlir-print-local-scope"];
    let text = lowers_as_mlir_opt(&input, &flags);
    assert!(text.contains("loc(\"") && !text.contains("#loc"), "{text}");
}

/// `-split-input-file`: each chunk lowered alone, outputs joined by `// -----` as mlir-opt joins
/// them; an error in a chunk is located in the whole file and fails the command.
#[test]
fn split_input_file_as_mlir_opt() {
    let dir = tempfile::tempdir().unwrap();
    let chunks = [
        "func.func @a(%x: i32) -> i32 {\n  %y = arith.muli %x, %x : i32\n  return %y : i32\n}\n",
        "// A comment.\nfunc.func @a(%x: f32) -> f32 {\n  %y = arith.addf %x, %x : f32\n  return %y : f32\n}\n",
        "func.func @b(%m: memref<4xf32>, %i: index) -> f32 {\n  %v = memref.load %m[%i] : memref<4xf32>\n  return %v : f32\n}\n",
    ];
    let input = write(dir.path(), "s.mlir", &chunks.join("\n// -----\n\n"));
    let i = input.to_str().unwrap();
    let ours = ok(lowrite(&["lower", i, "-split-input-file"]), "lower");
    let theirs = ok(
        run(
            "mlir-opt-22",
            &[i, "-split-input-file", "-convert-to-llvm", "-reconcile-unrealized-casts"],
            None,
        ),
        "mlir-opt-22",
    );
    assert_eq!(ours, theirs);
    assert_eq!(ours.matches("// -----").count(), 2);
    // `translate` too, as mlir-translate (which names every module `LLVMDialectModule`).
    let ours = ok(lowrite(&["translate", i, "-split-input-file"]), "translate");
    let lowered = write(dir.path(), "lowered.mlir", &theirs);
    let l = lowered.to_str().unwrap();
    let theirs = ok(
        run("mlir-translate-22", &["--mlir-to-llvmir", "-split-input-file", l], None),
        "mlir-translate-22",
    );
    assert_eq!(
        ours.replace("'s'", "'LLVMDialectModule'").replace("\"s\"", "\"LLVMDialectModule\""),
        theirs
    );
    let bad = format!("{}\n// -----\nfunc.func @c() {{\n  %0 = arith.addi : i32\n}}\n", chunks[0]);
    let input = write(dir.path(), "bad.mlir", &bad);
    let r = lowrite(&["lower", input.to_str().unwrap(), "-split-input-file"]);
    assert!(!r.status.success() && r.stdout.is_empty());
    let e = text(&r.stderr);
    assert!(e.starts_with(&format!("{}:8:18: error:", input.display())), "{e}");
}

/// `-no-implicit-module`: the text must be one `builtin.module`, as mlir-opt and mlir-runner
/// require it then.
#[test]
fn no_implicit_module() {
    let dir = tempfile::tempdir().unwrap();
    let f = "func.func @main() -> i32 {\n  %c = arith.constant 5 : i32\n  return %c : i32\n}\n";
    let bare = write(dir.path(), "bare.mlir", &format!("{f}{}", f.replace("@main", "@g")));
    let wrapped = write(dir.path(), "wrapped.mlir", &format!("module {{\n{f}}}\n"));
    let r = lowrite(&[
        "run",
        wrapped.to_str().unwrap(),
        "-no-implicit-module",
        "-entry-point-result=i32",
    ]);
    assert_eq!(ok(r, "run"), "5\n");
    let e = failure(&["lower", bare.to_str().unwrap(), "-no-implicit-module"]);
    assert!(e.contains("source must contain a single top-level operation, found: 2"), "{e}");
    let one = write(dir.path(), "one.mlir", f);
    let e = failure(&["lower", one.to_str().unwrap(), "-no-implicit-module"]);
    assert!(e.contains("the top-level operation must be 'builtin.module', not 'func.func'"), "{e}");
}

/// A program that defines its own `floorf` and takes a floor: at `-O0` on the generic x86-64
/// CPU the floor is a call of `floorf`, which the JIT bound to the program's function (an
/// endless recursion); on the host's CPU, as mlir-runner compiles, it is an instruction.
/// Also: without `-O`, `run` optimizes as mlir-runner does (not at all), and a `-shared-libs`
/// entry that cannot be loaded is a warning, as under mlir-runner.
#[test]
fn run_compiles_for_the_host_cpu_as_mlir_runner() {
    let dir = tempfile::tempdir().unwrap();
    let program = "func.func @floorf(%x: f32) -> f32 {\n  %r = math.floor %x : f32\n  return %r : f32\n}\nfunc.func @main() {\n  %c = arith.constant 2.5 : f32\n  %r = func.call @floorf(%c) : (f32) -> f32\n  vector.print %r : f32\n  return\n}\n";
    let input = write(dir.path(), "floor.mlir", program);
    let i = input.to_str().unwrap();
    let flags = ["-convert-to-llvm", "-reconcile-unrealized-casts"];
    for level in ["-O0", "-O2"] {
        let runner = ["-e", "main", "-entry-point-result=void", level];
        let want = upstream_run(&input, &flags, &runner);
        assert_eq!(want, "2\n");
        let r = lowrite(&["run", i, "-e", "main", "-entry-point-result=void", level]);
        assert_eq!(ok(r, "run"), want, "{level}");
    }
    let r = lowrite(&["run", i, "-entry-point-result=void", "-shared-libs=/nonexistent/lib.so"]);
    let e = text(&r.stderr);
    assert_eq!(ok(r, "run"), "2\n");
    assert!(e.contains("warning: cannot load shared library '/nonexistent/lib.so'"), "{e}");
}

/// Under the bare-pointer convention a function with `llvm.emit_c_interface` gets no C interface
/// wrapper, as upstream's lowering makes none (lowrite made one that called the function with
/// the expanded descriptors, which translation refused); the attribute stays.
#[test]
fn the_bare_pointer_convention_makes_no_c_interface() {
    let dir = tempfile::tempdir().unwrap();
    let program = "func.func @add(%a: memref<4xf32>, %b: memref<4xf32>) attributes {llvm.emit_c_interface} {\n  %c0 = arith.constant 0 : index\n  %x = memref.load %a[%c0] : memref<4xf32>\n  memref.store %x, %b[%c0] : memref<4xf32>\n  return\n}\n";
    let input = write(dir.path(), "bare.mlir", program);
    let flags = [
        "-convert-func-to-llvm=use-bare-ptr-memref-call-conv=1",
        "-convert-to-llvm",
        "-reconcile-unrealized-casts",
    ];
    let text = lowers_as_mlir_opt(&input, &flags);
    assert!(text.contains("attributes {llvm.emit_c_interface}") && !text.contains("ciface"));
    let i = input.to_str().unwrap();
    ok(lowrite(&["translate", i, "--bare-ptr-memref-call-conv"]), "translate");
}

/// mlir-runner's `-march` (the host's architecture, by its triple name or LLVM's) and `-mattr`
/// (features added to the host's), and `-mcpu` as LLVM's tools take it; another architecture is
/// an error, as the code runs here.
#[test]
fn run_takes_the_target_options_of_mlir_runner() {
    let dir = tempfile::tempdir().unwrap();
    let program = "func.func @main() {\n  %x = arith.constant 2.75 : f32\n  %r = math.floor %x : f32\n  vector.print %r : f32\n  return\n}\n";
    let input = write(dir.path(), "target.mlir", program);
    let i = input.to_str().unwrap();
    let flags = ["-convert-math-to-llvm", "-convert-to-llvm"];
    let runner = ["-e", "main", "-entry-point-result=void", "-march=x86_64", "-mattr=+sse4.1"];
    let want = upstream_run(&input, &flags, &runner);
    assert_eq!(want, "2\n");
    let mut args = vec!["run", i];
    args.extend(runner);
    assert_eq!(ok(lowrite(&args), "run -march -mattr"), want);
    let generic =
        ["run", i, "-entry-point-result=void", "-march=x86-64", "-mcpu=x86-64", "-mattr=-avx"];
    assert_eq!(ok(lowrite(&generic), "run -mcpu"), want);
    let e = failure(&["run", i, "-entry-point-result=void", "-march=aarch64"]);
    assert!(e.contains("-march=aarch64: the JIT runs code on this host"), "{e}");
}

/// Nested `builtin.module`s are lowered in place, each with its own declarations, as
/// `mlir-opt -convert-to-llvm` lowers them (text identical), and `run` runs the outer module.
#[test]
fn nested_modules_lower_as_upstream() {
    let dir = tempfile::tempdir().unwrap();
    let program = "module {\n  module @k attributes {k.target = 1 : i32} {\n    func.func @g(%n: index, %i: index) -> index {\n      %m = memref.alloc(%n) : memref<?xindex>\n      memref.store %i, %m[%i] : memref<?xindex>\n      %d = memref.dim %m, %i : memref<?xindex>\n      memref.dealloc %m : memref<?xindex>\n      return %d : index\n    }\n  }\n  module {\n  }\n  func.func @main() -> i32 {\n    %c = arith.constant 3 : i32\n    return %c : i32\n  }\n}\n";
    let input = write(dir.path(), "nested.mlir", program);
    let i = input.to_str().unwrap();
    let ours = ok(lowrite(&["lower", i]), "lowrite lower");
    assert_eq!(ours, lowers_as_mlir_opt(&input, &["-convert-to-llvm"]));
    assert!(ours.contains("  module @k attributes {k.target = 1 : i32} {\n    llvm.func @free"));
    let r = lowrite(&["run", i, "-entry-point-result=i32"]);
    assert_eq!(ok(r, "run"), "3\n");
}

/// A program that faults while it runs (here an endless recursion, at `-O0` where it stays a
/// recursion) ends with an error and exit status 1, not a crash of lowrite.
#[test]
fn a_faulting_program_is_an_error_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let program = "func.func @f(%x: i64) -> i64 {\n  %one = arith.constant 1 : i64\n  %y = arith.addi %x, %one : i64\n  %r = func.call @f(%y) : (i64) -> i64\n  %z = arith.addi %r, %one : i64\n  return %z : i64\n}\nfunc.func @main() {\n  %c = arith.constant 0 : i64\n  vector.print %c : i64\n  %r = func.call @f(%c) : (i64) -> i64\n  vector.print %r : i64\n  return\n}\n";
    let input = write(dir.path(), "recursion.mlir", program);
    let r = lowrite(&["run", input.to_str().unwrap(), "-O0", "-entry-point-result=void"]);
    assert_eq!(r.status.code(), Some(1), "{}", text(&r.stderr));
    assert_eq!(text(&r.stdout), "0\n");
    assert!(
        text(&r.stderr).contains("error: the program stopped on SIGSEGV"),
        "{}",
        text(&r.stderr)
    );
}

/// `-finalize-memref-to-llvm` alone (and `convert-to-llvm` restricted to memref, and 32-bit
/// indices) prints what mlir-opt prints, byte for byte: views, transposes and metadata filled
/// in upstream's order, the views that pass leaves (subview, expand/collapse_shape) kept, the
/// casts of kept values where MLIR's driver puts them, copies by memcpy or memrefCopy as
/// upstream decides, globals of each kind, alloca scopes and address spaces, ops of MLIR's
/// `test` dialect read as opaque ops. `--rule-set=memref` is the same lowering.
#[test]
fn finalize_memref_to_llvm_alone_prints_what_mlir_opt_prints() {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/partial/memref_finalize.mlir");
    let flags = lowers_as_mlir_opt(&file, &["-split-input-file", "-finalize-memref-to-llvm"]);
    lowers_as_mlir_opt(&file, &["-split-input-file", "-convert-to-llvm=filter-dialects=memref"]);
    lowers_as_mlir_opt(&file, &["-split-input-file", "-finalize-memref-to-llvm=index-bitwidth=32"]);
    let sets = ok(
        lowrite(&["lower", file.to_str().unwrap(), "-split-input-file", "--rule-set=memref"]),
        "lowrite lower --rule-set=memref",
    );
    assert_eq!(sets, flags);
}

/// A tensor program (`tensor.generate`, a `linalg.generic` and `linalg.matmul` on tensors,
/// `arith` and `math` on tensors) runs with no flags: `run` first runs the MLIR passes it needs
/// (elementwise ops to linalg, one-shot bufferization across functions, linalg to loops, affine), `--trace` names them, and it prints what upstream's
/// full pipeline prints. `--no-prep` and `lower` (as mlir-opt) leave them out and name them in
/// the error; `lower --prep` runs them too, and mlir-opt reads its output.
#[test]
fn a_tensor_program_runs_in_one_command() {
    let input =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/exec/tensor_linalg.mlir");
    let i = input.to_str().unwrap();
    let upstream = [
        "-convert-elementwise-to-linalg",
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-convert-linalg-to-loops",
        "-lower-affine",
        "-convert-scf-to-cf",
        "-expand-strided-metadata",
        "-finalize-memref-to-llvm",
        "-convert-to-llvm",
        "-reconcile-unrealized-casts",
    ];
    let runner = ["-e", "main", "-entry-point-result=void"];
    let want = without_addresses(&upstream_run(&input, &upstream, &runner));
    assert!(want.contains("[90.9375,   100.312]]"), "{want}");
    let r = lowrite(&["run", i, "-e", "main", "-entry-point-result=void", "--trace"]);
    let trace = text(&r.stderr);
    assert_eq!(without_addresses(&ok(r, "run")), want);
    for pass in [
        "-convert-elementwise-to-linalg",
        "-one-shot-bufferize=bufferize-function-boundaries",
        "-convert-linalg-to-loops",
    ] {
        assert!(trace.contains(&format!("prepared by MLIR's {pass}")), "{trace}");
    }
    let e = failure(&["run", i, "-entry-point-result=void", "--no-prep"]);
    assert!(e.contains("tensors must be bufferized") && e.contains("--prep"), "{e}");
    let e = failure(&["lower", i]);
    assert!(e.contains("tensors must be bufferized"), "{e}");
    let lowered = ok(lowrite(&["lower", i, "--prep"]), "lower --prep");
    ok(run("mlir-opt-22", &["-"], Some(&lowered)), "mlir-opt-22 reads lower --prep");
}

/// A pipeline that starts with a to-LLVM pass (`-convert-arith-to-llvm -canonicalize ...`, as
/// makefiles have it): lowrite's reader reads the input and the pass lowers it without MLIR's
/// parser when the reader reads every op (`first steps` among the phases); MLIR parses it when
/// the reader does not (`affine.for`). Both print what mlir-opt prints and run as
/// mlir-runner runs; a misspelt pass later in the pipeline is still reported before any work.
#[test]
fn a_leading_to_llvm_pass_lowers_what_lowrites_reader_reads() {
    let dir = tempfile::tempdir().unwrap();
    let scf = "func.func @main() {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c5 = arith.constant 5 : index\n  %zero = arith.constant 0 : i32\n  %two = arith.constant 2 : i32\n  %s = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> (i32) {\n    %ii = arith.index_cast %i : index to i32\n    %sq = arith.muli %ii, %ii : i32\n    %d = arith.addi %sq, %two : i32\n    %n = arith.addi %acc, %d : i32\n    scf.yield %n : i32\n  }\n  vector.print %s : i32\n  return\n}\n";
    let affine = scf
        .replace("scf.for %i = %c0 to %c5 step %c1", "affine.for %i = 0 to 5")
        .replace("scf.yield", "affine.yield");
    let flags = [
        "-convert-arith-to-llvm",
        "-lower-affine",
        "-canonicalize",
        "-convert-scf-to-cf",
        "-convert-to-llvm",
        "-reconcile-unrealized-casts",
    ];
    let runner = ["-e", "main", "-entry-point-result=void"];
    for (name, program, read) in [("scf.mlir", scf, true), ("affine.mlir", &affine[..], false)] {
        let input = write(dir.path(), name, program);
        lowers_as_mlir_opt(&input, &flags);
        let want = upstream_run(&input, &flags, &runner);
        assert_eq!(want, "40\n");
        let mut args = vec!["run", input.to_str().unwrap()];
        args.extend(flags);
        args.extend(runner);
        assert_eq!(ok(lowrite(&args), "lowrite run"), want);
        let mut args = vec!["lower", input.to_str().unwrap(), "--time-phases"];
        args.extend(flags);
        let phases = text(&lowrite(&args).stderr);
        assert_eq!(phases.contains("lowrite: first steps"), read, "{name}: {phases}");
        let out = dir.path().join("out.mlir");
        let mut args = vec!["lower", input.to_str().unwrap(), "-o", out.to_str().unwrap()];
        args.extend(["-convert-arith-to-llvm", "-canonicalise", "--time-phases"]);
        let err = failure(&args);
        assert!(err.contains("Unknown command line argument '-canonicalise'"), "{err}");
        assert!(!err.contains("first steps"), "{err}");
        assert!(!out.exists());
    }
}

/// `--time-phases` names each step of reading an input, in order: the file, the nesting check,
/// the module; and a large module's translation in parts, then the writing of its text.
#[test]
fn time_phases_name_the_steps_of_reading_and_writing() {
    let dir = tempfile::tempdir().unwrap();
    let mut program = String::from("module {\n");
    // Two functions of 21,000 ops (`split::MIN_OPS_PER_PART` each at least): two parts.
    for f in 0..2 {
        program += &format!("  llvm.func @f{f}(%a: i64) -> i64 {{\n");
        for i in 0..21_000 {
            let prev = if i == 0 { "%a".to_string() } else { format!("%v{}", i - 1) };
            program += &format!("    %v{i} = llvm.add {prev}, %a : i64\n");
        }
        program += "    llvm.return %v20999 : i64\n  }\n";
    }
    program += "}\n";
    let input = write(dir.path(), "big.mlir", &program);
    let out = dir.path().join("big.ll");
    let args = ["translate", input.to_str().unwrap(), "-o", out.to_str().unwrap(), "--time-phases"];
    let r = lowrite(&args);
    let phases = text(&r.stderr);
    assert!(r.status.success(), "{phases}");
    let names: Vec<&str> = phases
        .lines()
        .filter_map(|l| l.strip_prefix("lowrite: "))
        .map(|l| l.split("  ").next().unwrap().trim())
        .collect();
    assert_eq!(names, ["read file", "nesting check", "read", "translate+print in parts", "write"]);
    assert!(std::fs::read_to_string(&out).unwrap().contains("define i64 @f1(i64"));
}
