//! The standard rules interpreted at run time (`lowrite_interp`) lower every program exactly as
//! the compiled ones do: the same text, or the same error, under every option that changes
//! lowering.

use lowrite_runtime::convert::{Options, RuleSet};
use lowrite_tests::{first_difference, lower_or_error, mlir_files, LowerOptions};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The standard rule sets, interpreted from their text.
fn interpreted() -> &'static [&'static RuleSet] {
    static SETS: OnceLock<Vec<&'static RuleSet>> = OnceLock::new();
    SETS.get_or_init(|| {
        let names: Vec<&str> = lowrite_patterns::standard().iter().map(|s| s.name).collect();
        lowrite_interp::load_texts(lowrite_patterns::SOURCES, &names, &[])
            .unwrap_or_else(|e| panic!("the standard rules do not load: {e}"))
    })
}

/// Every option setting of the standard rules that changes how memrefs, functions or asserts
/// lower.
fn variants() -> Vec<(&'static str, Options)> {
    let base = LowerOptions::default();
    let with = |f: fn(&mut LowerOptions)| {
        let mut o = base.clone();
        f(&mut o);
        o.to_options()
    };
    vec![
        ("aligned alloc", with(|o| o.use_aligned_alloc = true)),
        ("generic alloc", with(|o| o.use_generic_alloc = true)),
        ("32-bit index", with(|o| o.index_bitwidth = 32)),
        ("C interface", with(|o| o.emit_c_interface = true)),
        ("bare pointers", with(|o| o.bare_ptr_memref_call_conv = true)),
        ("non-aborting asserts", base.to_options().with("abort_on_failed_assert", false)),
    ]
}

fn programs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["corpus", "golden", "filecheck", "tests", "../examples", "../cli/tests"] {
        files.extend(mlir_files(&root.join(dir)));
    }
    files
}

fn assert_same(text: &str, name: &str, options: &Options, what: &str) {
    let compiled = lower_or_error(text, name, &lowrite_patterns::standard(), options);
    let interp = lower_or_error(text, name, interpreted(), options);
    assert!(
        compiled == interp,
        "{name} ({what}): interpreted rules lower differently:\n{}",
        first_difference(("compiled", &compiled), ("interpreted", &interp))
    );
}

#[test]
fn every_program_lowers_the_same_interpreted() {
    let files = programs();
    assert!(files.len() > 140, "the corpus is missing ({} files)", files.len());
    let mut runs = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        assert_same(&text, &name, &Options::default(), "default options");
        runs += 1;
        if ["memref", "func.func", "cf.assert"].iter().any(|k| text.contains(k)) {
            for (what, options) in variants() {
                assert_same(&text, &name, &options, what);
                runs += 1;
            }
        }
    }
    eprintln!("{runs} lowerings of {} programs compared", files.len());
}

#[test]
fn a_large_module_lowers_the_same_interpreted() {
    let gen = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gen_input.py");
    let out = std::process::Command::new("python3")
        .arg(&gen)
        .arg("2000")
        .output()
        .expect("python3 runs the generator");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_same(&text, "big.mlir", &Options::default(), "2000 functions");
}
