// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-timing -o /dev/null 2>&1 | FileCheck %s

// The timing report names each phase, then what is left, then the total.
// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Verifier
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Output
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// CHECK-NEXT: {{[0-9]+\.[0-9]+}} (100.0%)  Total
"t.op"() : () -> ()
