// -loop-invariant-code-motion through the LoopLikeOpInterface of `scf.for`, `scf.while` (both
// regions are the loop), `scf.parallel` and `scf.forall`, and the speculatability of the ops in
// them, as MLIR 19 gives it: `scf.for` is speculatable (with what it holds) only with the
// constant step 1, `scf.if` and `scf.execute_region` never; `arith` divisions only by a constant
// that cannot trap (not 0, nor -1 when signed), `memref.dim` only of a constant dimension below
// a known rank. The division and `memref.dim` cases are those of MLIR's
// `mlir/test/Transforms/loop-invariant-code-motion.mlir`. The expectations are mlir-opt-19's
// output, checked against both tools.
// RUN: oxir-opt -loop-invariant-code-motion -split-input-file %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -loop-invariant-code-motion -split-input-file %s | FileCheck %s --match-full-lines --strict-whitespace

// CHECK-LABEL:  func.func @for_steps_and_nested_regions(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %0 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT:    %1 = arith.muli %arg3, %arg4 : index
// CHECK-NEXT:    scf.for %arg5 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %2 = arith.addi %arg3, %arg3 : index
// CHECK-NEXT:    scf.for %arg5 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT:      scf.for %arg6 = %arg1 to %arg2 step %c2 {
// CHECK-NEXT:      }
// CHECK-NEXT:      %3 = scf.if %arg0 -> (index) {
// CHECK-NEXT:        %5 = arith.subi %arg3, %arg4 : index
// CHECK-NEXT:        scf.yield %5 : index
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %arg3 : index
// CHECK-NEXT:      }
// CHECK-NEXT:      %4 = scf.execute_region -> index {
// CHECK-NEXT:        scf.yield %arg3 : index
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.while : () -> () {
// CHECK-NEXT:        scf.condition(%true)
// CHECK-NEXT:      } do {
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @for_carried_values(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT:    %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c0_i32) -> (i32) {
// CHECK-NEXT:      %2 = arith.addi %arg5, %0 : i32
// CHECK-NEXT:      %3 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT:      %4 = arith.addi %2, %3 : i32
// CHECK-NEXT:      scf.yield %4 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @while_carried_values(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %1 = arith.muli %arg1, %c2_i32 : i32
// CHECK-NEXT:    %2 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      %3 = arith.cmpi slt, %arg2, %0 : i32
// CHECK-NEXT:      scf.condition(%3) %arg2 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i32):
// CHECK-NEXT:      %3 = arith.addi %arg2, %1 : i32
// CHECK-NEXT:      scf.yield %3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @for_steps_and_nested_regions(%cond: i1, %lb: index, %ub: index, %a: index, %b: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c2 {
      %x = arith.addi %a, %b : index
    }
    scf.for %j = %lb to %ub step %c1 {
      %y = arith.muli %a, %b : index
    }
    %z = scf.if %cond -> index {
      %w = arith.subi %a, %b : index
      scf.yield %w : index
    } else {
      scf.yield %a : index
    }
    %r = scf.execute_region -> index {
      scf.yield %a : index
    }
    scf.while : () -> () {
      %t = arith.constant true
      scf.condition(%t)
    } do {
      %q = arith.addi %a, %a : index
      scf.yield
    }
  }
  return
}

