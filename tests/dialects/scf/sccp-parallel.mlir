// -sccp through `scf.parallel` and `scf.forall` (their RegionBranchOpInterface, and that of
// `scf.reduce`, as MLIR 19 declares them): the loop bodies are live, so constants fold in them
// and in the reduction regions; the induction variables, shared outputs, reduction arguments
// and the loops' results receive no value along the edges and stay unknown. The expectations
// are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @parallel_body_is_live(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:      memref.store %c2_i32, %arg3[%arg4] : memref<?xi32>
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @parallel_body_is_live(%lb: index, %ub: index, %s: index, %m: memref<?xi32>) {
  %c1 = arith.constant 1 : i32
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %x = arith.addi %c1, %c1 : i32
    memref.store %x, %m[%i] : memref<?xi32>
  }
  return
}

// -----

// CHECK-LABEL:  func.func @parallel_results_and_arguments_are_unknown(%arg0: index, %arg1: index, %arg2: index) -> (i32, index) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = scf.parallel (%arg3) = (%arg0) to (%arg0) step (%arg2) init (%c0_i32) -> i32 {
// CHECK-NEXT:      scf.reduce(%c1_i32 : i32) {
// CHECK-NEXT:      ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:        %2 = arith.addi %arg4, %c2_i32 : i32
// CHECK-NEXT:        scf.reduce.return %2 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) init (%arg0) -> index {
// CHECK-NEXT:      %2 = arith.addi %arg3, %c0 : index
// CHECK-NEXT:      scf.reduce(%2 : index) {
// CHECK-NEXT:      ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:        scf.reduce.return %arg4 : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1 : i32, index
// CHECK-NEXT:  }
func.func @parallel_results_and_arguments_are_unknown(%lb: index, %ub: index, %s: index) -> (i32, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%s) init (%c0) -> i32 {
    scf.reduce(%c1 : i32) {
    ^bb0(%a: i32, %b: i32):
      %k = arith.addi %c1, %c1 : i32
      %t = arith.addi %a, %k : i32
      scf.reduce.return %t : i32
    }
  }
  %j = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%lb) -> index {
    %c0i = arith.constant 0 : index
    %v = arith.addi %i, %c0i : index
    scf.reduce(%v : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return %r, %j : i32, index
}

// -----

// CHECK-LABEL:  func.func @forall_body_is_live(%arg0: index, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<4xi32>) {
// CHECK-NEXT:      "test.use"(%c4_i32, %arg2, %arg3) : (i32, index, tensor<4xi32>) -> ()
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<4xi32>
// CHECK-NEXT:  }
func.func @forall_body_is_live(%n: index, %t: tensor<4xi32>) -> tensor<4xi32> {
  %c2 = arith.constant 2 : i32
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xi32>) {
    %x = arith.muli %c2, %c2 : i32
    "test.use"(%x, %i, %o) : (i32, index, tensor<4xi32>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xi32>
}
