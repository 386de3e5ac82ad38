// A pipeline through a second mlir-opt, a RUN line oxir-opt lacks the pass of, one that lit
// would need a temporary file for, and one that is not an mlir-opt run at all.
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | \
// RUN:   mlir-opt -canonicalize | FileCheck %s
// RUN: mlir-opt %s -no-such-pass-anywhere | FileCheck %s
// RUN: mlir-opt %s -o %t
// RUN: not mlir-opt %s -cse

// CHECK-LABEL: func @twice
func.func @twice(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
