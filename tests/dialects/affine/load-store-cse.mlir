// CSE of `affine.load` and `affine.store` through their memory effects, as mlir-opt-19 does it:
// loads of the same element merge while no store comes between them; a store between them
// keeps the later load, and loads of other elements stay.

// RUN: oxir-opt %s --cse | FileCheck %s --match-full-lines --strict-whitespace

func.func @loads(%A: memref<?xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = affine.load %A[%i] : memref<?xf32>
  %1 = affine.load %A[%i] : memref<?xf32>
  affine.store %v, %A[%i + 1] : memref<?xf32>
  %2 = affine.load %A[%i] : memref<?xf32>
  %3 = affine.load %A[%i + 2] : memref<?xf32>
  return %0, %1, %2 : f32, f32, f32
}

// CHECK:module {
// CHECK-NEXT:  func.func @loads(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> (f32, f32, f32) {
// CHECK-NEXT:    %0 = affine.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:    affine.store %arg2, %arg0[%arg1 + 1] : memref<?xf32>
// CHECK-NEXT:    %1 = affine.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT:    return %0, %0, %1 : f32, f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
