#!/usr/bin/env bash
# Lowers examples/array_add.mlir (func/scf/memref) with lowrite's rules, compiles it, links it
# with its C driver and runs it.
set -euo pipefail
"$(dirname "$0")/../scripts/setup.sh" >/dev/null
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cargo build --release -q -p lowrite-cli
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
./target/release/lowrite compile examples/array_add.mlir -O2 -o "$out/array_add.o"
cc "$out/array_add.o" examples/array_add.c -o "$out/array_add"
"$out/array_add"
