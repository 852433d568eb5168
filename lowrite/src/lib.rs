//! lowrite in one dependency. A rule author's `Cargo.toml` names this crate alone:
//!
//! ```toml
//! [dependencies]
//! lowrite = { path = "../lowrite" }
//! ```
//!
//! and the crate writes its rules, compiles them at build time and runs them in a tool of its
//! own:
//!
//! ```text
//! pub mod toy {
//!     lowrite::rules!("rules/toy.rules");   // relative to the crate's Cargo.toml
//! }
//!
//! fn main() -> std::process::ExitCode {
//!     let mut rules = vec![&toy::RULES];
//!     rules.extend(lowrite::standard());
//!     lowrite::cli::run_with_rules("toy-opt", rules)
//! }
//! ```
//!
//! - [`rules!`]: compiles a rule file (or `inline "..."` text) into a `pub static RULES:
//!   lowrite::convert::RuleSet` next to the invocation; rule-language mistakes are compile
//!   errors at their `file:line:col` (see `docs/rule-language.md`). Native helpers the rules
//!   name are looked up in a module `natives` beside it; they take a
//!   [`convert::Rewriter`] and return [`Result`].
//! - [`standard`]: the standard rule sets (builtin, func, arith, cf, scf, memref, vector,
//!   math, index, complex, ub), to put after an author's own.
//! - [`cli`]: the command line (`lower`, `translate`, `compile`, `run`, `header`, `check`) with
//!   any rule sets, as `lowrite` itself runs it.
//! - [`Jit`]: compile MLIR in process and call its functions on numbers, slices and `ndarray`
//!   arrays ([`embed`]).
//! - The runtime: [`pipeline`] (parse, lower, translate, compile, run), [`import`], [`native`],
//!   [`jit`], and the IR, conversion driver and builtins of `lowrite-core` ([`ir`],
//!   [`convert`], [`builtins`]...).

pub use lowrite_runtime::{
    asm, builtins, cleanup, convert, error, export, header, import, ir, jit, llvm_text, marshal,
    native, passes, pipeline, split, timing, translate, upstream, Diagnostic, Error, Result,
};

pub mod embed;
pub use embed::{Arg, ArrayElement, Jit, JitBuilder, OwnedArray, Value};

/// The command line as a library: `lowrite::cli::run_with_rules("my-opt", rules)` is a tool
/// with every subcommand and flag of `lowrite`, its rules first.
pub mod cli {
    pub use lowrite_cli::{run_with_rules, Tool};
}

/// The standard rule sets, in precedence order.
pub fn standard() -> Vec<&'static convert::RuleSet> {
    lowrite_patterns::standard()
}

/// Compiles a rule file into Rust rewrite patterns at build time: `lowrite::rules!("rules/
/// toy.rules");` (a path relative to the crate's `Cargo.toml`) or `lowrite::rules!(inline
/// "...")`. It defines `pub static RULES: lowrite::convert::RuleSet`; the generated code names
/// only what this crate re-exports, so the author's crate needs no other lowrite dependency.
#[macro_export]
macro_rules! rules {
    ($($input:tt)*) => {
        $crate::__private::lowrite_macros::rules!(crate = $crate::__private::core; $($input)*);
    };
}

/// What [`rules!`]'s expansion names; not an API.
#[doc(hidden)]
pub mod __private {
    pub use lowrite_core as core;
    pub use lowrite_macros;
}
