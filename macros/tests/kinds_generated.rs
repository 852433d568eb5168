//! Functions of the rule language used at many kinds, generated: a seeded generator composes
//! generic functions (`id`, `pick`, `pair`, `sel`, `local`) over expressions of every kind
//! (values, lists of values, types, lists of types, integers, booleans, strings, attributes,
//! static-or-dynamic integers and their lists), the checker accepts every composition (they are
//! well-kinded by construction), and the generated Rust of all of them compiles (a trybuild pass
//! case written to a temporary file). The checker records kinds per inlined copy; this keeps
//! "accepted means compiles" true across kinds, not only for issue 15's one probe.

/// A small deterministic generator (64-bit LCG).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Leaf expressions of each kind, in a rule binding values `a` and `b`.
const LEAVES: &[&[&str]] = &[
    &["a", "b", "llvm.add(a, b)"],                            // value
    &["[a, b]", "[a]"],                                       // values
    &["convert(type(a))", "i64", "with_elem(i32, i1)"],       // type
    &["[i64, i32]", "types([a, b])"],                         // types
    &["1", "len([a, b])", "width(i32)"],                      // int
    &["true", "1 < 2", "present(no_attr())"],                 // bool
    &["\"s\"", "concat(\"a\", \"b\")", "case_of(no_attr())"], // string
    &["int_attr(1, i64)", "no_attr()", "type_attr(i32)"],     // attribute
    &["static_or(1, a)", "static_or(-1, b)"],                 // static-or-dynamic
];

/// An expression of kind `k`, nested at most `depth` calls of generic functions deep.
fn expr(rng: &mut Rng, k: usize, depth: u32) -> String {
    if depth == 0 || rng.below(4) == 0 {
        let leaves = LEAVES[k];
        return leaves[rng.below(leaves.len())].to_string();
    }
    let d = depth - 1;
    match rng.below(4) {
        0 => format!("id({})", expr(rng, k, d)),
        1 => format!("pick({}, {}, {})", expr(rng, 5, d), expr(rng, k, d), expr(rng, k, d)),
        2 => format!("sel({}, {}, {})", expr(rng, 6, d), expr(rng, k, d), expr(rng, k, d)),
        _ => format!("local({})", expr(rng, k, d)),
    }
}

#[test]
fn functions_at_every_kind_compile() {
    let mut rng = Rng(0x005E_ED0F_C0DE);
    let mut rules = String::from(
        "fn id(x) = x;\n\
         fn pick(c, x, y) = if c { x } else { y };\n\
         fn sel(k, x, y) = match k { \"a\" | \"s\" => x, _ => y };\n\
         fn local(x) { let y = id(x); y }\n\
         rule arith.addi(a, b)\n",
    );
    let arms = 60;
    for i in 0..arms {
        rules.push_str(&format!("    where {} == {} => {{\n", expr(&mut rng, 4, 3), i));
        for j in 0..4 {
            let k = rng.below(LEAVES.len());
            rules.push_str(&format!("        let _v{j} = {};\n", expr(&mut rng, k, 3)));
        }
        rules.push_str("        yield llvm.add(a, b);\n    }\n");
    }
    rules.push_str("    => llvm.add(a, b);\n");
    if let Err(d) = lowrite_dsl::check(&rules) {
        panic!("{}\n{rules}", lowrite_dsl::render("generated.rules", &rules, &d));
    }
    let source = format!(
        "mod rules {{\n    lowrite_macros::rules!(inline r#\"\n{rules}\"#);\n    \
         pub fn get() -> &'static lowrite_core::convert::RuleSet {{ &RULES }}\n}}\n\n\
         fn main() {{\n    assert_eq!(rules::get().patterns.len(), {});\n}}\n",
        arms + 1
    );
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("kinds_generated_case.rs");
    std::fs::write(&path, source).unwrap();
    trybuild::TestCases::new().pass(&path);
}
