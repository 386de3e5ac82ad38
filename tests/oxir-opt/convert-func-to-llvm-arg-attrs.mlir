// Argument attributes go to the argument a function argument becomes when it becomes one; an
// argument expanded to several (a memref descriptor's fields, an unranked memref's rank and
// pointer) leaves its attributes behind, as MLIR does. Under the bare-pointer convention a
// static memref becomes one pointer and keeps them. CHECK lines are mlir-opt-19's output on
// this file.
// RUN: oxir-opt %s '-convert-func-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-convert-func-to-llvm' | FileCheck %s --check-prefix=CHECK
// RUN: oxir-opt %s '-convert-func-to-llvm=use-bare-ptr-memref-call-conv=1' | FileCheck %s --check-prefix=BARE
// RUN: %mlir_opt %s '-convert-func-to-llvm=use-bare-ptr-memref-call-conv=1' | FileCheck %s --check-prefix=BARE

func.func @attrs(%m: memref<4xf32> {llvm.noalias}, %x: i32 {llvm.signext}, %u: memref<*xf32> {llvm.nonnull}) {
  return
}

// CHECK: module {
// CHECK-LABEL: llvm.func @attrs(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32 {llvm.signext}, %arg6: i64, %arg7: !llvm.ptr) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// BARE: module {
// BARE-LABEL: func.func @attrs(%arg0: memref<4xf32> {llvm.noalias}, %arg1: i32 {llvm.signext}, %arg2: memref<*xf32> {llvm.nonnull}) {
// BARE-NEXT: llvm.return
// BARE-NEXT: }
// BARE-NEXT: }
