// Malformed sparse elements attributes, refused with MLIR 19's messages: values not 1-d,
// indices of the wrong shape or outside the type, a type that is not shaped or not static.

// RUN: oxir-opt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics

// expected-error @below {{expected 1-d tensor for sparse element values}}
"test.op"() {a = sparse<[[0, 0, 0]], [[1.5]]> : tensor<1x1x1xf32>} : () -> ()

// -----

// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[0, 5], and type='tensor<3x4xf32>'}}
"test.op"() {a = sparse<[[0, 5]], [1.0]> : tensor<3x4xf32>} : () -> ()

// -----

// expected-error @below {{expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[[0, 1], [1, 1]], [1.0]> : tensor<3x4xf32>} : () -> ()

// -----

// expected-error @below {{expected shape ([3, 4]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[[0, 1, 2]], [1.0]> : tensor<3x4xf32>} : () -> ()

// -----

// expected-error @below {{expected shape ([3, 4]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"test.op"() {a = sparse<[0, 1], [1.0, 2.0]> : tensor<3x4xf32>} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"test.op"() {a = sparse<[[0, 1]], [1.0]> : tensor<?x4xf32>} : () -> ()

// -----

// expected-error @below {{elements literal must be a shaped type}}
"test.op"() {a = sparse<[[0, 1]], [1.0]> : i32} : () -> ()

// -----

// A negative coordinate is read as the unsigned number it is, as MLIR reads it.
// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615, 1], and type='tensor<3x4xf32>'}}
"test.op"() {a = sparse<[[-1, 1]], [1.0]> : tensor<3x4xf32>} : () -> ()
