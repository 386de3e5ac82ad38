// RUN: oxir-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// The folds of the `affine` map ops (MLIR 19's `AffineApplyOp::fold` and `foldMinMaxOp`):
// `affine.apply` of a bare dimension or symbol, and `affine.apply`, `affine.min` and
// `affine.max` whose map results all fold with constant operands. The CHECK lines are the
// output of `mlir-opt-19 -canonicalize`.

func.func @fold(%x: index) -> (index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0, 7)>(%c2)[%c5]
  %b = affine.max affine_map<(d0)[s0] -> (d0 + 4, s0, 7)>(%c2)[%c5]
  %q = affine.max affine_map<()[s0] -> (s0)>()[%x]
  %r = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 floordiv 2)>(%c2)[%c5]
  %s = affine.apply affine_map<(d0)[s0] -> (s0)>(%c2)[%x]
  return %a, %b, %q, %r, %s : index, index, index, index, index
}

// CHECK:module {
// CHECK-NEXT:  func.func @fold(%arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    return %c5, %c7, %arg0, %c8, %arg0 : index, index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}
