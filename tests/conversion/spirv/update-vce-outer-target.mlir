// RUN: oxir-opt %s -spirv-update-vce | FileCheck %s
// RUN: %mlir_opt %s -spirv-update-vce | FileCheck %s

// The target environment may be on the module around the spirv.module; a workgroup variable
// of i16 needs Int16 there.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16], []>, #spirv.resource_limits<>>} {
  spirv.module Logical GLSL450 {
    spirv.GlobalVariable @shared : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16>)>, Workgroup>
  }
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16], []>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Int16, Shader], []> {
// CHECK-NEXT: spirv.GlobalVariable @shared : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i16>)>, Workgroup>
// CHECK-NEXT: }
// CHECK-NEXT: }
