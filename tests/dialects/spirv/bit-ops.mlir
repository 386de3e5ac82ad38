// The bit ops (BitCount, BitReverse, the bit-field inserts and extracts) and GL.Tan in their
// custom forms, printed back as mlir-opt-19 prints them.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: mlir-opt-19 %s | FileCheck %s --match-full-lines --strict-whitespace

spirv.module Logical GLSL450 {
  spirv.func @bits(%a: i32, %v: vector<3xi32>, %o: i8, %c: i8, %x: f32) "None" {
    %0 = spirv.BitCount %a : i32
    %1 = spirv.BitReverse %v : vector<3xi32>
    %2 = spirv.BitFieldInsert %v, %v, %o, %c : vector<3xi32>, i8, i8
    %3 = spirv.BitFieldSExtract %v, %o, %c : vector<3xi32>, i8, i8
    %4 = spirv.BitFieldUExtract %a, %o, %c : i32, i8, i8
    %5 = spirv.GL.Tan %x : f32
    spirv.Return
  }
}

// CHECK:module {
// CHECK-NEXT:  spirv.module Logical GLSL450 {
// CHECK-NEXT:    spirv.func @bits(%arg0: i32, %arg1: vector<3xi32>, %arg2: i8, %arg3: i8, %arg4: f32) "None" {
// CHECK-NEXT:      %0 = spirv.BitCount %arg0 : i32
// CHECK-NEXT:      %1 = spirv.BitReverse %arg1 : vector<3xi32>
// CHECK-NEXT:      %2 = spirv.BitFieldInsert %arg1, %arg1, %arg2, %arg3 : vector<3xi32>, i8, i8
// CHECK-NEXT:      %3 = spirv.BitFieldSExtract %arg1, %arg2, %arg3 : vector<3xi32>, i8, i8
// CHECK-NEXT:      %4 = spirv.BitFieldUExtract %arg0, %arg2, %arg3 : i32, i8, i8
// CHECK-NEXT:      %5 = spirv.GL.Tan %arg4 : f32
// CHECK-NEXT:      spirv.Return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:}
