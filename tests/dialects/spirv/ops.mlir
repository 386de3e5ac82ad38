// The spirv dialect's ops, printed back as mlir-opt-19 prints them: arithmetic, bitwise,
// shifts, logical and comparison ops, conversions, composites, GL extended instructions,
// barriers and atomics, constants (named after their value), memory accesses, variables,
// structured selection and loop, branches (with weights), calls, global and specialization
// constants, entry points and execution modes, and the ABI and target attributes.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

spirv.module Logical GLSL450 {
  spirv.func @ops(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>, %c: i1, %p: !spirv.ptr<i32, StorageBuffer>) "None" {
    %0 = spirv.SNegate %a : i32
    %1 = spirv.ShiftLeftLogical %a, %b : i32, i32
    %2 = spirv.LogicalAnd %c, %c : i1
    %3 = spirv.LogicalNot %c : i1
    %4 = spirv.FOrdLessThan %f, %g : f32
    %5 = spirv.ConvertFToS %f : f32 to i32
    %6 = spirv.Bitcast %a : i32 to f32
    %7 = spirv.CompositeConstruct %f, %g, %f, %g : (f32, f32, f32, f32) -> vector<4xf32>
    %8 = spirv.CompositeExtract %v[1 : i32] : vector<4xf32>
    %9 = spirv.CompositeInsert %f, %v[2 : i32] : f32 into vector<4xf32>
    %10 = spirv.VectorShuffle [0 : i32, 3 : i32] %v, %v : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    %11 = spirv.GL.FMax %f, %g : f32
    %12 = spirv.GL.Fma %f, %g, %f : f32
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.MemoryBarrier <Device>, <AcquireRelease>
    %13 = spirv.AtomicIAdd <Device> <AcquireRelease> %p, %a : !spirv.ptr<i32, StorageBuffer>
    %14 = spirv.AtomicCompareExchange <Workgroup> <Release> <Acquire> %p, %a, %b : !spirv.ptr<i32, StorageBuffer>
    %15 = spirv.Not %a : i32
    %16 = spirv.Constant dense<[1, 2]> : vector<2xi32>
    %17 = spirv.Constant true
    %18 = spirv.Constant 2.5 : f32
    %19 = spirv.Load "StorageBuffer" %p ["Volatile"] : i32
    %20 = spirv.Load "StorageBuffer" %p ["Aligned", 4] : i32
    %21 = spirv.Undef : f32
    spirv.Return
  }
  spirv.func @cf(%c: i1) -> i32 "Inline|Pure" {
    %one = spirv.Constant 1 : i32
    %var = spirv.Variable init(%one) : !spirv.ptr<i32, Function>
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^then, ^merge
    ^then:
      spirv.Store "Function" %var, %one : i32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    spirv.mlir.loop control(Unroll) {
      spirv.Branch ^header
    ^header:
      spirv.BranchConditional %c [5, 10], ^body, ^merge
    ^body:
      spirv.Branch ^continue
    ^continue:
      spirv.Branch ^header
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.FunctionCall @callee(%one) : (i32) -> i32
    spirv.ReturnValue %r : i32
  }
  spirv.func @callee(%x: i32) -> i32 "None" {
    spirv.ReturnValue %x : i32
  }
  spirv.func @dead() "None" {
    spirv.Return
  ^bb1:
    spirv.Unreachable
  }
  spirv.GlobalVariable @w : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
  spirv.GlobalVariable @in built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.SpecConstant @sc = 42 : i32
  spirv.SpecConstant @sc2 spec_id(3) = 1.0 : f32
  spirv.func @k() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
    %p = spirv.mlir.addressof @w : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
    %i = spirv.Constant 1 : i32
    %e = spirv.PtrAccessChain %p[%i, %i] : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>, i32, i32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @k, @in
  spirv.ExecutionMode @k "LocalSize", 32, 1, 1
}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
  func.func @g(%arg0: memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) { return }
}
spirv.module @named Physical64 OpenCL attributes {foo = 1 : i32} {
}

