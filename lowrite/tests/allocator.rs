//! A program that embeds `lowrite` keeps its own allocator. The `lowrite` binary installs
//! mimalloc (`cli/src/main.rs`), but nothing in the libraries may refer to it: one reference
//! (it was `mi_option_set`, from the CLI library) links mimalloc's static archive, and with it
//! its `malloc` override, into every program that links the library, beside a Rust allocator
//! that is not mimalloc. Such a program crashed in glibc now and then, depending on thread
//! timing; this test checks the cause, which does not depend on timing.

use object::{Object, ObjectSymbol};

#[test]
fn a_program_linking_lowrite_holds_no_mimalloc() {
    // The CLI library's entry points, so that its code is linked into this test program.
    std::hint::black_box(lowrite::cli::run_with_rules as fn(_, _) -> _);
    std::hint::black_box(lowrite::cli::Tool::run as fn(_) -> _);
    let exe = std::env::current_exe().expect("the test program's path");
    let data = std::fs::read(&exe).expect("the test program reads");
    let file = object::File::parse(&*data).expect("the test program is an object file");
    let mut names: Vec<&str> =
        file.symbols().chain(file.dynamic_symbols()).filter_map(|s| s.name().ok()).collect();
    assert!(
        names.iter().any(|n| n.contains("run_with_rules")),
        "the CLI library is linked (else this test checks nothing)"
    );
    names.retain(|n| n.starts_with("mi_") || n.starts_with("_mi_"));
    names.sort_unstable();
    names.dedup();
    assert!(names.is_empty(), "mimalloc is linked into {}: {names:?}", exe.display());
}
