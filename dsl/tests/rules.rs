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

/// Every builtin function the checker knows is documented in `docs/rule-language.md` (as
/// `` `name(``), so the reference cannot silently fall behind the language.
#[test]
fn every_builtin_is_documented() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let sema = std::fs::read_to_string(root.join("src/sema.rs")).unwrap();
    let docs = std::fs::read_to_string(root.join("../docs/rule-language.md")).unwrap();
    let start = sema.find("pub fn builtin(name: &str)").expect("builtin table");
    let end = start + sema[start..].find("_ => return None").expect("end of the table");
    let mut names: Vec<&str> = sema[start..end]
        .split('"')
        .skip(1)
        .step_by(2)
        .filter(|n| n.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
        .collect();
    names.sort();
    names.dedup();
    assert!(names.len() > 50, "found only {names:?}");
    for n in names {
        assert!(lowrite_dsl::sema::builtin(n).is_some(), "'{n}' is not a builtin");
        assert!(docs.contains(&format!("`{n}(")), "builtin '{n}' is not documented");
    }
}
