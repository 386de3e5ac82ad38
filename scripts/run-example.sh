#!/usr/bin/env bash
# The main job on a fresh machine: installs what is missing (./scripts/setup.sh, idempotent),
# builds the Toy compiler in release, and runs the example Toy program in LLVM's JIT: toyc
# parses it, infers its shapes, lowers it to `affine` loops and then to the `llvm` dialect,
# translates it to LLVM IR and runs `main`, which prints the program's three tensors.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
cargo build --release -p toyc
./target/release/toyc examples/toy/examples/matrices.toy -emit=jit
