//! Lowers and runs a program that mixes the custom `toy` dialect with `arith` and the LLVM
//! dialect, with the crate's own rules combined with the standard ones.

use lowrite::convert::Options;
use lowrite::import::ImportOptions;
use lowrite::native::{OptLevel, RunOptions, RunResult};
use lowrite::pipeline;

const PROGRAM: &str = r#"
llvm.func @compute(%x: i32, %y: i32) -> i32 {
  %d = "toy.double"(%x) : (i32) -> i32
  %c = "toy.clamp"(%d) {lo = -5 : i32, hi = 100 : i32} : (i32) -> i32
  %s = "toy.square"(%c) : (i32) -> i32
  %a = "toy.affine"(%s, %y) {scale = 3 : i32} : (i32, i32) -> i32
  %m = "toy.select_max"(%a, %y) : (i32, i32) -> i32
  %one = "toy.select_max"(%y) : (i32) -> i32
  %k = arith.constant 7 : index
  %k32 = arith.index_cast %k : index to i32
  %r0 = arith.subi %m, %one : i32
  %r = arith.addi %r0, %k32 : i32
  llvm.return %r : i32
}
"#;

/// The same computation in Rust.
fn reference(x: i32, y: i32) -> i32 {
    let c = (2 * x).clamp(-5, 100);
    let a = 3 * (c * c) + y;
    a.max(y) - y + 7
}

fn entry(x: i32, y: i32) -> String {
    format!(
        "llvm.func @entry() -> i32 {{\n  %x = llvm.mlir.constant({x} : i32) : i32\n  \
         %y = llvm.mlir.constant({y} : i32) : i32\n  \
         %r = llvm.call @compute(%x, %y) : (i32, i32) -> i32\n  llvm.return %r : i32\n}}\n"
    )
}

fn unregistered() -> ImportOptions {
    ImportOptions { allow_unregistered_dialects: true, ..Default::default() }
}

#[test]
fn toy_and_standard_rules_lower_and_run() {
    let rules = toy_dialect::rules();
    for (x, y) in [(0, 0), (3, 4), (-7, 2), (60, -1000), (-100, 5), (11, 11)] {
        let text = format!("{PROGRAM}{}", entry(x, y));
        let module = pipeline::load(&text, "toy.mlir", &unregistered()).unwrap();
        let lowered = pipeline::lower(module, &rules, &Options::default(), true).unwrap();
        // Every toy op and arith op was lowered by a rule.
        let lowered_by = |l: &&String| l.contains("'toy.") && l.contains("lowered by");
        assert_eq!(lowered.trace.iter().filter(lowered_by).count(), 6);
        // toy.double's shifting rule (off by default) is tried first and declines.
        assert!(lowered.trace.iter().any(|l| l.contains("'toy.double' not matched by the rule")));
        assert!(lowered.trace.iter().any(|l| l.contains("'arith.index_cast'")));
        let options = RunOptions {
            entry: "entry",
            result: None,
            args: &[],
            shared_libs: &[],
            runner_utils: false,
            object_file: None,
            optimize: true,
            target: Default::default(),
        };
        let got = pipeline::run(&lowered.module, "toy", OptLevel::O0, &options).unwrap();
        assert_eq!(got, RunResult::Int(reference(x, y) as i64), "compute({x}, {y})");
    }
}

#[test]
fn lowered_toy_program_verifies_with_mlir_opt() {
    let text = format!("{PROGRAM}{}", entry(1, 2));
    let module = pipeline::load(&text, "toy.mlir", &unregistered()).unwrap();
    let lowered =
        pipeline::lower(module, &toy_dialect::rules(), &Options::default(), false).unwrap();
    let out = lowrite::export::to_mlir_text(&lowered.module);
    // Parsing with a fresh context (no unregistered dialects) verifies the output is pure LLVM.
    pipeline::load(&out, "lowered.mlir", &ImportOptions::default()).unwrap();
}

