// -canonicalize on spirv: spirv.Constant is the dialect's constant (folds materialize
// spirv.Constant ops), the commutative ops take their constant on the right, and the integer,
// bitwise, logical and select ops fold as MLIR 19's do on scalars: identities (x + 0, x * 1,
// x * 0 giving the zero operand, x - x, x / 1, x & 0, x & -1, x | 0, x | -1, x ^ x, x ^ 0),
// wrapping constant arithmetic (no fold on a division by zero or MIN / -1), the logical ops
// with a constant, select with equal values or a constant condition. Both tools print these
// lines.
// RUN: oxir-opt %s -canonicalize -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @identities
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst5_i32 = spirv.Constant 5 : i32
// CHECK-NEXT: %cst6_i32 = spirv.Constant 6 : i32
// CHECK-NEXT: return %arg0, %cst5_i32, %arg0, %cst6_i32, %cst0_i32, %cst0_i32, %arg0, %arg1, %arg1, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32
// CHECK-NEXT:  }
func.func @identities(%x: i32, %b: i1) -> (i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32) {
  %c0 = spirv.Constant 0 : i32
  %c1 = spirv.Constant 1 : i32
  %c2 = spirv.Constant 2 : i32
  %c3 = spirv.Constant 3 : i32
  %t = spirv.Constant true
  %f = spirv.Constant false
  %0 = spirv.IAdd %x, %c0 : i32
  %1 = spirv.IAdd %c2, %c3 : i32
  %2 = spirv.IMul %x, %c1 : i32
  %3 = spirv.IMul %c2, %c3 : i32
  %4 = spirv.ISub %x, %x : i32
  %5 = spirv.BitwiseAnd %x, %c0 : i32
  %6 = spirv.BitwiseOr %x, %c0 : i32
  %7 = spirv.LogicalAnd %b, %t : i1
  %8 = spirv.LogicalOr %b, %f : i1
  %9 = spirv.Select %b, %x, %x : i1, i32
  %10 = spirv.SDiv %x, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32, i1, i1, i32, i32
}

// -----

// CHECK-LABEL:  func.func @commutative(%arg0: i32, %arg1: i1, %arg2: f32) -> (i32, i32, i32, i32, i32, i1, i1, i1, i1, f32, f32, i1, i32, i32) {
// CHECK-NEXT:    %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:    %cst2_i32 = spirv.Constant 2 : i32
// CHECK-NEXT:    %true = spirv.Constant true
// CHECK-NEXT:    %cst_f32 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT:    %0 = spirv.IAdd %arg0, %cst2_i32 : i32
// CHECK-NEXT:    %1 = spirv.IMul %arg0, %cst2_i32 : i32
// CHECK-NEXT:    %2 = spirv.BitwiseAnd %arg0, %cst2_i32 : i32
// CHECK-NEXT:    %3 = spirv.BitwiseOr %arg0, %cst2_i32 : i32
// CHECK-NEXT:    %4 = spirv.BitwiseXor %arg0, %cst2_i32 : i32
// CHECK-NEXT:    %5 = spirv.IEqual %arg0, %cst2_i32 : i32
// CHECK-NEXT:    %6 = spirv.LogicalEqual %arg1, %true : i1
// CHECK-NEXT:    %7 = spirv.FAdd %arg2, %cst_f32 : f32
// CHECK-NEXT:    %8 = spirv.FMul %arg2, %cst_f32 : f32
// CHECK-NEXT:    %9 = spirv.FOrdEqual %arg2, %cst_f32 : f32
// CHECK-NEXT:    return %0, %1, %2, %3, %4, %arg1, %true, %5, %6, %7, %8, %9, %arg0, %cst0_i32 : i32, i32, i32, i32, i32, i1, i1, i1, i1, f32, f32, i1, i32, i32
// CHECK-NEXT:  }
func.func @commutative(%x: i32, %b: i1, %y: f32) -> (i32, i32, i32, i32, i32, i1, i1, i1, i1, f32, f32, i1, i32, i32) {
  %c2 = spirv.Constant 2 : i32
  %t = spirv.Constant true
  %fc = spirv.Constant 2.0 : f32
  %0 = spirv.IAdd %c2, %x : i32
  %1 = spirv.IMul %c2, %x : i32
  %2 = spirv.BitwiseAnd %c2, %x : i32
  %3 = spirv.BitwiseOr %c2, %x : i32
  %4 = spirv.BitwiseXor %c2, %x : i32
  %5 = spirv.LogicalAnd %t, %b : i1
  %6 = spirv.LogicalOr %t, %b : i1
  %7 = spirv.IEqual %c2, %x : i32
  %8 = spirv.LogicalEqual %t, %b : i1
  %9 = spirv.FAdd %fc, %y : f32
  %10 = spirv.FMul %fc, %y : f32
  %11 = spirv.FOrdEqual %fc, %y : f32
  %12 = spirv.Select %t, %x, %c2 : i1, i32
  %13 = spirv.BitwiseXor %x, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i32, i1, i1, i1, i1, f32, f32, i1, i32, i32
}

