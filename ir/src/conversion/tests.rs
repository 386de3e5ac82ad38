//! Tests of dialect conversion with two small dialects built here: `src` (the ops to convert)
//! and `dst` (their replacements), with `i32` converted to `i64`.

use super::*;
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::rewrite::{MatchFailure, PatternRewriter};
use crate::structure::{OpId, OwnedOp, Value};
use crate::text::parser::{ParseOptions, parse_source};
use crate::text::printer::{PrintOptions, print_op};
use crate::traits::{Trait, TraitSet};
use crate::types::{Signedness, Type, TypeData};

fn context() -> Context {
    let ctx = Context::new();
    let plain = |names: &[&str]| {
        names
            .iter()
            .map(|n| OpDescriptor::new(n))
            .collect::<Vec<_>>()
    };
    let mut src = plain(&["src.const", "src.add", "src.use", "src.wrap", "src.keep"]);
    src.push(OpDescriptor::new("src.func").with_traits(TraitSet::new(&[Trait::IsolatedFromAbove])));
    ctx.register_dialect(DialectDescriptor::new("src"), src);
    ctx.register_dialect(
        DialectDescriptor::new("dst"),
        plain(&["dst.const", "dst.add", "dst.use"]),
    );
    ctx
}

fn int(ctx: &Context, width: u32) -> Type {
    ctx.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("test IR does not parse: {d}"))
}

fn print(ctx: &Context, owned: &OwnedOp) -> String {
    print_op(ctx, &owned.body, owned.op, &PrintOptions::default())
}

/// `i32 -> i64`, other types kept.
fn converter(ctx: &Context) -> TypeConverter {
    let (i32_ty, i64_ty) = (int(ctx, 32), int(ctx, 64));
    let mut converter = TypeConverter::new();
    converter.add_conversion(move |_, ty| (ty == i32_ty).then(|| vec![i64_ty]));
    converter
}

/// Replaces `op` by `to` with the converted operands, its result types converted.
fn rename(
    to: &'static str,
) -> impl Fn(
    &Context,
    OpId,
    &[Value],
    &TypeConverter,
    &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure>
+ Send
+ Sync
+ 'static {
    move |ctx, op, operands, converter, rewriter| {
        let body = rewriter.body();
        let types: Vec<Type> = body
            .result_types(op)
            .flat_map(|ty| converter.convert_type(ctx, ty))
            .collect();
        let mut state = rewriter.state(to).operands(operands).results(&types);
        state.attrs = crate::structure::dictionary_entries(ctx, body.op_attrs(op)).to_vec();
        rewriter
            .replace_op_with_new(op, state)
            .map(|_| ())
            .map_err(|e| MatchFailure::new(e.to_string()))
    }
}

fn patterns() -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    set.add_fn("src.const", "const", rename("dst.const"));
    set.add_fn("src.add", "add", rename("dst.add"));
    set
}

fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("dst")
        .add_illegal_op("src.const")
        .add_illegal_op("src.add")
        .add_legal_op("builtin.module");
    target
}

const INPUT: &str = r#"%c = "src.const"() {value = 1 : i32} : () -> i32
%s = "src.add"(%c, %c) : (i32, i32) -> i32
"src.use"(%s) : (i32) -> ()
"#;

#[test]
fn partial_conversion_converts_types_and_bridges_unconverted_users() {
    let ctx = context();
    let mut owned = parse(&ctx, INPUT);
    apply_partial_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target(),
        &patterns(),
        &converter(&ctx),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "dst.const"() {value = 1 : i32} : () -> i64
  %1 = "dst.add"(%0, %0) : (i64, i64) -> i64
  %2 = unrealized_conversion_cast %1 : i64 to i32
  "src.use"(%2) : (i32) -> ()
}
"#
    );
}