#[test]
fn without_the_toy_rules_the_first_toy_op_fails_to_legalize() {
    let module = pipeline::load(PROGRAM, "toy.mlir", &unregistered()).unwrap();
    let err = pipeline::lower(module, &lowrite::standard(), &Options::default(), false)
        .unwrap_err()
        .to_string();
    assert_eq!(err, "toy.mlir:3:8: error: failed to legalize operation 'toy.double'");
}

#[test]
fn unregistered_ops_are_rejected_unless_allowed() {
    let err =
        pipeline::load(PROGRAM, "toy.mlir", &ImportOptions::default()).unwrap_err().to_string();
    assert!(err.starts_with("toy.mlir:3:"), "{err}");
    assert!(err.contains("unregistered dialect"), "{err}");
}

#[test]
fn the_rule_set_reports_its_native_helpers() {
    let toy = &toy_dialect::toy::RULES;
    assert_eq!(toy.natives, ["square"]);
    assert_eq!(toy.patterns.len(), 7);
    assert_eq!(toy.patterns[0].op, "toy.double");
    assert!(toy.patterns[0].location.starts_with("rules/toy.rules:"));
}

fn toy_opt(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_toy-opt")).args(args).output().unwrap()
}

/// `toy-opt`, the author's own tool (`lowrite::cli::run_with_rules` with the toy rules first),
/// runs programs mixing the toy dialect with the standard ones; the toy rules' option is one of
/// its flags, documented in `--help`, and changes the lowering but not the result.
#[test]
fn the_authors_tool_has_every_flag_and_the_rules_options() {
    let dir = tempfile::tempdir().unwrap();
    let (x, y) = (3, 4);
    let input = dir.path().join("toy.mlir");
    std::fs::write(&input, format!("{PROGRAM}{}", entry(x, y))).unwrap();
    let input = input.to_str().unwrap();
    let help = toy_opt(&["lower", "--help"]);
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains("Usage: toy-opt lower"), "{help}");
    assert!(help.contains("--double-by-shift"), "{help}");
    assert!(help.contains("Double by shifting left by one bit"), "{help}");
    assert!(help.contains("--index-bitwidth"), "the standard options are flags too:\n{help}");
    let mut results = Vec::new();
    for shift in [&[][..], &["--double-by-shift"][..]] {
        let mut args = vec!["lower", input, "--allow-unregistered-dialect"];
        args.extend(shift);
        let lowered = toy_opt(&args);
        assert!(lowered.status.success(), "{}", String::from_utf8_lossy(&lowered.stderr));
        let text = String::from_utf8(lowered.stdout).unwrap();
        assert_eq!(text.contains("= llvm.shl "), !shift.is_empty(), "{text}");
        let mut args = vec!["run", input, "--allow-unregistered-dialect", "-e", "entry", "-O0"];
        args.extend(shift);
        let run = toy_opt(&args);
        results.push(run.status.code());
    }
    assert_eq!(results, [Some(reference(x, y) & 0xff); 2]);
}

/// An op whose rules all decline it (`toy.select_max` of three operands: both rules want one
/// operand after `a` or `b`) fails to legalize with a note at each rule that was tried, so the
/// author sees which rules to read; `--trace` names them too, on a program that lowers.
#[test]
fn failing_to_legalize_points_at_the_rules_tried() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("max3.mlir");
    std::fs::write(
        &input,
        "func.func @f(%a: i32, %b: i32, %c: i32) -> i32 {\n  \
         %0 = \"toy.select_max\"(%a, %b, %c) : (i32, i32, i32) -> i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    let o = toy_opt(&["lower", input.to_str().unwrap(), "--allow-unregistered-dialect"]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(":2:8: error: failed to legalize operation 'toy.select_max'"), "{err}");
    let notes = err.matches("note: this rule for 'toy.select_max' does not match it").count();
    assert_eq!(notes, 2, "{err}");
    // The notes point at the rules' own lines.
    let rules = include_str!("../rules/toy.rules");
    let lines: Vec<usize> = rules
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("rule toy.select_max"))
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(lines.len(), 2);
    for line in &lines {
        assert!(err.contains(&format!("rules/toy.rules:{line}:1: note")), "{err}");
    }

    std::fs::write(
        &input,
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  \
         %0 = \"toy.select_max\"(%a, %b) : (i32, i32) -> i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    let o = toy_opt(&["lower", input.to_str().unwrap(), "--allow-unregistered-dialect", "--trace"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let trace = String::from_utf8_lossy(&o.stderr);
    let by = format!("'toy.select_max' lowered by the rule at rules/toy.rules:{}", lines[0]);
    assert!(trace.contains(&by), "{trace}");
}

