#!/usr/bin/env bash
# The whole test suite, as CI runs it: set-up (idempotent), formatting, lints, every test.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo fmt --all --check
cargo clippy --release --workspace --all-targets -q -- -D warnings
# Every public item is documented, and the documentation builds without a warning. (In the
# release profile, rustdoc reuses what clippy checked: on a fresh machine 95 s instead of 242.)
RUSTDOCFLAGS="-D warnings" cargo doc --release --workspace --no-deps -q
cargo test --release --workspace
# The Python package, built from the same crates (maturin reuses the workspace's build).
python3 -m pip install -q --no-build-isolation ./python
python3 -m pytest -q python/tests
