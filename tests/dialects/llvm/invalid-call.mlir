// MLIR's symbol checks of llvm.call: the callee exists, is an llvm.func, and its type matches the
// call's operands and result; a variadic callee needs vararg(...).

// RUN: oxir-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

llvm.func @callee(i32) -> i32
llvm.func @call1() {
  // expected-error@below {{'llvm.call' op 'nothere' does not reference a symbol in the current scope}}
  %0 = llvm.call @nothere() : () -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call2() {
  // expected-error@below {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  %0 = llvm.call @callee() : () -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call3(%a: i64) {
  // expected-error@below {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call4(%a: i32) {
  // expected-error@below {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @call5(%a: i32) {
  // expected-error@below {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @callee(%a) : (i32) -> i64
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @call6(%a: i32) {
  // expected-error@below {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  llvm.call @g(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32, ...) -> i32
llvm.func @call7(%a: i32) {
  // expected-error@below {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(i32)
llvm.func @u(%v: i32) {
  %c = builtin.unrealized_conversion_cast %v : i32 to index
  // expected-error@below {{'llvm.call' op operand #0 must be variadic of LLVM dialect-compatible type, but got 'index'}}
  llvm.call @f(%c) : (index) -> ()
  llvm.return
}
