// -sccp within functions through `cf` branches, on MLIR's test/Transforms/sccp.mlir cases that
// use func/arith/cf (and unregistered ops), plus `cf.switch` on a constant flag: a constant
// condition or flag takes one successor, and block arguments join only the executable edges.
// The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// No control flow: folds along the straight line.
// CHECK-LABEL:  func.func @no_control_flow(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @no_control_flow(%arg0: i32) -> i32 {
  %cond = arith.constant true
  %cst_1 = arith.constant 1 : i32
  %select = arith.select %cond, %cst_1, %arg0 : i32
  return %select : i32
}

// -----

// A branch whose taken successor cannot be known: the arguments are overdefined.
// CHECK-LABEL:  func.func @simple_control_flow_overdefined(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @simple_control_flow_overdefined(%arg0 : i32, %arg1 : i1) -> i32 {
  %1 = arith.constant 1 : i32
  cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)

^bb1:
  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

// Conflicting constants meet: overdefined.
// CHECK-LABEL:  func.func @simple_control_flow_constant_overdefined(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%c2_i32 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @simple_control_flow_constant_overdefined(%arg0 : i32, %arg1 : i1) -> i32 {
  %1 = arith.constant 1 : i32
  %2 = arith.constant 2 : i32
  cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)

^bb1:
  cf.br ^bb2(%2 : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

// An unknown terminator takes every successor.
// CHECK-LABEL:  func.func @unknown_terminator(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @unknown_terminator(%arg0 : i32, %arg1 : i1) -> i32 {
  %1 = arith.constant 1 : i32
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()

^bb1:
  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

// A loop whose back edge brings values not known at compile time.
// CHECK-LABEL:  func.func private @ext_cond_and_value_fn() -> (i1, i32)
func.func private @ext_cond_and_value_fn() -> (i1, i32)

// CHECK-LABEL:  func.func @simple_loop_overdefined(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1:2 = call @ext_cond_and_value_fn() : () -> (i1, i32)
// CHECK-NEXT:    cf.cond_br %1#0, ^bb1(%1#1 : i32), ^bb2(%1#1 : i32)
// CHECK-NEXT:  ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @simple_loop_overdefined(%arg0 : i32, %cond1 : i1) -> i32 {
  %cst_1 = arith.constant 1 : i32
  cf.cond_br %cond1, ^bb1(%cst_1 : i32), ^bb2(%cst_1 : i32)

^bb1(%iv: i32):
  %cond2, %res = call @ext_cond_and_value_fn() : () -> (i1, i32)
  cf.cond_br %cond2, ^bb1(%res : i32), ^bb2(%res : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

// A constant condition takes one edge: the argument only gets the constant.
// CHECK-LABEL:  func.func @simple_control_flow(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.cond_br %true, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func @simple_control_flow(%arg0 : i32) -> i32 {
  %cond = arith.constant true
  %1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2(%arg0 : i32)

^bb1:
  cf.br ^bb2(%1 : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

// A loop whose back edge brings the same constant.
// CHECK-LABEL:  func.func private @ext_cond_fn() -> i1
// CHECK-LABEL:  func.func @simple_loop(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = call @ext_cond_fn() : () -> i1
// CHECK-NEXT:    cf.cond_br %1, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func private @ext_cond_fn() -> i1

func.func @simple_loop(%arg0 : i32, %cond1 : i1) -> i32 {
  %cst_1 = arith.constant 1 : i32
  cf.cond_br %cond1, ^bb1(%cst_1 : i32), ^bb2(%cst_1 : i32)

^bb1(%iv: i32):
  %cst_0 = arith.constant 0 : i32
  %res = arith.addi %iv, %cst_0 : i32
  %cond2 = call @ext_cond_fn() : () -> i1
  cf.cond_br %cond2, ^bb1(%res : i32), ^bb2(%res : i32)

^bb2(%arg : i32):
  return %arg : i32
}

// -----

// Edges that become executable as the analysis learns: `%iv` stays 1, so the `cmpi` is true and `^bb4` never runs.
// CHECK-LABEL:  func.func private @ext_cond_fn() -> i1
// CHECK-LABEL:  func.func @simple_loop_inner_control_flow(%arg0: i32) -> i32 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb3, ^bb4
// CHECK-NEXT:    %1 = call @ext_cond_fn() : () -> i1
// CHECK-NEXT:    cf.cond_br %1, ^bb5(%c1_i32 : i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.cond_br %true, ^bb3, ^bb4
// CHECK-NEXT:  ^bb3:  // pred: ^bb2
// CHECK-NEXT:    cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    %2 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:    cf.br ^bb1(%2 : i32)
// CHECK-NEXT:  ^bb5(%3: i32):  // pred: ^bb1
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  }
func.func private @ext_cond_fn() -> i1

func.func @simple_loop_inner_control_flow(%arg0 : i32) -> i32 {
  %cst_1 = arith.constant 1 : i32
  cf.br ^bb1(%cst_1 : i32)

^bb1(%iv: i32):
  %cond2 = call @ext_cond_fn() : () -> i1
  cf.cond_br %cond2, ^bb5(%iv : i32), ^bb2

^bb2:
  %cst_20 = arith.constant 20 : i32
  %cond = arith.cmpi ult, %iv, %cst_20 : i32
  cf.cond_br %cond, ^bb3, ^bb4

^bb3:
  %cst_1_2 = arith.constant 1 : i32
  cf.br ^bb1(%cst_1_2 : i32)

^bb4:
  %iv_inc = arith.addi %iv, %cst_1 : i32
  cf.br ^bb1(%iv_inc : i32)

^bb5(%result: i32):
  return %result : i32
}

// -----

// Executable edges are revisited when information changes: `%x` meets true and false.
// CHECK-LABEL:  func.func @recheck_executable_edge(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%false : i1)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%true : i1)
// CHECK-NEXT:  ^bb2(%0: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb3(%0 : i1)
// CHECK-NEXT:  ^bb3(%1: i1):  // pred: ^bb2
// CHECK-NEXT:    return %0, %1 : i1, i1
// CHECK-NEXT:  }
func.func @recheck_executable_edge(%cond0: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.cond_br %cond0, ^bb_1a, ^bb2(%false : i1)
^bb_1a:
  cf.br ^bb2(%true : i1)

^bb2(%x: i1):
  cf.br ^bb3(%x : i1)

^bb3(%y: i1):
  return %x, %y : i1, i1
}

// -----

// A constant switch flag takes its matching case only.
// CHECK-LABEL:  func.func @switch_constant_flag(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:    cf.switch %c42_i32 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg0 : i32),
// CHECK-NEXT:      42: ^bb2(%c1_i32 : i32),
// CHECK-NEXT:      43: ^bb3(%c2_i32 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
// CHECK-NEXT:    return %c1_i32 : i32
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb1(%c1_i32 : i32)
// CHECK-NEXT:  ^bb3(%2: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb1(%2 : i32)
// CHECK-NEXT:  }
func.func @switch_constant_flag(%arg0 : i32) -> i32 {
  %flag = arith.constant 42 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%arg0 : i32),
    42: ^bb2(%c1 : i32),
    43: ^bb3(%c2 : i32)
  ]
^bb1(%x : i32):
  return %x : i32
^bb2(%y : i32):
  cf.br ^bb1(%y : i32)
^bb3(%z : i32):
  cf.br ^bb1(%z : i32)
}

