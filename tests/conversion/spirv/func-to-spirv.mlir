// RUN: oxir-opt %s -convert-func-to-spirv | FileCheck %s
// RUN: %mlir_opt %s -convert-func-to-spirv | FileCheck %s

// func.func of at most one result to spirv.func (function control "None", argument
// attributes kept), func.return to spirv.Return / spirv.ReturnValue, func.call to
// spirv.FunctionCall; a function of two results stays, its return converted.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
func.func @callee(%x: i32, %y: f32 {test.attr}) -> i32 {
  return %x : i32
}
func.func @caller(%x: i32, %y: f32) -> i32 attributes {test.kept} {
  %0 = call @callee(%x, %y) : (i32, f32) -> i32
  call @nothing() : () -> ()
  return %0 : i32
}
func.func @nothing() {
  return
}
func.func @two(%x: i32) -> (i32, i32) {
  return %x, %x : i32, i32
}
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @callee(%arg0: i32, %arg1: f32 {test.attr}) -> i32 "None" {
// CHECK-NEXT: spirv.ReturnValue %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @caller(%arg0: i32, %arg1: f32) -> i32 "None" attributes {test.kept} {
// CHECK-NEXT: %0 = spirv.FunctionCall @callee(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: spirv.FunctionCall @nothing() : () -> ()
// CHECK-NEXT: spirv.ReturnValue %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @nothing() "None" {
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
