// MLIR's checks of llvm.func and llvm.return: linkage of declarations, each return against
// the function's result type (with a note at the function), and where `...` may stand.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// expected-note@below {{when returning from function}}
llvm.func @r1() -> i32 {
  // expected-error@below {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@below {{when returning from function}}
llvm.func @r2() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@below {{'llvm.return' op expected no operands}}
  llvm.return %0 : i32
}

// -----

// expected-note@below {{when returning from function}}
llvm.func @r3() -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error@below {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i32
}

// -----

llvm.func appending @f5() {
  llvm.return
}

// -----

llvm.func @u() {
  %0 = llvm.mlir.poison : f80
  // expected-error@below {{'llvm.mlir.zero' op result #0 must be LLVM dialect-compatible type, but got 'tuple<i32>'}}
  %1 = llvm.mlir.zero : tuple<i32>
  llvm.return
}

// -----

llvm.func @u(%p: !llvm.ptr, %v: !llvm.void) {
  llvm.return
}

// -----

llvm.func @u(%v: i32) {
  llvm.br ^bb1(%v : i32)
^bb1(%a: i32):
  %c = builtin.unrealized_conversion_cast %a : i32 to index
  // expected-error@below {{'llvm.br' op operand #0 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  llvm.br ^bb2(%c : index)
^bb2(%b: index):
  llvm.return
}

// -----

llvm.func @u(%v: i32) -> i32 {
  %c = builtin.unrealized_conversion_cast %v : i32 to index
  // expected-error@below {{'llvm.return' op operand #0 must be LLVM dialect-compatible type, but got 'index'}}
  llvm.return %c : index
}

// -----

// expected-error@+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @variadic_in_the_middle(i32, ..., i32)
