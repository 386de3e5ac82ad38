// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// The GL extended instructions with an LLVM intrinsic become it; InverseSqrt is 1 / sqrt(x)
// and Tanh (exp(2x) - 1) / (exp(2x) + 1).

spirv.func @gl(%x: f32, %v: vector<3xf32>, %i: i32, %w: vector<2xi16>) "None" {
  %0 = spirv.GL.Sqrt %x : f32
  %1 = spirv.GL.FAbs %v : vector<3xf32>
  %2 = spirv.GL.Exp %x : f32
  %3 = spirv.GL.Log %v : vector<3xf32>
  %4 = spirv.GL.FMax %x, %x : f32
  %5 = spirv.GL.FMin %v, %v : vector<3xf32>
  %6 = spirv.GL.SMax %i, %i : i32
  %7 = spirv.GL.SMin %w, %w : vector<2xi16>
  %8 = spirv.GL.InverseSqrt %x : f32
  %9 = spirv.GL.InverseSqrt %v : vector<3xf32>
  %10 = spirv.GL.Tanh %x : f32
  %11 = spirv.GL.Tanh %v : vector<3xf32>
  %12 = spirv.GL.Floor %x : f32
  %13 = spirv.GL.Ceil %v : vector<3xf32>
  %14 = spirv.GL.Sin %x : f32
  %15 = spirv.GL.Cos %v : vector<3xf32>
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @gl(%arg0: f32, %arg1: vector<3xf32>, %arg2: i32, %arg3: vector<2xi16>) {
// CHECK-NEXT: %0 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.fabs(%arg1)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.log(%arg1)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %4 = llvm.intr.maxnum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.minnum(%arg1, %arg1)  : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %6 = llvm.intr.smax(%arg2, %arg2)  : (i32, i32) -> i32
// CHECK-NEXT: %7 = llvm.intr.smin(%arg3, %arg3)  : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
// CHECK-NEXT: %8 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %9 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %10 = llvm.fdiv %8, %9  : f32
// CHECK-NEXT: %11 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %12 = llvm.intr.sqrt(%arg1)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %13 = llvm.fdiv %11, %12  : vector<3xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT: %15 = llvm.fmul %14, %arg0  : f32
// CHECK-NEXT: %16 = llvm.intr.exp(%15)  : (f32) -> f32
// CHECK-NEXT: %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %18 = llvm.fsub %16, %17  : f32
// CHECK-NEXT: %19 = llvm.fadd %16, %17  : f32
// CHECK-NEXT: %20 = llvm.fdiv %18, %19  : f32
// CHECK-NEXT: %21 = llvm.mlir.constant(dense<2.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %22 = llvm.fmul %21, %arg1  : vector<3xf32>
// CHECK-NEXT: %23 = llvm.intr.exp(%22)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %24 = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK-NEXT: %25 = llvm.fsub %23, %24  : vector<3xf32>
// CHECK-NEXT: %26 = llvm.fadd %23, %24  : vector<3xf32>
// CHECK-NEXT: %27 = llvm.fdiv %25, %26  : vector<3xf32>
// CHECK-NEXT: %28 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT: %29 = llvm.intr.ceil(%arg1)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %30 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %31 = llvm.intr.cos(%arg1)  : (vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
