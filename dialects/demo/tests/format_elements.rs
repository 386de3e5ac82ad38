//! The parsers and printers generated for every element of the format language, compared
//! with what `mlir-opt-19` prints: the `demo` ops copy the formats of ops of MLIR's test dialect
//! (`format_*`, `oilist_*`, `ellipsis`, `else_anchor`) and the custom forms of `scf.if`, `cf.br`,
//! `cf.cond_br` and `cf.switch`, so the texts below are `mlir-opt-19 --allow-unregistered-dialect`
//! output for the upstream ops, kept verbatim, with the upstream op names turned into `demo.`
//! ones by [`to_demo`]. Each text must print exactly so, read back to the same IR, and its
//! generic form must be `mlir-opt-19 --mlir-print-op-generic`'s. Errors of the generated
//! parsers are reported at the line and column `mlir-opt-19` gives, with its message.

mod common;

use common::{context, parse, print};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::verifier::verify;
use oxir::{Body, Context, Op, OpId, OperationState, OwnedOp};
use oxir_demo::{CondBrOp, IfOp, YieldOp};

/// Upstream text as the `demo` ops write it: their names, and the results numbered (MLIR's
/// test ops name their results after their ODS names, which is not part of their formats).
fn to_demo(text: &str) -> String {
    let mut text = text.to_string();
    for (from, to) in [
        ("test.format_", "demo.format_"),
        ("test.oilist_", "demo.oilist_"),
        ("test.else_anchor", "demo.else_anchor"),
        ("test.ellipsis", "demo.ellipsis"),
        ("\"test.return\"", "\"demo.return\""),
        ("cf.switch", "demo.switch"),
        ("cf.cond_br", "demo.cond_br"),
        ("cf.br", "demo.br"),
        ("scf.if", "demo.if"),
        ("scf.yield", "demo.yield"),
    ] {
        text = text.replace(from, to);
    }
    for (from, to) in RESULT_NAMES {
        text = text.replace(from, to);
    }
    // `mlir-opt` ends the file with one more newline than the printed op.
    text.truncate(text.trim_end().len() + 1);
    text
}

/// The results `mlir-opt-19` names after ODS names, and the numbers they get otherwise.
const RESULT_NAMES: [(&str, &str); 17] = [
    ("%buildable_res, %result = ", "%1:2 = "),
    ("%buildable_res_0, %result_1 = ", "%2:2 = "),
    ("%buildable_res_2, %result_3 = ", "%3:2 = "),
    (
        "%1:3 = demo.format_variadic_result",
        "%4:3 = demo.format_variadic_result",
    ),
    ("%result0:2, %result1 = ", "%5:3 = "),
    (
        "%2 = demo.format_optional_operand_result_a",
        "%6 = demo.format_optional_operand_result_a",
    ),
    (
        "%3 = demo.format_optional_operand_result_b",
        "%7 = demo.format_optional_operand_result_b",
    ),
    ("%optional, %variadic:2 = ", "%8:3 = "),
    ("%optional_4, %variadic_5:2 = ", "%9:3 = "),
    ("%optional_6, %variadic_7 = ", "%10:2 = "),
    ("%4 = demo.format_infer", "%11 = demo.format_infer"),
    (
        "%5 = demo.format_all_types_match_var",
        "%12 = demo.format_all_types_match_var",
    ),
    (
        "%6 = demo.format_all_types_match_attr",
        "%13 = demo.format_all_types_match_attr",
    ),
    (
        "%7 = demo.format_types_match_var",
        "%14 = demo.format_types_match_var",
    ),
    (
        "%8 = demo.format_types_match_attr",
        "%15 = demo.format_types_match_attr",
    ),
    (
        "%9 = demo.format_types_match_context",
        "%16 = demo.format_types_match_context",
    ),
    ("%result_8, %optResult, %varResults = ", "%17:3 = "),
];

/// Parses `input`, checks it verifies, prints it as `expected`, and reads the printed text
/// back to the same text and the same generic form.
fn check_round_trip(ctx: &Context, input: &str, expected: &str) -> OwnedOp {
    let module = parse(ctx, input).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        verify(ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
    let printed = print(ctx, &module, false);
    assert_eq!(printed, expected);
    let again = parse(ctx, &printed).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print(ctx, &again, false), printed);
    assert_eq!(print(ctx, &again, true), print(ctx, &module, true));
    module
}

#[test]
fn test_dialect_formats_print_as_mlir_opt_prints_them() {
    let input = to_demo(FORMATS_INPUT);
    let expected = to_demo(FORMATS_MLIR_OPT)
        .replace("%result_9, %varResults_10 = ", "%18:2 = ")
        .replace("%result_11, %optResult_12, %varResults_13 = ", "%19:3 = ");
    check_round_trip(&context(), &input, &expected);
}

#[test]
fn test_dialect_formats_give_mlir_opts_generic_form() {
    let ctx = context();
    let module = parse(&ctx, &to_demo(FORMATS_INPUT)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        print(&ctx, &module, true),
        to_demo(FORMATS_MLIR_OPT_GENERIC)
    );
}

