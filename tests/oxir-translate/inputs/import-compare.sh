#!/bin/sh
# import-compare.sh FILE PREFIX: imports the LLVM IR of FILE with oxir-translate and with
# mlir-translate-19 and fails unless both print the same module, but for the module's attribute
# line (MLIR writes a `dlti.dl_spec` of the data layout, whose entries it orders by hash, oxir
# the layout string itself as `llvm.data_layout`).
set -e
oxir-translate --import-llvm "$1" -o "$2.oxir.mlir"
mlir-translate-19 --import-llvm "$1" -o "$2.ref.mlir" 2> /dev/null
sed 1d "$2.oxir.mlir" > "$2.oxir.body"
sed 1d "$2.ref.mlir" > "$2.ref.body"
diff "$2.ref.body" "$2.oxir.body"
