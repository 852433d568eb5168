//! lowrite's runtime: the SSA IR, MLIR import and export, and translation of the LLVM dialect to
//! LLVM IR and native code.
//!
//! The runtime knows nothing about any particular lowering rule; rule sets compiled from the rule
//! language are applied to [`ir::Module`]s by the conversion driver.

pub mod asm;
pub mod builtins;
pub mod convert;
pub mod error;
pub mod export;
pub mod import;
pub mod ir;
pub mod jit;
pub mod llvm_text;
pub mod native;
pub mod passes;
pub mod pipeline;
pub mod split;
pub mod timing;
pub mod translate;
pub mod upstream;

pub use error::{Diagnostic, Error, Result};
