// Symbol passes on relative (`@.super::`) and absolute (`@::`) references (an oxir extension,
// docs/symbols.md; the input is a `.oxir` file since mlir-opt-19 rejects the syntax):
// symbol-dce keeps what relative references reach and removes the rest; symbol-privatize makes
// the top-level symbols private, which references from the tables nested inside still reach.
// RUN: oxir-opt %S/inputs/symbols/services.oxir --allow-unregistered-dialect --symbol-dce | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=DCE
// RUN: oxir-opt %S/inputs/symbols/services.oxir --allow-unregistered-dialect --symbol-privatize | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=PRIV
// On the nested tables alone, a transparent table is never hidden (references from around it
// may reach its symbols, and the pass cannot see them), so `@s` keeps its nested symbols.
// Threads on or off, the same result (the transparent tables run one after the other).
// RUN: oxir-opt %S/inputs/symbols/services.oxir --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NESTED
// RUN: oxir-opt %S/inputs/symbols/services.oxir --allow-unregistered-dialect --pass-pipeline='builtin.module(builtin.module(symbol-dce))' --mlir-disable-threading | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=NESTED

// DCE:module {
// DCE-NEXT:  func.func private @used() {
// DCE-NEXT:    return
// DCE-NEXT:  }
// DCE-NEXT:  module @s attributes {oxir.transparent_symbols, sym_visibility = "private"} {
// DCE-NEXT:    func.func nested @inner_used() {
// DCE-NEXT:      return
// DCE-NEXT:    }
// DCE-NEXT:  }
// DCE-NEXT:  module @m attributes {oxir.transparent_symbols} {
// DCE-NEXT:    func.func @entry() {
// DCE-NEXT:      "test.user"() {uses = [@.super::@used, @::@s::@inner_used]} : () -> ()
// DCE-NEXT:      return
// DCE-NEXT:    }
// DCE-NEXT:  }
// DCE-NEXT:}

// PRIV:module {
// PRIV-NEXT:  func.func private @used() {
// PRIV:  func.func private @dead() {
// PRIV:  module @s attributes {oxir.transparent_symbols, sym_visibility = "private"} {
// PRIV-NEXT:    func.func nested @inner_used() {
// PRIV:  module @m attributes {oxir.transparent_symbols, sym_visibility = "private"} {
// PRIV-NEXT:    func.func @entry() {
// PRIV-NEXT:      "test.user"() {uses = [@.super::@used, @::@s::@inner_used]} : () -> ()

// NESTED:  module @s attributes {oxir.transparent_symbols, sym_visibility = "private"} {
// NESTED-NEXT:    func.func nested @inner_used() {
// NESTED-NEXT:      return
// NESTED-NEXT:    }
// NESTED-NEXT:    func.func nested @inner_dead() {
