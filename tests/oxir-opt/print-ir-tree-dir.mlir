// --mlir-print-ir-tree-dir writes each dump of --mlir-print-ir-before/after to a file of its own:
// a directory per op on the way to the op the pass ran on (op name with `_` for `.`, then its
// symbol name or `no-symbol-name`), and a file named by the dump counts of those ops and the
// pass argument; nothing goes to standard error. The tree is the same as mlir-opt-19's, with
// and without threads and at module scope.
// RUN: rm -rf %t.oxir %t.mlir
// RUN: oxir-opt %s '--pass-pipeline=builtin.module(func.func(cse,canonicalize),builtin.module(func.func(cse)),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=%t.oxir -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=NOTHING
// RUN: %mlir_opt %s '--pass-pipeline=builtin.module(func.func(cse,canonicalize),builtin.module(func.func(cse)),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=%t.mlir -o /dev/null
// RUN: diff -r %t.mlir %t.oxir
// RUN: FileCheck %s --input-file=%t.oxir/builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir --match-full-lines --strict-whitespace --check-prefix=F-CSE
// RUN: FileCheck %s --input-file=%t.oxir/builtin_module_no-symbol-name/builtin_module_inner/func_func_g/0_0_0_cse.mlir --match-full-lines --strict-whitespace --check-prefix=G-BEFORE
// RUN: FileCheck %s --input-file=%t.oxir/builtin_module_no-symbol-name/1_symbol-dce.mlir --match-full-lines --strict-whitespace --check-prefix=DCE
// RUN: rm -rf %t.oxir %t.mlir
// RUN: oxir-opt %s '--pass-pipeline=builtin.module(func.func(cse,canonicalize),builtin.module(func.func(cse)),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-ir-tree-dir=%t.oxir -o /dev/null
// RUN: %mlir_opt %s '--pass-pipeline=builtin.module(func.func(cse,canonicalize),builtin.module(func.func(cse)),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-ir-tree-dir=%t.mlir -o /dev/null
// RUN: diff -r %t.mlir %t.oxir

// NOTHING-NOT:{{.}}

// F-CSE:// -----// IR Dump After CSE (cse) //----- //
// F-CSE-NEXT:func.func @f(%arg0: i32) -> i32 {
// F-CSE-NEXT:  %0 = arith.addi %arg0, %arg0 : i32
// F-CSE-NEXT:  %1 = arith.addi %0, %0 : i32
// F-CSE-NEXT:  return %1 : i32
// F-CSE-NEXT:}
// F-CSE-EMPTY:

// G-BEFORE:// -----// IR Dump Before CSE (cse) //----- //
// G-BEFORE-NEXT:func.func @g() {
// G-BEFORE-NEXT:  return
// G-BEFORE-NEXT:}
// G-BEFORE-EMPTY:

// DCE:// -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// DCE-NEXT:module {
// DCE-NEXT:  func.func @f(%arg0: i32) -> i32 {
// DCE-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// DCE-NEXT:    %1 = arith.addi %0, %0 : i32
// DCE-NEXT:    return %1 : i32
// DCE-NEXT:  }
// DCE-NEXT:  module @inner {
// DCE-NEXT:    func.func @g() {
// DCE-NEXT:      return
// DCE-NEXT:    }
// DCE-NEXT:  }
// DCE-NEXT:  module {
// DCE-NEXT:  }
// DCE-NEXT:}
// DCE-EMPTY:
// DCE-EMPTY:

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func private @dead() {
  return
}
module @inner {
  func.func @g() {
    return
  }
}
module {
}
