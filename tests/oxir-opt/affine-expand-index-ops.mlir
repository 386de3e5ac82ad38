// -affine-expand-index-ops: affine.delinearize_index becomes composed affine.apply quotients and
// remainders by the products of the basis (MLIR 19's AffineExpandIndexOps); constant bases fold
// into the maps, constant indices to constants, and the greedy driver erases what is dead. The
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -affine-expand-index-ops %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -affine-expand-index-ops %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:#map = affine_map<()[s0] -> (s0 floordiv 32)>
// CHECK-NEXT:#map1 = affine_map<()[s0] -> ((s0 mod 32) floordiv 8)>
// CHECK-NEXT:#map2 = affine_map<()[s0] -> (s0 mod 8)>
// CHECK-NEXT:#map3 = affine_map<()[s0, s1] -> (s0 floordiv s1)>
// CHECK-NEXT:#map4 = affine_map<()[s0, s1] -> (s0 mod s1)>
// CHECK-NEXT:#map5 = affine_map<()[s0, s1, s2] -> (s2 floordiv (s0 * s1))>
// CHECK-NEXT:#map6 = affine_map<()[s0, s1, s2] -> ((s2 mod (s0 * s1)) floordiv s1)>
// CHECK-NEXT:#map7 = affine_map<()[s0, s1, s2] -> ((s2 mod (s0 * s1)) mod s1)>
// CHECK-LABEL:  func.func @f(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:    %0 = affine.apply #map()[%arg0]
// CHECK-NEXT:    %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:    %2 = affine.apply #map2()[%arg0]
// CHECK-NEXT:    return %0, %1, %2 : index, index, index
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @g(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:    %0 = affine.apply #map3()[%arg0, %arg2]
// CHECK-NEXT:    %1 = affine.apply #map4()[%arg0, %arg2]
// CHECK-NEXT:    return %0, %1 : index, index
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @h(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
// CHECK-NEXT:    %0 = affine.apply #map5()[%arg2, %arg3, %arg0]
// CHECK-NEXT:    %1 = affine.apply #map6()[%arg2, %arg3, %arg0]
// CHECK-NEXT:    %2 = affine.apply #map7()[%arg2, %arg3, %arg0]
// CHECK-NEXT:    return %0, %1, %2 : index, index, index
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @c(%arg0: index) -> (index, index) {
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    return %c5, %c2 : index, index
// CHECK-NEXT:  }
func.func @f(%i: index, %n: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0:3 = affine.delinearize_index %i into (%n, %c4, %c8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @g(%i: index, %n: index, %m: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (%n, %m) : index, index
  return %0#0, %0#1 : index, index
}
func.func @h(%i: index, %n: index, %m: index, %k: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, %m, %k) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @c(%n: index) -> (index, index) {
  %c5 = arith.constant 17 : index
  %c3 = arith.constant 3 : index
  %0:2 = affine.delinearize_index %c5 into (%n, %c3) : index, index
  return %0#0, %0#1 : index, index
}
