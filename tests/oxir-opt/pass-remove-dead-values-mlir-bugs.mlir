// Inputs on which mlir-opt-19's remove-dead-values crashes or leaves invalid IR; oxir-opt
// gives valid IR for each (checked by reading its output back).
// RUN: oxir-opt %s -split-input-file -remove-dead-values | FileCheck %s
// RUN: oxir-opt %s -split-input-file -remove-dead-values | oxir-opt -split-input-file -o /dev/null

// A private declaration is left alone (mlir-opt-19 crashes erasing its arguments).
// CHECK-LABEL: func.func private @external(i32) -> i32
// CHECK-LABEL: func.func @calls_external(%arg0: i32) {
// CHECK-NEXT: %0 = call @external(%arg0) : (i32) -> i32
// CHECK-NEXT: return
func.func private @external(i32) -> i32
func.func @calls_external(%a: i32) {
  %0 = call @external(%a) : (i32) -> i32
  return
}

// -----

// An induction variable only dead ops use stays: scf.for needs it (mlir-opt-19 erases it).
// CHECK-LABEL: func.func @induction_variable
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg0, %arg3[] : memref<index>
// CHECK-NEXT: }
func.func @induction_variable(%lb: index, %ub: index, %step: index, %out: memref<index>) {
  scf.for %iv = %lb to %ub step %step {
    %dead = arith.addi %iv, %iv : index
    memref.store %lb, %out[] : memref<index>
  }
  return
}

// -----

// An op of a branch that cannot run stays (it was never analysed), and so does what it uses
// (mlir-opt-19 erases %used, leaving the muli a null operand).
// CHECK-LABEL: func.func @ruled_out_branch
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = scf.if %false -> (i32) {
// CHECK-NEXT: %2 = arith.muli %0, %arg0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
func.func @ruled_out_branch(%x: i32) -> i32 {
  %false = arith.constant false
  %used = arith.addi %x, %x : i32
  %r = scf.if %false -> (i32) {
    %d = arith.muli %used, %x : i32
    scf.yield %d : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// ... unless an op around it goes: then so do they (as in mlir-opt-19).
// CHECK-LABEL: func.func @ruled_out_in_dead_loop
// CHECK-NEXT: return %arg3 : i32
func.func @ruled_out_in_dead_loop(%lb: index, %ub: index, %step: index, %x: i32) -> i32 {
  %false = arith.constant false
  %used = arith.addi %x, %x : i32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %x) -> (i32) {
    %i = scf.if %false -> (i32) {
      %d = arith.muli %used, %a : i32
      scf.yield %d : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %i : i32
  }
  return %x : i32
}
