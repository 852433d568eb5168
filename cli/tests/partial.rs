//! Partial lowering (`lowrite lower --rule-set NAME`) and rule options as command-line flags.

use lowrite_tests::{run_tool, tool};
use std::path::Path;
use std::process::{Command, Output};

fn lowrite(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lowrite")).args(args).output().expect("lowrite runs")
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "lowrite failed:\n{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// The passes that finish a partial lowering (and that lower the original, for reference).
const FINISH: [&str; 6] = [
    "--convert-vector-to-scf",
    "--convert-scf-to-cf",
    "--convert-complex-to-standard",
    "--convert-vector-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
];

/// What `mlir-runner-22` prints for MLIR text lowered by `mlir-opt-22` with [`FINISH`].
fn finish_and_run(text: &str) -> String {
    let llvm = run_tool(Command::new(tool("mlir-opt")).args(FINISH), Some(text))
        .unwrap_or_else(|e| panic!("mlir-opt cannot finish the lowering: {e}\n{text}"));
    let utils = tool("../lib/libmlir_c_runner_utils.so");
    let shared = format!("--shared-libs={}", utils.display());
    run_tool(
        Command::new(tool("mlir-runner")).args([
            "-e",
            "main",
            "--entry-point-result=void",
            &shared,
        ]),
        Some(&llvm),
    )
    .unwrap()
}

/// The dialects of the ops in generic-form MLIR text (`"arith.addi"(...)`).
fn dialects(text: &str) -> std::collections::BTreeSet<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter_map(|s| s.split_once('.').map(|(d, _)| d))
        .filter(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_lowercase()))
        .map(String::from)
        .collect()
}

/// Each standard rule set alone lowers exactly its dialect's ops of a mixed program: the result
/// verifies with mlir-opt-22, and finishing it with upstream's passes gives a program that prints
/// what upstream's full lowering of the original prints.
#[test]
fn each_rule_set_lowers_only_its_dialect() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/partial/mixed.mlir");
    let path = path.to_str().unwrap();
    let source = std::fs::read_to_string(path).unwrap();
    let expected = finish_and_run(&source);
    assert!(expected.contains("2.23607"), "reference output: {expected}");
    let generic = "--mlir-print-op-generic";
    let before = dialects(&stdout(&lowrite(&["lower", path, "--rule-set", "types", generic])));
    for d in ["arith", "func", "cf", "scf", "memref", "math", "index", "complex", "vector", "ub"] {
        assert!(before.contains(d), "the program has no {d} op: {before:?}");
    }
    for set in lowrite_patterns::standard().iter().map(|s| s.stem()) {
        let lowered = stdout(&lowrite(&["lower", path, "--rule-set", set, generic]));
        run_tool(&mut Command::new(tool("mlir-opt")), Some(&lowered))
            .unwrap_or_else(|e| panic!("--rule-set {set}: the result does not verify: {e}"));
        // The custom form of the same lowering parses and verifies too.
        let custom = stdout(&lowrite(&["lower", path, "--rule-set", set]));
        run_tool(&mut Command::new(tool("mlir-opt")), Some(&custom))
            .unwrap_or_else(|e| panic!("--rule-set {set}: the custom form does not verify: {e}"));
        let after = dialects(&lowered);
        // The sets whose stem is not a dialect (types, unranked) lower no op of this program.
        let gone: Vec<_> = before.difference(&after).collect();
        let want: Vec<_> = before.iter().filter(|d| *d == set).collect();
        assert_eq!(gone, want, "--rule-set {set} lowered these dialects' ops");
        assert_eq!(finish_and_run(&lowered), expected, "--rule-set {set}, finished by mlir-opt");
    }
}

