//! End-to-end tests of the `lowrite` binary: exit codes, located errors, atomic outputs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn lowrite(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lowrite"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("lowrite runs");
    child.stdin.take().unwrap().write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs `args` and checks it fails with `want` in its message, leaving no output file behind.
fn assert_fails(args: &[&str], stdin: Option<&str>, want: &str, out: &Path) {
    let o = lowrite(args, stdin);
    assert!(!o.status.success(), "expected failure for {args:?}");
    let e = stderr(&o);
    assert!(e.contains(want), "stderr of {args:?} lacks {want:?}:\n{e}");
    assert!(!e.contains("panicked"), "panic: {e}");
    assert!(!out.exists(), "partial output {} left behind", out.display());
    let leftovers: Vec<_> = std::fs::read_dir(out.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with(".lowrite-"))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
}

const ANSWER: &str = r#"
llvm.mlir.global internal constant @fmt("answer %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @fmt : !llvm.ptr
  %c = llvm.mlir.constant(42 : i32) : i32
  %r = llvm.call @printf(%p, %c) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %c : i32
}
"#;

#[test]
fn malformed_input_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "bad.mlir", "llvm.func @f() {\n  %0 = llvm.add : i32\n}\n");
    let out = dir.path().join("out.mlir");
    let args = ["lower", input.to_str().unwrap(), "-o", out.to_str().unwrap()];
    assert_fails(&args, None, &format!("{}:2:", input.display()), &out);
}

/// A module that declares a function a lowering calls (`malloc`) with another type is refused
/// at the declaration, as upstream refuses it, rather than lowered to a call that does not
/// verify; with the declared type, the declaration is the one the call uses.
#[test]
fn redeclared_runtime_function_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let body = "  func.func @f() {\n    %a = memref.alloc() : memref<4xf32>\n    return\n  }\n";
    let bad = format!("module {{\n  llvm.func @malloc(i64)\n{body}}}\n");
    let input = write(dir.path(), "bad.mlir", &bad);
    let out = dir.path().join("out.mlir");
    let args = ["lower", input.to_str().unwrap(), "-o", out.to_str().unwrap()];
    let want = format!(
        "{}:2:3: error: redefinition of reserved function 'malloc' of different type \
         '!llvm.func<void (i64)>' is prohibited",
        input.display()
    );
    assert_fails(&args, None, &want, &out);

    let good = format!("module {{\n  llvm.func @malloc(i64) -> !llvm.ptr\n{body}}}\n");
    let input = write(dir.path(), "good.mlir", &good);
    let o = lowrite(&["lower", input.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    assert_eq!(text.matches("llvm.func @malloc").count(), 1, "{text}");
    assert!(text.contains("llvm.call @malloc"), "{text}");
}

#[test]
fn unknown_op_is_rejected() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "unknown.mlir", "\"foo.bar\"() : () -> ()\n");
    let out = dir.path().join("out.ll");
    let args = ["translate", input.to_str().unwrap(), "-o", out.to_str().unwrap()];
    let want = format!(
        "{}:1:10: error: operation being parsed with an unregistered dialect",
        input.display()
    );
    assert_fails(&args, None, &want, &out);
    // Allowed, it parses, and then no rule lowers it.
    let args = [
        "translate",
        "--allow-unregistered-dialect",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    let want = format!("{}:1:1: error: failed to legalize operation 'foo.bar'", input.display());
    assert_fails(&args, None, &want, &out);
}

#[test]
fn check_reports_rule_errors_with_locations() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(dir.path(), "good.rules", "type index => int(32);\n");
    let o = lowrite(&["check", good.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("ok"));
    let bad = write(
        dir.path(),
        "bad.rules",
        "type index => int(32);\nrule arith.addi(a) => llvm.add(a, a);\n",
    );
    let o = lowrite(&["check", bad.to_str().unwrap()], None);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(
        e.contains(&format!(
            "{}:2:6: error: arity mismatch: 'arith.addi' takes 2 operand(s)",
            bad.display()
        )),
        "{e}"
    );
    // Each diagnostic is printed once.
    assert_eq!(e.matches("arity mismatch").count(), 1, "{e}");
    // The standard rules check clean.
    let std_rules = concat!(env!("CARGO_MANIFEST_DIR"), "/../patterns/rules/arith.rules");
    let o = lowrite(&["check", std_rules], None);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// `check` reads the files a rule file `use`s, relative to it, and locates errors in them.
#[test]
fn check_reads_used_files_relative_to_the_rule_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("lib")).unwrap();
    let main = write(dir.path(), "a.rules", "use \"lib/b.rules\";\ntype index => int(w);\n");
    write(&dir.path().join("lib"), "b.rules", "/// Width.\noption w: int = 32;\n");
    let o = lowrite(&["check", main.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    write(&dir.path().join("lib"), "b.rules", "option w: int = 32;\nfn f(x) = x +;\n");
    let o = lowrite(&["check", main.to_str().unwrap()], None);
    assert!(!o.status.success());
    let e = stderr(&o);
    let used = dir.path().join("lib/b.rules");
    let want = format!("{}:2:14: error: syntax error: expected an expression", used.display());
    assert!(e.starts_with(&want), "{e}");
}

#[test]
fn lower_traces_the_rule_for_each_op() {
    let text = "llvm.func @f(%a: i32) -> i32 {\n  %b = arith.muli %a, %a : i32\n  llvm.return %b : i32\n}\n";
    let o = lowrite(&["lower", "-", "--trace"], Some(text));
    assert!(o.status.success(), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("<stdin>:2:8: 'arith.muli' lowered by the rule at rules/arith.rules:"),
        "{e}"
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("= llvm.mul %arg0, %arg0 : i32"));
}

/// Ops MLIR's folders fold away are traced as folded, and their results are what they folded
/// to: `x * 1` is `x`, `3 + 4` a new constant lowered by the `arith.constant` rule.
#[test]
fn lower_traces_folded_ops() {
    let text = "llvm.func @f(%a: i32) -> i32 {\n  %c1 = arith.constant 1 : i32\n  \
                %c3 = arith.constant 3 : i32\n  %c4 = arith.constant 4 : i32\n  \
                %m = arith.muli %a, %c1 : i32\n  %s = arith.addi %c3, %c4 : i32\n  \
                %r = arith.addi %m, %s : i32\n  llvm.return %r : i32\n}\n";
    let o = lowrite(&["lower", "-", "--trace"], Some(text));
    assert!(o.status.success(), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("<stdin>:5:8: 'arith.muli' folded"), "{e}");
    assert!(e.contains("<stdin>:6:8: 'arith.addi' folded"), "{e}");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("llvm.mlir.constant(7 : i32) : i32"), "{out}");
    assert!(out.contains("llvm.add %arg0, %3 : i32") && !out.contains("llvm.mul"), "{out}");
}

