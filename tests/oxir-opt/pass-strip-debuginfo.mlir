// strip-debuginfo gives every op, the module included, and every block argument the unknown
// location; the expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -strip-debuginfo -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -strip-debuginfo -mlir-print-debuginfo -mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=GENERIC
// RUN: %mlir_opt %s -strip-debuginfo -mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -strip-debuginfo -mlir-print-debuginfo -mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=GENERIC

// CHECK:#loc = loc(unknown)
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: i32 loc(unknown), %arg1: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32 loc(#loc)
// CHECK-NEXT:    cf.br ^bb1(%0 : i32) loc(#loc)
// CHECK-NEXT:  ^bb1(%1: i32 loc(unknown)):  // pred: ^bb0
// CHECK-NEXT:    return %1 : i32 loc(#loc)
// CHECK-NEXT:  } loc(#loc)
// CHECK-NEXT:} loc(#loc)

// GENERIC:#loc = loc(unknown)
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32 loc(unknown), %arg1: i32 loc(unknown)):
// GENERIC-NEXT:    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc)
// GENERIC-NEXT:    "cf.br"(%0)[^bb1] : (i32) -> () loc(#loc)
// GENERIC-NEXT:  ^bb1(%1: i32 loc(unknown)):  // pred: ^bb0
// GENERIC-NEXT:    "func.return"(%1) : (i32) -> () loc(#loc)
// GENERIC-NEXT:  }) : () -> () loc(#loc)
// GENERIC-NEXT:}) : () -> () loc(#loc)

func.func @f(%a: i32 loc("arg"), %b: i32 loc(fused["x", "y"])) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("add")
  cf.br ^bb1(%0 : i32) loc(callsite("g" at "h"))
^bb1(%c: i32 loc("barg")):
  return %c : i32 loc("ret")
} loc("func")
