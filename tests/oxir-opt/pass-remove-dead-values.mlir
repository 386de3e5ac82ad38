// remove-dead-values erases the ops without effects whose results nothing live needs, drops
// the dead arguments and results of private functions with the matching operands and results
// of their calls, and drops the dead results, iteration arguments and yielded values of scf
// region ops, erasing those left without effects and live results. The expectations are
// mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -split-input-file -remove-dead-values | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -remove-dead-values | FileCheck %s

// A private function loses the argument nothing reads and the result no call uses; its call
// loses the matching operand and result.
func.func private @scale(%unused: i32, %x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %0 = arith.muli %x, %c3 : i32
  %1 = arith.addi %x, %x : i32
  return %0, %1 : i32, i32
}
func.func @use_scale(%a: i32, %b: i32, %out: memref<i32>) {
  %0:2 = call @scale(%a, %b) : (i32, i32) -> (i32, i32)
  memref.store %0#0, %out[] : memref<i32>
  return
}

// CHECK-LABEL: func.func private @scale(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @use_scale(%arg0: i32, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT: %0 = call @scale(%arg1) : (i32) -> i32
// CHECK-NEXT: memref.store %0, %arg2[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A result live at one call stays for every call; a private function no call reaches keeps
// its arguments and loses its results.
func.func private @pair(%x: i32) -> (i32, i32) {
  %0 = arith.addi %x, %x : i32
  return %x, %0 : i32, i32
}
func.func private @never_called(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}
func.func @two_calls(%a: i32, %out: memref<i32>) {
  %0:2 = call @pair(%a) : (i32) -> (i32, i32)
  %1:2 = call @pair(%a) : (i32) -> (i32, i32)
  memref.store %1#1, %out[] : memref<i32>
  return
}

// CHECK-LABEL: func.func private @pair(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @never_called(%arg0: i32) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_calls(%arg0: i32, %arg1: memref<i32>) {
// CHECK-NEXT: %0 = call @pair(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = call @pair(%arg0) : (i32) -> i32
// CHECK-NEXT: memref.store %1, %arg1[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// A public function keeps its signature; its dead ops go.
func.func @public(%a: i32, %b: f32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.mulf %b, %b : f32
  %2 = arith.muli %0, %a : i32
  return %a : i32
}

// CHECK-LABEL: func.func @public(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }

// -----

// scf.for: an iteration argument, its init, its yielded value and its result go together
// when none of them is needed; one feeding a live result through the loop stays.
func.func @loop(%lb: index, %ub: index, %step: index, %i: i32, %f: f32, %out: memref<i32>) -> i32 {
  %r:3 = scf.for %iv = %lb to %ub step %step iter_args(%a = %i, %b = %f, %c = %i) -> (i32, f32, i32) {
    %a2 = arith.addi %a, %c : i32
    %b2 = arith.mulf %b, %b : f32
    %c2 = arith.muli %c, %c : i32
    scf.yield %a2, %b2, %c2 : i32, f32, i32
  }
  %s = scf.for %iv = %lb to %ub step %step iter_args(%a = %i) -> (i32) {
    %a2 = arith.addi %a, %a : i32
    memref.store %a2, %out[] : memref<i32>
    scf.yield %a2 : i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: f32, %arg5: memref<i32>) -> i32 {
// CHECK-NEXT: %0:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg3) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg7, %arg8 : i32
// CHECK-NEXT: %3 = arith.muli %arg8, %arg8 : i32
// CHECK-NEXT: scf.yield %2, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: memref.store %2, %arg5[] : memref<i32>
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }

// -----

// scf.if: a dead result goes from both branches; an if with effects stays, without results.
func.func @branches(%cond: i1, %x: i32, %out: memref<i32>) -> i32 {
  %0:2 = scf.if %cond -> (i32, i32) {
    %1 = arith.addi %x, %x : i32
    scf.yield %1, %x : i32, i32
  } else {
    %1 = arith.muli %x, %x : i32
    scf.yield %x, %1 : i32, i32
  }
  %2 = scf.if %cond -> (i32) {
    memref.store %x, %out[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %0#1 : i32
}

// CHECK-LABEL: func.func @branches(%arg0: i1, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// scf.while: the values passed before the condition and those passed after it are kept or
// dropped each with what they travel with; a loop without effects and live results goes.
func.func @whiles(%i: i32, %f: f32, %n: i32, %out: memref<i32>) -> i32 {
  %r:3 = scf.while (%a = %i, %b = %f, %c = %n) : (i32, f32, i32) -> (i32, f32, i32) {
    %lt = arith.cmpi slt, %a, %c : i32
    scf.condition(%lt) %a, %b, %c : i32, f32, i32
  } do {
  ^bb0(%x: i32, %y: f32, %z: i32):
    %one = arith.constant 1 : i32
    %x2 = arith.addi %x, %one : i32
    %y2 = arith.addf %y, %y : f32
    scf.yield %x2, %y2, %z : i32, f32, i32
  }
  memref.store %r#0, %out[] : memref<i32>
  %pure = scf.while (%a = %i) : (i32) -> i32 {
    %lt = arith.cmpi slt, %a, %n : i32
    scf.condition(%lt) %a : i32
  } do {
  ^bb0(%x: i32):
    %one = arith.constant 1 : i32
    %x2 = arith.addi %x, %one : i32
    scf.yield %x2 : i32
  }
  return %r#2 : i32
}

// CHECK-LABEL: func.func @whiles(%arg0: i32, %arg1: f32, %arg2: i32, %arg3: memref<i32>) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg4 = %arg0, %arg5 = %arg2) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg4, %arg5 : i32
// CHECK-NEXT: scf.condition(%1) %arg4, %arg5 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %arg5 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %0#0, %arg3[] : memref<i32>
// CHECK-NEXT: return %0#1 : i32
// CHECK-NEXT: }

// -----

// scf.index_switch with a store in one case: kept, its dead result gone.
func.func @switch(%s: index, %v: i32, %out: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %s -> i32, f32
  case 4 {
    memref.store %v, %out[] : memref<i32>
    %f = arith.constant 1.5 : f32
    scf.yield %v, %f : i32, f32
  }
  default {
    %f = arith.constant 2.5 : f32
    scf.yield %v, %f : i32, f32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 4 {
// CHECK-NEXT: memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// The branch a constant condition rules out is never analysed: what it holds stays.
func.func @constant_condition(%x: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> (i32) {
    %d = arith.muli %x, %x : i32
    %e = arith.addi %d, %d : i32
    scf.yield %d : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @constant_condition(%arg0: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.if %false -> (i32) {
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
