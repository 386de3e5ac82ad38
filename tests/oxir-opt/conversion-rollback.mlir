// A partial conversion that fails half way: the op that could not be legalized is named with
// the reason, and the IR printed after the pass is the input, although ops before it had
// been rewritten (rollback). The test pass reports the failure and succeeds, so the run does.
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns 2>&1 >/dev/null | FileCheck %s --check-prefix=ERROR
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns 2>/dev/null | FileCheck %s

// ERROR: conversion-rollback.mlir:[[@LINE+14]]:3: error: failed to legalize operation 'tc.illegal_op_f' that was explicitly marked illegal
// ERROR: note: `no-lowering`: `tc.illegal_op_f` has no lowering
// ERROR: remark: applyPartialConversion failed
// CHECK-LABEL: func.func @rollback(%arg0: tuple<i16, f32>) {
// CHECK-NEXT:    %0 = "tc.illegal_op_a"() : () -> i16
// CHECK-NEXT:    %1 = "tc.illegal_op_b"(%0) : (i16) -> i16
// CHECK-NEXT:    "tc.tuple_consumer"(%arg0) : (tuple<i16, f32>) -> ()
// CHECK-NEXT:    "tc.illegal_op_f"(%1) : (i16) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @rollback(%arg0: tuple<i16, f32>) {
  %0 = "tc.illegal_op_a"() : () -> i16
  %1 = "tc.illegal_op_b"(%0) : (i16) -> i16
  "tc.tuple_consumer"(%arg0) : (tuple<i16, f32>) -> ()
  "tc.illegal_op_f"(%1) : (i16) -> ()
  return
}
