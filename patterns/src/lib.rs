//! lowrite's standard lowering rules, written in the rule language under `rules/` and compiled
//! into Rust by `lowrite-macros` at build time.

use lowrite_runtime::convert::RuleSet;

/// Builtin types (`rules/types.rules`).
pub mod types {
    lowrite_macros::rules!("rules/types.rules");
}

/// The arith dialect on scalars (`rules/arith.rules`).
pub mod arith {
    lowrite_macros::rules!("rules/arith.rules");
}

/// Every standard rule set, in precedence order.
pub fn standard() -> Vec<&'static RuleSet> {
    vec![&types::RULES, &arith::RULES]
}
