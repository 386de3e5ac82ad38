// --mlir-print-unique-ssa-ids numbers values across the whole module: counters do not restart
// in each function or region (the last function is numbered first, as MLIR's numbering stack
// pops it first), while the names ops give their results (%c1_i32) are kept.

// RUN: oxir-opt --mlir-print-unique-ssa-ids %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: oxir-opt  %s | FileCheck %s --check-prefix=DEFAULT

func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  %r = scf.execute_region -> i32 {
    %c2 = arith.constant 2 : i32
    %a = arith.addi %c2, %c2 : i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @g(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %a = arith.addi %c, %x : i32
  return %a : i32
}

// CHECK:module {
// CHECK-NEXT:  func.func @f() -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = scf.execute_region -> i32 {
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      %2 = arith.addi %c2_i32, %c2_i32 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %c1_i32, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// DEFAULT: %0 = scf.execute_region -> i32 {
