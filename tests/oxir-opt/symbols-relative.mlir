// Relative (`@.super::`) and absolute (`@::`) symbol references, an oxir extension (see
// docs/symbols.md): they parse, verify and print back exactly, in the custom and generic forms.
// The inputs are `.oxir` files under inputs/symbols/ since mlir-opt-19 rejects the syntax (the
// conformance test compares every `.mlir` file with it). This file itself holds no IR.
// RUN: oxir-opt %S/inputs/symbols/relative.oxir --allow-unregistered-dialect > %t
// RUN: oxir-opt %t --allow-unregistered-dialect | diff %t -
// RUN: oxir-opt %S/inputs/symbols/relative.oxir --allow-unregistered-dialect --mlir-print-op-generic | oxir-opt --allow-unregistered-dialect | diff %t -
// RUN: FileCheck %s --match-full-lines --strict-whitespace < %t
// Verifier errors: a climb through an `IsolatedSymbols` op, `@.super` inside a path, too many
// levels, a transparency flag that is not a unit attribute, a symbol named `.super`.
// RUN: oxir-opt %S/inputs/symbols/invalid-relative.oxir --allow-unregistered-dialect --split-input-file --verify-diagnostics

// CHECK:module {
// CHECK-NEXT:  func.func private @top()
// CHECK-NEXT:  module @foo attributes {oxir.transparent_symbols} {
// CHECK-NEXT:    func.func private @nested()
// CHECK-NEXT:  }
// CHECK-NEXT:  module @bar attributes {oxir.transparent_symbols} {
// CHECK-NEXT:    "test.user"() {uses = [@.super::@foo::@nested, @.super::@top, @::@foo::@nested, @::@top]} : () -> ()
// CHECK-NEXT:    module @deep attributes {oxir.transparent_symbols} {
// CHECK-NEXT:      "test.user"() {uses = [@.super::@.super::@top, @.super::@.super::@foo::@nested, @::@bar::@deep]} : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  module @iso {
// CHECK-NEXT:    "test.user"() {uses = [@::@local]} : () -> ()
// CHECK-NEXT:    func.func private @local()
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.user"() {uses = [@foo::@nested, @"with space", @::@top]} : () -> ()
// CHECK-NEXT:}
