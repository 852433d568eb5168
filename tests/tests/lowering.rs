//! Snapshot tests of lowered text: what the standard rules produce for the calling
//! conventions and for address linearization, printed by `mlir-opt-22` (which also verifies
//! it). Update with `UPDATE_EXPECT=1 cargo test -p lowrite-tests --test lowering`.

use expect_test::expect_file;
use lowrite_runtime::pipeline::LowerOptions;
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
