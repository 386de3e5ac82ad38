// SPIR-V compute kernels, run on the CPU by `spirv_kernels.rs`: lowered with
// -convert-spirv-to-llvm, translated to LLVM IR and JIT-compiled, each kernel function is called
// once per invocation with the invocation's id in `@id` (GlobalInvocationId), its buffers (the
// storage-buffer globals, renamed `kernels_<name>_descriptor_set<S>_binding<B>`) bound to the
// test's memory.
spirv.module @kernels Logical GLSL450 {
  spirv.GlobalVariable @id built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @lhs bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @rhs bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @sum bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @scale bind(1, 0) : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
  spirv.GlobalVariable @prefix bind(1, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @clamped bind(2, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @ints bind(3, 0) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @steps bind(3, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>

  // The x of the invocation's id.
  spirv.func @invocation() -> i32 "None" {
    %id = spirv.mlir.addressof @id : !spirv.ptr<vector<3xi32>, Input>
    %ids = spirv.Load "Input" %id : vector<3xi32>
    %x = spirv.CompositeExtract %ids[0 : i32] : vector<3xi32>
    spirv.ReturnValue %x : i32
  }

  // sum[i] = lhs[i] + rhs[i]
  spirv.func @add() "None" {
    %i = spirv.FunctionCall @invocation() : () -> i32
    %zero = spirv.Constant 0 : i32
    %lhs = spirv.mlir.addressof @lhs : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %rhs = spirv.mlir.addressof @rhs : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %sum = spirv.mlir.addressof @sum : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %pa = spirv.AccessChain %lhs[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %pb = spirv.AccessChain %rhs[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %ps = spirv.AccessChain %sum[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %a = spirv.Load "StorageBuffer" %pa ["Aligned", 4] : f32
    %b = spirv.Load "StorageBuffer" %pb : f32
    %s = spirv.FAdd %a, %b : f32
    spirv.Store "StorageBuffer" %ps, %s : f32
    spirv.Return
  }

  // prefix[i] = scale * (lhs[0] + ... + lhs[i]), summed in a loop.
  spirv.func @scaled_prefix_sum() "None" {
    %i = spirv.FunctionCall @invocation() : () -> i32
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %fzero = spirv.Constant 0.0 : f32
    %lhs = spirv.mlir.addressof @lhs : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %acc = spirv.Variable init(%fzero) : !spirv.ptr<f32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%j: i32):
      %more = spirv.SLessThanEqual %j, %i : i32
      spirv.BranchConditional %more, ^body, ^merge
    ^body:
      %pj = spirv.AccessChain %lhs[%zero, %j] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
      %x = spirv.Load "StorageBuffer" %pj : f32
      %old = spirv.Load "Function" %acc : f32
      %new = spirv.FAdd %old, %x : f32
      spirv.Store "Function" %acc, %new : f32
      spirv.Branch ^continue
    ^continue:
      %next = spirv.IAdd %j, %one : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    %total = spirv.Load "Function" %acc : f32
    %params = spirv.mlir.addressof @scale : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>
    %pscale = spirv.AccessChain %params[%zero] : !spirv.ptr<!spirv.struct<(f32 [0])>, StorageBuffer>, i32
    %scale = spirv.Load "StorageBuffer" %pscale : f32
    %scaled = spirv.FMul %total, %scale : f32
    %prefix = spirv.mlir.addressof @prefix : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %pp = spirv.AccessChain %prefix[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    spirv.Store "StorageBuffer" %pp, %scaled : f32
    spirv.Return
  }

  // clamped[i] = floor(min(lhs[i] < -1 ? -1 : lhs[i], 2.5))
  spirv.func @clamp() "None" {
    %i = spirv.FunctionCall @invocation() : () -> i32
    %zero = spirv.Constant 0 : i32
    %lo = spirv.Constant -1.0 : f32
    %hi = spirv.Constant 2.5 : f32
    %lhs = spirv.mlir.addressof @lhs : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %out = spirv.mlir.addressof @clamped : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>
    %px = spirv.AccessChain %lhs[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %x = spirv.Load "StorageBuffer" %px : f32
    %below = spirv.FOrdLessThan %x, %lo : f32
    %raised = spirv.Select %below, %lo, %x : i1, f32
    %capped = spirv.GL.FMin %raised, %hi : f32
    %c = spirv.GL.Floor %capped : f32
    %po = spirv.AccessChain %out[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    spirv.Store "StorageBuffer" %po, %c : f32
    spirv.Return
  }

  // steps[i] = one Collatz step of ints[i]: 3v + 1 when odd, v >> 1 (arithmetic) when even.
  spirv.func @collatz() "None" {
    %i = spirv.FunctionCall @invocation() : () -> i32
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %ints = spirv.mlir.addressof @ints : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
    %steps = spirv.mlir.addressof @steps : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>
    %pv = spirv.AccessChain %ints[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
    %v = spirv.Load "StorageBuffer" %pv : i32
    %result = spirv.Variable : !spirv.ptr<i32, Function>
    %bit = spirv.BitwiseAnd %v, %one : i32
    %odd = spirv.IEqual %bit, %one : i32
    spirv.mlir.selection {
      spirv.BranchConditional %odd, ^odd, ^even
    ^odd:
      %three = spirv.Constant 3 : i32
      %tripled = spirv.IMul %v, %three : i32
      %up = spirv.IAdd %tripled, %one : i32
      spirv.Store "Function" %result, %up : i32
      spirv.Branch ^merge
    ^even:
      %half = spirv.ShiftRightArithmetic %v, %one : i32, i32
      spirv.Store "Function" %result, %half : i32
      spirv.Branch ^merge
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %result : i32
    %ps = spirv.AccessChain %steps[%zero, %i] : !spirv.ptr<!spirv.struct<(!spirv.array<8 x i32, stride=4> [0])>, StorageBuffer>, i32, i32
    spirv.Store "StorageBuffer" %ps, %r : i32
    spirv.Return
  }

  spirv.EntryPoint "GLCompute" @add, @id
  spirv.EntryPoint "GLCompute" @scaled_prefix_sum, @id
  spirv.EntryPoint "GLCompute" @clamp, @id
  spirv.EntryPoint "GLCompute" @collatz, @id
  spirv.ExecutionMode @add "LocalSize", 8, 1, 1
}
