// --test-spirv-roundtrip: the top-level spirv.module serialized and read back, printed as
// mlir-translate-19 prints it: arithmetic, bitwise, shift, logical, comparison, conversion,
// composite and GL ops, constants of several widths (each use gets its own constant back),
// specialization constants, variables and their decorations, loads and stores with memory
// access, access chains, atomics, barriers, weighted branches and calls. mlir-translate-19
// reads our binary as the same module.

// REQUIRES: mlir-translate
// RUN: oxir-translate --no-implicit-module --test-spirv-roundtrip %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-translate --no-implicit-module --serialize-spirv %s -o %t.spv
// RUN: mlir-translate-19 --deserialize-spirv %t.spv | FileCheck %s --match-full-lines --strict-whitespace

spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]> {
  spirv.SpecConstant @flag = true
  spirv.SpecConstant @width spec_id(7) = 16 : i32
  spirv.GlobalVariable @shared : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
  spirv.GlobalVariable @counter bind(1, 2) : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.array<2 x f32, stride=4> [4])>, StorageBuffer>
  spirv.func @ops(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>, %c: i1, %l: i64, %h: f16) -> f32 "Inline" {
    %0 = spirv.ISub %a, %b : i32
    %1 = spirv.SDiv %0, %b : i32
    %2 = spirv.UMod %1, %a : i32
    %3 = spirv.BitwiseXor %2, %a : i32
    %4 = spirv.ShiftRightArithmetic %3, %b : i32, i32
    %5 = spirv.Not %4 : i32
    %6 = spirv.SLessThan %5, %a : i32
    %7 = spirv.LogicalOr %6, %c : i1
    %8 = spirv.FDiv %f, %g : f32
    %9 = spirv.FNegate %8 : f32
    %10 = spirv.FUnordGreaterThanEqual %9, %f : f32
    %11 = spirv.ConvertSToF %a : i32 to f32
    %12 = spirv.SConvert %a : i32 to i64
    %13 = spirv.IAdd %12, %l : i64
    %14 = spirv.FConvert %h : f16 to f32
    %15 = spirv.CompositeConstruct %f, %g, %11, %14 : (f32, f32, f32, f32) -> vector<4xf32>
    %16 = spirv.VectorShuffle [1 : i32, 0 : i32] %15, %v : vector<4xf32>, vector<4xf32> -> vector<2xf32>
    %17 = spirv.CompositeInsert %9, %v[3 : i32] : f32 into vector<4xf32>
    %18 = spirv.CompositeExtract %17[3 : i32] : vector<4xf32>
    %19 = spirv.GL.Fma %18, %f, %g : f32
    %20 = spirv.GL.Exp %19 : f32
    %21 = spirv.GL.SMin %a, %b : i32
    %22 = spirv.Select %7, %20, %f : i1, f32
    %k = spirv.Constant -7 : i32
    %e = spirv.Constant 1.5 : f32
    %big = spirv.Constant 123456789012 : i64
    %23 = spirv.IMul %21, %k : i32
    %24 = spirv.IAdd %13, %big : i64
    %25 = spirv.FAdd %22, %e : f32
    spirv.ReturnValue %25 : f32
  }
  spirv.func @memory(%i: i32) "None" {
    %var = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.Store "Function" %var, %i ["Volatile"] : i32
    %0 = spirv.Load "Function" %var ["Aligned", 4] : i32
    %s = spirv.mlir.addressof @shared : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
    %p = spirv.AccessChain %s[%0] : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>, i32
    %x = spirv.Load "Workgroup" %p : f32
    spirv.Store "Workgroup" %p, %x : f32
    %cnt = spirv.mlir.addressof @counter : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.array<2 x f32, stride=4> [4])>, StorageBuffer>
    %zero = spirv.Constant 0 : i32
    %q = spirv.AccessChain %cnt[%zero] : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.array<2 x f32, stride=4> [4])>, StorageBuffer>, i32
    %old = spirv.AtomicIAdd <Device> <AcquireRelease> %q, %i : !spirv.ptr<i32, StorageBuffer>
    %cmp = spirv.AtomicCompareExchange <Workgroup> <Release> <Acquire> %q, %old, %i : !spirv.ptr<i32, StorageBuffer>
    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
    spirv.MemoryBarrier <Device>, <SequentiallyConsistent>
    %c = spirv.IEqual %cmp, %old : i32
    spirv.BranchConditional %c [3, 1], ^yes, ^no
  ^yes:
    spirv.Branch ^no
  ^no:
    spirv.Return
  }
  spirv.func @main() "None" {
    %one = spirv.Constant 1 : i32
    spirv.FunctionCall @memory(%one) : (i32) -> ()
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @shared
  spirv.ExecutionMode @main "LocalSize", 4, 1, 1
}

