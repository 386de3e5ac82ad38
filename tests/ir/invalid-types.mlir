// Type errors, with mlir-opt's messages. Each chunk holds one error; `--verify-diagnostics`
// checks that each expected error is reported on the line named and that nothing else is.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Integer and float type names.
// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"t.a"() : () -> (i16777216)

// -----

// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (i0x)

// -----

// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (f17)

// -----

// Shapes.
// expected-error@+1 {{expected 'x' in dimension list}}
"t.a"() : () -> (tensor<4x?>)

// -----

// expected-error@+1 {{expected '>' in tensor type}}
"t.a"() : () -> (tensor<4xf32)

// -----

// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (tensor<*x?xf32>)

// -----

// expected-error@+1 {{invalid dimension}}
"t.a"() : () -> (tensor<9223372036854775808xf32>)

// -----

// Element types each container accepts.
// expected-error@+1 {{invalid tensor element type}}
"t.a"() : () -> (tensor<4xtuple<i32>>)

// -----

// expected-error@+1 {{invalid tensor element type}}
"t.a"() : () -> (tensor<4xnone>)

// -----

// expected-error@+1 {{invalid memref element type}}
"t.a"() : () -> (memref<4x!t.elem>)

// -----

// expected-error@+1 {{invalid element type for complex}}
"t.a"() : () -> (complex<index>)

// -----

// expected-error@+1 {{vector elements must be int/index/float type}}
"t.a"() : () -> (vector<4xtensor<2xf32>>)

// -----

// Vector sizes.
// expected-error@+1 {{vector types must have positive constant sizes}}
"t.a"() : () -> (vector<0xf32>)

// -----

// expected-error@+1 {{expected non-function type}}
"t.a"() : () -> (vector<?xf32>)

// -----

// expected-error@+1 {{invalid dimension}}
"t.a"() : () -> (vector<4x[?]xf32>)

// -----

// Memref layouts and memory spaces.
// expected-error@+1 {{expected the number of strides to match the rank}}
"t.a"() : () -> (memref<4xf32, strided<[1, 1]>>)

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"t.a"() : () -> (memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
"t.a"() : () -> (memref<*xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error@+1 {{multiple memory spaces specified in memref type}}
"t.a"() : () -> (memref<4xf32, 1, 2>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
"t.a"() : () -> (memref<4xf32, [1]>)

// -----

// Tuples and dialect types.
// expected-error@+1 {{expected '>' in tuple type}}
"t.a"() : () -> (tuple<i32)

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
"t.a"() : () -> (!t.t<)

// -----

// expected-error@+1 {{expected '"' in string literal}}
"t.a"() : () -> (!t<"x)

// -----

// Builtin types take no parameters they do not define.
// expected-error@+1 {{expected ')'}}
"t.a"() : () -> (index<4>)
