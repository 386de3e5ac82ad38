// The operand types of the arithmetic, bitwise, logical and comparison ops, with MLIR 19's
// messages: integers and floats of SPIR-V's widths, or vectors of them of length 2, 3, 4, 8 or
// 16, and bools. Ops whose format derives the result type (comparisons, logical ops, IsNan)
// check the operand when they are parsed, as MLIR's parser does.
// RUN: oxir-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @int_add_of_float(%a: f32) {
  // expected-error @below {{'spirv.IAdd' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values, but got 'f32'}}
  %0 = spirv.IAdd %a, %a : f32
  return
}

// -----

func.func @wide_integer(%a: i128) {
  // expected-error @below {{'spirv.IMul' op operand #0 must be 8/16/32/64-bit integer}}
  %0 = spirv.IMul %a, %a : i128
  return
}

// -----

func.func @vector_of_five(%a: vector<5xi32>) {
  // expected-error @below {{'spirv.ISub' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16}}
  %0 = spirv.ISub %a, %a : vector<5xi32>
  return
}

// -----

func.func @float_div_of_int(%a: i32) {
  // expected-error @below {{'spirv.FDiv' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got 'i32'}}
  %0 = spirv.FDiv %a, %a : i32
  return
}

// -----

func.func @bitwise_of_float(%a: f32) {
  // expected-error @below {{'spirv.BitwiseXor' op operand #0 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spirv.BitwiseXor %a, %a : f32
  return
}

// -----

func.func @shift_by_float(%a: i32, %b: f32) {
  // expected-error @below {{'spirv.ShiftRightLogical' op operand #1 must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spirv.ShiftRightLogical %a, %b : i32, f32
  return
}

// -----

func.func @gl_sqrt_of_int(%a: i32) {
  // expected-error @below {{'spirv.GL.Sqrt' op operand #0 must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spirv.GL.Sqrt %a : i32
  return
}

// -----

func.func @compare_floats_as_ints(%a: f32) {
  // expected-error @below {{custom op 'spirv.ULessThan' 'operand1' must be 8/16/32/64-bit integer or vector of 8/16/32/64-bit integer values of length 2/3/4/8/16, but got 'f32'}}
  %0 = spirv.ULessThan %a, %a : f32
  return
}

// -----

func.func @ordered_compare_of_bf16(%a: bf16) {
  // expected-error @below {{custom op 'spirv.FOrdGreaterThan' 'operand1' must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'bf16'}}
  %0 = spirv.FOrdGreaterThan %a, %a : bf16
  return
}

// -----

func.func @logical_not_of_int(%a: i32) {
  // expected-error @below {{custom op 'spirv.LogicalNot' 'operand' must be bool or vector of bool values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spirv.LogicalNot %a : i32
  return
}

// -----

func.func @is_nan_of_int(%a: i32) {
  // expected-error @below {{custom op 'spirv.IsNan' 'operand' must be 16/32/64-bit float or vector of 16/32/64-bit float values of length 2/3/4/8/16, but got 'i32'}}
  %0 = spirv.IsNan %a : i32
  return
}
