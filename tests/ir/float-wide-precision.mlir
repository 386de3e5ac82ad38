// `f80` and `f128` values that an `f64` cannot hold. Float literals are read through an `f64`
// (as MLIR 19 reads them), so the decimal mlir-opt-19 prints for these values would read back
// as other values (`1.00000000000000000011 : f80` as 1.0, `3.6452e-4951 : f80` as 0). They
// print as their bit patterns instead, which read back exactly (the second RUN line): the one
// place where the output differs from mlir-opt-19, whose own output is lossy here.

// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | oxir-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --strict-whitespace

// One bit more precision than an f64, the smallest denormals, and an f80 denormal pattern
// with the integer bit set (the smallest normal value, as APFloat reads it).
"t.wide"() {a = 0x3FFF8000000000000001 : f80, b = 0x3FFF0000000000000000000000000001 : f128, c = 0x00000000000000000001 : f80, d = 0x00000000000000000000000000000001 : f128, e = 0x00008000000000000000 : f80, f = 0x7FFEFFFFFFFFFFFFFFFF : f80, g = 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128} : () -> ()

// CHECK-NOT:{{.}}
// CHECK:"builtin.module"() ({
// CHECK-NEXT:  "t.wide"() {a = 0x3FFF8000000000000001 : f80, b = 0x3FFF0000000000000000000000000001 : f128, c = 0x1 : f80, d = 0x1 : f128, e = 0x18000000000000000 : f80, f = 0x7FFEFFFFFFFFFFFFFFFF : f80, g = 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128} : () -> ()
// CHECK-NEXT:}) : () -> ()
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
