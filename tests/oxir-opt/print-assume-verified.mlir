// When the IR may be invalid at output time (the pipeline ran with --verify-each=false), it is
// verified before printing, and invalid IR prints in the generic form, as MLIR's printer does;
// --mlir-print-assume-verified skips that check and prints the custom form regardless.

// RUN: oxir-opt --verify-each=false --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=true}))' %s | FileCheck %s --check-prefix=VERIFIED
// RUN: oxir-opt --verify-each=false --mlir-print-assume-verified --pass-pipeline='builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=true}))' %s | FileCheck %s --check-prefix=ASSUMED
// RUN: oxir-opt --mlir-print-assume-verified %s | FileCheck %s --check-prefix=VALID

func.func @f() {
  return
}

// VERIFIED: "builtin.module"() ({
// VERIFIED-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// VERIFIED-NEXT:     "builtin.unrealized_conversion_cast"() : () -> ()
// VERIFIED-NEXT:     "func.return"() : () -> ()

// ASSUMED: module {
// ASSUMED-NEXT:   func.func @f() {
// ASSUMED-NEXT:     builtin.unrealized_conversion_cast to
// ASSUMED-NEXT:     return

// VALID: func.func @f() {