/// Converted and kept values meet through one cast per value and block; a value cast to its
/// converted type and back is not cast twice.
#[test]
fn partial_lowering_casts_where_converted_and_kept_values_meet() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p.mlir");
    std::fs::write(
        &input,
        "func.func @f(%a: index, %b: index) -> index {\n  %c = arith.addi %a, %b : index\n  \
         %d = arith.muli %c, %a : index\n  %e = index.add %d, %a\n  return %e : index\n}\n",
    )
    .unwrap();
    let generic = "--mlir-print-op-generic";
    let text = stdout(&lowrite(&["lower", input.to_str().unwrap(), "--rule-set=arith", generic]));
    let casts = text.matches("builtin.unrealized_conversion_cast").count();
    // %a and %b to i64 (once each), the product back to index for index.add.
    assert_eq!(casts, 3, "{text}");
    assert!(text.contains("\"index.add\"") && text.contains("\"func.return\""), "{text}");
    assert!(!text.contains("\"arith."), "{text}");
}

/// Blocks that only lowered branches reach take converted argument types, as upstream's
/// control-flow patterns convert their signatures; the kept ops in them get casts back. A block
/// a kept op also branches to keeps its types.
#[test]
fn blocks_reached_by_lowered_branches_take_converted_types() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("sw.mlir");
    std::fs::write(
        &input,
        "func.func @pick(%v: i32, %a: index, %b: index) -> index {\n  cf.switch %v : i32, [\n    \
         default: ^bb1(%a : index),\n    1: ^bb1(%b : index)\n  ]\n^bb1(%r: index):\n  \
         return %r : index\n}\n",
    )
    .unwrap();
    let text = stdout(&lowrite(&["lower", input.to_str().unwrap(), "--rule-set=cf"]));
    assert!(text.contains("^bb1(%2: i64):"), "{text}");
    assert!(text.contains("%3 = builtin.unrealized_conversion_cast %2 : i64 to index"), "{text}");
    assert!(text.contains("return %3 : index"), "{text}");
    run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).expect("the result verifies");
    // With the switch kept (only arith lowered), the block keeps its index argument.
    let kept = stdout(&lowrite(&["lower", input.to_str().unwrap(), "--rule-set=arith"]));
    assert!(kept.contains("^bb1(%0: index):"), "{kept}");
}

/// An op of a lowered dialect whose types have no LLVM form (tensors, memrefs in a memory space
/// that is not a number) is kept as it is, as upstream's partial conversions keep it, and
/// `--trace` says why; a full lowering refuses it. The ops around it are lowered, and the result
/// verifies.
#[test]
fn ops_on_types_without_llvm_form_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("t.mlir");
    std::fs::write(
        &input,
        "func.func @f(%t: tensor<4xi64>, %a: i64) -> (tensor<4xi64>, i64) {\n  \
         %0 = arith.ceildivui %t, %t : tensor<4xi64>\n  %1 = arith.addi %a, %a : i64\n  \
         %m = memref.alloc() : memref<8xi32, #gpu.address_space<workgroup>>\n  \
         %c0 = arith.constant 0 : index\n  \
         %2 = memref.load %m[%c0] : memref<8xi32, #gpu.address_space<workgroup>>\n  \
         return %0, %1 : tensor<4xi64>, i64\n}\n",
    )
    .unwrap();
    let path = input.to_str().unwrap();
    let o = lowrite(&["lower", path, "--rule-set=arith", "--rule-set=func", "--trace"]);
    let text = stdout(&o);
    assert!(text.contains("arith.ceildivui %arg0, %arg0 : tensor<4xi64>"), "{text}");
    assert!(text.contains("llvm.add") && !text.contains("arith.addi"), "{text}");
    assert!(text.contains("func.func @f(%arg0: tensor<4xi64>"), "{text}");
    let trace = String::from_utf8_lossy(&o.stderr);
    assert!(trace.contains(":2:8: 'arith.ceildivui' kept: cannot convert type 'tensor<4xi64>'"));
    assert!(trace.contains(":1:1: 'func.func' kept: cannot convert type 'tensor<4xi64>'"));
    run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).expect("the result verifies");

    let o = lowrite(&["lower", path, "--rule-set=memref"]);
    let text = stdout(&o);
    assert!(text.contains("memref.alloc() : memref<8xi32, #gpu.address_space<workgroup>>"));
    assert!(text.contains("memref.load"), "{text}");
    run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).expect("the result verifies");
    // Why they are kept is said once (upstream's type converter says it, in these words).
    let warnings = String::from_utf8_lossy(&o.stderr);
    let why = "conversion of memref memory space #gpu.address_space<workgroup> to integer \
               address space failed. Consider adding memory space conversions.";
    assert_eq!(warnings.matches(why).count(), 1, "{warnings}");
    assert!(warnings.contains(":4:8: warning: cannot convert type"), "{warnings}");

    let o = lowrite(&["lower", path]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains(":1:1: error: cannot convert type"));
}

