//! Rule-language mistakes are compile errors at the macro invocation, with the rule's
//! `file:line:col` and a rendered snippet; never "proc-macro panicked".

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/unknown_op.rs");
    t.compile_fail("tests/ui/syntax_error.rs");
    t.compile_fail("tests/ui/missing_file.rs");
    t.compile_fail("tests/ui/bad_invocation.rs");
    t.compile_fail("tests/ui/several_errors.rs");
    t.pass("tests/ui/compiles.rs");
    t.pass("tests/ui/kinds.rs");
}
