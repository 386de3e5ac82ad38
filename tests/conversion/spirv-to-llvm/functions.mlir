// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// spirv.func becomes llvm.func of the converted signature; its function control maps to LLVM
// function attributes (Inline always_inline, DontInline no_inline, Pure and Const passthrough
// readonly / readnone). Declarations stay declarations.

spirv.module Logical GLSL450 {
  spirv.func @none(%x: i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @inline() "Inline" {
    spirv.Return
  }
  spirv.func @dont_inline() "DontInline" {
    spirv.Return
  }
  spirv.func @pure(%p: !spirv.ptr<f32, StorageBuffer>) -> f32 "Pure" {
    %0 = spirv.Load "StorageBuffer" %p : f32
    spirv.ReturnValue %0 : f32
  }
  spirv.func @const(%v: vector<2xsi32>, %s: !spirv.struct<(f32, ui8)>) "Const" {
    spirv.Return
  }
}

spirv.func @declared(!spirv.ptr<!spirv.rtarray<f32>, CrossWorkgroup>, i64) -> f64 "None"

// CHECK: module {
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @none(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @inline() attributes {always_inline} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @dont_inline() attributes {no_inline} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @pure(%arg0: !llvm.ptr) -> f32 attributes {passthrough = ["readonly"]} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @const(%arg0: vector<2xi32>, %arg1: !llvm.struct<packed (f32, i8)>) attributes {passthrough = ["readnone"]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @declared(!llvm.ptr, i64) -> f64
// CHECK-NEXT: }