/// A rule that fails in a partial lowering leaves its op as it is, as upstream's partial
/// conversion does: what the rule built before failing is undone (here the allocation's size
/// computation), and its error is a warning at the same place.
#[test]
fn an_op_whose_rule_fails_is_kept_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("t.mlir");
    std::fs::write(
        &input,
        "llvm.func @malloc(i64)\n\
         func.func @f() -> i64 {\n  \
         %m = memref.alloc() : memref<16x4xf32, 1>\n  \
         %c = arith.constant 3 : i64\n  \
         return %c : i64\n}\n",
    )
    .unwrap();
    let path = input.to_str().unwrap();
    let o = lowrite(&["lower", path, "--rule-set=memref", "--rule-set=arith"]);
    let text = stdout(&o);
    let warnings = String::from_utf8_lossy(&o.stderr);
    assert!(
        warnings.contains(
            ":1:1: warning: redefinition of reserved function 'malloc' of different type"
        ),
        "{warnings}"
    );
    assert!(warnings.contains(":3:8: note: 'memref.alloc' is kept as it is"), "{warnings}");
    // Kept in MLIR's spelling, with nothing of the failed rule left behind.
    assert!(text.contains("memref.alloc() : memref<16x4xf32, 1>"), "{text}");
    for built in ["llvm.getelementptr", "llvm.ptrtoint", "llvm.mul", "llvm.call", "llvm.mlir.zero"]
    {
        assert!(!text.contains(built), "{built} left behind:\n{text}");
    }
    assert!(text.contains("llvm.mlir.constant(3 : i64)"), "{text}");
    run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).expect("the result verifies");

    // The full lowering has no op to keep: the same error is an error.
    let o = lowrite(&["lower", path]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains(":1:1: error: redefinition of reserved"));
}

/// A rule that packed function arguments before it failed leaves no packing behind: the kept
/// op's operands are packed once each (where the kept op first uses them) and cast back.
#[test]
fn a_failed_rule_unpacks_the_arguments_it_packed() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("copy.mlir");
    let ty = "memref<4x?xf32, strided<[?, 1]>>";
    std::fs::write(
        &input,
        format!(
            "llvm.func @memrefCopy(i32)
func.func @f(%a: {ty}, %b: {ty}) {{
               memref.copy %a, %b : {ty} to {ty}
  return
}}
"
        ),
    )
    .unwrap();
    let path = input.to_str().unwrap();
    let o = lowrite(&["lower", path, "--rule-set=memref", "--rule-set=func"]);
    let text = stdout(&o);
    assert!(String::from_utf8_lossy(&o.stderr).contains("'memref.copy' is kept as it is"));
    assert_eq!(text.matches("llvm.mlir.poison").count(), 2, "{text}");
    assert_eq!(text.matches("builtin.unrealized_conversion_cast").count(), 2, "{text}");
    assert!(!text.contains("llvm.call") && !text.contains("llvm.alloca"), "{text}");
    run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).expect("the result verifies");
}

