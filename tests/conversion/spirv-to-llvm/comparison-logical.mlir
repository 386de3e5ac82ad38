// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Comparisons become llvm.icmp / llvm.fcmp with the matching predicate; logical ops on i1 the
// bitwise ops, LogicalNot an xor with true; Select llvm.select.

spirv.func @integer_compares(%a: i32, %b: i32, %v: vector<2xi64>, %w: vector<2xi64>) "None" {
  %0 = spirv.IEqual %a, %b : i32
  %1 = spirv.INotEqual %v, %w : vector<2xi64>
  %2 = spirv.SLessThan %a, %b : i32
  %3 = spirv.SLessThanEqual %a, %b : i32
  %4 = spirv.SGreaterThan %v, %w : vector<2xi64>
  %5 = spirv.SGreaterThanEqual %a, %b : i32
  %6 = spirv.ULessThan %a, %b : i32
  %7 = spirv.ULessThanEqual %v, %w : vector<2xi64>
  %8 = spirv.UGreaterThan %a, %b : i32
  %9 = spirv.UGreaterThanEqual %a, %b : i32
  spirv.Return
}

spirv.func @float_compares(%x: f32, %y: f32, %v: vector<3xf16>, %w: vector<3xf16>) "None" {
  %0 = spirv.FOrdEqual %x, %y : f32
  %1 = spirv.FOrdNotEqual %v, %w : vector<3xf16>
  %2 = spirv.FOrdLessThan %x, %y : f32
  %3 = spirv.FOrdLessThanEqual %x, %y : f32
  %4 = spirv.FOrdGreaterThan %x, %y : f32
  %5 = spirv.FOrdGreaterThanEqual %v, %w : vector<3xf16>
  %6 = spirv.FUnordEqual %x, %y : f32
  %7 = spirv.FUnordNotEqual %x, %y : f32
  %8 = spirv.FUnordLessThan %v, %w : vector<3xf16>
  %9 = spirv.FUnordLessThanEqual %x, %y : f32
  %10 = spirv.FUnordGreaterThan %x, %y : f32
  %11 = spirv.FUnordGreaterThanEqual %x, %y : f32
  spirv.Return
}

spirv.func @logical(%p: i1, %q: i1, %v: vector<4xi1>, %w: vector<4xi1>, %x: f32, %y: f32) "None" {
  %0 = spirv.LogicalAnd %p, %q : i1
  %1 = spirv.LogicalOr %v, %w : vector<4xi1>
  %2 = spirv.LogicalEqual %p, %q : i1
  %3 = spirv.LogicalNotEqual %v, %w : vector<4xi1>
  %4 = spirv.LogicalNot %p : i1
  %5 = spirv.LogicalNot %v : vector<4xi1>
  %6 = spirv.Select %p, %x, %y : i1, f32
  %7 = spirv.Select %v, %v, %w : vector<4xi1>, vector<4xi1>
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @integer_compares(%arg0: i32, %arg1: i32, %arg2: vector<2xi64>, %arg3: vector<2xi64>) {
// CHECK-NEXT: %0 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.icmp "ne" %arg2, %arg3 : vector<2xi64>
// CHECK-NEXT: %2 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %3 = llvm.icmp "sle" %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.icmp "sgt" %arg2, %arg3 : vector<2xi64>
// CHECK-NEXT: %5 = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.icmp "ule" %arg2, %arg3 : vector<2xi64>
// CHECK-NEXT: %8 = llvm.icmp "ugt" %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @float_compares(%arg0: f32, %arg1: f32, %arg2: vector<3xf16>, %arg3: vector<3xf16>) {
// CHECK-NEXT: %0 = llvm.fcmp "oeq" %arg0, %arg1 : f32
// CHECK-NEXT: %1 = llvm.fcmp "one" %arg2, %arg3 : vector<3xf16>
// CHECK-NEXT: %2 = llvm.fcmp "olt" %arg0, %arg1 : f32
// CHECK-NEXT: %3 = llvm.fcmp "ole" %arg0, %arg1 : f32
// CHECK-NEXT: %4 = llvm.fcmp "ogt" %arg0, %arg1 : f32
// CHECK-NEXT: %5 = llvm.fcmp "oge" %arg2, %arg3 : vector<3xf16>
// CHECK-NEXT: %6 = llvm.fcmp "ueq" %arg0, %arg1 : f32
// CHECK-NEXT: %7 = llvm.fcmp "une" %arg0, %arg1 : f32
// CHECK-NEXT: %8 = llvm.fcmp "ult" %arg2, %arg3 : vector<3xf16>
// CHECK-NEXT: %9 = llvm.fcmp "ule" %arg0, %arg1 : f32
// CHECK-NEXT: %10 = llvm.fcmp "ugt" %arg0, %arg1 : f32
// CHECK-NEXT: %11 = llvm.fcmp "uge" %arg0, %arg1 : f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @logical(%arg0: i1, %arg1: i1, %arg2: vector<4xi1>, %arg3: vector<4xi1>, %arg4: f32, %arg5: f32) {
// CHECK-NEXT: %0 = llvm.and %arg0, %arg1  : i1
// CHECK-NEXT: %1 = llvm.or %arg2, %arg3  : vector<4xi1>
// CHECK-NEXT: %2 = llvm.icmp "eq" %arg0, %arg1 : i1
// CHECK-NEXT: %3 = llvm.icmp "ne" %arg2, %arg3 : vector<4xi1>
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.xor %arg0, %4  : i1
// CHECK-NEXT: %6 = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
// CHECK-NEXT: %7 = llvm.xor %arg2, %6  : vector<4xi1>
// CHECK-NEXT: %8 = llvm.select %arg0, %arg4, %arg5 : i1, f32
// CHECK-NEXT: %9 = llvm.select %arg2, %arg2, %arg3 : vector<4xi1>, vector<4xi1>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
