// -loop-invariant-code-motion through the LoopLikeOpInterface of `affine.for` and
// `affine.parallel`: `affine.for` is speculatable (with what it holds) only with step 1,
// `affine.if` when what it holds is, `affine.parallel` never. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -loop-invariant-code-motion %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -loop-invariant-code-motion %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @affine_loops(%arg0: index, %arg1: index, %arg2: memref<10xf32>) {
// CHECK-NEXT:    affine.if #set(%arg0) {
// CHECK-NEXT:      %3 = arith.subi %arg0, %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:    affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:    %2 = arith.xori %arg0, %arg1 : index
// CHECK-NEXT:    affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg4 = 0 to 10 step 2 {
// CHECK-NEXT:      }
// CHECK-NEXT:      affine.parallel (%arg4) = (0) to (10) {
// CHECK-NEXT:        %3 = arith.divui %arg0, %arg1 : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
#set = affine_set<(d0) : (d0 - 10 >= 0)>
func.func @affine_loops(%a: index, %b: index, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.if #set(%a) {
      %w = arith.subi %a, %b : index
    }
    affine.for %j = 0 to 10 {
      %x = arith.addi %a, %b : index
    }
    affine.for %j = 0 to 10 step 2 {
      %x = arith.muli %a, %b : index
    }
    affine.parallel (%k) = (0) to (10) {
      %y = arith.divui %a, %b : index
      %x = arith.xori %a, %b : index
    }
  }
  return
}
