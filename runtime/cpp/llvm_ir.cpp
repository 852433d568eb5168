// The LLVM C API builds `insertvalue` and `extractvalue` with one index only; a position
// several levels deep then takes a chain of instructions. MLIR's translation emits one
// instruction with all the indices, and so does lowrite through these two entry points.
#include "llvm-c/Core.h"
#include "llvm/IR/IRBuilder.h"

extern "C" LLVMValueRef lowriteBuildInsertValue(LLVMBuilderRef builder, LLVMValueRef agg,
                                                LLVMValueRef value, const unsigned *indices,
                                                unsigned count) {
  return llvm::wrap(llvm::unwrap(builder)->CreateInsertValue(
      llvm::unwrap(agg), llvm::unwrap(value), llvm::ArrayRef<unsigned>(indices, count)));
}

extern "C" LLVMValueRef lowriteBuildExtractValue(LLVMBuilderRef builder, LLVMValueRef agg,
                                                 const unsigned *indices, unsigned count) {
  return llvm::wrap(llvm::unwrap(builder)->CreateExtractValue(
      llvm::unwrap(agg), llvm::ArrayRef<unsigned>(indices, count)));
}

// MLIR's translation builds instructions with a folder that knows the module's data layout,
// so constant expressions such as `ptrtoint (getelementptr (T, ptr null, i32 1))` (a size)
// come out as plain constants. lowrite folds each constant result the same way.
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Module.h"

extern "C" LLVMValueRef lowriteFoldConstant(LLVMValueRef value, LLVMModuleRef module) {
  auto *constant = llvm::dyn_cast<llvm::Constant>(llvm::unwrap(value));
  if (!constant)
    return value;
  return llvm::wrap(llvm::ConstantFoldConstant(constant, llvm::unwrap(module)->getDataLayout()));
}
