// Analysis conversion with -test-legalize-patterns: a remark on each op found legal or
// legalizable (an illegal op no pattern legalizes fails nothing), and the IR left as it was.
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns=test-legalize-mode=analysis 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns=test-legalize-mode=analysis 2>/dev/null | FileCheck %s

// REMARK: conversion-analysis.mlir:[[@LINE+14]]:1: remark: op 'func.func' is legalizable
// REMARK: conversion-analysis.mlir:[[@LINE+14]]:8: remark: op 'tc.illegal_op_a' is legalizable
// REMARK: conversion-analysis.mlir:[[@LINE+14]]:8: remark: op 'tc.illegal_op_b' is legalizable
// REMARK-NOT: tc.illegal_op_f' is legalizable
// REMARK-NOT: tc.unknown' is legalizable
// REMARK: conversion-analysis.mlir:[[@LINE+14]]:3: remark: op 'func.return' is legalizable
// CHECK-LABEL: func.func @analysis() {
// CHECK-NEXT:    %0 = "tc.illegal_op_a"() : () -> i16
// CHECK-NEXT:    %1 = "tc.illegal_op_b"(%0) : (i16) -> i16
// CHECK-NEXT:    "tc.illegal_op_f"(%1) : (i16) -> ()
// CHECK-NEXT:    "tc.unknown"(%1) : (i16) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NOT: unrealized_conversion_cast
func.func @analysis() {
  %0 = "tc.illegal_op_a"() : () -> i16
  %1 = "tc.illegal_op_b"(%0) : (i16) -> i16
  "tc.illegal_op_f"(%1) : (i16) -> ()
  "tc.unknown"(%1) : (i16) -> ()
  return
}
