//! `group(n)`, the rule language's access to an op's operand groups by position (as its
//! `operandSegmentSizes` divides them), at run time: each group is its slice of the operands,
//! a group past the last is empty. The standard rules bind groups by name instead.

use lowrite_runtime::convert::{Options, RuleSet};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::pipeline;

mod probe {
    lowrite_macros::rules!(inline r#"
rule memref.subview(_src, .._dynamic) -> (_r)
    where len(group(0)) == 1 && len(group(1)) == 1 && len(group(2)) == 2 && len(group(3)) == 0
        && len(group(9)) == 0 prio 1
    => fail("groups 1, 1, 2, 0");
"#);
    pub fn rules() -> &'static lowrite_runtime::convert::RuleSet {
        &RULES
    }
}

fn lower(text: &str) -> String {
    let module = pipeline::load(text, "g.mlir", &ImportOptions::default()).unwrap();
    let mut rules: Vec<&RuleSet> = vec![probe::rules()];
    rules.extend(lowrite_patterns::standard());
    match pipeline::lower(module, &rules, &Options::default(), false) {
        Ok(_) => "lowered".to_string(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn operand_groups_by_position() {
    let text = |sizes: &str, result: &str| {
        format!(
            "func.func @f(%m: memref<8x8xf32>, %i: index, %n: index) {{\n  \
             %s = memref.subview %m[%i, 0] {sizes} [1, 1] : memref<8x8xf32> to \
             memref<{result}, strided<[8, 1], offset: ?>>\n  return\n}}\n"
        )
    };
    // Offsets [%i], sizes [%n, %i], no strides: the probe's guard holds, so it runs.
    let e = lower(&text("[%n, %i]", "?x?xf32"));
    assert!(e.contains("g.mlir:2:8: error: groups 1, 1, 2, 0"), "{e}");
    // Sizes [%n, 4]: a group of one, the probe does not match; the standard rule lowers the op.
    assert_eq!(lower(&text("[%n, 4]", "?x4xf32")), "lowered");
}
