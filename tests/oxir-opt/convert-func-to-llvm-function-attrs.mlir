// convert-func-to-llvm: a function marked `llvm.readnone` gets the memory effects it means
// (none of any kind) and loses the marker, as MLIR 19's FuncOpConversion gives it; a
// `llvm.linkage` that is no linkage attribute leaves the function unconverted (both tools
// report it as an error: convert-func-to-llvm-pattern-errors.mlir checks the diagnostics).
// RUN: oxir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-func-to-llvm 2> /dev/null | FileCheck %s

// CHECK: llvm.func @declared(i32) attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
func.func private @declared(i32) attributes {llvm.readnone}

// CHECK: llvm.func @defined(%arg0: i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, other = 1 : i32} {
func.func @defined(%a: i32) -> i32 attributes {llvm.readnone, other = 1 : i32} {
  return %a : i32
}

// CHECK: func.func private @bad_linkage() attributes {llvm.linkage = 3 : i64}
func.func private @bad_linkage() attributes {"llvm.linkage" = 3 : i64}
