// RUN: oxir-opt %s -convert-scf-to-spirv -reconcile-unrealized-casts | FileCheck %s
// RUN: %mlir_opt %s -convert-scf-to-spirv -reconcile-unrealized-casts | FileCheck %s

// scf.for to spirv.mlir.loop (entry, header comparing the induction variable, body stepping
// it, merge), its results through Function variables stored by scf.yield and loaded after the
// loop; scf.if to spirv.mlir.selection, with and without else and results. The pass also
// lowers arith, func and memref, as MLIR 19's does.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
func.func @reduce(%a: memref<8xi32, #spirv.storage_class<StorageBuffer>>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %m = %z) -> (i32, i32) {
    %x = memref.load %a[%i] : memref<8xi32, #spirv.storage_class<StorageBuffer>>
    %s = arith.addi %acc, %x : i32
    %t = arith.maxsi %m, %x : i32
    scf.yield %s, %t : i32, i32
  }
  %p = arith.cmpi sgt, %r#0, %z : i32
  %q = scf.if %p -> (i32) {
    scf.yield %r#0 : i32
  } else {
    %neg = arith.subi %z, %r#1 : i32
    scf.yield %neg : i32
  }
  scf.if %p {
    memref.store %q, %a[%c0] : memref<8xi32, #spirv.storage_class<StorageBuffer>>
  }
  return %q : i32
}
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @reduce(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, %arg1: i32) -> i32 "None" {
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: %0 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: %1 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%cst0_i32, %cst0_i32_0, %cst0_i32_0 : i32, i32, i32)
// CHECK-NEXT: ^bb1(%7: i32, %8: i32, %9: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %10 = spirv.SLessThan %7, %arg1 : i32
// CHECK-NEXT: spirv.BranchConditional %10, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_3 = spirv.Constant 1 : i32
// CHECK-NEXT: %11 = spirv.AccessChain %arg0[%cst0_i32_1, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %12 = spirv.Load "StorageBuffer" %11 : i32
// CHECK-NEXT: %13 = spirv.IAdd %8, %12 : i32
// CHECK-NEXT: %14 = spirv.GL.SMax %9, %12 : i32
// CHECK-NEXT: spirv.Store "Function" %0, %13 : i32
// CHECK-NEXT: spirv.Store "Function" %1, %14 : i32
// CHECK-NEXT: %15 = spirv.IAdd %7, %cst1_i32 : i32
// CHECK-NEXT: spirv.Branch ^bb1(%15, %13, %14 : i32, i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %2 = spirv.Load "Function" %1 : i32
// CHECK-NEXT: %3 = spirv.Load "Function" %0 : i32
// CHECK-NEXT: %4 = spirv.SGreaterThan %3, %cst0_i32_0 : i32
// CHECK-NEXT: %5 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %4, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: spirv.Store "Function" %5, %3 : i32
// CHECK-NEXT: spirv.Branch ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %7 = spirv.ISub %cst0_i32_0, %2 : i32
// CHECK-NEXT: spirv.Store "Function" %5, %7 : i32
// CHECK-NEXT: spirv.Branch ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %6 = spirv.Load "Function" %5 : i32
// CHECK-NEXT: spirv.mlir.selection {
// CHECK-NEXT: spirv.BranchConditional %4, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_3 = spirv.Constant 1 : i32
// CHECK-NEXT: %7 = spirv.AccessChain %arg0[%cst0_i32_1, %cst0_i32] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %7, %6 : i32
// CHECK-NEXT: spirv.Branch ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: spirv.ReturnValue %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
