//! Whole-source tests of the parser: the structure built for every construct, every error
//! path against `mlir-opt-19` (messages and positions observed from it are written into the
//! tables below), no panic on mutated input, the nesting limit, and the generated workload.

use super::*;
use crate::attrs::{AttrData, DenseData, IntValue, LocationData, NamedAttr};
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::structure::{self, BlockId, OpId, OperationState, Value, ValueDef};
use crate::traits::{Trait, TraitSet};
use crate::types::{FloatKind, Signedness, TypeData};

/// First errors of `mlir-opt-19 --allow-unregistered-dialect` on each source: `line:col:
/// message` (the file name left out).
const ERRORS_UNREGISTERED_ALLOWED: &[(&str, &str)] = &[
    // Found by fuzzing: an empty dialect namespace printed as `!<...>`, which did not parse back.
    (
        r#""t.a"() {g = !.0E10} : () -> ()"#,
        "1:16: invalid dialect namespace '\"\"'",
    ),
    (
        r#""t.a"() {g = #.x} : () -> ()"#,
        "1:16: invalid dialect namespace '\"\"'",
    ),
    (
        r#"%0 = "a.x"() : () -> i32
"a.y"(%0) : () -> ()"#,
        "2:13: expected 1 operand type\0 but had 0",
    ),
    (
        r#""a.y"() : (i32, i32) -> ()"#,
        r#"1:11: expected 0 operand types but had 2"#,
    ),
    (r#""a.y"() : i32"#, r#"1:11: expected function type"#),
    (r#""a.y"() [] : () -> ()"#, r#"1:10: expected list element"#),
    (
        r#""builtin.module"() [^bb1] : () -> ()"#,
        r#"1:20: successors in non-terminator"#,
    ),
    (
        r#""a.y"() <{a} : () -> ()"#,
        r#"1:13: expected '>' to close properties"#,
    ),
    (
        r#""a.y"() ({}, {) : () -> ()"#,
        r#"1:15: expected operation name in quotes"#,
    ),
    (
        r#""a.y"() ({}  : () -> ()"#,
        r#"1:12: expected ')' to end region list"#,
    ),
    (
        r#""" () : () -> ()"#,
        r#"1:1: empty operation name is invalid"#,
    ),
    (
        r#""a\00"() : () -> ()"#,
        r#"1:1: null character not allowed in operation name"#,
    ),
    (
        r#"%0 = "a.x"() : () -> i32
"builtin.module"() ({ %0 = "a.y"() : () -> i32 }) : () -> ()"#,
        r#"2:23: redefinition of SSA value '%0'"#,
    ),
    (
        r#"%0 = "a.x"() : () -> i32
"builtin.module"() ({ "a.y"(%0) : (i32) -> () }) : () -> ()"#,
        r#"2:23: 'a.y' op using value defined outside the region"#,
    ),
    (
        r#""builtin.module"() ({ "a.y"(%0) : (i32) -> () }) : () -> ()
%0 = "a.x"() : () -> i32"#,
        r#"1:23: 'a.y' op using value defined outside the region"#,
    ),
    (
        r#""a.y"(%0) : (i32) -> ()
"builtin.module"() ({ %0 = "a.x"() : () -> i32 }) : () -> ()"#,
        r#"1:1: operand #0 does not dominate this use"#,
    ),
    (
        r#""a.y"(%0) : (i32) -> ()"#,
        r#"1:7: use of undeclared SSA value name"#,
    ),
    (
        r#""a.y"(%0) : (i32) -> ()
%0 = "a.x"() : () -> i64"#,
        r#"2:1: definition of SSA value '%0#0' has type 'i64'"#,
    ),
    (
        r#""a.y"(%0, %0) : (i32, i64) -> ()"#,
        r#"1:11: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'"#,
    ),
    (
        r#"%0 = "a.x"() : () -> i32
%0 = "a.x"() : () -> i32"#,
        r#"2:1: redefinition of SSA value '%0'"#,
    ),
    (
        r#"%0 = "a.x"() : () -> ()"#,
        r#"1:1: cannot name an operation with no results"#,
    ),
    (
        r#"%0, %1 = "a.x"() : () -> i32"#,
        r#"1:1: operation defines 1 results but was provided 2 to bind"#,
    ),
    (
        r#"%0:0 = "a.x"() : () -> i32"#,
        r#"1:4: expected named operation to have at least 1 result"#,
    ),
    (
        r#"%0: = "a.x"() : () -> i32"#,
        r#"1:4: expected integer number of results"#,
    ),
    (
        r#"%0 "a.x"() : () -> i32"#,
        r#"1:3: expected '=' after SSA name"#,
    ),
    (
        r#"%0:2 = "a.x"() : () -> (i32, i32)
"a.y"(%0#2) : (i32) -> ()"#,
        r#"2:7: reference to invalid result number"#,
    ),
    (
        r#""a.y"(%0#x) : (i32) -> ()"#,
        r#"1:9: invalid SSA value result number"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32):
  "a.c"() [^bb1] : () -> ()
^bb1:
  "a.c"() [^bb2] : () -> ()
}) : () -> ()"#,
        r#"5:12: reference to an undefined block"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32):
^bb0:
}) : () -> ()"#,
        r#"3:1: redefinition of block '^bb0'"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a i32):
}) : () -> ()"#,
        r#"2:8: expected ':' and type for SSA operand"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32)
}) : () -> ()"#,
        r#"2:14: expected ':' after block name"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32, %a: i32):
}) : () -> ()"#,
        r#"2:15: redefinition of SSA value '%a'"#,
    ),
    (
        r#""a.b"() ({
  "a.c"() : () -> ()
}, {
  "a.c"(%x) : (i32) -> ()
}) : () -> ()"#,
        r#"4:9: use of undeclared SSA value name"#,
    ),
    (
        r#""a.b"() : () -> () loc(#x)"#,
        r#"1:24: operation location alias was never defined"#,
    ),
    (
        r#""a.b"() : () -> () {a}"#,
        r#"1:19: expected operation name in quotes"#,
    ),
    (
        r#""a.b"() {a, a} : () -> ()"#,
        r#"1:13: duplicate key 'a' in dictionary attribute"#,
    ),
    (r#""a.b"("#, r#"1:6: expected ')' to end operand list"#),
    (
        r#""a.b"() "#,
        r#"1:8: expected ':' followed by operation type"#,
    ),
    (r#"}"#, r#"1:1: expected operation name in quotes"#),
    (
        r#""a.b"() ({
^bb0:
  "a.c"() : () -> ()"#,
        r#"3:20: expected operation name in quotes"#,
    ),
    (
        r#""a.b"(%1) {x = 1} : (i32) -> ()
%1 = "a.c"() : () -> i64
"#,
        r#"2:1: definition of SSA value '%1#0' has type 'i64'"#,
    ),
    (
        r#""a.b"() {t = vector<[x4xf32>} : () -> ()"#,
        r#"1:22: invalid dimension"#,
    ),
    (
        r#""a.b"() {t = vector<[4x4xf32>} : () -> ()"#,
        r#"1:23: missing ']' closing scalable dimension"#,
    ),
    (
        r#""a.b"() {t = vector<0xf32>} : () -> ()"#,
        r#"1:23: vector types must have positive constant sizes"#,
    ),
    (
        r#""a.b"() {t = vector<4xnone>} : () -> ()"#,
        r#"1:23: vector elements must be int/index/float type"#,
    ),
    (
        r#""a.b"() {t = vector<4x!a.b>} : () -> ()"#,
        r#"1:23: vector elements must be int/index/float type"#,
    ),
    (
        r#""a.b"() {t = vector<4xvector<4xf32>>} : () -> ()"#,
        r#"1:23: vector elements must be int/index/float type"#,
    ),
    (
        r#""a.b"() {t = tensor<4xnone>} : () -> ()"#,
        r#"1:23: invalid tensor element type"#,
    ),
    (
        r#""a.b"() {t = tensor<4x() -> ()>} : () -> ()"#,
        r#"1:23: invalid tensor element type"#,
    ),
    (
        r#""a.b"() {t = tensor<4xtensor<2xf32>>} : () -> ()"#,
        r#"1:23: invalid tensor element type"#,
    ),
    (
        r#""a.b"() {t = tensor<*xf32, 1>} : () -> ()"#,
        r#"1:30: cannot apply encoding to unranked tensor"#,
    ),
    (
        r#""a.b"() {t = memref<4xnone>} : () -> ()"#,
        r#"1:23: invalid memref element type"#,
    ),
    (
        r#""a.b"() {t = memref<4x!a.b>} : () -> ()"#,
        r#"1:23: invalid memref element type"#,
    ),
    (
        r#""a.b"() {t = memref<4xtensor<2xf32>>} : () -> ()"#,
        r#"1:23: invalid memref element type"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32, affine_map<(d0,d1)->(d0)>>} : () -> ()"#,
        r#"1:14: memref layout mismatch between rank and affine map: 1 != 2"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32, strided<[1,1]>>} : () -> ()"#,
        r#"1:14: expected the number of strides to match the rank"#,
    ),
    (
        r#""a.b"() {t = memref<*xf32, affine_map<(d0)->(d0)>>} : () -> ()"#,
        r#"1:50: cannot have affine map for unranked memref type"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32, 1, 2>} : () -> ()"#,
        r#"1:32: multiple memory spaces specified in memref type"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32, 1, affine_map<(d0)->(d0)>>} : () -> ()"#,
        r#"1:53: expected memory space to be last in memref type"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32, [1]>} : () -> ()"#,
        r#"1:14: unsupported memory space Attribute"#,
    ),
    (
        r#""a.b"() {t = complex<none>} : () -> ()"#,
        r#"1:22: invalid element type for complex"#,
    ),
    (
        r#""a.b"() {t = i16777216} : () -> ()"#,
        r#"1:14: integer bitwidth is limited to 16777215 bits"#,
    ),
    (
        r#""a.b"() {t = i99999999999} : () -> ()"#,
        r#"1:14: invalid integer width"#,
    ),
    (
        r#""a.b"() {t = !a.b<x} : () -> ()"#,
        r#"1:18: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""a.b"() {t = !builtin.foo} : () -> ()"#,
        r#"1:23: dialect 'builtin' provides no type parsing hook"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32, #a.b>} : () -> ()"#,
        r#"1:14: unsupported memory space Attribute"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32,} : () -> ()"#,
        r#"1:27: expected attribute value"#,
    ),
    (
        r#""a.b"() {t = memref<4xf32 1>} : () -> ()"#,
        r#"1:26: expected ',' or '>' in memref type"#,
    ),
    (
        r#""a.b"() {t = memref<>} : () -> ()"#,
        r#"1:21: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = tensor<>} : () -> ()"#,
        r#"1:21: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = tuple<i32} : () -> ()"#,
        r#"1:23: expected '>' in tuple type"#,
    ),
    (
        r#""a.b"() {t = (i32) -> (i32} : () -> ()"#,
        r#"1:27: expected ')'"#,
    ),
    (
        r#""a.b"() {t = (i32 -> i32} : () -> ()"#,
        r#"1:18: expected ')'"#,
    ),
    (
        r#""a.b"() {t = () -> } : () -> ()"#,
        r#"1:19: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = vector<?xf32>} : () -> ()"#,
        r#"1:21: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = tensor<*x?xf32>} : () -> ()"#,
        r#"1:23: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = tensor<4xtuple<>>} : () -> ()"#,
        r#"1:23: invalid tensor element type"#,
    ),
    (
        r#""a.b"() {t = tensor<4x4} : () -> ()"#,
        r#"1:24: expected 'x' in dimension list"#,
    ),
    (
        r#""a.b"() {t = tensor<4x} : () -> ()"#,
        r#"1:23: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = tensor<99999999999999999999xf32>} : () -> ()"#,
        r#"1:21: invalid dimension"#,
    ),
    (
        r#""a.b"() {t = vector<[4]>} : () -> ()"#,
        r#"1:24: expected 'x' in dimension list"#,
    ),
    (
        r#""a.b"() {t = vector<4x>} : () -> ()"#,
        r#"1:23: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = complex<f32} : () -> ()"#,
        r#"1:25: expected '>' in complex type"#,
    ),
    (
        r#""a.b"() {t = complex f32} : () -> ()"#,
        r#"1:21: expected '<' in complex type"#,
    ),
    (
        r#""a.b"() {t = tuple<i32,>} : () -> ()"#,
        r#"1:24: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = (i32,) -> i32} : () -> ()"#,
        r#"1:19: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = i32 x} : () -> ()"#,
        r#"1:17: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = !a.b<"x>"<>} : () -> ()"#,
        r#"1:19: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""a.b"() {t = 1.0 : i32} : () -> ()"#,
        r#"1:23: floating point value not valid for specified type"#,
    ),
    (
        r#""a.b"() {t = 1 : f32} : () -> ()"#,
        r#"1:14: unexpected decimal integer literal for a floating point value"#,
    ),
    (
        r#""a.b"() {t = -0x1 : f32} : () -> ()"#,
        r#"1:15: hexadecimal float literal should not have a leading minus"#,
    ),
    (
        r#""a.b"() {t = 0x1FFFF : f16} : () -> ()"#,
        r#"1:14: hexadecimal float constant out of range for type"#,
    ),
    (
        r#""a.b"() {t = 1 : tensor<i32>} : () -> ()"#,
        r#"1:14: integer literal not valid for specified type"#,
    ),
    (
        r#""a.b"() {t = -} : () -> ()"#,
        r#"1:15: expected constant integer or floating point value"#,
    ),
    (
        r#""a.b"() {t = -"a"} : () -> ()"#,
        r#"1:15: expected constant integer or floating point value"#,
    ),
    (
        r#""a.b"() {t = 256 : i8} : () -> ()"#,
        r#"1:14: integer constant out of range for attribute"#,
    ),
    (
        r#""a.b"() {t = -129 : i8} : () -> ()"#,
        r#"1:15: integer constant out of range for attribute"#,
    ),
    (
        r#""a.b"() {t = -1 : ui8} : () -> ()"#,
        r#"1:15: negative integer literal not valid for unsigned integer type"#,
    ),
    (
        r#""a.b"() {t = 2 : i1} : () -> ()"#,
        r#"1:14: integer constant out of range for attribute"#,
    ),
    (
        r#""a.b"() {t = 9223372036854775808 : index} : () -> ()"#,
        r#"1:14: integer constant out of range for attribute"#,
    ),
    (
        r#""a.b"() {t = @a::b} : () -> ()"#,
        r#"1:18: expected nested symbol reference identifier"#,
    ),
    (
        r#""a.b"() {t = @a : i32} : () -> ()"#,
        r#"1:16: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = [1, 2} : () -> ()"#,
        r#"1:19: expected ',' or ']'"#,
    ),
    (
        r#""a.b"() {t = [1 2]} : () -> ()"#,
        r#"1:16: expected ',' or ']'"#,
    ),
    (
        r#""a.b"() {t = {a, b = 1, a}} : () -> ()"#,
        r#"1:25: duplicate key 'a' in dictionary attribute"#,
    ),
    (
        r#""a.b"() {t = {"" = 1}} : () -> ()"#,
        r#"1:15: expected valid attribute name"#,
    ),
    (
        r#""a.b"() {t = {1 = 1}} : () -> ()"#,
        r#"1:15: expected attribute name"#,
    ),
    (
        r#""a.b"() {t = {a = }} : () -> ()"#,
        r#"1:18: expected attribute value"#,
    ),
    (
        r#""a.b"() {t = unit : i32} : () -> ()"#,
        r#"1:18: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = true : i1} : () -> ()"#,
        r#"1:18: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = #x} : () -> ()"#,
        r#"1:16: undefined symbol alias id 'x'"#,
    ),
    (
        r#""a.b"() {t = #x.y<a} : () -> ()"#,
        r#"1:18: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0) -> (d0)} : () -> ()"#,
        r#"1:37: expected '>' in affine map"#,
    ),
    (
        r#""a.b"() {t = affine_map(d0)} : () -> ()"#,
        r#"1:24: expected '<' in affine map"#,
    ),
    (
        r#""a.b"() {t = affine_set<(d0) -> (d0)>} : () -> ()"#,
        r#"1:25: expected IntegerSet, but got AffineMap"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0) : (d0 >= 0)>} : () -> ()"#,
        r#"1:25: expected AffineMap, but got IntegerSet"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0) -> (d1)>} : () -> ()"#,
        r#"1:34: use of undeclared identifier"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0, d0) -> (d0)>} : () -> ()"#,
        r#"1:30: redefinition of identifier 'd0'"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0) -> (d0 * d0)>} : () -> ()"#,
        r#"1:37: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()"#,
        r#"1:37: non-affine expression: right operand of floordiv has to be either a constant or symbolic"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0) - (d0)>} : () -> ()"#,
        r#"1:29: expected '->' or ':'"#,
    ),
    (
        r#""a.b"() {t = affine_map<(d0)[s0 -> (d0)>} : () -> ()"#,
        r#"1:32: expected ']' in symbol list"#,
    ),
    (
        r#""a.b"() {t = strided<[0]>} : () -> ()"#,
        r#"1:14: strides must not be zero"#,
    ),
    (
        r#""a.b"() {t = strided<[1], offset 3>} : () -> ()"#,
        r#"1:33: expected ':' after 'offset'"#,
    ),
    (
        r#""a.b"() {t = strided<[a]>} : () -> ()"#,
        r#"1:23: expected a 64-bit signed integer or '?'"#,
    ),
    (
        r#""a.b"() {t = strided<[-9223372036854775808]>} : () -> ()"#,
        r#"1:23: expected a 64-bit signed integer or '?'"#,
    ),
    (
        r#""a.b"() {t = strided<[1]} : () -> ()"#,
        r#"1:25: expected ','"#,
    ),
    (
        r#""a.b"() {t = strided[1]} : () -> ()"#,
        r#"1:21: expected '<' after 'strided'"#,
    ),
    (
        r#""a.b"() {t = strided<[1],>} : () -> ()"#,
        r#"1:26: expected 'offset' after comma"#,
    ),
    (
        r#""a.b"() {t = strided<[1], offset: >} : () -> ()"#,
        r#"1:35: expected a 64-bit signed integer or '?'"#,
    ),
    (
        r#""a.b"() {t = strided<[1 2]>} : () -> ()"#,
        r#"1:24: expected ']'"#,
    ),
    (
        r#""a.b"() {t = loc(} : () -> ()"#,
        r#"1:18: expected location instance"#,
    ),
    (
        r#""a.b"() {t = loc unknown} : () -> ()"#,
        r#"1:17: expected '(' in inline location"#,
    ),
    (
        r#""a.b"() {t = 0x} : () -> ()"#,
        r#"1:15: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = 0xZZ} : () -> ()"#,
        r#"1:15: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = 1.5e} : () -> ()"#,
        r#"1:17: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = -0 : ui8} : () -> ()"#,
        r#"1:15: negative integer literal not valid for unsigned integer type"#,
    ),
    (
        r#""a.b"() {t = -0 : i8} : () -> ()"#,
        r#"1:15: integer constant out of range for attribute"#,
    ),
    (
        r#""a.b"() {t = i32 : i32} : () -> ()"#,
        r#"1:17: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = @} : () -> ()"#,
        r#"1:15: @ identifier expected to start with letter or '_'"#,
    ),
    (
        r#""a.b"() {t = @"} : () -> ()"#,
        r#"1:28: expected '"' in string literal"#,
    ),
    (
        r#""a.b"() {t = dense<[1, 2]> : tensor<3xi32>} : () -> ()"#,
        r#"1:28: inferred shape of elements literal ([2]) does not match type ([3])"#,
    ),
    (
        r#""a.b"() {t = dense<> : tensor<2xi32>} : () -> ()"#,
        r#"1:22: parsed zero elements, but type ('tensor<2xi32>') expected at least 1"#,
    ),
    (
        r#""a.b"() {t = dense<[[1],[2, 3]]> : tensor<2x1xi32>} : () -> ()"#,
        r#"1:31: tensor literal is invalid; ranks are not consistent between elements"#,
    ),
    (
        r#""a.b"() {t = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()"#,
        r#"1:27: tensor literal is invalid; ranks are not consistent between elements"#,
    ),
    (
        r#""a.b"() {t = dense<1.5> : tensor<2xi32>} : () -> ()"#,
        r#"1:20: expected integer elements, but parsed floating-point"#,
    ),
    (
        r#""a.b"() {t = dense<-1> : tensor<2xui32>} : () -> ()"#,
        r#"1:21: expected unsigned integer elements, but parsed negative value"#,
    ),
    (
        r#""a.b"() {t = dense<true> : tensor<2xi32>} : () -> ()"#,
        r#"1:20: expected i1 type for 'true' or 'false' values"#,
    ),
    (
        r#""a.b"() {t = dense<300> : tensor<2xi8>} : () -> ()"#,
        r#"1:20: integer constant out of range for type"#,
    ),
    (
        r#""a.b"() {t = dense<1> : tensor<2xf32>} : () -> ()"#,
        r#"1:38: expected floating-point elements, but parsed integer"#,
    ),
    (
        r#""a.b"() {t = dense<true> : tensor<2xf32>} : () -> ()"#,
        r#"1:41: expected floating-point elements, but parsed integer"#,
    ),
    (
        r#""a.b"() {t = dense<"a"> : tensor<2xi32>} : () -> ()"#,
        r#"1:20: expected string containing hex digits starting with `0x`"#,
    ),
    (
        r#""a.b"() {t = dense<1> : tensor<?xi32>} : () -> ()"#,
        r#"1:38: elements literal type must have static shape"#,
    ),
    (
        r#""a.b"() {t = dense<1> : i32} : () -> ()"#,
        r#"1:28: elements literal must be a shaped type"#,
    ),
    (
        r#""a.b"() {t = dense<1>} : () -> ()"#,
        r#"1:22: expected ':'"#,
    ),
    (
        r#""a.b"() {t = dense<[(1, 2), (3,4)]> : tensor<2xcomplex<f32>>} : () -> ()"#,
        r#"1:61: expected floating-point elements, but parsed integer"#,
    ),
    (
        r#""a.b"() {t = dense<[(1.0, 2.0)]> : tensor<2xcomplex<f32>>} : () -> ()"#,
        r#"1:34: inferred shape of elements literal ([1]) does not match type ([2])"#,
    ),
    (
        r#""a.b"() {t = dense<(1, 2, 3)> : tensor<2xcomplex<i32>>} : () -> ()"#,
        r#"1:25: expected ')' after complex elements"#,
    ),
    (
        r#""a.b"() {t = dense<"0x0102030405"> : tensor<2xi16>} : () -> ()"#,
        r#"1:36: elements hex data size is invalid for provided type: 'tensor<2xi16>'"#,
    ),
    (
        r#""a.b"() {t = dense<"0x0F00"> : tensor<4xi1>} : () -> ()"#,
        r#"1:30: elements hex data size is invalid for provided type: 'tensor<4xi1>'"#,
    ),
    (
        r#""a.b"() {t = dense<"zz"> : tensor<2xi8>} : () -> ()"#,
        r#"1:20: expected string containing hex digits starting with `0x`"#,
    ),
    (
        r#""a.b"() {t = dense<"0x0"> : tensor<1xi8>} : () -> ()"#,
        r#"1:20: expected string containing hex digits starting with `0x`"#,
    ),
    (
        r#""a.b"() {t = dense<-> : tensor<1xi8>} : () -> ()"#,
        r#"1:20: expected element literal of primitive type"#,
    ),
    (
        r#""a.b"() {t = dense<[1 2]> : tensor<2xi8>} : () -> ()"#,
        r#"1:22: expected ']'"#,
    ),
    (
        r#""a.b"() {t = dense<x> : tensor<1xi8>} : () -> ()"#,
        r#"1:20: expected element literal of primitive type"#,
    ),
    (
        r#""a.b"() {t = dense<1 : tensor<1xi8>} : () -> ()"#,
        r#"1:21: expected '>'"#,
    ),
    (
        r#""a.b"() {t = dense<1> tensor<1xi8>} : () -> ()"#,
        r#"1:22: expected ':'"#,
    ),
    (
        r#""a.b"() {t = dense<(1.0, 2)> : tensor<complex<f32>>} : () -> ()"#,
        r#"1:52: expected floating-point elements, but parsed integer"#,
    ),
    (
        r#""a.b"() {t = dense<-0x3F800000> : tensor<2xf32>} : () -> ()"#,
        r#"1:21: hexadecimal float literal should not have a leading minus"#,
    ),
    (
        r#""a.b"() {t = dense<0x1FFFFFFFF> : tensor<2xf32>} : () -> ()"#,
        r#"1:20: hexadecimal float constant out of range for type"#,
    ),
    (
        r#""a.b"() {t = dense<"s"> : tensor<2xf32>} : () -> ()"#,
        r#"1:20: expected string containing hex digits starting with `0x`"#,
    ),
    (
        r#""a.b"() {t = array<f64: 1.0, 2>} : () -> ()"#,
        r#"1:30: unexpected decimal integer literal for a floating point value"#,
    ),
    (
        r#""a.b"() {t = array<i32: true>} : () -> ()"#,
        r#"1:25: expected i1 type for 'true' or 'false' values"#,
    ),
    (
        r#""a.b"() {t = array<i32: 1.0>} : () -> ()"#,
        r#"1:25: expected integer literal"#,
    ),
    (
        r#""a.b"() {t = array<i8: 300, 1>} : () -> ()"#,
        r#"1:27: integer constant out of range"#,
    ),
    (
        r#""a.b"() {t = array<i4: 1>} : () -> ()"#,
        r#"1:20: element type bitwidth must be a multiple of 8"#,
    ),
    (
        r#""a.b"() {t = array<i32 1>} : () -> ()"#,
        r#"1:23: expected ':' after dense array type"#,
    ),
    (
        r#""a.b"() {t = array<i32: 1 2>} : () -> ()"#,
        r#"1:26: expected '>' to close an array attribute"#,
    ),
    (
        r#""a.b"() {t = array<>} : () -> ()"#,
        r#"1:20: expected non-function type"#,
    ),
    (
        r#""a.b"() {t = array<tensor<2xi32>: 1>} : () -> ()"#,
        r#"1:20: expected integer or float type, got: 'tensor<2xi32>'"#,
    ),
    (
        r#""a.b"() {t = array<i32: >} : () -> ()"#,
        r#"1:25: expected integer literal"#,
    ),
    (
        r#""a.b"() {t = array<f32: -0x1>} : () -> ()"#,
        r#"1:26: hexadecimal float literal should not have a leading minus"#,
    ),
    (
        r#""a.b"() {t = dense<1> : tensor<2xi64> : i32} : () -> ()"#,
        r#"1:38: expected '}' in attribute dictionary"#,
    ),
    (
        r#""a.b"() {t = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()"#,
        r#"1:32: tensor literal is invalid; ranks are not consistent between elements"#,
    ),
    (
        r#""a.b"() {t = dense<[[1, 2], [3, 4]]> : tensor<2x3xi32>} : () -> ()"#,
        r#"1:38: inferred shape of elements literal ([2, 2]) does not match type ([2, 3])"#,
    ),
    (
        r#""a.b"() {t = dense<[(1,2)]> : tensor<2xcomplex<i32>>} : () -> ()"#,
        r#"1:29: inferred shape of elements literal ([1]) does not match type ([2])"#,
    ),
    (
        r#""a.b"() {t = dense<"0x010000"> : tensor<2xcomplex<i16>>} : () -> ()"#,
        r#"1:32: elements hex data size is invalid for provided type: 'tensor<2xcomplex<i16>>'"#,
    ),
    (
        r#""a.b"() {t = dense<["a"]> : tensor<1xi32>} : () -> ()"#,
        r#"1:21: integer constant out of range for type"#,
    ),
    (
        r#""a.b"() {t = dense<["a"]> : tensor<1xf32>} : () -> ()"#,
        r#"1:42: expected floating-point elements, but parsed integer"#,
    ),
    (
        r#""a.b"() {t = dense<[-1.5, 2]> : tensor<2xf32>} : () -> ()"#,
        r#"1:46: expected floating-point elements, but parsed integer"#,
    ),
    (
        r#""a.b"() {t = dense<1> : tensor<*xi32>} : () -> ()"#,
        r#"1:38: elements literal type must have static shape"#,
    ),
    (
        r#""a.b"() {t = dense<1> : tuple<>} : () -> ()"#,
        r#"1:32: elements literal must be a shaped type"#,
    ),
    (
        r#""a.b"() {t = dense<"0x"> : tensor<1xi32>} : () -> ()"#,
        r#"1:26: elements hex data size is invalid for provided type: 'tensor<1xi32>'"#,
    ),
    (
        r#""a.b"() : () -> () loc("#,
        r#"1:23: expected location instance"#,
    ),
    (
        r#""a.b"() : () -> () loc("a":1)"#,
        r#"1:29: expected ':' in FileLineColLoc"#,
    ),
    (
        r#""a.b"() : () -> () loc("a":x:2)"#,
        r#"1:28: expected integer line number in FileLineColLoc"#,
    ),
    (
        r#""a.b"() : () -> () loc("a":1:-2)"#,
        r#"1:30: expected integer column number in FileLineColLoc"#,
    ),
    (
        r#""a.b"() : () -> () loc("a":4294967296:2)"#,
        r#"1:28: expected integer line number in FileLineColLoc"#,
    ),
    (
        r#""a.b"() : () -> () loc("a"(x))"#,
        r#"1:28: expected location instance"#,
    ),
    (
        r#""a.b"() : () -> () loc("a"("b")"#,
        r#"1:31: expected ')' in location"#,
    ),
    (
        r#""a.b"() : () -> () loc(callsite("a" "b"))"#,
        r#"1:36: expected 'at' in callsite location"#,
    ),
    (
        r#""a.b"() : () -> () loc(callsite("a" at "b")"#,
        r#"1:43: expected ')' in location"#,
    ),
    (
        r#""a.b"() : () -> () loc(fused)"#,
        r#"1:29: expected '[' in fused location"#,
    ),
    (
        r#""a.b"() : () -> () loc(fused<1 [])"#,
        r#"1:31: expected '>' after fused location metadata"#,
    ),
    (
        r#""a.b"() : () -> () loc(foo)"#,
        r#"1:24: expected location instance"#,
    ),
    (
        r#""a.b"() : () -> () loc(unknown"#,
        r#"1:30: expected ')' in location"#,
    ),
    (
        r#""a.b"() : () -> () loc x"#,
        r#"1:23: expected '(' in location"#,
    ),
    (
        r#"#a = 1
#a = 2"#,
        r#"2:1: redefinition of attribute alias id 'a'"#,
    ),
    (
        r#"#a.b = 1"#,
        r#"1:1: attribute names with a '.' are reserved for dialect-defined names"#,
    ),
    (
        r#"!a = i32
!a = i32"#,
        r#"2:1: redefinition of type alias id 'a'"#,
    ),
    (
        r#"!a.b = i32"#,
        r#"1:1: type names with a '.' are reserved for dialect-defined names"#,
    ),
    (
        r#"#a 1"#,
        r#"1:3: expected '=' in attribute alias definition"#,
    ),
    (r#"!a i32"#, r#"1:3: expected '=' in type alias definition"#),
    (r#"#a = "#, r#"1:5: expected attribute value"#),
    (r#"!a = "#, r#"1:5: expected non-function type"#),
    (
        r#"{-# foo: 1 #-}"#,
        r#"1:5: unknown key 'foo' in file metadata dictionary"#,
    ),
    (
        r#"{-# dialect_resources: { nope: { } } #-}"#,
        r#"1:26: dialect 'nope' is unknown"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { } }, #-}"#,
        r#"1:42: expected identifier key in file metadata dictionary"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: 1 } } #-}"#,
        r#"1:40: expected hex string blob for key 'x'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: "0x03000000aabb" } } #-}"#,
        r#"1:40: expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: "0x01" } } #-}"#,
        r#"1:40: expected hex string blob for key 'x' to encode alignment in first 4 bytes"#,
    ),
    (
        r#"{-# dialect_resources: builtin #-}"#,
        r#"1:23: expected '{'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin { } } #-}"#,
        r#"1:33: expected ':'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x "0x01" } } #-}"#,
        r#"1:38: expected ':'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: "0x04000000" y: 1} } #-}"#,
        r#"1:52: expected ',' or '}'"#,
    ),
    (
        r#"{-# external_resources: { foo: { 1: 2 } } #-}"#,
        r#"1:34: expected identifier key for 'external_resources' entry"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { 1: 2 } } #-}"#,
        r#"1:37: expected identifier key for 'resource' entry"#,
    ),
    (
        r#"{-# external_resources: { foo: { "k": 2 } } #-}"#,
        r#"1:34: expected identifier key for 'external_resources' entry"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { "k": "0x04000000" } } #-}"#,
        r#"1:37: expected identifier key for 'resource' entry"#,
    ),
    (
        r#""t.op"() {b = dense_resource<x> : i32} : () -> ()"#,
        r#"1:33: `dense_resource` expected a shaped type"#,
    ),
    (
        r#""t.op"() {b = dense_resource<x>} : () -> ()"#,
        r#"1:32: expected ':'"#,
    ),
    (
        r#""t.op"() {b = dense_resource<"x"> : tensor<2xi32>} : () -> ()"#,
        r#"1:30: expected identifier key for 'resource' entry"#,
    ),
    (
        r#""t.op"() {b = dense_resource x : tensor<2xi32>} : () -> ()"#,
        r#"1:29: expected '<' after 'dense_resource'"#,
    ),
    (
        r#""t.op"() {b = dense_resource<x : tensor<2xi32>} : () -> ()"#,
        r#"1:31: expected '>'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: "0x040000zz" } } #-}"#,
        r#"1:40: expected hex string blob for key 'x'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: "0x0400000" } } #-}"#,
        r#"1:40: expected hex string blob for key 'x'"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { x: "0xFFFFFFFF" } } #-}"#,
        r#"1:40: expected hex string blob for key 'x' to encode alignment in first 4 bytes, but got non-power-of-2 value: 4294967295"#,
    ),
    (
        r#"{-# dialect_resources: { builtin: { a: "\zz" } } #-}"#,
        r#"1:41: unknown escape in string literal"#,
    ),
    (
        r#"{-# external_resources: { t: { a: 1.5 } } #-}"#,
        r#"1:35: expected string value for key 'a'"#,
    ),
    (
        r#"{-# external_resources: { t: { a: "0x10" } } #-}"#,
        r#"1:35: expected hex string blob for key 'a' to encode alignment in first 4 bytes"#,
    ),
    (
        r#"{-# external_resources: { t: { a: "0xzz" } } #-}"#,
        r#"1:35: expected hex string blob for key 'a'"#,
    ),
    (r#"{-# a"#, r#"1:4: expected ':'"#),
    (
        r#"{-# dialect_resources: { builtin: { } } "#,
        r#"1:40: expected ',' or '#-}'"#,
    ),
    (
        r#""a.b"() : () -> () loc(#b)"#,
        r#"1:24: operation location alias was never defined"#,
    ),
    (
        r#""a.b"() : () -> () loc(#b)
#b = 1"#,
        r#"1:24: expected location, but found '1 : i64'"#,
    ),
    (
        r#""a.b"() {x = loc(#c)} : () -> ()"#,
        r#"1:20: undefined symbol alias id 'c'"#,
    ),
    (
        r#"#c = 3
"a.b"() : () -> () loc(#c)"#,
        r#"2:24: expected location, but found '3 : i64'"#,
    ),
    (
        r#""a.e"() : () -> () loc(#x.y)"#,
        r#"1:24: expected location, but found dialect attribute: '#x.y'"#,
    ),
    (
        r#""a.b"() {x = loc(#x.y)} : () -> ()"#,
        r#"1:22: expected location attribute, but got#x.y"#,
    ),
    (
        r#"#c = 3
"a.b"() {x = loc(fused[#c])} : () -> ()"#,
        r#"2:26: expected location attribute, but got3 : i64"#,
    ),
    (
        r#"#c = 3
"a.b"() {x = loc(#c)} : () -> ()"#,
        r#"2:20: expected location attribute, but got3 : i64"#,
    ),
    (
        r#""a.b"() : () -> () loc(fused[#c])"#,
        r#"1:32: undefined symbol alias id 'c'"#,
    ),
    (
        r#""a.b"() : () -> () loc(callsite(#c at "b"))"#,
        r#"1:35: undefined symbol alias id 'c'"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32 loc(#z)):
 "a.c"() : () -> () loc(#x)
}) : () -> () loc(#y)"#,
        r#"3:25: operation location alias was never defined"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32 loc(#z)):
 "a.c"() : () -> ()
}) : () -> () loc(#y)"#,
        r#"4:19: operation location alias was never defined"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32 loc(#z), %b: i32 loc(#w)):
}) : () -> ()"#,
        r#"2:18: operation location alias was never defined"#,
    ),
    (
        r#""a.b"() ({
^bb0(%a: i32 loc(#z)):
}) : () -> ()
#z = 1"#,
        r#"2:18: expected location, but found '1 : i64'"#,
    ),
    (
        r#""a.b"() : () -> () loc(#y)
"a.b"() : () -> () loc(#x)"#,
        r#"1:24: operation location alias was never defined"#,
    ),
    (
        r#""a.b"() : () -> () loc("\zz")"#,
        r#"1:25: unknown escape in string literal"#,
    ),
    (
        r#"module attributes {a.b} @x {}"#,
        r#"1:24: expected '{' to begin a region"#,
    ),
    (
        r#"module { bar }"#,
        r#"1:10: custom op 'bar' is unknown (tried 'builtin.bar' as well)"#,
    ),
    (
        r#""builtin.module"() ({ bar }) : () -> ()"#,
        r#"1:23: custom op 'bar' is unknown (tried 'builtin.bar' as well)"#,
    ),
    (
        r#"foo.bar"#,
        r#"1:1: Dialect `foo' not found for custom op 'foo.bar' "#,
    ),
    (
        r#"builtin.bar"#,
        r#"1:1: custom op 'builtin.bar' is unknown"#,
    ),
    (
        r#"bar"#,
        r#"1:1: custom op 'bar' is unknown (tried 'builtin.bar' as well)"#,
    ),
    (
        r#"module @"#,
        r#"1:9: @ identifier expected to start with letter or '_'"#,
    ),
    (
        r#"module @x attributes"#,
        r#"1:20: expected '{' in attribute dictionary"#,
    ),
    (
        r#"module @x attributes {"#,
        r#"1:21: expected attribute name"#,
    ),
    (
        r#"module @x attributes {} "#,
        r#"1:24: expected '{' to begin a region"#,
    ),
    (
        r#"module @x attributes {}  {"#,
        r#"1:24: expected operation name in quotes"#,
    ),
    (
        r#"%0 = module {}"#,
        r#"1:1: cannot name an operation with no results"#,
    ),
    (
        r#"module {} {}"#,
        r#"1:10: expected operation name in quotes"#,
    ),
    (r#"module"#, r#"1:6: expected '{' to begin a region"#),
    (r#"module ({})"#, r#"1:7: expected '{' to begin a region"#),
    (
        r#""builtin.module"() {t = !foo.a<b]>} : () -> ()"#,
        r#"1:31: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<b "x} : () -> ()"#,
        r#"1:48: expected '"' in string literal"#,
    ),
    (
        r#""builtin.module"() {t = !foo.x <y>} : () -> ()"#,
        r#"1:31: expected '}' in attribute dictionary"#,
    ),
    (
        r#""builtin.module"() {t = !foo} : () -> ()"#,
        r#"1:29: undefined symbol alias id 'foo'"#,
    ),
    (
        r#""builtin.module"() {t = !foo<a>.b} : () -> ()"#,
        r#"1:33: expected three consecutive dots for an ellipsis"#,
    ),
    (
        r#""builtin.module"() {t = !foo.b<a>>} : () -> ()"#,
        r#"1:34: expected '}' in attribute dictionary"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<(]>} : () -> ()"#,
        r#"1:31: unbalanced '(' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<"x" ]>} : () -> ()"#,
        r#"1:32: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<"#,
        r#"1:31: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<"x""#,
        r#"1:32: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !builtin.foo} : () -> ()"#,
        r#"1:34: dialect 'builtin' provides no type parsing hook"#,
    ),
    (
        r#""builtin.module"() {t = #builtin.foo} : () -> ()"#,
        r#"1:34: dialect 'builtin' provides no attribute parsing hook"#,
    ),
    (
        r#""builtin.module"() {t = #builtin<foo>} : () -> ()"#,
        r#"1:34: dialect 'builtin' provides no attribute parsing hook"#,
    ),
    // Distinct attributes.
    (
        r#""t.a"() {a = distinct} : () -> ()"#,
        r#"1:22: expected '[' after 'distinct'"#,
    ),
    (
        r#""t.a"() {a = distinct[x]<1>} : () -> ()"#,
        r#"1:23: expected distinct ID"#,
    ),
    (
        r#""t.a"() {a = distinct[-1]<1>} : () -> ()"#,
        r#"1:23: expected distinct ID"#,
    ),
    (
        r#""t.a"() {a = distinct[99999999999999999999]<1>} : () -> ()"#,
        r#"1:43: expected an unsigned 64-bit integer"#,
    ),
    (
        r#""t.a"() {a = distinct[0 <1>} : () -> ()"#,
        r#"1:24: expected ']' to close distinct ID"#,
    ),
    (
        r#""t.a"() {a = distinct[0]x} : () -> ()"#,
        r#"1:25: expected '<' after distinct ID"#,
    ),
    (
        r#""t.a"() {a = distinct[0]<1} : () -> ()"#,
        r#"1:27: expected '>' to close distinct attribute"#,
    ),
    (
        r#""t.a"() {a = distinct[0]<1 : i32>, b = distinct[0]<1>} : () -> ()"#,
        r#"1:40: referenced attribute does not match previous definition: 1 : i32"#,
    ),
    (
        r#""t.a"() {a = distinct[0]<dense<[1,2]> : tensor<2xi32>>, b = distinct[0]<1>} : () -> ()"#,
        r#"1:61: referenced attribute does not match previous definition: dense<[1, 2]> : tensor<2xi32>"#,
    ),
    // Float formats.
    (
        r#""t.a"() {a = 0x100 : f8E4M3FN} : () -> ()"#,
        r#"1:14: hexadecimal float constant out of range for type"#,
    ),
    (
        r#""t.a"() {a = 0x1FFFF8000000000000000 : f80} : () -> ()"#,
        r#"1:14: hexadecimal float constant out of range for type"#,
    ),
    (
        r#""t.a"() {a = dense<0x1FF> : tensor<2xf8E5M2>} : () -> ()"#,
        r#"1:20: hexadecimal float constant out of range for type"#,
    ),
    (
        r#""t.a"() {a = dense<"0x00"> : tensor<2xf80>} : () -> ()"#,
        r#"1:28: elements hex data size is invalid for provided type: 'tensor<2xf80>'"#,
    ),
    // Attributes in messages are spelled as the printer spells them, with their type.
    (
        "#a = 1.0\n\"t.a\"() : () -> () loc(#a)",
        r#"2:24: expected location, but found '1.000000e+00 : f64'"#,
    ),
    (
        "\"t.a\"() : () -> () loc(#a)\n#a = 0x7FF0000000000000 : f64",
        r#"1:24: expected location, but found '0x7FF0000000000000 : f64'"#,
    ),
    (
        "#a = dense<[1,2]> : tensor<2xi32>\n\"t.a\"() : () -> () loc(callsite(#a at \"x\":1:1))",
        r#"2:36: expected location attribute, but gotdense<[1, 2]> : tensor<2xi32>"#,
    ),
];

/// First errors of `mlir-opt-19` (unregistered dialects forbidden) on each source.
const ERRORS_STRICT: &[(&str, &str)] = &[
    (
        r#""builtin.module"() {t = !foo.bar} : () -> ()"#,
        r#"1:30: `!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = #foo.bar} : () -> ()"#,
        r#"1:30: #"foo"<"bar"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = #foo<bar>} : () -> ()"#,
        r#"1:25: #"foo"<"bar"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = #foo.bar : i32} : () -> ()"#,
        r#"1:30: #"foo"<"bar"> : 'i32' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = !foo<"a\"b">} : () -> ()"#,
        r#"1:25: `!"foo"<""a\"b"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<b]>} : () -> ()"#,
        r#"1:31: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<b "x} : () -> ()"#,
        r#"1:48: expected '"' in string literal"#,
    ),
    (
        r#""builtin.module"() {t = !foo.x <y>} : () -> ()"#,
        r#"1:30: `!"foo"<"x">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = !foo} : () -> ()"#,
        r#"1:29: undefined symbol alias id 'foo'"#,
    ),
    (
        r#""builtin.module"() {t = !foo<a>.b} : () -> ()"#,
        r#"1:33: expected three consecutive dots for an ellipsis"#,
    ),
    (
        r#""builtin.module"() {t = !foo.b<a>>} : () -> ()"#,
        r#"1:30: `!"foo"<"b<a>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<(]>} : () -> ()"#,
        r#"1:31: unbalanced '(' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<"x" ]>} : () -> ()"#,
        r#"1:32: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<->>} : () -> ()"#,
        r#"1:30: `!"foo"<"a<->>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<"#,
        r#"1:31: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !foo.a<"x""#,
        r#"1:32: unbalanced '<' character in pretty dialect name"#,
    ),
    (
        r#""builtin.module"() {t = !builtin.foo} : () -> ()"#,
        r#"1:34: dialect 'builtin' provides no type parsing hook"#,
    ),
    (
        r#""builtin.module"() {t = #builtin.foo} : () -> ()"#,
        r#"1:34: dialect 'builtin' provides no attribute parsing hook"#,
    ),
    (
        r#""builtin.module"() {t = #builtin<foo>} : () -> ()"#,
        r#"1:34: dialect 'builtin' provides no attribute parsing hook"#,
    ),
    (
        r#""builtin.module"() {t = !foo.} : () -> ()"#,
        r#"1:30: `!"foo"<"">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"#,
    ),
    (
        r#""foo.bar"() : () -> ()"#,
        r#"1:10: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"#,
    ),
    (
        r#""builtin.module"() ({
  "foo.bar"() : () -> ()
}) : () -> ()
"#,
        r#"2:12: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"#,
    ),
    (
        r#"module attributes {a.b} @x {}"#,
        r#"1:24: expected '{' to begin a region"#,
    ),
    (
        r#"module @x attributes {a.b} { "a.b"() : () -> () }"#,
        r#"1:35: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"#,
    ),
    (
        r#"module { bar }"#,
        r#"1:10: custom op 'bar' is unknown (tried 'builtin.bar' as well)"#,
    ),
    (
        r#""builtin.module"() ({ bar }) : () -> ()"#,
        r#"1:23: custom op 'bar' is unknown (tried 'builtin.bar' as well)"#,
    ),
    (
        r#"foo.bar"#,
        r#"1:1: Dialect `foo' not found for custom op 'foo.bar' "#,
    ),
    (
        r#"builtin.bar"#,
        r#"1:1: custom op 'builtin.bar' is unknown"#,
    ),
    (
        r#"bar"#,
        r#"1:1: custom op 'bar' is unknown (tried 'builtin.bar' as well)"#,
    ),
    (
        r#"module @"#,
        r#"1:9: @ identifier expected to start with letter or '_'"#,
    ),
    (
        r#"module @x attributes"#,
        r#"1:20: expected '{' in attribute dictionary"#,
    ),
    (
        r#"module @x attributes {"#,
        r#"1:21: expected attribute name"#,
    ),
    (
        r#"module @x attributes {} "#,
        r#"1:24: expected '{' to begin a region"#,
    ),
    (
        r#"module @x attributes {}  {"#,
        r#"1:24: expected operation name in quotes"#,
    ),
    (
        r#"module {
  %0 = "a.b"() : () -> i32
}"#,
        r#"2:13: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"#,
    ),
    (
        r#"%0 = module {}"#,
        r#"1:1: cannot name an operation with no results"#,
    ),
    (
        r#"module {} {}"#,
        r#"1:10: expected operation name in quotes"#,
    ),
    (r#"module"#, r#"1:6: expected '{' to begin a region"#),
    (r#"module ({})"#, r#"1:7: expected '{' to begin a region"#),
    (
        r#""builtin.module"() ({
  "a.b"() : () -> ()
}) : () -> ()
"builtin.module"() ({
  "a.b"() : () -> ()
}) : () -> ()"#,
        r#"2:8: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"#,
    ),
    (
        r#""a.b"() : () -> ()
"a.b"() : () -> ()
"#,
        r#"1:6: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"#,
    ),
];

// ---- helpers ----

fn context(allow_unregistered: bool) -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    ctx
}

fn parse(ctx: &Context, src: &str) -> Result<OwnedOp, Diagnostic> {
    let options = ParseOptions {
        file_name: "t.mlir",
        ..ParseOptions::default()
    };
    parse_source(ctx, src, &options)
}

/// `line:col: message` of a diagnostic at a file location.
fn render(ctx: &Context, diag: &Diagnostic) -> String {
    match ctx.attr_data(diag.location) {
        AttrData::Location(LocationData::FileLineCol { line, column, .. }) => {
            format!("{line}:{column}: {}", diag.message)
        }
        other => format!("{other:?}: {}", diag.message),
    }
}

fn error_of(ctx: &Context, src: &str) -> String {
    match parse(ctx, src) {
        Ok(_) => "parsed".to_string(),
        Err(diag) => render(ctx, &diag),
    }
}

/// The body and op of the only op in the module `owned` holds.
fn single_op(owned: &OwnedOp) -> (&Body, OpId) {
    let (scope, regions) = owned.body.region_scope(owned.op);
    let block = scope.region_entry(regions[0]).expect("module block");
    let ops: Vec<OpId> = scope.block_ops(block).collect();
    assert_eq!(ops.len(), 1, "expected one op in the module");
    (scope, ops[0])
}

/// The ops of the module `owned` holds.
fn module_ops(owned: &OwnedOp) -> (&Body, Vec<OpId>) {
    let (scope, regions) = owned.body.region_scope(owned.op);
    let block = scope.region_entry(regions[0]).expect("module block");
    (scope, scope.block_ops(block).collect())
}

fn name_of(ctx: &Context, body: &Body, op: OpId) -> String {
    ctx.op_name_str(body.op_name(op)).to_string()
}

/// The attribute `name` of the only op of `{src}` parsed as `"t.op"() {t = <src>} ...`.
fn attr_of(ctx: &Context, text: &str) -> Attribute {
    let src = format!("\"t.op\"() {{t = {text}}} : () -> ()");
    let owned = parse(ctx, &src).unwrap_or_else(|d| panic!("{text}: {}", render(ctx, &d)));
    let (body, op) = single_op(&owned);
    body.attr(ctx, op, "t").expect("attribute t")
}

fn type_of(ctx: &Context, text: &str) -> Type {
    match ctx.attr_data(attr_of(ctx, text)) {
        AttrData::Type(ty) => *ty,
        other => panic!("{text}: not a type attribute: {other:?}"),
    }
}

fn int_type(ctx: &Context, width: u32, signedness: Signedness) -> Type {
    ctx.intern_type(TypeData::Integer { width, signedness })
}

fn file_line_col(ctx: &Context, loc: Attribute) -> (String, u32, u32) {
    match ctx.attr_data(loc) {
        AttrData::Location(LocationData::FileLineCol { file, line, column }) => (
            ctx.string_str(*file).unwrap_or("").to_string(),
            *line,
            *column,
        ),
        other => panic!("not a file location: {other:?}"),
    }
}

// ---- errors against mlir-opt-19 ----

#[test]
fn errors_match_mlir_with_unregistered_dialects() {
    let ctx = context(true);
    for (src, expected) in ERRORS_UNREGISTERED_ALLOWED {
        assert_eq!(error_of(&ctx, src), *expected, "source: {src}");
    }
}

#[test]
fn errors_match_mlir_without_unregistered_dialects() {
    let ctx = context(false);
    for (src, expected) in ERRORS_STRICT {
        assert_eq!(error_of(&ctx, src), *expected, "source: {src}");
    }
}

#[test]
fn errors_carry_mlir_notes() {
    let ctx = context(true);
    let diag = parse(
        &ctx,
        "%0 = \"a.x\"() : () -> i32\n%0 = \"a.x\"() : () -> i32",
    )
    .unwrap_err();
    assert_eq!(render(&ctx, &diag), "2:1: redefinition of SSA value '%0'");
    assert_eq!(render(&ctx, &diag.notes[0]), "1:1: previously defined here");
    let diag = parse(
        &ctx,
        "\"a.y\"(%0) : (i32) -> ()\n%0 = \"a.x\"() : () -> i64",
    )
    .unwrap_err();
    assert_eq!(
        render(&ctx, &diag),
        "2:1: definition of SSA value '%0#0' has type 'i64'"
    );
    assert_eq!(
        render(&ctx, &diag.notes[0]),
        "1:7: previously used here with type 'i32'"
    );
    let diag = parse(&ctx, "\"a.y\"(%0, %0) : (i32, i64) -> ()").unwrap_err();
    assert_eq!(
        render(&ctx, &diag),
        "1:11: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'"
    );
    assert_eq!(render(&ctx, &diag.notes[0]), "1:7: prior use here");
    let diag = parse(
        &ctx,
        "%0 = \"a.x\"() : () -> i32\n\"builtin.module\"() ({ \"a.y\"(%0) : (i32) -> () }) : () -> ()",
    )
    .unwrap_err();
    assert_eq!(
        render(&ctx, &diag),
        "2:23: 'a.y' op using value defined outside the region"
    );
    // As the verifier's errors on ops, it shows the op first; the value from outside the
    // isolated module has no number inside it.
    assert_eq!(
        render(&ctx, &diag.notes[0]),
        "2:23: see current operation: \"a.y\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()"
    );
    assert_eq!(
        render(&ctx, &diag.notes[1]),
        "2:1: required by region isolation constraints"
    );
    let diag = parse(
        &ctx,
        "\"a.y\"(%0) : (i32) -> ()\n\"builtin.module\"() ({ %0 = \"a.x\"() : () -> i32 }) : () -> ()",
    )
    .unwrap_err();
    assert_eq!(
        render(&ctx, &diag),
        "1:1: operand #0 does not dominate this use"
    );
    // MLIR numbers the value inside the module (`%0`); here the use at the top cannot refer to
    // it, and its placeholder has no number.
    assert_eq!(
        render(&ctx, &diag.notes[0]),
        "1:1: see current operation: \"a.y\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()"
    );
    assert_eq!(
        render(&ctx, &diag.notes[1]),
        "2:28: operand defined here (op in a child region)"
    );
}

#[test]
fn verifier_style_errors_wait_for_the_end_and_use_the_final_location() {
    let ctx = context(true);
    // A later syntax error wins, as mlir-opt never verifies what does not parse.
    let src = "%0 = \"a.x\"() : () -> i32\n\"builtin.module\"() ({ \"a.y\"(%0) : (i32) -> () }) : () -> ()\n\"a.z\"(";
    assert_eq!(error_of(&ctx, src), "3:6: expected ')' to end operand list");
    let src = "%0 = \"a.x\"() : () -> i32\n\"builtin.module\"() ({ \"a.y\"(%0) : (i32) -> () loc(\"here\":7:8) }) : () -> ()";
    let diag = parse(&ctx, src).unwrap_err();
    assert_eq!(file_line_col(&ctx, diag.location), ("here".into(), 7, 8));
    // Also when the location is an alias defined later.
    let src = "%0 = \"a.x\"() : () -> i32\n\"builtin.module\"() ({ \"a.y\"(%0) : (i32) -> () loc(#l) }) : () -> ()\n#l = loc(\"there\":1:2)";
    let diag = parse(&ctx, src).unwrap_err();
    assert_eq!(file_line_col(&ctx, diag.location), ("there".into(), 1, 2));
}

#[test]
fn undeclared_values_are_reported_at_their_first_use_after_the_whole_file() {
    let ctx = context(true);
    let src = "\"a.y\"(%x) : (i32) -> ()\n\"a.y\"(%w) : (i32) -> ()\n\"a.z\"() : () -> () {";
    assert_eq!(
        error_of(&ctx, src),
        "3:19: expected operation name in quotes"
    );
    let src = "\"a.y\"(%x) : (i32) -> ()\n\"a.y\"(%w) : (i32) -> ()";
    assert_eq!(error_of(&ctx, src), "1:7: use of undeclared SSA value name");
}

#[test]
fn free_values_are_bound_at_the_top_with_the_types_of_their_first_uses() {
    let ctx = context(true);
    let options = ParseOptions {
        free_values: true,
        ..ParseOptions::default()
    };
    let src = "%0 = \"a.y\"(%b, %a) : (f32, i32) -> i32\n\"a.z\"(%a, %0) : (i32, i32) -> ()";
    let owned = parse_source(&ctx, src, &options).unwrap();
    let text = crate::text::printer::print_op(
        &ctx,
        &owned.body,
        owned.op,
        &crate::text::printer::PrintOptions::default(),
    );
    assert_eq!(
        text,
        "module {\n  %0 = unrealized_conversion_cast to f32\n  \
         %1 = unrealized_conversion_cast to i32\n  \
         %2 = \"a.y\"(%0, %1) : (f32, i32) -> i32\n  \"a.z\"(%1, %2) : (i32, i32) -> ()\n}\n"
    );
    crate::verifier::verify(&ctx, &owned.body, owned.op).unwrap();
    // A later use with another type is the usual error; a use from an isolated region gets
    // the isolation error a definition would give it, and a value undefined inside an
    // isolated region stays undeclared.
    let src = "\"a.y\"(%a) : (f32) -> ()\n\"a.y\"(%a) : (i32) -> ()";
    let diag = parse_source(&ctx, src, &options).unwrap_err();
    assert!(
        diag.message
            .starts_with("use of value '%a' expects different type")
    );
    let isolated = TraitSet::new(&[Trait::IsolatedFromAbove]);
    ctx.register_dialect(
        DialectDescriptor::new("iso"),
        vec![OpDescriptor::new("iso.region").with_traits(isolated)],
    );
    let src = "\"a.y\"(%a) : (i32) -> ()\n\"iso.region\"() ({\n  \"a.y\"(%a) : (i32) -> ()\n}) : () -> ()";
    let verdict = |src: &str| {
        let parsed = parse_source(&ctx, src, &options);
        parsed.map(|_| ()).map_err(|d| render(&ctx, &d))
    };
    assert_eq!(
        verdict(src),
        Err("3:3: 'a.y' op using value defined outside the region".to_string())
    );
    let src = "\"iso.region\"() ({\n  \"a.y\"(%a) : (i32) -> ()\n}) : () -> ()";
    assert_eq!(
        verdict(src),
        Err("2:9: use of undeclared SSA value name".to_string())
    );
}

#[test]
fn no_implicit_module_requires_one_op() {
    let ctx = context(true);
    let options = ParseOptions {
        file_name: "f.mlir",
        implicit_module: false,
        ..ParseOptions::default()
    };
    let owned = parse_source(&ctx, "\"a.b\"() : () -> ()", &options).unwrap();
    assert_eq!(name_of(&ctx, &owned.body, owned.op), "a.b");
    assert!(owned.body.op_parent_block(owned.op).is_none());
    for (src, count) in [("", 0), ("\"a.b\"() : () -> ()\n\"a.c\"() : () -> ()", 2)] {
        let diag = parse_source(&ctx, src, &options).unwrap_err();
        assert_eq!(
            diag.message,
            format!("source must contain a single top-level operation, found: {count}")
        );
        assert_eq!(file_line_col(&ctx, diag.location), ("f.mlir".into(), 0, 0));
    }
}

// ---- structure ----

#[test]
fn top_level_ops_are_wrapped_in_a_module_at_the_file_location() {
    let ctx = context(true);
    let owned = parse(&ctx, "\"a.b\"() : () -> ()\n\"a.c\"() : () -> ()").unwrap();
    assert_eq!(name_of(&ctx, &owned.body, owned.op), "builtin.module");
    assert_eq!(
        file_line_col(&ctx, owned.body.op_loc(owned.op)),
        ("t.mlir".into(), 0, 0)
    );
    let (body, ops) = module_ops(&owned);
    assert_eq!(ops.len(), 2);
    assert_eq!(name_of(&ctx, body, ops[1]), "a.c");
    assert_eq!(
        file_line_col(&ctx, body.op_loc(ops[1])),
        ("t.mlir".into(), 2, 1)
    );
    // An empty file is an empty module with its block.
    let owned = parse(&ctx, "").unwrap();
    let (_, ops) = module_ops(&owned);
    assert!(ops.is_empty());
}

#[test]
fn a_single_top_level_module_is_returned_as_is() {
    let ctx = context(true);
    let owned = parse(
        &ctx,
        "// comment\nmodule @m attributes {x.y = 1} {\n  \"a.b\"() : () -> ()\n}",
    )
    .unwrap();
    assert_eq!(name_of(&ctx, &owned.body, owned.op), "builtin.module");
    assert_eq!(
        file_line_col(&ctx, owned.body.op_loc(owned.op)),
        ("t.mlir".into(), 2, 1)
    );
    assert!(owned.body.op_parent_block(owned.op).is_none());
    // The temporary top-level block and region were removed.
    assert_eq!(owned.body.num_blocks(), 0);
    assert_eq!(owned.body.num_regions(), 0);
    let props = owned.body.op_props(owned.op).expect("sym_name property");
    assert_eq!(
        structure::dictionary_get(&ctx, props, b"sym_name"),
        Some(ctx.string_attr("m"))
    );
    let x = owned.body.attr(&ctx, owned.op, "x.y").unwrap();
    assert!(matches!(
        ctx.attr_data(x),
        AttrData::Integer {
            value: IntValue::Small(1),
            ..
        }
    ));
    let (body, op) = single_op(&owned);
    assert_eq!(name_of(&ctx, body, op), "a.b");
}

#[test]
fn custom_module_forms() {
    let ctx = context(true);
    // `module {}` gets an empty block, like MLIR's `emplaceBlock`.
    let owned = parse(&ctx, "module {}").unwrap();
    let (scope, regions) = owned.body.region_scope(owned.op);
    assert_eq!(scope.region_blocks(regions[0]).count(), 1);
    assert!(owned.body.op_props(owned.op).is_none());
    // Nested modules are isolated: each owns a body.
    let owned = parse(
        &ctx,
        "module {\n  module @inner {\n    \"a.b\"() : () -> ()\n  }\n}",
    )
    .unwrap();
    let (body, inner) = single_op(&owned);
    assert_eq!(name_of(&ctx, body, inner), "builtin.module");
    assert!(body.nested_body(inner).is_some());
    // `module` inside a module's body is found through the default dialect.
    let owned = parse(&ctx, "module { module {} }").unwrap();
    let (body, inner) = single_op(&owned);
    assert_eq!(name_of(&ctx, body, inner), "builtin.module");
}

#[test]
fn generic_op_with_every_part() {
    let ctx = context(true);
    let src = r#"%a, %b:2 = "t.def"() : () -> (i32, i64, f32)
"t.term"(%a, %b#1) [^bb1, ^bb2] <{prop = 1 : i64}> ({
  "t.inner"() : () -> ()
}, {
}) {attr = "x"} : (i32, f32) -> () loc("op":3:4)
"#;
    let src = src.replace("[^bb1, ^bb2] ", "");
    let owned = parse(&ctx, &src).unwrap();
    let (body, ops) = module_ops(&owned);
    let (def, term) = (ops[0], ops[1]);
    assert_eq!(body.num_results(def), 3);
    let operands: Vec<Value> = body.operands(term).collect();
    assert_eq!(operands, vec![Value::result(def, 0), Value::result(def, 2)]);
    let props = body.op_props(term).unwrap();
    let prop = structure::dictionary_get(&ctx, props, b"prop").unwrap();
    assert!(
        matches!(ctx.attr_data(prop), AttrData::Integer { value: IntValue::Small(1), ty } if *ty == ctx.common().i64)
    );
    assert_eq!(body.attr(&ctx, term, "attr"), Some(ctx.string_attr("x")));
    let regions = body.op_regions(term);
    assert_eq!(regions.len(), 2);
    assert_eq!(body.region_blocks(regions[0]).count(), 1);
    assert!(body.region_is_empty(regions[1]));
    assert_eq!(file_line_col(&ctx, body.op_loc(term)), ("op".into(), 3, 4));
    assert_eq!(body.result_types(term).count(), 0);
}

#[test]
fn blocks_arguments_successors_and_forward_references() {
    let ctx = context(true);
    let src = r#""t.func"() ({
  "t.br"(%x) [^bb2] : (i32) -> ()
^bb1(%y: i64 loc("arg":1:2), %z: i32):
  "t.use"(%y) : (i64) -> ()
  "t.br"(%z) [^bb1] : (i32) -> ()
^bb2(%w: i32):
  %x = "t.def"() : () -> i32
  "t.ret"(%w) : (i32) -> ()
}) : () -> ()
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, func) = single_op(&owned);
    let region = body.op_regions(func)[0];
    let blocks: Vec<BlockId> = body.region_blocks(region).collect();
    assert_eq!(blocks.len(), 3);
    let (entry, bb1, bb2) = (blocks[0], blocks[1], blocks[2]);
    assert_eq!(body.num_block_args(entry), 0);
    assert_eq!(body.num_block_args(bb1), 2);
    assert_eq!(body.value_type(Value::block_arg(bb1, 0)), ctx.common().i64);
    assert_eq!(
        file_line_col(&ctx, body.block_arg_loc(bb1, 0).unwrap()),
        ("arg".into(), 1, 2)
    );
    assert_eq!(
        file_line_col(&ctx, body.block_arg_loc(bb1, 1).unwrap()),
        ("t.mlir".into(), 3, 30)
    );
    let br = body.first_op(entry).unwrap();
    assert_eq!(body.successors(br).collect::<Vec<_>>(), vec![bb2]);
    // The forward reference to %x now uses the definition in ^bb2; no placeholder is left.
    let def = body.first_op(bb2).unwrap();
    assert_eq!(body.operand(br, 0), Some(Value::result(def, 0)));
    assert_eq!(body.num_ops(), 6);
    let back = body.last_op(bb1).unwrap();
    assert_eq!(body.successors(back).collect::<Vec<_>>(), vec![bb1]);
    assert_eq!(body.predecessors(bb1).count(), 1);
}

#[test]
fn graph_region_forward_references_resolve() {
    let ctx = context(true);
    let src = r#""t.graph"() ({
  %a = "t.op"(%b) : (i32) -> i32
  %b = "t.op"(%a) : (i32) -> i32
}) : () -> ()
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, graph) = single_op(&owned);
    let block = body.region_entry(body.op_regions(graph)[0]).unwrap();
    let ops: Vec<OpId> = body.block_ops(block).collect();
    assert_eq!(body.operand(ops[0], 0), Some(Value::result(ops[1], 0)));
    assert_eq!(body.operand(ops[1], 0), Some(Value::result(ops[0], 0)));
    assert_eq!(body.uses(Value::result(ops[1], 0)).count(), 1);
}

