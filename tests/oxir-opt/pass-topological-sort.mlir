// topological-sort moves the ops of graph regions (here the bodies of modules) after the
// definitions of the values they use, uses in nested regions included; ops on a cycle of uses
// stay last, in their order, and regions with SSA dominance or of unregistered ops are left as
// they are. The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -allow-unregistered-dialect -topological-sort | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -topological-sort | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(topological-sort,topological-sort)' | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:module {
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  func.func @f() -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    return %c2_i32 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  module @inner {
// CHECK-NEXT:    %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:    %5 = arith.addi %c5_i64, %c5_i64 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  %0 = arith.muli %c1_i32, %c1_i32 : i32
// CHECK-NEXT:  %1 = "test.wrap"() ({
// CHECK-NEXT:    %5 = arith.addi %c3_i32, %c3_i32 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    "test.yield"(%5, %c4_i32) : (i32, i32) -> ()
// CHECK-NEXT:  }) : () -> i32
// CHECK-NEXT:  %2 = arith.addi %c1_i32, %0 : i32
// CHECK-NEXT:  %3 = "test.cycle"(%4) : (i32) -> i32
// CHECK-NEXT:  %4 = "test.cycle"(%3) : (i32) -> i32
// CHECK-NEXT:}

%sum = arith.addi %one, %prod : i32
%prod = arith.muli %one, %one : i32
%one = arith.constant 1 : i32
func.func @f() -> i32 {
  %c = arith.constant 2 : i32
  return %c : i32
}
%a = "test.cycle"(%b) : (i32) -> i32
%b = "test.cycle"(%a) : (i32) -> i32
%w = "test.wrap"() ({
  %x = arith.addi %y, %y : i32
  %y = arith.constant 3 : i32
  "test.yield"(%x, %late) : (i32, i32) -> ()
}) : () -> i32
%late = arith.constant 4 : i32
module @inner {
  %u = arith.addi %v, %v : i64
  %v = arith.constant 5 : i64
}
