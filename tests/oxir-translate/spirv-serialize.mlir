// --serialize-spirv and --deserialize-spirv on a compute kernel (a storage buffer, a built-in
// input, a called function, GL and composite ops, an entry point and its execution mode):
// the binary passes spirv-val; it reads back, with ours and with mlir-translate-19, as the
// module below (each use of a constant or a variable gets its own spirv.Constant or
// spirv.mlir.addressof, as MLIR's deserializer writes it); mlir-translate-19's binary of the
// same input reads back the same with ours; binary -> IR -> binary is a fixed point.

// REQUIRES: spirv-val, mlir-translate
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val %t.spv
// RUN: oxir-translate --deserialize-spirv %t.spv | FileCheck %s --match-full-lines --strict-whitespace
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s --match-full-lines --strict-whitespace
// RUN: mlir-translate-19 --no-implicit-module --serialize-spirv %s -o %t.ref.spv
// RUN: oxir-translate --deserialize-spirv %t.ref.spv | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-translate --deserialize-spirv %t.spv -o %t.1.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.1.mlir -o %t.1.spv
// RUN: oxir-translate --deserialize-spirv %t.1.spv -o %t.2.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.2.mlir -o %t.2.spv
// RUN: cmp %t.1.spv %t.2.spv
// RUN: diff %t.1.mlir %t.2.mlir

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @scale(%x: f32, %k: f32) -> f32 "None" {
    %0 = spirv.FMul %x, %k : f32
    %1 = spirv.GL.FMax %0, %x : f32
    spirv.ReturnValue %1 : f32
  }
  spirv.func @main() "None" {
    %gid_addr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
    %ids = spirv.Load "Input" %gid_addr : vector<3xi32>
    %i = spirv.CompositeExtract %ids[0 : i32] : vector<3xi32>
    %zero = spirv.Constant 0 : i32
    %buf = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %p = spirv.AccessChain %buf[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %v = spirv.Load "StorageBuffer" %p : f32
    %two = spirv.Constant 2.0 : f32
    %r = spirv.FunctionCall @scale(%v, %two) : (f32, f32) -> f32
    %c = spirv.FOrdLessThan %r, %two : f32
    %s = spirv.Select %c, %two, %r : i1, f32
    spirv.Store "StorageBuffer" %p, %s : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @gid
  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
}

// CHECK:spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
// CHECK-NEXT:  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:  spirv.GlobalVariable @gid built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT:  spirv.func @scale(%arg0: f32, %arg1: f32) -> f32 "None" {
// CHECK-NEXT:    %0 = spirv.FMul %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = spirv.GL.FMax %0, %arg0 : f32
// CHECK-NEXT:    spirv.ReturnValue %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  spirv.func @main() "None" {
// CHECK-NEXT:    %gid_addr = spirv.mlir.addressof @gid : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT:    %0 = spirv.Load "Input" %gid_addr : vector<3xi32>
// CHECK-NEXT:    %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
// CHECK-NEXT:    %data_addr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:    %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:    %2 = spirv.AccessChain %data_addr[%cst0_i32, %1] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT:    %3 = spirv.Load "StorageBuffer" %2 : f32
// CHECK-NEXT:    %cst_f32 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT:    %4 = spirv.FunctionCall @scale(%3, %cst_f32) : (f32, f32) -> f32
// CHECK-NEXT:    %cst_f32_0 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT:    %5 = spirv.FOrdLessThan %4, %cst_f32_0 : f32
// CHECK-NEXT:    %cst_f32_1 = spirv.Constant 2.000000e+00 : f32
// CHECK-NEXT:    %6 = spirv.Select %5, %cst_f32_1, %4 : i1, f32
// CHECK-NEXT:    spirv.Store "StorageBuffer" %2, %6 : f32
// CHECK-NEXT:    spirv.Return
// CHECK-NEXT:  }
// CHECK-NEXT:  spirv.EntryPoint "GLCompute" @main, @gid
// CHECK-NEXT:  spirv.ExecutionMode @main "LocalSize", 64, 1, 1
// CHECK-NEXT:}
