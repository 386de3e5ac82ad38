// -affine-loop-fusion where oxir is stricter than mlir-opt-19: fusions that would change what
// the program computes are refused, or made at a shallower depth. The expectations are
// oxir's output (each case says what mlir-opt-19 does instead).
// RUN: oxir-opt -affine-loop-fusion %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt '-affine-loop-fusion=fusion-maximal' %s | FileCheck %s --check-prefix=MAXIMAL --match-full-lines --strict-whitespace

// mlir-opt-19 fuses the copy into the reversed write: the fused nest writes a[3 - i] before
// a later iteration reads a[i] (a[3] is written at i = 0 and read at i = 3), so the result
// changes. oxir keeps the nests apart.
func.func @reversed_write_of_input(%a: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.store %x, %t[%i] : memref<4xf32>
  }
  affine.for %i = 0 to 4 {
    %x = affine.load %t[%i] : memref<4xf32>
    affine.store %x, %a[3 - %i] : memref<4xf32>
  }
  return
}

// Under fusion-maximal, mlir-opt-19 fuses the producer at depth two and clones its first
// inner loop whole into every consumer iteration, which then reads a[i, j'] for j' < j after
// the consumer has overwritten them. oxir fuses at depth one, the deepest depth that keeps
// the results.
func.func @imperfect_producer(%a: memref<8x4xf32>, %out: memref<8x4xf32>) {
  %b = memref.alloc() : memref<8x4xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %x = affine.load %a[%i, %j] : memref<8x4xf32>
      affine.store %x, %out[%i, %j] : memref<8x4xf32>
    }
    affine.for %j = 0 to 4 {
      %c = arith.constant 1.0 : f32
      affine.store %c, %b[%i, %j] : memref<8x4xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %x = affine.load %b[%i, %j] : memref<8x4xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %a[%i, %j] : memref<8x4xf32>
    }
  }
  return
}

// CHECK-LABEL:  func.func @reversed_write_of_input(%arg0: memref<4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:      affine.store %0, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg1 = 0 to 4 {
// CHECK-NEXT:      %0 = affine.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:      affine.store %0, %arg0[-%arg1 + 3] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @imperfect_producer(%arg0: memref<8x4xf32>, %arg1: memref<8x4xf32>) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<1x4xf32>
// CHECK-NEXT:    affine.for %arg2 = 0 to 8 {
// CHECK-NEXT:      affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:        %0 = affine.load %arg0[%arg2, %arg3] : memref<8x4xf32>
// CHECK-NEXT:        affine.store %0, %arg1[%arg2, %arg3] : memref<8x4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:        %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:        affine.store %cst, %alloc[0, %arg3] : memref<1x4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.for %arg3 = 0 to 4 {
// CHECK-NEXT:        %0 = affine.load %alloc[0, %arg3] : memref<1x4xf32>
// CHECK-NEXT:        %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:        affine.store %1, %arg0[%arg2, %arg3] : memref<8x4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// MAXIMAL-LABEL:  func.func @reversed_write_of_input(%arg0: memref<4xf32>) {
// MAXIMAL-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// MAXIMAL-NEXT:    affine.for %arg1 = 0 to 4 {
// MAXIMAL-NEXT:      %0 = affine.load %arg0[%arg1] : memref<4xf32>
// MAXIMAL-NEXT:      affine.store %0, %alloc[%arg1] : memref<4xf32>
// MAXIMAL-NEXT:    }
// MAXIMAL-NEXT:    affine.for %arg1 = 0 to 4 {
// MAXIMAL-NEXT:      %0 = affine.load %alloc[%arg1] : memref<4xf32>
// MAXIMAL-NEXT:      affine.store %0, %arg0[-%arg1 + 3] : memref<4xf32>
// MAXIMAL-NEXT:    }
// MAXIMAL-NEXT:    return
// MAXIMAL-NEXT:  }
// MAXIMAL-LABEL:  func.func @imperfect_producer(%arg0: memref<8x4xf32>, %arg1: memref<8x4xf32>) {
// MAXIMAL-NEXT:    %alloc = memref.alloc() : memref<1x4xf32>
// MAXIMAL-NEXT:    affine.for %arg2 = 0 to 8 {
// MAXIMAL-NEXT:      affine.for %arg3 = 0 to 4 {
// MAXIMAL-NEXT:        %0 = affine.load %arg0[%arg2, %arg3] : memref<8x4xf32>
// MAXIMAL-NEXT:        affine.store %0, %arg1[%arg2, %arg3] : memref<8x4xf32>
// MAXIMAL-NEXT:      }
// MAXIMAL-NEXT:      affine.for %arg3 = 0 to 4 {
// MAXIMAL-NEXT:        %cst = arith.constant 1.000000e+00 : f32
// MAXIMAL-NEXT:        affine.store %cst, %alloc[0, %arg3] : memref<1x4xf32>
// MAXIMAL-NEXT:      }
// MAXIMAL-NEXT:      affine.for %arg3 = 0 to 4 {
// MAXIMAL-NEXT:        %0 = affine.load %alloc[0, %arg3] : memref<1x4xf32>
// MAXIMAL-NEXT:        %1 = arith.addf %0, %0 : f32
// MAXIMAL-NEXT:        affine.store %1, %arg0[%arg2, %arg3] : memref<8x4xf32>
// MAXIMAL-NEXT:      }
// MAXIMAL-NEXT:    }
// MAXIMAL-NEXT:    return
// MAXIMAL-NEXT:  }