// CHECK:module {
// CHECK-NEXT:  spirv.module Logical GLSL450 {
// CHECK-NEXT:    spirv.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: i1, %arg6: !spirv.ptr<i32, StorageBuffer>) "None" {
// CHECK-NEXT:      %0 = spirv.SNegate %arg0 : i32
// CHECK-NEXT:      %1 = spirv.ShiftLeftLogical %arg0, %arg1 : i32, i32
// CHECK-NEXT:      %2 = spirv.LogicalAnd %arg5, %arg5 : i1
// CHECK-NEXT:      %3 = spirv.LogicalNot %arg5 : i1
// CHECK-NEXT:      %4 = spirv.FOrdLessThan %arg2, %arg3 : f32
// CHECK-NEXT:      %5 = spirv.ConvertFToS %arg2 : f32 to i32
// CHECK-NEXT:      %6 = spirv.Bitcast %arg0 : i32 to f32
// CHECK-NEXT:      %7 = spirv.CompositeConstruct %arg2, %arg3, %arg2, %arg3 : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT:      %8 = spirv.CompositeExtract %arg4[1 : i32] : vector<4xf32>
// CHECK-NEXT:      %9 = spirv.CompositeInsert %arg2, %arg4[2 : i32] : f32 into vector<4xf32>
// CHECK-NEXT:      %10 = spirv.VectorShuffle [0 : i32, 3 : i32] %arg4, %arg4 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
// CHECK-NEXT:      %11 = spirv.GL.FMax %arg2, %arg3 : f32
// CHECK-NEXT:      %12 = spirv.GL.Fma %arg2, %arg3, %arg2 : f32
// CHECK-NEXT:      spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK-NEXT:      spirv.MemoryBarrier <Device>, <AcquireRelease>
// CHECK-NEXT:      %13 = spirv.AtomicIAdd <Device> <AcquireRelease> %arg6, %arg0 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT:      %14 = spirv.AtomicCompareExchange <Workgroup> <Release> <Acquire> %arg6, %arg0, %arg1 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT:      %15 = spirv.Not %arg0 : i32
// CHECK-NEXT:      %cst_vec_2xi32 = spirv.Constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT:      %true = spirv.Constant true
// CHECK-NEXT:      %cst_f32 = spirv.Constant 2.500000e+00 : f32
// CHECK-NEXT:      %16 = spirv.Load "StorageBuffer" %arg6 ["Volatile"] : i32
// CHECK-NEXT:      %17 = spirv.Load "StorageBuffer" %arg6 ["Aligned", 4] : i32
// CHECK-NEXT:      %18 = spirv.Undef : f32
// CHECK-NEXT:      spirv.Return
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.func @cf(%arg0: i1) -> i32 "Inline|Pure" {
// CHECK-NEXT:      %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT:      %0 = spirv.Variable init(%cst1_i32) : !spirv.ptr<i32, Function>
// CHECK-NEXT:      spirv.mlir.selection {
// CHECK-NEXT:        spirv.BranchConditional %arg0, ^bb1, ^bb2
// CHECK-NEXT:      ^bb1:  // pred: ^bb0
// CHECK-NEXT:        spirv.Store "Function" %0, %cst1_i32 : i32
// CHECK-NEXT:        spirv.Branch ^bb2
// CHECK-NEXT:      ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:        spirv.mlir.merge
// CHECK-NEXT:      }
// CHECK-NEXT:      spirv.mlir.loop control(Unroll) {
// CHECK-NEXT:        spirv.Branch ^bb1
// CHECK-NEXT:      ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:        spirv.BranchConditional %arg0 [5, 10], ^bb2, ^bb4
// CHECK-NEXT:      ^bb2:  // pred: ^bb1
// CHECK-NEXT:        spirv.Branch ^bb3
// CHECK-NEXT:      ^bb3:  // pred: ^bb2
// CHECK-NEXT:        spirv.Branch ^bb1
// CHECK-NEXT:      ^bb4:  // pred: ^bb1
// CHECK-NEXT:        spirv.mlir.merge
// CHECK-NEXT:      }
// CHECK-NEXT:      %1 = spirv.FunctionCall @callee(%cst1_i32) : (i32) -> i32
// CHECK-NEXT:      spirv.ReturnValue %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.func @callee(%arg0: i32) -> i32 "None" {
// CHECK-NEXT:      spirv.ReturnValue %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.func @dead() "None" {
// CHECK-NEXT:      spirv.Return
// CHECK-NEXT:    ^bb1:  // no predecessors
// CHECK-NEXT:      spirv.Unreachable
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.GlobalVariable @w : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
// CHECK-NEXT:    spirv.GlobalVariable @in built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
// CHECK-NEXT:    spirv.SpecConstant @sc = 42 : i32
// CHECK-NEXT:    spirv.SpecConstant @sc2 spec_id(3) = 1.000000e+00 : f32
// CHECK-NEXT:    spirv.func @k() "None" attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1]>} {
// CHECK-NEXT:      %w_addr = spirv.mlir.addressof @w : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
// CHECK-NEXT:      %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT:      %0 = spirv.PtrAccessChain %w_addr[%cst1_i32, %cst1_i32] : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>, i32, i32
// CHECK-NEXT:      spirv.Return
// CHECK-NEXT:    }
// CHECK-NEXT:    spirv.EntryPoint "GLCompute" @k, @in
// CHECK-NEXT:    spirv.ExecutionMode @k "LocalSize", 32, 1, 1
// CHECK-NEXT:  }
// CHECK-NEXT:  module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, GroupNonUniform], [SPV_KHR_storage_buffer_storage_class]>, #spirv.resource_limits<>>} {
// CHECK-NEXT:    func.func @g(%arg0: memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  spirv.module @named Physical64 OpenCL attributes {foo = 1 : i32} {
// CHECK-NEXT:  }
// CHECK-NEXT:}
