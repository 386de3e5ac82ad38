// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @wrong_result_type(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @wrong_result_type}}
  return %a : i32
}

// -----

func.func @fine(%a: index) -> index {
  return %a : index
}