#[test]
fn upstream_custom_forms_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let module = check_round_trip(&ctx, &to_demo(UPSTREAM_INPUT), &to_demo(UPSTREAM_MLIR_OPT));
    // The generic forms agree but for `cf.switch`'s case operands, which `demo.switch` has not.
    let theirs = to_demo(UPSTREAM_MLIR_OPT_GENERIC)
        .replace(
            " <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}>",
            " <{case_values = dense<[42, -7]> : vector<2xi32>}>",
        )
        .replace(
            " <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}>",
            "",
        );
    assert_eq!(print(&ctx, &module, true), theirs);
}

const FORMATS_INPUT: &str = r####""other.container"() ({
^bb0(%i64: i64, %m: memref<1xf32>, %c: i1, %i32: i32, %f: f32):
  test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
  } {foo.some_attr}
  test.format_attr_op 10 {z}
  test.format_opt_attr_op_a(10)
  test.format_opt_attr_op_a
  test.format_opt_attr_op_b 10
  test.format_symbol_name_attr_op @name
  test.format_symbol_name_attr_op @"quoted name"
  test.format_opt_symbol_name_attr_op @name
  test.format_opt_symbol_name_attr_op
  test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
  test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 11 : i64}
  %b = test.format_buildable_type_op %i64
  test.format_region_a_op {
    "test.foo"() : () -> ()
  }
  test.format_region_b_op {
  ^bb0(%arg0: i64, %arg1: f32):
    "test.foo"(%arg0) : (i64) -> ()
  }
  test.format_region_c_op region {
    "test.foo"() : () -> ()
  }
  test.format_region_c_op
  test.format_variadic_region_a_op {
    "test.foo"() : () -> ()
  }, {
    "test.bar"() : () -> ()
  }
  test.format_variadic_region_b_op {
    "test.foo"() : () -> ()
  } found_regions
  test.format_variadic_region_b_op
  test.format_implicit_terminator_region_a_op {
    "test.foo"() : () -> ()
  }
  test.format_implicit_terminator_region_a_op {
    "test.foo"() : () -> ()
    "test.return"() {x} : () -> ()
  }
  test.format_implicit_terminator_region_a_op {
    "test.return"(%i64) : (i64) -> ()
  }
  %r1:2 = test.format_result_a_op memref<1xf32>
  %r2:2 = test.format_result_b_op i64, memref<1xf32>
  %r3:2 = test.format_result_c_op (i64) -> memref<1xf32>
  %r4:3 = test.format_variadic_result : i64, i64, i64
  %r5:3 = test.format_multiple_variadic_results : (i64, i64), (f32)
  test.format_operand_a_op %i64, %m : i64, memref<1xf32>
  test.format_operand_b_op %i64, %m : memref<1xf32>
  test.format_operand_c_op %i64, %m : i64, memref<1xf32>
  test.format_operand_e_op %i64, %m : i64, memref<1xf32>
  test.format_variadic_operand %i64, %i64 : i64, i64
  test.format_multiple_variadic_operands (%i64, %i64), (%i64, %f : i64, f32)
  %o1 = test.format_optional_operand_result_a_op(%i64 : i64) : i64 [%i64, %i64]
  test.format_optional_operand_result_a_op( : ) : 
  %o2 = test.format_optional_operand_result_b_op(%i64 : i64) : i64
  test.format_optional_operand_result_b_op : [%i64]
  %o3:3 = test.format_optional_result_a_op : i64 -> i64, i64
  test.format_optional_result_a_op
  %o4:3 = test.format_optional_result_b_op : i64 -> i64, i64
  %o5:2 = test.format_optional_result_c_op : (i64) -> i64
  test.format_two_variadic_operands_no_buildable_type_op(%i64, %f : i64, f32) -> (%m : memref<1xf32>)
  %inf = test.format_infer_variadic_type_from_non_variadic %i64, %i64 : i64
  test.format_optional_unit_attribute is_optional
  test.format_optional_unit_attribute
  test.format_optional_unit_attribute_no_elide unit
  test.format_optional_enum_attr case5
  test.format_optional_enum_attr
  test.format_optional_default_attrs "foo" @foo case10
  test.format_optional_default_attrs
  test.format_optional_default_attrs {e = 5 : i64, str = "default"}
  test.format_optional_else then
  test.format_optional_else else
  test.else_anchor(?)
  test.else_anchor(%i64 : i64)
  test.ellipsis(%i64, %f ...) : i64, f32 ...
  test.ellipsis(%i64) : i64 ...
  test.format_literal_following_optional_group(5 : i32) : i64
  test.format_literal_following_optional_group : i32
  %t1 = test.format_all_types_match_var %i64, %i64 : i64
  %t2 = test.format_all_types_match_attr 1 : i64, %i64
  %t3 = test.format_types_match_var %i64 : i64
  %t4 = test.format_types_match_attr 1 : i64
  %t5 = test.format_types_match_context %i64 : i64
  test.oilist_with_keywords_only keyword
  test.oilist_with_keywords_only otherKeyword
  test.oilist_with_keywords_only thirdKeyword keyword
  test.oilist_with_keywords_only {a}
  test.oilist_with_simple_args otherKeyword %i64 : i64 keyword %f : f32
  test.oilist_with_simple_args
  test.oilist_variadic_with_parens thirdKeyword(%i64, %f : i64, f32) keyword(%i64 : i64)
  test.oilist_custom nowait reduction(%i32) private(%i64 : i64)
  test.oilist_custom private(%i64, %f : i64, f32)
  test.oilist_allowed_literal foo buzz
  test.format_custom_directive_operands %i64, %i64 -> (%i64, %i64)
  test.format_custom_directive_operands %i64 -> ()
  test.format_custom_directive_operands_and_types %i64, %f -> (%m) : i64, f32 -> (memref<1xf32>)
  test.format_custom_directive_regions {
    "test.foo"() : () -> ()
  }, {
    "test.bar"() : () -> ()
  }
  test.format_custom_directive_regions {
    "test.foo"() : () -> ()
  }
  %cr:3 = test.format_custom_directive_results : i64, f32 -> (i1)
  %cs:2 = test.format_custom_directive_results : i64 -> (i1)
  %ct:3 = test.format_custom_directive_results_with_type_refs : i64, f32 -> (i1) type_refs_capture : i64, f32 -> (i1)
  test.format_custom_directive_with_optional_operand_ref %i64 : 1
  test.format_custom_directive_with_optional_operand_ref : 0
  test.format_custom_directive_attributes 54 : i64
  test.format_custom_directive_attributes 54 : i64, 46 : i64 {z}
  test.format_custom_directive_attrdict {attr = 54 : i64}
  test.format_custom_directive_attrdict {attr = 54 : i64, optAttr = 1 : i64, z}
  "other.end"() : () -> ()
}) : () -> ()

