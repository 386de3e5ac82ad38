// RUN: oxir-opt %s -canonicalize | FileCheck %s
// The folds of `arith` whose ops have their custom form today (the others are unit-tested in
// `dialects/arith/src/fold.rs`). No canonicalization pattern is involved: MLIR's give the
// same output here. The CHECK lines are the output of `mlir-opt-19 -canonicalize` on this file.

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
func.func @divisions(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %0 = arith.divsi %x, %one : i8
  %1 = arith.divsi %min, %m1 : i8
  %2 = arith.divsi %cm7, %c2 : i8
  %3 = arith.divui %cm7, %c2 : i8
  %4 = arith.divui %c7, %z : i8
  %5 = arith.ceildivsi %cm7, %c2 : i8
  %6 = arith.ceildivsi %min, %c2 : i8
  %7 = arith.floordivsi %cm7, %c2 : i8
  %8 = arith.floordivsi %min, %m1 : i8
  %9 = arith.remsi %cm7, %c2 : i8
  %10 = arith.remsi %min, %m1 : i8
  %11 = arith.remui %cm7, %c2 : i8
  %12 = arith.remui %x, %one : i8
  %13 = arith.remsi %c7, %z : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
func.func @shifts(%x: i8) -> (i8, i8, i8, i8, i8) {
  %z = arith.constant 0 : i8
  %c8 = arith.constant 8 : i8
  %c3 = arith.constant 3 : i8
  %min = arith.constant -128 : i8
  %0 = arith.shrsi %x, %z : i8
  %1 = arith.shrsi %min, %c3 : i8
  %2 = arith.shrui %min, %c3 : i8
  %3 = arith.shrui %min, %c8 : i8
  %4 = arith.shrui %x, %z : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}
func.func @unsigned_extremes(%x: i16) -> (i16, i16, i16, i16, i16, i16) {
  %z = arith.constant 0 : i16
  %m = arith.constant -1 : i16
  %c5 = arith.constant 5 : i16
  %0 = arith.maxui %x, %z : i16
  %1 = arith.maxui %x, %m : i16
  %2 = arith.minui %x, %z : i16
  %3 = arith.minui %x, %m : i16
  %4 = arith.maxui %m, %c5 : i16
  %5 = arith.minui %x, %x : i16
  return %0, %1, %2, %3, %4, %5 : i16, i16, i16, i16, i16, i16
}
func.func @extensions(%b: i1, %x: i8) -> (i32, i32, i8, i64, i1, i8) {
  %c = arith.constant -3 : i8
  %w = arith.constant 1000 : i32
  %0 = arith.extsi %c : i8 to i32
  %1 = arith.extui %c : i8 to i32
  %2 = arith.trunci %w : i32 to i8
  %e = arith.extsi %x : i8 to i16
  %3 = arith.extsi %e : i16 to i64
  %z = arith.constant 0 : i32
  %u = arith.extui %b : i1 to i32
  %4 = arith.cmpi ne, %u, %z : i32
  %t = arith.extui %x : i8 to i32
  %5 = arith.trunci %t : i32 to i8
  return %0, %1, %2, %3, %4, %5 : i32, i32, i8, i64, i1, i8
}
func.func @to_float() -> (f32, f32, f64, f16) {
  %c = arith.constant -3 : i8
  %big = arith.constant 16777217 : i32
  %0 = arith.sitofp %c : i8 to f32
  %1 = arith.uitofp %c : i8 to f32
  %2 = arith.sitofp %big : i32 to f64
  %3 = arith.uitofp %c : i8 to f16
  return %0, %1, %2, %3 : f32, f32, f64, f16
}
func.func @compares(%x: i32) -> (i1, i1, i1, i1, vector<2xi1>) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %v = arith.constant dense<3> : vector<2xi32>
  %w = arith.constant dense<-1> : vector<2xi32>
  %0 = arith.cmpi slt, %c5, %c7 : i32
  %1 = arith.cmpi ugt, %x, %x : i32
  %2 = arith.cmpi sge, %x, %x : i32
  %3 = arith.cmpi slt, %c5, %x : i32
  %4 = arith.cmpi ult, %v, %w : vector<2xi32>
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, vector<2xi1>
}
func.func @complements(%x: i32, %v: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>, i32) {
  %m = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %mv = arith.constant dense<-1> : vector<2xi8>
  %n = arith.xori %x, %m : i32
  %0 = arith.andi %x, %n : i32
  %1 = arith.andi %n, %x : i32
  %2 = arith.ori %x, %n : i32
  %3 = arith.ori %n, %x : i32
  %nv = arith.xori %v, %mv : vector<2xi8>
  %4 = arith.ori %v, %nv : vector<2xi8>
  %f = arith.xori %x, %c5 : i32
  %5 = arith.andi %x, %f : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, vector<2xi8>, i32
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
// CHECK-NEXT:   func.func @divisions(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:     %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:     %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT:     %c124_i8 = arith.constant 124 : i8
// CHECK-NEXT:     %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:     %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT:     %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:     %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:     %1 = arith.divui %c7_i8, %c0_i8 : i8
// CHECK-NEXT:     %2 = arith.ceildivsi %c-128_i8, %c2_i8 : i8
// CHECK-NEXT:     %3 = arith.floordivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT:     %4 = arith.remsi %c7_i8, %c0_i8 : i8
// CHECK-NEXT:     return %arg0, %0, %c-3_i8, %c124_i8, %1, %c-3_i8, %2, %c-4_i8, %3, %c-1_i8, %c0_i8, %c1_i8, %c0_i8, %4 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shifts(%arg0: i8) -> (i8, i8, i8, i8, i8) {
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c-16_i8 = arith.constant -16 : i8
// CHECK-NEXT:     %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT:     %0 = arith.shrui %c-128_i8, %c8_i8 : i8
// CHECK-NEXT:     return %arg0, %c-16_i8, %c16_i8, %0, %arg0 : i8, i8, i8, i8, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unsigned_extremes(%arg0: i16) -> (i16, i16, i16, i16, i16, i16) {
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:     return %arg0, %c-1_i16, %c0_i16, %arg0, %c-1_i16, %arg0 : i16, i16, i16, i16, i16, i16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extensions(%arg0: i1, %arg1: i8) -> (i32, i32, i8, i64, i1, i8) {
// CHECK-NEXT:     %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:     %c253_i32 = arith.constant 253 : i32
// CHECK-NEXT:     %c-24_i8 = arith.constant -24 : i8
// CHECK-NEXT:     %0 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT:     return %c-3_i32, %c253_i32, %c-24_i8, %0, %arg0, %arg1 : i32, i32, i8, i64, i1, i8
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @to_float() -> (f32, f32, f64, f16) {
// CHECK-NEXT:     %cst = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.530000e+02 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 0x4170000010000000 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 2.530000e+02 : f16
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2 : f32, f32, f64, f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compares(%arg0: i32) -> (i1, i1, i1, i1, vector<2xi1>) {
// CHECK-NEXT:     %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:     return %true, %false, %true, %0, %cst : i1, i1, i1, i1, vector<2xi1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @complements(%arg0: i32, %arg1: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>, i32) {
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %cst = arith.constant dense<-1> : vector<2xi8>
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.xori %arg0, %c5_i32 : i32
// CHECK-NEXT:     %1 = arith.andi %arg0, %0 : i32
// CHECK-NEXT:     return %c0_i32, %c0_i32, %c-1_i32, %c-1_i32, %cst, %1 : i32, i32, i32, i32, vector<2xi8>, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
