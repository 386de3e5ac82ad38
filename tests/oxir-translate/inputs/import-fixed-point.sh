#!/bin/sh
# import-fixed-point.sh PREFIX FILE...: for each FILE (an llvm dialect module), translates it to
# LLVM IR, imports that back and translates the import again, and fails unless both LLVM IR
# texts are the same: translate -> import -> translate is a fixed point.
set -e
prefix="$1"
shift
for file in "$@"; do
  oxir-translate --mlir-to-llvmir "$file" -o "$prefix.first.ll"
  oxir-translate --import-llvm "$prefix.first.ll" -o "$prefix.imported.mlir"
  oxir-translate --mlir-to-llvmir "$prefix.imported.mlir" -o "$prefix.second.ll"
  if ! diff "$prefix.first.ll" "$prefix.second.ll"; then
    echo "not a fixed point: $file"
    exit 1
  fi
  echo "fixed point: $(basename "$file")"
done
