#!/usr/bin/env bash
# The main job on a fresh machine: installs what is missing, builds oxir-opt, and runs it on the
# example file, printing the verified IR in MLIR's generic form.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo build --release -p oxir-opt
./target/release/oxir-opt examples/ir/loop-sum.mlir -canonicalize -cse
