#!/usr/bin/env bash
# Lowers examples/array_add.mlir (func/scf/memref) with lowrite's rules, compiles it with the C
# header of its functions, builds its C driver against that header, links and runs it.
set -euo pipefail
"$(dirname "$0")/../scripts/setup.sh" >/dev/null
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --release -q -p lowrite-cli
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
./target/release/lowrite compile examples/array_add.mlir -O2 -o "$out/array_add.o" \
  --emit-header "$out/array_add.h"
cc -std=c11 -Wall -Wextra -Werror -I"$out" "$out/array_add.o" examples/array_add.c -o "$out/array_add"
"$out/array_add"
