// RUN: not oxir-opt %s -split-input-file -convert-spirv-to-llvm 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file -convert-spirv-to-llvm 2>&1 | FileCheck %s

// What the lowering refuses, as MLIR 19 does: an error naming the op that failed to legalize.

spirv.func @atomic(%p: !spirv.ptr<i32, StorageBuffer>, %v: i32) -> i32 "None" {
  // CHECK: error: failed to legalize operation 'spirv.AtomicIAdd' that was explicitly marked illegal
  %0 = spirv.AtomicIAdd <Device> <None> %p, %v : !spirv.ptr<i32, StorageBuffer>
  spirv.ReturnValue %0 : i32
}

// -----

// An offset that is not the natural one (8 instead of 4).
// CHECK: error: failed to legalize operation 'spirv.GlobalVariable' that was explicitly marked illegal
spirv.GlobalVariable @padded : !spirv.ptr<!spirv.struct<(i8 [0], i32 [8])>, Private>

// -----

// Workgroup memory is shared between invocations, which the lowering does not model.
// CHECK: error: failed to legalize operation 'spirv.GlobalVariable' that was explicitly marked illegal
spirv.GlobalVariable @shared : !spirv.ptr<f32, Workgroup>

// -----

spirv.func @strided_runtime_array() "None" {
  // CHECK: error: failed to legalize operation 'spirv.Variable' that was explicitly marked illegal
  %0 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4>)>, Function>
  spirv.Return
}

// -----

spirv.func @flatten(%c: i1) "None" {
  // CHECK: error: failed to legalize operation 'spirv.mlir.selection' that was explicitly marked illegal
  spirv.mlir.selection control(Flatten) {
    spirv.BranchConditional %c, ^then, ^merge
  ^then:
    spirv.Branch ^merge
  ^merge:
    spirv.mlir.merge
  }
  spirv.Return
}

// -----

spirv.func @unroll(%c: i1) "None" {
  // CHECK: error: failed to legalize operation 'spirv.mlir.loop' that was explicitly marked illegal
  spirv.mlir.loop control(Unroll) {
    spirv.Branch ^header
  ^header:
    spirv.BranchConditional %c, ^body, ^merge
  ^body:
    spirv.Branch ^header
  ^merge:
    spirv.mlir.merge
  }
  spirv.Return
}

// -----

spirv.func @fma(%x: f32) -> f32 "None" {
  // CHECK: error: failed to legalize operation 'spirv.GL.Fma' that was explicitly marked illegal
  %0 = spirv.GL.Fma %x, %x, %x : f32
  spirv.ReturnValue %0 : f32
}

// -----

spirv.func @construct(%x: f32) -> vector<2xf32> "None" {
  // CHECK: error: failed to legalize operation 'spirv.CompositeConstruct' that was explicitly marked illegal
  %0 = spirv.CompositeConstruct %x, %x : (f32, f32) -> vector<2xf32>
  spirv.ReturnValue %0 : vector<2xf32>
}

// -----

spirv.func @ptr_chain(%p: !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, %i: i32) "None" {
  // CHECK: error: failed to legalize operation 'spirv.PtrAccessChain' that was explicitly marked illegal
  %0 = spirv.PtrAccessChain %p[%i, %i] : !spirv.ptr<!spirv.array<4 x f32>, CrossWorkgroup>, i32, i32
  spirv.Return
}

// -----

spirv.func @memory_access(%p: !spirv.ptr<f32, Function>) -> f32 "None" {
  // CHECK: error: failed to legalize operation 'spirv.Load' that was explicitly marked illegal
  %0 = spirv.Load "Function" %p ["Volatile|Nontemporal"] : f32
  spirv.ReturnValue %0 : f32
}
