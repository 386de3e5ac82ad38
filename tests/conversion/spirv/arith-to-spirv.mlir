// RUN: oxir-opt %s -convert-arith-to-spirv | FileCheck %s
// RUN: %mlir_opt %s -convert-arith-to-spirv | FileCheck %s

// arith ops to their spirv counterparts under a target allowing 64-bit integers: integer and
// float arithmetic, comparisons (cmpf ord through spirv.IsNan), the boolean forms of the
// bitwise ops and of cmpi eq, casts (extui of i1 as a select of constants, index_cast of an
// index that converts to i32 as nothing), the shader emulation of remsi, constants retyped
// (index to i32, i1 to bool) and vector constants.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
func.func @ops(%a: i32, %b: i32, %c: i32, %f: f32, %g: f32, %i: index, %v: vector<4xf32>, %w: i64, %p: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %c : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.andi %6, %a : i32
  %8 = arith.ori %7, %b : i32
  %9 = arith.xori %8, %a : i32
  %10 = arith.shli %9, %b : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  %13 = arith.maxsi %12, %a : i32
  %14 = arith.minui %13, %b : i32
  %15 = arith.addf %f, %g : f32
  %16 = arith.mulf %15, %g : f32
  %17 = arith.divf %16, %g : f32
  %18 = arith.negf %17 : f32
  %19 = arith.cmpi slt, %14, %a : i32
  %20 = arith.cmpi uge, %14, %b : i32
  %21 = arith.cmpf olt, %f, %g : f32
  %22 = arith.cmpf une, %f, %g : f32
  %23 = arith.cmpf ord, %f, %g : f32
  %24 = arith.andi %19, %20 : i1
  %25 = arith.xori %24, %p : i1
  %26 = arith.cmpi eq, %25, %21 : i1
  %27 = arith.select %26, %14, %a : i32
  %28 = arith.extsi %27 : i32 to i64
  %29 = arith.addi %28, %w : i64
  %30 = arith.trunci %29 : i64 to i32
  %31 = arith.extui %p : i1 to i32
  %32 = arith.sitofp %31 : i32 to f32
  %33 = arith.fptosi %18 : f32 to i32
  %34 = arith.bitcast %32 : f32 to i32
  %35 = arith.index_cast %i : index to i32
  %36 = arith.constant 7 : index
  %37 = arith.constant true
  %38 = arith.constant dense<2.5> : vector<4xf32>
  %39 = arith.addf %v, %38 : vector<4xf32>
  %40 = arith.maxnumf %f, %g fastmath<nnan> : f32
  %41 = arith.addi %30, %33 : i32
  %42 = arith.addi %41, %34 : i32
  %43 = arith.addi %42, %35 : i32
  return %43 : i32
}
}


// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-LABEL: func.func @ops(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: index, %arg6: vector<4xf32>, %arg7: i64, %arg8: i1) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : index to i32
// CHECK-NEXT: %1 = spirv.IAdd %arg0, %arg1 : i32
// CHECK-NEXT: %2 = spirv.ISub %1, %arg2 : i32
// CHECK-NEXT: %3 = spirv.IMul %2, %arg0 : i32
// CHECK-NEXT: %4 = spirv.SDiv %3, %arg1 : i32
// CHECK-NEXT: %5 = spirv.UDiv %4, %arg1 : i32
// CHECK-NEXT: %6 = spirv.GL.SAbs %5 : i32
// CHECK-NEXT: %7 = spirv.GL.SAbs %arg0 : i32
// CHECK-NEXT: %8 = spirv.UMod %6, %7 : i32
// CHECK-NEXT: %9 = spirv.IEqual %5, %6 : i32
// CHECK-NEXT: %10 = spirv.SNegate %8 : i32
// CHECK-NEXT: %11 = spirv.Select %9, %8, %10 : i1, i32
// CHECK-NEXT: %12 = spirv.UMod %11, %arg1 : i32
// CHECK-NEXT: %13 = spirv.BitwiseAnd %12, %arg0 : i32
// CHECK-NEXT: %14 = spirv.BitwiseOr %13, %arg1 : i32
// CHECK-NEXT: %15 = spirv.BitwiseXor %14, %arg0 : i32
// CHECK-NEXT: %16 = spirv.ShiftLeftLogical %15, %arg1 : i32, i32
// CHECK-NEXT: %17 = spirv.ShiftRightArithmetic %16, %arg1 : i32, i32
// CHECK-NEXT: %18 = spirv.ShiftRightLogical %17, %arg1 : i32, i32
// CHECK-NEXT: %19 = spirv.GL.SMax %18, %arg0 : i32
// CHECK-NEXT: %20 = spirv.GL.UMin %19, %arg1 : i32
// CHECK-NEXT: %21 = spirv.FAdd %arg3, %arg4 : f32
// CHECK-NEXT: %22 = spirv.FMul %21, %arg4 : f32
// CHECK-NEXT: %23 = spirv.FDiv %22, %arg4 : f32
// CHECK-NEXT: %24 = spirv.FNegate %23 : f32
// CHECK-NEXT: %25 = spirv.SLessThan %20, %arg0 : i32
// CHECK-NEXT: %26 = spirv.UGreaterThanEqual %20, %arg1 : i32
// CHECK-NEXT: %27 = spirv.FOrdLessThan %arg3, %arg4 : f32
// CHECK-NEXT: %28 = spirv.FUnordNotEqual %arg3, %arg4 : f32
// CHECK-NEXT: %29 = spirv.IsNan %arg3 : f32
// CHECK-NEXT: %30 = spirv.IsNan %arg4 : f32
// CHECK-NEXT: %31 = spirv.LogicalOr %29, %30 : i1
// CHECK-NEXT: %32 = spirv.LogicalNot %31 : i1
// CHECK-NEXT: %33 = spirv.LogicalAnd %25, %26 : i1
// CHECK-NEXT: %34 = spirv.LogicalNotEqual %33, %arg8 : i1
// CHECK-NEXT: %35 = spirv.LogicalEqual %34, %27 : i1
// CHECK-NEXT: %36 = spirv.Select %35, %20, %arg0 : i1, i32
// CHECK-NEXT: %37 = spirv.SConvert %36 : i32 to i64
// CHECK-NEXT: %38 = spirv.IAdd %37, %arg7 : i64
// CHECK-NEXT: %39 = spirv.SConvert %38 : i64 to i32
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %40 = spirv.Select %arg8, %cst1_i32, %cst0_i32 : i1, i32
// CHECK-NEXT: %41 = spirv.ConvertSToF %40 : i32 to f32
// CHECK-NEXT: %42 = spirv.ConvertFToS %24 : f32 to i32
// CHECK-NEXT: %43 = spirv.Bitcast %41 : f32 to i32
// CHECK-NEXT: %cst7_i32 = spirv.Constant 7 : i32
// CHECK-NEXT: %true = spirv.Constant true
// CHECK-NEXT: %cst_vec_4xf32 = spirv.Constant dense<2.500000e+00> : vector<4xf32>
// CHECK-NEXT: %44 = spirv.FAdd %arg6, %cst_vec_4xf32 : vector<4xf32>
// CHECK-NEXT: %45 = spirv.GL.FMax %arg3, %arg4 : f32
// CHECK-NEXT: %46 = spirv.IAdd %39, %42 : i32
// CHECK-NEXT: %47 = spirv.IAdd %46, %43 : i32
// CHECK-NEXT: %48 = spirv.IAdd %47, %0 : i32
// CHECK-NEXT: return %48 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
