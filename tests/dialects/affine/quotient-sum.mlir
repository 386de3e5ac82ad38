// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// A sum of `x` and `x floordiv c - c` is not `x mod c` (only `x + (x floordiv c) * -c` is):
// the map keeps its terms, and its `affine.apply` on 8 folds to 6. The CHECK lines are the
// output of `mlir-opt-19 --allow-unregistered-dialect -canonicalize`.

// CHECK:#map = affine_map<(d0) -> (d0 + d0 floordiv 4 - 4)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 mod 4)>
// CHECK-NEXT:#map2 = affine_map<()[s0] -> (s0 + s0 floordiv 4 - 4)>
// CHECK-NEXT:#map3 = affine_map<()[s0] -> (s0 mod 4)>

// CHECK-LABEL:  func.func @folded() -> (index, index, index) {
// CHECK-NEXT:    %c6 = arith.constant 6 : index
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    "test.maps"() {minus = #map, times = #map1} : () -> ()
// CHECK-NEXT:    return %c6, %c7, %c0 : index, index, index
// CHECK-NEXT:  }
func.func @folded() -> (index, index, index) {
  %c8 = arith.constant 8 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + (d0 floordiv 4 - 4))>(%c8)
  %1 = affine.apply affine_map<(d0) -> (d0 + (d0 floordiv 3 + -3))>(%c8)
  %2 = affine.apply affine_map<(d0) -> (d0 + (d0 floordiv 4) * -4)>(%c8)
  "test.maps"() {minus = affine_map<(d0) -> (d0 + (d0 floordiv 4 - 4))>, times = affine_map<(d0) -> (d0 + (d0 floordiv 4) * -4)>} : () -> ()
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL:  func.func @kept(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT:    %1 = affine.apply #map3()[%arg0]
// CHECK-NEXT:    return %0, %1 : index, index
// CHECK-NEXT:  }
func.func @kept(%i: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + (d0 floordiv 4 - 4))>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 + (d0 floordiv 4) * -4)>(%i)
  return %0, %1 : index, index
}
