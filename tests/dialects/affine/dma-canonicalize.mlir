// Canonicalization of `affine.dma_start` and `affine.dma_wait`, as mlir-opt-19 does it: a
// `memref.cast` of a ranked memref folds into either; no pattern composes their maps; and an
// `affine.dma_wait`, which declares no memory effects in MLIR 19, is never erased.

// RUN: oxir-opt %s --canonicalize | FileCheck %s --match-full-lines --strict-whitespace

func.func @casts(%A: memref<4xf32>, %B: memref<4xf32, 2>, %t: memref<1xi32>, %i: index) {
  %C = memref.cast %A : memref<4xf32> to memref<?xf32>
  %U = memref.cast %t : memref<1xi32> to memref<?xi32>
  %c1 = arith.constant 1 : index
  %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  affine.dma_start %C[%j], %B[%i], %U[%c1], %c1 : memref<?xf32>, memref<4xf32, 2>, memref<?xi32>
  affine.dma_wait %U[%j], %c1 : memref<?xi32>
  affine.dma_wait %t[%i], %c1 : memref<1xi32>
  return
}

// CHECK:#map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @casts(%arg0: memref<4xf32>, %arg1: memref<4xf32, 2>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = affine.apply #map()[%arg3]
// CHECK-NEXT:    affine.dma_start %arg0[%0], %arg1[%arg3], %arg2[%c1], %c1 : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
// CHECK-NEXT:    affine.dma_wait %arg2[%0], %c1 : memref<1xi32>
// CHECK-NEXT:    affine.dma_wait %arg2[%arg3], %c1 : memref<1xi32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
