// duplicate-function-elimination keeps the first of the functions that are the same but for
// their names (locations aside) and makes the calls to the others call it: functions that
// differ in operand order, visibility or attributes stay, declarations of one type merge, and,
// as in MLIR 19, functions of nested modules are compared with all the others (@add_copy goes).
// The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -duplicate-function-elimination | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -duplicate-function-elimination | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(func.func(duplicate-function-elimination))' 2>&1 | FileCheck %s --check-prefix=ANCHOR

// CHECK:module {
// CHECK-NEXT:  func.func @add(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @add_swapped(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @add_private(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @add_attr(%arg0: i32, %arg1: i32) -> i32 attributes {tag} {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @decl(i32) -> i32
// CHECK-NEXT:  func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @add(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:    %1 = call @add_swapped(%0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:    %2 = call @decl(%1) : (i32) -> i32
// CHECK-NEXT:    %3 = call @add(%2, %2) : (i32, i32) -> i32
// CHECK-NEXT:    return %3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  module @inner {
// CHECK-NEXT:    func.func @p() {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @r() {
// CHECK-NEXT:      call @p() : () -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  module @other {
// CHECK-NEXT:  }
// CHECK-NEXT:}

// ANCHOR:oxir-opt: invalid pass pipeline: can't add pass `DuplicateFunctionEliminationPass` restricted to `builtin.module` on a pass manager intended to run on `func.func`

func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("one")
  return %0 : i32
}
func.func @add_again(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32 loc("two")
  return %0 : i32
}
func.func @add_swapped(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %y, %x : i32
  return %0 : i32
}
func.func private @add_private(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}
func.func @add_attr(%x: i32, %y: i32) -> i32 attributes {tag} {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}
func.func private @decl(i32) -> i32
func.func private @decl2(i32) -> i32
func.func @user(%a: i32) -> i32 {
  %0 = func.call @add_again(%a, %a) : (i32, i32) -> i32
  %1 = call @add_swapped(%0, %a) : (i32, i32) -> i32
  %2 = call @decl2(%1) : (i32) -> i32
  %3 = call @add(%2, %2) : (i32, i32) -> i32
  return %3 : i32
}
module @inner {
  func.func @p() {
    return
  }
  func.func @q() {
    return
  }
  func.func @r() {
    call @q() : () -> ()
    return
  }
}
module @other {
  func.func @add_copy(%x: i32, %y: i32) -> i32 {
    %0 = arith.addi %x, %y : i32
    return %0 : i32
  }
}
