// The canonicalization patterns of `cf.switch` (MLIR 19's `ControlFlowOps.cpp`), on the switch
// cases of MLIR's test/Dialect/ControlFlow/canonicalize.mlir plus a switch whose cases all
// match its default. The expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(canonicalize{test-convergence}))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(func.func(canonicalize{test-convergence}))" -split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// A switch with only a default is a branch.
// CHECK-LABEL:  func.func @switch_only_default(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%arg1 : f32)
// CHECK-NEXT:  ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_only_default(%flag : i32, %caseOperand0 : f32) {
  "foo.pred"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
}

// -----

// Cases going where the default goes, with its operands, are dropped.
// CHECK-LABEL:  func.func @switch_case_matching_default(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2(%arg1 : f32),
// CHECK-NEXT:      10: ^bb3(%arg2 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  ^bb3(%1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb3Terminator"(%1) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_case_matching_default(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3] : () -> ()
  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32),
      42: ^bb2(%caseOperand0 : f32),
      10: ^bb3(%caseOperand1 : f32),
      17: ^bb2(%caseOperand0 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
  ^bb3(%bb3Arg : f32):
    "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
}

// -----

// When every case matches the default, the switch loses its case values and becomes a branch.
// CHECK-LABEL:  func.func @switch_all_cases_matching_default(%arg0: i8, %arg1: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%arg1 : f32)
// CHECK-NEXT:  ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_all_cases_matching_default(%flag : i8, %caseOperand0 : f32) {
  "foo.pred"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    cf.switch %flag : i8, [
      default: ^bb2(%caseOperand0 : f32),
      -3: ^bb2(%caseOperand0 : f32),
      255: ^bb2(%caseOperand0 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
}

// -----

// A constant flag without a matching case takes the default.
// CHECK-LABEL:  func.func @switch_on_const_no_match(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2(%arg0 : f32)
// CHECK-NEXT:  ^bb2(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb3Terminator"(%1) : (f32) -> ()
// CHECK-NEXT:  ^bb4(%2: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb4Terminator"(%2) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_on_const_no_match(%caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
  ^bb1:
    %c0_i32 = arith.constant 0 : i32
    cf.switch %c0_i32 : i32, [
      default: ^bb2(%caseOperand0 : f32),
      -1: ^bb3(%caseOperand1 : f32),
      1: ^bb4(%caseOperand2 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
  ^bb3(%bb3Arg : f32):
    "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// A constant flag with a matching case takes it.
// CHECK-LABEL:  func.func @switch_on_const_with_match(%arg0: f32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb4(%arg2 : f32)
// CHECK-NEXT:  ^bb2(%0: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb2Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb3Terminator"(%1) : (f32) -> ()
// CHECK-NEXT:  ^bb4(%2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb4Terminator"(%2) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_on_const_with_match(%caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
  ^bb1:
    %c0_i32 = arith.constant 1 : i32
    cf.switch %c0_i32 : i32, [
      default: ^bb2(%caseOperand0 : f32),
      -1: ^bb3(%caseOperand1 : f32),
      1: ^bb4(%caseOperand2 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    "foo.bb2Terminator"(%bb2Arg) : (f32) -> ()
  ^bb3(%bb3Arg : f32):
    "foo.bb3Terminator"(%bb3Arg) : (f32) -> ()
  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
}

// -----

// Cases and the default skip blocks that only branch on.
// CHECK-LABEL:  func.func @switch_passthrough(%arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb5(%arg1 : f32),
// CHECK-NEXT:      43: ^bb6(%arg2 : f32),
// CHECK-NEXT:      44: ^bb4(%arg3 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2(%0: f32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb5(%0 : f32)
// CHECK-NEXT:  ^bb3(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb6(%1 : f32)
// CHECK-NEXT:  ^bb4(%2: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb4Terminator"(%2) : (f32) -> ()
// CHECK-NEXT:  ^bb5(%3: f32):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:    "foo.bb5Terminator"(%3) : (f32) -> ()
// CHECK-NEXT:  ^bb6(%4: f32):  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT:    "foo.bb6Terminator"(%4) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_passthrough(%flag : i32,
                         %caseOperand0 : f32,
                         %caseOperand1 : f32,
                         %caseOperand2 : f32,
                         %caseOperand3 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()

  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2(%caseOperand0 : f32),
      43: ^bb3(%caseOperand1 : f32),
      44: ^bb4(%caseOperand2 : f32)
    ]
  ^bb2(%bb2Arg : f32):
    cf.br ^bb5(%bb2Arg : f32)
  ^bb3(%bb3Arg : f32):
    cf.br ^bb6(%bb3Arg : f32)
  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()
  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
  ^bb6(%bb6Arg : f32):
    "foo.bb6Terminator"(%bb6Arg) : (f32) -> ()
}

// -----

// Reached through case 42 of a switch on the same flag: the flag is 42.
// CHECK-LABEL:  func.func @switch_from_switch_with_same_value_with_match(%arg0: i32, %arg1: f32, %arg2: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb4, ^bb5] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      42: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"() : () -> ()
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    "foo.op"() : () -> ()
// CHECK-NEXT:    cf.br ^bb5(%arg2 : f32)
// CHECK-NEXT:  ^bb4(%0: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb4Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  ^bb5(%1: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:    "foo.bb5Terminator"(%1) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_from_switch_with_same_value_with_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb4, ^bb5] : () -> ()

  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2,
      42: ^bb3
    ]

  ^bb2:
    "foo.bb2Terminator"() : () -> ()
  ^bb3:
    "foo.op"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      42: ^bb5(%caseOperand1 : f32)
    ]

  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()

  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()
}

