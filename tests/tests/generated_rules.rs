//! Property: a rule file lowers the same interpreted as compiled. `build.rs` generates rule
//! files (for integer `arith` ops, with nested ops, constants, `if`, lists, comprehensions,
//! lets, functions, guards and priorities), which are compiled into this test; the test
//! interprets the same text and lowers generated programs both ways, ahead of the standard rules.

use lowrite_runtime::convert::{Options, RuleSet};
use lowrite_tests::{first_difference, lower_or_error};
use proptest::prelude::*;
use std::sync::OnceLock;

mod generated {
    include!(concat!(env!("OUT_DIR"), "/generated_rules.rs"));
}

/// Each generated file interpreted, in the order of the compiled ones.
fn interpreted() -> &'static [&'static RuleSet] {
    static SETS: OnceLock<Vec<&'static RuleSet>> = OnceLock::new();
    SETS.get_or_init(|| {
        generated::TEXTS
            .iter()
            .map(|text| {
                let sets =
                    lowrite_interp::load_texts(&[("inline.rules", text)], &["inline.rules"], &[]);
                sets.unwrap_or_else(|e| panic!("a generated file does not load: {e}\n{text}"))[0]
            })
            .collect()
    })
}

/// Lowered text, or the error: `first`, then the standard rules.
fn lower(text: &str, first: &'static RuleSet) -> String {
    let mut sets = vec![first];
    sets.extend(lowrite_patterns::standard());
    lower_or_error(text, "gen.mlir", &sets, &Options::default())
}

const OPS: &[&str] =
    &["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori"];
const TYPES: &[&str] = &["i8", "i16", "i32", "i64", "index", "vector<4xi32>", "vector<2xi8>"];

/// A function of `ops` (op index, operand indices into the values so far) over one type.
fn program(ty: &str, ops: &[(usize, usize, usize)]) -> String {
    let mut body = String::new();
    let mut n = 2;
    for &(op, x, y) in ops {
        let (x, y) = (x % n, y % n);
        body.push_str(&format!("  %v{n} = {} %v{x}, %v{y} : {ty}\n", OPS[op % OPS.len()]));
        n += 1;
    }
    format!(
        "func.func @f(%v0: {ty}, %v1: {ty}) -> {ty} {{\n{body}  return %v{} : {ty}\n}}\n",
        n - 1
    )
}

#[test]
fn generated_files_load_and_compile() {
    assert_eq!(generated::TEXTS.len(), generated::compiled().len());
    for (text, compiled) in generated::TEXTS.iter().zip(generated::compiled()) {
        let set = lowrite_interp::load_texts(&[("inline.rules", text)], &["inline.rules"], &[])
            .unwrap_or_else(|e| panic!("{e}"))[0];
        assert_eq!(set.patterns.len(), compiled.patterns.len());
        for (a, b) in set.patterns.iter().zip(compiled.patterns) {
            assert_eq!((a.op, a.priority, a.location), (b.op, b.priority, b.location));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn interpreted_rules_lower_as_compiled(
        file in 0..generated::TEXTS.len(),
        ty in 0..TYPES.len(),
        ops in prop::collection::vec((0..6usize, 0..64usize, 0..64usize), 1..8),
    ) {
        let text = program(TYPES[ty], &ops);
        let compiled = lower(&text, generated::compiled()[file]);
        let interp = lower(&text, interpreted()[file]);
        prop_assert!(
            compiled == interp,
            "rule file {}:\n{}\nprogram:\n{}\n{}",
            file,
            generated::TEXTS[file],
            text,
            first_difference(("compiled", &compiled), ("interpreted", &interp))
        );
    }
}

/// The generated rules are exercised: on programs using every op, each file's rules change the
/// lowering of some type (their guards are not all false).
#[test]
fn generated_rules_change_lowerings() {
    let all: Vec<(usize, usize, usize)> = (0..OPS.len()).map(|i| (i, i + 1, 0)).collect();
    for (i, set) in generated::compiled().into_iter().enumerate() {
        let changed = TYPES.iter().any(|ty| {
            let text = program(ty, &all);
            let standard = lower_or_error(
                &text,
                "gen.mlir",
                &lowrite_patterns::standard(),
                &Options::default(),
            );
            lower(&text, set) != standard
        });
        assert!(changed, "the rules of generated file {i} never apply:\n{}", generated::TEXTS[i]);
    }
}
