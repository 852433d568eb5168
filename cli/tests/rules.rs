//! Rule files loaded at run time: `--rules FILE` and `--interpret-standard-rules`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn lowrite(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lowrite")).args(args).output().expect("lowrite runs")
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "lowrite failed:\n{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p: PathBuf = dir.join(name);
    if let Some(parent) = p.parent() {
        std::fs::create_dir_all(parent).unwrap();
    }
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

/// `main` returns 5 + 3, added by a function (an addition of two constants would fold before
/// any rule sees it, as MLIR's folders fold it).
const PROGRAM: &str = "func.func @add(%a: i32, %b: i32) -> i32 {\n  \
                       %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n\
                       func.func @main() -> i32 {\n  %a = arith.constant 5 : i32\n  \
                       %b = arith.constant 3 : i32\n  \
                       %c = func.call @add(%a, %b) : (i32, i32) -> i32\n  \
                       return %c : i32\n}\n";

/// A rule file that lowers `arith.addi` to `llvm.or` when its option is set, ahead of the
/// standard rule.
const OR_RULES: &str =
    "/// Lower additions to bitwise ors (to see that this file's rule is the one applied).
option add_as_or: bool = false;

rule arith.addi(a, b) where add_as_or prio 10 => llvm.or(a, b);
";

#[test]
fn a_rule_file_overrides_a_standard_rule_and_declares_a_flag() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "add.mlir", PROGRAM);
    let rules = write(dir.path(), "or.rules", OR_RULES);
    let help = stdout(&lowrite(&["lower", "--rules", &rules, "--help"]));
    assert!(help.contains("--add-as-or"), "{help}");
    assert!(help.contains("Lower additions to bitwise ors"), "{help}");

    let plain = stdout(&lowrite(&["lower", &input, "--rules", &rules]));
    assert!(plain.contains("llvm.add ") && !plain.contains("llvm.or "), "{plain}");
    let or = stdout(&lowrite(&["lower", &input, &format!("--rules={rules}"), "--add-as-or"]));
    assert!(or.contains("llvm.or ") && !or.contains("llvm.add "), "{or}");

    // The trace names the rule in the loaded file.
    let traced = lowrite(&["lower", &input, "--rules", &rules, "--add-as-or", "--trace"]);
    assert!(stderr(&traced).contains(&format!("'arith.addi' lowered by the rule at {rules}:4")));

    // Running uses it too: 5 | 3 is 7, 5 + 3 is 8.
    let run = |extra: &[&str]| {
        let mut args = vec!["run", &input[..], "--rules", &rules[..]];
        args.extend(extra);
        lowrite(&args).status.code()
    };
    assert_eq!(run(&[]), Some(8));
    assert_eq!(run(&["--add-as-or"]), Some(7));
    // Without the file the flag does not exist.
    let o = lowrite(&["lower", &input, "--add-as-or"]);
    assert!(!o.status.success() && stderr(&o).contains("--add-as-or"), "{}", stderr(&o));
}

#[test]
fn errors_in_a_rule_file_are_located_and_stop_before_the_input_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let out = out.to_str().unwrap();
    let bad = write(dir.path(), "bad.rules", "rule arith.addi(a, b) => llvm.add(a, c);\n");
    // The input does not exist: the rule file's error comes first.
    let o = lowrite(&["lower", "missing.mlir", "--rules", &bad, "-o", out]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(e.contains(&format!("{bad}:1:")) && e.contains("error"), "{e}");
    assert!(e.contains("'c'"), "{e}");
    assert!(!e.contains("missing.mlir") && !e.contains("panicked"), "{e}");
    assert!(!Path::new(out).exists());

    // In a used file, the error is located there.
    let lib = write(dir.path(), "lib/defs.rules", "fn twice(x) = llvm.add(x, y);\n");
    let main = write(
        dir.path(),
        "main.rules",
        "use \"lib/defs.rules\";\nrule arith.addi(a, b) prio 1 => twice(a);\n",
    );
    let o = lowrite(&["lower", "missing.mlir", "--rules", &main]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains(&format!("{lib}:1:")), "{}", stderr(&o));

    // A native helper this tool does not have is an error at its declaration.
    let native = write(
        dir.path(),
        "native.rules",
        "native cube(value) -> value;\nrule arith.addi(a, _) => cube(a);\n",
    );
    let o = lowrite(&["lower", "missing.mlir", "--rules", &native]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(e.contains(&format!("{native}:1:8")) && e.contains("not compiled into"), "{e}");

    // A file that is not there.
    let o = lowrite(&["lower", "missing.mlir", "--rules", "nowhere.rules"]);
    assert!(!o.status.success() && stderr(&o).contains("cannot read 'nowhere.rules'"));
}

/// `--rule-set` names a loaded file by its stem: only its rules apply, and the rest of the
/// program is left for another tool.
#[test]
fn a_rule_file_can_be_the_only_rule_set() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "add.mlir", PROGRAM);
    let rules = write(dir.path(), "mine.rules", "rule arith.addi(a, b) => llvm.or(a, b);\n");
    let text = stdout(&lowrite(&["lower", &input, "--rules", &rules, "--rule-set", "mine"]));
    assert!(text.contains("llvm.or "), "{text}");
    assert!(text.contains("arith.constant") && text.contains("func.func"), "{text}");
}

/// The standard rules interpreted lower as the compiled ones (the workspace test
/// `interpreted.rs` compares every corpus program; this checks the flag). They load while the
/// input is read, and are waited for where rules are first needed: their options as flags, a
/// rule file given ahead of them, a pipeline's to-LLVM pass run while the input is read, a
/// partial lowering, the whole command but `lower`.
#[test]
fn interpreted_standard_rules_lower_as_the_compiled_ones() {
    let dir = tempfile::tempdir().unwrap();
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/array_add.mlir");
    let mine = write(dir.path(), "mine.rules", "rule arith.addf(a, b) => llvm.fsub(a, b);\n");
    let pipeline = "--pass-pipeline=builtin.module(convert-arith-to-llvm,convert-scf-to-cf)";
    let cases: [&[&str]; 6] = [
        &["lower", example],
        &["lower", example, "--emit-c-interface"],
        &["lower", example, "--rules", &mine],
        &["lower", example, pipeline],
        &["lower", example, "--rule-set", "arith"],
        &["translate", example],
    ];
    for args in cases {
        let compiled = stdout(&lowrite(args));
        let mut interpreted = args.to_vec();
        interpreted.push("--interpret-standard-rules");
        assert_eq!(stdout(&lowrite(&interpreted)), compiled, "{args:?}");
        if args.contains(&mine.as_str()) {
            assert!(compiled.contains("llvm.fsub"), "{compiled}");
        }
    }
}
