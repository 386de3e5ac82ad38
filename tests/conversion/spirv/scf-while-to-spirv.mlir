// RUN: oxir-opt %s -convert-scf-to-spirv -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -convert-scf-to-spirv -split-input-file | FileCheck %s
// RUN: oxir-opt %s -convert-scf-to-spirv -split-input-file | FileCheck %s --check-prefix=INDEX
// RUN: oxir-opt %s -convert-scf-to-spirv -reconcile-unrealized-casts -split-input-file | FileCheck %s --check-prefix=INDEX-RECONCILED
// RUN: %mlir_opt %s -convert-scf-to-spirv -reconcile-unrealized-casts -split-input-file | FileCheck %s --check-prefix=INDEX-RECONCILED

// scf.while to spirv.mlir.loop: the entry block branches to the before region with the initial
// values; the before region is the header, storing what scf.condition forwards into Function
// variables and branching on the condition to the after region (with those values) or to the
// merge block; the after region branches back to the header with what scf.yield gives. The
// results are loads of the variables after the loop (the last variable's load first).
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
// CHECK-LABEL: spirv.func @doubling
// CHECK-NEXT: %[[TWO:.*]] = spirv.Constant 2 : i32
// CHECK-NEXT: %[[VAR:.*]] = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT: %[[LT:.*]] = spirv.SLessThan %[[X]], %arg1 : i32
// CHECK-NEXT: spirv.Store "Function" %[[VAR]], %[[X]] : i32
// CHECK-NEXT: spirv.BranchConditional %[[LT]], ^bb2(%[[X]] : i32), ^bb3
// CHECK-NEXT: ^bb2(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[NEXT:.*]] = spirv.IMul %[[Y]], %[[TWO]] : i32
// CHECK-NEXT: spirv.Branch ^bb1(%[[NEXT]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: spirv.mlir.merge
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = spirv.Load "Function" %[[VAR]] : i32
// CHECK-NEXT: spirv.ReturnValue %[[R]] : i32
func.func @doubling(%start: i32, %limit: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = scf.while (%x = %start) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %limit : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %next = arith.muli %y, %c2 : i32
    scf.yield %next : i32
  }
  return %0 : i32
}

// Forwarded values in another order than the carried ones, and a loop without results.
// CHECK-LABEL: spirv.func @swapped
// CHECK: %[[VF:.*]] = spirv.Variable : !spirv.ptr<f32, Function>
// CHECK-NEXT: %[[VI:.*]] = spirv.Variable : !spirv.ptr<i32, Function>
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%arg0, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%[[A:.*]]: i32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[LT:.*]] = spirv.SLessThan %[[A]], %arg1 : i32
// CHECK-NEXT: %[[G:.*]] = spirv.FAdd %[[B]], %[[B]] : f32
// CHECK-NEXT: spirv.Store "Function" %[[VF]], %[[G]] : f32
// CHECK-NEXT: spirv.Store "Function" %[[VI]], %[[A]] : i32
// CHECK-NEXT: spirv.BranchConditional %[[LT]], ^bb2(%[[G]], %[[A]] : f32, i32), ^bb3
// CHECK: %[[LI:.*]] = spirv.Load "Function" %[[VI]] : i32
// CHECK-NEXT: %[[LF:.*]] = spirv.Load "Function" %[[VF]] : f32
// CHECK-NEXT: spirv.ReturnValue %[[LI]] : i32
func.func @swapped(%a0: i32, %limit: i32, %f: f32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%a = %a0, %b = %f) : (i32, f32) -> (f32, i32) {
    %lt = arith.cmpi slt, %a, %limit : i32
    %g = arith.addf %b, %b : f32
    scf.condition(%lt) %g, %a : f32, i32
  } do {
  ^bb0(%x: f32, %y: i32):
    %n = arith.addi %y, %c1 : i32
    scf.yield %n, %x : i32, f32
  }
  return %r#1 : i32
}

// CHECK-LABEL: spirv.func @no_results
// CHECK-NEXT: spirv.mlir.loop {
// CHECK-NEXT: spirv.Branch ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT: %[[LT:.*]] = spirv.SLessThan %[[A]], %arg1 : i32
// CHECK-NEXT: spirv.BranchConditional %[[LT]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[ONE:.*]] = spirv.Constant 1 : i32
// CHECK-NEXT: spirv.Branch ^bb1(%[[ONE]] : i32)
func.func @no_results(%a0: i32, %limit: i32) {
  scf.while (%a = %a0) : (i32) -> () {
    %lt = arith.cmpi slt, %a, %limit : i32
    scf.condition(%lt)
  } do {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  return
}
}

// -----

// Carried index values become i32 with the region types. A value the after region computes
// is converted after the loop is built: both tools read through the casts this leaves. (MLIR
// also leaves the unused cast of the new value back to index, which oxir erases; after
// -reconcile-unrealized-casts the outputs agree.)
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>} {
// INDEX-LABEL: spirv.func @indices(%arg0: i32, %arg1: i32) -> i32 "None"
// INDEX: ^bb2(%[[Y:.*]]: i32):
// INDEX-NEXT: %[[NEXT:.*]] = spirv.IMul %[[Y]], %{{.*}} : i32
// INDEX-NEXT: spirv.Branch ^bb1(%[[NEXT]] : i32)
// INDEX-RECONCILED-LABEL: spirv.func @indices(%arg0: i32, %arg1: i32) -> i32 "None"
// INDEX-RECONCILED: ^bb2(%[[Y:.*]]: i32):
// INDEX-RECONCILED-NEXT: %[[NEXT:.*]] = spirv.IMul %[[Y]], %{{.*}} : i32
// INDEX-RECONCILED-NEXT: spirv.Branch ^bb1(%[[NEXT]] : i32)
// INDEX-RECONCILED: %[[R:.*]] = spirv.Load "Function" %{{.*}} : i32
// INDEX-RECONCILED-NEXT: spirv.ReturnValue %[[R]] : i32
func.func @indices(%start: index, %limit: index) -> index {
  %c2 = arith.constant 2 : index
  %0 = scf.while (%x = %start) : (index) -> index {
    %lt = arith.cmpi slt, %x, %limit : index
    scf.condition(%lt) %x : index
  } do {
  ^bb0(%y: index):
    %next = arith.muli %y, %c2 : index
    scf.yield %next : index
  }
  return %0 : index
}
}
