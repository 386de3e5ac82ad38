// Errors llvm.switch reports, with mlir-opt-19's messages: case values against case
// destinations and the flag's type, branch weights against successors, case operands against
// block arguments and against `case_operand_segments`.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

llvm.func @weights(%v: i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %v : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
}

// -----

llvm.func @value_type(%v: i32) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%v) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @too_few_values(%v: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v) [^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @no_values(%v: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @case_operands(%v: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  llvm.switch %v : i32, ^bb1 [
    1: ^bb1(%v : i32)
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @default_operand_type(%v: i32, %w: i64) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  llvm.switch %v : i32, ^bb1(%w : i64) [
    1: ^bb1(%v : i32)
  ]
^bb1(%x: i32):
  llvm.return
}

// -----

llvm.func @segments(%v: i32) {
  // expected-error@+1 {{'llvm.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "llvm.switch"(%v) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}
