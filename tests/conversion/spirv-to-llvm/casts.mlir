// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Conversions: float/integer ones map directly; FConvert, SConvert and UConvert extend or
// truncate by the widths; Bitcast between pointers disappears (LLVM's pointers are opaque).

spirv.func @casts(%f: f32, %d: vector<2xf64>, %i: i32, %l: vector<2xi64>, %h: i16, %p: !spirv.ptr<f32, Function>) "None" {
  %0 = spirv.ConvertFToS %f : f32 to i32
  %1 = spirv.ConvertFToU %d : vector<2xf64> to vector<2xi64>
  %2 = spirv.ConvertSToF %i : i32 to f32
  %3 = spirv.ConvertUToF %l : vector<2xi64> to vector<2xf64>
  %4 = spirv.FConvert %f : f32 to f64
  %5 = spirv.FConvert %d : vector<2xf64> to vector<2xf32>
  %6 = spirv.SConvert %h : i16 to i32
  %7 = spirv.SConvert %l : vector<2xi64> to vector<2xi32>
  %8 = spirv.UConvert %h : i16 to i64
  %9 = spirv.UConvert %i : i32 to i16
  %10 = spirv.Bitcast %f : f32 to i32
  %11 = spirv.Bitcast %l : vector<2xi64> to vector<4xi32>
  %12 = spirv.Bitcast %p : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Function>
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @casts(%arg0: f32, %arg1: vector<2xf64>, %arg2: i32, %arg3: vector<2xi64>, %arg4: i16, %arg5: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.fptosi %arg0 : f32 to i32
// CHECK-NEXT: %1 = llvm.fptoui %arg1 : vector<2xf64> to vector<2xi64>
// CHECK-NEXT: %2 = llvm.sitofp %arg2 : i32 to f32
// CHECK-NEXT: %3 = llvm.uitofp %arg3 : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: %4 = llvm.fpext %arg0 : f32 to f64
// CHECK-NEXT: %5 = llvm.fptrunc %arg1 : vector<2xf64> to vector<2xf32>
// CHECK-NEXT: %6 = llvm.sext %arg4 : i16 to i32
// CHECK-NEXT: %7 = llvm.trunc %arg3 : vector<2xi64> to vector<2xi32>
// CHECK-NEXT: %8 = llvm.zext %arg4 : i16 to i64
// CHECK-NEXT: %9 = llvm.trunc %arg2 : i32 to i16
// CHECK-NEXT: %10 = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %11 = llvm.bitcast %arg3 : vector<2xi64> to vector<4xi32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
