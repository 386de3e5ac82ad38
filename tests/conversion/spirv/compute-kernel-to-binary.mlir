// REQUIRES: spirv-val, oxir-translate
// RUN: oxir-opt %s -convert-scf-to-spirv -reconcile-unrealized-casts -oxir-wrap-in-spirv-module -spirv-lower-abi-attrs -spirv-update-vce -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: oxir-opt %s -convert-scf-to-spirv -reconcile-unrealized-casts -oxir-wrap-in-spirv-module | %mlir_opt -spirv-lower-abi-attrs -spirv-update-vce | FileCheck %s
// RUN: %mlir_opt %s -convert-scf-to-spirv -reconcile-unrealized-casts | FileCheck %s --check-prefix=FUNCS
// RUN: oxir-opt %s -convert-scf-to-spirv -reconcile-unrealized-casts | FileCheck %s --check-prefix=FUNCS
// The spirv.module alone, as mlir-translate's --no-implicit-module reads it.
// RUN: sed -e '1d' -e '/^}$/d' %t.mlir > %t.spirv.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.spirv.mlir -o %t.spv
// RUN: spirv-val %t.spv

// Two compute kernels over storage buffers written in func/arith/scf/memref (an element-wise
// add and a loop reduction) lowered to spirv.funcs (the same as mlir-opt-19 lowers them),
// moved into a spirv.module (oxir's step standing for -convert-gpu-to-spirv), given entry
// points and bound global variables by -spirv-lower-abi-attrs, their requirements deduced by
// -spirv-update-vce, serialized (the loops' carried values as OpPhi) and validated.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
func.func @add(%a: memref<16xf32, #spirv.storage_class<StorageBuffer>> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>},
               %b: memref<16xf32, #spirv.storage_class<StorageBuffer>> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>},
               %c: memref<16xf32, #spirv.storage_class<StorageBuffer>> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>})
    attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c16 step %c1 {
    %x = memref.load %a[%i] : memref<16xf32, #spirv.storage_class<StorageBuffer>>
    %y = memref.load %b[%i] : memref<16xf32, #spirv.storage_class<StorageBuffer>>
    %z = arith.addf %x, %y : f32
    memref.store %z, %c[%i] : memref<16xf32, #spirv.storage_class<StorageBuffer>>
  }
  return
}
func.func @sum(%a: memref<8xi32, #spirv.storage_class<StorageBuffer>> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 0)>},
               %out: memref<1xi32, #spirv.storage_class<StorageBuffer>> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 1)>})
    attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %a[%i] : memref<8xi32, #spirv.storage_class<StorageBuffer>>
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  memref.store %r, %out[%c0] : memref<1xi32, #spirv.storage_class<StorageBuffer>>
  return
}
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-NEXT: spirv.GlobalVariable @add_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @add_arg_1 bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @add_arg_2 bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-LABEL: spirv.func @add() "None" {
// CHECK-NEXT: %add_arg_2_addr = spirv.mlir.addressof @add_arg_2 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %add_arg_1_addr = spirv.mlir.addressof @add_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %add_arg_0_addr = spirv.mlir.addressof @add_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst16_i32 = spirv.Constant 16 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%cst0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = spirv.SLessThan %0, %cst16_i32 : i32
// CHECK-NEXT: spirv.BranchConditional %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_2 = spirv.Constant 1 : i32
// CHECK-NEXT: %2 = spirv.AccessChain %add_arg_0_addr[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %3 = spirv.Load "StorageBuffer" %2 : f32
// CHECK-NEXT: %cst0_i32_3 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_4 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_5 = spirv.Constant 1 : i32
// CHECK-NEXT: %4 = spirv.AccessChain %add_arg_1_addr[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %5 = spirv.Load "StorageBuffer" %4 : f32
// CHECK-NEXT: %6 = spirv.FAdd %3, %5 : f32
// CHECK-NEXT: %cst0_i32_6 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_7 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_8 = spirv.Constant 1 : i32
// CHECK-NEXT: %7 = spirv.AccessChain %add_arg_2_addr[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %7, %6 : f32
// CHECK-NEXT: %8 = spirv.IAdd %0, %cst1_i32 : i32
// CHECK-NEXT: spirv.Branch ^bb1(%8 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.GlobalVariable @sum_arg_0 bind(1, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: spirv.GlobalVariable @sum_arg_1 bind(1, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-LABEL: spirv.func @sum() "None" {
// CHECK-NEXT: %sum_arg_1_addr = spirv.mlir.addressof @sum_arg_1 : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %sum_arg_0_addr = spirv.mlir.addressof @sum_arg_0 : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %cst8_i32 = spirv.Constant 8 : i32
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
// CHECK-NEXT: ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %5 = spirv.SLessThan %3, %cst8_i32 : i32
// CHECK-NEXT: spirv.BranchConditional %5, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst0_i32_4 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_5 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_6 = spirv.Constant 1 : i32
// CHECK-NEXT: %6 = spirv.AccessChain %sum_arg_0_addr[%cst0_i32_4, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %7 = spirv.Load "StorageBuffer" %6 : i32
// CHECK-NEXT: %8 = spirv.IAdd %4, %7 : i32
// CHECK-NEXT: spirv.Store "Function" %0, %8 : i32
// CHECK-NEXT: %9 = spirv.IAdd %3, %cst1_i32 : i32
// CHECK-NEXT: spirv.Branch ^bb1(%9, %8 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %1 = spirv.Load "Function" %0 : i32
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_3 = spirv.Constant 1 : i32
// CHECK-NEXT: %2 = spirv.AccessChain %sum_arg_1_addr[%cst0_i32_1, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %2, %1 : i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @add
// CHECK-NEXT: spirv.ExecutionMode @add "LocalSize", 1, 1, 1
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @sum
// CHECK-NEXT: spirv.ExecutionMode @sum "LocalSize", 1, 1, 1
// CHECK-NEXT: }
// CHECK-NEXT: }

// FUNCS: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// FUNCS-LABEL: spirv.func @add(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, %arg2: !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
// FUNCS-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst16_i32 = spirv.Constant 16 : i32
// FUNCS-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// FUNCS-NEXT: spirv.mlir.loop {
// FUNCS-NEXT: spirv.Branch ^bb1(%cst0_i32 : i32)
// FUNCS-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// FUNCS-NEXT: %1 = spirv.SLessThan %0, %cst16_i32 : i32
// FUNCS-NEXT: spirv.BranchConditional %1, ^bb2, ^bb3
// FUNCS-NEXT: ^bb2:  // pred: ^bb1
// FUNCS-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst1_i32_2 = spirv.Constant 1 : i32
// FUNCS-NEXT: %2 = spirv.AccessChain %arg0[%cst0_i32_0, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// FUNCS-NEXT: %3 = spirv.Load "StorageBuffer" %2 : f32
// FUNCS-NEXT: %cst0_i32_3 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst0_i32_4 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst1_i32_5 = spirv.Constant 1 : i32
// FUNCS-NEXT: %4 = spirv.AccessChain %arg1[%cst0_i32_3, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// FUNCS-NEXT: %5 = spirv.Load "StorageBuffer" %4 : f32
// FUNCS-NEXT: %6 = spirv.FAdd %3, %5 : f32
// FUNCS-NEXT: %cst0_i32_6 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst0_i32_7 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst1_i32_8 = spirv.Constant 1 : i32
// FUNCS-NEXT: %7 = spirv.AccessChain %arg2[%cst0_i32_6, %0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// FUNCS-NEXT: spirv.Store "StorageBuffer" %7, %6 : f32
// FUNCS-NEXT: %8 = spirv.IAdd %0, %cst1_i32 : i32
// FUNCS-NEXT: spirv.Branch ^bb1(%8 : i32)
// FUNCS-NEXT: ^bb3:  // pred: ^bb1
// FUNCS-NEXT: spirv.mlir.merge
// FUNCS-NEXT: }
// FUNCS-NEXT: spirv.Return
// FUNCS-NEXT: }
// FUNCS-LABEL: spirv.func @sum(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 0)>}, %arg1: !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer> {spirv.interface_var_abi = #spirv.interface_var_abi<(1, 1)>}) "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
// FUNCS-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// FUNCS-NEXT: %cst8_i32 = spirv.Constant 8 : i32
// FUNCS-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// FUNCS-NEXT: %0 = spirv.Variable : !spirv.ptr<i32, Function>
// FUNCS-NEXT: spirv.mlir.loop {
// FUNCS-NEXT: spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
// FUNCS-NEXT: ^bb1(%3: i32, %4: i32):  // 2 preds: ^bb0, ^bb2
// FUNCS-NEXT: %5 = spirv.SLessThan %3, %cst8_i32 : i32
// FUNCS-NEXT: spirv.BranchConditional %5, ^bb2, ^bb3
// FUNCS-NEXT: ^bb2:  // pred: ^bb1
// FUNCS-NEXT: %cst0_i32_4 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst0_i32_5 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst1_i32_6 = spirv.Constant 1 : i32
// FUNCS-NEXT: %6 = spirv.AccessChain %arg0[%cst0_i32_4, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// FUNCS-NEXT: %7 = spirv.Load "StorageBuffer" %6 : i32
// FUNCS-NEXT: %8 = spirv.IAdd %4, %7 : i32
// FUNCS-NEXT: spirv.Store "Function" %0, %8 : i32
// FUNCS-NEXT: %9 = spirv.IAdd %3, %cst1_i32 : i32
// FUNCS-NEXT: spirv.Branch ^bb1(%9, %8 : i32, i32)
// FUNCS-NEXT: ^bb3:  // pred: ^bb1
// FUNCS-NEXT: spirv.mlir.merge
// FUNCS-NEXT: }
// FUNCS-NEXT: %1 = spirv.Load "Function" %0 : i32
// FUNCS-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// FUNCS-NEXT: %cst1_i32_3 = spirv.Constant 1 : i32
// FUNCS-NEXT: %2 = spirv.AccessChain %arg1[%cst0_i32_1, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// FUNCS-NEXT: spirv.Store "StorageBuffer" %2, %1 : i32
// FUNCS-NEXT: spirv.Return
// FUNCS-NEXT: }
// FUNCS-NEXT: }
