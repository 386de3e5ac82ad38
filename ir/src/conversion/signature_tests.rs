//! Tests of signature conversion, the function signature pattern and conversion traces, on
//! `t.func` (a conventional function op) and ops of an unregistered `u` dialect.

use super::*;
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::function::{ConventionalFunction, FUNCTION_TYPE_ATTR, FunctionOpInterface};
use crate::rewrite::PatternRewriter;
use crate::structure::OwnedOp;
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::{Trait, TraitSet};
use crate::types::{Type, TypeData};

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let func = OpDescriptor::new("t.func")
        .with_traits(TraitSet::new(&[Trait::IsolatedFromAbove, Trait::Symbol]))
        .with_property_names(&["sym_name", FUNCTION_TYPE_ATTR]);
    func.interfaces
        .insert::<dyn FunctionOpInterface>(Box::new(ConventionalFunction));
    ctx.register_dialect(DialectDescriptor::new("t"), vec![func]);
    ctx
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("test IR does not parse: {d}"))
}

fn print(ctx: &Context, owned: &OwnedOp) -> String {
    print_op(ctx, &owned.body, owned.op, &PrintOptions::default())
}

fn ty(ctx: &Context, text: &str) -> Type {
    crate::text::parser::parse_type(ctx, text).unwrap_or_else(|d| panic!("{d}"))
}

/// `tuple<...>` to its element types (1:N), `i16` to nothing (1:0), others kept.
fn converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, ty| match ctx.type_data(ty) {
        TypeData::Tuple(elements) => Some(elements.to_vec()),
        TypeData::Integer { width: 16, .. } => Some(Vec::new()),
        _ => None,
    });
    converter
}

#[test]
fn signature_conversions_map_inputs_to_ranges_or_values() {
    let ctx = context();
    let (i32_ty, f32_ty) = (ty(&ctx, "i32"), ty(&ctx, "f32"));
    let mut conversion = SignatureConversion::new(3);
    conversion.add_inputs(0, &[i32_ty, f32_ty]);
    conversion.add_new_inputs(&[i32_ty]);
    conversion.remap_input(2, 2, 1);
    assert_eq!(conversion.converted_types(), [i32_ty, f32_ty, i32_ty]);
    assert_eq!(
        conversion.input_mapping(0),
        Some(&InputMapping::Inputs { start: 0, len: 2 })
    );
    assert_eq!(conversion.input_mapping(1), None);
    assert_eq!(
        conversion.input_mapping(2),
        Some(&InputMapping::Inputs { start: 2, len: 1 })
    );
    // Out of range: nothing mapped, nothing panics.
    conversion.remap_input(7, 0, 1);
    assert_eq!(conversion.input_mapping(7), None);

    let by_converter = converter().convert_signature(
        &ctx,
        &[ty(&ctx, "tuple<i32, f32>"), ty(&ctx, "i16"), i32_ty],
    );
    assert_eq!(by_converter.converted_types(), [i32_ty, f32_ty, i32_ty]);
    assert_eq!(
        by_converter.input_mapping(1),
        Some(&InputMapping::Inputs { start: 2, len: 0 })
    );
}

#[test]
fn applied_signature_conversions_bridge_old_uses() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#"%v = "u.def"() : () -> i64
"u.wrap"() ({
^bb0(%a: tuple<i32, f32>, %b: i16, %c: i64, %d: i64):
  "u.use"(%a, %b, %c, %d) : (tuple<i32, f32>, i16, i64, i64) -> ()
}) : () -> ()
"#,
    );
    let (i32_ty, f32_ty) = (ty(&ctx, "i32"), ty(&ctx, "f32"));
    let (scope, regions) = owned.body.region_scope_mut(owned.op);
    let mut top = scope.block_ops(scope.region_entry(regions[0]).unwrap());
    let def = top.next().unwrap();
    let wrap = top.next().unwrap();
    let region = scope.op_regions(wrap)[0];
    let block = scope.region_entry(region).unwrap();
    let first = scope.block_arg(block, 2).unwrap();
    let outer = scope.results(def).next().unwrap();
    let mut conversion = SignatureConversion::new(4);
    conversion.add_inputs(0, &[i32_ty, f32_ty]);
    conversion.add_inputs(2, &[ty(&ctx, "i64")]);
    conversion.remap_input_to_value(3, first);
    // A block argument does not replace an argument of its own block.
    let mut rewriter = PatternRewriter::new(&ctx, &mut *scope);
    assert!(apply_signature_conversion(&mut rewriter, block, &conversion).is_err());
    conversion.remap_input_to_value(3, outer);
    let mut rewriter = PatternRewriter::new(&ctx, scope);
    apply_signature_conversion(&mut rewriter, block, &conversion).unwrap();
    // Too few mappings for the block: an error, nothing changed.
    assert!(
        apply_signature_conversion(&mut rewriter, block, &SignatureConversion::new(1)).is_err()
    );
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "u.def"() : () -> i64
  "u.wrap"() ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: i64):
    %1 = builtin.unrealized_conversion_cast to i16
    %2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tuple<i32, f32>
    "u.use"(%2, %1, %arg2, %0) : (tuple<i32, f32>, i16, i64, i64) -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn the_function_signature_pattern_converts_function_ops() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""t.func"() <{function_type = (tuple<i32, f32>, i16) -> tuple<i64, i64>, sym_name = "f"}> ({
