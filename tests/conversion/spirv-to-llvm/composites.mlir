// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Composites: vectors through llvm.extractelement / llvm.insertelement (an i32 index), structs
// and arrays through llvm.extractvalue / llvm.insertvalue; VectorShuffle of equal lengths is one
// llvm.shufflevector, of different lengths one extraction and insertion per defined component.

spirv.func @vectors(%v: vector<4xf32>, %x: f32) "None" {
  %0 = spirv.CompositeExtract %v[2 : i32] : vector<4xf32>
  %1 = spirv.CompositeInsert %x, %v[0 : i32] : f32 into vector<4xf32>
  spirv.Return
}

spirv.func @aggregates(%s: !spirv.struct<(i32, !spirv.array<3 x f32>)>, %a: !spirv.array<2 x vector<2xi8>>, %x: f32) "None" {
  %0 = spirv.CompositeExtract %s[1 : i32, 2 : i32] : !spirv.struct<(i32, !spirv.array<3 x f32>)>
  %1 = spirv.CompositeInsert %x, %s[1 : i32, 0 : i32] : f32 into !spirv.struct<(i32, !spirv.array<3 x f32>)>
  %2 = spirv.CompositeExtract %a[1 : i32] : !spirv.array<2 x vector<2xi8>>
  spirv.Return
}

spirv.func @shuffles(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<3xi32>) "None" {
  %0 = spirv.VectorShuffle [1 : i32, 2 : i32, 0 : i32] %a, %b : vector<2xi32>, vector<2xi32> -> vector<3xi32>
  %1 = spirv.VectorShuffle [0 : i32, 4 : i32, -1 : i32, 2 : i32] %a, %c : vector<2xi32>, vector<3xi32> -> vector<4xi32>
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @vectors(%arg0: vector<4xf32>, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i32] : vector<4xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg1, %arg0[%2 : i32] : vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @aggregates(%arg0: !llvm.struct<packed (i32, array<3 x f32>)>, %arg1: !llvm.array<2 x vector<2xi8>>, %arg2: f32) {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[1, 2] : !llvm.struct<packed (i32, array<3 x f32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %arg0[1, 0] : !llvm.struct<packed (i32, array<3 x f32>)>
// CHECK-NEXT: %2 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<2xi8>>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @shuffles(%arg0: vector<2xi32>, %arg1: vector<2xi32>, %arg2: vector<3xi32>) {
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg1 [1, 2, 0] : vector<2xi32>
// CHECK-NEXT: %1 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.extractelement %arg0[%3 : i32] : vector<2xi32>
// CHECK-NEXT: %5 = llvm.insertelement %4, %1[%2 : i32] : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %8 = llvm.extractelement %arg2[%7 : i32] : vector<3xi32>
// CHECK-NEXT: %9 = llvm.insertelement %8, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %10 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.extractelement %arg2[%11 : i32] : vector<3xi32>
// CHECK-NEXT: %13 = llvm.insertelement %12, %9[%10 : i32] : vector<4xi32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
