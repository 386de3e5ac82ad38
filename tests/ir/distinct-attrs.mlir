// Distinct attributes (`distinct[N]<attr>`): unique by identity, not by content. In one
// input the same `N` is the same attribute; the printer numbers them again from 0 in the
// order it prints them, and gives each one referencing something other than `unit` an alias
// `#distinct`, `#distinct1`, ... The second RUN line checks that the printed form reads back
// to the same text.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file | FileCheck %s --match-full-lines --strict-whitespace

// Equal referenced attributes with different numbers are different attributes; the same
// number twice is one. `distinct[N]<>` references `unit` and stays inline. Numbers may be
// any 64-bit unsigned integer, in hex too.
"t.a"() {a = distinct[3]<42>, b = distinct[1]<42>, c = distinct[3]<42>, d = distinct[0]<>, e = distinct[12345678901234567890]<"s">, f = distinct[0x10]<[unit]>, g = distinct[7]<unit>} : () -> ()

// CHECK-NOT:{{.}}
// CHECK:#distinct = distinct[0]<42 : i64>
// CHECK-NEXT:#distinct1 = distinct[1]<42 : i64>
// CHECK-NEXT:#distinct2 = distinct[2]<"s">
// CHECK-NEXT:#distinct3 = distinct[3]<[unit]>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.a"() {a = #distinct, b = #distinct1, c = #distinct, d = distinct[4]<>, e = #distinct2, f = #distinct3, g = distinct[5]<>} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Distinct attributes inside other attributes and types, and referencing each other: an
// alias whose value uses another alias comes after it.
#shared = distinct[5]<{k = 1}>
"t.b"() {a = distinct[1]<distinct[2]<2 : i8>>, b = distinct[2]<2 : i8>, c = [#shared, #shared], t = tensor<4xf32, #shared>, u = distinct[9]<tensor<2xf32, #shared>>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#distinct = distinct[0]<2 : i8>
// CHECK-NEXT:#distinct1 = distinct[1]<{k = 1 : i64}>
// CHECK-NEXT:#distinct2 = distinct[2]<#distinct>
// CHECK-NEXT:#distinct3 = distinct[3]<tensor<2xf32, #distinct1>>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.b"() {a = #distinct2, b = #distinct, c = [#distinct1, #distinct1], t = tensor<4xf32, #distinct1>, u = #distinct3} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:

// -----

// Numbers are per input: each chunk starts again, and so does the printer.
"t.c"() {a = distinct[1]<1>} : () -> ()
"t.d"() {a = distinct[2]<1>} : () -> ()

// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:#distinct = distinct[0]<1 : i64>
// CHECK-NEXT:#distinct1 = distinct[1]<1 : i64>
// CHECK-NEXT:"builtin.module"() ({
// CHECK-NEXT:  "t.c"() {a = #distinct} : () -> ()
// CHECK-NEXT:  "t.d"() {a = #distinct1} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
