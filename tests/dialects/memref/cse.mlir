// RUN: oxir-opt %s -cse | FileCheck %s --match-full-lines --strict-whitespace
// CSE over `memref` ops through their memory effects: two loads of one element merge unless a
// store may write it between them, allocations never merge (each allocates its own buffer),
// and the pure ops (`memref.dim`, `memref.subview`) merge. The CHECK lines are the output of
// `mlir-opt-19 -cse` on this file.

func.func @loads(%m: memref<64xi32>, %i: index, %x: i32) -> (i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<64xi32>
  %1 = memref.load %m[%i] : memref<64xi32>
  memref.store %x, %m[%i] : memref<64xi32>
  %2 = memref.load %m[%i] : memref<64xi32>
  %3 = memref.load %m[%i] : memref<64xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
func.func @allocs() -> (memref<4xf32>, memref<4xf32>, index, index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %a, %c0 : memref<4xf32>
  %d1 = memref.dim %a, %c0 : memref<4xf32>
  return %a, %b, %d0, %d1 : memref<4xf32>, memref<4xf32>, index, index
}
func.func @views(%m: memref<8x8xf32>) -> (memref<4x4xf32, strided<[8, 1], offset: 9>>, memref<4x4xf32, strided<[8, 1], offset: 9>>) {
  %0 = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  %1 = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  return %0, %1 : memref<4x4xf32, strided<[8, 1], offset: 9>>, memref<4x4xf32, strided<[8, 1], offset: 9>>
}

// CHECK:module {
// CHECK-NEXT:  func.func @loads(%arg0: memref<64xi32>, %arg1: index, %arg2: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<64xi32>
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<64xi32>
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<64xi32>
// CHECK-NEXT:    return %0, %0, %1, %1 : i32, i32, i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @allocs() -> (memref<4xf32>, memref<4xf32>, index, index) {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %alloc, %c0 : memref<4xf32>
// CHECK-NEXT:    return %alloc, %alloc_0, %dim, %dim : memref<4xf32>, memref<4xf32>, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @views(%arg0: memref<8x8xf32>) -> (memref<4x4xf32, strided<[8, 1], offset: 9>>, memref<4x4xf32, strided<[8, 1], offset: 9>>) {
// CHECK-NEXT:    %subview = memref.subview %arg0[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT:    return %subview, %subview : memref<4x4xf32, strided<[8, 1], offset: 9>>, memref<4x4xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT:  }
// CHECK-NEXT:}
