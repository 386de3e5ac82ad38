// Malformed resource elements and resource sections, refused with MLIR 19's messages: a type
// that is not shaped, a name that is not a bare identifier, blobs that are not hex or whose
// alignment is missing or not a power of two, sections of dialects that declare no resources,
// external values of the wrong kind. (A bad escape in a value is a lexer error that mlir-opt-19
// follows with a second error about the value; oxir-opt reports the first only.)

// RUN: oxir-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error @below {{`dense_resource` expected a shaped type}}
"test.op"() {a = dense_resource<x> : i32} : () -> ()

// -----

// expected-error @below {{expected identifier key for 'resource' entry}}
"test.op"() {a = dense_resource<"x"> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{expected ':'}}
"test.op"() {a = dense_resource<x>} : () -> ()

// -----

// expected-error @below {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
%0 = arith.constant dense_resource<x> : vector<[2]xi32>

// -----

// expected-error @below {{'memref.global' op initial value expected to be of type 'tensor<2xi32>', but was of type 'tensor<3xi32>'}}
"memref.global"() <{initial_value = dense_resource<x> : tensor<3xi32>, sym_name = "g", type = memref<2xi32>}> : () -> ()

// -----

// expected-error @below {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: "0x0400000" } } #-}

// -----

// expected-error @below {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: "0x040000zz" } } #-}

// -----

// expected-error @below {{expected hex string blob for key 'x' to encode alignment in first 4 bytes}}
{-# dialect_resources: { builtin: { x: "0x0400" } } #-}

// -----

// expected-error @below {{expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 4294967295}}
{-# dialect_resources: { builtin: { x: "0xFFFFFFFF" } } #-}

// -----

// expected-error @below {{unexpected 'resource' section for dialect 'func'}}
{-# dialect_resources: { func: { x: "0x04000000" } } #-}

// -----

// expected-error @below {{unknown 'resource' key 'x' for dialect 'llvm'}}
{-# dialect_resources: { llvm: { x: "0x04000000" } } #-}

// -----

// expected-error @below {{expected string value for key 'k'}}
{-# external_resources: { tool: { k: 1.5 } } #-}

// -----

// expected-error @below {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
{-# external_resources: { tool: { k: "0x10" } } #-}

