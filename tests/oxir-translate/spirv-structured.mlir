// --serialize-spirv of structured control flow: a loop (header, body, continue and merge
// blocks) with a selection nested in its body becomes OpLoopMerge / OpSelectionMerge in the
// header blocks, the merge block holding the ops after the structured op, as MLIR lays it
// out; the binary passes spirv-val and mlir-translate-19 reads it back structured. Ours reads
// the merge instructions back into the structured ops (the selection's header ops staying in
// the enclosing block, as the serializer wrote them), and binary -> IR -> binary is a fixed
// point.

// REQUIRES: spirv-val, mlir-translate
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: spirv-val %t.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s
// RUN: oxir-translate --deserialize-spirv %t.spv -o %t.1.mlir
// RUN: FileCheck %s < %t.1.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.1.mlir -o %t.1.spv
// RUN: spirv-val %t.1.spv
// RUN: oxir-translate --deserialize-spirv %t.1.spv -o %t.2.mlir
// RUN: oxir-translate --no-implicit-module --serialize-spirv %t.2.mlir -o %t.2.spv
// RUN: cmp %t.1.spv %t.2.spv
// RUN: diff %t.1.mlir %t.2.mlir

// CHECK: spirv.mlir.loop {
// CHECK: spirv.mlir.selection {
// CHECK: spirv.mlir.merge
// CHECK: spirv.mlir.merge
// CHECK: spirv.Store "StorageBuffer"

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
