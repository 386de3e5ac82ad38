// `func.constant` folds to its symbol and the `func` dialect materializes function constants,
// so -sccp propagates them (through calls too), and -canonicalize turns an indirect call of a
// known function into a direct call (MLIR's `SimplifyIndirectCallWithKnownCallee`). The
// expectations are mlir-opt-19's output, checked against both tools.
// RUN: oxir-opt %s -sccp | FileCheck %s --check-prefix=SCCP --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -sccp | FileCheck %s --check-prefix=SCCP --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -canonicalize | FileCheck %s --check-prefix=CANON --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -canonicalize | FileCheck %s --check-prefix=CANON --match-full-lines --strict-whitespace
// RUN: oxir-opt %s -sccp -canonicalize | FileCheck %s --check-prefix=BOTH --match-full-lines --strict-whitespace
// RUN: %mlir_opt %s -sccp -canonicalize | FileCheck %s --check-prefix=BOTH --match-full-lines --strict-whitespace

// SCCP:module {
// SCCP-NEXT:  func.func private @callee(i32) -> i32
// SCCP-NEXT:  func.func private @pick() -> ((i32) -> i32) {
// SCCP-NEXT:    %f = constant @callee : (i32) -> i32
// SCCP-NEXT:    return %f : (i32) -> i32
// SCCP-NEXT:  }
// SCCP-NEXT:  func.func @caller(%arg0: i32) -> i32 {
// SCCP-NEXT:    %f = constant @callee : (i32) -> i32
// SCCP-NEXT:    %0 = call @pick() : () -> ((i32) -> i32)
// SCCP-NEXT:    %1 = call_indirect %f(%arg0) {my.hint} : (i32) -> i32
// SCCP-NEXT:    return %1 : i32
// SCCP-NEXT:  }
// SCCP-NEXT:  func.func @direct(%arg0: i32, %arg1: i1) -> i32 {
// SCCP-NEXT:    %f = constant @callee : (i32) -> i32
// SCCP-NEXT:    %0 = call_indirect %f(%arg0) : (i32) -> i32
// SCCP-NEXT:    return %0 : i32
// SCCP-NEXT:  }
// SCCP-NEXT:}

// CANON:module {
// CANON-NEXT:  func.func private @callee(i32) -> i32
// CANON-NEXT:  func.func private @pick() -> ((i32) -> i32) {
// CANON-NEXT:    %f = constant @callee : (i32) -> i32
// CANON-NEXT:    return %f : (i32) -> i32
// CANON-NEXT:  }
// CANON-NEXT:  func.func @caller(%arg0: i32) -> i32 {
// CANON-NEXT:    %0 = call @pick() : () -> ((i32) -> i32)
// CANON-NEXT:    %1 = call_indirect %0(%arg0) {my.hint} : (i32) -> i32
// CANON-NEXT:    return %1 : i32
// CANON-NEXT:  }
// CANON-NEXT:  func.func @direct(%arg0: i32, %arg1: i1) -> i32 {
// CANON-NEXT:    %0 = call @callee(%arg0) : (i32) -> i32
// CANON-NEXT:    return %0 : i32
// CANON-NEXT:  }
// CANON-NEXT:}

// BOTH:module {
// BOTH-NEXT:  func.func private @callee(i32) -> i32
// BOTH-NEXT:  func.func private @pick() -> ((i32) -> i32) {
// BOTH-NEXT:    %f = constant @callee : (i32) -> i32
// BOTH-NEXT:    return %f : (i32) -> i32
// BOTH-NEXT:  }
// BOTH-NEXT:  func.func @caller(%arg0: i32) -> i32 {
// BOTH-NEXT:    %0 = call @pick() : () -> ((i32) -> i32)
// BOTH-NEXT:    %1 = call @callee(%arg0) : (i32) -> i32
// BOTH-NEXT:    return %1 : i32
// BOTH-NEXT:  }
// BOTH-NEXT:  func.func @direct(%arg0: i32, %arg1: i1) -> i32 {
// BOTH-NEXT:    %0 = call @callee(%arg0) : (i32) -> i32
// BOTH-NEXT:    return %0 : i32
// BOTH-NEXT:  }
// BOTH-NEXT:}

func.func private @callee(i32) -> i32

func.func private @pick() -> ((i32) -> i32) {
  %f = func.constant @callee : (i32) -> i32
  return %f : (i32) -> i32
}

func.func @caller(%x: i32) -> i32 {
  %f = call @pick() : () -> ((i32) -> i32)
  %r = call_indirect %f(%x) {my.hint} : (i32) -> i32
  return %r : i32
}

func.func @direct(%x: i32, %c: i1) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %g = arith.select %c, %f, %f : (i32) -> i32
  %r = call_indirect %g(%x) : (i32) -> i32
  return %r : i32
}
