// `affine.parallel` in its custom form, printed back as mlir-opt-19 prints it: constant and
// SSA bounds, bounds that are affine expressions of dimensions and symbols, `max`/`min`
// groups, steps, reductions of one and two results, no dimensions, an attribute dictionary.
// The second RUN line reads the output back, the third checks the generic form (one map per
// side with its group sizes, the operands deduplicated, the steps and the reduction kinds).

// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

func.func @par(%i: index, %n: index, %m: index, %x: f32) -> (f32, i32) {
  affine.parallel (%a, %b) = (0, 0) to (%n, 10) step (1, 2) {
    "t.a"(%a, %b) : (index, index) -> ()
  }
  %s = affine.parallel (%a) = (max(%i, 0)) to (min(%n, 100)) reduce ("addf") -> f32 {
    affine.yield %x : f32
  }
  %t:2 = affine.parallel (%a, %b, %c) = (%i + 1, max(%n * 2, symbol(%m)), 0) to (%n, min(%m, %i + %n), symbol(%m) floordiv 2) step (3, 1, 4) reduce ("mulf", "addi") -> (f32, i32) {
    %z = "t.z"() : () -> i32
    affine.yield %x, %z : f32, i32
  } {foo}
  affine.parallel () = () to () {
    "t.e"() : () -> ()
  }
  return %s, %t#1 : f32, i32
}

// CHECK:module {
// CHECK-NEXT:  func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> (f32, i32) {
// CHECK-NEXT:    affine.parallel (%arg4, %arg5) = (0, 0) to (%arg1, 10) step (1, 2) {
// CHECK-NEXT:      "t.a"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = affine.parallel (%arg4) = (max(%arg0, 0)) to (min(%arg1, 100)) reduce ("addf") -> (f32) {
// CHECK-NEXT:      affine.yield %arg3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = affine.parallel (%arg4, %arg5, %arg6) = (%arg0 + 1, max(%arg1 * 2, symbol(%arg2)), 0) to (%arg1, min(%arg2, %arg0 + %arg1), symbol(%arg2) floordiv 2) step (3, 1, 4) reduce ("mulf", "addi") -> (f32, i32) {
// CHECK-NEXT:      %2 = "t.z"() : () -> i32
// CHECK-NEXT:      affine.yield %arg3, %2 : f32, i32
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    affine.parallel () = () to () {
// CHECK-NEXT:      "t.e"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1#1 : f32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<() -> (0, 0)>
// GENERIC-NEXT:#map1 = affine_map<(d0) -> (d0, 10)>
// GENERIC-NEXT:#map2 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT:#map3 = affine_map<(d0) -> (d0, 100)>
// GENERIC-NEXT:#map4 = affine_map<(d0, d1)[s0] -> (d0 + 1, d1 * 2, s0, 0)>
// GENERIC-NEXT:#map5 = affine_map<(d0, d1, d2)[s0] -> (d0, d1, d2 + d0, s0 floordiv 2)>
// GENERIC-NEXT:#map6 = affine_map<() -> ()>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, index, f32) -> (f32, i32), sym_name = "par"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32):
// GENERIC-NEXT:    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [], steps = [1, 2], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
// GENERIC-NEXT:    ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT:      "t.a"(%arg8, %arg9) : (index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    %0 = "affine.parallel"(%arg0, %arg1) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = #map2, reductions = [0], steps = [1], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map3}> ({
// GENERIC-NEXT:    ^bb0(%arg7: index):
// GENERIC-NEXT:      "affine.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, index) -> f32
// GENERIC-NEXT:    %1:2 = "affine.parallel"(%arg0, %arg1, %arg2, %arg1, %arg2, %arg0, %arg2) <{lowerBoundsGroups = dense<[1, 2, 1]> : tensor<3xi32>, lowerBoundsMap = #map4, reductions = [9, 1], steps = [3, 1, 4], upperBoundsGroups = dense<[1, 2, 1]> : tensor<3xi32>, upperBoundsMap = #map5}> ({
// GENERIC-NEXT:    ^bb0(%arg4: index, %arg5: index, %arg6: index):
// GENERIC-NEXT:      %2 = "t.z"() : () -> i32
// GENERIC-NEXT:      "affine.yield"(%arg3, %2) : (f32, i32) -> ()
// GENERIC-NEXT:    }) {foo} : (index, index, index, index, index, index, index) -> (f32, i32)
// GENERIC-NEXT:    "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map6, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map6}> ({
// GENERIC-NEXT:      "t.e"() : () -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "func.return"(%0, %1#1) : (f32, i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
