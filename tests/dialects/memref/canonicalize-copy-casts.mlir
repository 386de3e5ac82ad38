// memref.copy folds the memref.casts of ranked memrefs feeding it (MLIR's foldMemRefCast and
// FoldCopyOfCast, which folds a cast to a more static or other layout type too), but not a
// cast from an unranked memref; a copy of a memref to itself goes away. CHECK lines are
// mlir-opt-19's output on this file.
// RUN: oxir-opt %s '-canonicalize' | FileCheck %s --check-prefix=CHECK
// RUN: %mlir_opt %s '-canonicalize' | FileCheck %s --check-prefix=CHECK

func.func @more_dynamic(%a: memref<?xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  memref.copy %c, %b : memref<4xf32> to memref<4xf32>
  return
}
func.func @to_unranked(%a: memref<4xf32>, %b: memref<*xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  memref.copy %c, %b : memref<*xf32> to memref<*xf32>
  return
}
func.func @layout(%a: memref<4xf32, strided<[1], offset: ?>>, %b: memref<4xf32>) {
  %c = memref.cast %b : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  memref.copy %a, %c : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return
}
func.func @from_unranked(%a: memref<*xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<*xf32> to memref<4xf32>
  memref.copy %c, %b : memref<4xf32> to memref<4xf32>
  return
}
func.func @shapes(%a: memref<4xf32>, %b: memref<?xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %c, %b : memref<?xf32> to memref<?xf32>
  memref.copy %b, %b : memref<?xf32> to memref<?xf32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @more_dynamic(%arg0: memref<?xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_unranked(%arg0: memref<4xf32>, %arg1: memref<*xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @layout(%arg0: memref<4xf32, strided<[1], offset: ?>>, %arg1: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_unranked(%arg0: memref<*xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %cast, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shapes(%arg0: memref<4xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
