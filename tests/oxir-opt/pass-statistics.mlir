// Pass statistics, laid out like MLIR's report: in the shape of the pipeline (adjacent nested
// pipelines on the same ops merged), or merged by pass name; counters sorted by name. Threads do
// not change the counts.
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-stats-pass),builtin.module(symbol-dce),test-stats-pass,symbol-dce)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=PIPELINE
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-stats-pass),builtin.module(symbol-dce),test-stats-pass,symbol-dce)' --mlir-pass-statistics --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=PIPELINE
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-stats-pass),builtin.module(symbol-dce),test-stats-pass,symbol-dce)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=LIST

// PIPELINE:===-------------------------------------------------------------------------===
// PIPELINE-NEXT:                         ... Pass statistics report ...
// PIPELINE-NEXT:===-------------------------------------------------------------------------===
// PIPELINE-NEXT:'builtin.module' Pipeline
// PIPELINE-NEXT:  TestStatisticPass
// PIPELINE-NEXT:    (S) 5 num-ops  - Number of operations counted
// PIPELINE-NEXT:    (S) 5 num-ops2 - Number of operations counted one more time
// PIPELINE-NEXT:  SymbolDCE
// PIPELINE-NEXT:    (S) 1 num-dce'd - Number of symbols DCE'd
// PIPELINE-NEXT:TestStatisticPass
// PIPELINE-NEXT:  (S) 5 num-ops  - Number of operations counted
// PIPELINE-NEXT:  (S) 5 num-ops2 - Number of operations counted one more time
// PIPELINE-NEXT:SymbolDCE
// PIPELINE-NEXT:  (S) 0 num-dce'd - Number of symbols DCE'd
// PIPELINE-EMPTY:

// LIST:===-------------------------------------------------------------------------===
// LIST-NEXT:                         ... Pass statistics report ...
// LIST-NEXT:===-------------------------------------------------------------------------===
// LIST-NEXT:  SymbolDCE
// LIST-NEXT:    (S) 1 num-dce'd - Number of symbols DCE'd
// LIST-NEXT:  TestStatisticPass
// LIST-NEXT:    (S) 10 num-ops  - Number of operations counted
// LIST-NEXT:    (S) 10 num-ops2 - Number of operations counted one more time
// LIST-EMPTY:
module {
  module @a {
    "t.x"() : () -> ()
    module @dead attributes {sym_visibility = "private"} {
    }
  }
  module @b {
    "t.y"() {ref = @a} : () -> ()
  }
}
