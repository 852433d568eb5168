//! lowrite's runtime: MLIR import, translation of the LLVM dialect to LLVM IR and native code,
//! the JIT, and the pipelines that tie them to the conversion driver.
//!
//! The IR, the conversion driver, the printer and the LLVM-dialect reader are `lowrite-core`,
//! which needs neither MLIR nor LLVM; they are re-exported here under their usual paths
//! (`lowrite_runtime::ir`, `lowrite_runtime::convert`...). Neither crate knows any particular
//! lowering rule; rule sets compiled from the rule language are applied to [`ir::Module`]s by
//! the conversion driver.

pub use lowrite_core::{
    asm, builtins, convert, error, export, halves_pay, header, ir, llvm_text, mlir_text, passes,
    split, timing, Diagnostic, Error, Result,
};

pub mod cleanup;
pub mod import;
pub mod jit;
pub mod marshal;
pub mod native;
pub mod pipeline;
mod print_utils;
pub mod translate;
pub mod upstream;
pub mod verify;
