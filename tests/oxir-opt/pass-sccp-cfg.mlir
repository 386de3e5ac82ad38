// -sccp within functions, on MLIR's test/Transforms/sccp.mlir cases whose outcome does not
// depend on seeing through `cf` branches (cf's ops do not implement BranchOpInterface yet, so
// their successors are all taken with overdefined arguments; see docs/passes/sccp.md). The
// expectations are mlir-opt-19's output, checked against both tools.
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