// -----

// Reached through case 42 of a switch on the same flag, without a case 42: the default.
// CHECK-LABEL:  func.func @switch_from_switch_with_same_value_no_match(%arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      42: ^bb3
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"() : () -> ()
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    "foo.op"() : () -> ()
// CHECK-NEXT:    cf.br ^bb4(%arg1 : f32)
// CHECK-NEXT:  ^bb4(%0: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:    "foo.bb4Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  ^bb5(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb5Terminator"(%1) : (f32) -> ()
// CHECK-NEXT:  ^bb6(%2: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb6Terminator"(%2) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_from_switch_with_same_value_no_match(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()

  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb2,
      42: ^bb3
    ]

  ^bb2:
    "foo.bb2Terminator"() : () -> ()
  ^bb3:
    "foo.op"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      0: ^bb5(%caseOperand1 : f32),
      43: ^bb6(%caseOperand2 : f32)
    ]

  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()

  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()

  ^bb6(%bb6Arg : f32):
    "foo.bb6Terminator"(%bb6Arg) : (f32) -> ()
}

// -----

// Reached through the default of a switch on the same flag: case 42 cannot be taken.
// CHECK-LABEL:  func.func @switch_from_switch_default_with_same_value(%arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32) {
// CHECK-NEXT:    "foo.pred"()[^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      42: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "foo.bb2Terminator"() : () -> ()
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    "foo.op"() : () -> ()
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb4(%arg1 : f32),
// CHECK-NEXT:      43: ^bb6(%arg3 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb4(%0: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:    "foo.bb4Terminator"(%0) : (f32) -> ()
// CHECK-NEXT:  ^bb5(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    "foo.bb5Terminator"(%1) : (f32) -> ()
// CHECK-NEXT:  ^bb6(%2: f32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:    "foo.bb6Terminator"(%2) : (f32) -> ()
// CHECK-NEXT:  }
func.func @switch_from_switch_default_with_same_value(%flag : i32, %caseOperand0 : f32, %caseOperand1 : f32, %caseOperand2 : f32) {
  "foo.pred"() [^bb1, ^bb2, ^bb4, ^bb5, ^bb6] : () -> ()

  ^bb1:
    cf.switch %flag : i32, [
      default: ^bb3,
      42: ^bb2
    ]

  ^bb2:
    "foo.bb2Terminator"() : () -> ()
  ^bb3:
    "foo.op"() : () -> ()
    cf.switch %flag : i32, [
      default: ^bb4(%caseOperand0 : f32),
      42: ^bb5(%caseOperand1 : f32),
      43: ^bb6(%caseOperand2 : f32)
    ]

  ^bb4(%bb4Arg : f32):
    "foo.bb4Terminator"(%bb4Arg) : (f32) -> ()

  ^bb5(%bb5Arg : f32):
    "foo.bb5Terminator"(%bb5Arg) : (f32) -> ()

  ^bb6(%bb6Arg : f32):
    "foo.bb6Terminator"(%bb6Arg) : (f32) -> ()
}
