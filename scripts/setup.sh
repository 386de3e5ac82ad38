#!/usr/bin/env bash
# Installs the system packages oxir needs, idempotently: LLVM 19 (lit, FileCheck, `lli-19`, and
# the libraries and `llvm-config-19` that `oxir-jit` links through inkwell and llvm-sys),
# spirv-tools, MLIR 19's tools (the reference `mlir-opt-19`, `mlir-cpu-runner-19` and
# `mlir-translate-19`) and MLIR 19's runtime library (`libmlir_c_runner_utils`, which the
# semantics test's programs and `oxir-cpu-runner`'s tests print with).
set -euo pipefail
packages=(llvm-19-dev libpolly-19-dev libzstd-dev zlib1g-dev g++ spirv-tools mlir-19-tools libmlir-19 python3 time)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi
