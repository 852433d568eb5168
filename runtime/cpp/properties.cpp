// One C entry point MLIR's C API lacks: an operation's properties as an attribute. Import needs
// it for properties MLIR stores as plain C++ enums (`overflowFlags`, `noWrapFlags`), which
// neither the attribute nor the inherent-attribute queries of the C API can see.
#include "mlir/CAPI/IR.h"
#include "mlir/IR/Operation.h"

extern "C" MlirAttribute lowriteOperationGetPropertiesAsAttribute(MlirOperation op) {
  return wrap(unwrap(op)->getPropertiesAsAttribute());
}
