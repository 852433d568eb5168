#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian 12 machine: installs the LLVM/MLIR 22 toolchain lowrite
# builds against, plus the Python packages the differential tests use. Safe to run repeatedly.
set -euo pipefail

PKGS=(llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools clang-22 libpolly-22-dev libomp-22-dev libzstd-dev g++ binutils z3)
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: LLVM/MLIR 22 packages already installed"
fi

# numpy for the ctypes/NumPy interop tests; maturin builds the Python package, pytest tests it.
for mod in numpy maturin pytest; do
  if ! python3 -c "import $mod" 2>/dev/null; then
    echo "setup: installing $mod"
    python3 -m pip install -q "$mod"
  fi
done

# rustfmt and clippy for scripts/check.sh.
if command -v rustup >/dev/null 2>&1; then
  for comp in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$comp" || rustup component add "$comp"
  done
fi

for tool in mlir-opt mlir-translate llc opt llvm-objdump FileCheck; do
  test -x "/usr/lib/llvm-22/bin/$tool" || { echo "setup: /usr/lib/llvm-22/bin/$tool missing" >&2; exit 1; }
done
echo "setup: ok"