/// A failing rule ends the trace: the rules that matched and then failed (the op's, then the
/// enclosing function's, whose body it was), then the error.
#[test]
fn lower_traces_the_rules_that_failed() {
    let text =
        "llvm.func @malloc(i64)\nfunc.func @f() {\n  %m = memref.alloc() : memref<4xf32>\n  \
                return\n}\n";
    let o = lowrite(&["lower", "-", "--trace"], Some(text));
    assert!(!o.status.success());
    let e = stderr(&o);
    let lines: Vec<&str> = e.lines().collect();
    let failed: Vec<&&str> = lines.iter().filter(|l| l.contains("failed in the rule at")).collect();
    assert_eq!(failed.len(), 2, "{e}");
    assert!(failed[0]
        .starts_with("<stdin>:3:8: 'memref.alloc' failed in the rule at rules/memref.rules:"));
    assert!(
        failed[1].starts_with("<stdin>:2:1: 'func.func' failed in the rule at rules/func.rules:")
    );
    let last = lines.iter().rposition(|l| l.contains("failed in the rule")).unwrap();
    assert!(
        lines[last + 1].starts_with("<stdin>:1:1: error: redefinition of reserved function"),
        "{e}"
    );
    // Without --trace, only the error.
    let e = stderr(&lowrite(&["lower", "-"], Some(text)));
    assert!(e.starts_with("<stdin>:1:1: error: redefinition") && !e.contains("failed in"), "{e}");
}

#[test]
fn invalid_llvm_dialect_program_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let text = "llvm.func @f(%a: i32) -> i64 {\n  llvm.return %a : i32\n}\n";
    let input = write(dir.path(), "invalid.mlir", text);
    let out = dir.path().join("out.o");
    let args = ["compile", input.to_str().unwrap(), "-o", out.to_str().unwrap()];
    assert_fails(&args, None, &format!("{}:2:3: error:", input.display()), &out);
}

#[test]
fn missing_file_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let missing = dir.path().join("nope.mlir");
    let args = ["lower", missing.to_str().unwrap(), "-o", out.to_str().unwrap()];
    assert_fails(&args, None, "cannot read", &out);
}

#[test]
fn lower_reports_an_op_no_rule_lowers() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    // `math.ipowi` has no standard rule (upstream's convert-math-to-llvm does not lower it
    // either; convert-math-to-funcs does).
    let text = "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\nfunc.func @g(%x: i32) -> i32 {\n  %y = math.ipowi %x, %x : i32\n  return %y : i32\n}\n";
    let args = ["lower", "-", "-o", out.to_str().unwrap()];
    assert_fails(
        &args,
        Some(text),
        "<stdin>:5:8: error: failed to legalize operation 'math.ipowi'",
        &out,
    );
}

#[test]
fn lower_rejects_tensors_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let text = "func.func @f(%t: tensor<4xf32>) {\n  return\n}\n";
    let args = ["lower", "-", "-o", out.to_str().unwrap()];
    assert_fails(
        &args,
        Some(text),
        "<stdin>:1:1: error: cannot convert type 'tensor<4xf32>': tensors must be bufferized before lowering to the LLVM dialect",
        &out,
    );
}

#[test]
fn emit_c_interface_adds_wrappers_for_every_function() {
    let text = "func.func @f(%m: memref<4xf32>) -> f32 {\n  %c0 = arith.constant 0 : index\n  %v = memref.load %m[%c0] : memref<4xf32>\n  return %v : f32\n}\n";
    let plain = lowrite(&["lower", "-"], Some(text));
    assert!(plain.status.success(), "{}", stderr(&plain));
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("_mlir_ciface_f"));
    let o = lowrite(&["lower", "--emit-c-interface", "-"], Some(text));
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr) -> f32"), "{out}");
}

#[test]
fn lower_prints_llvm_dialect_that_mlir_opt_verifies() {
    let o = lowrite(&["lower", "-"], Some(ANSWER));
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    let mut opt = Command::new("/usr/lib/llvm-22/bin/mlir-opt")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    opt.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let r = opt.wait_with_output().unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
}

#[test]
fn run_returns_the_entry_result_and_shows_its_output() {
    let o = lowrite(&["run", "-", "-O0"], Some(ANSWER));
    assert_eq!(o.status.code(), Some(42), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "answer 42\n");
}

/// A transposed copy (through `memrefCopy` of MLIR's C runner utilities); returns `b[3, 1]`,
/// which is 7.
const STRIDED_COPY: &str = r#"
func.func @main() -> i32 {
  %a = memref.alloc() : memref<3x4xi32>
  %b = memref.alloc() : memref<4x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %v = arith.addi %k, %j : index
      %x = arith.index_cast %v : index to i32
      memref.store %x, %a[%i, %j] : memref<3x4xi32>
    }
  }
  %t = memref.reinterpret_cast %a to offset: [0], sizes: [4, 3], strides: [1, 4]
      : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  memref.copy %t, %b : memref<4x3xi32, strided<[1, 4]>> to memref<4x3xi32>
  %r = memref.load %b[%c3, %c1] : memref<4x3xi32>
  memref.dealloc %a : memref<3x4xi32>
  memref.dealloc %b : memref<4x3xi32>
  return %r : i32
}
"#;

fn runner_utils() -> String {
    let bin = std::env::var("LLVM_22_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    format!("{bin}/../lib/libmlir_c_runner_utils.so")
}

#[test]
fn run_loads_shared_libraries() {
    let lib = runner_utils();
    let o = lowrite(&["run", "-", "--shared-libs", &lib], Some(STRIDED_COPY));
    assert_eq!(o.status.code(), Some(7), "{}", stderr(&o));
}

#[test]
fn run_refuses_functions_it_cannot_resolve() {
    // MLIR's runner utilities are loaded when the program needs them, unless told not to.
    let o = lowrite(&["run", "-"], Some(STRIDED_COPY));
    assert_eq!(o.status.code(), Some(7), "{}", stderr(&o));
    let o = lowrite(&["run", "-", "--no-runner-utils"], Some(STRIDED_COPY));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("function 'memrefCopy' is neither defined"), "{}", stderr(&o));
    // A library that cannot be loaded is a warning, as under mlir-runner.
    let o = lowrite(&["run", "-", "--shared-libs", "/no/such/lib.so"], Some(STRIDED_COPY));
    assert_eq!(o.status.code(), Some(7), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("warning: cannot load shared library '/no/such/lib.so'"),
        "{}",
        stderr(&o)
    );
}

