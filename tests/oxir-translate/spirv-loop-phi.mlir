// A loop carrying values through its header's block arguments serializes them as OpPhis
// (one incoming value from the block before the loop, one from the back edge): the binary
// passes spirv-val and reads back with mlir-translate-19 as its own binary of the module does.
// Ours reads the OpPhis back into block arguments, with the loop in a block of its own taking
// the header's arguments, as mlir-translate-19 reads both binaries; what it reads serializes
// to a binary that reads back the same (binary -> IR -> binary is a fixed point).

// REQUIRES: spirv-val, mlir-translate
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val %t.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s
// RUN: mlir-translate-19 --no-implicit-module --serialize-spirv %s -o %t.ref.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.ref.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.spv -o %t.1.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: oxir-translate --deserialize-spirv %t.ref.spv | FileCheck %s
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.1.mlir -o %t.1.spv
// RUN: spirv-val %t.1.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.1.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.1.spv -o %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.2.mlir -o %t.2.spv
// RUN: cmp %t.1.spv %t.2.spv

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @out bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
  spirv.func @triangle() "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %ten = spirv.Constant 10 : i32
    %var = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header(%zero, %zero : i32, i32)
    ^header(%i: i32, %acc: i32):
      %cond = spirv.SLessThan %i, %ten : i32
      spirv.BranchConditional %cond, ^body, ^merge
    ^body:
      %next_acc = spirv.IAdd %acc, %i : i32
      spirv.Store "Function" %var, %next_acc : i32
      %next = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%next, %next_acc : i32, i32)
    ^merge:
      spirv.mlir.merge
    }
    %sum = spirv.Load "Function" %var : i32
    %addr = spirv.mlir.addressof @out : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
    %ptr = spirv.AccessChain %addr[%zero, %zero] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
    spirv.Store "StorageBuffer" %ptr, %sum : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @triangle
  spirv.ExecutionMode @triangle "LocalSize", 1, 1, 1
}

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
// CHECK-NEXT: spirv.GlobalVariable @out bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: spirv.func @triangle() "None" {
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0 : i32, i32)
// CHECK-NEXT: ^bb1(%1: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%1, %2 : i32, i32)
// CHECK-NEXT: ^bb1(%5: i32, %6: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %cst10_i32 = spirv.Constant 10 : i32
// CHECK-NEXT: %7 = spirv.SLessThan %5, %cst10_i32 : i32
// CHECK-NEXT: spirv.BranchConditional %7, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %8 = spirv.IAdd %6, %5 : i32
// CHECK-NEXT: spirv.Store "Function" %0, %8 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %9 = spirv.IAdd %5, %cst1_i32 : i32
// CHECK-NEXT: spirv.Branch ^bb1(%9, %8 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %3 = spirv.Load "Function" %0 : i32
// CHECK-NEXT: %out_addr = spirv.mlir.addressof @out : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %4 = spirv.AccessChain %out_addr[%cst0_i32_1, %cst0_i32_2] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %4, %3 : i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @triangle
// CHECK-NEXT: spirv.ExecutionMode @triangle "LocalSize", 1, 1, 1
// CHECK-NEXT: }
