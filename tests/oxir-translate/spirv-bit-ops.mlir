// BitCount, BitReverse, the bit-field inserts and extracts and GL.Tan serialize (the binary
// passes spirv-val) and read back, ours and mlir-translate-19's reading agreeing, from our
// binary and from mlir-translate-19's.

// REQUIRES: spirv-val, mlir-translate
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val %t.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.spv | FileCheck %s
// RUN: mlir-translate-19 --no-implicit-module --serialize-spirv %s -o %t.ref.spv
// RUN: oxir-translate --deserialize-spirv %t.ref.spv | FileCheck %s

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @bits(%a: i32, %v: vector<3xi32>, %o: i32, %c: i32, %x: f32) -> f32 "None" {
    %0 = spirv.BitCount %a : i32
    %1 = spirv.BitReverse %v : vector<3xi32>
    %2 = spirv.BitFieldInsert %v, %1, %o, %c : vector<3xi32>, i32, i32
    %3 = spirv.BitFieldSExtract %2, %o, %c : vector<3xi32>, i32, i32
    %4 = spirv.BitFieldUExtract %0, %o, %c : i32, i32, i32
    %5 = spirv.GL.Tan %x : f32
    spirv.ReturnValue %5 : f32
  }
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
// CHECK-NEXT: spirv.func @bits(%arg0: i32, %arg1: vector<3xi32>, %arg2: i32, %arg3: i32, %arg4: f32) -> f32 "None" {
// CHECK-NEXT: %0 = spirv.BitCount %arg0 : i32
// CHECK-NEXT: %1 = spirv.BitReverse %arg1 : vector<3xi32>
// CHECK-NEXT: %2 = spirv.BitFieldInsert %arg1, %1, %arg2, %arg3 : vector<3xi32>, i32, i32
// CHECK-NEXT: %3 = spirv.BitFieldSExtract %2, %arg2, %arg3 : vector<3xi32>, i32, i32
// CHECK-NEXT: %4 = spirv.BitFieldUExtract %0, %arg2, %arg3 : i32, i32, i32
// CHECK-NEXT: %5 = spirv.GL.Tan %arg4 : f32
// CHECK-NEXT: spirv.ReturnValue %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.func @main() "None" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @main
// CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 1, 1, 1
// CHECK-NEXT: }
