// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s

// Three chunks: two that both tools fold the same way, one in a dialect oxir-opt lacks.

// CHECK-LABEL: func @add_zero
func.func @add_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func @branch
func.func @branch(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  return %b : i32
}

// -----

func.func @empty() -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}