/// `vector.print`'s functions are lowrite's own: a program calling only them runs without
/// loading MLIR's runner utilities (which bring in all of `libMLIR.so`) and prints what they
/// would; a program calling anything else still loads them.
#[test]
fn run_prints_without_loading_mlirs_libraries() {
    let dir = tempfile::tempdir().unwrap();
    let loaded = |args: &[&str], program: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_lowrite"))
            .args(args)
            .arg(write(dir.path(), "p.mlir", program))
            .env("LD_DEBUG", "files")
            .output()
            .unwrap();
        (o.status.code(), String::from_utf8_lossy(&o.stdout).into_owned(), stderr(&o))
    };
    let prints =
        "func.func @main() {\n  %x = arith.constant dense<[1.5, -0.0]> : vector<2xf64>\n  \
                  vector.print %x : vector<2xf64>\n  %i = arith.constant -7 : i64\n  \
                  vector.print %i : i64\n  vector.print str \"done\\n\"\n  return\n}\n";
    let (code, out, log) = loaded(&["run"], prints);
    assert_eq!(code, Some(0), "{log}");
    assert_eq!(out, "( 1.5, -0 )\n-7\ndone\n");
    assert!(log.contains("libLLVM"), "LD_DEBUG logs the libraries loaded: {log}");
    assert!(!log.contains("libmlir_c_runner_utils"), "{log}");
    assert!(!log.contains("libMLIR.so"), "{log}");
    // memrefCopy is MLIR's: its libraries are loaded.
    let (code, _, log) = loaded(&["run"], STRIDED_COPY);
    assert_eq!(code, Some(7), "{log}");
    assert!(log.contains("libmlir_c_runner_utils"), "{log}");
    // Without runner utilities, lowrite's printing functions are not there either.
    let (code, _, log) = loaded(&["run", "--no-runner-utils"], prints);
    assert_eq!(code, Some(1), "{log}");
    assert!(log.contains("function 'print") && log.contains("is neither defined"), "{log}");
    // A library given with --shared-libs that defines one of them is the one called.
    let source = write(
        dir.path(),
        "mine.c",
        "#include <stdio.h>\nvoid printI64(long v) { printf(\"mine %ld\", v); }\n",
    );
    let lib = dir.path().join("libmine.so");
    let cc = Command::new("cc").args(["-shared", "-fPIC", "-o"]).arg(&lib).arg(&source).output();
    assert!(cc.unwrap().status.success());
    let (code, out, log) = loaded(&["run", "--shared-libs", lib.to_str().unwrap()], prints);
    assert_eq!(code, Some(0), "{log}");
    assert_eq!(out, "( 1.5, -0 )\nmine -7\ndone\n");
}

/// A missing entry is an error at the top of the file (there is no function to point at).
#[test]
fn run_rejects_a_missing_entry() {
    let o = lowrite(&["run", "-", "--entry", "nothere"], Some(ANSWER));
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(e.starts_with("<stdin>:1:1: error: entry function 'nothere' is not defined"), "{e}");
}

/// A C program whose `main` is the one `lib<name>.so` in `dir` provides, linked against it.
fn program_using_library(dir: &Path, name: &str) -> PathBuf {
    let driver = write(dir, "driver.c", "int main(void);\n");
    let exe = dir.join(name);
    let cc = Command::new("cc")
        .arg(&driver)
        .arg(format!("-L{}", dir.display()))
        .arg(format!("-l{name}"))
        .arg(format!("-Wl,-rpath,{}", dir.display()))
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(cc.status.success(), "{}", String::from_utf8_lossy(&cc.stderr));
    exe
}

#[test]
fn translate_and_compile_write_files() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "answer.mlir", ANSWER);
    let ll = dir.path().join("answer.ll");
    let o = lowrite(&["translate", input.to_str().unwrap(), "-o", ll.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&ll).unwrap();
    assert!(text.contains("define i32 @main()"), "{text}");

    // A shared library exporting `main`, called from a C program linked against it.
    let so = dir.path().join("libanswer.so");
    let o = lowrite(&["compile", input.to_str().unwrap(), "-o", so.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let r = Command::new(program_using_library(dir.path(), "answer")).output().unwrap();
    assert_eq!(r.status.code(), Some(42));
    assert_eq!(String::from_utf8_lossy(&r.stdout), "answer 42\n");

    let obj = dir.path().join("answer.o");
    let o =
        lowrite(&["compile", input.to_str().unwrap(), "-O0", "-o", obj.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::metadata(&obj).unwrap().len() > 0);
}

#[test]
fn binary_loads_exactly_one_llvm() {
    let out = Command::new("ldd").arg(env!("CARGO_BIN_EXE_lowrite")).output().unwrap();
    assert!(out.status.success());
    let libs = String::from_utf8_lossy(&out.stdout);
    let llvm: Vec<&str> = libs.lines().filter(|l| l.contains("libLLVM")).collect();
    assert_eq!(llvm.len(), 1, "{libs}");
    assert!(llvm[0].contains("libLLVM.so.22.1"), "{libs}");
    assert!(!libs.contains("libMLIR"), "{libs}");
}

#[test]
fn failed_assert_prints_its_message_and_aborts() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("a.mlir");
    std::fs::write(
        &src,
        "func.func @check(%x: i32) -> i32 {\n  %z = arith.constant 0 : i32\n  %ok = arith.cmpi sgt, %x, %z : i32\n  cf.assert %ok, \"x must be positive\"\n  return %x : i32\n}\n",
    )
    .unwrap();
    let obj = dir.path().join("a.o");
    let o = lowrite(&["compile", src.to_str().unwrap(), "-o", obj.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let main = dir.path().join("main.c");
    std::fs::write(
        &main,
        "#include <stdio.h>\nint check(int);\nint main(int argc, char **argv) {\n  printf(\"%d\\n\", check(5));\n  fflush(stdout);\n  return check(argc - 2);\n}\n",
    )
    .unwrap();
    let exe = dir.path().join("a.out");
    let cc = Command::new("cc").arg(&obj).arg(&main).arg("-o").arg(&exe).status().unwrap();
    assert!(cc.success());
    // `puts` writes to stdout and `abort` does not flush it (as upstream): run unbuffered.
    let run = Command::new("stdbuf").arg("-o0").arg(&exe).output().unwrap();
    let out = String::from_utf8_lossy(&run.stdout);
    assert_eq!(out, "5\nx must be positive\n");
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(run.status.signal(), Some(6), "expected SIGABRT, got {:?}", run.status);
}

#[test]
fn bare_pointer_convention_rejects_dynamic_memrefs() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let text = "func.func @f(%m: memref<?xf32>) {\n  return\n}\n";
    let args = ["lower", "--bare-ptr-memref-call-conv", "-", "-o", out.to_str().unwrap()];
    assert_fails(
        &args,
        Some(text),
        "<stdin>:1:1: error: type 'memref<?xf32>': only statically shaped memrefs with the identity layout can be passed with the bare-pointer calling convention",
        &out,
    );
}

/// A function returning an unranked memref among several results copies its descriptor to the
/// heap, and the caller copies it back, as upstream lowers both (text identical).
#[test]
fn unranked_memref_among_several_results_lowers_as_upstream() {
    let text = "func.func @f(%m: memref<4xf32>) -> (memref<*xf32>, i32) {\n  %u = memref.cast %m : memref<4xf32> to memref<*xf32>\n  %c = arith.constant 1 : i32\n  return %u, %c : memref<*xf32>, i32\n}\nfunc.func @g(%m: memref<4xf32>) -> i32 {\n  %u, %c = call @f(%m) : (memref<4xf32>) -> (memref<*xf32>, i32)\n  return %c : i32\n}\n";
    let o = lowrite(&["lower", "-"], Some(text));
    assert!(o.status.success(), "{}", stderr(&o));
    let upstream = Command::new("mlir-opt-22")
        .args(["-", "-convert-to-llvm", "-reconcile-unrealized-casts"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(text.as_bytes())?;
            c.wait_with_output()
        })
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&upstream.stdout));
}

#[test]
fn c_interface_of_variadic_function_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let text = "func.func private @p(!llvm.ptr) -> i32 attributes {func.varargs = true, llvm.emit_c_interface}\n";
    let args = ["lower", "-", "-o", out.to_str().unwrap()];
    assert_fails(
        &args,
        Some(text),
        "<stdin>:1:1: error: C interface for variadic functions is not supported yet",
        &out,
    );
}

