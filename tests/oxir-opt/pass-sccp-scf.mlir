// -sccp through `scf` ops (their RegionBranchOpInterface): on MLIR's
// test/Transforms/sccp-structured.mlir cases for `scf.if`, `scf.for` and `scf.while`, plus
// `scf.execute_region` and `scf.index_switch`. A constant condition or switch argument enters
// one region; values join along the edges from the op to its regions and from their
// terminators back. The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// A constant condition enters one region: the result is that region's constant.
// CHECK-LABEL:  func.func @simple(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @simple(%arg0 : i32) -> i32 {
  %cond = arith.constant true
  %res = scf.if %cond -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %res : i32
}

// -----

// Both regions yield the same constant.
// CHECK-LABEL:  func.func @simple_both_same(%arg0: i1) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @simple_both_same(%cond : i1) -> i32 {
  %res = scf.if %cond -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.constant 1 : i32
    scf.yield %2 : i32
  }
  return %res : i32
}

// -----

// An unknown condition and a non-constant yield: overdefined.
// CHECK-LABEL:  func.func @overdefined_unknown_condition(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %c1_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @overdefined_unknown_condition(%cond : i1, %arg0 : i32) -> i32 {
  %res = scf.if %cond -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    scf.yield %arg0 : i32
  }
  return %res : i32
}

// -----

// Both regions yield different constants: overdefined.
// CHECK-LABEL:  func.func @overdefined_different_constants(%arg0: i1) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %c1_i32 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %c2_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @overdefined_different_constants(%cond : i1) -> i32 {
  %res = scf.if %cond -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.constant 2 : i32
    scf.yield %2 : i32
  }
  return %res : i32
}

// -----

// The iteration argument stays 0 around the loop (0 + 0), and so does the result.
// CHECK-LABEL:  func.func @simple_loop(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @simple_loop(%arg0 : index, %arg1 : index, %arg2 : index) -> i32 {
  %s0 = arith.constant 0 : i32
  %result = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0) -> (i32) {
    %sn = arith.addi %si, %si : i32
    scf.yield %sn : i32
  }
  return %result : i32
}

// -----

// The iteration argument doubles: overdefined.
// CHECK-LABEL:  func.func @loop_overdefined(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c1_i32) -> (i32) {
// CHECK-NEXT:      %1 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @loop_overdefined(%arg0 : index, %arg1 : index, %arg2 : index) -> i32 {
  %s0 = arith.constant 1 : i32
  %result = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %s0) -> (i32) {
    %sn = arith.addi %si, %si : i32
    scf.yield %sn : i32
  }
  return %result : i32
}

// -----

// The inner `scf.if` only takes its `then` region while the iteration argument is 1.
// CHECK-LABEL:  func.func @loop_inner_control_flow(%arg0: index, %arg1: index, %arg2: index) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @loop_inner_control_flow(%arg0 : index, %arg1 : index, %arg2 : index) -> i32 {
  %cst_1 = arith.constant 1 : i32
  %result = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%si = %cst_1) -> (i32) {
    %cst_20 = arith.constant 20 : i32
    %cond = arith.cmpi ult, %si, %cst_20 : i32
    %inner_res = scf.if %cond -> (i32) {
      %1 = arith.constant 1 : i32
      scf.yield %1 : i32
    } else {
      %si_inc = arith.addi %si, %cst_1 : i32
      scf.yield %si_inc : i32
    }
    scf.yield %inner_res : i32
  }
  return %result : i32
}

// -----

// `scf.condition` passes its operands after the condition to the `after` region and the results.
// CHECK-LABEL:  func.func @loop_region_branch_terminator_op(%arg0: i32) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop_region_branch_terminator_op(%arg1 : i32) {
  %c2_i32 = arith.constant 2 : i32
   %0 = scf.while (%arg2 = %c2_i32) : (i32) -> (i32) {
    %1 = arith.cmpi sgt, %arg1, %arg2 : i32
    scf.condition(%1) %arg2 : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  return
}

// -----

// The `after` region and the results receive the operands of `scf.condition`, fewer than the inits.
// CHECK-LABEL:  func.func @while_loop_different_arg_count() -> index {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = scf.while (%arg0 = %c0, %arg1 = %c1) : (index, index) -> index {
// CHECK-NEXT:      scf.condition(%true) %c1 : index
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg0: index):
// CHECK-NEXT:      scf.yield %c0, %c1 : index, index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @while_loop_different_arg_count() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.while (%arg3 = %c0, %arg4 = %c1) : (index, index) -> index {
    %1 = arith.cmpi slt, %arg3, %c1 : index
    scf.condition(%1) %arg4 : index
  } do {
  ^bb0(%arg3: index):
    %1 = arith.muli %arg3, %c1 : index
    scf.yield %c0, %1 : index, index
  }
  return %0 : index
}

// -----

// A condition known false never enters the `after` region: the result is the init value.
// CHECK-LABEL:  func.func @while_loop_false_condition(%arg0: index) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0 : index
// CHECK-NEXT:  }
func.func @while_loop_false_condition(%arg0 : index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.muli %arg0, %c0 : index
  %1 = scf.while (%arg1 = %0) : (index) -> index {
    %2 = arith.cmpi slt, %arg1, %c0 : index
    scf.condition(%2) %arg1 : index
  } do {
  ^bb0(%arg2 : index):
    %3 = arith.addi %arg2, %c1 : index
    scf.yield %3 : index
  }
  func.return %1 : index
}

// -----

// An `scf.if` on false and no `else` skips its region; an `scf.execute_region` (kept: it has unknown effects) with unstructured control flow inside.
// CHECK-LABEL:  func.func @if_without_else(%arg0: i1) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    scf.if %false {
// CHECK-NEXT:      "test.unreachable"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %0 = scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %arg0, ^bb1(%c1_i32 : i32), ^bb2
// CHECK-NEXT:    ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:      scf.yield %c2_i32 : i32
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      scf.yield %c2_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %c2_i32 : i32
// CHECK-NEXT:  }
func.func @if_without_else(%cond : i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %false = arith.constant false
  scf.if %false {
    "test.unreachable"(%c1) : (i32) -> ()
  }
  %r = scf.execute_region -> i32 {
    %c2 = arith.constant 2 : i32
    cf.cond_br %cond, ^bb1(%c1 : i32), ^bb2
  ^bb1(%x : i32):
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  ^bb2:
    scf.yield %c2 : i32
  }
  return %r : i32
}

// -----

// A constant `scf.index_switch` argument enters the matching case, or the default.
// CHECK-LABEL:  func.func @index_switch_constant(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    return %c1_i32, %c3_i32 : i32, i32
// CHECK-NEXT:  }
func.func @index_switch_constant(%arg0 : i32) -> (i32, i32) {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : i32
  %a = scf.index_switch %c5 -> i32
  case 2 {
    scf.yield %arg0 : i32
  }
  case 5 {
    scf.yield %c1 : i32
  }
  default {
    scf.yield %arg0 : i32
  }
  %c7 = arith.constant 7 : index
  %b = scf.index_switch %c7 -> i32
  case 2 {
    scf.yield %arg0 : i32
  }
  default {
    %c3 = arith.constant 3 : i32
    scf.yield %c3 : i32
  }
  return %a, %b : i32, i32
}

// -----

// An unknown argument enters every region.
// CHECK-LABEL:  func.func @index_switch_unknown(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @index_switch_unknown(%i : index, %arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = scf.index_switch %i -> i32
  case 2 {
    scf.yield %c1 : i32
  }
  default {
    %c1b = arith.constant 1 : i32
    scf.yield %c1b : i32
  }
  return %a : i32
}
