// The inliner on relative (`@.super::`) and absolute (`@::`) references (an oxir extension,
// docs/symbols.md; the input is a `.oxir` file since mlir-opt-19 rejects the syntax). Calls
// are inlined within one symbol table, so a reference moved with an inlined body keeps its
// meaning; a private callable that only a relative reference from a nested table reaches
// (`@h`) is not erased as unused, while the inlined private callees are.
// RUN: oxir-opt %S/inputs/symbols/inline.oxir --inline | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %S/inputs/symbols/inline.oxir --inline --mlir-disable-threading | FileCheck %s --match-full-lines --strict-whitespace

// CHECK:module {
// CHECK-NEXT:  func.func private @g()
// CHECK-NEXT:  func.func private @h() -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    return %c3_i32 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  module @m attributes {oxir.transparent_symbols} {
// CHECK-NEXT:    func.func @caller() -> i32 attributes {uses = [@.super::@h]} {
// CHECK-NEXT:      %c1_i32 = arith.constant {uses = [@.super::@g, @::@m::@caller]} 1 : i32
// CHECK-NEXT:      return %c1_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @top_caller() -> i32 {
// CHECK-NEXT:    %c2_i32 = arith.constant {uses = [@::@g, @m::@caller]} 2 : i32
// CHECK-NEXT:    return %c2_i32 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
