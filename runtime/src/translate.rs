//! LLVM-dialect [`ir`](crate::ir) to LLVM IR through inkwell.

use crate::error::Result;
use crate::ir;
use inkwell::context::Context;
use inkwell::module::Module;

/// Translates an LLVM-dialect module into a new LLVM module in `context`, verified by LLVM.
pub fn translate<'ctx>(m: &ir::Module, context: &'ctx Context, name: &str) -> Result<Module<'ctx>> {
    let _ = (m, context, name);
    Err(crate::Error::Other("translation is not implemented yet".into()))
}