#[test]
fn a_leftover_illegal_op_fails_full_conversion_and_leaves_the_ir_unchanged() {
    let ctx = context();
    let mut owned = parse(&ctx, INPUT);
    let before = print(&ctx, &owned);
    let error = apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target(),
        &patterns(),
        &converter(&ctx),
    )
    .unwrap_err();
    assert_eq!(error.message, "failed to legalize operation 'src.use'");
    assert!(
        error
            .notes
            .iter()
            .any(|n| n.message == "no pattern matches `src.use`")
    );
    assert_eq!(print(&ctx, &owned), before);

    // With the remaining op made illegal, partial conversion fails the same way.
    let mut strict = target();
    strict.add_illegal_op("src.use");
    let error = apply_partial_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &strict,
        &patterns(),
        &converter(&ctx),
    )
    .unwrap_err();
    assert_eq!(
        error.message,
        "failed to legalize operation 'src.use' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, &owned), before);

    // Converting it too makes full conversion succeed, with no cast left.
    let mut all = patterns();
    all.add_fn("src.use", "use", rename("dst.use"));
    apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &strict,
        &all,
        &converter(&ctx),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "dst.const"() {value = 1 : i32} : () -> i64
  %1 = "dst.add"(%0, %0) : (i64, i64) -> i64
  "dst.use"(%1) : (i64) -> ()
}
"#
    );
}

#[test]
fn analysis_reports_legalizable_ops_and_changes_nothing() {
    let ctx = context();
    let mut owned = parse(&ctx, INPUT);
    let before = print(&ctx, &owned);
    let found = apply_analysis_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target(),
        &patterns(),
        &converter(&ctx),
    )
    .unwrap();
    assert_eq!(print(&ctx, &owned), before);
    let module = owned.body.nested_body(owned.op).unwrap();
    let names: Vec<&str> = {
        let mut names: Vec<&str> = found
            .iter()
            .map(|path| {
                assert_eq!(path.len(), 2);
                assert_eq!(path[0], owned.op);
                ctx.op_name_str(module.op_name(path[1]))
            })
            .collect();
        names.sort();
        names
    };
    assert_eq!(names, ["src.add", "src.const"]);
}

#[test]
fn dynamic_legality_decides_per_op() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#"%a = "src.const"() {value = 1 : i32} : () -> i32
%b = "src.const"() {value = 2 : i64} : () -> i64
"#,
    );
    let i32_ty = int(&ctx, 32);
    let mut target = target();
    // Constants already of a converted type are fine as they are.
    target.add_dynamically_legal_op("src.const", move |_, body, op| {
        body.result_types(op).all(|ty| ty != i32_ty)
    });
    apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target,
        &patterns(),
        &converter(&ctx),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "dst.const"() {value = 1 : i32} : () -> i64
  %1 = "src.const"() {value = 2 : i64} : () -> i64
}
"#
    );
}

