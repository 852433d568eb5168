mod rules {
    lowrite_macros::rules!(inline r#"
rule arith.addi(a, b) => llvm.add(a, b);
rule arith.frobnicate(a) => llvm.fneg(a);
"#);
}

fn main() {}
