// Attribute errors, with mlir-opt's messages. Each chunk holds one error;
// `--verify-diagnostics` checks that each expected error (and note) is reported on the line
// named and that nothing else is.

// RUN: oxir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Integers: a literal must fit the width of its type. Signless types take any bit pattern of
// the width (`255 : i8` is -1); negative values need the sign bit; `-0` is rejected too.
// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = -129 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = -0 : i32} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 128 : si8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 0x80 : si8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 2 : i1} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 1 : i0} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 0x8000000000000000 : index} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 0x1FFFFFFFF : i32} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"t.a"() {a = 18446744073709551616} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"t.a"() {a = -1 : ui32} : () -> ()

// -----

// expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
"t.a"() {a = -0x1 : ui32} : () -> ()

// -----

// expected-error@+1 {{integer literal not valid for specified type}}
"t.a"() {a = 1 : tensor<4xi32>} : () -> ()

// -----

// Floats: a decimal integer is not a float (mlir-opt adds a note); a hex integer is the bit
// pattern and must fit the width, without a minus sign.
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"t.a"() {a = 1 : f32} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"t.a"() {a = 0x1FFFF : f16} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"t.a"() {a = 0x100000000 : f32} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
"t.a"() {a = -0x3C00 : f16} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"t.a"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"t.a"() {a = 1.5 : index} : () -> ()

// -----

// Dense arrays.
// expected-error@+1 {{integer constant out of range}}
"t.a"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error@+1 {{expected integer literal}}
"t.a"() {a = array<i8: 1.5>} : () -> ()

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"t.a"() {a = array<f32: 1>} : () -> ()

// -----

// expected-error@+1 {{expected integer or float type, got: 'tensor<4xi32>'}}
"t.a"() {a = array<tensor<4xi32>: 1>} : () -> ()

// -----

// expected-error@+1 {{expected ':' after dense array type}}
"t.a"() {a = array<i32 1>} : () -> ()

// -----

// Dense elements.
// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"t.a"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"t.a"() {a = dense<[1, [2]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"t.a"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"t.a"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected floating-point elements, but parsed integer}}
"t.a"() {a = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"t.a"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"t.a"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"t.a"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"t.a"() {a = dense<1>} : () -> ()

// -----

// Dense elements in hex form: `0x` and an even number of hex digits, as many bytes as the
// type needs (or one element's worth, for a splat).
// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<1xf32>'}}
"t.a"() {a = dense<"0x000080"> : tensor<1xf32>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.a"() {a = dense<"0x0000803"> : tensor<1xf32>} : () -> ()

// -----

// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
"t.a"() {a = dense<"0000803F"> : tensor<1xf32>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi1>'}}
"t.a"() {a = dense<"0x0100"> : tensor<3xi1>} : () -> ()

// -----

// Affine maps and sets.
// expected-error@+1 {{use of undeclared identifier}}
"t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"t.a"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()

// -----

// expected-error@+1 {{expected '(' in affine map range}}
"t.a"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"t.a"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// Strided layouts.
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
"t.a"() {a = strided<[1], offset: x>} : () -> ()

// -----

// expected-error@+1 {{expected '['}}
"t.a"() {a = strided<1>} : () -> ()

// -----

// Distinct attributes.
// expected-error@+1 {{expected distinct ID}}
"t.a"() {a = distinct[x]<1>} : () -> ()

// -----

// expected-error@+1 {{expected '[' after 'distinct'}}
"t.a"() {a = distinct<1>} : () -> ()

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
"t.a"() {a = distinct[99999999999999999999]<1>} : () -> ()

// -----

// expected-error@+1 {{expected ']' to close distinct ID}}
"t.a"() {a = distinct[0 <1>} : () -> ()

// -----

// expected-error@+1 {{expected '<' after distinct ID}}
"t.a"() {a = distinct[0]} : () -> ()

// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
"t.a"() {a = distinct[0]<1 2>} : () -> ()

// -----

// The same number must reference the same attribute each time.
// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i32}}
"t.a"() {a = distinct[0]<1 : i32>, b = distinct[0]<1>} : () -> ()

// -----

// A tensor encoding is an optional attribute, and `distinct` does not start one.
// expected-error@+1 {{expected '>' in tensor type}}
"t.a"() {a = tensor<2xf32, distinct[0]<1>>} : () -> ()

// -----

// Float formats: a bit pattern must fit the type's width (80 bits for `f80`, 8 for the
// 8-bit formats).
// expected-error@+1 {{hexadecimal float constant out of range for type}}
"t.a"() {a = 0x1FFFF8000000000000000 : f80} : () -> ()

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
"t.a"() {a = dense<[1.0, 0x100]> : tensor<2xf8E4M3FN>} : () -> ()

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<2xf80>'}}
"t.a"() {a = dense<"0x0000000000000080FF3F0000000000"> : tensor<2xf80>} : () -> ()
