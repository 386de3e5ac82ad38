// The canonicalization patterns of `scf.forall` (MLIR 19's `SCF.cpp`, those that need no
// `tensor` op): bounds and steps given by constant operands become static, shared outputs
// leave the loop (no op of `scf.forall.in_parallel` writes them without the `tensor`
// dialect), a dimension of no iteration removes the loop (including `(%n) to (%n)`), dimensions
// of one iteration go (the loop keeps its other attributes, their induction variable becomes
// the lower bound) or inline the body when none is left; mapped loops, loops whose upper bound
// is below the lower one and unknown trip counts stay. The expectations are mlir-opt-19's
// output, checked against both tools.
// RUN: oxir-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @control_operands(%arg0: index) {
// CHECK-NEXT:    scf.forall (%arg1, %arg2) = (0, 0) to (9, %arg0) step (2, 2) {
// CHECK-NEXT:      "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @control_operands(%n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  scf.forall (%i, %j) = (%c0, 0) to (%c9, %n) step (%c2, %c2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK-LABEL:  func.func @constant_iv_with_mapping(%arg0: index) {
// CHECK-NEXT:    scf.forall (%arg1, %arg2) = (3, 0) to (4, %arg0) step (1, 1) {
// CHECK-NEXT:      "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @constant_iv_with_mapping(%n: index) {
  scf.forall (%i, %j) = (3, 0) to (4, %n) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

// CHECK-LABEL:  func.func @single_dims(%arg0: index) {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:      "test.use"(%c3, %arg1, %c2) : (index, index, index) -> ()
// CHECK-NEXT:    } {test.tag = 1 : i64}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @single_dims(%n: index) {
  scf.forall (%i, %j, %k) = (3, 0, 2) to (4, %n, 10) step (1, 1, 8) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  } {test.tag = 1 : i64}
  return
}

// CHECK-LABEL:  func.func @all_single(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    scf.forall (%arg1) = (%arg0) to (7) step (9) {
// CHECK-NEXT:      "test.use"(%c3, %arg1) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    "test.use"(%c0) : (index) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @all_single(%n: index) {
  scf.forall (%i, %j) = (3, %n) to (4, 7) step (1, 9) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (1) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL:  func.func @zero_dims(%arg0: index, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    return %arg1 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @zero_dims(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i, %j) in (%n, 0) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%o) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL:  func.func @shared_outs(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<8xi32>) -> tensor<4xf32> {
// CHECK-NEXT:    scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT:      "test.use"(%arg1, %arg2) : (tensor<4xf32>, tensor<8xi32>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg1 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @shared_outs(%n: index, %a: tensor<4xf32>, %b: tensor<8xi32>) -> tensor<4xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %a, %p = %b) -> (tensor<4xf32>, tensor<8xi32>) {
    "test.use"(%o, %p) : (tensor<4xf32>, tensor<8xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r#0 : tensor<4xf32>
}

// CHECK-LABEL:  func.func @negative_trip(%arg0: index) {
// CHECK-NEXT:    scf.forall (%arg1) = (5) to (2) step (1) {
// CHECK-NEXT:      "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @negative_trip(%n: index) {
  scf.forall (%i) = (5) to (2) step (1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%n) step (3) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL:  func.func @single_with_outputs(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    "test.use"(%c0, %arg0) : (index, tensor<4xf32>) -> ()
// CHECK-NEXT:    return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @single_with_outputs(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.use"(%i, %o) : (index, tensor<4xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
