// --mlir-timing shows passes nested as they ran, beside the driver's phases, with analyses under
// the pass that computed them (a cached analysis is computed once); the list display merges
// entries by name, largest first, after MLIR's `root` entry.
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-dominance-pass,test-dominance-pass),test-stats-pass)' --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TREE
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-dominance-pass,test-dominance-pass),test-stats-pass)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=TREE
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-dominance-pass,test-dominance-pass),test-stats-pass)' --mlir-timing --mlir-timing-display=list --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --check-prefix=LIST

// TREE: ... Execution time report ...
// TREE: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// TREE: ----Wall Time----  ----Name----
// TREE-NEXT: {{.*}}%)  Parser
// TREE-NEXT: {{.*}}%)  Verifier
// TREE-NEXT: {{.*}}%)  'builtin.module' Pipeline
// TREE-NEXT: {{.*}}%)    TestDominancePass
// TREE-NEXT: {{.*}}%)      (A) DominanceInfo
// TREE-NEXT: {{.*}}%)    TestDominancePass
// TREE-NEXT: {{.*}}%)  TestStatisticPass
// TREE-NEXT: {{.*}}%)  Output
// TREE-NEXT: {{.*}}%)  Rest
// TREE-NEXT: {{.*}}(100.0%)  Total

// LIST: ----Wall Time----  ----Name----
// LIST-NEXT: {{.*}}(100.0%)  root
// LIST-DAG: {{.*}}%)  Parser
// LIST-DAG: {{.*}}%)  Verifier
// LIST-DAG: {{.*}}%)  Pipeline Collection : ['builtin.module']
// LIST-DAG: {{.*}}%)  'builtin.module' Pipeline
// LIST-DAG: {{.*}}%)  TestDominancePass
// LIST-DAG: {{.*}}%)  (A) DominanceInfo
// LIST-DAG: {{.*}}%)  TestStatisticPass
// LIST-DAG: {{.*}}%)  Output
// LIST: {{.*}}%)  Rest
// LIST-NEXT: {{.*}}(100.0%)  Total
module {
  module @m {
    "t.f"() ({
      "t.br"()[^bb1] : () -> ()
    ^bb1:
      "t.ret"() : () -> ()
    }) : () -> ()
  }
  module @n {
    "t.g"() : () -> ()
  }
}
