// `f80` and `f128` values that an `f64` cannot hold print with all the digits they need,
// as mlir-opt-19 prints them. They do not read back exactly: MLIR reads every float literal
// through an `f64` first, so this test has no second RUN line checking a fixed point.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace

// One bit more precision than an f64, the smallest denormals, and an f80 denormal pattern
// with the integer bit set (the smallest normal value, as APFloat reads it).
"t.wide"() {a = 0x3FFF8000000000000001 : f80, b = 0x3FFF0000000000000000000000000001 : f128, c = 0x00000000000000000001 : f80, d = 0x00000000000000000000000000000001 : f128, e = 0x00008000000000000000 : f80, f = 0x7FFEFFFFFFFFFFFFFFFF : f80, g = 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128} : () -> ()

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "t.wide"() {a = 1.00000000000000000011 : f80, b = 1.00000000000000000000000000000000019 : f128, c = 3.645200e-4951 : f80, d = 6.475180e-4966 : f128, e = 3.36210314311209350626E-4932 : f80, f = 1.18973149535723176502E+4932 : f80, g = 1.18973149535723176508575932662800702E+4932 : f128} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
