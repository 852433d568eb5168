//! The lowrite rule language: a pest grammar, a syntax tree with spans, a checker that reports
//! every problem with its span, and a code generator that turns a checked rule file into Rust
//! rewrite patterns (as a `proc_macro2::TokenStream`) for `lowrite-core`'s conversion driver.
//!
//! This crate does no IO and knows nothing of MLIR, LLVM or `syn`: it works on strings, so each
//! stage can be tested on its own. See `docs/rule-language.md` for the language.

pub mod ast;
pub mod builtins;
pub mod codegen;
pub mod diag;
pub mod expand;
pub mod optable;
pub mod parse;
pub mod print;
pub mod sema;

pub use diag::{render, Diagnostic};

/// The stack the rule compiler runs on. Its stages recurse over the syntax tree, whose depth
/// the parser and expander bound ([`parse::MAX_NESTING`], [`expand::MAX_EXPANDED_DEPTH`]);
/// at those bounds the recursion needs tens of MiB (pest's generated parser takes about 64 KiB
/// per nested bracket), more than a main thread or rustc's proc-macro thread has. The memory is
/// reserved, and only touched as deep as the input nests.
pub const STACK_SIZE: usize = 256 << 20;

/// Runs `f` on a stack of [`STACK_SIZE`] (unless at least that much is left on this one).
pub fn with_stack<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(STACK_SIZE, STACK_SIZE, f)
}

/// Parses and checks rule text, returning the tree and its global names, or every diagnostic.
pub fn check(text: &str) -> Result<(ast::File, sema::Globals), Vec<Diagnostic>> {
    with_stack(|| check_here(text))
}

fn check_here(text: &str) -> Result<(ast::File, sema::Globals), Vec<Diagnostic>> {
    let mut file = parse::parse(text).map_err(|d| vec![d])?;
    let expanded = expand::expand(&mut file);
    if !expanded.is_empty() {
        return Err(expanded);
    }
    let (globals, diags) = sema::check(&file);
    if diags.is_empty() {
        Ok((file, globals))
    } else {
        Err(diags)
    }
}

/// Parses, checks and compiles rule text into Rust items (see [`codegen`]). `file_name` is used
/// in generated documentation and locations.
pub fn compile(text: &str, file_name: &str) -> Result<proc_macro2::TokenStream, Vec<Diagnostic>> {
    with_stack(|| {
        let (file, globals) = check_here(text)?;
        Ok(codegen::generate(&file, &globals, text, file_name))
    })
}
