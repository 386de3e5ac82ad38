// RUN: oxir-opt %s -expand-realloc -split-input-file | FileCheck %s --check-prefixes=CHECK,DEALLOC
// RUN: %mlir_opt %s -expand-realloc -split-input-file | FileCheck %s --check-prefixes=CHECK,DEALLOC
// RUN: oxir-opt %s '-expand-realloc=emit-deallocs=false' -split-input-file | FileCheck %s --check-prefixes=CHECK,NODEALLOC
// RUN: %mlir_opt %s '-expand-realloc=emit-deallocs=false' -split-input-file | FileCheck %s --check-prefixes=CHECK,NODEALLOC

// Dynamic to dynamic: the old size is read with memref.dim, the new one is the operand.
// CHECK-LABEL: func.func @grow
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:.*]] = memref.dim %[[M]], %[[C0]] : memref<?xf32>
// CHECK-NEXT: %[[LESS:.*]] = arith.cmpi ult, %[[DIM]], %[[N]] : index
// CHECK-NEXT: %[[IF:.*]] = scf.if %[[LESS]] -> (memref<?xf32>) {
// CHECK-NEXT: %[[NEW:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT: %[[SUB:.*]] = memref.subview %[[NEW]][0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %[[M]], %[[SUB]] : memref<?xf32> to memref<?xf32, strided<[1]>>
// DEALLOC-NEXT: memref.dealloc %[[M]] : memref<?xf32>
// NODEALLOC-NOT: memref.dealloc
// CHECK-NEXT: scf.yield %[[NEW]] : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[CAST:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[N]]], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %[[CAST]] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[IF]] : memref<?xf32>
func.func @grow(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// Static sizes: two constants compared (the conversion folds nothing), the alignment kept.
// CHECK-LABEL: func.func @static
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[LESS:.*]] = arith.cmpi ult, %[[C4]], %[[C8]] : index
// CHECK-NEXT: scf.if %[[LESS]] -> (memref<8xi8>) {
// CHECK-NEXT: %[[NEW:.*]] = memref.alloc() {alignment = 8 : i64} : memref<8xi8>
// CHECK-NEXT: memref.subview %[[NEW]][0] [4] [1] : memref<8xi8> to memref<4xi8, strided<[1]>>
// CHECK: } else {
// CHECK-NEXT: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [8], strides: [1] : memref<4xi8> to memref<8xi8>
func.func @static(%m: memref<4xi8>) -> memref<8xi8> {
  %r = memref.realloc %m {alignment = 8} : memref<4xi8> to memref<8xi8>
  return %r : memref<8xi8>
}

// -----

// Dynamic to static and static to dynamic, and a realloc inside a region.
// CHECK-LABEL: func.func @to_static
// CHECK: %[[DIM:.*]] = memref.dim
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: arith.cmpi ult, %[[DIM]], %[[C2]] : index
// CHECK: memref.subview %{{.*}}[0] [%[[DIM]]] [1] : memref<2xi32> to memref<?xi32, strided<[1]>>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2], strides: [1] : memref<?xi32> to memref<2xi32>
func.func @to_static(%m: memref<?xi32>) -> memref<2xi32> {
  %r = memref.realloc %m : memref<?xi32> to memref<2xi32>
  return %r : memref<2xi32>
}
// CHECK-LABEL: func.func @to_dynamic
// CHECK-SAME: %[[N:[a-z0-9]+]]: index)
// CHECK: memref.alloc(%[[N]]) {alignment = 32 : i64} : memref<?xf64>
// CHECK: memref.subview %{{.*}}[0] [16] [1] : memref<?xf64> to memref<16xf64, strided<[1]>>
func.func @to_dynamic(%m: memref<16xf64>, %n: index) -> memref<?xf64> {
  %r = memref.realloc %m(%n) {alignment = 32} : memref<16xf64> to memref<?xf64>
  return %r : memref<?xf64>
}
// CHECK-LABEL: func.func @nested
// CHECK: scf.if %{{.*}} -> (memref<8xf32>) {
// CHECK-NEXT: arith.constant 4 : index
// CHECK: scf.if
// CHECK-NOT: memref.realloc
func.func @nested(%m: memref<4xf32>, %c: i1) -> memref<8xf32> {
  %x = scf.if %c -> memref<8xf32> {
    %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
    scf.yield %r : memref<8xf32>
  } else {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  return %x : memref<8xf32>
}