#[test]
fn masks_rules_do_not_lower_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let text = "func.func @f(%m: memref<8xf32>, %v: vector<4xf32>, %k: vector<4xi1>, %i: index) {\n  vector.mask %k { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32> } : vector<4xi1>\n  return\n}\n";
    let args = ["lower", "-", "-o", out.to_str().unwrap()];
    assert_fails(
        &args,
        Some(text),
        "<stdin>:2:3: error: 'vector.mask' of 'vector.transfer_write' must be folded into it first: add --pass-pipeline='builtin.module(func.func(lower-vector-mask))'",
        &out,
    );
    let half = "func.func @f(%v: vector<4xf16>, %k: vector<4xi1>) -> f16 {\n  %r = vector.mask %k { vector.reduction <maximumf>, %v : vector<4xf16> into f16 } : vector<4xi1> -> f16\n  return %r : f16\n}\n";
    assert_fails(
        &args,
        Some(half),
        "<stdin>:2:8: error: masked float minimum and maximum reductions are lowered for f32 and f64 only",
        &out,
    );
    // The error names the rule that raised it.
    let e = stderr(&lowrite(&["lower", "-"], Some(half)));
    let rule = e.lines().nth(1).unwrap_or_default();
    assert!(rule.starts_with("rules/vector.rules:"), "{e}");
    assert!(rule.ends_with(": note: in the rule for 'vector.mask' that failed"), "{e}");
}

/// Float formats LLVM lacks lower to integers of their width; arithmetic on them is refused at
/// the op with the pass that computes it in software, instead of emitting float instructions
/// on integers.
#[test]
fn arithmetic_on_float_formats_llvm_lacks_names_the_software_pass() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let args = ["lower", "-", "-o", out.to_str().unwrap()];
    let add = "func.func @f(%a: f8E4M3FN) -> f8E4M3FN {\n  %s = arith.addf %a, %a : f8E4M3FN\n  return %s : f8E4M3FN\n}\n";
    assert_fails(
        &args,
        Some(add),
        "<stdin>:2:8: error: 'arith.addf' on f8E4M3FN: LLVM has no arithmetic for this float format; compute it in software with --pass-pipeline='builtin.module(convert-arith-to-apfloat)'",
        &out,
    );
    let sqrt = "func.func @f(%a: vector<2xf4E2M1FN>) -> vector<2xf4E2M1FN> {\n  %s = math.sqrt %a : vector<2xf4E2M1FN>\n  return %s : vector<2xf4E2M1FN>\n}\n";
    assert_fails(
        &args,
        Some(sqrt),
        "<stdin>:2:8: error: 'math.sqrt' on f4E2M1FN: LLVM has no arithmetic for this float format; compute it in software with --pass-pipeline='builtin.module(convert-math-to-apfloat)'",
        &out,
    );
}

/// Atomic multiplications (which upstream cannot lower) and a float `generic_atomic_rmw` (whose
/// upstream lowering the LLVM dialect rejects) run as compare-exchange loops: each prints the
/// value it replaced, then memory holds the result.
const ATOMIC_LOOPS: &str = r#"
func.func @main() {
  %c1 = arith.constant 1 : index
  %f = memref.alloca() : memref<2xf32>
  %n = memref.alloca() : memref<i64>
  %x = arith.constant 1.5 : f32
  %two = arith.constant 2.0 : f32
  memref.store %x, %f[%c1] : memref<2xf32>
  %o1 = memref.atomic_rmw mulf %two, %f[%c1] : (f32, memref<2xf32>) -> f32
  %o2 = memref.atomic_rmw mulf %two, %f[%c1] : (f32, memref<2xf32>) -> f32
  %f1 = memref.load %f[%c1] : memref<2xf32>
  vector.print %o1 : f32
  vector.print %o2 : f32
  vector.print %f1 : f32
  %three = arith.constant 3 : i64
  %five = arith.constant 5 : i64
  memref.store %three, %n[] : memref<i64>
  %o3 = memref.atomic_rmw muli %five, %n[] : (i64, memref<i64>) -> i64
  %n1 = memref.load %n[] : memref<i64>
  vector.print %o3 : i64
  vector.print %n1 : i64
  %o4 = memref.generic_atomic_rmw %f[%c1] : memref<2xf32> {
  ^bb0(%cur: f32):
    %half = arith.constant 0.5 : f32
    %d = arith.subf %cur, %half : f32
    memref.atomic_yield %d : f32
  }
  %f2 = memref.load %f[%c1] : memref<2xf32>
  vector.print %o4 : f32
  vector.print %f2 : f32
  return
}
"#;

#[test]
fn atomic_multiplications_and_float_updates_loop_on_compare_exchange() {
    let o = lowrite(&["run", "-", "-O0"], Some(ATOMIC_LOOPS));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1.5\n3\n6\n3\n15\n6\n5.5\n");
}

#[test]
fn lower_prints_locations_only_when_asked() {
    let text =
        "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n";
    let plain = lowrite(&["lower", "-"], Some(text));
    assert!(plain.status.success(), "{}", stderr(&plain));
    let plain = String::from_utf8_lossy(&plain.stdout).into_owned();
    assert!(plain.contains("llvm.add %arg0, %arg0") && !plain.contains("loc("), "{plain}");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let args = ["lower", "-", "--mlir-print-debuginfo", "-o", out.to_str().unwrap()];
    let o = lowrite(&args, Some(text));
    assert!(o.status.success(), "{}", stderr(&o));
    let with = std::fs::read_to_string(&out).unwrap();
    assert!(with.contains("loc(\"<stdin>\":2:8)"), "{with}");
}

