//! MLIR's own translation of the LLVM dialect (`mlirTranslateModuleToLLVMIR`), run in-process on
//! the same module: an independent second translation to check [`crate::translate`] against.

use crate::error::{Error, Result};
use crate::ir;
use inkwell::context::Context;
use inkwell::module::Module;

/// Translates `m` with MLIR's translator into a module of `llvm_context`.
pub fn translate_with_mlir<'ctx>(
    m: &ir::Module,
    llvm_context: &'ctx Context,
) -> Result<Module<'ctx>> {
    let mlir_context = crate::import::new_context(&Default::default());
    let module = crate::import::to_melior(m, &mlir_context)?;
    let (diags, handler) = crate::import::collect_diagnostics(&mlir_context, "<lowrite>");
    // SAFETY: the MLIR module is live and verified; the LLVM context pointer comes from inkwell
    // and the two bindings name the same C type.
    let raw = unsafe {
        mlir_sys::mlirTranslateModuleToLLVMIR(
            mlir_sys::mlirModuleGetOperation(module.to_raw()),
            llvm_context.raw() as mlir_sys::LLVMContextRef,
        )
    };
    mlir_context.detach_diagnostic_handler(handler);
    if raw.is_null() {
        // MLIR's reasons, located where the ops came from.
        let d = std::mem::take(&mut *diags.borrow_mut());
        if d.is_empty() {
            return Err(Error::Other("MLIR could not translate the module to LLVM IR".into()));
        }
        return Err(Error::Diagnostics(d));
    }
    // SAFETY: the returned module is new, owned by the caller and belongs to `llvm_context`, so
    // inkwell may take it over.
    Ok(unsafe { Module::new(raw as llvm_sys::prelude::LLVMModuleRef) })
}
