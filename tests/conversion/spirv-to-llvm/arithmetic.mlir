// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Integer and float arithmetic, bitwise ops and `Not` on scalars and vectors: one `llvm` op
// each (`Not` an xor with all bits set), the signed and unsigned types made signless.

spirv.func @integers(%a: i32, %b: i32, %v: vector<3xi16>, %w: vector<3xi16>, %u: ui8, %u2: ui8) "None" {
  %0 = spirv.IAdd %a, %b : i32
  %1 = spirv.ISub %a, %b : i32
  %2 = spirv.IMul %v, %w : vector<3xi16>
  %3 = spirv.SDiv %a, %b : i32
  %4 = spirv.UDiv %v, %w : vector<3xi16>
  %5 = spirv.SRem %a, %b : i32
  %6 = spirv.UMod %u, %u : ui8
  %7 = spirv.BitwiseAnd %a, %b : i32
  %8 = spirv.BitwiseOr %v, %w : vector<3xi16>
  %9 = spirv.BitwiseXor %u, %u2 : ui8
  %10 = spirv.Not %a : i32
  %11 = spirv.Not %v : vector<3xi16>
  spirv.Return
}

spirv.func @floats(%x: f32, %y: f32, %v: vector<4xf64>) "None" {
  %0 = spirv.FAdd %x, %y : f32
  %1 = spirv.FSub %v, %v : vector<4xf64>
  %2 = spirv.FMul %x, %y : f32
  %3 = spirv.FDiv %v, %v : vector<4xf64>
  %4 = spirv.FRem %x, %y : f32
  %5 = spirv.FNegate %v : vector<4xf64>
  spirv.Return
}

// Shift amounts narrower than the base are extended first: sign-extended when signless or
// signed, zero-extended when unsigned.
spirv.func @shifts(%a: i64, %b: i64, %n: i16, %m: ui8, %v: vector<2xi32>, %s: vector<2xi8>) "None" {
  %0 = spirv.ShiftLeftLogical %a, %b : i64, i64
  %1 = spirv.ShiftRightArithmetic %a, %n : i64, i16
  %2 = spirv.ShiftRightLogical %a, %m : i64, ui8
  %3 = spirv.ShiftLeftLogical %v, %s : vector<2xi32>, vector<2xi8>
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @integers(%arg0: i32, %arg1: i32, %arg2: vector<3xi16>, %arg3: vector<3xi16>, %arg4: i8, %arg5: i8) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.sub %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.mul %arg2, %arg3 : vector<3xi16>
// CHECK-NEXT: %3 = llvm.sdiv %arg0, %arg1  : i32
// CHECK-NEXT: %4 = llvm.udiv %arg2, %arg3  : vector<3xi16>
// CHECK-NEXT: %5 = llvm.srem %arg0, %arg1  : i32
// CHECK-NEXT: %6 = llvm.urem %arg4, %arg4  : i8
// CHECK-NEXT: %7 = llvm.and %arg0, %arg1  : i32
// CHECK-NEXT: %8 = llvm.or %arg2, %arg3  : vector<3xi16>
// CHECK-NEXT: %9 = llvm.xor %arg4, %arg5  : i8
// CHECK-NEXT: %10 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %11 = llvm.xor %arg0, %10  : i32
// CHECK-NEXT: %12 = llvm.mlir.constant(dense<-1> : vector<3xi16>) : vector<3xi16>
// CHECK-NEXT: %13 = llvm.xor %arg2, %12  : vector<3xi16>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @floats(%arg0: f32, %arg1: f32, %arg2: vector<4xf64>) {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg1  : f32
// CHECK-NEXT: %1 = llvm.fsub %arg2, %arg2  : vector<4xf64>
// CHECK-NEXT: %2 = llvm.fmul %arg0, %arg1  : f32
// CHECK-NEXT: %3 = llvm.fdiv %arg2, %arg2  : vector<4xf64>
// CHECK-NEXT: %4 = llvm.frem %arg0, %arg1  : f32
// CHECK-NEXT: %5 = llvm.fneg %arg2  : vector<4xf64>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @shifts(%arg0: i64, %arg1: i64, %arg2: i16, %arg3: i8, %arg4: vector<2xi32>, %arg5: vector<2xi8>) {
// CHECK-NEXT: %0 = llvm.shl %arg0, %arg1 : i64
// CHECK-NEXT: %1 = llvm.sext %arg2 : i16 to i64
// CHECK-NEXT: %2 = llvm.ashr %arg0, %1  : i64
// CHECK-NEXT: %3 = llvm.zext %arg3 : i8 to i64
// CHECK-NEXT: %4 = llvm.lshr %arg0, %3  : i64
// CHECK-NEXT: %5 = llvm.sext %arg5 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: %6 = llvm.shl %arg4, %5 : vector<2xi32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