/// `mlir-opt-22` output for MLIR text (custom syntax, values renumbered): equal exactly when the
/// two texts hold the same IR.
fn canonical(text: &str) -> String {
    let bin = std::env::var("LLVM_22_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let mut child = Command::new(format!("{bin}/mlir-opt"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt runs");
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "mlir-opt: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

/// `lowrite lower` lowers and prints function by function; the result is the same IR as the
/// library's whole-module lowering (programs with C-interface wrappers, globals, declarations
/// added by rules, assertions).
#[test]
fn lower_in_pieces_matches_whole_module_lowering() {
    use lowrite_runtime::pipeline;
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/lowered");
    for name in ["c_interface", "alloc_dealloc", "copy_strided", "recursion_cf", "unranked"] {
        let path = corpus.join(format!("{name}.mlir"));
        let text = std::fs::read_to_string(&path).unwrap();
        let module = pipeline::load(&text, name, &Default::default()).unwrap();
        let rules = lowrite_patterns::standard();
        let whole = pipeline::lower(module, &rules, &Default::default(), false).unwrap();
        let whole = lowrite_runtime::export::to_mlir_text_with(&whole.module, false);
        let o = lowrite(&["lower", path.to_str().unwrap()], None);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        let pieces = String::from_utf8(o.stdout).unwrap();
        assert_eq!(canonical(&pieces), canonical(&whole), "{name}");
    }
}

/// `lowrite lower` prints its pieces on a second thread while it lowers the next
/// (`pipeline::lower_and_print`); the text is byte for byte what printing each piece in turn
/// on one thread gives, in the custom and the generic form (whose names run across pieces).
#[test]
fn printing_on_a_second_thread_gives_the_same_text() {
    use lowrite_runtime::convert::Legality;
    use lowrite_runtime::export::{PieceWriter, PrintOptions};
    use lowrite_runtime::pipeline;
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/lowered");
    let rules = lowrite_patterns::standard();
    let options = Default::default();
    for name in ["c_interface", "alloc_dealloc", "copy_strided", "recursion_cf", "unranked"] {
        let text = std::fs::read_to_string(corpus.join(format!("{name}.mlir"))).unwrap();
        for generic in [false, true] {
            let print = PrintOptions { locations: false, generic };
            let module = pipeline::load(&text, name, &Default::default()).unwrap();
            let (mut one, mut two) = (Vec::new(), Vec::new());
            let mut w = PieceWriter::begin(&mut one, print, &module).unwrap();
            let mut m = module.clone();
            let mut sink = |piece, top| {
                w.piece(piece, top);
                Ok(())
            };
            pipeline::lower_in_pieces(&mut m, &rules, &options, Legality::Full, false, &mut sink)
                .unwrap();
            w.end().unwrap();
            let mut w = PieceWriter::begin(&mut two, print, &module).unwrap();
            let mut m = module;
            pipeline::lower_and_print(&mut m, &rules, &options, Legality::Full, false, &mut w)
                .unwrap();
            w.end().unwrap();
            assert!(one.len() > 100, "{name}");
            assert_eq!(String::from_utf8(one), String::from_utf8(two), "{name}, generic {generic}");
        }
    }
}

#[test]
fn failed_lowering_prints_nothing_to_stdout() {
    // The first function lowers; the second does not: nothing of the first may be printed.
    let text = "func.func @ok(%a: i32) -> i32 {\n  return %a : i32\n}\nfunc.func @bad(%a: i32) -> i32 {\n  %b = math.ipowi %a, %a : i32\n  return %b : i32\n}\n";
    let o = lowrite(&["lower", "-"], Some(text));
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("<stdin>:5:8: error: failed to legalize operation 'math.ipowi'"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty(), "partial output: {}", String::from_utf8_lossy(&o.stdout));
}

#[test]
fn run_ignores_declarations_nothing_calls() {
    let text = "llvm.func @never_called_anywhere(i32) -> i32\nllvm.func @main() -> i32 {\n  %c = llvm.mlir.constant(3 : i32) : i32\n  llvm.return %c : i32\n}\n";
    let o = lowrite(&["run", "-"], Some(text));
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
}

#[test]
fn compile_in_parallel_parts_links_one_library() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(
        dir.path(),
        "parts.mlir",
        "module {
  llvm.func internal @half(%x: i32) -> i32 {
    %two = llvm.mlir.constant(2 : i32) : i32
    %r = llvm.sdiv %x, %two : i32
    llvm.return %r : i32
  }
  llvm.func @twice(%x: i32) -> i32 {
    %r = llvm.add %x, %x : i32
    llvm.return %r : i32
  }
  llvm.func @inc(%x: i32) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %r = llvm.add %x, %one : i32
    %h = llvm.call @half(%r) : (i32) -> i32
    llvm.return %h : i32
  }
  llvm.func @main() -> i32 {
    %x = llvm.mlir.constant(20 : i32) : i32
    %a = llvm.call @twice(%x) : (i32) -> i32
    %b = llvm.call @inc(%a) : (i32) -> i32
    llvm.return %b : i32
  }
}",
    );
    let so = dir.path().join("libparts.so");
    let args = ["compile", "-j", "4", input.to_str().unwrap(), "-o", so.to_str().unwrap()];
    let o = lowrite(&args, None);
    assert!(o.status.success(), "{}", stderr(&o));
    let exe = program_using_library(dir.path(), "parts");
    assert_eq!(Command::new(&exe).output().unwrap().status.code(), Some(20));
    // The internal helper stays local to the library.
    let nm = Command::new("nm").arg("-D").arg(&so).output().unwrap();
    let symbols = String::from_utf8_lossy(&nm.stdout);
    assert!(symbols.contains(" T twice") && !symbols.contains("half"), "{symbols}");
}

const ENTRIES: &str = r#"llvm.func @declared() -> ()
llvm.func @with_args(%arg0: i32) {
  llvm.return
}
llvm.func @returns_i32() -> (i32) {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
"#;

/// `run --entry-point-result` checks the entry as mlir-runner does and says so in its words
/// (`Error: ...`), with the entry's location as a note.
#[test]
fn run_checks_the_entry_as_mlir_runner_does() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "entries.mlir", ENTRIES);
    let input = input.to_str().unwrap();
    for (entry, result, want) in [
        ("declared", "void", "Error: entry point not found"),
        ("missing", "i32", "Error: entry point not found"),
        ("with_args", "void", "Error: JIT can't invoke a main function expecting arguments"),
        ("returns_i32", "void", "Error: expected void function"),
        ("returns_i32", "i64", "Error: only single i64 function result supported"),
        ("returns_i32", "f32", "Error: only single f32 function result supported"),
    ] {
        // mlir-runner's single-dash spelling.
        let o =
            lowrite(&["run", input, "-e", entry, &format!("-entry-point-result={result}")], None);
        assert!(!o.status.success(), "{entry} as {result} ran");
        let e = stderr(&o);
        assert!(e.starts_with(want), "{entry} as {result}: {e}");
    }
    let o = lowrite(&["run", input, "-e", "returns_i32", "-entry-point-result=void"], None);
    assert!(
        stderr(&o).contains("entries.mlir:5:1: note: entry point 'returns_i32'"),
        "{}",
        stderr(&o)
    );
    // A matching entry prints its result and exits with 0; without --entry-point-result the
    // result is the exit status.
    let o = lowrite(&["run", input, "--entry", "returns_i32", "--entry-point-result", "i32"], None);
    assert!(o.status.success());
    assert_eq!(String::from_utf8_lossy(&o.stdout), "7\n");
    let o = lowrite(&["run", input, "-e", "returns_i32"], None);
    assert_eq!(o.status.code(), Some(7));
}