^bb0(%a: tuple<i32, f32>, %b: i16):
  "u.use"(%a, %b) : (tuple<i32, f32>, i16) -> ()
  "u.br"()[^bb1] : () -> ()
^bb1(%c: tuple<i64, i64>):
  "u.ret"(%c) : (tuple<i64, i64>) -> ()
}) : () -> ()
"#,
    );
    let mut patterns = ConversionPatternSet::new();
    populate_any_function_op_interface_type_conversion_pattern(&mut patterns);
    let converter = converter();
    let mut target = ConversionTarget::new();
    target.add_legal_op("builtin.module");
    target.add_dynamically_legal_op("t.func", |ctx, body, op| {
        crate::function::signature(ctx, body, op).is_some_and(|(inputs, results)| {
            !inputs.iter().chain(&results).any(|&t| {
                matches!(
                    ctx.type_data(t),
                    TypeData::Tuple(_) | TypeData::Integer { width: 16, .. }
                )
            })
        })
    });
    let conversion = Conversion::new(&target, &patterns, &converter);
    let (result, events) =
        conversion.apply_traced(&ctx, &mut owned.body, owned.op, ConversionMode::Partial);
    result.unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  "t.func"() <{function_type = (i32, f32) -> (i64, i64), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = builtin.unrealized_conversion_cast to i16
    %1 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tuple<i32, f32>
    "u.use"(%1, %0) : (tuple<i32, f32>, i16) -> ()
    "u.br"()[^bb1] : () -> ()
  ^bb1(%2: i64, %3: i64):  // pred: ^bb0
    %4 = builtin.unrealized_conversion_cast %2, %3 : i64, i64 to tuple<i64, i64>
    "u.ret"(%4) : (tuple<i64, i64>) -> ()
  }) : () -> ()
}
"#
    );
    let text: Vec<String> = events.iter().map(ToString::to_string).collect();
    assert!(
        text.contains(
            &"'t.func': legalized by pattern `function-signature-conversion`".to_string()
        ),
        "{text:?}"
    );
}

#[test]
fn traces_name_failed_patterns_and_rollbacks() {
    let ctx = context();
    let text = r#""u.a"() : () -> ()
"u.b"() : () -> ()
"#;
    let mut owned = parse(&ctx, text);
    let before = print(&ctx, &owned);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_fn("u.a", "a-to-c", |_, op, _, _, rewriter| {
        let state = rewriter.state("u.c");
        rewriter
            .replace_op_with_new(op, state)
            .map(drop)
            .map_err(|e| crate::rewrite::MatchFailure::new(e.to_string()))
    });
    patterns.add_fn("u.b", "never", |_, _, _, _, _| {
        Err(crate::rewrite::MatchFailure::new("not today"))
    });
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_op("u.c")
        .add_illegal_op("u.a")
        .add_illegal_op("u.b");
    let converter = TypeConverter::new();
    let conversion = Conversion::new(&target, &patterns, &converter);
    let (result, events) =
        conversion.apply_traced(&ctx, &mut owned.body, owned.op, ConversionMode::Partial);
    assert!(result.is_err());
    assert_eq!(print(&ctx, &owned), before);
    let lines: Vec<String> = events.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "'u.a': legalized by pattern `a-to-c`",
            "'u.b': pattern `never` failed: not today",
            "'u.b': failed to legalize",
            "rolled back: failed to legalize operation 'u.b' that was explicitly marked illegal",
        ]
    );
}
