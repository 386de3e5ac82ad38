// --debug-conversion: each conversion prints which ops were legal, which pattern legalized
// which op, which patterns failed and why, and what was rolled back and why (the test pass
// reports its failed partial conversion and succeeds).
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns --debug-conversion -o /dev/null 2>&1 | FileCheck %s

// CHECK: [conversion] 'func.func' is legal
// CHECK: [conversion] 'tc.illegal_op_a': legalized by pattern `{{.*}}`
// CHECK: [conversion] 'tc.illegal_op_f': pattern `no-lowering` failed: `tc.illegal_op_f` has no lowering
// CHECK: [conversion] 'tc.illegal_op_f': failed to legalize
// CHECK: [conversion] rolled back: failed to legalize operation 'tc.illegal_op_f' that was explicitly marked illegal
func.func @rollback() {
  %0 = "tc.illegal_op_a"() : () -> i16
  "tc.illegal_op_f"(%0) : (i16) -> ()
  return
}
