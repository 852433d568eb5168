//! lowrite's core: the SSA IR, the conversion driver that applies compiled rule sets to it, the
//! rule language's builtin functions, MLIR's text printed from it and LLVM-dialect text read
//! into it, module splitting and timing.
//!
//! It depends on neither MLIR nor LLVM: rule crates (`lowrite-patterns`, an author's) build
//! against it alone. `lowrite-runtime` adds what needs the real libraries (MLIR import, LLVM
//! translation, native code, the JIT) and re-exports this crate's modules under its own name.

pub mod asm;
pub mod builtins;
pub mod convert;
pub mod dynamic;
pub mod error;
pub mod export;
pub mod fold;
pub mod header;
pub mod ir;
mod lexer;
pub mod llvm_text;
pub mod mlir_text;
pub mod passes;
pub mod split;
pub mod timing;
pub mod verify;

pub use error::{Diagnostic, Error, Result};
pub use lexer::{halves_pay, HALVES_MIN_BYTES};
