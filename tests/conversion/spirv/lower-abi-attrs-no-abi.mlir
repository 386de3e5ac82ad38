// RUN: not oxir-opt %s -spirv-lower-abi-attrs 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -spirv-lower-abi-attrs 2>&1 | FileCheck %s

// When some argument of an entry function has a spirv.interface_var_abi, every one needs one.

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  // CHECK: :[[@LINE+1]]:3: error: failed to legalize operation 'spirv.func' that was explicitly marked illegal
  spirv.func @k(%p: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %q: !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32, stride=4> [0])>, StorageBuffer>) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
    spirv.Return
  }
}
