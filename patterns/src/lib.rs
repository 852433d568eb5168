//! lowrite's standard lowering rules, written in the rule language under `rules/` and compiled
//! into Rust by `lowrite-macros` at build time.

use lowrite_core::convert::RuleSet;

// The generated code calls `lowrite_core::builtins` at the signatures the builtin table
// gives; this fails to build when the runtime and the table disagree.
lowrite_macros::builtin_signatures!();

/// Builtin types (`rules/types.rules`).
pub mod types {
    lowrite_macros::rules!("rules/types.rules");
}

/// The arith dialect on scalars (`rules/arith.rules`).
pub mod arith {
    lowrite_macros::rules!("rules/arith.rules");
}

/// func: functions, calls and returns (`rules/func.rules`).
pub mod func {
    lowrite_macros::rules!("rules/func.rules");
}

/// cf: branches (`rules/cf.rules`).
pub mod cf {
    lowrite_macros::rules!("rules/cf.rules");
}

/// scf to control flow (`rules/scf.rules`).
pub mod scf {
    lowrite_macros::rules!("rules/scf.rules");
}

/// memref: loads, stores and descriptors (`rules/memref.rules`).
pub mod memref {
    lowrite_macros::rules!("rules/memref.rules");
}

/// Unranked memrefs: casts and results across calls (`rules/unranked.rules`).
pub mod unranked {
    lowrite_macros::rules!("rules/unranked.rules");
}

/// math to intrinsics (`rules/math.rules`).
pub mod math {
    lowrite_macros::rules!("rules/math.rules");
}

/// The index dialect (`rules/index.rules`).
pub mod index {
    lowrite_macros::rules!("rules/index.rules");
}

/// The complex dialect (`rules/complex.rules`).
pub mod complex {
    lowrite_macros::rules!("rules/complex.rules");
}

/// 1-D vector ops (`rules/vector.rules`).
pub mod vector {
    lowrite_macros::rules!("rules/vector.rules");
}

/// ub: poison values and unreachable code (`rules/ub.rules`).
pub mod ub {
    lowrite_macros::rules!("rules/ub.rules");
}

/// The text of every standard rule file, by the name its rule set carries (`rules/arith.rules`),
/// the files they use included: what a tool interprets with `--interpret-standard-rules`.
pub const SOURCES: &[(&str, &str)] = &[
    ("rules/types.rules", include_str!("../rules/types.rules")),
    ("rules/arith.rules", include_str!("../rules/arith.rules")),
    ("rules/func.rules", include_str!("../rules/func.rules")),
    ("rules/cf.rules", include_str!("../rules/cf.rules")),
    ("rules/scf.rules", include_str!("../rules/scf.rules")),
    ("rules/memref.rules", include_str!("../rules/memref.rules")),
    ("rules/unranked.rules", include_str!("../rules/unranked.rules")),
    ("rules/math.rules", include_str!("../rules/math.rules")),
    ("rules/index.rules", include_str!("../rules/index.rules")),
    ("rules/complex.rules", include_str!("../rules/complex.rules")),
    ("rules/vector.rules", include_str!("../rules/vector.rules")),
    ("rules/ub.rules", include_str!("../rules/ub.rules")),
    ("rules/common.rules", include_str!("../rules/common.rules")),
];

/// Every standard rule set, in precedence order.
pub fn standard() -> Vec<&'static RuleSet> {
    vec![
        &types::RULES,
        &arith::RULES,
        &func::RULES,
        &cf::RULES,
        &scf::RULES,
        &unranked::RULES,
        &memref::RULES,
        &math::RULES,
        &index::RULES,
        &complex::RULES,
        &vector::RULES,
        &ub::RULES,
    ]
}

#[cfg(test)]
mod tests {
    /// Every file under `rules/` is in [`super::SOURCES`], and every standard set is named there.
    #[test]
    fn sources_hold_every_rule_file() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/rules");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| format!("rules/{}", e.unwrap().file_name().to_string_lossy()))
            .collect();
        files.sort();
        let mut named: Vec<String> = super::SOURCES.iter().map(|(n, _)| n.to_string()).collect();
        named.sort();
        assert_eq!(files, named);
        for set in super::standard() {
            assert!(super::SOURCES.iter().any(|(n, _)| *n == set.name), "{}", set.name);
        }
    }
}
