// Composite constants: dense vectors (splat or not, of integers, floats and booleans) and
// arrays (nested too) serialize as OpConstantComposite of their element constants and read
// back as mlir-translate-19 reads them, from our binary and from its own; binary -> IR ->
// binary is a fixed point.

// REQUIRES: mlir-translate
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.spv -o %t.1.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: mlir-translate-19 --no-implicit-module --serialize-spirv %s -o %t.ref.spv
// RUN: oxir-translate --deserialize-spirv %t.ref.spv | FileCheck %s
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.1.mlir -o %t.1.spv
// RUN: oxir-translate --deserialize-spirv %t.1.spv -o %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.2.mlir -o %t.2.spv
// RUN: cmp %t.1.spv %t.2.spv

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @f(%x: vector<2xi32>) -> vector<2xi32> "None" {
    %a = spirv.Constant dense<[1, 2]> : vector<2xi32>
    %b = spirv.Constant dense<3> : vector<2xi32>
    %c = spirv.Constant dense<[1.5, 2.0, 0.0]> : vector<3xf32>
    %d = spirv.Constant dense<[true, false]> : vector<2xi1>
    %e = spirv.Constant [1 : i32, 2 : i32, 3 : i32] : !spirv.array<3 x i32>
    %g = spirv.Constant [[1.0 : f32, 2.0 : f32], [3.0 : f32, 4.0 : f32]] : !spirv.array<2 x !spirv.array<2 x f32>>
    %v = spirv.Variable : !spirv.ptr<!spirv.array<3 x i32>, Function>
    %w = spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.array<2 x f32>>, Function>
    %u = spirv.Variable : !spirv.ptr<vector<3xf32>, Function>
    %t = spirv.Variable : !spirv.ptr<vector<2xi1>, Function>
    spirv.Store "Function" %v, %e : !spirv.array<3 x i32>
    spirv.Store "Function" %w, %g : !spirv.array<2 x !spirv.array<2 x f32>>
    spirv.Store "Function" %u, %c : vector<3xf32>
    spirv.Store "Function" %t, %d : vector<2xi1>
    %0 = spirv.IAdd %x, %a : vector<2xi32>
    %1 = spirv.IMul %0, %b : vector<2xi32>
    spirv.ReturnValue %1 : vector<2xi32>
  }
}

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
// CHECK-NEXT: spirv.func @f(%arg0: vector<2xi32>) -> vector<2xi32> "None" {
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<!spirv.array<3 x i32>, Function>
// CHECK-NEXT: %1 = spirv.Variable : !spirv.ptr<!spirv.array<2 x !spirv.array<2 x f32>>, Function>
// CHECK-NEXT: %2 = spirv.Variable : !spirv.ptr<vector<3xf32>, Function>
// CHECK-NEXT: %3 = spirv.Variable : !spirv.ptr<vector<2xi1>, Function>
// CHECK-NEXT: %cst = spirv.Constant [1 : i32, 2 : i32, 3 : i32] : !spirv.array<3 x i32>
// CHECK-NEXT: spirv.Store "Function" %0, %cst : !spirv.array<3 x i32>
// CHECK-NEXT: %cst_0 = spirv.Constant {{\[\[}}1.000000e+00 : f32, 2.000000e+00 : f32], [3.000000e+00 : f32, 4.000000e+00 : f32{{\]\]}} : !spirv.array<2 x !spirv.array<2 x f32>>
// CHECK-NEXT: spirv.Store "Function" %1, %cst_0 : !spirv.array<2 x !spirv.array<2 x f32>>
// CHECK-NEXT: %cst_vec_3xf32 = spirv.Constant dense<[1.500000e+00, 2.000000e+00, 0.000000e+00]> : vector<3xf32>
// CHECK-NEXT: spirv.Store "Function" %2, %cst_vec_3xf32 : vector<3xf32>
// CHECK-NEXT: %cst_vec_2xi1 = spirv.Constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: spirv.Store "Function" %3, %cst_vec_2xi1 : vector<2xi1>
// CHECK-NEXT: %cst_vec_2xi32 = spirv.Constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %4 = spirv.IAdd %arg0, %cst_vec_2xi32 : vector<2xi32>
// CHECK-NEXT: %cst_vec_2xi32_1 = spirv.Constant dense<3> : vector<2xi32>
// CHECK-NEXT: %5 = spirv.IMul %4, %cst_vec_2xi32_1 : vector<2xi32>
// CHECK-NEXT: spirv.ReturnValue %5 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
