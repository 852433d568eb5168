//! Rule text a generator could produce: nesting, chains and expansions far beyond what people
//! write get a located error, never a stack overflow or a hang; text just within the limits is
//! checked and compiled (on a test thread's 2 MiB stack).

use lowrite_dsl::expand::{MAX_EXPANDED_DEPTH, MAX_EXPANDED_NODES};
use lowrite_dsl::parse::MAX_NESTING;

/// The first diagnostic's `file:line:col: error: message` line.
fn first_error(text: &str) -> String {
    let diags = lowrite_dsl::check(text).err().expect("an error");
    let rendered = lowrite_dsl::render("hostile.rules", text, &diags);
    rendered.lines().next().unwrap().to_string()
}

fn guard(expr: &str) -> String {
    format!("rule arith.addi(a, b) where {expr} => llvm.add(a, b);\n")
}

#[test]
fn deep_brackets_operators_and_op_nesting_are_located_errors() {
    let deep = "expression nested deeper than 256 levels";
    let parens = guard(&format!("{}true{}", "(".repeat(1000), ")".repeat(1000)));
    assert!(first_error(&parens).ends_with(deep), "{}", first_error(&parens));
    let nots = guard(&format!("{}true", "!".repeat(20_000)));
    assert!(first_error(&nots).ends_with(deep));
    let sum = guard(&format!("len([a]) == {}", vec!["1"; 200_000].join("+")));
    assert!(first_error(&sum).ends_with(deep));
    let ops =
        format!("rule arith.addi(a, b) => {}b{};\n", "llvm.add(a, ".repeat(5000), ")".repeat(5000));
    assert_eq!(
        first_error(&ops),
        "hostile.rules:1:3094: error: expression nested deeper than 256 levels"
    );
    let elses = guard(&format!("{}true{}", "if true { true } else ".repeat(2000), ""));
    assert!(first_error(&elses).ends_with(deep));
}

#[test]
fn nesting_within_the_limit_checks_and_compiles() {
    let n = MAX_NESTING / 2 - 2;
    let ops = format!("rule arith.addi(a, b) => {}b{};\n", "llvm.add(a, ".repeat(n), ")".repeat(n));
    lowrite_dsl::compile(&ops, "deep.rules").unwrap_or_else(|d| panic!("{:?}", d[0]));
    let sum = guard(&format!("len([a]) < {}", vec!["1"; MAX_NESTING - 8].join("+")));
    lowrite_dsl::compile(&sum, "deep.rules").unwrap_or_else(|d| panic!("{:?}", d[0]));
}

#[test]
fn exponential_inlining_stops_at_its_bound() {
    let mut text = String::from("fn e0(x) = llvm.add(x, x);\n");
    for i in 1..=30 {
        text.push_str(&format!("fn e{i}(x) = llvm.add(e{}(x), e{}(x));\n", i - 1, i - 1));
    }
    text.push_str("rule arith.addi(a, _b) => {\n    yield e30(a);\n}\n");
    let start = std::time::Instant::now();
    let e = first_error(&text);
    assert!(e.contains(&format!("larger than {MAX_EXPANDED_NODES} expression nodes")), "{e}");
    assert!(start.elapsed().as_secs() < 5, "took {:?}", start.elapsed());
}

#[test]
fn functions_nesting_through_each_other_are_bounded() {
    // Each function nests the previous one 30 deep: 20 of them nest 600 deep once inlined.
    let mut text = String::from("fn f0(x) = x;\n");
    let wrap = |inner: &str| format!("{}{inner}{}", "llvm.add(x, ".repeat(30), ")".repeat(30));
    for i in 1..=20 {
        text.push_str(&format!("fn f{i}(x) = {};\n", wrap(&format!("f{}(x)", i - 1))));
    }
    text.push_str("rule arith.addi(a, _b) => {\n    yield f20(a);\n}\n");
    let e = first_error(&text);
    assert!(e.contains(&format!("nests deeper than {MAX_EXPANDED_DEPTH} levels")), "{e}");
}

#[test]
fn a_file_full_of_errors_is_checked_quickly_and_reported_in_bounded_text() {
    let line = "rule arith.addi(a, b) => llvm.nope(a, b) {x = \"\\t\"};\n";
    let text = line.repeat(1_000_000 / line.len());
    let start = std::time::Instant::now();
    let diags = lowrite_dsl::check(&text).err().expect("errors");
    let rendered = lowrite_dsl::render("many.rules", &text, &diags);
    assert!(diags.len() > 10_000, "{}", diags.len());
    assert!(rendered.ends_with(&format!("... and {} more errors\n", diags.len() - 50)));
    assert!(start.elapsed().as_secs() < 10, "took {:?}", start.elapsed());
}
