// `affine.for` and `affine.yield` in their custom forms, printed back as mlir-opt-19 prints
// them: constant bounds, single-value bounds, maps with dimensions and symbols, `max`/`min`
// bounds of several results, a one-result `max` bound (printed without its prefix), steps,
// carried values (one and several), nested loops, an attribute dictionary. The second RUN
// line reads the output back, the third checks the generic form (the bound maps, the step,
// the operand segments and the `affine.yield` the custom form leaves out).

// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

#lb = affine_map<(d0)[s0] -> (d0, s0)>
#ub = affine_map<(d0) -> (d0 + 10, 20)>
func.func @loops(%a: index, %n: index, %x: f32) -> f32 {
  affine.for %i = 0 to 10 {
    "t.use"(%i) : (index) -> ()
  }
  affine.for %i = %a to %n step 2 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i) {
      "t.use"(%j) : (index) -> ()
    }
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%a) to affine_map<()[s0] -> (s0 + 1)>()[%n] {
  }
  affine.for %i = -5 to 3 step 4 {
  } {foo = 1}
  %r = affine.for %i = 0 to %n iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %r2:2 = affine.for %i = 0 to 4 iter_args(%p = %x, %q = %x) -> (f32, f32) {
    affine.yield %q, %p : f32, f32
  }
  affine.for %i = max affine_map<()[s0] -> (s0)>()[%n] to 5 {
  }
  affine.for %i = affine_map<(d0,d1) -> (d0 + d1)>(%a, %n) to 5 {
  }
  return %r : f32
}

// CHECK:#map = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 + 10, 20)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map3 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT:#map4 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @loops(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:    affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:      "t.use"(%arg3) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = %arg0 to %arg1 step 2 {
// CHECK-NEXT:      affine.for %arg4 = max #map(%arg3)[%arg1] to min #map1(%arg3) {
// CHECK-NEXT:        "t.use"(%arg4) : (index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = #map2(%arg0) to #map3()[%arg1] {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = -5 to 3 step 4 {
// CHECK-NEXT:    } {foo = 1 : i64}
// CHECK-NEXT:    %0 = affine.for %arg3 = 0 to %arg1 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT:      %2 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:      affine.yield %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = affine.for %arg3 = 0 to 4 iter_args(%arg4 = %arg2, %arg5 = %arg2) -> (f32, f32) {
// CHECK-NEXT:      affine.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = %arg1 to 5 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg3 = #map4(%arg0, %arg1) to 5 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<() -> (0)>
// GENERIC-NEXT:#map1 = affine_map<() -> (10)>
// GENERIC-NEXT:#map2 = affine_map<(d0)[s0] -> (d0, s0)>
// GENERIC-NEXT:#map3 = affine_map<(d0) -> (d0 + 10, 20)>
// GENERIC-NEXT:#map4 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT:#map5 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map6 = affine_map<()[s0] -> (s0 + 1)>
// GENERIC-NEXT:#map7 = affine_map<() -> (-5)>
// GENERIC-NEXT:#map8 = affine_map<() -> (3)>
// GENERIC-NEXT:#map9 = affine_map<() -> (4)>
// GENERIC-NEXT:#map10 = affine_map<() -> (5)>
// GENERIC-NEXT:#map11 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, f32) -> f32, sym_name = "loops"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
// GENERIC-NEXT:    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
// GENERIC-NEXT:    ^bb0(%arg14: index):
// GENERIC-NEXT:      "t.use"(%arg14) : (index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 1, 1, 0>, step = 2 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT:    ^bb0(%arg12: index):
// GENERIC-NEXT:      "affine.for"(%arg12, %arg1, %arg12) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 2, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT:      ^bb0(%arg13: index):
// GENERIC-NEXT:        "t.use"(%arg13) : (index) -> ()
// GENERIC-NEXT:        "affine.yield"() : () -> ()
// GENERIC-NEXT:      }) : (index, index, index) -> ()
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index) -> ()
// GENERIC-NEXT:    "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC-NEXT:    ^bb0(%arg11: index):
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index) -> ()
// GENERIC-NEXT:    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 4 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT:    ^bb0(%arg10: index):
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) {foo = 1 : i64} : () -> ()
// GENERIC-NEXT:    %0 = "affine.for"(%arg1, %arg2) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map4}> ({
// GENERIC-NEXT:    ^bb0(%arg8: index, %arg9: f32):
// GENERIC-NEXT:      %2 = "arith.addf"(%arg9, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "affine.yield"(%2) : (f32) -> ()
// GENERIC-NEXT:    }) : (index, f32) -> f32
// GENERIC-NEXT:    %1:2 = "affine.for"(%arg2, %arg2) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map9}> ({
// GENERIC-NEXT:    ^bb0(%arg5: index, %arg6: f32, %arg7: f32):
// GENERIC-NEXT:      "affine.yield"(%arg7, %arg6) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (f32, f32) -> (f32, f32)
// GENERIC-NEXT:    "affine.for"(%arg1) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
// GENERIC-NEXT:    ^bb0(%arg4: index):
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index) -> ()
// GENERIC-NEXT:    "affine.for"(%arg0, %arg1) <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 2, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
// GENERIC-NEXT:    ^bb0(%arg3: index):
// GENERIC-NEXT:      "affine.yield"() : () -> ()
// GENERIC-NEXT:    }) : (index, index) -> ()
// GENERIC-NEXT:    "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