"other.container"() ({
^bb0(%c: i1, %i64: i64):
  "other.br"() [^bb1] : () -> ()
^bb1:
  test.format_successor_a_op ^bb1, ^bb2
^bb2:
  test.format_custom_directive_successors ^bb1, ^bb2
^bb3:
  test.format_custom_directive_successors ^bb2
^bb4:
  test.format_successor_a_op
}) : () -> ()
"####;

const FORMATS_MLIR_OPT: &str = r####"module {
  "other.container"() ({
  ^bb0(%arg0: i64, %arg1: memref<1xf32>, %arg2: i1, %arg3: i32, %arg4: f32):
    test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
    } {foo.some_attr}
    test.format_attr_op 10 {z}
    test.format_opt_attr_op_a(10)
    test.format_opt_attr_op_a
    test.format_opt_attr_op_b 10
    test.format_symbol_name_attr_op @name
    test.format_symbol_name_attr_op @"quoted name"
    test.format_opt_symbol_name_attr_op @name
    test.format_opt_symbol_name_attr_op
    test.format_attr_dict_w_keyword attributes {attr = 10 : i64}
    test.format_attr_dict_w_keyword attributes {attr = 10 : i64, opt_attr = 11 : i64}
    %0 = test.format_buildable_type_op %arg0
    test.format_region_a_op {
      "test.foo"() : () -> ()
    }
    test.format_region_b_op {
    ^bb0(%arg5: i64, %arg6: f32):
      "test.foo"(%arg5) : (i64) -> ()
    }
    test.format_region_c_op region {
      "test.foo"() : () -> ()
    }
    test.format_region_c_op
    test.format_variadic_region_a_op {
      "test.foo"() : () -> ()
    }, {
      "test.bar"() : () -> ()
    }
    test.format_variadic_region_b_op {
      "test.foo"() : () -> ()
    } found_regions
    test.format_variadic_region_b_op
    test.format_implicit_terminator_region_a_op {
      "test.foo"() : () -> ()
    }
    test.format_implicit_terminator_region_a_op {
      "test.foo"() : () -> ()
      "test.return"() {x} : () -> ()
    }
    test.format_implicit_terminator_region_a_op {
      "test.return"(%arg0) : (i64) -> ()
    }
    %buildable_res, %result = test.format_result_a_op memref<1xf32>
    %buildable_res_0, %result_1 = test.format_result_b_op i64, memref<1xf32>
    %buildable_res_2, %result_3 = test.format_result_c_op (i64) -> memref<1xf32>
    %1:3 = test.format_variadic_result : i64, i64, i64
    %result0:2, %result1 = test.format_multiple_variadic_results : (i64, i64), (f32)
    test.format_operand_a_op %arg0, %arg1 : i64, memref<1xf32>
    test.format_operand_b_op %arg0, %arg1 : memref<1xf32>
    test.format_operand_c_op %arg0, %arg1 : i64, memref<1xf32>
    test.format_operand_e_op %arg0, %arg1 : i64, memref<1xf32>
    test.format_variadic_operand %arg0, %arg0 : i64, i64
    test.format_multiple_variadic_operands (%arg0, %arg0), (%arg0, %arg4 : i64, f32)
    %2 = test.format_optional_operand_result_a_op(%arg0 : i64) : i64[%arg0, %arg0]
    test.format_optional_operand_result_a_op( : ) : 
    %3 = test.format_optional_operand_result_b_op(%arg0 : i64) : i64
    test.format_optional_operand_result_b_op : [%arg0]
    %optional, %variadic:2 = test.format_optional_result_a_op : i64 -> i64, i64
    test.format_optional_result_a_op
    %optional_4, %variadic_5:2 = test.format_optional_result_b_op : i64 -> i64, i64
    %optional_6, %variadic_7 = test.format_optional_result_c_op : (i64) -> i64
    test.format_two_variadic_operands_no_buildable_type_op(%arg0, %arg4 : i64, f32) -> (%arg1 : memref<1xf32>)
    %4 = test.format_infer_variadic_type_from_non_variadic %arg0, %arg0 : i64
    test.format_optional_unit_attribute is_optional
    test.format_optional_unit_attribute
    test.format_optional_unit_attribute_no_elide unit
    test.format_optional_enum_attr case5
    test.format_optional_enum_attr
    test.format_optional_default_attrs "foo" @foo case10
    test.format_optional_default_attrs
    test.format_optional_default_attrs
    test.format_optional_else then
    test.format_optional_else else
    test.else_anchor(?)
    test.else_anchor(%arg0 : i64)
    test.ellipsis(%arg0, %arg4 ...) : i64, f32 ...
    test.ellipsis(%arg0) : i64 ...
    test.format_literal_following_optional_group(5 : i32) : i64
    test.format_literal_following_optional_group : i32
    %5 = test.format_all_types_match_var %arg0, %arg0 : i64
    %6 = test.format_all_types_match_attr 1 : i64, %arg0
    %7 = test.format_types_match_var %arg0 : i64
    %8 = test.format_types_match_attr 1 : i64
    %9 = test.format_types_match_context %arg0 : i64
    test.oilist_with_keywords_only keyword
    test.oilist_with_keywords_only otherKeyword
    test.oilist_with_keywords_only keyword thirdKeyword
    test.oilist_with_keywords_only {a}
    test.oilist_with_simple_args keyword %arg4 : f32 otherKeyword %arg0 : i64
    test.oilist_with_simple_args
    test.oilist_variadic_with_parens keyword(%arg0 : i64) thirdKeyword(%arg0, %arg4 : i64, f32)
    test.oilist_custom private(%arg0 : i64) reduction (%arg3)  nowait
    test.oilist_custom private(%arg0, %arg4 : i64, f32)
    test.oilist_allowed_literal buzz
    test.format_custom_directive_operands %arg0, %arg0 -> (%arg0, %arg0)
    test.format_custom_directive_operands %arg0 -> ()
    test.format_custom_directive_operands_and_types %arg0, %arg4 -> (%arg1) : i64, f32 -> (memref<1xf32>)
    test.format_custom_directive_regions {
      "test.foo"() : () -> ()
    }, {
      "test.bar"() : () -> ()
    }
    test.format_custom_directive_regions {
      "test.foo"() : () -> ()
    }
    %result_8, %optResult, %varResults = test.format_custom_directive_results  : i64, f32 -> (i1)
    %result_9, %varResults_10 = test.format_custom_directive_results  : i64 -> (i1)
    %result_11, %optResult_12, %varResults_13 = test.format_custom_directive_results_with_type_refs  : i64, f32 -> (i1)  type_refs_capture  : i64, f32 -> (i1)
    test.format_custom_directive_with_optional_operand_ref %arg0 : 1
    test.format_custom_directive_with_optional_operand_ref : 0
    test.format_custom_directive_attributes 54 : i64
    test.format_custom_directive_attributes 54 : i64, 46 : i64 {z}
    test.format_custom_directive_attrdict  {attr = 54 : i64}
    test.format_custom_directive_attrdict  {attr = 54 : i64, optAttr = 1 : i64, z}
    "other.end"() : () -> ()
  }) : () -> ()
  "other.container"() ({
  ^bb0(%arg0: i1, %arg1: i64):
    "other.br"()[^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
    test.format_successor_a_op ^bb1, ^bb2
  ^bb2:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    test.format_custom_directive_successors ^bb1, ^bb2
  ^bb3:  // no predecessors
    test.format_custom_directive_successors ^bb2
  ^bb4:  // no predecessors
    test.format_successor_a_op 
  }) : () -> ()
}

