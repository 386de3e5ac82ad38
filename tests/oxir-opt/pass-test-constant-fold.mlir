// test-constant-fold folds every op, last first, keeping constants unique at the start of their
// function and erasing those it made that end up unused: so an op whose operands only become
// constant after it was visited stays (arith.muli), and a branch of a folded scf.if keeps its
// yield. The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -allow-unregistered-dialect -test-constant-fold | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -test-constant-fold | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-constant-fold))' | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-constant-fold))' | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.muli %c3_i32, %c2_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %arg0, %0 : i32
// CHECK-NEXT:    %2 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT:    %3 = scf.if %true -> (i32) {
// CHECK-NEXT:      scf.yield %c7_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1, %2, %3 : i32, i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g() -> index {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c20 = arith.constant 20 : index
// CHECK-NEXT:    %0 = "test.keep"(%c4) : (index) -> index
// CHECK-NEXT:    return %c20 : index
// CHECK-NEXT:  }
// CHECK-NEXT:}

func.func @f(%a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.muli %0, %c2 : i32
  %2 = arith.addi %a, %1 : i32
  %c3 = arith.constant 3 : i32
  %3 = arith.subi %c3, %c3 : i32
  %4 = arith.addi %a, %3 : i32
  %c_true = arith.constant true
  %r = scf.if %c_true -> i32 {
    %c6 = arith.constant 6 : i32
    %5 = arith.addi %c6, %c1 : i32
    scf.yield %5 : i32
  } else {
    scf.yield %a : i32
  }
  return %2, %4, %r : i32, i32, i32
}
func.func @g() -> index {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %x = arith.muli %c4, %c5 : index
  %u = "test.keep"(%c4) : (index) -> index
  return %x : index
}
