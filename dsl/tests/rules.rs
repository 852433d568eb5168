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

/// A rule file of `dir` and the files it uses, read from `dir`.
fn gather(dir: &Path, name: &str) -> (lowrite_dsl::Sources, Vec<lowrite_dsl::Diagnostic>) {
    let text = std::fs::read_to_string(dir.join(name)).unwrap();
    let mut load = |used: &str, from: &str| {
        let name = lowrite_dsl::sources::resolve(from, used);
        let text = std::fs::read_to_string(dir.join(&name)).map_err(|e| e.to_string())?;
        Ok((name, text))
    };
    lowrite_dsl::Sources::gather(name, &text, &mut load)
}

#[test]
fn standard_rules_check_clean() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../patterns/rules");
    let found = files(&dir, "rules");
    assert!(!found.is_empty());
    for p in found {
        let (sources, diags) = gather(&dir, &p.file_name().unwrap().to_string_lossy());
        assert!(diags.is_empty(), "{}", lowrite_dsl::render_sources(&sources, &diags));
        if let Err(d) = lowrite_dsl::check_sources(&sources) {
            panic!("{}", lowrite_dsl::render_sources(&sources, &d));
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

/// `use`: definitions of other files (read once each, cycles included), and what may go wrong:
/// a file that cannot be read, rules in a used file, a name defined in two files. Errors are
/// shown in the file they are in (`use/*.stderr`, update with `UPDATE_EXPECT=1`).
#[test]
fn used_files() {
    let dir = here().join("use");
    let (sources, diags) = gather(&dir, "main.rules");
    assert!(diags.is_empty(), "{}", lowrite_dsl::render_sources(&sources, &diags));
    let names: Vec<&str> = sources.files.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["main.rules", "shared/defs.rules", "shared/more.rules"]);
    let tokens = lowrite_dsl::compile_sources(&sources)
        .unwrap_or_else(|d| panic!("{}", lowrite_dsl::render_sources(&sources, &d)));
    let code = tokens.to_string();
    assert!(code.contains("width_of_index") && code.contains("enum_map_ovf"), "{code}");
    for bad in ["rules_in_used", "unreadable", "twice_defined"] {
        let (sources, mut diags) = gather(&dir, &format!("{bad}.rules"));
        if diags.is_empty() {
            diags = lowrite_dsl::check_sources(&sources).err().expect("an error");
        }
        let rendered = lowrite_dsl::render_sources(&sources, &diags);
        expect_test::expect_file![dir.join(format!("{bad}.stderr"))].assert_eq(&rendered);
    }
    // Text without a file cannot use one.
    let d = lowrite_dsl::check("use \"x.rules\";").err().unwrap();
    assert!(d[0].message.starts_with("cannot read 'x.rules'"), "{:?}", d[0]);
}