// -----

// A constant switch flag without a matching case takes the default.
// CHECK-LABEL:  func.func @switch_default(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    cf.switch %c7_i32 : i32, [
// CHECK-NEXT:      default: ^bb1(%c2_i32 : i32),
// CHECK-NEXT:      42: ^bb2(%c1_i32 : i32),
// CHECK-NEXT:      43: ^bb2(%arg0 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    return %c2_i32 : i32
// CHECK-NEXT:  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @switch_default(%arg0 : i32) -> i32 {
  %flag = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c2 : i32),
    42: ^bb2(%c1 : i32),
    43: ^bb2(%arg0 : i32)
  ]
^bb1(%x : i32):
  return %x : i32
^bb2(%y : i32):
  return %y : i32
}

// -----

// Several successor slots naming one block: the selected edge is live, so the operands of every slot to that block join (MLIR's liveness is per pair of blocks).
// CHECK-LABEL:  func.func @switch_same_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:    cf.switch %c42_i32 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg0 : i32),
// CHECK-NEXT:      42: ^bb1(%c1_i32 : i32),
// CHECK-NEXT:      43: ^bb1(%c2_i32 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @switch_same_block(%arg0 : i32) -> i32 {
  %flag = arith.constant 42 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%arg0 : i32),
    42: ^bb1(%c1 : i32),
    43: ^bb1(%c2 : i32)
  ]
^bb1(%x : i32):
  return %x : i32
}

// -----

// The successors of an unregistered op with successors execute: the constant in `^bb1` is hoisted and `arith.addi` folds.
// CHECK-LABEL:  func.func @unknown_terminator_successor_executes() -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    "foo.pred"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
func.func @unknown_terminator_successor_executes() -> i32 {
  "foo.pred"() [^bb1] : () -> ()
^bb1:
  %c = arith.constant 0 : i32
  %d = arith.addi %c, %c : i32
  return %d : i32
}
