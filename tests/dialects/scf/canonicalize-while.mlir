// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s
// The canonicalization patterns of `scf.while` (MLIR 19's `SCF.cpp`): loop-invariant `before`
// arguments and passed values, the condition and comparisons repeating it known in `after`,
// unused and duplicated results, unused `before` arguments, passed values put in the order of
// the `before` arguments. The CHECK lines are the output of `mlir-opt-19 -canonicalize`.

func.func @invariant_before(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %0#0 : i32
}
func.func @invariant_after(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @truth(%a: i32) -> (i32, i1) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%p: i32, %t: i1):
    %n = "test.next"(%p, %t) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i1
}
func.func @cmp(%a: i32, %lim: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %c1 = arith.cmpi slt, %p, %lim : i32
    %c2 = arith.cmpi sge, %p, %lim : i32
    %n = "test.next"(%p, %c1, %c2) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}
func.func @unused_result(%a: i32) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"() : () -> i32
    scf.condition(%c) %x, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0#0 : i32
}
func.func @duplicated(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"(%x) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @unused_arg(%a: i32, %b: f32) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, f32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    %f = "test.f"() : () -> f32
    scf.yield %n, %f : i32, f32
  }
  return %0 : i32
}
func.func @align(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%x, %y) : (i32, f32) -> i1
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "test.next"(%q, %p) : (i32, f32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %0#1, %0#0 : i32, f32
}
// CHECK: module {
// CHECK-NEXT:   func.func @invariant_before(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @invariant_after(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @truth(%arg0: i32) -> (i32, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i1) {
// CHECK-NEXT:       %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg1, %1 : i32, i1
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: i1):
// CHECK-NEXT:       %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "test.next"(%arg2, %true, %false) : (i32, i1, i1) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_result(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:       %2 = "test.v"() : () -> i32
// CHECK-NEXT:       scf.condition(%1) %arg1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @duplicated(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:       %2 = "test.v"(%arg1) : (i32) -> i32
// CHECK-NEXT:       scf.condition(%1) %2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_arg(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:       %2 = "test.f"() : () -> f32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @align(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT:       %1 = "test.cond"(%arg2, %arg3) : (i32, f32) -> i1
// CHECK-NEXT:       scf.condition(%1) %arg2, %arg3 : i32, f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:       %1:2 = "test.next"(%arg2, %arg3) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:       scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