"####;

const FORMATS_MLIR_OPT_GENERIC: &str = r####""builtin.module"() ({
  "other.container"() ({
  ^bb0(%arg2: i64, %arg3: memref<1xf32>, %arg4: i1, %arg5: i32, %arg6: f32):
    "test.format_literal_op"() {foo.some_attr} : () -> ()
    "test.format_attr_op"() <{attr = 10 : i64}> {z} : () -> ()
    "test.format_opt_attr_op_a"() <{opt_attr = 10 : i64}> : () -> ()
    "test.format_opt_attr_op_a"() : () -> ()
    "test.format_opt_attr_op_b"() <{opt_attr = 10 : i64}> : () -> ()
    "test.format_symbol_name_attr_op"() <{attr = "name"}> : () -> ()
    "test.format_symbol_name_attr_op"() <{attr = "quoted name"}> : () -> ()
    "test.format_opt_symbol_name_attr_op"() <{opt_attr = "name"}> : () -> ()
    "test.format_opt_symbol_name_attr_op"() : () -> ()
    "test.format_attr_dict_w_keyword"() <{attr = 10 : i64}> : () -> ()
    "test.format_attr_dict_w_keyword"() <{attr = 10 : i64, opt_attr = 11 : i64}> : () -> ()
    %0 = "test.format_buildable_type_op"(%arg2) : (i64) -> i64
    "test.format_region_a_op"() ({
      "test.foo"() : () -> ()
    }) : () -> ()
    "test.format_region_b_op"() ({
    ^bb0(%arg7: i64, %arg8: f32):
      "test.foo"(%arg7) : (i64) -> ()
    }) : () -> ()
    "test.format_region_c_op"() ({
      "test.foo"() : () -> ()
    }) : () -> ()
    "test.format_region_c_op"() ({
    }) : () -> ()
    "test.format_variadic_region_a_op"() ({
      "test.foo"() : () -> ()
    }, {
      "test.bar"() : () -> ()
    }) : () -> ()
    "test.format_variadic_region_b_op"() ({
      "test.foo"() : () -> ()
    }) : () -> ()
    "test.format_variadic_region_b_op"() : () -> ()
    "test.format_implicit_terminator_region_a_op"() ({
      "test.foo"() : () -> ()
      "test.return"() : () -> ()
    }) : () -> ()
    "test.format_implicit_terminator_region_a_op"() ({
      "test.foo"() : () -> ()
      "test.return"() {x} : () -> ()
    }) : () -> ()
    "test.format_implicit_terminator_region_a_op"() ({
      "test.return"(%arg2) : (i64) -> ()
    }) : () -> ()
    %1:2 = "test.format_result_a_op"() : () -> (i64, memref<1xf32>)
    %2:2 = "test.format_result_b_op"() : () -> (i64, memref<1xf32>)
    %3:2 = "test.format_result_c_op"() : () -> (i64, memref<1xf32>)
    %4:3 = "test.format_variadic_result"() : () -> (i64, i64, i64)
    %5:3 = "test.format_multiple_variadic_results"() <{resultSegmentSizes = array<i32: 2, 1>}> : () -> (i64, i64, f32)
    "test.format_operand_a_op"(%arg2, %arg3) : (i64, memref<1xf32>) -> ()
    "test.format_operand_b_op"(%arg2, %arg3) : (i64, memref<1xf32>) -> ()
    "test.format_operand_c_op"(%arg2, %arg3) : (i64, memref<1xf32>) -> ()
    "test.format_operand_e_op"(%arg2, %arg3) : (i64, memref<1xf32>) -> ()
    "test.format_variadic_operand"(%arg2, %arg2) : (i64, i64) -> ()
    "test.format_multiple_variadic_operands"(%arg2, %arg2, %arg2, %arg6) <{operandSegmentSizes = array<i32: 2, 2>}> : (i64, i64, i64, f32) -> ()
    %6 = "test.format_optional_operand_result_a_op"(%arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 2>}> : (i64, i64, i64) -> i64
    "test.format_optional_operand_result_a_op"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %7 = "test.format_optional_operand_result_b_op"(%arg2) <{operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i64
    "test.format_optional_operand_result_b_op"(%arg2) <{operandSegmentSizes = array<i32: 0, 1>}> : (i64) -> ()
    %8:3 = "test.format_optional_result_a_op"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i64, i64, i64)
    "test.format_optional_result_a_op"() <{resultSegmentSizes = array<i32: 0, 0>}> : () -> ()
    %9:3 = "test.format_optional_result_b_op"() <{resultSegmentSizes = array<i32: 1, 2>}> : () -> (i64, i64, i64)
    %10:2 = "test.format_optional_result_c_op"() <{resultSegmentSizes = array<i32: 1, 1>}> : () -> (i64, i64)
    "test.format_two_variadic_operands_no_buildable_type_op"(%arg2, %arg6, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> : (i64, f32, memref<1xf32>) -> ()
    %11 = "test.format_infer_variadic_type_from_non_variadic"(%arg2, %arg2) : (i64, i64) -> i64
    "test.format_optional_unit_attribute"() <{is_optional}> : () -> ()
    "test.format_optional_unit_attribute"() : () -> ()
    "test.format_optional_unit_attribute_no_elide"() <{is_optional}> : () -> ()
    "test.format_optional_enum_attr"() <{attr = 5 : i64}> : () -> ()
    "test.format_optional_enum_attr"() : () -> ()
    "test.format_optional_default_attrs"() <{e = 10 : i64, str = "foo", sym = "foo"}> : () -> ()
    "test.format_optional_default_attrs"() <{e = 5 : i64, str = "default", sym = "default"}> : () -> ()
    "test.format_optional_default_attrs"() <{e = 5 : i64, str = "default", sym = "default"}> : () -> ()
    "test.format_optional_else"() <{isFirstBranchPresent}> : () -> ()
    "test.format_optional_else"() : () -> ()
    "test.else_anchor"() : () -> ()
    "test.else_anchor"(%arg2) : (i64) -> ()
    "test.ellipsis"(%arg2, %arg6) <{variadic}> : (i64, f32) -> ()
    "test.ellipsis"(%arg2) : (i64) -> ()
    "test.format_literal_following_optional_group"() <{type = i64, value = 5 : i32}> : () -> ()
    "test.format_literal_following_optional_group"() <{type = i32}> : () -> ()
    %12 = "test.format_all_types_match_var"(%arg2, %arg2) : (i64, i64) -> i64
    %13 = "test.format_all_types_match_attr"(%arg2) <{value1 = 1 : i64}> : (i64) -> i64
    %14 = "test.format_types_match_var"(%arg2) : (i64) -> i64
    %15 = "test.format_types_match_attr"() <{value = 1 : i64}> : () -> i64
    %16 = "test.format_types_match_context"(%arg2) : (i64) -> tuple<i64>
    "test.oilist_with_keywords_only"() <{keyword}> : () -> ()
    "test.oilist_with_keywords_only"() <{otherKeyword}> : () -> ()
    "test.oilist_with_keywords_only"() <{diffNameUnitAttrKeyword, keyword}> : () -> ()
    "test.oilist_with_keywords_only"() {a} : () -> ()
    "test.oilist_with_simple_args"(%arg6, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (f32, i64) -> ()
    "test.oilist_with_simple_args"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
    "test.oilist_variadic_with_parens"(%arg2, %arg2, %arg6) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i64, i64, f32) -> ()
    "test.oilist_custom"(%arg2, %arg5) <{nowait, operandSegmentSizes = array<i32: 1, 1>}> : (i64, i32) -> ()
    "test.oilist_custom"(%arg2, %arg6) <{operandSegmentSizes = array<i32: 2, 0>}> : (i64, f32) -> ()
    "test.oilist_allowed_literal"() : () -> ()
    "test.format_custom_directive_operands"(%arg2, %arg2, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i64, i64, i64, i64) -> ()
    "test.format_custom_directive_operands"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
    "test.format_custom_directive_operands_and_types"(%arg2, %arg6, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i64, f32, memref<1xf32>) -> ()
    "test.format_custom_directive_regions"() ({
      "test.foo"() : () -> ()
    }, {
      "test.bar"() : () -> ()
    }) : () -> ()
    "test.format_custom_directive_regions"() ({
      "test.foo"() : () -> ()
    }) : () -> ()
    %17:3 = "test.format_custom_directive_results"() <{resultSegmentSizes = array<i32: 1, 1, 1>}> : () -> (i64, f32, i1)
    %18:2 = "test.format_custom_directive_results"() <{resultSegmentSizes = array<i32: 1, 0, 1>}> : () -> (i64, i1)
    %19:3 = "test.format_custom_directive_results_with_type_refs"() <{resultSegmentSizes = array<i32: 1, 1, 1>}> : () -> (i64, f32, i1)
    "test.format_custom_directive_with_optional_operand_ref"(%arg2) : (i64) -> ()
    "test.format_custom_directive_with_optional_operand_ref"() : () -> ()
    "test.format_custom_directive_attributes"() <{attr = 54 : i64}> : () -> ()
    "test.format_custom_directive_attributes"() <{attr = 54 : i64, optAttr = 46 : i64}> {z} : () -> ()
    "test.format_custom_directive_attrdict"() <{attr = 54 : i64}> : () -> ()
    "test.format_custom_directive_attrdict"() <{attr = 54 : i64, optAttr = 1 : i64}> {z} : () -> ()
    "other.end"() : () -> ()
  }) : () -> ()
  "other.container"() ({
  ^bb0(%arg0: i1, %arg1: i64):
    "other.br"()[^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
    "test.format_successor_a_op"()[^bb1, ^bb2] : () -> ()
  ^bb2:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    "test.format_custom_directive_successors"()[^bb1, ^bb2, ^bb2] : () -> ()
  ^bb3:  // no predecessors
    "test.format_custom_directive_successors"()[^bb2] : () -> ()
  ^bb4:  // no predecessors
    "test.format_successor_a_op"() : () -> ()
  }) : () -> ()
}) : () -> ()

