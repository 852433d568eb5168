//! The lowrite rule language: a pest grammar, a syntax tree with spans, a checker that reports
//! every problem with its span, and a code generator that turns a checked rule file into Rust
//! rewrite patterns (as a `proc_macro2::TokenStream`) for `lowrite-core`'s conversion driver.
//!
//! This crate does no IO and knows nothing of MLIR, LLVM or `syn`: it works on strings, so each
//! stage can be tested on its own. See `docs/rule-language.md` for the language.

// The parser pest derives without its `std` feature names `alloc`.
extern crate alloc;

pub mod ast;
pub mod builtins;
pub mod codegen;
pub mod diag;
pub mod expand;
pub mod forward;
pub mod optable;
pub mod parse;
pub mod print;
pub mod sema;
pub mod sources;

pub use diag::{render, render_sources, Diagnostic};
pub use sources::Sources;

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
/// The text is on its own: a `use` in it is an error (see [`check_sources`]).
pub fn check(text: &str) -> Result<(ast::File, sema::Globals), Vec<Diagnostic>> {
    let (sources, diags) = Sources::gather("<rules>", text, &mut no_files);
    if !diags.is_empty() {
        return Err(diags);
    }
    check_sources(&sources)
}

/// The loader of text that stands alone.
fn no_files(_: &str, _: &str) -> Result<(String, String), String> {
    Err("rule text without a file cannot use other files (check a file, or compile it with \
         rules!(\"file.rules\"))"
        .into())
}

/// Parses and checks a rule file together with the files it uses ([`Sources::gather`]).
pub fn check_sources(sources: &Sources) -> Result<(ast::File, sema::Globals), Vec<Diagnostic>> {
    with_stack(|| check_here(sources))
}

fn check_here(sources: &Sources) -> Result<(ast::File, sema::Globals), Vec<Diagnostic>> {
    let mut file = match sources.items() {
        Some(items) => ast::File { items: items.to_vec() },
        None => parse::parse(&sources.text).map_err(|d| vec![d])?,
    };
    let shared_only: Vec<Diagnostic> = file
        .items
        .iter()
        .filter(|it| !sources.in_main(it.span.start) && !it.kind.is_definition())
        .map(|it| {
            Diagnostic::error(
                "a used file may only hold definitions: options, functions, enum maps, \
                 descriptors, natives, op declarations and uses",
                it.span,
            )
            .with_note("rules belong in the rule file that uses this one")
        })
        .collect();
    if !shared_only.is_empty() {
        return Err(shared_only);
    }
    let mut forwarded = forward::expand_op_lists(&mut file);
    forwarded.extend(forward::apply(&mut file));
    if !forwarded.is_empty() {
        return Err(forwarded);
    }
    let expanded = expand::expand(&mut file);
    if !expanded.is_empty() {
        return Err(expanded);
    }
    let (globals, mut diags) = sema::check(&file);
    // A function's body is checked at each call; report each problem in it once.
    let mut seen = rustc_hash::FxHashSet::default();
    diags.retain(|d| seen.insert((d.message.clone(), d.span.start, d.span.end)));
    if diags.is_empty() {
        Ok((file, globals))
    } else {
        Err(diags)
    }
}

/// Parses, checks and compiles rule text into Rust items (see [`codegen`]). `file_name` is used
/// in generated documentation and locations.
pub fn compile(text: &str, file_name: &str) -> Result<proc_macro2::TokenStream, Vec<Diagnostic>> {
    let (sources, diags) = Sources::gather(file_name, text, &mut no_files);
    if !diags.is_empty() {
        return Err(diags);
    }
    compile_sources(&sources)
}

/// [`compile`] for a rule file together with the files it uses ([`Sources::gather`]).
pub fn compile_sources(sources: &Sources) -> Result<proc_macro2::TokenStream, Vec<Diagnostic>> {
    with_stack(|| {
        let (file, globals) = check_here(sources)?;
        Ok(codegen::generate(&file, &globals, &sources.text, sources.main_name()))
    })
}