/// Kept ops are printed as mlir-opt prints them: results named as their ops name them
/// (`%c0`, `%c-1_i32`, `%true`, `%cst`, `%alloc`, `%view`...), a name taken twice numbered on
/// (`%c7_i64_1`), `arith.select`, `scf.for`, `scf.if` and static-or-dynamic index lists
/// (`memref.subview`, `vector.extract`) in their custom forms, reassociations (`[[0, 1]]`) as
/// MLIR prints them. mlir-opt-22's print of the partial lowering is the same text.
#[test]
fn kept_ops_print_with_mlirs_names() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/partial/names.mlir");
    let text = stdout(&lowrite(&["lower", path.to_str().unwrap(), "--rule-set", "ub"]));
    for name in ["%c0 =", "%c-1_i32 =", "%true =", "%false =", "%cst =", "%cst_0 =", "%c7_i64 ="] {
        assert!(text.contains(name), "{name}:\n{text}");
    }
    for name in ["%c7_i64_1 =", "%alloc =", "%alloca =", "%dim =", "%cast =", "%intptr ="] {
        assert!(text.contains(name), "{name}:\n{text}");
    }
    assert!(text.contains("%alloc_2 = memref.alloc() : memref<64xi8>"), "{text}");
    assert!(text.contains("= arith.select %arg1, %2, %cst : f32"), "{text}");
    assert!(text.contains("memref.subview %arg0[%c0, 0] [2, %dim] [1, 1] :"), "{text}");
    assert!(text.contains("memref.collapse_shape %expand_shape [[0, 1]] :"), "{text}");
    assert!(text.contains("%1 = vector.extract %arg3[%dim] : f32 from vector<4xf32>"), "{text}");
    assert!(text.contains("llvm.mlir.poison : f32"), "{text}");
    let upstream = run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).unwrap();
    assert_eq!(text, upstream, "mlir-opt-22 prints the partial lowering differently");

    // `scf.for` in its custom form, names in nested regions numbered on from their parent's.
    let path = path.with_file_name("scf_for.mlir");
    let text = stdout(&lowrite(&["lower", path.to_str().unwrap(), "--rule-set", "ub"]));
    assert!(text.contains("scf.for %arg4 = %c0 to %arg0 step %c1 {"), "{text}");
    assert!(text.contains("%cst_0 = arith.constant 2.000000e+00 : f32"), "{text}");
    assert!(text.contains("scf.for unsigned %arg4 = %c0 to %arg0 step %c1 iter_args("), "{text}");
    let upstream = run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).unwrap();
    assert_eq!(text, upstream, "mlir-opt-22 prints the partial lowering differently");

    // `scf.if`, with and without results and else regions.
    let path = path.with_file_name("scf_if.mlir");
    let text = stdout(&lowrite(&["lower", path.to_str().unwrap(), "--rule-set", "ub"]));
    assert!(text.contains("    scf.if %arg0 {\n      memref.store"), "{text}");
    assert!(text.contains("%1:2 = scf.if %arg0 -> (i32, i32) {"), "{text}");
    let upstream = run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).unwrap();
    assert_eq!(text, upstream, "mlir-opt-22 prints the partial lowering differently");

    // `scf.while`, `scf.index_switch`, `scf.execute_region`, result groups, dialect enums.
    let path = path.with_file_name("kept_forms.mlir");
    let text = stdout(&lowrite(&["lower", path.to_str().unwrap(), "--rule-set", "ub"]));
    for line in [
        "%0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i64, i32) -> (i64, i32) {",
        "    } do {\n    ^bb0(%arg2: i64, %arg3: i32):",
        "%sum, %overflow = arith.addui_extended %arg3, %arg1 : i32, i1",
        "%low, %high = arith.mulsi_extended %sum, %arg1 : i32",
        "    scf.index_switch %arg0 \n    case 3 {\n      scf.yield\n    }\n    default {\n    }",
        "%0 = scf.index_switch %arg0 {tag} -> f64 \n    case 0 {",
        "fastmath<nnan,ninf> : f64",
        "%1:2 = scf.execute_region -> (f64, f64) {",
        "%2 = scf.execute_region -> f64 {",
        "%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 :",
        "= arith.addi %sizes#1, %strides#0 : index",
        "= index.cmp ult(%arg1, %arg2)",
        "%true = index.bool.constant true",
        "complex.constant [1.500000e+00, -2.000000e+00] : complex<f64>",
        "cf.switch %arg0 : i32, [\n      default: ^bb1(%arg1 : i32),\n      4294967295: ^bb2,",
        "cf.switch %arg0 : i32, [\n      default: ^bb1,\n      7: ^bb2\n    ]",
        "vector.print %arg1 : vector<4xf32> punctuation <comma>\n    vector.print\n",
        "vector.print str \"done\\0A\"",
        "memref.global \"private\" constant @table : memref<4xi32> = dense<[1, -2, 3, -4]> {alignment = 64 : i64}",
        "memref.global \"private\" @scratch : memref<2xf32> = uninitialized",
        "%f = constant @pick : (i32, i32) -> i32",
        "%sin, %cos = math.sincos %arg0 : f64",
        "scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {",
        "= scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) init (%cos) -> f64 {",
    ] {
        assert!(text.contains(line), "{line}:\n{text}");
    }
    let upstream = run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).unwrap();
    assert_eq!(text, upstream, "mlir-opt-22 prints the partial lowering differently");
    // Lowering cf alone keeps `ub.poison`, its default value left out.
    let text = stdout(&lowrite(&["lower", path.to_str().unwrap(), "--rule-set", "cf"]));
    assert!(text.contains("= ub.poison : i32\n"), "{text}");
    let upstream = run_tool(&mut Command::new(tool("mlir-opt")), Some(&text)).unwrap();
    assert_eq!(text, upstream, "mlir-opt-22 prints the partial lowering differently");
}

