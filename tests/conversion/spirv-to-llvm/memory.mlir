// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// Variables become llvm.alloca of one element (with a store of a scalar or vector
// initializer); loads and stores carry their memory access (Aligned, Volatile, Nontemporal);
// AccessChain becomes llvm.getelementptr behind a zero index, constant indices into structs
// folded into the op.

spirv.func @variables(%x: vector<3xf32>) "None" {
  %c = spirv.Constant 7 : i64
  %0 = spirv.Variable : !spirv.ptr<vector<3xf32>, Function>
  %1 = spirv.Variable init(%c) : !spirv.ptr<i64, Function>
  %2 = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x i32>)>, Function>
  spirv.Store "Function" %0, %x : vector<3xf32>
  spirv.Return
}

spirv.func @accesses(%p: !spirv.ptr<f32, Function>, %x: f32) "None" {
  %0 = spirv.Load "Function" %p : f32
  %1 = spirv.Load "Function" %p ["Volatile"] : f32
  %2 = spirv.Load "Function" %p ["Aligned", 8] : f32
  %3 = spirv.Load "Function" %p ["Nontemporal"] : f32
  %4 = spirv.Load "Function" %p ["None"] : f32
  spirv.Store "Function" %p, %x : f32
  spirv.Store "Function" %p, %x ["Volatile"] : f32
  spirv.Store "Function" %p, %x ["Aligned", 16] : f32
  spirv.Store "Function" %p, %x ["Nontemporal"] : f32
  spirv.Return
}

spirv.func @chains(%i: i32, %j: i64) "None" {
  %one = spirv.Constant 1 : i32
  %s = spirv.Variable : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Function>
  %0 = spirv.AccessChain %s[%one, %i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4 x f32>)>, Function>, i32, i32
  %a = spirv.Variable : !spirv.ptr<!spirv.array<8 x vector<4xf32>>, Function>
  %1 = spirv.AccessChain %a[%j] : !spirv.ptr<!spirv.array<8 x vector<4xf32>>, Function>, i64
  %v = spirv.Load "Function" %0 : f32
  spirv.Store "Function" %0, %v : f32
  spirv.Return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @variables(%arg0: vector<3xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.alloca %1 x vector<3xf32> : (i32) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %4 = llvm.alloca %3 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %4 : i64, !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.struct<packed (f32, array<4 x i32>)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %arg0, %2 : vector<3xf32>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @accesses(%arg0: !llvm.ptr, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: %1 = llvm.load volatile %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: %2 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: %3 = llvm.load %arg0 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: %4 = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %arg1, %arg0 : f32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg1, %arg0 : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %arg0 {alignment = 16 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %arg0 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @chains(%arg0: i32, %arg1: i64) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<packed (f32, array<4 x f32>)> : (i32) -> !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.getelementptr %2[%3, 1, %arg0] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<packed (f32, array<4 x f32>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %6 = llvm.alloca %5 x !llvm.array<8 x vector<4xf32>> : (i32) -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.getelementptr %6[%7, %arg1] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<8 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.load %4 : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %9, %4 : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
