//! A rule author's crate with `lowrite` as its one dependency, built in a temporary directory
//! outside the workspace: inline rules for an op of its own dialect and the standard rules, in
//! a tool of its own (`lowrite::cli::run_with_rules`), which then lowers and runs a program
//! with that op. (It shares the workspace's target directory and lock file, so that the
//! dependencies are not built again or resolved anew.)

use std::path::Path;
use std::process::Command;

const MAIN: &str = r##"
pub mod demo {
    lowrite::rules!(inline r#"
        /// `demo.triple(x)`: 3 * x.
        op demo.triple(x) -> (r);
        rule demo.triple(x) => llvm.add(llvm.add(x, x), x);
    "#);
}

fn main() -> std::process::ExitCode {
    let mut rules = vec![&demo::RULES];
    rules.extend(lowrite::standard());
    lowrite::cli::run_with_rules("demo-opt", rules)
}
"##;

const PROGRAM: &str = r#"func.func @main() -> i32 {
  %c = arith.constant 14 : i32
  %t = "demo.triple"(%c) : (i32) -> i32
  return %t : i32
}
"#;

fn ok(c: &mut Command) -> std::process::Output {
    let o = c.output().unwrap_or_else(|e| panic!("{c:?}: {e}"));
    assert!(o.status.success(), "{c:?} failed:\n{}", String::from_utf8_lossy(&o.stderr));
    o
}

#[test]
fn an_authors_crate_needs_one_dependency() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let dir = tempfile::tempdir().unwrap();
    let manifest = format!(
        "[package]\nname = \"demo-opt\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\nlowrite = {{ path = {:?} }}\n\n[workspace]\n",
        root.join("lowrite").display().to_string()
    );
    std::fs::write(dir.path().join("Cargo.toml"), manifest).unwrap();
    std::fs::copy(root.join("Cargo.lock"), dir.path().join("Cargo.lock")).unwrap();
    std::fs::create_dir(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/main.rs"), MAIN).unwrap();
    let target = root.join("target");
    ok(Command::new(env!("CARGO"))
        .args(["build", "--release", "--offline", "--quiet"])
        .current_dir(dir.path())
        .env("CARGO_TARGET_DIR", &target));
    let tool = target.join("release/demo-opt");
    let program = dir.path().join("p.mlir");
    std::fs::write(&program, PROGRAM).unwrap();
    let p = program.to_str().unwrap();
    let lowered = ok(Command::new(&tool).args(["lower", p, "--allow-unregistered-dialect"]));
    let text = String::from_utf8_lossy(&lowered.stdout);
    assert!(text.contains("llvm.add") && !text.contains("demo."), "{text}");
    let run =
        Command::new(&tool).args(["run", p, "--allow-unregistered-dialect"]).output().unwrap();
    assert_eq!(run.status.code(), Some(42), "{}", String::from_utf8_lossy(&run.stderr));
}
