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
    // SAFETY: the MLIR module is live and verified; the LLVM context pointer comes from inkwell
    // and the two bindings name the same C type. The returned module is owned by the caller and
    // belongs to `llvm_context`, so inkwell may take it over.
    unsafe {
        let raw = mlir_sys::mlirTranslateModuleToLLVMIR(
            mlir_sys::mlirModuleGetOperation(module.to_raw()),
            llvm_context.raw() as mlir_sys::LLVMContextRef,
        );
        if raw.is_null() {
            return Err(Error::Other("MLIR could not translate the module to LLVM IR".into()));
        }
        Ok(Module::new(raw as llvm_sys::prelude::LLVMModuleRef))
    }
}
