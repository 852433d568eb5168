//! Generates random rule files for the property test of the run-time interpreter
//! (`tests/generated_rules.rs`): each is compiled by `lowrite_macros::rules!` into the test, and
//! the test interprets the same text, so the two can be compared on generated programs.
//!
//! The files are rules for integer `arith` ops written with the language's expression forms
//! (nested ops, constants, `if`, lists, `nth`, list comprehensions, lets, functions, guards with
//! `is` and arithmetic, priorities); a fixed seed makes them the same on every build.

use std::fmt::Write;

/// Rule files generated.
const FILES: u64 = 12;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

/// The source ops the rules lower (the property test's programs use them).
const OPS: &[&str] =
    &["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori"];
const LLVM: &[&str] = &["llvm.add", "llvm.sub", "llvm.mul", "llvm.and", "llvm.or", "llvm.xor"];

/// An integer-valued expression over `vars` (values of the source op's type).
fn expr(r: &mut Rng, depth: u32, vars: &[&str], used: &mut Vec<String>) -> String {
    if depth == 0 || r.below(4) == 0 {
        if r.below(3) == 0 {
            return format!("constant({}, convert(type(a)))", r.below(40) as i64 - 8);
        }
        let v = vars[r.below(vars.len())];
        used.push(v.to_string());
        return v.to_string();
    }
    match r.below(6) {
        0..=2 => {
            let op = r.pick(LLVM);
            let (x, y) = (expr(r, depth - 1, vars, used), expr(r, depth - 1, vars, used));
            format!("{op}({x}, {y})")
        }
        3 => {
            let c = cond(r);
            let (x, y) = (expr(r, depth - 1, vars, used), expr(r, depth - 1, vars, used));
            format!("if {c} {{ {x} }} else {{ {y} }}")
        }
        4 => {
            let (x, y) = (expr(r, depth - 1, vars, used), expr(r, depth - 1, vars, used));
            format!("nth([{x}, {y}], {})", r.below(2))
        }
        _ => {
            let x = expr(r, depth - 1, vars, used);
            format!("twice({x})")
        }
    }
}

/// A condition on the source op's types.
fn cond(r: &mut Rng) -> String {
    let atom = |r: &mut Rng| match r.below(6) {
        0 => format!("width(type(a)) > {}", [8, 16, 32][r.below(3)]),
        1 => "type(a) is vector".to_string(),
        2 => format!("!(type(b) is {})", ["i8", "i16", "i32", "i64"][r.below(4)]),
        3 => format!("width(type(b)) % {} == 0", 1 + r.below(5)),
        4 => format!("rank(type(a)) + {} < 2", r.below(3)),
        _ => "type(a) is index".to_string(),
    };
    match r.below(4) {
        0 => format!("{} && {}", atom(r), atom(r)),
        1 => format!("{} || {}", atom(r), atom(r)),
        _ => atom(r),
    }
}

/// One rule file.
fn file(r: &mut Rng) -> String {
    let mut out = String::from(
        "/// Generated: an expression put in place of its calls.\n\
         fn twice(x) { let t = llvm.add(x, x); llvm.sub(t, x) }\n\n",
    );
    // Each rule has a guard and a priority of its own (the checker refuses rules of an op that
    // overlap at one priority, or that a rule without a guard hides); the standard rules lower
    // what no guard admits.
    for rule in 0..4 + r.below(5) {
        let op = r.pick(OPS);
        let guard = format!(" where {}", cond(r));
        let prio = 1 + rule;
        let mut used = Vec::new();
        let rhs = match r.below(3) {
            0 => expr(r, 3, &["a", "b"], &mut used),
            1 => {
                let x = expr(r, 2, &["a", "b"], &mut used);
                let y = expr(r, 2, &["a", "b", "x"], &mut used);
                format!(
                    "{{\n    let x = {x};\n    let y = {y};\n    yield {}(x, y);\n}}",
                    r.pick(LLVM)
                )
            }
            _ => {
                let n = 1 + r.below(4);
                let k = r.below(n);
                let e = expr(r, 2, &["a", "b"], &mut used);
                format!(
                    "{{\n    let l = [{}({e}, constant(i, convert(type(a)))) for i in 0..{n} if i != {n} + 1];\n    \
                     yield nth(l, {k});\n}}",
                    r.pick(LLVM)
                )
            }
        };
        // Every binder is used (the checker refuses one that is not).
        let rhs = match (used.iter().any(|v| v == "a"), used.iter().any(|v| v == "b")) {
            (true, true) => rhs,
            _ if rhs.starts_with('{') => {
                rhs.replacen("{\n", "{\n    let _ab = llvm.xor(a, b);\n", 1)
            }
            _ => format!("llvm.add(llvm.xor(a, b), {rhs})"),
        };
        let rhs = if rhs.starts_with('{') { rhs } else { format!("{rhs};") };
        let _ = writeln!(out, "rule {op}(a, b){guard} prio {prio} => {rhs}\n");
    }
    out
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let mut texts = Vec::new();
    let mut modules = String::new();
    for i in 0..FILES {
        let text = file(&mut r);
        let _ = writeln!(
            modules,
            "/// Generated rule file {i}.\npub mod g{i} {{\n    lowrite_macros::rules!(inline {text:?});\n}}"
        );
        texts.push(text);
    }
    let sets: Vec<String> = (0..FILES).map(|i| format!("&g{i}::RULES")).collect();
    let generated = format!(
        "{modules}\n/// The generated rule files' text.\npub const TEXTS: &[&str] = &{texts:?};\n\n\
         /// The generated rule files, compiled, in the order of [`TEXTS`].\n\
         pub fn compiled() -> Vec<&'static lowrite_core::convert::RuleSet> {{\n    vec![{}]\n}}\n",
        sets.join(", ")
    );
    let out =
        std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("generated_rules.rs");
    std::fs::write(out, generated).unwrap();
}