#[test]
fn names_of_a_region_are_gone_after_it() {
    let ctx = context(true);
    // `%0` of the first region does not clash with the `%0` of the second, nor with the
    // one defined after both at the top.
    let src = r#""t.a"() ({
  %0 = "t.x"() : () -> i32
}, {
  %0 = "t.x"() : () -> i64
}) : () -> ()
%0 = "t.x"() : () -> f32
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, ops) = module_ops(&owned);
    assert_eq!(body.result_types(ops[1]).next(), Some(ctx.common().f32));
}

#[test]
fn isolated_ops_own_a_nested_body() {
    let ctx = context(true);
    let src = r#""builtin.module"() ({
  %0 = "t.x"() : () -> i32
  "t.y"(%0) : (i32) -> ()
}) : () -> ()
"t.z"() : () -> ()
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, ops) = module_ops(&owned);
    let inner = ops[0];
    let nested = body.nested_body(inner).expect("nested body");
    let (scope, regions) = body.region_scope(inner);
    assert!(std::ptr::eq(scope, nested));
    let block = scope.region_entry(regions[0]).unwrap();
    let inner_ops: Vec<OpId> = scope.block_ops(block).collect();
    assert_eq!(
        scope.operand(inner_ops[1], 0),
        Some(Value::result(inner_ops[0], 0))
    );
    assert_eq!(nested.num_ops(), 2);
}

