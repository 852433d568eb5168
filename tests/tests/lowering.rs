//! Snapshot tests of lowered text: what the standard rules produce for the calling
//! conventions and for address linearization, printed by `mlir-opt-22` (which also verifies
//! it), the dummy blocks of repeated successor removal in translated LLVM IR, and converted
//! types checked against upstream MLIR 22's. Update with
//! `UPDATE_EXPECT=1 cargo test -p lowrite-tests --test lowering`.

use expect_test::expect_file;
use lowrite_tests::*;

fn lowered(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lowering").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let ours = lowrite_lower(&text, name, &LowerOptions::default()).unwrap();
    mlir_opt_canonical_print(&ours).unwrap()
}

#[test]
fn conventions_and_linearization() {
    expect_file!["lowering/conventions.lowered.mlir"].assert_eq(&lowered("conventions.mlir"));
}

/// Function signatures of the same module lowered by lowrite and by upstream, as `mlir-opt-22`
/// prints them (in name order): they must be identical.
#[test]
fn converted_types_match_upstream() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lowering/types.mlir");
    let signatures = |text: &str| -> Vec<String> {
        let mut s: Vec<String> = text
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("llvm.func"))
            .map(|l| l.trim_end_matches(" {").to_string())
            .collect();
        s.sort();
        s
    };
    let ours = lowered("types.mlir");
    let theirs = upstream_lower(&path, &LowerOptions::default()).unwrap();
    let theirs = mlir_opt_canonical_print(&theirs).unwrap();
    let (ours, theirs) = (signatures(&ours), signatures(&theirs));
    assert_eq!(ours.len(), 14, "{ours:#?}");
    assert_eq!(ours, theirs);
}

/// Repeated successor removal: LLVM IR after translation (no optimization), where every edge
/// after the first to the same block goes through its own dummy block (as upstream's; the
/// `translate_text` tests compare whole programs with mlir-translate's output).
#[test]
fn repeated_successors_get_dummy_blocks() {
    let name = "repeated_successor.mlir";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lowering").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let module = lowrite_runtime::pipeline::load(&text, name, &Default::default()).unwrap();
    let rules = lowrite_patterns::standard();
    let lowered =
        lowrite_runtime::pipeline::lower(module, &rules, &Default::default(), false).unwrap();
    let ll =
        lowrite_runtime::pipeline::translate_to_string(&lowered.module, "repeated_successor", None)
            .unwrap();
    expect_file!["lowering/repeated_successor.ll"].assert_eq(&ll);
}

/// `memref.dim` at a constant position lowers to the size itself, and at a constant position
/// past the rank (valid IR, its value undefined) to the run-time lookup, as at a dynamic one,
/// rather than failing; the lowered text verifies.
#[test]
fn dim_at_a_constant_position_past_the_rank_is_read_at_run_time() {
    let program = |k: i64| {
        format!(
            "func.func @f(%m: memref<4x?xf32>) -> index {{\n  %c = arith.constant {k} : index\n  \
             %d = memref.dim %m, %c : memref<4x?xf32>\n  return %d : index\n}}\n"
        )
    };
    for (k, at_run_time) in [(0, false), (1, false), (2, true), (7, true)] {
        let ours = lowrite_lower(&program(k), "dim.mlir", &LowerOptions::default())
            .unwrap_or_else(|e| panic!("dim at {k}: {e}"));
        let printed = mlir_opt_canonical_print(&ours).unwrap();
        assert_eq!(printed.contains("llvm.alloca"), at_run_time, "dim at {k}:\n{printed}");
    }
}
