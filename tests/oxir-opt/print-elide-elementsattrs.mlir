// --mlir-elide-elementsattrs-if-larger=N prints dense elements attributes with more than N
// elements as dense_resource<__elided__>; splats are kept whatever their size.

// RUN: oxir-opt --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: oxir-opt %s | FileCheck %s --check-prefix=DEFAULT

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%arg0: i32, %m: memref<4xf32, #map>) -> tensor<4xi32> {
  %0 = arith.addi %arg0, %arg0 : i32
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %s = arith.constant dense<7> : tensor<4xi32>
  return %c : tensor<4xi32>
}

// CHECK:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: i32, %arg1: memref<4xf32, #map>) -> tensor<4xi32> {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %cst = arith.constant dense_resource<__elided__> : tensor<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<7> : tensor<4xi32>
// CHECK-NEXT:    return %cst : tensor<4xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// DEFAULT: dense<[1, 2, 3, 4]>
