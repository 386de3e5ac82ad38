// Partial dialect conversion with -test-legalize-patterns: illegal ops are rewritten (one in
// two steps), types change (i16 to i32, a tuple to its elements), users left alone read the
// old type through a cast, and ops the target does not know stay.
// RUN: oxir-opt %s --allow-unregistered-dialect -test-legalize-patterns | FileCheck %s
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(test-legalize-patterns{test-legalize-mode=partial})' | FileCheck %s

// CHECK-LABEL: func.func @partial(%arg0: i16) {
// CHECK-NEXT:    %0 = "tc.legal_op_a"() : () -> i32
// CHECK-NEXT:    %1 = "tc.legal_op_b"(%0) : (i32) -> i32
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %1 : i32 to i16
// CHECK-NEXT:    %3 = "tc.type_producer"() : () -> i32
// CHECK-NEXT:    "tc.type_consumer"(%3) : (i32) -> ()
// CHECK-NEXT:    "tc.unknown"(%2) : (i16) -> ()
// CHECK-NEXT:    %4 = "tc.tuple_producer"() : () -> tuple<i16, f32>
// CHECK-NEXT:    %5:2 = builtin.unrealized_conversion_cast %4 : tuple<i16, f32> to i32, f32
// CHECK-NEXT:    "tc.legal_consumer"(%5#0, %5#1) : (i32, f32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @partial(%arg0: i16) {
  %0 = "tc.illegal_op_a"() : () -> i16
  %1 = "tc.illegal_op_b"(%0) : (i16) -> i16
  %2 = "tc.type_producer"() : () -> i16
  "tc.type_consumer"(%2) : (i16) -> ()
  "tc.unknown"(%1) : (i16) -> ()
  %t = "tc.tuple_producer"() : () -> tuple<i16, f32>
  "tc.tuple_consumer"(%t) : (tuple<i16, f32>) -> ()
  return
}
