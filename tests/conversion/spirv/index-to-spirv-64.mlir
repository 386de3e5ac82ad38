// RUN: oxir-opt %s -convert-index-to-spirv=use-64bit-index | FileCheck %s
// RUN: %mlir_opt %s -convert-index-to-spirv=use-64bit-index | FileCheck %s

// Under use-64bit-index, index becomes i64 (the target allows Int64); sizeof is 64.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
func.func @wide(%a: index) -> index {
  %c = index.constant 5
  %0 = index.mul %a, %c
  %1 = index.sizeof
  %2 = index.add %0, %1
  return %2 : index
}
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: func.func @wide(%arg0: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %cst5_i64 = spirv.Constant 5 : i64
// CHECK-NEXT: %1 = spirv.IMul %0, %cst5_i64 : i64
// CHECK-NEXT: %cst64_i64 = spirv.Constant 64 : i64
// CHECK-NEXT: %2 = spirv.IAdd %1, %cst64_i64 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
