// `scf.forall` in its custom forms, printed back as mlir-opt-19 prints them: normalized loops
// (`in (...)`, mixing operands and constants), loops with lower bounds and steps (printed in
// the normalized form when those are the constants 0 and 1, operands defined by
// `arith.constant` included, as MLIR does), shared outputs with one and two results, the
// `scf.forall.in_parallel` of a loop without results written and left out, `mapping` and other
// attributes, nested loops. The second RUN line reads the output back, the third checks the
// generic form (static lists, segment sizes, the implicit terminator and its empty block).

// RUN: oxir-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect | oxir-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace

func.func @normalized(%n: index, %m: index) {
  scf.forall (%i, %j) in (%n, 8) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) in (%m) {
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @bounds(%lb: index, %ub: index, %s: index) {
  scf.forall (%i, %j) = (%lb, 2) to (%ub, 10) step (%s, 4) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (%ub) step (1) {
  }
  return
}

func.func @shared_outs(%a: tensor<4xf32>, %b: tensor<?x8xi32>, %n: index) -> (tensor<4xf32>, tensor<?x8xi32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %a, %p = %b) -> (tensor<4xf32>, tensor<?x8xi32>) {
    "test.use"(%o, %p) : (tensor<4xf32>, tensor<?x8xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  %s = scf.forall (%i) = (1) to (5) step (2) shared_outs(%o = %a) -> tensor<4xf32> {
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<?x8xi32>
}

func.func @attributes(%n: index) {
  scf.forall (%i, %j) in (4, %n) {
    scf.forall (%k) in (2) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
    } {mapping = [#gpu.thread<x>]}
  } {mapping = [#gpu.block<y>, #gpu.block<x>], test.tag = "outer"}
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @normalized(%arg0: index, %arg1: index) {
// CHECK-NEXT:    scf.forall (%arg2, %arg3) in (%arg0, 8) {
// CHECK-NEXT:      "test.use"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @bounds(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:    scf.forall (%arg3, %arg4) = (%arg0, 2) to (%arg1, 10) step (%arg2, 4) {
// CHECK-NEXT:      "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT:      "test.use"(%arg3) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @shared_outs(%arg0: tensor<4xf32>, %arg1: tensor<?x8xi32>, %arg2: index) -> (tensor<4xf32>, tensor<?x8xi32>) {
// CHECK-NEXT:    %0:2 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg0, %arg5 = %arg1) -> (tensor<4xf32>, tensor<?x8xi32>) {
// CHECK-NEXT:      "test.use"(%arg4, %arg5) : (tensor<4xf32>, tensor<?x8xi32>) -> ()
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.forall (%arg3) = (1) to (5) step (2) shared_outs(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : tensor<4xf32>, tensor<?x8xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @attributes(%arg0: index) {
// CHECK-NEXT:    scf.forall (%arg1, %arg2) in (4, %arg0) {
// CHECK-NEXT:      scf.forall (%arg3) in (2) {
// CHECK-NEXT:        "test.use"(%arg1, %arg2, %arg3) : (index, index, index) -> ()
// CHECK-NEXT:      } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:    } {mapping = [#gpu.block<y>, #gpu.block<x>], test.tag = "outer"}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:    "scf.forall"(%arg19) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// GENERIC:      "scf.forall.in_parallel"() ({
// GENERIC:      ^bb0:
// GENERIC:    "scf.forall"(%arg20) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC:      "scf.forall.in_parallel"() ({
// GENERIC:      ^bb0:
// GENERIC:    "scf.forall"(%arg12, %arg13, %arg14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 2>, staticStep = array<i64: -9223372036854775808, 4>, staticUpperBound = array<i64: -9223372036854775808, 10>}> ({
// GENERIC:      "scf.forall.in_parallel"() ({
// GENERIC:    %0:2 = "scf.forall"(%arg6, %arg4, %arg5) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC:    "scf.forall"(%arg0) <{mapping = [#gpu.block<y>, #gpu.block<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
