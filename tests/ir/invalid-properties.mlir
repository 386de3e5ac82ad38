// A generic form's properties are converted to the storage the op keeps them in before the
// op exists: an entry of another kind of attribute (or an enum value out of range) is a parse
// error naming the dictionary and the entry, the first one in the dictionary's order. What the
// storage holds but the constraint refuses is the verifier's error.
// RUN: oxir-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @enum_out_of_range(%a: i32) {
  // expected-error @below {{invalid properties {predicate = 77 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 77 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 77 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_of_another_width(%a: i32) {
  // expected-error @below {{Invalid attribute `predicate` in property conversion: 1 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_spelled_among_the_attributes(%a: i32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 77 : i64} : (i32, i32) -> i1
  return
}

// -----

// expected-error @below {{invalid properties {CConv = 3 : i64, function_type = !llvm.func<void ()>, linkage = 4 : i64, sym_name = "f"} for op llvm.func: Invalid attribute `CConv` in property conversion: 3 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", linkage = 4 : i64, CConv = 3 : i64}> ({}) : () -> ()

// -----

// expected-error @below {{Invalid attribute `arg_attrs` in property conversion: 3 : i64}}
"func.func"() <{function_type = () -> (), sym_name = "f", arg_attrs = 3}> ({}) : () -> ()

// -----

// expected-error @below {{Invalid attribute `personality` in property conversion: @a::@b}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", personality = @a::@b, linkage = #llvm.linkage<external>}> ({}) : () -> ()

// -----

func.func @flags_of_another_enum(%a: i32) {
  // expected-error @below {{Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

// The storage is any integer attribute: the width is the constraint's.
// expected-error @below {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
%0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 3 : i32}> : () -> memref<f32>

// -----

// expected-error @below {{invalid properties {operandSegmentSizes = array<i64: 0, 0>} for op memref.alloca: expected DenseI32ArrayAttr for key `value`}}
%0 = "memref.alloca"() <{operandSegmentSizes = array<i64: 0, 0>}> : () -> memref<f32>

// -----

// The storage of a type attribute is any type attribute.
// expected-error @below {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({}) : () -> ()
