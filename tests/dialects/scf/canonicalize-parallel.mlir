// The canonicalization patterns of `scf.parallel` (MLIR 19's `SCF.cpp`): dimensions of one
// iteration go (their induction variable becomes the lower bound, the loop loses its
// attributes), a dimension of no iteration replaces the loop with its initial values, a loop
// whose every dimension runs once is replaced with its body and its reductions, and nested
// loops without reductions merge unless the inner bounds use the outer induction variables.
// The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @single_dims(%arg0: index, %arg1: memref<?x?x?xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:      memref.store %cst, %arg1[%c0, %arg2, %c3] : memref<?x?x?xf32>
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @single_dims(%n: index, %m: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c3) to (%c1, %n, %c10) step (%c1, %c1, %c10) {
    memref.store %f, %m[%i, %j, %k] : memref<?x?x?xf32>
  } {test.tag}
  return
}

// CHECK-LABEL:  func.func @zero_dims(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:    return %arg1 : f32
// CHECK-NEXT:  }
func.func @zero_dims(%n: index, %a: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%n, %n) to (%n, %c1) step (%c1, %c1) init (%a) -> f32 {
    %v = "test.value"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL:  func.func @all_single(%arg0: f32, %arg1: i32) -> (f32, i32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = "test.value"(%c0, %c2) : (index, index) -> f32
// CHECK-NEXT:    %1 = "test.other"(%c2) : (index) -> i32
// CHECK-NEXT:    %2 = arith.addf %arg0, %0 : f32
// CHECK-NEXT:    %3 = arith.muli %arg1, %1 : i32
// CHECK-NEXT:    return %2, %3 : f32, i32
// CHECK-NEXT:  }
func.func @all_single(%a: f32, %b: i32) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r:2 = scf.parallel (%i, %j) = (%c0, %c2) to (%c8, %c8) step (%c8, %c8) init (%a, %b) -> (f32, i32) {
    %v = "test.value"(%i, %j) : (index, index) -> f32
    %w = "test.other"(%j) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      %s = arith.muli %x, %y : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL:  func.func @nested(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%arg0, %arg1, %arg1) step (%c1, %arg2, %arg2) {
// CHECK-NEXT:      "test.use"(%arg3, %arg4, %arg5) : (index, index, index) -> ()
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested(%n: index, %m: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %s) {
    scf.parallel (%k) = (%c0) to (%m) step (%s) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
    } {test.inner}
  } {test.outer}
  return
}

// CHECK-LABEL:  func.func @nested_dependent(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:      scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:        "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:        scf.reduce 
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested_dependent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%k) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %k) : (index, index) -> ()
    }
  }
  return
}

// CHECK-LABEL:  func.func @nested_reductions(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:      %0 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
// CHECK-NEXT:        scf.reduce(%arg1 : f32) {
// CHECK-NEXT:        ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:          %1 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT:          scf.reduce.return %1 : f32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.use"(%0) : (f32) -> ()
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg1 : f32
// CHECK-NEXT:  }
func.func @nested_reductions(%n: index, %a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%k) = (%c0) to (%n) step (%c1) init (%a) -> f32 {
      scf.reduce(%a : f32) {
      ^bb0(%x: f32, %y: f32):
        %s = arith.addf %x, %y : f32
        scf.reduce.return %s : f32
      }
    }
    "test.use"(%r) : (f32) -> ()
  }
  return %a : f32
}
