// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The fold and canonicalization of `affine.if` (MLIR 19's `AffineIfOp::fold`,
// `SimplifyDeadElse` and `AlwaysTrueOrFalseIf`): constant operands folded into the condition,
// repeated operands shared, `affine.apply` producers composed into it; `else` regions holding
// only their yield dropped; conditions that are trivially true or the empty set replaced
// with the region that runs (or nothing). The CHECK lines are the output of
// `mlir-opt-19 -canonicalize`.

func.func @ifs(%i: index, %n: index, %x: f32, %y: f32) -> (f32, f32, f32) {
  %c5 = arith.constant 5 : index
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%c5) {
    "t.a"() : () -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %i) {
    "t.b"() : () -> ()
  } else {
  }
  affine.if affine_set<() : (1 == 0)>() {
    "t.c"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "t.c"() : () -> ()
  } else {
    "t.d"() : () -> ()
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    "t.e"() : () -> ()
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  affine.for %k = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 2)>(%k)
    affine.if affine_set<(d0, d1) : (d0 - 5 >= 0, d1 * 2 == 0)>(%a, %k) {
      "t.f"() : () -> ()
    }
    %v = affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>(%k)[%c5] -> index {
      affine.yield %k : index
    } else {
      affine.yield %c5 : index
    }
    "t.g"(%v) : (index) -> ()
    affine.if affine_set<(d0) : (d0 >= 0)>(%k) {
      "t.h"() : () -> ()
    } else {
    }
  }
  return %r, %r, %r : f32, f32, f32
}

// CHECK:#set = affine_set<() : (-5 >= 0)>
// CHECK-NEXT:#set1 = affine_set<() : (0 >= 0)>
// CHECK-NEXT:#set2 = affine_set<(d0) : (d0 - 3 >= 0, d0 * 2 == 0)>
// CHECK-NEXT:#set3 = affine_set<(d0) : (d0 >= 0, -d0 + 5 >= 0)>
// CHECK-NEXT:#set4 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @ifs(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32) -> (f32, f32, f32) {
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    affine.if #set() {
// CHECK-NEXT:      "t.a"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #set1() {
// CHECK-NEXT:      "t.b"() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    "t.d"() : () -> ()
// CHECK-NEXT:    "t.e"() : () -> ()
// CHECK-NEXT:    affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:      affine.if #set2(%arg4) {
// CHECK-NEXT:        "t.f"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:      %0 = affine.if #set3(%arg4) -> index {
// CHECK-NEXT:        affine.yield %arg4 : index
// CHECK-NEXT:      } else {
// CHECK-NEXT:        affine.yield %c5 : index
// CHECK-NEXT:      }
// CHECK-NEXT:      "t.g"(%0) : (index) -> ()
// CHECK-NEXT:      affine.if #set4(%arg4) {
// CHECK-NEXT:        "t.h"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg2, %arg2, %arg2 : f32, f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