#[test]
fn unknown_rule_set_names_the_known_ones() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p.mlir");
    std::fs::write(&input, "func.func @f() {\n  return\n}\n").unwrap();
    let o = lowrite(&["lower", input.to_str().unwrap(), "--rule-set", "arit"]);
    assert!(!o.status.success());
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("no rule set is named 'arit'") && e.contains("arith, func"), "{e}");
    assert!(o.stdout.is_empty());
}

/// Every option the standard rule files declare is a flag documented by its `///` comment, and
/// the flag changes the lowering.
#[test]
fn rule_options_are_flags_with_their_docs() {
    let help = stdout(&lowrite(&["lower", "--help"]));
    for set in lowrite_patterns::standard() {
        for option in set.options {
            let flag = format!("--{}", option.name.replace('_', "-"));
            assert!(help.contains(&flag), "{flag} missing from:\n{help}");
            let first_words: String =
                option.doc.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
            assert!(help.contains(&first_words), "doc of {flag} missing from:\n{help}");
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("p.mlir");
    std::fs::write(&input, "func.func @f(%a: index) -> index {\n  return %a : index\n}\n").unwrap();
    let input = input.to_str().unwrap();
    assert!(stdout(&lowrite(&["lower", input])).contains("@f(%arg0: i64) -> i64"));
    assert!(stdout(&lowrite(&["lower", input, "--index-bitwidth=32"])).contains("@f(%arg0: i32)"));
    assert!(stdout(&lowrite(&["lower", input, "--index-bitwidth", "16"])).contains("(%arg0: i16)"));
    let wrapped = stdout(&lowrite(&["lower", input, "--emit-c-interface"]));
    assert!(wrapped.contains("_mlir_ciface_f"), "{wrapped}");
    let plain = stdout(&lowrite(&["lower", input, "--emit-c-interface=false"]));
    assert!(!plain.contains("_mlir_ciface_f"), "{plain}");
    // A value the rules cannot use is a located error naming the rule, not a nonsense type.
    let o = lowrite(&["lower", input, "--index-bitwidth=0"]);
    assert!(!o.status.success() && o.stdout.is_empty());
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.starts_with(&format!("{input}:1:1: error: a rule asked for an integer type of width 0")),
        "{e}"
    );
    assert!(e.contains(": note: in the rule for 'func.func' that failed"), "{e}");
    // A flag overrides what --pass-pipeline's to-LLVM passes ask for.
    let both =
        ["lower", input, "--pass-pipeline=builtin.module(convert-to-llvm{index-bitwidth=32})"];
    assert!(stdout(&lowrite(&both)).contains("@f(%arg0: i32) -> i32"));
    let mut both = both.to_vec();
    both.push("--index-bitwidth=16");
    assert!(stdout(&lowrite(&both)).contains("@f(%arg0: i16) -> i16"));
}
