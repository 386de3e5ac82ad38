// Translate -> import -> translate is a fixed point on the translation tests: the LLVM IR of
// each, read back with --import-llvm and translated again, is the same text.
// RUN: sh %S/inputs/import-fixed-point.sh %t %S/aggregates-vectors.mlir %S/arith.mlir %S/control-flow.mlir %S/errors.mlir %S/folding.mlir %S/globals-calls.mlir %S/intrinsics-stack.mlir %S/memory.mlir %S/split-input-file.mlir %S/switch.mlir %S/unreachable-scalable.mlir | FileCheck %s
// CHECK: fixed point: aggregates-vectors.mlir
// CHECK: fixed point: arith.mlir
// CHECK: fixed point: control-flow.mlir
// CHECK: fixed point: errors.mlir
// CHECK: fixed point: folding.mlir
// CHECK: fixed point: globals-calls.mlir
// CHECK: fixed point: intrinsics-stack.mlir
// CHECK: fixed point: memory.mlir
// CHECK: fixed point: split-input-file.mlir
// CHECK: fixed point: switch.mlir
// CHECK: fixed point: unreachable-scalable.mlir
// CHECK-NOT: not a fixed point
