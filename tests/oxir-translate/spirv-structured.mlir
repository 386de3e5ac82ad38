// --serialize-spirv of structured control flow: a loop (header, body, continue and merge
// blocks) with a selection nested in its body becomes OpLoopMerge / OpSelectionMerge in
// header blocks of their own, the merge block holding the ops after the structured op, as
// MLIR lays it out; the binary passes spirv-val and mlir-translate-19 reads it back
// structured, as it reads its own binary of the module. Ours reads
// the merge instructions back into the structured ops as mlir-translate-19 does (the
// selection's whole header block in its region, the loop in a block of its own), and
// binary -> IR -> binary is a fixed point.

// REQUIRES: spirv-val, mlir-translate
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val %t.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s
// RUN: mlir-translate-19 --no-implicit-module --serialize-spirv %s -o %t.ref.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.ref.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.ref.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.spv -o %t.1.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.1.mlir -o %t.1.spv
// RUN: spirv-val %t.1.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.1.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.1.spv -o %t.2.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.2.mlir -o %t.2.spv
// RUN: cmp %t.1.spv %t.2.spv
// RUN: diff %t.1.mlir %t.2.mlir

// CHECK: spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
// CHECK-NEXT: spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: spirv.func @main() "None" {
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: %1 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: spirv.Store "Function" %0, %cst0_i32 : i32
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: spirv.Store "Function" %1, %cst0_i32_0 : i32
// CHECK-NEXT: spirv.Branch ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT: %4 = spirv.Load "Function" %0 : i32
// CHECK-NEXT: %cst10_i32 = spirv.Constant 10 : i32
// CHECK-NEXT: %5 = spirv.SLessThan %4, %cst10_i32 : i32
// CHECK-NEXT: spirv.BranchConditional %5, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %6 = spirv.Load "Function" %1 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %7 = spirv.BitwiseAnd %4, %cst1_i32 : i32
// CHECK-NEXT: %cst1_i32_3 = spirv.Constant 1 : i32
// CHECK-NEXT: %8 = spirv.IEqual %7, %cst1_i32_3 : i32
// CHECK-NEXT: spirv.Branch ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %8, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %10 = spirv.IAdd %6, %4 : i32
// CHECK-NEXT: spirv.Store "Function" %1, %10 : i32
// CHECK-NEXT: spirv.Branch ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: spirv.Branch ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %cst1_i32_4 = spirv.Constant 1 : i32
// CHECK-NEXT: %9 = spirv.IAdd %4, %cst1_i32_4 : i32
// CHECK-NEXT: spirv.Store "Function" %0, %9 : i32
// CHECK-NEXT: spirv.Branch ^bb1
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %2 = spirv.Load "Function" %1 : i32
// CHECK-NEXT: %data_addr = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %3 = spirv.AccessChain %data_addr[%cst0_i32_1, %cst0_i32_2] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %3, %2 : i32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-NEXT: spirv.EntryPoint "GLCompute" @main
// CHECK-NEXT: spirv.ExecutionMode @main "LocalSize", 1, 1, 1
// CHECK-NEXT: }

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.GlobalVariable @data bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %ten = spirv.Constant 10 : i32
    %i = spirv.Variable : !spirv.ptr<i32, Function>
    %acc = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %i, %zero : i32
    spirv.Store "Function" %acc, %zero : i32
    spirv.mlir.loop {
      spirv.Branch ^header
    ^header:
      %iv = spirv.Load "Function" %i : i32
      %cond = spirv.SLessThan %iv, %ten : i32
      spirv.BranchConditional %cond, ^body, ^merge
    ^body:
      %a = spirv.Load "Function" %acc : i32
      %odd = spirv.BitwiseAnd %iv, %one : i32
      %is_odd = spirv.IEqual %odd, %one : i32
      spirv.mlir.selection {
        spirv.BranchConditional %is_odd, ^then, ^merge
      ^then:
        %b = spirv.IAdd %a, %iv : i32
        spirv.Store "Function" %acc, %b : i32
        spirv.Branch ^merge
      ^merge:
        spirv.mlir.merge
      }
      spirv.Branch ^continue
    ^continue:
      %next = spirv.IAdd %iv, %one : i32
      spirv.Store "Function" %i, %next : i32
      spirv.Branch ^header
    ^merge:
      spirv.mlir.merge
    }
    %res = spirv.Load "Function" %acc : i32
    %buf = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
    %p = spirv.AccessChain %buf[%zero, %zero] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>, i32, i32
    spirv.Store "StorageBuffer" %p, %res : i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}
