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

/// Snapshots of the Rust generated for each standard rule file, so that a review sees what a
/// change to a rule or to the code generator does to the generated code (deterministic; update
/// with `UPDATE_EXPECT=1`).
#[test]
fn standard_expansion() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let rules = root.join("../patterns/rules");
    let out = root.join("tests/expansion/standard");
    let mut names: Vec<_> = std::fs::read_dir(&rules)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    names.sort();
    assert!(names.len() >= 12, "{names:?}");
    for path in names {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let file_name = format!("rules/{name}");
        // Files named by `use` are read from the same directory, as `rules!` reads them.
        let mut load = |used: &str, from: &str| {
            let used = lowrite_dsl::sources::resolve(from, used);
            let text = std::fs::read_to_string(root.join("../patterns").join(&used))
                .map_err(|e| e.to_string())?;
            Ok((used, text))
        };
        let (sources, diags) = lowrite_dsl::Sources::gather(&file_name, &text, &mut load);
        assert!(diags.is_empty(), "{}", lowrite_dsl::render_sources(&sources, &diags));
        // The files as `gather` parsed them, each on its own, are the whole text parsed at
        // once, spans included (their `Debug` shows them; `==` ignores them), but that an
        // item no longer reaches into the next file (over white space and comments).
        let mut whole = lowrite_dsl::parse::parse(&sources.text).unwrap();
        for item in &mut whole.items {
            let file = &sources.files[sources.file_index(item.span.start)];
            item.span.end = item.span.end.min(file.end);
        }
        assert_eq!(format!("{:?}", sources.items()), format!("{:?}", Some(&whole.items[..])));
        let tokens = lowrite_dsl::compile_sources(&sources).unwrap_or_else(|d| {
            panic!("{}", lowrite_dsl::render_sources(&sources, &d));
        });
        let file: syn::File = syn::parse2(tokens).expect("generated code parses as Rust");
        let pretty = prettyplease::unparse(&file);
        let snapshot = out.join(name.replace(".rules", ".expanded.rs"));
        expect_test::expect_file![snapshot].assert_eq(&pretty);
    }
}
