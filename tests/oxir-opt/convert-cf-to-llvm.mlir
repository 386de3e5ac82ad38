// -convert-cf-to-llvm: cf.br, cf.cond_br and cf.switch become their llvm ops with the same
// successors; a branch passing values to block arguments of types not converted yet (the
// index arguments below, which -convert-func-to-llvm converts) stays, as in MLIR.
// CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s -convert-cf-to-llvm | FileCheck %s
// RUN: oxir-opt %s -convert-to-llvm=filter-dialects=cf | FileCheck %s

func.func @branches(%a: i32, %c: i1, %f: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%f : f32)
^bb1(%x: i32):
  cf.switch %x : i32, [
    default: ^bb3(%x : i32),
    1: ^bb3(%a : i32),
    5: ^bb4
  ]
^bb2(%y: f32):
  cf.br ^bb4
^bb3(%z: i32):
  return %z : i32
^bb4:
  cf.br ^bb3(%a : i32)
}
func.func @idx(%i: index, %c: i1) -> index {
  cf.cond_br %c, ^bb1(%i : index), ^bb1(%i : index)
^bb1(%x: index):
  return %x : index
}

// CHECK-LABEL: func.func @branches(%arg0: i32, %arg1: i1, %arg2: f32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg2 : f32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.switch %0 : i32, ^bb3(%0 : i32) [
// CHECK-NEXT: 1: ^bb3(%arg0 : i32),
// CHECK-NEXT: 5: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb4
// CHECK-NEXT: ^bb3(%2: i32):  // 3 preds: ^bb1, ^bb1, ^bb4
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.br ^bb3(%arg0 : i32)
// CHECK-LABEL: func.func @idx(%arg0: index, %arg1: i1) -> index {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg0 : index), ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : index
