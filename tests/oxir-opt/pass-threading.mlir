// Passes on sibling isolated ops run on several threads unless --mlir-disable-threading; what a
// run reports is the same either way: diagnostics in IR order, and after a failure nothing from
// the ops after the failing one.
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-remark-pass,test-op-hash))' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-remark-pass,test-op-hash))' --mlir-pass-statistics --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-remark-pass,test-pass-failure),test-remark-pass)' 2>&1 | FileCheck %s --check-prefix=FAILURE
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-remark-pass,test-pass-failure),test-remark-pass)' --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=FAILURE

// CHECK: remark: running on 'builtin.module' op @m0
// CHECK: remark: running on 'builtin.module' op @m1
// CHECK: remark: running on 'builtin.module' op @m2
// CHECK: remark: running on 'builtin.module' op @m3
// CHECK: remark: running on 'builtin.module' op @m4
// CHECK: remark: running on 'builtin.module' op @m5
// CHECK: 'builtin.module' Pipeline
// CHECK-NEXT:   TestRemarkPass
// CHECK-NEXT:   TestOpHashPass
// CHECK-NEXT:     (S) 12 num-ops - Number of operations hashed

// FAILURE: remark: running on 'builtin.module' op @m0
// FAILURE: error: 'builtin.module' op failed: `test-pass-failure` always fails
// FAILURE-NOT: @m1
// FAILURE-NOT: remark
module {
  module @m0 {
    "t.op"() : () -> ()
  }
  module @m1 {
    "t.op"() : () -> ()
  }
  module @m2 {
    "t.op"() : () -> ()
  }
  module @m3 {
    "t.op"() : () -> ()
  }
  module @m4 {
    "t.op"() : () -> ()
  }
  module @m5 {
    "t.op"() : () -> ()
  }
}