#[test]
fn deferred_location_aliases_are_resolved_at_the_end() {
    let ctx = context(true);
    let src = r#""t.a"() ({
^bb0(%x: i32 loc(#l2)):
  "t.b"() : () -> () loc(#l1)
}) : () -> () loc(#l1)
#l1 = loc("one":1:1)
#l2 = loc("two":2:2)
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, a) = single_op(&owned);
    assert_eq!(file_line_col(&ctx, body.op_loc(a)), ("one".into(), 1, 1));
    let block = body.region_entry(body.op_regions(a)[0]).unwrap();
    assert_eq!(
        file_line_col(&ctx, body.block_arg_loc(block, 0).unwrap()),
        ("two".into(), 2, 2)
    );
    let b = body.first_op(block).unwrap();
    assert_eq!(file_line_col(&ctx, body.op_loc(b)), ("one".into(), 1, 1));
    // In walk order (post-order, an op before its blocks' arguments), the inner op comes
    // first, then the outer op, then the argument.
    let bad = src.replace("#l1 = loc(\"one\":1:1)\n", "");
    assert_eq!(
        error_of(&ctx, &bad),
        "3:26: operation location alias was never defined"
    );
    let bad = src.replace("#l1 = loc(\"one\":1:1)", "#l1 = 5");
    assert_eq!(
        error_of(&ctx, &bad),
        "3:26: expected location, but found '5 : i64'"
    );
    let bad = src.replace("#l2 = loc(\"two\":2:2)\n", "");
    assert_eq!(
        error_of(&ctx, &bad),
        "2:18: operation location alias was never defined"
    );
}

#[test]
fn line_offset_shifts_every_line() {
    let ctx = context(true);
    let options = ParseOptions {
        file_name: "split.mlir",
        line_offset: 10,
        ..ParseOptions::default()
    };
    let owned = parse_source(&ctx, "\n\"a.b\"() : () -> ()", &options).unwrap();
    let (body, op) = single_op(&owned);
    assert_eq!(
        file_line_col(&ctx, body.op_loc(op)),
        ("split.mlir".into(), 12, 1)
    );
    let diag = parse_source(&ctx, "\n\"a.b\"(", &options).unwrap_err();
    assert_eq!(
        file_line_col(&ctx, diag.location),
        ("split.mlir".into(), 12, 6)
    );
}

#[test]
fn aliases_and_file_metadata() {
    let ctx = context(true);
    let src = r#"!ty = tensor<4xf32>
#attr = [1, !ty]
"t.op"() {a = #attr, b = !ty} : () -> ()
{-# dialect_resources: { builtin: { blob: "0x04000000aabb" } },
    external_resources: { tool: { key: true } } #-}
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, op) = single_op(&owned);
    let tensor = ctx.intern_type(TypeData::RankedTensor {
        shape: Box::new([4]),
        element: ctx.common().f32,
        encoding: None,
    });
    let b = body.attr(&ctx, op, "b").unwrap();
    assert_eq!(ctx.attr_data(b), &AttrData::Type(tensor));
    let a = body.attr(&ctx, op, "a").unwrap();
    let AttrData::Array(elements) = ctx.attr_data(a) else {
        panic!("array expected");
    };
    assert_eq!(elements[1], b);
}

#[test]
fn identical_dictionaries_are_parsed_once_and_shared() {
    let ctx = context(true);
    let src = r#""t.a"() <{p = #x.y<1>, q = [1, 2]}> {a = 1} : () -> ()
"t.a"() <{p = #x.y<1>, q = [1, 2]}> {a = 1} : () -> ()
"t.a"() <{p = #x.y<1>, q = [1, 3]}> {a = 1 : i32} : () -> ()
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, ops) = module_ops(&owned);
    assert_eq!(body.op_props(ops[0]), body.op_props(ops[1]));
    assert_ne!(body.op_props(ops[1]), body.op_props(ops[2]));
    assert_eq!(body.op_attrs(ops[0]), body.op_attrs(ops[1]));
    assert_ne!(body.op_attrs(ops[1]), body.op_attrs(ops[2]));
}

#[test]
fn cached_op_types_never_stand_for_other_text() {
    let ctx = context(true);
    let src = r#"!a = i32
!a-b = f32
"t.x"() : () -> !a
"t.x"() : () -> !a-b
"t.x"() : () -> !a loc("x":1:1)
"t.x"() : () -> i32.x
"#;
    let diag = parse(&ctx, src).unwrap_err();
    // `i32.x` is one token (a bare identifier), not the cached `i32`.
    assert_eq!(render(&ctx, &diag), "6:16: expected non-function type");
    let owned = parse(&ctx, &src.replace("\"t.x\"() : () -> i32.x\n", "")).unwrap();
    let (body, ops) = module_ops(&owned);
    let results: Vec<Type> = ops
        .iter()
        .map(|&op| body.result_types(op).next().unwrap())
        .collect();
    assert_eq!(
        results,
        vec![ctx.common().i32, ctx.common().f32, ctx.common().i32]
    );
}

// ---- types ----

#[test]
fn every_builtin_type() {
    let ctx = context(true);
    let c = *ctx.common();
    assert_eq!(type_of(&ctx, "i1"), c.i1);
    assert_eq!(type_of(&ctx, "si8"), int_type(&ctx, 8, Signedness::Signed));
    assert_eq!(
        type_of(&ctx, "ui64"),
        int_type(&ctx, 64, Signedness::Unsigned)
    );
    assert_eq!(
        type_of(&ctx, "i1024"),
        int_type(&ctx, 1024, Signedness::Signless)
    );
    assert_eq!(type_of(&ctx, "index"), c.index);
    assert_eq!(type_of(&ctx, "bf16"), c.bf16);
    assert_eq!(type_of(&ctx, "f16"), c.f16);
    assert_eq!(type_of(&ctx, "f64"), c.f64);
    assert_eq!(type_of(&ctx, "none"), c.none);
    assert_eq!(
        type_of(&ctx, "(i32, f32) -> (index)"),
        ctx.function_type(&[c.i32, c.f32], &[c.index])
    );
    assert_eq!(
        type_of(&ctx, "() -> ((i32) -> i64)"),
        ctx.function_type(&[], &[ctx.function_type(&[c.i32], &[c.i64])])
    );
    assert_eq!(type_of(&ctx, "tuple<>"), ctx.tuple_type(&[]));
    assert_eq!(
        type_of(&ctx, "tuple<i32, tuple<f32>>"),
        ctx.tuple_type(&[c.i32, ctx.tuple_type(&[c.f32])])
    );
    assert_eq!(
        type_of(&ctx, "complex<f32>"),
        ctx.intern_type(TypeData::Complex(c.f32))
    );
    assert_eq!(
        type_of(&ctx, "vector<4x[8]xf32>"),
        ctx.intern_type(TypeData::Vector {
            shape: Box::new([4, 8]),
            scalable: Box::new([false, true]),
            element: c.f32
        })
    );
    assert_eq!(
        type_of(&ctx, "vector<f32>"),
        ctx.intern_type(TypeData::Vector {
            shape: Box::new([]),
            scalable: Box::new([]),
            element: c.f32
        })
    );
    let enc = ctx.string_attr("enc");
    assert_eq!(
        type_of(&ctx, "tensor<?x4xf32, \"enc\">"),
        ctx.intern_type(TypeData::RankedTensor {
            shape: Box::new([crate::types::DYNAMIC, 4]),
            element: c.f32,
            encoding: Some(enc)
        })
    );
    assert_eq!(
        type_of(&ctx, "tensor<0xf32>"),
        ctx.intern_type(TypeData::RankedTensor {
            shape: Box::new([0]),
            element: c.f32,
            encoding: None
        })
    );
    assert_eq!(
        type_of(&ctx, "tensor<*xf32>"),
        ctx.intern_type(TypeData::UnrankedTensor { element: c.f32 })
    );
    let map_memref = type_of(&ctx, "memref<4x?xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>");
    let TypeData::MemRef {
        shape,
        layout: Some(layout),
        memory_space: Some(space),
        ..
    } = ctx.type_data(map_memref)
    else {
        panic!("memref with layout and space expected");
    };
    assert_eq!(&**shape, &[4, crate::types::DYNAMIC]);
    assert!(matches!(ctx.attr_data(*layout), AttrData::AffineMap(m) if m.num_dims() == 2));
    assert!(matches!(
        ctx.attr_data(*space),
        AttrData::Integer {
            value: IntValue::Small(1),
            ..
        }
    ));
    let strided = type_of(&ctx, "memref<4xf32, strided<[1], offset: ?>>");
    let TypeData::MemRef {
        layout: Some(layout),
        memory_space: None,
        ..
    } = ctx.type_data(strided)
    else {
        panic!("strided memref expected");
    };
    assert_eq!(
        ctx.attr_data(*layout),
        &AttrData::StridedLayout {
            offset: crate::types::DYNAMIC,
            strides: Box::new([1])
        }
    );
    // Identity layouts and the default memory space are dropped, as MLIR does.
    let plain = ctx.intern_type(TypeData::MemRef {
        shape: Box::new([4]),
        element: c.f32,
        layout: None,
        memory_space: None,
    });
    assert_eq!(
        type_of(&ctx, "memref<4xf32, affine_map<(d0) -> (d0)>, 0>"),
        plain
    );
    assert_eq!(type_of(&ctx, "memref<4xf32>"), plain);
    let space = ctx.intern_attr(AttrData::Integer {
        ty: c.i64,
        value: IntValue::Small(2),
    });
    assert_eq!(
        type_of(&ctx, "memref<*xf32, 2>"),
        ctx.intern_type(TypeData::UnrankedMemRef {
            element: c.f32,
            memory_space: Some(space)
        })
    );
    assert_eq!(
        type_of(&ctx, "!d.t<a[\"]>\"], 1>"),
        ctx.intern_type(TypeData::Opaque {
            dialect: "d".into(),
            data: "t<a[\"]>\"], 1>".into()
        })
    );
    assert_eq!(
        type_of(&ctx, "!d<x y>"),
        ctx.intern_type(TypeData::Opaque {
            dialect: "d".into(),
            data: "x y".into()
        })
    );
    assert_eq!(
        type_of(&ctx, "!d.t"),
        ctx.intern_type(TypeData::Opaque {
            dialect: "d".into(),
            data: "t".into()
        })
    );
}

#[test]
fn parse_type_and_parse_attribute_read_whole_strings() {
    let ctx = context(false);
    assert_eq!(parse_type(&ctx, "i32").unwrap(), ctx.common().i32);
    let diag = parse_type(&ctx, "i32 i64").unwrap_err();
    assert_eq!(diag.message, "found trailing characters: 'i64'");
    assert_eq!(file_line_col(&ctx, diag.location), ("i32 i64".into(), 1, 5));
    assert_eq!(parse_attribute(&ctx, "unit").unwrap(), ctx.common().unit);
    assert_eq!(
        parse_attribute(&ctx, "\"a\"").unwrap(),
        ctx.string_attr("a")
    );
    assert_eq!(
        parse_attribute(&ctx, "x").unwrap_err().message,
        "expected attribute value"
    );
}

// ---- attributes ----

#[test]
fn integer_and_float_attributes() {
    let ctx = context(true);
    let c = *ctx.common();
    let int = |ty, v| {
        ctx.intern_attr(AttrData::Integer {
            ty,
            value: IntValue::Small(v),
        })
    };
    assert_eq!(attr_of(&ctx, "42"), int(c.i64, 42));
    assert_eq!(attr_of(&ctx, "-1 : i8"), int(c.i8, -1));
    assert_eq!(attr_of(&ctx, "255 : i8"), int(c.i8, -1));
    assert_eq!(attr_of(&ctx, "0x1F : i32"), int(c.i32, 31));
    assert_eq!(attr_of(&ctx, "7 : index"), int(c.index, 7));
    assert_eq!(attr_of(&ctx, "true"), c.true_attr);
    assert_eq!(attr_of(&ctx, "1 : i1"), c.true_attr);
    assert_eq!(attr_of(&ctx, "0 : i1"), c.false_attr);
    let ui64 = int_type(&ctx, 64, Signedness::Unsigned);
    assert_eq!(
        ctx.attr_data(attr_of(&ctx, "18446744073709551615 : ui64")),
        &AttrData::Integer {
            ty: ui64,
            value: IntValue::Big(Box::new(num_bigint::BigInt::from(u64::MAX)))
        }
    );
    let i128 = int_type(&ctx, 128, Signedness::Signless);
    assert_eq!(
        ctx.attr_data(attr_of(
            &ctx,
            "340282366920938463463374607431768211455 : i128"
        )),
        &AttrData::Integer {
            ty: i128,
            value: IntValue::Small(-1)
        }
    );
    let big = num_bigint::BigInt::from(1u8) << 100usize;
    assert_eq!(
        ctx.attr_data(attr_of(&ctx, "1267650600228229401496703205376 : i128")),
        &AttrData::Integer {
            ty: i128,
            value: IntValue::Big(Box::new(big))
        }
    );
    let float = |ty, bits: u128| {
        ctx.intern_attr(AttrData::Float {
            ty,
            bits: bits.into(),
        })
    };
    assert_eq!(attr_of(&ctx, "1.0"), float(c.f64, 1f64.to_bits().into()));
    assert_eq!(
        attr_of(&ctx, "-2.5 : f32"),
        float(c.f32, u128::from((-2.5f32).to_bits()))
    );
    assert_eq!(attr_of(&ctx, "1.0 : f16"), float(c.f16, 0x3C00));
    assert_eq!(attr_of(&ctx, "1.0 : bf16"), float(c.bf16, 0x3F80));
    assert_eq!(attr_of(&ctx, "0x7FC00000 : f32"), float(c.f32, 0x7FC0_0000));
    assert_eq!(
        attr_of(&ctx, "1.0e400"),
        float(c.f64, f64::INFINITY.to_bits().into())
    );
}

#[test]
fn float_formats_of_every_kind() {
    let ctx = context(true);
    let float = |kind, bits: u128| {
        let ty = ctx.intern_type(TypeData::Float(kind));
        ctx.intern_attr(AttrData::Float {
            ty,
            bits: bits.into(),
        })
    };
    for kind in FloatKind::ALL {
        let ty = type_of(&ctx, kind.keyword());
        assert_eq!(ctx.type_data(ty), &TypeData::Float(kind));
    }
    assert_eq!(
        attr_of(&ctx, "1.5 : f80"),
        float(FloatKind::F80, 0x3FFF_C000_0000_0000_0000)
    );
    assert_eq!(
        attr_of(&ctx, "-2.0 : f128"),
        float(FloatKind::F128, 0xC000_0000_0000_0000_0000_0000_0000_0000)
    );
    assert_eq!(
        attr_of(&ctx, "1.0e400 : f8E4M3FN"),
        float(FloatKind::F8E4M3FN, 0x7F)
    );
    assert_eq!(
        attr_of(&ctx, "-0.0 : f8E5M2FNUZ"),
        float(FloatKind::F8E5M2FNUZ, 0)
    );
    assert_eq!(
        attr_of(&ctx, "0x80 : f8E4M3FNUZ"),
        float(FloatKind::F8E4M3FNUZ, 0x80)
    );
    // x87 patterns are kept as APFloat keeps them.
    assert_eq!(
        attr_of(&ctx, "0x3FFF0000000000000001 : f80"),
        float(FloatKind::F80, 0x7FFF_0000_0000_0000_0001)
    );
}

#[test]
fn distinct_attributes_are_identified_by_their_number() {
    let ctx = context(true);
    let src = r#""t.op"() {a = distinct[7]<1>, b = distinct[3]<1>, c = distinct[7]<1>, d = distinct[0]<>} : () -> ()"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, op) = single_op(&owned);
    let get = |name| body.attr(&ctx, op, name).unwrap();
    let (a, b, c, d) = (get("a"), get("b"), get("c"), get("d"));
    assert_eq!(a, c);
    assert_ne!(a, b);
    let referenced = |attr| match ctx.attr_data(attr) {
        AttrData::Distinct { referenced, .. } => *referenced,
        other => panic!("not a distinct attribute: {other:?}"),
    };
    assert_eq!(referenced(a), referenced(b));
    assert_eq!(referenced(d), ctx.common().unit);
    // Another parse makes other distinct attributes from the same text.
    let again = parse(&ctx, src).unwrap();
    let (body2, op2) = single_op(&again);
    assert_ne!(body2.attr(&ctx, op2, "a").unwrap(), a);
}

#[test]
fn strings_arrays_dictionaries_types_and_symbols() {
    let ctx = context(true);
    let c = *ctx.common();
    assert_eq!(
        attr_of(&ctx, r#""a\n\"\\\00\FF""#),
        ctx.bytes_attr(b"a\n\"\\\0\xFF")
    );
    assert_eq!(
        attr_of(&ctx, r#""s" : i32"#),
        ctx.intern_attr(AttrData::String {
            value: b"s"[..].into(),
            ty: Some(c.i32)
        })
    );
    assert_eq!(attr_of(&ctx, "unit"), c.unit);
    assert_eq!(attr_of(&ctx, "[]"), c.empty_array);
    assert_eq!(attr_of(&ctx, "{}"), c.empty_dict);
    let dict = attr_of(&ctx, r#"{b = 1, a, "q r" = f32}"#);
    let AttrData::Dictionary(entries) = ctx.attr_data(dict) else {
        panic!("dictionary expected");
    };
    let names: Vec<&str> = entries
        .iter()
        .map(|e| ctx.string_str(e.name).unwrap())
        .collect();
    assert_eq!(names, vec!["a", "b", "q r"]);
    assert_eq!(entries[0].value, c.unit);
    assert_eq!(entries[2].value, ctx.intern_attr(AttrData::Type(c.f32)));
    let flat = |name: &str| {
        ctx.intern_attr(AttrData::SymbolRef {
            root: ctx.string_attr(name),
            nested: Box::new([]),
        })
    };
    assert_eq!(attr_of(&ctx, "@a"), flat("a"));
    assert_eq!(
        attr_of(&ctx, r#"@a::@"b c"::@d"#),
        ctx.intern_attr(AttrData::SymbolRef {
            root: ctx.string_attr("a"),
            nested: Box::new([flat("b c"), flat("d")])
        })
    );
    assert_eq!(
        attr_of(&ctx, "#d.a<x, [1]>"),
        ctx.intern_attr(AttrData::Opaque {
            dialect: "d".into(),
            data: "a<x, [1]>".into(),
            ty: None,
        })
    );
    assert!(
        matches!(ctx.attr_data(attr_of(&ctx, "affine_map<(d0)[s0] -> (d0 + s0)>")), AttrData::AffineMap(m) if m.num_symbols() == 1)
    );
    assert!(
        matches!(ctx.attr_data(attr_of(&ctx, "affine_set<(d0) : (d0 >= 0)>")), AttrData::IntegerSet(s) if s.num_constraints() == 1)
    );
    assert_eq!(
        attr_of(&ctx, "strided<[4, 1]>"),
        ctx.intern_attr(AttrData::StridedLayout {
            offset: 0,
            strides: Box::new([4, 1])
        })
    );
}

#[test]
fn dense_arrays() {
    let ctx = context(true);
    let c = *ctx.common();
    assert_eq!(
        ctx.attr_data(attr_of(&ctx, "array<i16: 1, -2>")),
        &AttrData::DenseArray {
            element: c.i16,
            len: 2,
            bytes: Box::new([1, 0, 0xFE, 0xFF])
        }
    );
    assert_eq!(
        ctx.attr_data(attr_of(&ctx, "array<i1: true, false>")),
        &AttrData::DenseArray {
            element: c.i1,
            len: 2,
            bytes: Box::new([1, 0])
        }
    );
    assert_eq!(
        ctx.attr_data(attr_of(&ctx, "array<f32: 1.0>")),
        &AttrData::DenseArray {
            element: c.f32,
            len: 1,
            bytes: Box::new([0, 0, 0x80, 0x3F])
        }
    );
    assert_eq!(
        ctx.attr_data(attr_of(&ctx, "array<f64>")),
        &AttrData::DenseArray {
            element: c.f64,
            len: 0,
            bytes: Box::new([])
        }
    );
}

fn dense_of(ctx: &Context, text: &str) -> (Type, Vec<u8>, bool) {
    match ctx.attr_data(attr_of(ctx, text)) {
        AttrData::DenseElements {
            ty,
            data: DenseData::Raw { bytes, splat },
        } => (*ty, bytes.to_vec(), *splat),
        other => panic!("{text}: raw dense data expected, got {other:?}"),
    }
}

#[test]
fn dense_elements_layout() {
    let ctx = context(true);
    assert_eq!(
        dense_of(&ctx, "dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>").1,
        vec![1, 0, 2, 0, 3, 0, 4, 0]
    );
    assert_eq!(
        dense_of(&ctx, "dense<7> : tensor<3xi32>"),
        (
            dense_of(&ctx, "dense<7> : tensor<3xi32>").0,
            vec![7, 0, 0, 0],
            true
        )
    );
    // All elements equal: stored as a splat, the same attribute as the splat literal.
    assert_eq!(
        attr_of(&ctx, "dense<[5, 5]> : tensor<2xi8>"),
        attr_of(&ctx, "dense<5> : tensor<2xi8>")
    );
    assert_eq!(
        dense_of(&ctx, "dense<[true, false]> : tensor<2xi1>").1,
        vec![1, 0]
    );
    assert_eq!(dense_of(&ctx, "dense<-1> : tensor<2xi4>").1, vec![0x0F]);
    assert_eq!(
        dense_of(&ctx, "dense<[1.0, 2.0]> : vector<2xf32>").1,
        vec![0, 0, 0x80, 0x3F, 0, 0, 0, 0x40]
    );
    assert_eq!(
        dense_of(&ctx, "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i8>>").1,
        vec![1, 2, 3, 4]
    );
    assert_eq!(
        dense_of(&ctx, "dense<(1.0, 0.0)> : tensor<2xcomplex<f16>>"),
        (
            dense_of(&ctx, "dense<(1.0, 0.0)> : tensor<2xcomplex<f16>>").0,
            vec![0, 0x3C, 0, 0],
            true
        )
    );
    assert_eq!(
        dense_of(&ctx, "dense<\"0x01000200\"> : tensor<2xi16>").1,
        vec![1, 0, 2, 0]
    );
    assert_eq!(
        dense_of(&ctx, "dense<\"0x0A\"> : tensor<4xi1>").1,
        vec![0, 1, 0, 1]
    );
    assert_eq!(
        dense_of(&ctx, "dense<\"0xFF\"> : tensor<9xi1>"),
        (
            dense_of(&ctx, "dense<\"0xFF\"> : tensor<9xi1>").0,
            vec![1],
            true
        )
    );
    let (_, bytes, splat) = dense_of(&ctx, "dense<> : tensor<0xi32>");
    assert!(bytes.is_empty() && !splat);
    assert_eq!(
        dense_of(&ctx, "dense<0x3F800000> : tensor<1xf32>").1,
        vec![0, 0, 0x80, 0x3F]
    );
    match ctx.attr_data(attr_of(&ctx, r#"dense<["a", "b"]> : tensor<2x!d.s>"#)) {
        AttrData::DenseElements {
            data:
                DenseData::Strings {
                    values,
                    splat: false,
                },
            ..
        } => {
            assert_eq!(
                values.iter().map(|v| v.to_vec()).collect::<Vec<_>>(),
                vec![b"a".to_vec(), b"b".to_vec()]
            );
        }
        other => panic!("string elements expected, got {other:?}"),
    }
}

#[test]
fn locations() {
    let ctx = context(true);
    let loc = |text: &str| attr_of(&ctx, &format!("loc({text})"));
    let file = ctx.string_attr("f");
    let flc = ctx.intern_attr(AttrData::Location(LocationData::FileLineCol {
        file,
        line: 1,
        column: 2,
    }));
    assert_eq!(loc("\"f\":1:2"), flc);
    assert_eq!(loc("unknown"), ctx.common().unknown_loc);
    let name = ctx.intern_attr(AttrData::Location(LocationData::Name {
        name: file,
        child: ctx.common().unknown_loc,
    }));
    assert_eq!(loc("\"f\""), name);
    assert_eq!(
        loc("\"f\"(\"f\":1:2)"),
        ctx.intern_attr(AttrData::Location(LocationData::Name {
            name: file,
            child: flc
        }))
    );
    assert_eq!(
        loc("callsite(\"f\" at \"f\":1:2)"),
        ctx.intern_attr(AttrData::Location(LocationData::CallSite {
            callee: name,
            caller: flc
        }))
    );
    assert_eq!(
        loc("fused[\"f\", \"f\":1:2]"),
        ctx.intern_attr(AttrData::Location(LocationData::Fused {
            locations: Box::new([name, flc]),
            metadata: None
        }))
    );
    // Fused locations simplify like MLIR's `FusedLoc::get`.
    assert_eq!(loc("fused[\"f\":1:2, unknown, \"f\":1:2]"), flc);
    assert_eq!(loc("fused[]"), ctx.common().unknown_loc);
    assert_eq!(
        loc("fused<\"m\">[fused<\"m\">[\"f\"], \"f\":1:2]"),
        ctx.intern_attr(AttrData::Location(LocationData::Fused {
            locations: Box::new([name, flc]),
            metadata: Some(ctx.string_attr("m"))
        }))
    );
}

// ---- custom forms through hooks ----

fn parse_add(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None, Some(2))?;
    let ty = p.parse_colon_type()?;
    let values = p.resolve_operands(&operands, &[ty, ty])?;
    state.operands.extend(values);
    state.result_types.push(ty);
    p.parse_optional_attr_dict(&mut state.attrs)
}

fn parse_br(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (block, values) = p.parse_successor_and_use_list()?;
    state.successors.push(block);
    state.operands.extend(values);
    Ok(())
}

fn parse_ret(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let operands = p.parse_operand_list(Delimiter::None, None)?;
    let types = p.parse_optional_colon_type_list()?;
    let values = p.resolve_operands(&operands, &types)?;
    state.operands.extend(values);
    Ok(())
}

fn parse_func(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let name = p.parse_symbol_name()?;
    let arguments = p.parse_argument_list(Delimiter::Paren, true, false)?;
    let ctx = p.context();
    state.attrs.push(NamedAttr {
        name: ctx.string_attr("sym_name"),
        value: name,
    });
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    p.set_default_dialect("test");
    p.parse_region(&arguments, false)?;
    Ok(())
}

/// `test.decl @name` with an optional body: a declaration when the body is left out.
fn parse_decl(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let name = p.parse_symbol_name()?;
    let ctx = p.context();
    state.attrs.push(NamedAttr {
        name: ctx.string_attr("sym_name"),
        value: name,
    });
    if p.parse_optional_region(&[], false)?.is_none() {
        p.add_empty_region();
    }
    Ok(())
}

fn parse_apply(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let (map, operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    let ctx = p.context();
    let index = ctx.common().index;
    let types = vec![index; operands.len()];
    let values = p.resolve_operands(&operands, &types)?;
    state.operands.extend(values);
    let map = ctx.intern_attr(AttrData::AffineMap(map));
    state.attrs.push(NamedAttr {
        name: ctx.string_attr("map"),
        value: map,
    });
    state.result_types.push(index);
    Ok(())
}

fn parse_test_type(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let at = p.current_offset();
    if p.parse_keyword_any()? != "pair" {
        return Err(p.error_at(at, "unknown test type"));
    }
    p.parse_less()?;
    let first = p.parse_type()?;
    p.parse_comma()?;
    let second = p.parse_type()?;
    p.parse_greater()?;
    Ok(p.context().tuple_type(&[first, second]))
}

fn parse_test_attr(p: &mut AsmParser<'_, '_>, ty: Option<Type>) -> ParseResult<Attribute> {
    p.parse_keyword("num")?;
    p.parse_less()?;
    let value = p.parse_integer()?;
    p.parse_greater()?;
    let ctx = p.context();
    Ok(ctx.intern_attr(AttrData::Integer {
        ty: ty.unwrap_or(ctx.common().i32),
        value: IntValue::Small(value),
    }))
}

fn test_context() -> Context {
    let ctx = context(false);
    let mut dialect = DialectDescriptor::new("test");
    dialect.parse_type = Some(parse_test_type);
    dialect.parse_attr = Some(parse_test_attr);
    let terminator = TraitSet::new(&[Trait::IsTerminator]);
    ctx.register_dialect(
        dialect,
        vec![
            OpDescriptor::new("test.add").with_parse(parse_add),
            OpDescriptor::new("test.apply").with_parse(parse_apply),
            OpDescriptor::new("test.br")
                .with_traits(terminator.clone())
                .with_parse(parse_br),
            OpDescriptor::new("test.ret")
                .with_traits(terminator)
                .with_parse(parse_ret),
            OpDescriptor::new("test.func")
                .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove]))
                .with_parse(parse_func),
            OpDescriptor::new("test.decl")
                .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove]))
                .with_parse(parse_decl),
            OpDescriptor::new("test.plain"),
        ],
    );
    ctx
}

#[test]
fn custom_ops_parse_through_their_hooks() {
    let ctx = test_context();
    let src = r#"test.func @f(%a: i32, %b: i32 loc("b":1:1)) attributes {x} {
  %0 = test.add %a, %b : i32 {tag = #test.num<5>}
  br ^bb1(%0 : i32)
^bb1(%x: i32):
  test.ret %x : i32
}
"t.other"() {t = !test.pair<i32, f32>} : () -> ()
"#;
    let src = src.replace(
        "\"t.other\"() {t = !test.pair<i32, f32>} : () -> ()",
        "test.ret {}",
    );
    let owned = parse(&ctx, &src.replace("test.ret {}", "")).unwrap();
    let (body, func) = single_op(&owned);
    assert_eq!(name_of(&ctx, body, func), "test.func");
    assert_eq!(
        body.attr(&ctx, func, "sym_name"),
        Some(ctx.string_attr("f"))
    );
    assert_eq!(body.attr(&ctx, func, "x"), Some(ctx.common().unit));
    let (scope, regions) = body.region_scope(func);
    assert!(body.nested_body(func).is_some());
    let blocks: Vec<BlockId> = scope.region_blocks(regions[0]).collect();
    assert_eq!(blocks.len(), 2);
    let entry = blocks[0];
    assert_eq!(scope.num_block_args(entry), 2);
    assert_eq!(
        file_line_col(&ctx, scope.block_arg_loc(entry, 1).unwrap()),
        ("b".into(), 1, 1)
    );
    let ops: Vec<OpId> = scope.block_ops(entry).collect();
    assert_eq!(name_of(&ctx, scope, ops[0]), "test.add");
    assert_eq!(
        scope.operands(ops[0]).collect::<Vec<_>>(),
        vec![Value::block_arg(entry, 0), Value::block_arg(entry, 1)]
    );
    let tag = scope.attr(&ctx, ops[0], "tag").unwrap();
    assert!(matches!(
        ctx.attr_data(tag),
        AttrData::Integer {
            value: IntValue::Small(5),
            ..
        }
    ));
    // `br` is found through the default dialect the function's hook set.
    assert_eq!(name_of(&ctx, scope, ops[1]), "test.br");
    assert_eq!(
        scope.successors(ops[1]).collect::<Vec<_>>(),
        vec![blocks[1]]
    );
    assert_eq!(scope.operand(ops[1], 0), Some(Value::result(ops[0], 0)));
    let ret = scope.first_op(blocks[1]).unwrap();
    assert!(matches!(
        scope.operand(ret, 0).map(Value::def),
        Some(ValueDef::BlockArg { .. })
    ));
    // A dialect type through the dialect's hook.
    let ctx2 = test_context();
    ctx2.set_allow_unregistered_dialects(true);
    let pair = type_of(&ctx2, "!test.pair<i32, f32>");
    assert_eq!(
        pair,
        ctx2.tuple_type(&[ctx2.common().i32, ctx2.common().f32])
    );
}

#[test]
fn custom_ops_read_affine_maps_of_ssa_values() {
    let ctx = test_context();
    let src = "%i = \"test.def\"() : () -> index\n%n = \"test.def\"() : () -> index\n%r = test.apply [%i + 1, symbol(%n) * 2, %i]";
    let owned = parse(&ctx, src).unwrap();
    let (body, ops) = module_ops(&owned);
    let apply = ops[2];
    assert_eq!(
        body.operands(apply).collect::<Vec<_>>(),
        vec![Value::result(ops[0], 0), Value::result(ops[1], 0)]
    );
    let map = body.attr(&ctx, apply, "map").unwrap();
    let AttrData::AffineMap(map) = ctx.attr_data(map) else {
        panic!("affine map expected");
    };
    assert_eq!(
        (map.num_dims(), map.num_symbols(), map.num_results()),
        (1, 1, 3)
    );
    assert_eq!(map.to_string(), "(d0)[s0] -> (d0 + 1, s0 * 2, d0)");
    assert_eq!(
        error_of(&ctx, "%r = test.apply [%i + ]"),
        "1:23: missing right operand of binary operator"
    );
}

#[test]
fn custom_op_errors() {
    let ctx = test_context();
    let cases = [
        (
            "test.plain",
            "1:1: custom op 'test.plain' has no custom assembly form",
        ),
        (
            "test.add %a : i32",
            "1:10: custom op 'test.add' expected 2 operands",
        ),
        ("test.add : i32", "1:9: expected operand"),
        ("test.add (%a, %b) : i32", "1:10: unexpected delimiter"),
        (
            "test.func @f(%a: i32) {\n^bb0:\n}",
            "2:1: invalid block name in region with named arguments",
        ),
        (
            "test.func @f(%a#1: i32) {}",
            "1:16: result number not allowed in argument list",
        ),
        (
            "test.func f() {}",
            "1:11: custom op 'test.func' expected valid '@'-identifier for symbol name",
        ),
        ("test.func @f(%a i32) {}", "1:16: expected ':'"),
        (
            "test.func @f(%a: i32 {}",
            "1:21: expected ')' in argument list",
        ),
        (
            "test.func @f(%a: i32, %a: i32) {}",
            "1:23: region entry argument '%a' is already in use",
        ),
        (
            "test.func @f() {\n  test.ret %x : i32\n}",
            "2:12: use of undeclared SSA value name",
        ),
        (
            "test.func @f() {\n  test.ret : i32\n}",
            "2:3: custom op 'test.ret' 0 operands present, but expected 1",
        ),
        (
            "test.func @f() {\n  test.br ^bb1(%x i32)\n}",
            "2:18: expected ':' in operand list",
        ),
        (
            "test.func @f() {\n  test.br ^bb1\n}",
            "2:11: reference to an undefined block",
        ),
        // Dialect hooks start at the mnemonic; their errors have no op prefix.
        (
            "\"test.x\"() {t = !test.quad<i32>} : () -> ()",
            "1:23: unknown test type",
        ),
        (
            "\"test.x\"() {t = #test.num<x>} : () -> ()",
            "1:27: expected integer value",
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(error_of(&ctx, src), expected, "source: {src}");
    }
    let diag = parse(
        &ctx,
        "%a = \"test.add\"() : () -> i32\ntest.func @f(%a: i32) {}",
    )
    .unwrap_err();
    assert_eq!(
        render(&ctx, &diag),
        "2:14: region entry argument '%a' is already in use"
    );
    assert_eq!(
        render(&ctx, &diag.notes[0]),
        "1:1: previously referenced here"
    );
}

/// The ops whose custom form parses regions are users of their operands while their regions
/// are parsed: errors about the ops inside, or about earlier uses that a definition inside
/// resolves, stay with those ops.
#[test]
fn isolation_errors_in_custom_forms_are_reported_at_the_using_op() {
    let ctx = test_context();
    ctx.set_allow_unregistered_dialects(true);
    let expect = |src: &str, error: &str, op: &str, owner: &str| {
        let diag = parse(&ctx, src).unwrap_err();
        let notes: Vec<String> = diag.notes.iter().map(|n| render(&ctx, n)).collect();
        assert_eq!(render(&ctx, &diag), error, "source: {src}");
        assert_eq!(notes, [op, owner], "source: {src}");
    };
    // A forward reference resolved in a later function. The declaration first gives the later
    // function an op number past the ops of the using function's body, which the note looked
    // the op up in.
    expect(
        "test.decl @d\ntest.func @f() {\n  test.ret %0 : i32\n}\n\
         test.func @g() {\n  %0 = \"t.def\"() : () -> i32\n  test.ret\n}",
        "3:3: 'test.ret' op using value defined outside the region",
        "3:3: see current operation: \"test.ret\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()",
        "2:1: required by region isolation constraints",
    );
    // A value defined before the function, used inside it, next to one of its own.
    expect(
        "%0 = \"t.def\"() : () -> i32\ntest.func @f() {\n  %1 = \"t.def\"() : () -> i32\n  \
         test.add %1, %0 : i32\n  test.ret\n}",
        "4:3: 'test.add' op using value defined outside the region",
        "4:3: see current operation: %1 = \"test.add\"(%0, <<UNKNOWN SSA VALUE>>) : (i32, i32) -> i32",
        "2:1: required by region isolation constraints",
    );
    // A value defined after the function.
    expect(
        "test.func @f() {\n  test.ret %0 : i32\n}\n%0 = \"t.def\"() : () -> i32",
        "2:3: 'test.ret' op using value defined outside the region",
        "2:3: see current operation: \"test.ret\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()",
        "1:1: required by region isolation constraints",
    );
    // MLIR's verifier checks isolation when it leaves the function, after the ops in it: an
    // error it meets there comes first, and so does one in an earlier function.
    let bogus = "unregistered operation 'test.bogus' found in dialect ('test') that does not allow \
                 unknown operations";
    let use_then_bogus = "%0 = \"t.def\"() : () -> i32\ntest.func @f() {\n  \
                          test.add %0, %0 : i32\n  \"test.bogus\"() : () -> ()\n  test.ret\n}";
    assert_eq!(error_of(&ctx, use_then_bogus), format!("4:3: {bogus}"));
    let bogus_then_use = "%0 = \"t.def\"() : () -> i32\ntest.func @e() {\n  \
                          \"test.bogus\"() : () -> ()\n  test.ret\n}\n\
                          test.func @f() {\n  test.add %0, %0 : i32\n  test.ret\n}";
    assert_eq!(error_of(&ctx, bogus_then_use), format!("3:3: {bogus}"));
    // A use not dominated by its definition in a later function is found after all that.
    let undominated = "\"t.use\"(%0) : (i32) -> ()\ntest.func @f() {\n  \
                       %0 = \"t.def\"() : () -> i32\n  \"test.bogus\"() : () -> ()\n  test.ret\n}";
    assert_eq!(error_of(&ctx, undominated), format!("4:3: {bogus}"));
    assert_eq!(
        error_of(&ctx, &undominated.replace("\"test.bogus\"", "\"t.other\"")),
        "1:1: operand #0 does not dominate this use"
    );
}

/// Any bytes in comments and strings, as MLIR reads them: a comment is skipped, a string keeps
/// its bytes (attribute values and names, symbol names, file names of locations) and prints
/// them escaped; anywhere else such a byte is an error at its line and column.
#[test]
fn bytes_that_are_not_utf8() {
    let ctx = context(true);
    let options = ParseOptions {
        file_name: "t.mlir",
        ..ParseOptions::default()
    };
    let src: &[u8] = b"// \xFF\xFE\xC3 comment\n\
        \"t.op\"() {sym_name = @\"s\xFF\", \"k\xFE\" = \"v\xC3\\41\"} : () -> () \
        loc(\"f\xFF\":1:2) // \xC0\n";
    let owned = parse_source(&ctx, src, &options).unwrap_or_else(|d| panic!("{}", d.message));
    let (body, op) = single_op(&owned);
    let entries = crate::structure::dictionary_entries(&ctx, body.op_attrs(op));
    let names: Vec<&[u8]> = entries.iter().map(|e| ctx.string_bytes(e.name)).collect();
    assert_eq!(names, [&b"k\xFE"[..], b"sym_name"]);
    assert_eq!(ctx.string_bytes(entries[0].value), b"v\xC3A");
    let printed = crate::text::printer::print_op(
        &ctx,
        &owned.body,
        owned.op,
        &crate::text::printer::PrintOptions {
            debug_info: true,
            ..Default::default()
        },
    );
    assert!(
        printed
            .contains(r#""t.op"() {"k\FE" = "v\C3A", sym_name = @"s\FF"} : () -> () loc(#loc1)"#),
        "{printed}"
    );
    assert!(printed.contains(r#"#loc1 = loc("f\FF":1:2)"#), "{printed}");

    // Elsewhere: "unexpected character" where the byte is, as for any other byte.
    let error = |src: &[u8]| match parse_source(&ctx, src, &options) {
        Ok(_) => "parsed".to_string(),
        Err(diag) => render(&ctx, &diag),
    };
    assert_eq!(
        error(b"\"t.op\"() : () -> ()\n  \xFF"),
        "2:3: unexpected character"
    );
    assert_eq!(
        error(b"\"t.op\"() {a\xE9 = 1} : () -> ()"),
        "1:12: unexpected character"
    );
    assert_eq!(
        error(b"\"t.op\"() {a = \"\xFF\n\"} : () -> ()"),
        "1:17: expected '\"' in string literal"
    );
    // Kept as text: a generic op's name, the body of an unregistered dialect's symbol.
    assert_eq!(
        error(b"\"t.\xFF\"() : () -> ()"),
        "1:1: operation name must be UTF-8 text"
    );
    assert_eq!(
        error(b"\"t.op\"() {a = #t<\"x\xFF\">} : () -> ()"),
        "1:20: the body of a symbol of an unregistered dialect must be UTF-8 text"
    );
    assert_eq!(
        error(b"\"t.op\"() : () -> !t.x<\xFE>"),
        "1:23: the body of a symbol of an unregistered dialect must be UTF-8 text"
    );
}

// ---- robustness ----

/// A small deterministic generator (xorshift) for the mutation tests.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const SEEDS: &[&str] = &[
    r#"#map = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>
!t = tensor<4x?xf32, "enc">
%a, %b:2 = "t.def"() <{p = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> (i32, f32, !t)
"t.use"(%a, %b#1) ({
^bb0(%x: i32 loc("x":1:2)):
  "t.br"(%x) [^bb1] : (i32) -> ()
^bb1(%y: i32):
  "t.ret"(%y) : (i32) -> ()
}) {m = #map, s = @a::@b, d = {k = [1.5 : f16, "s", unit, array<i8: 1, 2>]}} : (i32, f32) -> () loc(#l)
#l = loc(fused<"m">[callsite("a" at "b":3:4), "n"("c":5:6)])
{-# dialect_resources: { builtin: { r: "0x04000000aabb" } } #-}
"#,
    r#"module @m attributes {t.a = memref<4x4xf32, strided<[4, 1], offset: ?>, 1>} {
  "builtin.module"() ({
    %0 = "t.c"() {v = dense<"0x0000803F"> : tensor<1xf32>, w = #d.x<"q"[{(1)}]>} : () -> vector<[4]xi1>
  }) : () -> ()
}
"#,
];

fn check_diagnostic_location(ctx: &Context, src: &str, diag: &Diagnostic) {
    let lines = src.split('\n').count() as u32;
    match ctx.attr_data(diag.location) {
        AttrData::Location(LocationData::FileLineCol { line, column, .. }) => {
            assert!(*line <= lines, "line {line} beyond the source: {src:?}");
            assert!(
                *line > 0 || *column == 0,
                "line 0 only for the file: {src:?}"
            );
        }
        other => panic!("diagnostic without a file location: {other:?}"),
    }
}

#[test]
fn mutated_inputs_never_panic() {
    let workload = include_str!("../../../tests/data/workload_1k_generic.mlir");
    let tokens = [
        "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "->", "%0", "%x#1", "^bb9", "@s",
        "#a", "!t", "\"", "\"s\"", "loc(", "dense<", "0x", "-", "?", "x", "i32", "f32", "unit",
        "{-#", "#-}", "//", "\n", "\0", "é",
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for allow in [true, false] {
        let ctx = context(allow);
        for (n, seed) in SEEDS.iter().chain([&workload]).enumerate() {
            let rounds = if n == SEEDS.len() { 60 } else { 1500 };
            for _ in 0..rounds {
                let mut text = seed.to_string();
                for _ in 0..1 + rng.below(3) {
                    let mut at = rng.below(text.len() + 1);
                    while !text.is_char_boundary(at) {
                        at -= 1;
                    }
                    match rng.below(4) {
                        0 => text.truncate(at),
                        1 => text.insert_str(at, tokens[rng.below(tokens.len())]),
                        2 => {
                            let mut end = (at + 1 + rng.below(8)).min(text.len());
                            while !text.is_char_boundary(end) {
                                end += 1;
                            }
                            text.replace_range(at..end, "");
                        }
                        _ => {
                            let byte = (33 + rng.below(94)) as u8 as char;
                            text.insert(at, byte);
                        }
                    }
                }
                match parse(&ctx, &text) {
                    Ok(owned) => assert!(owned.body.contains_op(owned.op)),
                    Err(diag) => check_diagnostic_location(&ctx, &text, &diag),
                }
            }
        }
    }
}

/// Runs `f` on a thread with a large stack: debug builds need several times the stack of
/// release builds per nesting level.
fn with_big_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(f)
        .expect("thread")
        .join()
        .expect("no panic");
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    with_big_stack(|| {
        let cases = [
            ("\"a.b\"() : ", "(", ")", " -> ()"),
            ("\"a.b\"() {a = ", "[", "]", "} : () -> ()"),
            ("", "\"a.b\"() ({", "}) : () -> ()\n", ""),
            ("", "module {", "}", ""),
            ("\"a.b\"() {a = ", "tuple<", ">", "} : () -> ()"),
            ("\"a.b\"() {a = ", "{a = ", "}", "} : () -> ()"),
            ("\"a.b\"() : () -> () loc(", "fused[", "]", ")"),
            (
                "\"a.b\"() {a = dense<",
                "[",
                "]",
                "> : tensor<1xi32>} : () -> ()",
            ),
            (
                "\"a.b\"() {a = dense<",
                "(",
                ")",
                "> : tensor<1xi32>} : () -> ()",
            ),
            ("\"a.b\"() {a = ", "complex<", ">", "} : () -> ()"),
            ("\"a.b\"() {a = ", "#a.b<", ">", "} : () -> ()"),
            (
                "\"a.b\"() {a = affine_map<(d0) -> (",
                "(",
                ")",
                ")>} : () -> ()",
            ),
        ];
        let ctx = context(true);
        for (prefix, open, close, suffix) in cases {
            for depth in [600, 100_000] {
                let middle = if prefix.contains("affine_map") {
                    "d0"
                } else {
                    ""
                };
                let src = format!(
                    "{prefix}{}{middle}{}{suffix}",
                    open.repeat(depth),
                    close.repeat(depth)
                );
                let result = parse(&ctx, &src);
                if open == "#a.b<" {
                    // Dialect symbol bodies are scanned without recursion: no limit needed.
                    assert!(result.is_ok(), "{open}");
                    continue;
                }
                let diag = result.expect_err(open);
                assert!(
                    diag.message
                        .contains("nesting is deeper than the limit of 512 levels")
                        || diag.message.contains("too deep")
                        || diag.message.contains("nested too deeply"),
                    "{open}: {}",
                    diag.message
                );
            }
        }
    });
}

#[test]
fn nesting_within_the_limit_parses() {
    with_big_stack(|| {
        let ctx = context(true);
        let src = format!(
            "{}{}",
            "\"a.b\"() ({".repeat(500),
            "}) : () -> ()\n".repeat(500)
        );
        let owned = parse(&ctx, &src).unwrap();
        assert_eq!(owned.body.count_ops(owned.op), 501);
        let options = ParseOptions {
            max_nesting_depth: 10,
            ..ParseOptions::default()
        };
        let nested = |n| {
            format!(
                "\"a.b\"() {{a = {}1{}}} : () -> ()",
                "[".repeat(n),
                "]".repeat(n)
            )
        };
        assert!(parse_source(&ctx, &nested(10), &options).is_ok());
        let diag = parse_source(&ctx, &nested(11), &options).unwrap_err();
        assert_eq!(
            render(&ctx, &diag),
            "1:24: nesting is deeper than the limit of 10 levels"
        );
    });
}

/// `count` alias definitions `!t0`, `!t1`, ... (or `#a0`, ... when `sigil` is `#`): the first
/// defined as `first`, each next one as `step` of the name of the one before.
fn alias_chain(count: usize, sigil: char, first: &str, step: impl Fn(&str) -> String) -> String {
    let prefix = if sigil == '#' { "#a" } else { "!t" };
    let mut src = format!("{prefix}0 = {first}\n");
    for i in 1..count {
        let value = step(&format!("{prefix}{}", i - 1));
        src.push_str(&format!("{prefix}{i} = {value}\n"));
    }
    src
}

#[test]
fn alias_chains_cannot_nest_beyond_the_limit() {
    with_big_stack(|| {
        let ctx = context(true);
        // `!tK` nests K + 1 levels: `!t511` reaches the limit, `!t512` would pass it.
        let chains = [
            alias_chain(100_000, '!', "tuple<i32>", |p| format!("tuple<{p}>")),
            alias_chain(100_000, '#', "[1]", |p| format!("[{p}]")),
            alias_chain(100_000, '#', "{x = 1}", |p| format!("{{x = {p}}}")),
        ];
        for chain in chains {
            let diag = parse(&ctx, &chain).unwrap_err();
            let text = render(&ctx, &diag);
            assert!(
                text.starts_with("513:")
                    && text.contains("511` is deeper than the limit of 512 levels"),
                "{text}"
            );
        }
        // A location alias takes two levels: `loc(` and the call site.
        let locations = alias_chain(100_000, '#', "loc(\"f\":1:1)", |p| {
            format!("loc(callsite({p} at {p}))")
        });
        let diag = parse(&ctx, &locations).unwrap_err();
        assert_eq!(
            render(&ctx, &diag),
            "257:22: nesting through `#a255` is deeper than the limit of 512 levels"
        );
        // Types and attributes that alternate: the levels of both count.
        let mixed = alias_chain(2000, '!', "tuple<i32>", |p| {
            let n: usize = p[2..].parse().unwrap();
            if n.is_multiple_of(2) {
                format!("tensor<1xi32, [{p}]>")
            } else {
                format!("tuple<{p}>")
            }
        });
        assert!(parse(&ctx, &mixed).is_err());
    });
}

#[test]
fn cached_dictionaries_keep_their_nesting() {
    with_big_stack(|| {
        let ctx = context(true);
        // Each dictionary is parsed once inside an array (and cached by its text), then reused
        // for the next alias: the cached value still counts its levels.
        let mut src = String::from("#a0 = {x = 1}\n");
        for i in 1..2000 {
            src.push_str(&format!("#p{i} = [{{x = #a{}}}]\n", i - 1));
            src.push_str(&format!("#a{i} = {{x = #a{}}}\n", i - 1));
        }
        let diag = parse(&ctx, &src).unwrap_err();
        assert!(
            diag.message
                .contains("is deeper than the limit of 512 levels"),
            "{}",
            diag.message
        );
    });
}

#[test]
fn values_at_the_nesting_limit_show_in_messages() {
    let ctx = context(true);
    // 511 levels inside the function type's own level: as deep as a type can be there.
    // Messages spell it out in full with the printer, on the test thread's stack.
    let mut src = alias_chain(511, '!', "tuple<i32>", |p| format!("tuple<{p}>"));
    src.push_str("\"a.b\"(%x, %x) : (!t510, i32) -> ()\n");
    let diag = parse(&ctx, &src).unwrap_err();
    let expected = format!(
        "use of value '%x' expects different type than prior uses: 'i32' vs '{}i32{}'",
        "tuple<".repeat(511),
        ">".repeat(511)
    );
    assert_eq!(diag.message, expected);
}

#[test]
fn the_generated_workload_parses() {
    let ctx = context(true);
    let src = include_str!("../../../tests/data/workload_1k_generic.mlir");
    let owned = parse(&ctx, src).unwrap();
    // The generator reports 1036 ops, every op counted.
    assert_eq!(owned.body.count_ops(owned.op), 1036);
    let (body, ops) = module_ops(&owned);
    assert_eq!(ops.len(), 1);
    assert_eq!(name_of(&ctx, body, ops[0]), "builtin.module");
    let props = body.op_props(ops[0]).unwrap();
    assert_eq!(
        structure::dictionary_get(&ctx, props, b"sym_name"),
        Some(ctx.string_attr("m0"))
    );
    let (inner, regions) = body.region_scope(ops[0]);
    let block = inner.region_entry(regions[0]).unwrap();
    let funcs: Vec<OpId> = inner.block_ops(block).collect();
    assert_eq!(funcs.len(), 9);
    assert!(
        funcs
            .iter()
            .all(|&f| name_of(&ctx, inner, f) == "func.func")
    );
    // Without registered dialects, `func.func` is not isolated: its body lives in the
    // module's body, and its entry block has the four arguments of the big functions.
    let big = funcs[4];
    let entry = inner.region_entry(inner.op_regions(big)[0]).unwrap();
    assert_eq!(inner.num_block_args(entry), 4);
}

fn parse_wrap(p: &mut OpAsmParser<'_, '_>, _: &mut OperationState) -> ParseResult<()> {
    let region = p.parse_region(&[], false)?;
    p.ensure_terminator_with_regions(region, "wrap.end", 1);
    Ok(())
}

#[test]
fn implicit_terminators_may_hold_regions_of_one_empty_block() {
    let ctx = context(false);
    let terminator = TraitSet::new(&[Trait::IsTerminator]);
    ctx.register_dialect(
        DialectDescriptor::new("wrap"),
        vec![
            OpDescriptor::new("wrap.op").with_parse(parse_wrap),
            OpDescriptor::new("wrap.end").with_traits(terminator),
        ],
    );
    let owned = parse(&ctx, "wrap.op {\n}\n").unwrap();
    let (body, op) = single_op(&owned);
    let entry = body.region_entry(body.op_regions(op)[0]).unwrap();
    let end = body.last_op(entry).unwrap();
    assert_eq!(name_of(&ctx, body, end), "wrap.end");
    let inner = body.op_regions(end);
    assert_eq!(inner.len(), 1);
    let block = body.region_entry(inner[0]).unwrap();
    assert_eq!(body.region_blocks(inner[0]).count(), 1);
    assert_eq!(body.first_op(block), None);
    assert_eq!(body.num_block_args(block), 0);
}

#[test]
fn sparse_elements_keep_their_indices_and_values_as_dense_elements() {
    let ctx = context(true);
    let attr = attr_of(&ctx, "sparse<[[0, 1]], 5> : tensor<2x2xi32>");
    let AttrData::SparseElements {
        ty,
        indices,
        values,
    } = ctx.attr_data(attr)
    else {
        panic!("not sparse elements");
    };
    assert_eq!(
        crate::text::printer::print_type(&ctx, *ty),
        "tensor<2x2xi32>"
    );
    let type_of = |a: Attribute| match ctx.attr_data(a) {
        AttrData::DenseElements { ty, .. } => crate::text::printer::print_type(&ctx, *ty),
        _ => String::new(),
    };
    // One row of two coordinates; the one value stands for each index.
    assert_eq!(type_of(*indices), "tensor<1x2xi64>");
    assert_eq!(type_of(*values), "tensor<1xi32>");
    // A coordinate alone stands for a row of equal ones.
    let splat = attr_of(&ctx, "sparse<1, 2> : tensor<2x2xi8>");
    assert!(matches!(
        ctx.attr_data(splat),
        AttrData::SparseElements { .. }
    ));
}

#[test]
fn dense_resource_elements_hold_a_handle_declared_on_first_use() {
    let ctx = context(true);
    let src = r#""t.op"() {a = dense_resource<blob> : tensor<2xi8>, b = dense_resource<blob> : tensor<2xi8>, c = dense_resource<blob> : tensor<*xi8>} : () -> ()
{-# dialect_resources: { builtin: { blob: "0x0200000001FF", blob: "0x010000000102" } } #-}
"#;
    let owned = parse(&ctx, src).unwrap();
    let (body, op) = single_op(&owned);
    let [a, b, c] = ["a", "b", "c"].map(|n| body.attr(&ctx, op, n).unwrap());
    // Uniqued by type and handle: the same name in one file is the same blob.
    assert_eq!(a, b);
    assert_ne!(a, c);
    let AttrData::DenseResourceElements { handle, .. } = *ctx.attr_data(a) else {
        panic!("not resource elements");
    };
    assert_eq!(&*ctx.resource_key(handle), "blob");
    // The last of duplicate keys wins, as in MLIR.
    assert_eq!(
        ctx.resource_blob(handle),
        Some(crate::resources::ResourceBlob::new(1, &[1, 2]))
    );
    assert_eq!(
        crate::attrs::attr_type(&ctx, a),
        Some(type_of(&ctx, "tensor<2xi8>"))
    );
    assert!(crate::attrs::is_elements_attr(&ctx, a));
}

#[test]
fn a_resource_name_taken_in_the_context_is_renamed() {
    let ctx = context(true);
    let src = r#""t.op"() {a = dense_resource<blob> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { blob: "0x0100000007" } } #-}
"#;
    let first = parse(&ctx, src).unwrap();
    let second = parse(&ctx, src).unwrap();
    let printed = |owned: &OwnedOp| {
        crate::text::printer::print_op(&ctx, &owned.body, owned.op, &Default::default())
    };
    assert!(printed(&first).contains("dense_resource<blob> :"));
    // The second file's `blob` is another blob, printed under its new name.
    let text = printed(&second);
    assert!(text.contains("dense_resource<blob_1> :"), "{text}");
    assert!(text.contains("      blob_1: \"0x0100000007\"\n"), "{text}");
}

#[test]
fn external_resources_are_kept_in_order() {
    let ctx = context(true);
    let src = r#"{-# external_resources: { t: { b: true, s: "a\0Ab", h: "0x0100000002" }, u: {}, t: { b: false } } #-}
"#;
    parse(&ctx, src).unwrap();
    use crate::resources::{ExternalValue, ResourceBlob};
    let resources = ctx.external_resources();
    assert_eq!(resources.groups.len(), 1);
    let (name, entries) = &resources.groups[0];
    assert_eq!(&**name, "t");
    let values: Vec<_> = entries.iter().map(|(k, v)| (&**k, v.clone())).collect();
    assert_eq!(
        values,
        [
            ("b", ExternalValue::Bool(true)),
            ("s", ExternalValue::String(Box::from(&b"a\nb"[..]))),
            ("h", ExternalValue::Blob(ResourceBlob::new(1, &[2]))),
            ("b", ExternalValue::Bool(false)),
        ]
    );
}

#[test]
fn dialects_other_than_builtin_declare_no_resources() {
    struct Asm;
    impl crate::text::printer::OpAsmDialectInterface for Asm {}
    let ctx = context(true);
    ctx.register_dialect(DialectDescriptor::new("plain"), vec![]);
    let asm = DialectDescriptor::new("asm");
    asm.interfaces
        .insert::<dyn crate::text::printer::OpAsmDialectInterface>(Box::new(Asm));
    ctx.register_dialect(asm, vec![]);
    // As MLIR's `func` (no asm interface) and `llvm` (one declaring no resource) answer.
    assert_eq!(
        error_of(
            &ctx,
            r#"{-# dialect_resources: { plain: { x: "0x04000000" } } #-}"#
        ),
        "1:35: unexpected 'resource' section for dialect 'plain'"
    );
    assert_eq!(
        error_of(
            &ctx,
            r#"{-# dialect_resources: { asm: { x: "0x04000000" } } #-}"#
        ),
        "1:33: unknown 'resource' key 'x' for dialect 'asm'"
    );
    assert!(parse(&ctx, r#"{-# dialect_resources: { asm: { } } #-}"#).is_ok());
}
