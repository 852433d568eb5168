//! A valid rule set, natives included, compiles and registers its rules; binders named like
//! the generated code's variables (`op`, `rw`) or Rust keywords (`match`) do not clash; an `if`
//! choosing between a computed string and a literal compiles; a function used at two kinds (a
//! list of types at one call, a type at the other) compiles at both; `_` binds any number of
//! operands and results; `type` of an op built in place (which borrows the rewriter while the
//! op is built) compiles.
mod rules {
    mod natives {
        use lowrite_core::convert::Rewriter;
        use lowrite_core::ir::Value;
        pub fn twice(rw: &mut Rewriter<'_>, v: Value) -> lowrite_core::Result<Value> {
            let _ = rw;
            Ok(v)
        }
    }
    lowrite_macros::rules!(inline r#"
option index_bitwidth: int = 64;
native twice(value) -> value;
type index => int(index_bitwidth);
rule arith.addi(a, b) => llvm.add(twice(a), b);
rule arith.subi(op, rw) => {
    let match = llvm.sub(op, rw);
    yield match;
}
fn kind_or_add(k) = if present(k) { case_of(k) } else { "add" };
rule arith.muli(a, b) {overflowFlags = k?} where kind_or_add(k) != "" => llvm.mul(a, b);
fn pick(a) = if true { a } else { a };
rule func.return(..vs) where len(vs) == 1 => {
    let ts = convert(pick(types(vs)));
    let t = convert(pick(nth(types(vs), 0)));
    llvm.return(vs) : (ts, t);
}
rule arith.divsi(_, _: int) -> (_) => llvm.mlir.zero() : i32;
rule arith.mulsi_extended(_, _) -> (_, _) => llvm.mlir.zero() : i32;
rule memref.subview(_, .._, .._, .._) -> (_) => llvm.mlir.zero() : ptr;
rule scf.yield(.._) => llvm.return();
rule arith.remsi(a, b) => llvm.srem(a, b) : type(llvm.add(a, b));
"#);
    pub fn get() -> &'static lowrite_core::convert::RuleSet {
        &RULES
    }
}

fn main() {
    let r = rules::get();
    assert_eq!(r.patterns.len(), 9);
    assert_eq!(r.patterns[0].op, "arith.addi");
    assert_eq!(r.natives, ["twice"]);
    assert_eq!(r.declarative_rules(), 10);
}
