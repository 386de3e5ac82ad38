// -arith-expand of the integer min/max ops (MLIR 19's MaxMinIOpConverter): a cmpi of the
// predicate that picks the left operand, then a select, on scalars, vectors and index.
// CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s '-arith-expand' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-arith-expand' | FileCheck %s --check-prefix=CHECK

func.func @mm(%a: i32, %b: i32, %v: vector<4xi8>, %w: vector<4xi8>, %x: index, %y: index) -> (i32, i32, i32, i32, vector<4xi8>, index) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  %2 = arith.maxui %a, %b : i32
  %3 = arith.minui %a, %b : i32
  %4 = arith.maxui %v, %w : vector<4xi8>
  %5 = arith.minsi %x, %y : index
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, vector<4xi8>, index
}

// CHECK: module {
// CHECK-LABEL: func.func @mm(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>, %arg3: vector<4xi8>, %arg4: index, %arg5: index) -> (i32, i32, i32, i32, vector<4xi8>, index) {
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.select %2, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.select %6, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg2, %arg3 : vector<4xi8>
// CHECK-NEXT: %9 = arith.select %8, %arg2, %arg3 : vector<4xi1>, vector<4xi8>
// CHECK-NEXT: %10 = arith.cmpi slt, %arg4, %arg5 : index
// CHECK-NEXT: %11 = arith.select %10, %arg4, %arg5 : index
// CHECK-NEXT: return %1, %3, %5, %7, %9, %11 : i32, i32, i32, i32, vector<4xi8>, index
// CHECK-NEXT: }
// CHECK-NEXT: }
