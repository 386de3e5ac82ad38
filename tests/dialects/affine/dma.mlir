// `affine.dma_start` and `affine.dma_wait` in their custom forms, printed back as mlir-opt-19
// prints them: subscripts of dimensions, symbols, constants and induction variables, with and
// without the stride operands. The second RUN line reads the output back, the third checks the
// generic form (the maps as the discardable attributes `src_map`, `dst_map` and `tag_map`).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

func.func @dma(%A: memref<100x?xf32>, %B: memref<50xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index, %num: index, %stride: index, %per: index) {
  %c0 = arith.constant 0 : index
  affine.dma_start %A[%i + 3, symbol(%n)], %B[%i floordiv 2], %tag[%c0], %num : memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>
  affine.dma_start %A[%i, %n], %B[%i], %tag[%i + 1], %num, %stride, %per : memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[%c0], %num : memref<1xi32>
  affine.for %k = 0 to 10 {
    affine.dma_start %A[%k, 0], %B[%k * 4], %tag[0], %num : memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[%k mod 2], %num : memref<1xi32>
  }
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @dma(%arg0: memref<100x?xf32>, %arg1: memref<50xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    affine.dma_start %arg0[%arg3 + 3, symbol(%arg4)], %arg1[%arg3 floordiv 2], %arg2[%c0], %arg5 : memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>
// CHECK-NEXT:    affine.dma_start %arg0[%arg3, %arg4], %arg1[%arg3], %arg2[%arg3 + 1], %arg5, %arg6, %arg7 : memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>
// CHECK-NEXT:    affine.dma_wait %arg2[%c0], %arg5 : memref<1xi32>
// CHECK-NEXT:    affine.for %arg8 = 0 to 10 {
// CHECK-NEXT:      affine.dma_start %arg0[%arg8, 0], %arg1[%arg8 * 4], %arg2[0], %arg5 : memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>
// CHECK-NEXT:      affine.dma_wait %arg2[%arg8 mod 2], %arg5 : memref<1xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0) -> (d0 floordiv 2)>
// GENERIC-NEXT:#map1 = affine_map<(d0)[s0] -> (d0 + 3, s0)>
// GENERIC-NEXT:#map2 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map4 = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT:#map5 = affine_map<(d0) -> (d0 * 4)>
// GENERIC-NEXT:#map6 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT:#map7 = affine_map<() -> (0)>
// GENERIC-NEXT:#map8 = affine_map<(d0) -> (d0 mod 2)>
// GENERIC-NEXT:#map9 = affine_map<() -> (10)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<100x?xf32>, memref<50xf32, 2>, memref<1xi32>, index, index, index, index, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<100x?xf32>, %arg1: memref<50xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    "affine.dma_start"(%arg0, %arg3, %arg4, %arg1, %arg3, %arg2, %0, %arg5) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<100x?xf32>, index, index, memref<50xf32, 2>, index, memref<1xi32>, index, index) -> ()
// GENERIC-NEXT:    "affine.dma_start"(%arg0, %arg3, %arg4, %arg1, %arg3, %arg2, %arg3, %arg5, %arg6, %arg7) {dst_map = #map2, src_map = #map3, tag_map = #map4} : (memref<100x?xf32>, index, index, memref<50xf32, 2>, index, memref<1xi32>, index, index, index, index) -> ()
// GENERIC-NEXT:    "affine.dma_wait"(%arg2, %0, %arg5) {tag_map = #map2} : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT:    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
// GENERIC-NEXT:    ^bb0(%arg8: index):
// GENERIC-NEXT:      "affine.dma_start"(%arg0, %arg8, %arg1, %arg8, %arg2, %arg5) {dst_map = #map5, src_map = #map6, tag_map = #map7} : (memref<100x?xf32>, index, memref<50xf32, 2>, index, memref<1xi32>, index) -> ()
// GENERIC-NEXT:      "affine.dma_wait"(%arg2, %arg8, %arg5) {tag_map = #map8} : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
