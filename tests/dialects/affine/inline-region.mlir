// RUN: oxir-opt %s -inline | FileCheck %s --match-full-lines --strict-whitespace
// Inlining a call inside an affine loop as mlir-opt-19 does (MLIR's `AffineInlinerInterface`
// asked for the loop's region with the call's value mapping): a callee's argument used as a
// subscript stays valid when the call's operand is a valid dimension or symbol in the loop body
// (the induction variable, a function argument, an `affine.apply` of them), so the call is
// inlined; a subscript the callee computes with another op (`arith.addi`) is not one after
// inlining, so that call stays. The CHECK lines are the output of `mlir-opt-19 -inline`.

func.func private @load_at(%A: memref<?xf32>, %i: index) -> f32 {
  %v = affine.load %A[%i] : memref<?xf32>
  return %v : f32
}
func.func private @load_at_symbol(%A: memref<?xf32>, %i: index) -> f32 {
  %v = affine.load %A[symbol(%i) + 1] : memref<?xf32>
  return %v : f32
}
func.func @dims(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = func.call @load_at(%A, %i) : (memref<?xf32>, index) -> f32
    %w = func.call @load_at(%A, %n) : (memref<?xf32>, index) -> f32
    affine.store %v, %A[%i] : memref<?xf32>
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}
func.func @symbols(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = func.call @load_at_symbol(%A, %i) : (memref<?xf32>, index) -> f32
    %w = func.call @load_at_symbol(%A, %n) : (memref<?xf32>, index) -> f32
    affine.store %v, %A[%i] : memref<?xf32>
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}
func.func private @load_after_add(%A: memref<?xf32>, %i: index) -> f32 {
  %j = arith.addi %i, %i : index
  %v = affine.load %A[%j] : memref<?xf32>
  return %v : f32
}
func.func @computed(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = func.call @load_at(%A, %j) : (memref<?xf32>, index) -> f32
    %w = func.call @load_after_add(%A, %i) : (memref<?xf32>, index) -> f32
    affine.store %v, %A[%i] : memref<?xf32>
    affine.store %w, %A[%i] : memref<?xf32>
  }
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @dims(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:      %0 = affine.load %arg0[symbol(%arg2)] : memref<?xf32>
// CHECK-NEXT:      %1 = affine.load %arg0[symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT:      affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:      affine.store %1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @symbols(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:      %0 = affine.load %arg0[symbol(%arg2) + 1] : memref<?xf32>
// CHECK-NEXT:      %1 = affine.load %arg0[symbol(%arg1) + 1] : memref<?xf32>
// CHECK-NEXT:      affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:      affine.store %1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @load_after_add(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:    %1 = affine.load %arg0[symbol(%0)] : memref<?xf32>
// CHECK-NEXT:    return %1 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @computed(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg2 * 2] : memref<?xf32>
// CHECK-NEXT:      %1 = func.call @load_after_add(%arg0, %arg2) : (memref<?xf32>, index) -> f32
// CHECK-NEXT:      affine.store %0, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:      affine.store %1, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
