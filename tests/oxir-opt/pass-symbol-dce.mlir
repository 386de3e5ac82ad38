// symbol-dce removes the symbols nothing live uses, transitively, in nested tables too; the
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s --match-full-lines --strict-whitespace
// On the nested modules only: `@outer` is public and has a parent, so its nested symbols may
// be used from outside and stay; `@live` is private, so its unused symbols go.
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NESTED
// RUN: %mlir_opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NESTED
// RUN: oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' --mlir-disable-threading | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NESTED

// CHECK-NOT:{{.}}
// CHECK:module {
// CHECK-NEXT:  "t.use"() {refs = [@live, @outer::@inner_used]} : () -> ()
// CHECK-NEXT:  module @live attributes {sym_visibility = "private"} {
// CHECK-NEXT:    "t.use"() {refs = [@helper]} : () -> ()
// CHECK-NEXT:    module @helper attributes {sym_visibility = "private"} {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  module @outer {
// CHECK-NEXT:    module @inner_used attributes {sym_visibility = "nested"} {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  module @public_unused {
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT:{{.}}

// NESTED:module {
// NESTED-NEXT:  "t.use"() {refs = [@live, @outer::@inner_used]} : () -> ()
// NESTED-NEXT:  module @live attributes {sym_visibility = "private"} {
// NESTED-NEXT:    "t.use"() {refs = [@helper]} : () -> ()
// NESTED-NEXT:    module @helper attributes {sym_visibility = "private"} {
// NESTED-NEXT:    }
// NESTED-NEXT:  }
// NESTED-NEXT:  module @dead attributes {sym_visibility = "private"} {
// NESTED-NEXT:    "t.use"() {refs = [@only_dead_uses_me]} : () -> ()
// NESTED-NEXT:  }
// NESTED-NEXT:  module @only_dead_uses_me attributes {sym_visibility = "private"} {
// NESTED-NEXT:  }
// NESTED-NEXT:  module @outer {
// NESTED-NEXT:    module @inner_used attributes {sym_visibility = "nested"} {
// NESTED-NEXT:    }
// NESTED-NEXT:    module @inner_unused attributes {sym_visibility = "nested"} {
// NESTED-NEXT:    }
// NESTED-NEXT:  }
// NESTED-NEXT:  module @public_unused {
// NESTED-NEXT:  }
// NESTED-NEXT:}

module {
  "t.use"() {refs = [@live, @outer::@inner_used]} : () -> ()
  module @live attributes {sym_visibility = "private"} {
    "t.use"() {refs = [@helper]} : () -> ()
    module @helper attributes {sym_visibility = "private"} {
    }
    module @unused_helper attributes {sym_visibility = "private"} {
    }
  }
  module @dead attributes {sym_visibility = "private"} {
    "t.use"() {refs = [@only_dead_uses_me]} : () -> ()
  }
  module @only_dead_uses_me attributes {sym_visibility = "private"} {
  }
  module @outer {
    module @inner_used attributes {sym_visibility = "nested"} {
    }
    module @inner_unused attributes {sym_visibility = "nested"} {
    }
  }
  module @public_unused {
  }
}
