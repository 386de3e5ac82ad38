// -sccp across calls, on MLIR's test/Transforms/sccp-callgraph.mlir cases that use func/arith
// (and unregistered ops) without branches, plus straight-line folding. The expectations are
// mlir-opt-19's output, checked against both tools; run on a nested module or on each function,
// the analysis stops at that op.
// RUN: oxir-opt -allow-unregistered-dialect %s -sccp -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect %s -sccp -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(sccp))" -split-input-file | FileCheck %s --check-prefix=NESTED
// RUN: %mlir_opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(sccp))" -split-input-file | FileCheck %s --check-prefix=NESTED
// RUN: oxir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --check-prefix=FUNC
// RUN: %mlir_opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --check-prefix=FUNC

// NESTED-LABEL: func.func nested @nested(%arg0: i32) -> (i32, i32) {
// NESTED-NEXT: %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT: return %c1_i32, %arg0 : i32, i32

// FUNC-LABEL: func.func @caller() -> i32 {
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0 = call @private_callee(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %1 = call @public_const() : () -> i32
// FUNC-NEXT: %2 = arith.addi %0, %1 : i32
// FUNC-NEXT: return %2 : i32

// A constant passed to a private function and returned.
// CHECK-LABEL:  func.func private @private(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func private @private(%arg0 : i32) -> i32 {
  return %arg0 : i32
}

// CHECK-LABEL:  func.func @simple_private() -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = call @private(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @simple_private() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @private(%1) : (i32) -> i32
  return %result : i32
}

// -----

// A nested function of the top-level module: all its callers are known.
// CHECK-LABEL:  func.func nested @nested(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func nested @nested(%arg0 : i32) -> i32 {
  return %arg0 : i32
}

// CHECK-LABEL:  func.func @simple_nested() -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = call @nested(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @simple_nested() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @nested(%1) : (i32) -> i32
  return %result : i32
}

// -----

// A nested function of a public nested module: its callers are all known when the pass runs
// on the outer module (CHECK), not when it runs on the nested one (NESTED).
module {
  module @nested_module attributes {sym_visibility = "public"} {
// CHECK-LABEL:    func.func nested @nested(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:    }
    func.func nested @nested(%arg0 : i32) -> (i32, i32) {
      %1 = arith.constant 1 : i32
      return %1, %arg0 : i32, i32
    }

// CHECK-LABEL:    func.func @nested_not_all_uses_visible() -> (i32, i32) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %0:2 = call @nested(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:      return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT:    }
    func.func @nested_not_all_uses_visible() -> (i32, i32) {
      %1 = arith.constant 1 : i32
      %result:2 = call @nested(%1) : (i32) -> (i32, i32)
      return %result#0, %result#1 : i32, i32
    }
  }
}

// -----

// Public functions do not track their arguments.
// CHECK-LABEL:  func.func @public(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32, %arg0 : i32, i32
// CHECK-NEXT:  }
func.func @public(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  return %1, %arg0 : i32, i32
}

// CHECK-LABEL:  func.func @simple_public() -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0:2 = call @public(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:    return %c1_i32, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @simple_public() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result:2 = call @public(%1) : (i32) -> (i32, i32)
  return %result#0, %result#1 : i32, i32
}

// -----

// Nor do functions used other than by calls.
// CHECK-LABEL:  func.func private @callable(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32, %arg0 : i32, i32
// CHECK-NEXT:  }
func.func private @callable(%arg0 : i32) -> (i32, i32) {
  %1 = arith.constant 1 : i32
  return %1, %arg0 : i32, i32
}

// CHECK-LABEL:  func.func @non_call_users() -> (i32, i32) {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0:2 = call @callable(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT:    return %c1_i32, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @non_call_users() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %result:2 = call @callable(%1) : (i32) -> (i32, i32)
  return %result#0, %result#1 : i32, i32
}

"live.user"() {uses = [@callable]} : () -> ()

// -----

// An unknown terminator returns unknown values.
// CHECK-LABEL:  func.func private @callable(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    "unknown.return"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:  }
func.func private @callable(%arg0 : i32) -> i32 {
  "unknown.return"(%arg0) : (i32) -> ()
}

// CHECK-LABEL:  func.func @unknown_terminator() -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = call @callable(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @unknown_terminator() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @callable(%1) : (i32) -> i32
  return %result : i32
}

// -----

// Different constants from two callers conflict.
// CHECK-LABEL:  func.func private @callable(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func private @callable(%arg0 : i32) -> i32 {
  return %arg0 : i32
}

// CHECK-LABEL:  func.func @conflicting_constant() -> (i32, i32) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = call @callable(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    %1 = call @callable(%c2_i32) : (i32) -> i32
// CHECK-NEXT:    return %0, %1 : i32, i32
// CHECK-NEXT:  }
func.func @conflicting_constant() -> (i32, i32) {
  %1 = arith.constant 1 : i32
  %2 = arith.constant 2 : i32
  %result = call @callable(%1) : (i32) -> i32
  %result2 = call @callable(%2) : (i32) -> i32
  return %result, %result2 : i32, i32
}

// -----

// A private function nothing calls is not analysed: nothing in it changes.
// CHECK-LABEL:  func.func private @unreferenced_private_function() -> i32 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.select %true, %c0_i32, %c1_i32 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func private @unreferenced_private_function() -> i32 {
  %true = arith.constant true
  %cst0 = arith.constant 0 : i32
  %cst1 = arith.constant 1 : i32
  %result = arith.select %true, %cst0, %cst1 : i32
  return %result : i32
}

// -----

// Folding along straight-line code, inside one function and across calls.
// CHECK-LABEL:  func.func @simple(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.muli %c3_i32, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @simple(%arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %arg0 : i32
  %2 = arith.subi %0, %c1 : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// CHECK-LABEL:  func.func private @private_callee(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c6_i32 : i32
// CHECK-NEXT:  }
func.func private @private_callee(%x: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = arith.addi %x, %c : i32
  return %0 : i32
}

// CHECK-LABEL:  func.func @caller() -> i32 {
// CHECK-NEXT:    %c13_i32 = arith.constant 13 : i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = call @private_callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    %1 = call @public_const() : () -> i32
// CHECK-NEXT:    return %c13_i32 : i32
// CHECK-NEXT:  }
func.func @caller() -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @private_callee(%c1) : (i32) -> i32
  %1 = call @public_const() : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// CHECK-LABEL:  func.func @public_const() -> i32 {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    return %c7_i32 : i32
// CHECK-NEXT:  }
func.func @public_const() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
