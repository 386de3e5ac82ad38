// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s
// The canonicalization patterns of `cf.br` and `cf.cond_br` (MLIR 19's `ControlFlowOps.cpp`):
// merging a block into its single predecessor, skipping blocks that only branch on, constant
// conditions, identical successors (with `arith.select`s), a condition known from the
// predecessor, the condition's value in the successors, and assertions of `true`. The CHECK
// lines are the output of `mlir-opt-19 -canonicalize`.

func.func @br_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.op"(%x) : (i32) -> i32
  return %y : i32
}
func.func @br_passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.x"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = "test.op"(%y) : (i32) -> i32
  return %z : i32
}
func.func @identical(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  "test.y"(%x) : (i32) -> ()
  return %x : i32
}
func.func @identical_same(%c: i1, %a: i32) {
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "test.y"(%x) : (i32) -> ()
  return
}
func.func @same_cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}
func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"(%c) : (i1) -> ()
  return
^bb2:
  "test.b"(%c) : (i1) -> ()
  return
}
func.func @passthrough_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb2:
  "test.q"() : () -> ()
  cf.br ^bb3(%b, %a : i32, i32)
^bb3(%p: i32, %q: i32):
  "test.z"(%p, %q) : (i32, i32) -> ()
  return %p : i32
}
func.func @asserts(%x: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "yes"
  cf.assert %f, "no"
  cf.assert %x, "maybe"
  return
}
// CHECK: module {
// CHECK-NEXT:   func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @br_passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.x"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identical(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     "test.x"() : () -> ()
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     "test.y"(%0) : (i32) -> ()
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identical_same(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     "test.x"() : () -> ()
// CHECK-NEXT:     "test.y"(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_cond(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:     "test.c"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @truth(%arg0: i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.a"(%true) : (i1) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.b"(%false) : (i1) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @passthrough_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%arg1, %arg2 : i32, i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.q"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2(%arg2, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "test.z"(%0, %1) : (i32, i32) -> ()
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @asserts(%arg0: i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     cf.assert %false, "no"
// CHECK-NEXT:     cf.assert %arg0, "maybe"
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
