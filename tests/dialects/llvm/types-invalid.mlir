// Errors in LLVM types, with mlir-opt-19's messages: one per check of the type syntax and the
// type verifiers.

// RUN: oxir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{identified type already used with a different body}}
func.func private @twice(!llvm.struct<"twice", (i32)>, !llvm.struct<"twice", (i64)>)

// -----

// expected-error@+1 {{identified type already used with a different body}}
func.func private @packing(!llvm.struct<"packing", (i32)>, !llvm.struct<"packing", packed (i32)>)

// -----

// expected-error@+1 {{redeclaring defined struct as opaque}}
func.func private @redeclared(!llvm.struct<"redeclared", (i32)>, !llvm.struct<"redeclared", opaque>)

// -----

// expected-error@+1 {{identified type already used with a different body}}
func.func private @defined_after_opaque(!llvm.struct<"h", opaque>, !llvm.struct<"h", (i8)>)

// -----

// expected-error@+1 {{only identified structs can be opaque}}
func.func private @literal_opaque(!llvm.struct<opaque>)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
func.func private @no_body(!llvm.struct<"nobody">)

// -----

// expected-error@+1 {{unknown LLVM type: int}}
func.func private @unknown(!llvm.int)

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
func.func private @builtin(!llvm.i32)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @void_element(!llvm.array<4 x void>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.func<void ()>'}}
func.func private @function_element(!llvm.array<2 x func<void ()>>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @void_field(!llvm.struct<(i32, void)>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.func<i32 ()>'}}
func.func private @function_field(!llvm.struct<"f", (func<i32 ()>)>)

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @void_argument(!llvm.func<i32 (void)>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.func<void ()>'}}
func.func private @function_result(!llvm.func<func<void ()> ()>)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @vararg_not_last(!llvm.func<void (i32, ..., i32)>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @two_spaces(!llvm.ptr<1, 2>)
