// Full dialect conversion with -test-legalize-patterns that cannot legalize an op: the error
// names it and says why each pattern did not apply, and the pass fails.
// RUN: not oxir-opt %s --split-input-file --allow-unregistered-dialect -test-legalize-patterns=test-legalize-mode=full 2>&1 | FileCheck %s

// An op the target does not know is not legal in a full conversion.
// CHECK: error: failed to legalize operation 'tc.unknown'
// CHECK: note: no pattern matches `tc.unknown`
func.func @unknown() {
  %0 = "tc.illegal_op_a"() : () -> i16
  "tc.unknown"(%0) : (i16) -> ()
  return
}

// -----

// An illegal op whose only pattern does not apply.
// CHECK: error: failed to legalize operation 'tc.illegal_op_f' that was explicitly marked illegal
// CHECK: note: `no-lowering`: `tc.illegal_op_f` has no lowering
func.func @no_lowering(%arg0: i16) {
  "tc.illegal_op_f"(%arg0) : (i16) -> ()
  return
}
