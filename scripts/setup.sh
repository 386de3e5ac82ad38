#!/usr/bin/env bash
# Installs the system packages oxir needs, idempotently: LLVM 19 (lit, FileCheck, and later the
# inkwell backend), spirv-tools, MLIR 19's tools (the reference `mlir-opt-19`, and
# `mlir-cpu-runner-19`) and MLIR 19's runtime library (`libmlir_c_runner_utils`, which the
# semantics test's programs print with).
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
