// Subscripts of `affine.load` and `affine.store` that are valid dimensions or symbols of the
// function's affine scope although they are used inside `scf` regions: values defined at the top
// of the function, constants, `affine.apply` of symbols, `memref.dim` of a memref defined at the
// top of the function, and `memref.dim` of an allocation whose size is a valid symbol. Printed
// back as mlir-opt-19 prints them.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace

func.func @symbols_in_nested_regions(%A: memref<?x?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c4 = arith.constant 4 : index
    %d = memref.dim %A, %c1 : memref<?x?xf32>
    %s = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %c4]
    %B = memref.alloc(%n) : memref<8x?xf32>
    %e = memref.dim %B, %c1 : memref<8x?xf32>
    %f = memref.dim %B, %c0 : memref<8x?xf32>
    %0 = affine.load %A[%n, symbol(%d)] : memref<?x?xf32>
    %1 = affine.load %A[%c4, %s] : memref<?x?xf32>
    affine.store %0, %B[%e mod 8, symbol(%f)] : memref<8x?xf32>
    scf.if %c {
      affine.store %1, %A[%s, %d] : memref<?x?xf32>
    }
  }
  return
}

// CHECK:#map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @symbols_in_nested_regions(%arg0: memref<?x?xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %c4 = arith.constant 4 : index
// CHECK-NEXT:      %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:      %0 = affine.apply #map()[%arg1, %c4]
// CHECK-NEXT:      %alloc = memref.alloc(%arg1) : memref<8x?xf32>
// CHECK-NEXT:      %dim_0 = memref.dim %alloc, %c1 : memref<8x?xf32>
// CHECK-NEXT:      %dim_1 = memref.dim %alloc, %c0 : memref<8x?xf32>
// CHECK-NEXT:      %1 = affine.load %arg0[%arg1, symbol(%dim)] : memref<?x?xf32>
// CHECK-NEXT:      %2 = affine.load %arg0[%c4, %0] : memref<?x?xf32>
// CHECK-NEXT:      affine.store %1, %alloc[%dim_0 mod 8, symbol(%dim_1)] : memref<8x?xf32>
// CHECK-NEXT:      scf.if %arg2 {
// CHECK-NEXT:        affine.store %2, %arg0[%0, %dim] : memref<?x?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