func.func @for_carried_values(%lb: index, %ub: index, %step: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> i32 {
    %inv = arith.muli %a, %a : i32
    %sum = arith.addi %acc, %inv : i32
    %cast = arith.index_cast %i : index to i32
    %next = arith.addi %sum, %cast : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @while_carried_values(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %inv = arith.addi %a, %n : i32
    %c = arith.cmpi slt, %x, %inv : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %two = arith.constant 2 : i32
    %inv2 = arith.muli %n, %two : i32
    %next = arith.addi %y, %inv2 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL:  func.func @parallel_and_forall(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<?xf32>, %arg5: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT:    %1 = arith.addf %0, %arg3 : f32
// CHECK-NEXT:    scf.parallel (%arg6, %arg7) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %c1) {
// CHECK-NEXT:      scf.for %arg8 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:        memref.store %1, %arg4[%arg8] : memref<?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.negf %arg3 : f32
// CHECK-NEXT:    %3 = scf.forall (%arg6) in (8) shared_outs(%arg7 = %arg5) -> (tensor<8xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %4 = arith.subf %arg3, %arg3 : f32
// CHECK-NEXT:    scf.forall (%arg6, %arg7) = (%arg0, 0) to (%arg1, 4) step (%arg2, 2) {
// CHECK-NEXT:      %5 = arith.addi %arg6, %arg7 : index
// CHECK-NEXT:      memref.store %4, %arg4[%5] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %3 : tensor<8xf32>
// CHECK-NEXT:  }
func.func @parallel_and_forall(%lb: index, %ub: index, %s: index, %a: f32, %m: memref<?xf32>, %t: tensor<8xf32>) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %c1) {
    %x = arith.mulf %a, %a : f32
    scf.for %k = %lb to %ub step %c1 {
      %y = arith.addf %x, %a : f32
      memref.store %y, %m[%k] : memref<?xf32>
    }
  }
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %x = arith.negf %a : f32
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i, %j) = (%lb, 0) to (%ub, 4) step (%s, 2) {
    %x = arith.subf %a, %a : f32
    %idx = arith.addi %i, %j : index
    memref.store %x, %m[%idx] : memref<?xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL:  func.func @speculate_memref_dim_unknown_rank_unknown_dim(%arg0: memref<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %dim = memref.dim %arg0, %arg1 : memref<*xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_memref_dim_known_rank_unknown_dim(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %dim = memref.dim %arg0, %arg1 : memref<?x?x?x?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_memref_dim_unknown_rank_known_dim(%arg0: memref<*xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %dim = memref.dim %arg0, %c0 : memref<*xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_memref_dim_known_rank_known_dim_inbounds(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @speculate_memref_dim_unknown_rank_unknown_dim(
    %t: memref<*xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %dim_idx : memref<*xf32>
  }
  return
}

func.func @speculate_memref_dim_known_rank_unknown_dim(
    %t: memref<?x?x?x?xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %dim_idx : memref<?x?x?x?xf32>
  }
  return
}

func.func @speculate_memref_dim_unknown_rank_known_dim(
    %t: memref<*xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c0 : memref<*xf32>
  }
  return
}

func.func @speculate_memref_dim_known_rank_known_dim_inbounds(
    %t: memref<?x?x?x?xf32>, %dim_idx: index, %lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %step {
    %val = memref.dim %t, %c1 : memref<?x?x?x?xf32>
  }
  return
}

// -----

// CHECK-LABEL:  func.func @speculate_memref_dim_known_rank_known_dim_inbounds() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c22 = arith.constant 22 : index
// CHECK-NEXT:    %alloc = memref.alloc(%c22) : memref<?xi1>
// CHECK-NEXT:    %dim = memref.dim %alloc, %c0 : memref<?xi1>
// CHECK-NEXT:    scf.for %arg0 = %c0 to %c22 step %c1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @speculate_memref_dim_known_rank_known_dim_inbounds() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c22 = arith.constant 22 : index
  %alloc = memref.alloc(%c22) : memref<?xi1>
  scf.for %arg4 = %c0 to %c22 step %c1 {
    %dim = memref.dim %alloc, %c0 : memref<?xi1>
  }
  return
}

// -----

// CHECK-LABEL:  func.func @no_speculate_memref_dim_known_rank_known_dim_out_of_bounds() {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c22 = arith.constant 22 : index
// CHECK-NEXT:    %alloc = memref.alloc(%c22) : memref<?xi1>
// CHECK-NEXT:    scf.for %arg0 = %c0 to %c22 step %c1 {
// CHECK-NEXT:      %dim = memref.dim %alloc, %c1 : memref<?xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_speculate_memref_dim_known_rank_known_dim_out_of_bounds() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c22 = arith.constant 22 : index
  %alloc = memref.alloc(%c22) : memref<?xi1>
  scf.for %arg4 = %c0 to %c22 step %c1 {
    %dim = memref.dim %alloc, %c1 : memref<?xi1>
  }
  return
}

// -----

// CHECK-LABEL:  func.func @no_speculate_divui(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_divsi(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_ceildivui(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_ceildivsi(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_divui_const(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:      %0 = arith.divui %arg0, %c0_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_divui_const(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.divui %arg0, %c5_i32 : i32
// CHECK-NEXT:    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_ceildivui_const(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:      %0 = arith.ceildivui %arg0, %c0_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_ceildivui_const(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.ceildivui %arg0, %c5_i32 : i32
// CHECK-NEXT:    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_divsi_const0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.divsi %arg0, %c0_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_divsi_const_minus1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_divsi_const(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.divsi %arg0, %c5_i32 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_ceildivsi_const0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.ceildivsi %arg0, %c0_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @no_speculate_ceildivsi_const_minus1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:      %0 = arith.ceildivsi %arg0, %c-1_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-LABEL:  func.func @speculate_ceildivsi_const(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.ceildivsi %arg0, %c5_i32 : i32
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @no_speculate_divui(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = arith.divui %num, %denom : i32
  }
  return
}

func.func @no_speculate_divsi(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = arith.divsi %num, %denom : i32
  }
  return
}

func.func @no_speculate_ceildivui(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivui %num, %denom : i32
  }
  return
}

func.func @no_speculate_ceildivsi(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivsi %num, %denom : i32
  }
  return
}

func.func @no_speculate_divui_const(%num: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.divui %num, %c0 : i32
  }
  return
}

func.func @speculate_divui_const(
    %num: i32, %lb: index, %ub: index, %step: index) {
  %c5 = arith.constant 5 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.divui %num, %c5 : i32
  }
  return
}

func.func @no_speculate_ceildivui_const(%num: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivui %num, %c0 : i32
  }
  return
}

func.func @speculate_ceildivui_const(
    %num: i32, %lb: index, %ub: index, %step: index) {
  %c5 = arith.constant 5 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivui %num, %c5 : i32
  }
  return
}

func.func @no_speculate_divsi_const0(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.divsi %num, %c0 : i32
  }
  return
}

func.func @no_speculate_divsi_const_minus1(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.divsi %num, %cm1 : i32
  }
  return
}

func.func @speculate_divsi_const(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %c5 = arith.constant 5 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.divsi %num, %c5 : i32
  }
  return
}

func.func @no_speculate_ceildivsi_const0(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivsi %num, %c0 : i32
  }
  return
}

func.func @no_speculate_ceildivsi_const_minus1(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivsi %num, %cm1 : i32
  }
  return
}

func.func @speculate_ceildivsi_const(
    %num: i32, %denom: i32, %lb: index, %ub: index, %step: index) {
  %c5 = arith.constant 5 : i32
  scf.for %i = %lb to %ub step %step {
    %val = arith.ceildivsi %num, %c5 : i32
  }
  return
}
