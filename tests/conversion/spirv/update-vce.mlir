// RUN: oxir-opt %s -spirv-update-vce | FileCheck %s
// RUN: %mlir_opt %s -spirv-update-vce | FileCheck %s

// The minimal version, capabilities and extensions each module needs within its target
// environment: Shader from the memory model and the storage buffer class, Int64 and Float16
// from the types ops use (a function argument alone does not count), the storage buffer
// extension even where the version makes it core, 16-bit storage through its capability and
// extension, the entry point's execution model.

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float16], []>, #spirv.resource_limits<>>} {
  spirv.func @load(%val : i32, %p: !spirv.ptr<i64, StorageBuffer>) -> i32 "None" {
    %0 = spirv.IAdd %val, %val : i32
    %1 = spirv.Load "StorageBuffer" %p : i64
    spirv.ReturnValue %0 : i32
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.func @half(%val : f16, %p: !spirv.ptr<i64, StorageBuffer>) -> f16 "None" {
    %0 = spirv.FAdd %val, %val : f16
    spirv.ReturnValue %0 : f16
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Int16], []>, #spirv.resource_limits<>>} {
  spirv.func @short(%p: !spirv.ptr<i16, StorageBuffer>) -> i16 "None" {
    %0 = spirv.Load "StorageBuffer" %p : i16
    %1 = spirv.IAdd %0, %0 : i16
    spirv.ReturnValue %1 : i16
  }
}
spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}

// CHECK: module {
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Int64, Shader], [SPV_KHR_storage_buffer_storage_class]> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, Int64, Float16], []>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @load(%arg0: i32, %arg1: !spirv.ptr<i64, StorageBuffer>) -> i32 "None" {
// CHECK-NEXT: %0 = spirv.IAdd %arg0, %arg0 : i32
// CHECK-NEXT: %1 = spirv.Load "StorageBuffer" %arg1 : i64
// CHECK-NEXT: spirv.ReturnValue %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Float16, Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @half(%arg0: f16, %arg1: !spirv.ptr<i64, StorageBuffer>) -> f16 "None" {
// CHECK-NEXT: %0 = spirv.FAdd %arg0, %arg0 : f16
// CHECK-NEXT: spirv.ReturnValue %0 : f16
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [StorageBuffer16BitAccess, Shader, Int16], [SPV_KHR_16bit_storage, SPV_KHR_storage_buffer_storage_class]> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, StorageBuffer16BitAccess, Int16], []>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @short(%arg0: !spirv.ptr<i16, StorageBuffer>) -> i16 "None" {
// CHECK-NEXT: %0 = spirv.Load "StorageBuffer" %arg0 : i16
// CHECK-NEXT: %1 = spirv.IAdd %0, %0 : i16
// CHECK-NEXT: spirv.ReturnValue %1 : i16
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @main() "None" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @main
// CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 1, 1, 1
// CHECK-NEXT: }
// CHECK-NEXT: }