/// A pass pipeline that MLIR cannot parse is a located error, and nothing runs.
#[test]
fn pass_pipeline_errors_are_located() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "t.mlir", "func.func @f() {\n  return\n}\n");
    let out = dir.path().join("out.mlir");
    let (i, o) = (input.to_str().unwrap(), out.to_str().unwrap());
    assert_fails(
        &["lower", i, "-o", o, "--pass-pipeline=builtin.module(no-such-pass)"],
        None,
        "<pass-pipeline>:1:1: error: 'no-such-pass' does not refer to a registered pass",
        &out,
    );
    assert_fails(
        &["lower", i, "-o", o, "--pass-pipeline=builtin.module(canonicalize{nope=1})"],
        None,
        "<pass-pipeline>:1:1: error: ",
        &out,
    );
    // A pass that fails reports MLIR's diagnostics at the input.
    let bad = write(
        dir.path(),
        "b.mlir",
        "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n  return %t : tensor<4xf32>\n}\n",
    );
    let o = lowrite(&["lower", bad.to_str().unwrap()], None);
    assert!(
        stderr(&o).contains("one-shot-bufferize{bufferize-function-boundaries}"),
        "{}",
        stderr(&o)
    );
}

const FLOAT_ENTRIES: &str = r#"
llvm.func @single() -> f32 {
  %0 = llvm.mlir.constant(-2.5e+03 : f32) : f32
  llvm.return %0 : f32
}
llvm.func @double() -> f64 {
  %0 = llvm.mlir.constant(0.125 : f64) : f64
  llvm.return %0 : f64
}
"#;

/// Without `--entry-point-result`, a float result is printed as mlir-runner prints it (its
/// default result type is f32) and the exit status is 0.
#[test]
fn run_prints_a_float_result_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "floats.mlir", FLOAT_ENTRIES);
    let input = input.to_str().unwrap();
    for (entry, want) in [("single", "-2.500000e+03\n"), ("double", "1.250000e-01\n")] {
        let o = lowrite(&["run", input, "-e", entry], None);
        assert!(o.status.success(), "{entry}: {}", stderr(&o));
        assert_eq!(String::from_utf8_lossy(&o.stdout), want, "{entry}");
    }
}

/// `-dump-object-file` writes the compiled program next to the input (`INPUT.o`), or where
/// `-object-filename` says, as mlir-runner does; the object defines the entry.
#[test]
fn run_dumps_the_object_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "floats.mlir", FLOAT_ENTRIES);
    let i = input.to_str().unwrap();
    let o = lowrite(&["run", i, "-e", "single", "-dump-object-file"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let object = dir.path().join("floats.mlir.o");
    let named = dir.path().join("named.o");
    let o = lowrite(
        &[
            "run",
            i,
            "-e",
            "single",
            "-dump-object-file",
            &format!("-object-filename={}", named.display()),
        ],
        None,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    for path in [object, named] {
        let nm = Command::new("nm").arg(&path).output().unwrap();
        let symbols = String::from_utf8_lossy(&nm.stdout);
        assert!(symbols.contains("T single"), "{}: {symbols}", path.display());
    }
}

/// An upstream pipeline can be given as it is: its to-LLVM passes are lowrite's rules' work,
/// and their options set the lowering (`index-bitwidth=32` makes `index` an `i32`).
#[test]
fn pass_pipeline_to_llvm_passes_set_the_lowering() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(
        dir.path(),
        "t.mlir",
        "func.func @f(%i: index) -> index {\n  %c = arith.constant 1 : index\n  %s = arith.addi %i, %c : index\n  return %s : index\n}\n",
    );
    let pipeline = "--pass-pipeline=builtin.module(func.func(convert-scf-to-cf, \
        convert-arith-to-llvm{index-bitwidth=32}), convert-func-to-llvm=\"index-bitwidth=32\", \
        reconcile-unrealized-casts)";
    let o = lowrite(&["lower", input.to_str().unwrap(), pipeline], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("llvm.func @f(%arg0: i32) -> i32"), "{text}");
    // `filter-dialects` chooses the dialects lowered, as upstream: `arith` here, not `func`.
    let filtered = "--pass-pipeline=builtin.module(convert-to-llvm{filter-dialects=arith})";
    let o = lowrite(&["lower", input.to_str().unwrap(), filtered], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("func.func @f(%arg0: index) -> index"), "{text}");
    assert!(text.contains("llvm.add") && !text.contains("arith."), "{text}");
    let out = dir.path().join("out.mlir");
    assert_fails(
        &[
            "lower",
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
            "--pass-pipeline=builtin.module(convert-to-llvm{ordered=true})",
        ],
        None,
        "<pass-pipeline>:1:32: error: lowrite does 'convert-to-llvm' with its own rules, which \
         have no equivalent of its option 'ordered'",
        &out,
    );
}

/// `vector.vscale` lowers to `llvm.intr.vscale` (text mlir-opt verifies); running or compiling
/// scalable vectors on a host without them (x86-64), which aborts inside LLVM's code generator,
/// is a located error that leaves no output.
#[test]
fn scalable_vectors_lower_but_are_refused_natively_on_hosts_without_them() {
    let dir = tempfile::tempdir().unwrap();
    let vscale = "func.func @f() -> index {\n  %n = vector.vscale\n  return %n : index\n}\n";
    let o = lowrite(&["lower", "-"], Some(vscale));
    assert!(o.status.success(), "{}", stderr(&o));
    let lowered = String::from_utf8(o.stdout).unwrap();
    assert!(canonical(&lowered).contains("llvm.intr.vscale"), "{lowered}");
    if !cfg!(target_arch = "x86_64") {
        return;
    }
    let object = dir.path().join("out.o");
    let want = "<stdin>:2:8: error: 'llvm.intr.vscale' needs scalable vectors, which lowrite cannot compile for this host (x86_64)";
    assert_fails(&["compile", "-", "-o", object.to_str().unwrap()], Some(vscale), want, &object);
    let o = lowrite(&["run", "-", "-e", "f", "--entry-point-result=i64"], Some(vscale));
    assert!(!o.status.success() && stderr(&o).contains(want), "{}", stderr(&o));
    let scalable_arg = "llvm.func @g(%v: vector<[4]xf32>) {\n  llvm.return\n}\nllvm.func @main() {\n  llvm.return\n}\n";
    let o = lowrite(&["run", "-"], Some(scalable_arg));
    assert!(
        stderr(&o).contains("<stdin>:1:1: error: 'llvm.func' needs scalable vectors"),
        "{}",
        stderr(&o)
    );
}

/// Input that is not UTF-8 is an error at its first bad byte, for programs and rule files
/// alike, and no output is written.
#[test]
fn text_that_is_not_utf8_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let mlir = dir.path().join("bad.mlir");
    std::fs::write(&mlir, b"func.func @f() {\n  return // \xff\n}\n").unwrap();
    let out = dir.path().join("out.mlir");
    let m = mlir.to_str().unwrap();
    assert_fails(
        &["lower", m, "-o", out.to_str().unwrap()],
        None,
        &format!("{m}:2:13: error: invalid UTF-8 (byte 0xFF)"),
        &out,
    );
    let rules = dir.path().join("bad.rules");
    std::fs::write(&rules, b"type index => int(32); // \xc3\n").unwrap();
    let o = lowrite(&["check", rules.to_str().unwrap()], None);
    assert!(!o.status.success());
    let want = format!("{}:1:27: error: invalid UTF-8 (byte 0xC3)", rules.display());
    assert_eq!(stderr(&o).trim_end(), want);
}