const NESTED: &str = r#""src.wrap"() ({
  %a = "src.const"() {value = 1 : i32} : () -> i32
  "src.keep"(%a) : (i32) -> ()
}) : () -> ()
"src.func"() ({
  %b = "src.const"() {value = 2 : i32} : () -> i32
  "src.keep"(%b) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn recursively_legal_ops_protect_what_they_hold_and_isolated_bodies_are_converted() {
    let ctx = context();
    let mut owned = parse(&ctx, NESTED);
    let mut target = target();
    target
        .add_legal_op("src.wrap")
        .add_legal_op("src.func")
        .add_legal_op("src.keep")
        .mark_op_recursively_legal("src.wrap", None);
    apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target,
        &patterns(),
        &converter(&ctx),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  "src.wrap"() ({
    %0 = "src.const"() {value = 1 : i32} : () -> i32
    "src.keep"(%0) : (i32) -> ()
  }) : () -> ()
  "src.func"() ({
    %0 = "dst.const"() {value = 2 : i32} : () -> i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
    "src.keep"(%1) : (i32) -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn a_failure_in_a_nested_body_rolls_back_every_body() {
    let ctx = context();
    let mut owned = parse(&ctx, NESTED);
    let before = print(&ctx, &owned);
    let mut target = target();
    target.add_legal_op("src.wrap").add_legal_op("src.func");
    let error = apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target,
        &patterns(),
        &converter(&ctx),
    )
    .unwrap_err();
    assert_eq!(error.message, "failed to legalize operation 'src.keep'");
    assert_eq!(print(&ctx, &owned), before);
}

#[test]
fn entry_block_signatures_convert_with_materializations() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#""src.wrap"() ({
^bb0(%x: i32, %y: f32):
  "src.keep"(%x, %y) : (i32, f32) -> ()
}) : () -> ()
"#,
    );
    let mut patterns = patterns();
    patterns.add_fn("src.wrap", "signature", |_, op, _, converter, rewriter| {
        let region = rewriter.body().op_regions(op)[0];
        match converter.convert_region_types(rewriter, region) {
            Ok(true) => {
                // Marks the op converted so that the target finds it legal.
                rewriter.modify_op_in_place(op, |body| {
                    body.set_op_loc(op, body.op_loc(op));
                });
                Ok(())
            }
            Ok(false) => Err(MatchFailure::new("signature already converted")),
            Err(e) => Err(MatchFailure::new(e.to_string())),
        }
    });
    let i64_ty = int(&ctx, 64);
    let mut target = target();
    target.add_legal_op("src.keep");
    target.add_dynamically_legal_op("src.wrap", move |_, body, op| {
        let region = body.op_regions(op)[0];
        let entry = body.region_entry(region).unwrap();
        body.value_type(body.block_arg(entry, 0).unwrap()) == i64_ty
    });
    apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target,
        &patterns,
        &converter(&ctx),
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  "src.wrap"() ({
  ^bb0(%arg0: i64, %arg1: f32):
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    "src.keep"(%0, %arg1) : (i32, f32) -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn custom_materializations_replace_the_default_cast() {
    let ctx = context();
    let mut owned = parse(&ctx, INPUT);
    let mut converter = converter(&ctx);
    converter.add_source_materialization(|rewriter, ty, inputs, _| {
        let state = rewriter.state("dst.use").operands(inputs).results(&[ty]);
        rewriter.create(state).ok().map(|op| Value::result(op, 0))
    });
    apply_partial_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &target(),
        &patterns(),
        &converter,
    )
    .unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "dst.const"() {value = 1 : i32} : () -> i64
  %1 = "dst.add"(%0, %0) : (i64, i64) -> i64
  %2 = "dst.use"(%1) : (i64) -> i32
  "src.use"(%2) : (i32) -> ()
}
"#
    );
}

#[test]
fn reconcile_folds_round_trips_and_erases_dead_casts() {
    let ctx = context();
    let mut owned = parse(
        &ctx,
        r#"%a = "src.const"() {value = 1 : i32} : () -> i32
%b = unrealized_conversion_cast %a : i32 to i64
%c = unrealized_conversion_cast %b : i64 to i32
"src.use"(%c) : (i32) -> ()
%d = unrealized_conversion_cast %a : i32 to f32
%e = unrealized_conversion_cast %a : i32 to i64
"src.use"(%e) : (i64) -> ()
"src.func"() ({
  %f = "src.const"() {value = 2 : i32} : () -> i32
  %g = unrealized_conversion_cast %f : i32 to i64
  %h = unrealized_conversion_cast %g : i64 to i32
  "src.use"(%h) : (i32) -> ()
}) : () -> ()
"#,
    );
    let erased = reconcile_unrealized_casts(&ctx, &mut owned.body, owned.op);
    assert_eq!(erased, 5);
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "src.const"() {value = 1 : i32} : () -> i32
  "src.use"(%0) : (i32) -> ()
  %1 = unrealized_conversion_cast %0 : i32 to i64
  "src.use"(%1) : (i64) -> ()
  "src.func"() ({
    %2 = "src.const"() {value = 2 : i32} : () -> i32
    "src.use"(%2) : (i32) -> ()
  }) : () -> ()
}
"#
    );
}
