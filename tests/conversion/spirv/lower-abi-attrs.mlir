// RUN: oxir-opt %s -spirv-lower-abi-attrs | FileCheck %s
// RUN: %mlir_opt %s -spirv-lower-abi-attrs | FileCheck %s

// An entry function's pointer arguments become global variables bound as their
// spirv.interface_var_abi says, read through spirv.mlir.addressof; the function loses its
// arguments and gets a GLCompute entry point (its interface the Input variables it uses) and
// its workgroup size as LocalSize; a function without spirv.entry_point_abi is left alone.

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @scale(%in: !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %out: !spirv.ptr<!spirv.struct<(!spirv.array<64 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 3)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>} {
    %zero = spirv.Constant 0 : i32
    %gid_addr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %id3 = spirv.Load "Input" %gid_addr : vector<3xi32>
    %id = spirv.CompositeExtract %id3[0 : i32] : vector<3xi32>
    %src = spirv.AccessChain %in[%zero, %id] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %x = spirv.Load "StorageBuffer" %src : f32
    %y = spirv.FMul %x, %x : f32
    %dst = spirv.AccessChain %out[%zero, %id] : !spirv.ptr<!spirv.struct<(!spirv.array<64 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    spirv.Store "StorageBuffer" %dst, %y : f32
    spirv.Return
  }
  spirv.func @helper(%x: f32) -> f32 "None" {
    spirv.ReturnValue %x : f32
  }
}

// CHECK: module {
// CHECK-LABEL: spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-NEXT: spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT: spirv.GlobalVariable @scale_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @scale_arg_1 bind(1, 3) : !spirv.ptr<!spirv.struct<(!spirv.array<64 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-LABEL: spirv.func @scale() "None" {
// CHECK-NEXT: %scale_arg_1_addr = spirv.mlir.addressof @scale_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<64 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %scale_arg_0_addr = spirv.mlir.addressof @scale_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %gid_addr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT: %0 = spirv.Load "Input" %gid_addr : vector<3xi32>
// CHECK-NEXT: %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
// CHECK-NEXT: %2 = spirv.AccessChain %scale_arg_0_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %3 = spirv.Load "StorageBuffer" %2 : f32
// CHECK-NEXT: %4 = spirv.FMul %3, %3 : f32
// CHECK-NEXT: %5 = spirv.AccessChain %scale_arg_1_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.array<64 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %5, %4 : f32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @helper(%arg0: f32) -> f32 "None" {
// CHECK-NEXT: spirv.ReturnValue %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @scale, @gid
// CHECK-NEXT: spirv.ExecutionMode @scale "LocalSize", 64, 1, 1
// CHECK-NEXT: }
// CHECK-NEXT: }
