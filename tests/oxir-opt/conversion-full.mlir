// Full dialect conversion with -test-legalize-patterns: every op must end legal. A function
// argument keeps its type (`func.func` is legal), so converted users read it through a cast,
// built at the start of its block as MLIR builds it (one per value and types, shared by users).
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns=test-legalize-mode=full | FileCheck %s

// CHECK-LABEL: func.func @full(%arg0: tuple<i16, i16>) {
// CHECK-NEXT:    %0:2 = builtin.unrealized_conversion_cast %arg0 : tuple<i16, i16> to i32, i32
// CHECK-NEXT:    %1 = "tc.legal_op_a"() : () -> i32
// CHECK-NEXT:    %2 = "tc.type_producer"() : () -> i32
// CHECK-NEXT:    "tc.type_consumer"(%1) : (i32) -> ()
// CHECK-NEXT:    "tc.legal_consumer"(%0#0, %0#1) : (i32, i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @full(%arg0: tuple<i16, i16>) {
  %0 = "tc.illegal_op_a"() : () -> i16
  %1 = "tc.type_producer"() : () -> i16
  "tc.type_consumer"(%0) : (i16) -> ()
  "tc.tuple_consumer"(%arg0) : (tuple<i16, i16>) -> ()
  return
}
