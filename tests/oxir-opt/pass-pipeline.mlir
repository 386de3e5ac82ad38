// Pipelines from pass flags and from text, printed with --dump-pass-pipeline exactly as
// mlir-opt-19 prints them (op-specific passes get their own nest, options print sorted and
// complete), and read back to the same text.
// RUN: oxir-opt %s --allow-unregistered-dialect -test-options-pass -symbol-dce -test-pm-nested-pipeline '--test-options-pass=list=1,2 string={a b} enum=one' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=FLAGS
// RUN: %mlir_opt %s --allow-unregistered-dialect -test-options-pass -symbol-dce -test-pm-nested-pipeline '--test-options-pass=list=1,2 string={a b} enum=one' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=FLAGS
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-options-pass{enum=zero  string= }),symbol-dce,builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass),func.func(test-options-pass{enum=one list=1,2 string={a b} }))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=FLAGS
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline=' builtin.module( any( symbol-dce ) , builtin.module(test-stats-pass,test-op-hash{rounds=3}) )' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=TEXT
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='any(symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ANY
// RUN: %mlir_opt %s --allow-unregistered-dialect --pass-pipeline='any(symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=ANY
// RUN: oxir-opt %s --allow-unregistered-dialect --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=EMPTY
// RUN: %mlir_opt %s --allow-unregistered-dialect --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --strict-whitespace --match-full-lines --check-prefix=EMPTY

// FLAGS:Pass Manager with 5 passes:
// FLAGS-NEXT:builtin.module(func.func(test-options-pass{enum=zero  string= }),symbol-dce,builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass),func.func(test-options-pass{enum=one list=1,2 string={a b} }))
// FLAGS-EMPTY:

// TEXT:Pass Manager with 2 passes:
// TEXT-NEXT:builtin.module(any(symbol-dce),builtin.module(test-stats-pass,test-op-hash{rounds=3}))
// TEXT-EMPTY:

// ANY:Pass Manager with 1 passes:
// ANY-NEXT:any(symbol-dce)

// EMPTY:Pass Manager with 0 passes:
// EMPTY-NEXT:builtin.module()
// EMPTY-EMPTY:
module {
  module @m {
    "t.x"() : () -> ()
  }
}