/// `--rule-set toy` lowers the toy ops alone and leaves arith to another tool.
#[test]
fn the_authors_tool_lowers_its_dialect_alone() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("toy.mlir");
    std::fs::write(&input, PROGRAM).unwrap();
    let args = [
        "lower",
        input.to_str().unwrap(),
        "--allow-unregistered-dialect",
        "--rule-set=toy",
        "--mlir-print-op-generic",
    ];
    let o = toy_opt(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(!text.contains("\"toy."), "{text}");
    assert!(text.contains("\"arith.index_cast\"") && text.contains("\"arith.subi\""), "{text}");
    lowrite_tests::run_tool(
        &mut std::process::Command::new(lowrite_tests::tool("mlir-opt")),
        Some(&text),
    )
    .expect("the partly lowered program verifies");
}

/// The lowered text of the toy program, kept as a snapshot: a change to a rule shows up as a diff
/// of LLVM-dialect text (`UPDATE_EXPECT=1 cargo test -p toy-dialect` accepts it).
#[test]
fn lowered_text_snapshot() {
    let module = pipeline::load(PROGRAM, "toy.mlir", &unregistered()).unwrap();
    let lowered =
        pipeline::lower(module, &toy_dialect::rules(), &Options::default(), false).unwrap();
    let text = lowrite::export::to_mlir_text(&lowered.module);
    expect_test::expect_file!["snapshots/compute.lowered.mlir"].assert_eq(&text);
    // The option changes the lowering of toy.double only.
    let module = pipeline::load(PROGRAM, "toy.mlir", &unregistered()).unwrap();
    let shift = Options::default().with("double_by_shift", true);
    let lowered = pipeline::lower(module, &toy_dialect::rules(), &shift, false).unwrap();
    let shifted = lowrite::export::to_mlir_text(&lowered.module);
    expect_test::expect_file!["snapshots/compute.shift.lowered.mlir"].assert_eq(&shifted);
}

/// The toy rules loaded at run time (`toy-opt --rules rules/toy.rules`) call the native helper
/// compiled into `toy-opt`, and lower the program exactly as the compiled toy rules do, with the
/// standard rules interpreted too.
#[test]
fn the_authors_tool_interprets_rule_files_with_its_natives() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("toy.mlir");
    std::fs::write(&input, format!("{PROGRAM}{}", entry(3, 4))).unwrap();
    let input = input.to_str().unwrap();
    let compiled = toy_opt(&["lower", input, "--allow-unregistered-dialect"]);
    assert!(compiled.status.success(), "{}", String::from_utf8_lossy(&compiled.stderr));
    let rules = concat!(env!("CARGO_MANIFEST_DIR"), "/rules/toy.rules");
    let interpreted = toy_opt(&[
        "lower",
        input,
        "--allow-unregistered-dialect",
        "--rules",
        rules,
        "--interpret-standard-rules",
        "--trace",
    ]);
    let trace = String::from_utf8_lossy(&interpreted.stderr);
    assert!(interpreted.status.success(), "{trace}");
    assert_eq!(interpreted.stdout, compiled.stdout);
    // The loaded file's rules are the ones applied (the trace names the file as given).
    assert!(trace.contains(&format!("'toy.square' lowered by the rule at {rules}:")), "{trace}");
    assert!(trace.contains("'arith.addi' lowered by the rule at rules/arith.rules:"), "{trace}");
}
