// Attributes of unregistered dialects are kept as their text, with the type written after
// them when there is one (MLIR's typed `OpaqueAttr`): in a dictionary, in an array, and as the
// value of an op that takes a typed attribute.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:  "test.op"() {in_array = [#t.baz : f32, #t.qux, #t.q<1> : index], plain = #t.bar, typed = #t.foo<"x"> : i32, typed_body = #t.q<[1, 2]> : tensor<2xi8>} : () -> ()
"test.op"() {plain = #t.bar, typed = #t.foo<"x"> : i32, typed_body = #t.q<[1, 2]> : tensor<2xi8>, in_array = [#t.baz : f32, #t.qux, #t.q<1> : index]} : () -> ()

// A typed attribute is one an op's `TypedAttr` operand takes (the verifier then decides).
// CHECK-NEXT:  "test.typed"() <{value = #t.v<"y"> : i64}> : () -> ()
"test.typed"() <{value = #t.v<"y"> : i64}> : () -> ()
