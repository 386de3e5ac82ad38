// With --verify-each (the default), the IR is verified after every pass that changed it, and
// an error says which pass broke it; the pipeline stops there.
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-pass-create-invalid-ir),test-remark-pass)' 2>&1 | FileCheck %s --check-prefix=BROKEN
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-pass-create-invalid-ir),test-remark-pass)' --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=BROKEN
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-pass-create-invalid-ir),test-remark-pass)' --verify-each=false 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-pass-create-invalid-ir{signal-pass-failure=true emit-invalid-ir=false}))' 2>&1 | FileCheck %s --check-prefix=FAILED

// BROKEN: <unknown>:0: error: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation
// BROKEN-NEXT: <unknown>:0: note: see current operation: "builtin.unrealized_conversion_cast"() : () -> ()
// BROKEN-NEXT: pass-verify-each.mlir:[[@LINE+15]]:3: note: the IR is invalid after pass `TestInvalidIRPass` (`test-pass-create-invalid-ir`) ran on this op
// BROKEN-NOT: error
// BROKEN-NOT: remark

// Unverified, the invalid ops reach the output and the next pass runs. The output is verified
// before it is printed, and, being invalid, printed in the generic form, as MLIR does.
// UNCHECKED: "builtin.module"() <{sym_name = "a"}> ({
// UNCHECKED-NEXT: "builtin.unrealized_conversion_cast"() : () -> ()
// UNCHECKED: "builtin.module"() <{sym_name = "b"}> ({
// UNCHECKED-NEXT: "builtin.unrealized_conversion_cast"() : () -> ()
// UNCHECKED: remark: running on 'builtin.module' op

// FAILED: pass-verify-each.mlir:[[@LINE+3]]:3: error: 'builtin.module' op failed: asked to by `signal-pass-failure`
// FAILED-NOT: error
module {
  module @a {
    "t.x"() : () -> ()
  }
  module @b {
    "t.y"() : () -> ()
  }
}
