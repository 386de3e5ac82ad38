// The IR printed around passes, with mlir-opt-19's headers: the op a pass ran on alone, or the
// whole module at module scope; "after" dumps limited to changes or failures. Both tools print
// the same (mlir-opt-19 without threads, so that its output is in IR order).
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce),symbol-dce)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=AFTER
// RUN: %mlir_opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce),symbol-dce)' --mlir-print-ir-after-all --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=AFTER
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=CHANGE
// RUN: %mlir_opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-ir-module-scope --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=CHANGE
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce),symbol-dce)' --mlir-print-ir-before=symbol-dce --mlir-print-op-generic -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce,test-pass-failure))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FAILURE
// RUN: not oxir-opt %s --allow-unregistered-dialect --mlir-print-ir-module-scope --mlir-print-ir-after-all -symbol-dce 2>&1 | FileCheck %s --check-prefix=THREADS

// AFTER:// {{-----}}// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-NEXT:module @a {
// AFTER-NEXT:  "t.x"() : () -> ()
// AFTER-NEXT:}
// AFTER-EMPTY:
// AFTER-NEXT:// {{-----}}// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-NEXT:module @b {
// AFTER-NEXT:  "t.y"() {ref = @a} : () -> ()
// AFTER-NEXT:}
// AFTER-EMPTY:
// AFTER-NEXT:// {{-----}}// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-NEXT:module {
// AFTER-NEXT:  module @a {
// AFTER-NEXT:    "t.x"() : () -> ()
// AFTER-NEXT:  }
// AFTER-NEXT:  module @b {
// AFTER-NEXT:    "t.y"() {ref = @a} : () -> ()
// AFTER-NEXT:  }
// AFTER-NEXT:}
// AFTER-EMPTY:
// AFTER-EMPTY:

// Only the run that removed `@dead` changed anything.
// CHANGE:// {{-----}}// IR Dump After SymbolDCE (symbol-dce) ('builtin.module' operation: @a) //----- //
// CHANGE-NEXT:module {
// CHANGE-NEXT:  module @a {
// CHANGE-NEXT:    "t.x"() : () -> ()
// CHANGE-NEXT:  }
// CHANGE-NEXT:  module @b {
// CHANGE-NEXT:    "t.y"() {ref = @a} : () -> ()
// CHANGE-NEXT:  }
// CHANGE-NEXT:}
// CHANGE-EMPTY:
// CHANGE-EMPTY:
// CHANGE-NOT:IR Dump

// BEFORE: // {{-----}}// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: "builtin.module"() <{sym_name = "a"}> ({
// BEFORE: // {{-----}}// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: "builtin.module"() <{sym_name = "b"}> ({
// BEFORE: // {{-----}}// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: "builtin.module"() ({

// FAILURE:// {{-----}}// IR Dump After TestFailurePass Failed (test-pass-failure) //----- //
// FAILURE-NEXT:module @a {
// FAILURE-NEXT:  "t.x"() : () -> ()
// FAILURE-NEXT:}
// FAILURE-EMPTY:
// FAILURE-NEXT:{{.*}}pass-print-ir.mlir:[[@LINE+4]]:3: error: 'builtin.module' op failed: `test-pass-failure` always fails

// THREADS: oxir-opt: `--mlir-print-ir-module-scope` needs `--mlir-disable-threading`
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
