#!/usr/bin/env bash
# Runs every test of the workspace on a fresh machine: installs what is missing, checks formatting
# and lints, then runs the unit, integration and file-based tests.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace --release
