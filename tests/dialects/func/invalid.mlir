// Errors of the `func` ops, with mlir-opt-19's messages: symbol checks of calls and function
// constants, the return against the function's results, the entry block and the argument
// attributes against the signature, constraints of the generated verifiers, and parse errors
// of the function syntax.

// mlir-opt-19 meets the same expectations (the second RUN line).
// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%a) : (i32) -> i32
  return
}

// -----

"my.symbol"() {sym_name = "not_a_function"} : () -> ()
func.func @f() {
  // expected-error@+1 {{'func.call' op 'not_a_function' does not reference a valid function}}
  func.call @not_a_function() : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @g(%a) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @g(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  func.call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> (i32, f32)
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note@+2 {{      op result types: 'i32', 'f64'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = func.call @g(%a) : (i32) -> (i32, f64)
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @g : (i32) -> i64
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
  return %a : i32
}

// -----

func.func @f() {
  return
}
// expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
"func.return"() : () -> ()

// -----

func.func @f(%f: (i32) -> i32, %a: i64) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @f(%f: (i32) -> i32, %a: i32) {
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> f32
  return
}

// -----

func.func @f(%f: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%f) : (i32) -> ()
  return
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{a = 1}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = []}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [1]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

// expected-error@+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f(%a: i64) attributes {sym_name = "x"} {
  return
}

// -----

// expected-error@+1 {{expected non-empty function body}}
func.func @f() {}

// -----

// expected-error@+1 {{expected SSA identifier}}
func.func @f(%a: i32, i32)

// -----

// expected-error@+1 {{expected type instead of SSA identifier}}
func.func @f(i32, %a: i32)

// -----

// `...` is no argument of a func.func: after a named one, an SSA name is expected there.
// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @f(%a: i32, ...) {
  return
}

// -----

// After a bare type, `...` is read as a type.
// expected-error@+1 {{expected non-function type}}
func.func private @f(i32, ...)