"####;

const UPSTREAM_INPUT: &str = r####""other.container"() ({
^bb0(%flag: i32, %a: i64, %c: i1):
  cf.switch %flag : i32, [
    default: ^bb1(%a : i64),
    42: ^bb2,
    -7: ^bb2
  ]
^bb1(%x: i64):
  cf.cond_br %c, ^bb2, ^bb3(%x, %a : i64, i64)
^bb2:
  cf.cond_br %c, ^bb1(%a : i64), ^bb2 {likely}
^bb3(%y: i64, %z: i64):
  %r = scf.if %c -> (i64) {
    scf.yield %y : i64
  } else {
    scf.yield %z : i64
  }
  %r2:2 = scf.if %c -> (i64, i64) {
    scf.yield %y, %z : i64, i64
  } else {
    scf.yield %z, %y : i64, i64
  }
  scf.if %c {
    "test.foo"() : () -> ()
  }
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
    "test.bar"() : () -> ()
  } {tag = 1 : i64}
  cf.br ^bb4
^bb4:
  cf.switch %flag : i32, [
    default: ^bb5
  ]
^bb5:
  cf.br ^bb4
}) : () -> ()
"####;

const UPSTREAM_MLIR_OPT: &str = r####"module {
  "other.container"() ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: i1):
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i64),
      42: ^bb2,
      4294967289: ^bb2
    ]
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    cf.cond_br %arg2, ^bb2, ^bb3(%0, %arg1 : i64, i64)
  ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    cf.cond_br %arg2, ^bb1(%arg1 : i64), ^bb2 {likely}
  ^bb3(%1: i64, %2: i64):  // pred: ^bb1
    %3 = scf.if %arg2 -> (i64) {
      scf.yield %1 : i64
    } else {
      scf.yield %2 : i64
    }
    %4:2 = scf.if %arg2 -> (i64, i64) {
      scf.yield %1, %2 : i64, i64
    } else {
      scf.yield %2, %1 : i64, i64
    }
    scf.if %arg2 {
      "test.foo"() : () -> ()
    }
    scf.if %arg2 {
      "test.foo"() : () -> ()
    } else {
      "test.bar"() : () -> ()
    } {tag = 1 : i64}
    cf.br ^bb4
  ^bb4:  // 2 preds: ^bb3, ^bb5
    cf.switch %arg0 : i32, [
      default: ^bb5]
  ^bb5:  // pred: ^bb4
    cf.br ^bb4
  }) : () -> ()
}