// CHECK:spirv.module Logical GLSL450 requires #spirv.vce<v1.3, [Shader, Int64, Float16], [SPV_KHR_storage_buffer_storage_class]> {
// CHECK-NEXT:  spirv.SpecConstant @flag = true
// CHECK-NEXT:  spirv.SpecConstant @width spec_id(7) = 16 : i32
// CHECK-NEXT:  spirv.GlobalVariable @shared : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
// CHECK-NEXT:  spirv.GlobalVariable @counter bind(1, 2) : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.array<2 x f32, stride=4> [4])>, StorageBuffer>
// CHECK-NEXT:  spirv.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: i1, %arg6: i64, %arg7: f16) -> f32 "Inline" {
// CHECK-NEXT:    %0 = spirv.ISub %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = spirv.SDiv %0, %arg1 : i32
// CHECK-NEXT:    %2 = spirv.UMod %1, %arg0 : i32
// CHECK-NEXT:    %3 = spirv.BitwiseXor %2, %arg0 : i32
// CHECK-NEXT:    %4 = spirv.ShiftRightArithmetic %3, %arg1 : i32, i32
// CHECK-NEXT:    %5 = spirv.Not %4 : i32
// CHECK-NEXT:    %6 = spirv.SLessThan %5, %arg0 : i32
// CHECK-NEXT:    %7 = spirv.LogicalOr %6, %arg5 : i1
// CHECK-NEXT:    %8 = spirv.FDiv %arg2, %arg3 : f32
// CHECK-NEXT:    %9 = spirv.FNegate %8 : f32
// CHECK-NEXT:    %10 = spirv.FUnordGreaterThanEqual %9, %arg2 : f32
// CHECK-NEXT:    %11 = spirv.ConvertSToF %arg0 : i32 to f32
// CHECK-NEXT:    %12 = spirv.SConvert %arg0 : i32 to i64
// CHECK-NEXT:    %13 = spirv.IAdd %12, %arg6 : i64
// CHECK-NEXT:    %14 = spirv.FConvert %arg7 : f16 to f32
// CHECK-NEXT:    %15 = spirv.CompositeConstruct %arg2, %arg3, %11, %14 : (f32, f32, f32, f32) -> vector<4xf32>
// CHECK-NEXT:    %16 = spirv.VectorShuffle [1 : i32, 0 : i32] %15, %arg4 : vector<4xf32>, vector<4xf32> -> vector<2xf32>
// CHECK-NEXT:    %17 = spirv.CompositeInsert %9, %arg4[3 : i32] : f32 into vector<4xf32>
// CHECK-NEXT:    %18 = spirv.CompositeExtract %17[3 : i32] : vector<4xf32>
// CHECK-NEXT:    %19 = spirv.GL.Fma %18, %arg2, %arg3 : f32
// CHECK-NEXT:    %20 = spirv.GL.Exp %19 : f32
// CHECK-NEXT:    %21 = spirv.GL.SMin %arg0, %arg1 : i32
// CHECK-NEXT:    %22 = spirv.Select %7, %20, %arg2 : i1, f32
// CHECK-NEXT:    %cst-7_i32 = spirv.Constant -7 : i32
// CHECK-NEXT:    %23 = spirv.IMul %21, %cst-7_i32 : i32
// CHECK-NEXT:    %cst123456789012_i64 = spirv.Constant 123456789012 : i64
// CHECK-NEXT:    %24 = spirv.IAdd %13, %cst123456789012_i64 : i64
// CHECK-NEXT:    %cst_f32 = spirv.Constant 1.500000e+00 : f32
// CHECK-NEXT:    %25 = spirv.FAdd %22, %cst_f32 : f32
// CHECK-NEXT:    spirv.ReturnValue %25 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  spirv.func @memory(%arg0: i32) "None" {
// CHECK-NEXT:    %0 = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT:    spirv.Store "Function" %0, %arg0 ["Volatile"] : i32
// CHECK-NEXT:    %1 = spirv.Load "Function" %0 ["Aligned", 4] : i32
// CHECK-NEXT:    %shared_addr = spirv.mlir.addressof @shared : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>
// CHECK-NEXT:    %2 = spirv.AccessChain %shared_addr[%1] : !spirv.ptr<!spirv.array<4 x f32>, Workgroup>, i32
// CHECK-NEXT:    %3 = spirv.Load "Workgroup" %2 : f32
// CHECK-NEXT:    spirv.Store "Workgroup" %2, %3 : f32
// CHECK-NEXT:    %counter_addr = spirv.mlir.addressof @counter : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.array<2 x f32, stride=4> [4])>, StorageBuffer>
// CHECK-NEXT:    %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT:    %4 = spirv.AccessChain %counter_addr[%cst0_i32] : !spirv.ptr<!spirv.struct<(i32 [0], !spirv.array<2 x f32, stride=4> [4])>, StorageBuffer>, i32
// CHECK-NEXT:    %5 = spirv.AtomicIAdd <Device> <AcquireRelease> %4, %arg0 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT:    %6 = spirv.AtomicCompareExchange <Workgroup> <Release> <Acquire> %4, %5, %arg0 : !spirv.ptr<i32, StorageBuffer>
// CHECK-NEXT:    spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK-NEXT:    spirv.MemoryBarrier <Device>, <SequentiallyConsistent>
// CHECK-NEXT:    %7 = spirv.IEqual %6, %5 : i32
// CHECK-NEXT:    spirv.BranchConditional %7 [3, 1], ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    spirv.Branch ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    spirv.Return
// CHECK-NEXT:  }
// CHECK-NEXT:  spirv.func @main() "None" {
// CHECK-NEXT:    %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT:    spirv.FunctionCall @memory(%cst1_i32) : (i32) -> ()
// CHECK-NEXT:    spirv.Return
// CHECK-NEXT:  }
// CHECK-NEXT:  spirv.EntryPoint "GLCompute" @main, @shared
// CHECK-NEXT:  spirv.ExecutionMode @main "LocalSize", 4, 1, 1
// CHECK-NEXT:}
