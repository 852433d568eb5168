//! Snapshot of the Rust generated for a sample rule file (update with `UPDATE_EXPECT=1`).

#[test]
fn sample_expansion() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/expansion");
    let text = std::fs::read_to_string(dir.join("sample.rules")).unwrap();
    let tokens = lowrite_dsl::compile(&text, "sample.rules").unwrap_or_else(|d| {
        panic!("{}", lowrite_dsl::render("sample.rules", &text, &d));
    });
    let file: syn::File = syn::parse2(tokens).expect("generated code parses as Rust");
    let pretty = prettyplease::unparse(&file);
    expect_test::expect_file![dir.join("sample.expanded.rs")].assert_eq(&pretty);
}