"####;

const UPSTREAM_MLIR_OPT_GENERIC: &str = r####""builtin.module"() ({
  "other.container"() ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: i1):
    "cf.switch"(%arg0, %arg1)[^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i64) -> ()
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    "cf.cond_br"(%arg2, %0, %arg1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i64, i64) -> ()
  ^bb2:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "cf.cond_br"(%arg2, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> {likely} : (i1, i64) -> ()
  ^bb3(%1: i64, %2: i64):  // pred: ^bb1
    %3 = "scf.if"(%arg2) ({
      "scf.yield"(%1) : (i64) -> ()
    }, {
      "scf.yield"(%2) : (i64) -> ()
    }) : (i1) -> i64
    %4:2 = "scf.if"(%arg2) ({
      "scf.yield"(%1, %2) : (i64, i64) -> ()
    }, {
      "scf.yield"(%2, %1) : (i64, i64) -> ()
    }) : (i1) -> (i64, i64)
    "scf.if"(%arg2) ({
      "test.foo"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg2) ({
      "test.foo"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.bar"() : () -> ()
      "scf.yield"() : () -> ()
    }) {tag = 1 : i64} : (i1) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb5
    "cf.switch"(%arg0)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb5:  // pred: ^bb4
    "cf.br"()[^bb4] : () -> ()
  }) : () -> ()
}) : () -> ()

