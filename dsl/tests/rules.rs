//! Rule-language tests: the standard rule files check clean, `pass/` files check clean and print
//! back to themselves, `fail/` files produce exactly the diagnostics in their `.stderr` files
//! (update with `UPDATE_EXPECT=1`).

use std::path::{Path, PathBuf};

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

#[test]
fn standard_rules_check_clean() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../patterns/rules");
    let found = files(&dir, "rules");
    assert!(!found.is_empty());
    for p in found {
        let text = std::fs::read_to_string(&p).unwrap();
        if let Err(d) = lowrite_dsl::check(&text) {
            panic!("{}", lowrite_dsl::render(&p.display().to_string(), &text, &d));
        }
    }
}

#[test]
fn pass_files_check_and_round_trip() {
    for p in files(&here().join("pass"), "rules") {
        let text = std::fs::read_to_string(&p).unwrap();
        let (file, _) = lowrite_dsl::check(&text)
            .unwrap_or_else(|d| panic!("{}", lowrite_dsl::render("pass", &text, &d)));
        let printed = lowrite_dsl::print::file(&file);
        let reparsed = lowrite_dsl::parse::parse(&printed)
            .unwrap_or_else(|d| panic!("printed text does not parse: {d:?}\n{printed}"));
        assert_eq!(
            file,
            reparsed,
            "{}: printing and re-parsing changed the tree:\n{printed}",
            p.display()
        );
        lowrite_dsl::compile(&text, "pass.rules").expect("compiles");
    }
}

#[test]
fn fail_files_report_expected_diagnostics() {
    let fail = here().join("fail");
    for p in files(&fail, "rules") {
        let text = std::fs::read_to_string(&p).unwrap();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let diags =
            lowrite_dsl::check(&text).err().unwrap_or_else(|| panic!("{name} checks clean"));
        let rendered = lowrite_dsl::render(&name, &text, &diags);
        expect_test::expect_file![p.with_extension("stderr")].assert_eq(&rendered);
    }
}

/// The builtin reference in `docs/rule-language.md` is the one generated from the table of
/// builtins (`lowrite_dsl::builtins::markdown`), so it cannot fall behind the language;
/// `UPDATE_EXPECT=1` rewrites it.
#[test]
fn builtin_reference_is_generated_from_the_table() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/rule-language.md");
    let docs = std::fs::read_to_string(&path).unwrap();
    let begin = docs.find("<!-- builtins:").expect("start marker");
    let begin = begin + docs[begin..].find("-->\n").unwrap() + 4;
    let end = docs.find("<!-- end of builtins -->").expect("end marker");
    let want = format!("{}\n", lowrite_dsl::builtins::markdown());
    if docs[begin..end] != want {
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            std::fs::write(&path, format!("{}{want}{}", &docs[..begin], &docs[end..])).unwrap();
        } else {
            panic!("docs/rule-language.md's builtin reference is out of date: run with UPDATE_EXPECT=1");
        }
    }
    assert!(lowrite_dsl::builtins::BUILTINS.len() > 100);
}
