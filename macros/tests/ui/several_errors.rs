mod rules {
    lowrite_macros::rules!(inline r#"
type index => index;
rule arith.addi(a, b) => llvm.add(a, c);
rule arith.addi(x, y) => llvm.sub(x, y);
"#);
}

fn main() {}
