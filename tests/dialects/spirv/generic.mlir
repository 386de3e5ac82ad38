// The generic form of spirv ops as mlir-opt-19 prints it: the enum attributes in full
// (`#spirv.storage_class<Function>`), the pointer types the custom forms leave out, and the
// properties of the variables, access chains, entry points and execution modes.

// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.GlobalVariable @gv bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @id built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.func @add(%a: i32, %b: i32) -> i32 "None" {
    %0 = spirv.IAdd %a, %b : i32
    %1 = spirv.Constant 3 : i32
    %2 = spirv.IMul %0, %1 : i32
    %c = spirv.IEqual %2, %1 : i32
    %s = spirv.Select %c, %a, %b : i1, i32
    spirv.ReturnValue %s : i32
  }
  spirv.func @main() "None" {
    %v = spirv.Variable : !spirv.ptr<f32, Function>
    %f = spirv.Constant 1.0 : f32
    spirv.Store "Function" %v, %f : f32
    %l = spirv.Load "Function" %v : f32
    %p = spirv.mlir.addressof @gv : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
    %z = spirv.Constant 0 : i32
    %e = spirv.AccessChain %p[%z, %z] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %x = spirv.FAdd %l, %f : f32
    %q = spirv.GL.Sqrt %x : f32
    spirv.Store "StorageBuffer" %e, %q : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.ExecutionMode @main "LocalSize", 1, 1, 1
}

// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], []>}> ({
// CHECK-NEXT:    "spirv.GlobalVariable"() <{binding = 1 : i32, descriptor_set = 0 : i32, sym_name = "gv", type = !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>}> : () -> ()
// CHECK-NEXT:    "spirv.GlobalVariable"() <{sym_name = "id", type = !spirv.ptr<vector<3xi32>, Input>}> {built_in = "GlobalInvocationId"} : () -> ()
// CHECK-NEXT:    "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (i32, i32) -> i32, sym_name = "add"}> ({
// CHECK-NEXT:    ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:      %8 = "spirv.IAdd"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:      %9 = "spirv.Constant"() <{value = 3 : i32}> : () -> i32
// CHECK-NEXT:      %10 = "spirv.IMul"(%8, %9) : (i32, i32) -> i32
// CHECK-NEXT:      %11 = "spirv.IEqual"(%10, %9) : (i32, i32) -> i1
// CHECK-NEXT:      %12 = "spirv.Select"(%11, %arg0, %arg1) : (i1, i32, i32) -> i32
// CHECK-NEXT:      "spirv.ReturnValue"(%12) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = () -> (), sym_name = "main"}> ({
// CHECK-NEXT:      %0 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Function>
// CHECK-NEXT:      %1 = "spirv.Constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// CHECK-NEXT:      "spirv.Store"(%0, %1) : (!spirv.ptr<f32, Function>, f32) -> ()
// CHECK-NEXT:      %2 = "spirv.Load"(%0) : (!spirv.ptr<f32, Function>) -> f32
// CHECK-NEXT:      %3 = "spirv.mlir.addressof"() <{variable = @gv}> : () -> !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK-NEXT:      %4 = "spirv.Constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:      %5 = "spirv.AccessChain"(%3, %4, %4) : (!spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32) -> !spirv.ptr<f32, StorageBuffer>
// CHECK-NEXT:      %6 = "spirv.FAdd"(%2, %1) : (f32, f32) -> f32
// CHECK-NEXT:      %7 = "spirv.GL.Sqrt"(%6) : (f32) -> f32
// CHECK-NEXT:      "spirv.Store"(%5, %7) : (!spirv.ptr<f32, StorageBuffer>, f32) -> ()
// CHECK-NEXT:      "spirv.Return"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @main, interface = []}> : () -> ()
// CHECK-NEXT:    "spirv.ExecutionMode"() <{execution_mode = #spirv.execution_mode<LocalSize>, fn = @main, values = [1 : i32, 1 : i32, 1 : i32]}> : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}) : () -> ()
