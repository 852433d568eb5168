//! Functions of the rule language used at several kinds each (the checker records a kind per
//! inlined copy), with arms, `match` and locals: every copy generates Rust that compiles at
//! its kind. Issue 15's probe, widened to every kind a function body can take.
mod rules {
    lowrite_macros::rules!(inline r#"
fn id(x) = x;
fn pick(c, a, b) = if c { a } else { b };
fn first(l) = nth(l, 0);
fn count(l) = len(l);
fn both(x) { let y = id(x); [y, y] }
fn sel(k, a, b) = match k { "a" => a, "b" | "c" => b, _ => pick(true, a, b) };
fn num(k, a, b) = match k { 1 => a, _ => b };
rule arith.addi(a, b) {overflowFlags = f?} -> (r)
    where count(types([a, b])) == 2 && id(true) && pick(false, 1, 2) == 2 && id("s") == "s" =>
        llvm.add(id(a), first(both(b))) {overflowFlags = id(f)} : id(convert(type(r)));
    where present(id(f)) => {
        let t = pick(true, convert(type(r)), i64);
        let ts = pick(false, [t], both(t));
        let vs = pick(true, both(a), [b]);
        let n = sel("a", count(vs), count(ts));
        let o = num(2, static_or(n, a), static_or(0, b));
        yield llvm.add(first(vs), value_of(o, first(ts))) : first(ts);
    }
    => llvm.add(a, b);
rule arith.muli(a, b) -> (r) => {
    let s = sel("a", "x", concat("y", "z"));
    let x = pick(strlen(s) > 0, int_attr(1, i64), no_attr());
    let os = pick(true, [1, 2], [num(1, 3, 4)]);
    yield llvm.mul(a, b) {llvm.note = x, llvm.n = len(os)} : id(convert(type(r)));
}
"#);
    pub fn get() -> &'static lowrite_core::convert::RuleSet {
        &RULES
    }
}

fn main() {
    let r = rules::get();
    assert_eq!(r.patterns.len(), 4);
}
