// When a pass fails, --mlir-pass-pipeline-crash-reproducer writes the IR and, in MLIR 19's
// trailer, how to run it again: by default the IR the run started from with the whole
// pipeline, with --mlir-pass-pipeline-local-reproducer the IR just before the failing pass with
// that pass alone. --run-reproducer runs it; reproducers written by mlir-opt-19 run too.
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stats-pass, builtin.module(test-op-hash,test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t.whole 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --match-full-lines --strict-whitespace --check-prefix=WHOLE < %t.whole
// RUN: not oxir-opt %t.whole --allow-unregistered-dialect --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(test-stats-pass, builtin.module(test-op-hash,test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t.local --mlir-pass-pipeline-local-reproducer --mlir-disable-threading 2>&1 | FileCheck %s --check-prefix=REPORT-LOCAL
// RUN: FileCheck %s --match-full-lines --strict-whitespace --check-prefix=LOCAL < %t.local
// RUN: not oxir-opt %t.local --allow-unregistered-dialect --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: not %mlir_opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t.mlir-opt
// RUN: not oxir-opt %t.mlir-opt --allow-unregistered-dialect --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: not oxir-opt %s --allow-unregistered-dialect -test-pass-failure --mlir-pass-pipeline-crash-reproducer=%t.threads --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=THREADS

// REPORT: pass-reproducer.mlir:[[@LINE+47]]:3: error: failures have been detected while processing a pass pipeline
// REPORT-NEXT:   module @a {
// REPORT-NEXT:   ^
// REPORT-NEXT: pass-reproducer.mlir:[[@LINE+44]]:3: note: pipeline failed while executing [`TestFailurePass` on 'builtin.module' operation: @a]: reproducer generated at `{{.*}}.whole`
// REPORT: pass-reproducer.mlir:[[@LINE+43]]:3: error: 'builtin.module' op failed: `test-pass-failure` always fails

// WHOLE:module {
// WHOLE-NEXT:  module @a {
// WHOLE-NEXT:    "t.x"() : () -> ()
// WHOLE-NEXT:  }
// WHOLE-NEXT:  module @b {
// WHOLE-NEXT:    "t.y"() : () -> ()
// WHOLE-NEXT:  }
// WHOLE-NEXT:}
// WHOLE-EMPTY:
// WHOLE-NEXT:{-#
// WHOLE-NEXT:  external_resources: {
// WHOLE-NEXT:    mlir_reproducer: {
// WHOLE-NEXT:      pipeline: "builtin.module(test-stats-pass, builtin.module(test-op-hash{rounds=1},test-pass-failure))",
// WHOLE-NEXT:      disable_threading: false,
// WHOLE-NEXT:      verify_each: true
// WHOLE-NEXT:    }
// WHOLE-NEXT:  }
// WHOLE-NEXT:#-}

// AGAIN: error: 'builtin.module' op failed: `test-pass-failure` always fails

// REPORT-LOCAL: note: pipeline failed while executing `TestFailurePass` on 'builtin.module' operation: @a: reproducer generated at `{{.*}}.local`

// The IR before the failing pass: `@a` went through test-op-hash, `@b` was not reached.
// LOCAL:module {
// LOCAL-NEXT:  module @a attributes {test.hash = "{{[0-9a-f]+}}"} {
// LOCAL-NEXT:    "t.x"() : () -> ()
// LOCAL-NEXT:  }
// LOCAL-NEXT:  module @b {
// LOCAL-NEXT:    "t.y"() : () -> ()
// LOCAL-NEXT:  }
// LOCAL-NEXT:}
// LOCAL-EMPTY:
// LOCAL-NEXT:{-#
// LOCAL-NEXT:  external_resources: {
// LOCAL-NEXT:    mlir_reproducer: {
// LOCAL-NEXT:      pipeline: "builtin.module(builtin.module(test-pass-failure))",
// LOCAL-NEXT:      disable_threading: true,

// THREADS: oxir-opt: `--mlir-pass-pipeline-local-reproducer` needs `--mlir-disable-threading`
module {
  module @a {
    "t.x"() : () -> ()
  }
  module @b {
    "t.y"() : () -> ()
  }
}
