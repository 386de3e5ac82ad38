// Errors of the `cf` ops, with mlir-opt-19's messages: successor operands against the
// successors' block arguments, operand and successor counts, the switch's case values and
// case operand segments, and parse errors of the custom forms.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}

// -----

func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%flag: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%flag)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%flag: i32, %a: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag, %a)[^bb1, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @f(%flag: i32, %a: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #2, but target block has 1}}
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2(%a : i32),
    2: ^bb2
  ]
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @f(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    // expected-error@+1 {{integer value too large}}
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%flag: i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{expected 'default'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%ok: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%ok) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @f(%ok: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%ok) : (i1) -> ()
  return
}
