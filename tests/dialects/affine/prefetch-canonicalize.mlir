// Canonicalization of `affine.prefetch`, as mlir-opt-19 does it: a `memref.cast` of a ranked
// memref folds into it, `affine.apply` producers and constants compose into its map (MLIR's
// `SimplifyAffineOp`, which keeps the hints and drops discardable attributes), and, declaring
// no memory effects, it is never erased.

// RUN: oxir-opt %s --canonicalize | FileCheck %s --match-full-lines --strict-whitespace

func.func @compose(%A: memref<400x400xi32>, %n: index) {
  %B = memref.cast %A : memref<400x400xi32> to memref<?x?xi32>
  affine.for %k = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%k)
    %c4 = arith.constant 4 : index
    affine.prefetch %B[%j, %c4 + %n], write, locality<2>, instr : memref<?x?xi32>
    affine.prefetch %A[%j, %j], read, locality<3>, data {keep} : memref<400x400xi32>
  }
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @compose(%arg0: memref<400x400xi32>, %arg1: index) {
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:      affine.prefetch %arg0[%arg2 * 2 + 1, symbol(%arg1) + 4], write, locality<2>, instr : memref<400x400xi32>
// CHECK-NEXT:      affine.prefetch %arg0[%arg2 * 2 + 1, %arg2 * 2 + 1], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
