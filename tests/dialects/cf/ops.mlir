// The `cf` ops in their custom forms, printed back as mlir-opt-19 prints them: branches with
// and without operands, conditional branches to the same or different blocks, switches with
// only a default, with negative and wide case values and with operands per case, and
// assertions. The second RUN line reads the output back, the third checks the generic form
// (successors, `operandSegmentSizes`, `case_values` and `case_operand_segments`).

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func @branches(%a: i32, %b: i64, %flag: i1) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a, %b : i32, i64)
^bb2(%x: i32, %y: i64):
  cf.cond_br %flag, ^bb3(%x : i32), ^bb3(%a : i32)
^bb3(%z: i32):
  cf.cond_br %flag, ^bb4, ^bb5(%y, %z : i64, i32) {my.weight = 3 : i32}
^bb4:
  return %z : i32
^bb5(%u: i64, %v: i32):
  cf.br ^bb1 {my.loop}
}

func.func @switches(%flag: i32, %wide: i64, %a: f32, %b: f32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : f32),
    -1: ^bb2(%b : f32),
    0: ^bb3,
    42: ^bb4(%a, %b : f32, f32)
  ]
^bb2(%x: f32):
  cf.switch %wide : i64, [
    default: ^bb3,
    9223372036854775807: ^bb3,
    -2: ^bb3,
    7: ^bb2(%x : f32)
  ] {my.hint}
^bb3:
  return
^bb4(%p: f32, %q: f32):
  return
}

func.func @asserts(%ok: i1) {
  cf.assert %ok, "expected the condition to hold"
  cf.assert %ok, "quotes \22 and \\ backslashes" {my.note}
  return
}

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  func.func @branches(%arg0: i32, %arg1: i64, %arg2: i1) -> i32 {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:    cf.br ^bb2(%arg0, %arg1 : i32, i64)
// CHECK-NEXT:  ^bb2(%0: i32, %1: i64):  // pred: ^bb1
// CHECK-NEXT:    cf.cond_br %arg2, ^bb3(%0 : i32), ^bb3(%arg0 : i32)
// CHECK-NEXT:  ^bb3(%2: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:    cf.cond_br %arg2, ^bb4, ^bb5(%1, %2 : i64, i32) {my.weight = 3 : i32}
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  ^bb5(%3: i64, %4: i32):  // pred: ^bb3
// CHECK-NEXT:    cf.br ^bb1 {my.loop}
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @switches(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2(%arg2 : f32),
// CHECK-NEXT:      4294967295: ^bb2(%arg3 : f32),
// CHECK-NEXT:      0: ^bb3,
// CHECK-NEXT:      42: ^bb4(%arg2, %arg3 : f32, f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2(%0: f32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT:    cf.switch %arg1 : i64, [
// CHECK-NEXT:      default: ^bb3,
// CHECK-NEXT:      9223372036854775807: ^bb3,
// CHECK-NEXT:      18446744073709551614: ^bb3,
// CHECK-NEXT:      7: ^bb2(%0 : f32)
// CHECK-NEXT:    ] {my.hint}
// CHECK-NEXT:  ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb4(%1: f32, %2: f32):  // pred: ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @asserts(%arg0: i1) {
// CHECK-NEXT:    cf.assert %arg0, "expected the condition to hold"
// CHECK-NEXT:    cf.assert %arg0, "quotes \22 and \\ backslashes" {my.note}
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// GENERIC-NOT:{{.}}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i64, i1) -> i32, sym_name = "branches"}> ({
// GENERIC-NEXT:  ^bb0(%arg5: i32, %arg6: i64, %arg7: i1):
// GENERIC-NEXT:    "cf.br"()[^bb1] : () -> ()
// GENERIC-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb5
// GENERIC-NEXT:    "cf.br"(%arg5, %arg6)[^bb2] : (i32, i64) -> ()
// GENERIC-NEXT:  ^bb2(%3: i32, %4: i64):  // pred: ^bb1
// GENERIC-NEXT:    "cf.cond_br"(%arg7, %3, %arg5)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
// GENERIC-NEXT:  ^bb3(%5: i32):  // 2 preds: ^bb2, ^bb2
// GENERIC-NEXT:    "cf.cond_br"(%arg7, %4, %5)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 2>}> {my.weight = 3 : i32} : (i1, i64, i32) -> ()
// GENERIC-NEXT:  ^bb4:  // pred: ^bb3
// GENERIC-NEXT:    "func.return"(%5) : (i32) -> ()
// GENERIC-NEXT:  ^bb5(%6: i64, %7: i32):  // pred: ^bb3
// GENERIC-NEXT:    "cf.br"()[^bb1] {my.loop} : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i64, f32, f32) -> (), sym_name = "switches"}> ({
// GENERIC-NEXT:  ^bb0(%arg1: i32, %arg2: i64, %arg3: f32, %arg4: f32):
// GENERIC-NEXT:    "cf.switch"(%arg1)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb0
// GENERIC-NEXT:    "cf.switch"(%arg1, %arg3, %arg4, %arg3, %arg4)[^bb2, ^bb2, ^bb3, ^bb4] <{case_operand_segments = array<i32: 1, 0, 2>, case_values = dense<[-1, 0, 42]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, f32, f32, f32) -> ()
// GENERIC-NEXT:  ^bb2(%0: f32):  // 3 preds: ^bb1, ^bb1, ^bb2
// GENERIC-NEXT:    "cf.switch"(%arg2, %0)[^bb3, ^bb3, ^bb3, ^bb2] <{case_operand_segments = array<i32: 0, 0, 1>, case_values = dense<[9223372036854775807, -2, 7]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 1>}> {my.hint} : (i64, f32) -> ()
// GENERIC-NEXT:  ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  ^bb4(%1: f32, %2: f32):  // pred: ^bb1
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i1) -> (), sym_name = "asserts"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i1):
// GENERIC-NEXT:    "cf.assert"(%arg0) <{msg = "expected the condition to hold"}> : (i1) -> ()
// GENERIC-NEXT:    "cf.assert"(%arg0) <{msg = "quotes \22 and \\ backslashes"}> {my.note} : (i1) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-EMPTY:
// GENERIC-NOT:{{.}}
