// An optnone function must not be inlined: optimize_none needs no_inline.
// RUN: oxir-opt %s -verify-diagnostics
// RUN: %mlir_opt %s -verify-diagnostics

// expected-error @below {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @lazy() attributes {optimize_none} {
  llvm.return
}
