// What MLIR's C API lacks for pass managers: adding a pass as mlir-opt adds a pass flag, with
// implicit nesting, by which a pass anchored on `func.func` added to a `builtin.module` pass
// manager runs on each function. (Textual pipelines turn implicit nesting off while they are
// added, so `mlirOpPassManagerAddPipeline` cannot do this.)
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <string>

extern "C" MlirLogicalResult lowritePassManagerAddFlag(MlirPassManager pm, MlirStringRef name,
                                                       MlirStringRef options,
                                                       MlirStringCallback callback,
                                                       void *userData) {
  mlir::PassManager *manager = unwrap(pm);
  manager->setNesting(mlir::OpPassManager::Nesting::Implicit);
  llvm::StringRef passName = unwrap(name);
  const mlir::PassRegistryEntry *entry = mlir::PassInfo::lookup(passName);
  if (!entry)
    entry = mlir::PassPipelineInfo::lookup(passName);
  if (!entry) {
    std::string message =
        "'" + passName.str() + "' does not refer to a registered pass or pass pipeline";
    callback(mlirStringRefCreate(message.data(), message.size()), userData);
    return mlirLogicalResultFailure();
  }
  auto onError = [&](const llvm::Twine &message) {
    std::string text = message.str();
    callback(mlirStringRefCreate(text.data(), text.size()), userData);
    return mlir::failure();
  };
  if (mlir::failed(entry->addToPipeline(*manager, unwrap(options), onError)))
    return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}
