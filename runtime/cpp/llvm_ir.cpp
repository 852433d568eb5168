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