"####;

#[test]
fn generated_parsers_report_errors_where_mlir_opt_does() {
    let ctx = context();
    // (op text in a block with `%a: i64`, `line:column: message` from `mlir-opt-19` on the
    // `test.` op, with our name in the message).
    let cases = [
        (
            "demo.oilist_with_keywords_only keyword keyword",
            "3:3: custom op 'demo.oilist_with_keywords_only' `keyword` clause can appear at most once in the expansion of the oilist directive",
        ),
        (
            "demo.format_optional_default_attrs \"x\" @y \"case7\"",
            "3:45: custom op 'demo.format_optional_default_attrs' invalid e attribute specification: \"case7\"",
        ),
        ("demo.format_attr_op", "3:22: expected attribute value"),
        (
            "demo.format_optional_else",
            "4:1: custom op 'demo.format_optional_else' expected 'else'",
        ),
        (
            "demo.format_region_b_op",
            "3:26: expected '{' to begin a region",
        ),
        (
            "demo.format_custom_directive_operands %a -> (",
            "3:48: expected ')'",
        ),
        (
            "demo.format_successor_a_op ^bb9",
            "3:30: reference to an undefined block",
        ),
        (
            "%0 = demo.format_types_match_var %a : i32",
            "3:36: use of value '%a' expects different type than prior uses: 'i32' vs 'i64'",
        ),
        ("demo.else_anchor(%a)", "3:22: expected ':'"),
        ("demo.format_opt_attr_op_a(10", "3:31: expected ')'"),
    ];
    for (op, expected) in cases {
        let text = format!("\"other.c\"() ({{\n^bb0(%a: i64):\n  {op}\n}}) : () -> ()\n");
        let error = parse(&ctx, &text).expect_err(op);
        assert_eq!(error, expected, "{op}");
    }
}

