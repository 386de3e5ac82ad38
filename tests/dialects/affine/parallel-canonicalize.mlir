// RUN: oxir-opt %s --allow-unregistered-dialect -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The fold of `affine.parallel` (MLIR 19's `AffineParallelOp::fold`): the `affine.apply` ops
// producing bound operands are composed into the bound maps, and constant symbols folded into
// them. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @par_fold(%n: index) {
  affine.for %k = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 2)>(%k)
    affine.parallel (%i, %j) = (%a, max(%k, %a * 2)) to (%a + 10, 20) {
      "t.a"(%i, %j) : (index, index) -> ()
    }
  }
  %c3 = arith.constant 3 : index
  affine.parallel (%i) = (symbol(%c3)) to (symbol(%n)) {
    "t.b"(%i) : (index) -> ()
  }
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @par_fold(%arg0: index) {
// CHECK-NEXT:    affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:      affine.parallel (%arg2, %arg3) = (%arg1 + 2, max(%arg1, %arg1 * 2 + 4)) to (%arg1 + 12, 20) {
// CHECK-NEXT:        "t.a"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%arg1) = (3) to (symbol(%arg0)) {
// CHECK-NEXT:      "t.b"(%arg1) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
