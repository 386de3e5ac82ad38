// Canonicalization and CSE of `affine.vector_load` and `affine.vector_store`, as mlir-opt-19
// does them: `affine.apply` producers and constants compose into the map (MLIR's
// `SimplifyAffineOp`); an unused load, which only reads, is erased; loads of the same element
// merge while no store comes between them.

// RUN: oxir-opt %s --canonicalize --cse | FileCheck %s --match-full-lines --strict-whitespace

func.func @compose(%A: memref<100x?xf32>, %i: index, %n: index) {
  affine.for %k = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 + 2)>(%k)
    %c4 = arith.constant 4 : index
    %0 = affine.vector_load %A[%j, %c4] : memref<100x?xf32>, vector<8xf32>
    affine.vector_store %0, %A[%j * 2, %i + symbol(%n)] : memref<100x?xf32>, vector<8xf32>
  }
  return
}

func.func @effects(%A: memref<?xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %unused = affine.vector_load %A[%i] : memref<?xf32>, vector<4xf32>
  %0 = affine.vector_load %A[%i] : memref<?xf32>, vector<4xf32>
  %1 = affine.vector_load %A[%i] : memref<?xf32>, vector<4xf32>
  affine.vector_store %v, %A[%i + 1] : memref<?xf32>, vector<4xf32>
  %2 = affine.vector_load %A[%i] : memref<?xf32>, vector<4xf32>
  %3 = arith.addf %1, %2 : vector<4xf32>
  return %0, %3 : vector<4xf32>, vector<4xf32>
}

// CHECK:module {
// CHECK-NEXT:  func.func @compose(%arg0: memref<100x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:    affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:      %0 = affine.vector_load %arg0[%arg3 + 2, 4] : memref<100x?xf32>, vector<8xf32>
// CHECK-NEXT:      affine.vector_store %0, %arg0[%arg3 * 2 + 4, symbol(%arg2) + symbol(%arg1)] : memref<100x?xf32>, vector<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @effects(%arg0: memref<?xf32>, %arg1: index, %arg2: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:    %0 = affine.vector_load %arg0[symbol(%arg1)] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:    affine.vector_store %arg2, %arg0[symbol(%arg1) + 1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:    %1 = affine.vector_load %arg0[symbol(%arg1)] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT:    %2 = arith.addf %0, %1 : vector<4xf32>
// CHECK-NEXT:    return %0, %2 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
