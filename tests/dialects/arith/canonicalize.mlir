// RUN: oxir-opt %s -canonicalize | FileCheck %s
// CHECK lines: the output of `mlir-opt-19 -canonicalize` on this file.

func.func @bitwise(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %m = arith.constant -1 : i32
  %c12 = arith.constant 12 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.andi %x, %z : i32
  %1 = arith.andi %x, %m : i32
  %2 = arith.andi %x, %x : i32
  %3 = arith.ori %x, %z : i32
  %4 = arith.ori %x, %m : i32
  %5 = arith.xori %x, %x : i32
  %6 = arith.andi %c12, %c10 : i32
  %7 = arith.ori %c12, %c10 : i32
  %8 = arith.xori %c12, %c10 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %c3 = arith.constant 3 : i8
  %0 = arith.maxsi %x, %x : i8
  %1 = arith.maxsi %x, %max : i8
  %2 = arith.minsi %x, %max : i8
  %3 = arith.minsi %min, %c3 : i8
  %4 = arith.maxsi %min, %c3 : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}
func.func @splats() -> vector<4xi32> {
  %a = arith.constant dense<12> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %0 = arith.xori %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @selects(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %t, %x, %y : i32
  %2 = arith.select %f, %x, %y : i32
  %3 = arith.select %c, %t, %f : i1
  return %0, %1, %2, %3 : i32, i32, i32, i1
}
func.func @casts() -> (i8, index, i64) {
  %c = arith.constant 300 : i32
  %n = arith.constant -5 : index
  %0 = arith.index_cast %c : i32 to index
  %1 = arith.index_cast %n : index to i64
  %2 = arith.index_cast %0 : index to i8
  return %2, %0, %1 : i8, index, i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @bitwise(%arg0: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:     %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     return %c0_i32, %arg0, %arg0, %arg0, %c-1_i32, %c0_i32, %c8_i32, %c14_i32, %c6_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @minmax(%arg0: i8) -> (i8, i8, i8, i8, i8) {
// CHECK-NEXT:     %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:     return %arg0, %c127_i8, %arg0, %c-128_i8, %c3_i8 : i8, i8, i8, i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @splats() -> vector<4xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<6> : vector<4xi32>
// CHECK-NEXT:     return %cst : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1) {
// CHECK-NEXT:     return %arg1, %arg1, %arg2, %arg0 : i32, i32, i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts() -> (i8, index, i64) {
// CHECK-NEXT:     %c300 = arith.constant 300 : index
// CHECK-NEXT:     %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:     %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:     return %c44_i8, %c300, %c-5_i64 : i8, index, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