/// A rule file a generator could write, nesting 5,000 op constructions, is a located error
/// (with an 8 MiB main-thread stack, as `lowrite check` gets), not a stack overflow.
#[test]
fn check_reports_absurd_nesting_instead_of_overflowing() {
    let dir = tempfile::tempdir().unwrap();
    let text =
        format!("rule arith.addi(a, b) => {}b{};\n", "llvm.add(a, ".repeat(5000), ")".repeat(5000));
    let rules = write(dir.path(), "deep.rules", &text);
    let o = lowrite(&["check", rules.to_str().unwrap()], None);
    assert!(!o.status.success());
    let e = stderr(&o);
    let want =
        format!("{}:1:3094: error: expression nested deeper than 256 levels", rules.display());
    assert!(e.starts_with(&want), "{e}");
    // Just within the limit: checked, on a stack of its own.
    let n = 120;
    let text =
        format!("rule arith.addi(a, b) => {}b{};\n", "llvm.add(a, ".repeat(n), ")".repeat(n));
    let rules = write(dir.path(), "ok.rules", &text);
    let o = lowrite(&["check", rules.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// Types nested thousands deep, which crash MLIR's own parser, are a located error, in each
/// command and from either reader (the LLVM-dialect one and MLIR's).
#[test]
fn absurdly_nested_types_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = String::from("i32");
    for _ in 0..10_000 {
        t = format!("!llvm.struct<({t})>");
    }
    for (name, text) in [
        ("llvm.mlir", format!("llvm.func @f(%a: {t}) {{\n  llvm.return\n}}\n")),
        ("func.mlir", format!("func.func @f(%a: {t}) {{\n  return\n}}\n")),
    ] {
        let input = write(dir.path(), name, &text);
        let input = input.to_str().unwrap();
        for cmd in ["lower", "translate"] {
            let out = dir.path().join("out");
            let want = format!("{input}:1:"); // the first bracket past the limit
            assert_fails(&[cmd, input, "-o", out.to_str().unwrap()], None, &want, &out);
            let e = stderr(&lowrite(&[cmd, input], None));
            assert!(e.contains("error: brackets nest deeper than 1000 levels"), "{e}");
        }
    }
}

/// LLVM-dialect programs that MLIR's verifier accepts but LLVM's rejects are an error located
/// at the op that created the instruction LLVM's verifier prints, or else at the op whose
/// intrinsic it names (at the function whose translation LLVM rejected, when it names neither).
#[test]
fn llvm_verifier_failures_name_the_op() {
    let dir = tempfile::tempdir().unwrap();
    let text = "llvm.func @ok() {\n  llvm.return\n}\n\
                llvm.func @bad(%v: vector<4xf32>) -> vector<4xf32> {\n  \
                %r = llvm.intr.vector.reduce.fmaximum(%v) : (vector<4xf32>) -> vector<4xf32>\n  \
                llvm.return %r : vector<4xf32>\n}\n";
    let input = write(dir.path(), "v.mlir", text);
    let out = dir.path().join("v.ll");
    let want = format!(
        "{}:5:8: error: LLVM rejected the translation of function '@bad': Intrinsic has incorrect return type!",
        input.display()
    );
    assert_fails(
        &["translate", input.to_str().unwrap(), "-o", out.to_str().unwrap()],
        None,
        &want,
        &out,
    );
}

/// The verifier prints the instruction it rejects (here a call whose `immarg` operand is not a
/// constant, which `mlir-translate-22` emits without complaint); the error is at the op that
/// created it, found among several ops of the same function.
#[test]
fn llvm_verifier_failures_at_an_instruction_name_its_op() {
    let dir = tempfile::tempdir().unwrap();
    let text = "llvm.func @f(%a: i32, %c: i1) -> i32 {\n  \
                %0 = llvm.add %a, %a : i32\n  \
                %1 = llvm.call_intrinsic \"llvm.ctlz.i32\"(%0, %c) : (i32, i1) -> i32\n  \
                %2 = llvm.mul %1, %a : i32\n  \
                llvm.return %2 : i32\n}\n";
    let input = write(dir.path(), "i.mlir", text);
    let out = dir.path().join("i.ll");
    let want = format!(
        "{}:3:8: error: LLVM rejected the translation of 'llvm.call_intrinsic' in function '@f': \
         immarg operand has non-immediate parameter",
        input.display()
    );
    assert_fails(
        &["translate", input.to_str().unwrap(), "-o", out.to_str().unwrap()],
        None,
        &want,
        &out,
    );
}

/// `-o` names a file to replace, or a place to write into: a link to a file keeps being a link
/// and the file gets the output; a named pipe (as `/dev/null`, a terminal) is written into and
/// never replaced; `-` is standard output; an existing file keeps its permissions and a new one
/// gets the usual ones. Replacing `/dev/null` with a regular file once broke a whole machine.
#[test]
fn outputs_that_are_not_plain_files_are_written_into() {
    use std::os::unix::fs::{FileTypeExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "answer.mlir", ANSWER);
    let input = input.to_str().unwrap();
    let stdout = lowrite(&["lower", input], None);
    assert!(stdout.status.success(), "{}", stderr(&stdout));
    let want = String::from_utf8(stdout.stdout).unwrap();

    let real = dir.path().join("real.mlir");
    let link = dir.path().join("link.mlir");
    std::os::unix::fs::symlink("real.mlir", &link).unwrap();
    let o = lowrite(&["lower", input, "-o", link.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(&real).unwrap(), want);
    assert_eq!(std::fs::metadata(&real).unwrap().permissions().mode() & 0o044, 0o044);

    std::fs::set_permissions(&real, std::fs::Permissions::from_mode(0o640)).unwrap();
    let o = lowrite(&["lower", input, "-o", real.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::metadata(&real).unwrap().permissions().mode() & 0o777, 0o640);

    let fifo = dir.path().join("pipe");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let o = lowrite(&["lower", input, "-o", fifo.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    // Checked before joining: a pipe replaced by a file would leave the reader waiting forever.
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    assert_eq!(reader.join().unwrap(), want);

    let o = lowrite(&["translate", input, "-o", "-"], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("define i32 @main()"));
}

/// The code of `object`'s functions as `llvm-objdump-22` disassembles it (without the file name).
fn disassembly(object: &Path) -> String {
    let o = Command::new("/usr/lib/llvm-22/bin/llvm-objdump")
        .args(["-d", "--no-show-raw-insn"])
        .arg(object)
        .output()
        .expect("llvm-objdump-22 runs");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8(o.stdout).unwrap();
    text.lines().filter(|l| !l.contains(object.to_str().unwrap())).collect::<Vec<_>>().join("\n")
}

#[test]
fn codegen_only_compiles_as_llc_does() {
    // A loop the middle end folds to a constant and the code generator alone keeps.
    let sum = r#"
func.func @sum() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %v : i64
    scf.yield %n : i64
  }
  return %s : i64
}
"#;
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "sum.mlir", sum);
    let path = |name: &str| dir.path().join(name);
    let ll = path("sum.ll");
    let o = lowrite(&["translate", input.to_str().unwrap(), "-o", ll.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    let llc = path("llc.o");
    let o = Command::new("/usr/lib/llvm-22/bin/llc")
        .args(["-O2", "-relocation-model=pic", "-filetype=obj", "-o"])
        .args([&llc, &ll])
        .output()
        .expect("llc-22 runs");
    assert!(o.status.success(), "{}", stderr(&o));

    let compile = |extra: &[&str], out: &Path| {
        let mut args = vec!["compile", input.to_str().unwrap(), "-O2", "-j", "1"];
        args.extend(extra);
        args.extend(["-o", out.to_str().unwrap()]);
        let o = lowrite(&args, None);
        assert!(o.status.success(), "{}", stderr(&o));
        disassembly(out)
    };
    let codegen_only = compile(&["--codegen-only"], &path("codegen.o"));
    assert_eq!(codegen_only, disassembly(&llc), "--codegen-only -O2 and llc -O2 differ");
    let optimized = compile(&[], &path("optimized.o"));
    assert_ne!(optimized, codegen_only, "the middle end left the loop as it was:\n{optimized}");
    assert!(optimized.contains("$0x2d"), "the sum is not folded to 45:\n{optimized}");
}

/// A module large enough for `lowrite lower` to lower its second half ahead on another thread
/// (`pipeline::AHEAD_MIN_OPS`) prints what lowering it in order prints (`--trace` lowers in
/// order), with declarations of `malloc` and `free` in both halves, and `cf.assert` messages
/// (whose names depend on order) in the first half only, or in both (then the second half is
/// lowered again in order).
#[test]
fn a_large_module_lowered_ahead_prints_what_lowering_in_order_prints() {
    for asserts_up_to in [150, 400] {
        let mut text = String::new();
        for f in 0..400 {
            text.push_str(&format!("func.func @f{f}(%n: index, %c: i1) -> f32 {{\n"));
            text.push_str("  %z = arith.constant 0.0 : f32\n  %one = arith.constant 1.0 : f32\n");
            if f % 47 == 3 && f < asserts_up_to {
                text.push_str(&format!("  cf.assert %c, \"check {f}\"\n"));
            }
            if f % 50 == 7 {
                text.push_str(
                    "  %m = memref.alloc(%n) : memref<?xf32>\n  memref.dealloc %m : memref<?xf32>\n",
                );
            }
            let mut last = "%z".to_string();
            for i in 0..60 {
                text.push_str(&format!("  %v{i} = arith.addf {last}, %one : f32\n"));
                last = format!("%v{i}");
            }
            text.push_str(&format!("  return {last} : f32\n}}\n"));
        }
        let dir = tempfile::tempdir().unwrap();
        let input = write(dir.path(), "big.mlir", &text);
        let lower = |extra: &[&str]| {
            let mut args = vec!["lower", input.to_str().unwrap(), "--mlir-print-debuginfo"];
            args.extend(extra);
            let o = lowrite(&args, None);
            assert!(o.status.success(), "{}", stderr(&o));
            String::from_utf8(o.stdout).unwrap()
        };
        let ahead = lower(&[]);
        let in_order = lower(&["--trace"]);
        assert!(ahead.matches("llvm.func @malloc").count() == 1, "malloc declared once");
        assert!(ahead.contains("@assert_msg_2"), "messages named in order");
        assert!(ahead == in_order, "lowering ahead changed the text ({asserts_up_to})");
    }
}

/// Output paths need not be UTF-8 (LLVM's file API takes only UTF-8 ones, and inkwell panics
/// on others): `translate`, `compile` to an object and to a shared library, and `run
/// --dump-object-file`, into a directory whose name is not UTF-8.
#[test]
fn outputs_go_to_paths_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let odd = dir.path().join(std::ffi::OsStr::from_bytes(b"out\xfe"));
    std::fs::create_dir(&odd).unwrap();
    let input = write(dir.path(), "answer.mlir", ANSWER);
    let outputs = [("translate", "a.ll"), ("compile", "a.o"), ("compile", "a.so")];
    for (command, name) in outputs {
        let out = odd.join(name);
        let o = Command::new(env!("CARGO_BIN_EXE_lowrite"))
            .args([command, input.to_str().unwrap(), "-o"])
            .arg(&out)
            .output()
            .unwrap();
        assert!(o.status.success(), "{command} -o {}: {}", out.display(), stderr(&o));
        assert!(std::fs::metadata(&out).unwrap().len() > 0, "{}", out.display());
    }
    let ll = std::fs::read_to_string(odd.join("a.ll")).unwrap();
    assert!(ll.contains("define i32 @main()"), "{ll}");
    let object = odd.join("dumped.o");
    let o = Command::new(env!("CARGO_BIN_EXE_lowrite"))
        .args(["run", input.to_str().unwrap(), "-e", "main", "--entry-point-result=i32"])
        .args(["--dump-object-file", "--object-filename"])
        .arg(&object)
        .output()
        .unwrap();
    assert!(o.status.success(), "run: {}", stderr(&o));
    assert!(std::fs::metadata(&object).unwrap().len() > 0);
}

/// A rule file in a directory whose name is not UTF-8, using another file there, given as
/// `--rules PATH` and as `--rules=PATH`: read from its own path (its name in messages is the
/// path shown lossily), and so are the files it uses.
#[test]
fn rule_files_load_from_paths_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let odd = dir.path().join(std::ffi::OsStr::from_bytes(b"rules\xfe"));
    std::fs::create_dir(&odd).unwrap();
    let rules = odd.join("x.rules");
    std::fs::write(&rules, "use \"twice.rules\";\nop a.b(x) -> (r);\nrule a.b(x) => twice(x);\n")
        .unwrap();
    std::fs::write(odd.join("twice.rules"), "fn twice(v) = llvm.add(v, v);\n").unwrap();
    let program = "func.func @main() -> i32 {\n  %c = arith.constant 7 : i32\n  \
                   %t = \"a.b\"(%c) : (i32) -> i32\n  return %t : i32\n}\n";
    let input = write(dir.path(), "ab.mlir", program);
    let mut equals = std::ffi::OsString::from("--rules=");
    equals.push(&rules);
    for given in [vec![std::ffi::OsString::from("--rules"), rules.clone().into()], vec![equals]] {
        let o = Command::new(env!("CARGO_BIN_EXE_lowrite"))
            .args(["run", "--allow-unregistered-dialect"])
            .args(&given)
            .args([input.to_str().unwrap(), "-e", "main", "--entry-point-result=i32"])
            .output()
            .unwrap();
        assert!(o.status.success(), "{given:?}: {}", stderr(&o));
        assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), "14");
    }
}
