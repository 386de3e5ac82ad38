// RUN: oxir-opt %s -convert-func-to-spirv -convert-index-to-spirv -reconcile-unrealized-casts | FileCheck %s
// RUN: %mlir_opt %s -convert-func-to-spirv -convert-index-to-spirv -reconcile-unrealized-casts | FileCheck %s

// index ops on the i32 that index converts to: arithmetic, bitwise ops and shifts, min and
// max as GL ops, comparisons, casts (nothing when the widths agree), constants and sizeof.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
func.func @ops(%a: index, %b: index, %w: i64, %n: i32) -> i1 {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %a
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %a
  %8 = index.minu %7, %b
  %9 = index.shl %8, %a
  %10 = index.shrs %9, %b
  %11 = index.and %10, %a
  %12 = index.xor %11, %b
  %13 = index.constant 42
  %14 = index.cmp ult(%12, %13)
  %15 = index.casts %w : i64 to index
  %16 = index.castu %n : i32 to index
  %17 = index.sizeof
  %18 = index.or %15, %16
  %19 = index.add %18, %17
  %20 = index.cmp eq(%19, %a)
  %21 = index.bool.constant true
  return %20 : i1
}
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @ops(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i32) -> i1 "None" {
// CHECK-NEXT: %0 = spirv.IAdd %arg0, %arg1 : i32
// CHECK-NEXT: %1 = spirv.ISub %0, %arg1 : i32
// CHECK-NEXT: %2 = spirv.IMul %1, %arg0 : i32
// CHECK-NEXT: %3 = spirv.SDiv %2, %arg1 : i32
// CHECK-NEXT: %4 = spirv.UDiv %3, %arg1 : i32
// CHECK-NEXT: %5 = spirv.SRem %4, %arg0 : i32
// CHECK-NEXT: %6 = spirv.UMod %5, %arg1 : i32
// CHECK-NEXT: %7 = spirv.GL.SMax %6, %arg0 : i32
// CHECK-NEXT: %8 = spirv.GL.UMin %7, %arg1 : i32
// CHECK-NEXT: %9 = spirv.ShiftLeftLogical %8, %arg0 : i32, i32
// CHECK-NEXT: %10 = spirv.ShiftRightArithmetic %9, %arg1 : i32, i32
// CHECK-NEXT: %11 = spirv.BitwiseAnd %10, %arg0 : i32
// CHECK-NEXT: %12 = spirv.BitwiseXor %11, %arg1 : i32
// CHECK-NEXT: %cst42_i32 = spirv.Constant 42 : i32
// CHECK-NEXT: %13 = spirv.ULessThan %12, %cst42_i32 : i32
// CHECK-NEXT: %14 = spirv.SConvert %arg2 : i64 to i32
// CHECK-NEXT: %cst32_i32 = spirv.Constant 32 : i32
// CHECK-NEXT: %15 = spirv.BitwiseOr %14, %arg3 : i32
// CHECK-NEXT: %16 = spirv.IAdd %15, %cst32_i32 : i32
// CHECK-NEXT: %17 = spirv.IEqual %16, %arg0 : i32
// CHECK-NEXT: %true = spirv.Constant true
// CHECK-NEXT: spirv.ReturnValue %17 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
