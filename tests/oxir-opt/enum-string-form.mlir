// An enum that MLIR reads with its `FieldParser` (the llvm dialect's) takes a case as a
// string too; it prints as a keyword when it is one.
// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: "test.op"() {a = #llvm.linkage<internal>, b = #llvm.framePointerKind<"non-leaf">} : () -> ()
"test.op"() {a = #llvm.linkage<"internal">, b = #llvm.framePointerKind<"non-leaf">} : () -> ()
