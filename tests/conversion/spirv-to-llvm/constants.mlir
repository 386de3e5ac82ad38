// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Scalar and vector constants become llvm.mlir.constant; signed and unsigned integers become
// signless ones of the same bits. Undef becomes llvm.mlir.undef.

spirv.func @constants() "None" {
  %0 = spirv.Constant 0 : i8
  %1 = spirv.Constant -7 : si32
  %2 = spirv.Constant 200 : ui8
  %3 = spirv.Constant dense<[2, 3, 4]> : vector<3xui32>
  %4 = spirv.Constant dense<[-1, 5]> : vector<2xsi64>
  %5 = spirv.Constant true
  %6 = spirv.Constant dense<[true, false]> : vector<2xi1>
  %7 = spirv.Constant 1.5 : f32
  %8 = spirv.Constant dense<[0.5, 2.0]> : vector<2xf64>
  %9 = spirv.Constant dense<3.0> : vector<4xf16>
  %10 = spirv.Undef : vector<2xf32>
  %11 = spirv.Undef : !spirv.struct<(i32, f32)>
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @constants() {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: %1 = llvm.mlir.constant(-7 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(-56 : i8) : i8
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<[2, 3, 4]> : vector<3xi32>) : vector<3xi32>
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<[-1, 5]> : vector<2xi64>) : vector<2xi64>
// CHECK-NEXT: %5 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: %7 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %8 = llvm.mlir.constant(dense<[5.000000e-01, 2.000000e+00]> : vector<2xf64>) : vector<2xf64>
// CHECK-NEXT: %9 = llvm.mlir.constant(dense<3.000000e+00> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT: %10 = llvm.mlir.undef : vector<2xf32>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<packed (i32, f32)>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