/// Elements no op of `mlir-opt-19` shows as such: `prop-dict`, `qualified`, a Rust expression
/// given to a custom directive, a result typed by its first attribute, an isolated region with
/// entry block arguments after `attr-dict-with-keyword`, `successors`. The texts follow MLIR's
/// printing rules: `prop-dict` prints a space, then the properties not printed elsewhere and
/// not holding their default; `qualified` changes nothing for builtin types and attributes.
#[test]
fn elements_without_an_upstream_twin_round_trip() {
    let input = r#""other.c"() ({
^bb0(%a: i64, %f: f32):
  demo.with_props <{a = "x", b = 2 : i32}> {c = 3 : i64, z}
  demo.with_props <{b = 1 : i32}>
  demo.with_props {a = "y"}
  demo.qualified_attr 3 : i32, %a : i64
  demo.custom_string_arg 7
  %c = demo.typed_constant 2.5 : f32
  %d = demo.typed_constant {x} dense<1> : tensor<2xi8>
  demo.isolated @body attributes {y} {
  ^bb0(%x: i32):
    "test.use"(%x) : (i32) -> ()
  }
  "other.br"() [^bb1] : () -> ()
^bb1:
  demo.format_successors_op ^bb1, ^bb2, ^bb1
^bb2:
  demo.format_successors_op ^bb1
}) : () -> ()
"#;
    let expected = r#"module {
  "other.c"() ({
  ^bb0(%arg0: i64, %arg1: f32):
    demo.with_props <{a = "x", b = 2 : i32}> {c = 3 : i64, z}
    demo.with_props 
    demo.with_props <{a = "y"}>
    demo.qualified_attr 3 : i32, %arg0 : i64
    demo.custom_string_arg 7
    %0 = demo.typed_constant 2.500000e+00 : f32
    %1 = demo.typed_constant {x} dense<1> : tensor<2xi8>
    demo.isolated @body attributes {y} {
    ^bb0(%arg2: i32):
      "test.use"(%arg2) : (i32) -> ()
    }
    "other.br"()[^bb1] : () -> ()
  ^bb1:  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb2
    demo.format_successors_op ^bb1, ^bb2, ^bb1
  ^bb2:  // pred: ^bb1
    demo.format_successors_op ^bb1
  }) : () -> ()
}
"#;
    let ctx = context();
    let module = check_round_trip(&ctx, input, expected);
    let generic = print(&ctx, &module, true);
    // The default of `b` is stored, `c` is a discardable attribute, `count` is `7 : i64`, the
    // results take the types of the constants.
    for piece in [
        "\"demo.with_props\"() <{a = \"y\", b = 1 : i32}> : () -> ()",
        "\"demo.with_props\"() <{a = \"x\", b = 2 : i32}> {c = 3 : i64, z} : () -> ()",
        "\"demo.custom_string_arg\"() <{count = 7 : i64}> : () -> ()",
        "%1 = \"demo.typed_constant\"() <{value = dense<1> : tensor<2xi8>}> {x} : () -> tensor<2xi8>",
    ] {
        assert!(generic.contains(piece), "{piece}\n{generic}");
    }
}

/// The ops of kind `T` among the ops of `block`, found through the `oxir::Op` trait.
fn ops_of<T: Op>(ctx: &Context, body: &Body, block: oxir::BlockId) -> Vec<T> {
    body.block_ops(block)
        .filter_map(|op| T::from_op(ctx, body, op))
        .collect()
}

/// Ops made by the generated builders print as `mlir-opt-19` prints `scf.if` and
/// `cf.cond_br` made the same way.
#[test]
fn built_ops_print_as_mlir_opt_prints_them() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let (i1, i64) = (ctx.common().i1, ctx.common().i64);
    let mut body = Body::new();
    let container = body.create_op(
        &ctx,
        OperationState::new(ctx.op_name("other.container"), loc).regions(1),
    );
    let region = body.op_regions(container)[0];
    let entry = body.create_block(&[(i1, loc), (i64, loc)]);
    let next = body.create_block(&[(i64, loc)]);
    for block in [entry, next] {
        body.append_block(region, block).expect("a new block");
    }
    let (condition, value) = (body.block_args(entry).next(), body.block_args(entry).nth(1));
    let (Some(condition), Some(value)) = (condition, value) else {
        panic!("the entry block has two arguments");
    };
    let append = |body: &mut Body, block, op: OpId| body.append_op(block, op).expect("a new op");
    let if_op = IfOp::build(&ctx, &mut body, loc, &[i64], condition);
    for &region in body.op_regions(if_op.id()).to_vec().iter() {
        let block = body.create_block(&[]);
        body.append_block(region, block).expect("a new block");
        let yield_op = YieldOp::build(&ctx, &mut body, loc, &[value]);
        append(&mut body, block, yield_op.id());
    }
    append(&mut body, entry, if_op.id());
    let result = body.results(if_op.id()).next().expect("a result");
    let branch = CondBrOp::build(
        &ctx,
        &mut body,
        loc,
        condition,
        &[value],
        &[result],
        next,
        next,
    );
    append(&mut body, entry, branch.id());
    let end = body.create_op(&ctx, OperationState::new(ctx.op_name("other.end"), loc));
    append(&mut body, next, end);

    assert_eq!(
        verify(&ctx, &body, container).map_err(|d| d.message),
        Ok(())
    );
    let text = print_op(&ctx, &body, container, &PrintOptions::default());
    // `mlir-opt-19` on the same ops built as `scf.if`, `scf.yield` and `cf.cond_br`.
    let expected = to_demo(
        r#""other.container"() ({
^bb0(%arg0: i1, %arg1: i64):
  %0 = scf.if %arg0 -> (i64) {
    scf.yield %arg1 : i64
  } else {
    scf.yield %arg1 : i64
  }
  cf.cond_br %arg0, ^bb1(%arg1 : i64), ^bb1(%0 : i64)
^bb1(%1: i64):  // 2 preds: ^bb0, ^bb0
  "other.end"() : () -> ()
}) : () -> ()
"#,
    );
    assert_eq!(text.trim_end(), expected.trim_end());
    assert_eq!(ops_of::<IfOp>(&ctx, &body, entry), [if_op]);
    assert_eq!(ops_of::<CondBrOp>(&ctx, &body, entry), [branch]);
    assert_eq!(<IfOp as Op>::NAME, "demo.if");
}