// -----

// CHECK-LABEL:  func.func @constants(%arg0: i8, %arg1: i1) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i8, i8, i8) {
// CHECK-NEXT:    %cst-8_i8 = spirv.Constant -8 : i8
// CHECK-NEXT:    %true = spirv.Constant true
// CHECK-NEXT:    %false = spirv.Constant false
// CHECK-NEXT:    %cst36_i8 = spirv.Constant 36 : i8
// CHECK-NEXT:    %cst-1_i8 = spirv.Constant -1 : i8
// CHECK-NEXT:    %cst-128_i8 = spirv.Constant -128 : i8
// CHECK-NEXT:    %cst0_i8 = spirv.Constant 0 : i8
// CHECK-NEXT:    %cst7_i8 = spirv.Constant 7 : i8
// CHECK-NEXT:    %cst1_i8 = spirv.Constant 1 : i8
// CHECK-NEXT:    %0 = spirv.SDiv %cst-128_i8, %cst-1_i8 : i8
// CHECK-NEXT:    %1 = spirv.SDiv %cst7_i8, %cst0_i8 : i8
// CHECK-NEXT:    return %cst-128_i8, %cst1_i8, %0, %1, %cst0_i8, %cst36_i8, %cst-1_i8, %arg0, %cst-128_i8, %false, %true, %cst7_i8, %cst-8_i8, %cst0_i8 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i8, i8, i8
// CHECK-NEXT:  }
func.func @constants(%x: i8, %b: i1) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i8, i8, i8) {
  %max = spirv.Constant 127 : i8
  %one = spirv.Constant 1 : i8
  %m1 = spirv.Constant -1 : i8
  %min = spirv.Constant -128 : i8
  %zero = spirv.Constant 0 : i8
  %seven = spirv.Constant 7 : i8
  %t = spirv.Constant true
  %f = spirv.Constant false
  %0 = spirv.IAdd %max, %one : i8
  %1 = spirv.IMul %max, %max : i8
  %2 = spirv.SDiv %min, %m1 : i8
  %3 = spirv.SDiv %seven, %zero : i8
  %4 = spirv.SDiv %m1, %seven : i8
  %5 = spirv.UDiv %m1, %seven : i8
  %6 = spirv.BitwiseOr %x, %m1 : i8
  %7 = spirv.BitwiseAnd %x, %m1 : i8
  %8 = spirv.ISub %zero, %min : i8
  %9 = spirv.LogicalAnd %b, %f : i1
  %10 = spirv.LogicalOr %b, %t : i1
  %11 = spirv.Select %f, %x, %seven : i1, i8
  %12 = spirv.BitwiseXor %seven, %m1 : i8
  %13 = spirv.IMul %x, %zero : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i1, i1, i8, i8, i8
}
