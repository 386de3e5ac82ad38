// -arith-unsigned-when-equivalent: signed ops over values the integer range analysis proves
// non-negative become their unsigned counterparts, as in MLIR 19. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -arith-unsigned-when-equivalent -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -arith-unsigned-when-equivalent -split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Signed ops whose operands and results are all non-negative become unsigned.
func.func @non_negative(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.maxsi %a, %c0 : i32
  %d = arith.divsi %m, %c4 : i32
  %f = arith.floordivsi %m, %c4 : i32
  %cd = arith.ceildivsi %m, %c4 : i32
  %r = arith.remsi %d, %c4 : i32
  %mn = arith.minsi %m, %c4 : i32
  %mx = arith.maxsi %m, %c4 : i32
  %e = arith.extsi %r : i32 to i64
  %lt = arith.cmpi slt, %d, %c4 : i32
  %eq = arith.cmpi eq, %d, %c4 : i32
  %ge = arith.cmpi sge, %m, %c0 : i32
  return %d, %f, %cd, %r, %mn, %mx, %e, %lt, %eq, %ge : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1
}

// CHECK-LABEL:  func.func @non_negative(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %0 = arith.maxsi %arg0, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.divui %0, %c4_i32 : i32
// CHECK-NEXT:    %2 = arith.divui %0, %c4_i32 : i32
// CHECK-NEXT:    %3 = arith.ceildivui %0, %c4_i32 : i32
// CHECK-NEXT:    %4 = arith.remui %1, %c4_i32 : i32
// CHECK-NEXT:    %5 = arith.minui %0, %c4_i32 : i32
// CHECK-NEXT:    %6 = arith.maxui %0, %c4_i32 : i32
// CHECK-NEXT:    %7 = arith.extui %4 : i32 to i64
// CHECK-NEXT:    %8 = arith.cmpi ult, %1, %c4_i32 : i32
// CHECK-NEXT:    %9 = arith.cmpi eq, %1, %c4_i32 : i32
// CHECK-NEXT:    %10 = arith.cmpi uge, %0, %c0_i32 : i32
// CHECK-NEXT:    return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1
// CHECK-NEXT:  }

// -----

// Operands of unknown sign keep the signed ops.
func.func @unknown(%a: i32, %b: i32) -> (i32, i32, i1, i32) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.maxsi %a, %c0 : i32
  %d = arith.divsi %a, %c4 : i32
  %r = arith.remsi %m, %b : i32
  %lt = arith.cmpi slt, %m, %b : i32
  %s = arith.shrsi %m, %c4 : i32
  return %d, %r, %lt, %s : i32, i32, i1, i32
}

// CHECK-LABEL:  func.func @unknown(%arg0: i32, %arg1: i32) -> (i32, i32, i1, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %0 = arith.maxsi %arg0, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.divsi %arg0, %c4_i32 : i32
// CHECK-NEXT:    %2 = arith.remsi %0, %arg1 : i32
// CHECK-NEXT:    %3 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT:    %4 = arith.shrsi %0, %c4_i32 : i32
// CHECK-NEXT:    return %1, %2, %3, %4 : i32, i32, i1, i32
// CHECK-NEXT:  }

// -----

// Inside loops and across calls.
func.func private @half(%x: index) -> index {
  %c2 = arith.constant 2 : index
  %h = arith.divsi %x, %c2 : index
  return %h : index
}
func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> index {
    %q = arith.remsi %i, %c8 : index
    %h = func.call @half(%q) : (index) -> index
    %s = arith.maxsi %acc, %h : index
    scf.yield %s : index
  }
  return %r : index
}

// CHECK-LABEL:  func.func private @half(%arg0: index) -> index {
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = arith.divui %arg0, %c2 : index
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @loop(%arg0: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %0 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:      %1 = arith.remui %arg1, %c8 : index
// CHECK-NEXT:      %2 = func.call @half(%1) : (index) -> index
// CHECK-NEXT:      %3 = arith.maxui %arg2, %2 : index
// CHECK-NEXT:      scf.yield %3 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
