mod rules {
    lowrite_macros::rules!(inline r#"
type index => int(64)
"#);
}

fn main() {}
