// print-op-stats counts the ops under the op it runs on, the op included, and prints the
// counts sorted by name, as a table aligned on the dialect or, with `json`, as a JSON object; on
// functions, one table per function, in IR order with and without threads. The expectations
// are mlir-opt-19's output, checked against both tools (mlir-opt-19 without threads, so that
// its output is in IR order).
// RUN: oxir-opt %s -allow-unregistered-dialect -print-op-stats -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -allow-unregistered-dialect -print-op-stats -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -allow-unregistered-dialect -print-op-stats=json -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=JSON
// RUN: %mlir_opt %s -allow-unregistered-dialect -print-op-stats=json -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=JSON
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(print-op-stats))' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(print-op-stats))' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC
// RUN: %mlir_opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(print-op-stats))' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC
// RUN: oxir-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(print-op-stats{json=true}))' -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC-JSON
// RUN: %mlir_opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(print-op-stats{json=true}))' -mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=FUNC-JSON
// RUN: not oxir-opt %s -print-op-stats=json=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:Operations encountered:
// CHECK-NEXT:-----------------------
// CHECK-NEXT:    arith.addi         , 1
// CHECK-NEXT:    arith.muli         , 1
// CHECK-NEXT:  builtin.module       , 1
// CHECK-NEXT:       cf.br           , 1
// CHECK-NEXT:     func.func         , 2
// CHECK-NEXT:     func.return       , 2
// CHECK-NEXT:          unregistered , 1
// CHECK-NEXT:        x.y.z          , 1

// JSON:{
// JSON-NEXT:  "arith.addi" : 1,
// JSON-NEXT:  "arith.muli" : 1,
// JSON-NEXT:  "builtin.module" : 1,
// JSON-NEXT:  "cf.br" : 1,
// JSON-NEXT:  "func.func" : 2,
// JSON-NEXT:  "func.return" : 2,
// JSON-NEXT:  "unregistered" : 1,
// JSON-NEXT:  "x.y.z" : 1
// JSON-NEXT:}

// FUNC:Operations encountered:
// FUNC-NEXT:-----------------------
// FUNC-NEXT:  arith.addi         , 1
// FUNC-NEXT:  arith.muli         , 1
// FUNC-NEXT:   func.func         , 1
// FUNC-NEXT:   func.return       , 1
// FUNC-NEXT:        unregistered , 1
// FUNC-NEXT:Operations encountered:
// FUNC-NEXT:-----------------------
// FUNC-NEXT:    cf.br     , 1
// FUNC-NEXT:  func.func   , 1
// FUNC-NEXT:  func.return , 1
// FUNC-NEXT:     x.y.z    , 1

// FUNC-JSON:{
// FUNC-JSON-NEXT:  "arith.addi" : 1,
// FUNC-JSON-NEXT:  "arith.muli" : 1,
// FUNC-JSON-NEXT:  "func.func" : 1,
// FUNC-JSON-NEXT:  "func.return" : 1,
// FUNC-JSON-NEXT:  "unregistered" : 1
// FUNC-JSON-NEXT:}
// FUNC-JSON-NEXT:{
// FUNC-JSON-NEXT:  "cf.br" : 1,
// FUNC-JSON-NEXT:  "func.func" : 1,
// FUNC-JSON-NEXT:  "func.return" : 1,
// FUNC-JSON-NEXT:  "x.y.z" : 1
// FUNC-JSON-NEXT:}

// BAD:oxir-opt: `-print-op-stats=json=maybe`: invalid options for pass `print-op-stats`: invalid value `maybe` for option `json`: expected `true` or `false`

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  "unregistered"() : () -> ()
  return %1 : i32
}
func.func @g() {
  "x.y.z"() : () -> ()
  cf.br ^bb1
^bb1:
  return
}
