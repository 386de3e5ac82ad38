//! Tests of dialect conversion with two small dialects built here: `src` (the ops to convert)
//! and `dst` (their replacements), with `i32` converted to `i64`.

use super::*;
use crate::context::Context;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::rewrite::{MatchFailure, PatternRewriter};
use crate::structure::{OwnedOp, Value};
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
    let mut src = plain(&[
        "src.const",
        "src.add",
        "src.use",
        "src.wrap",
        "src.keep",
        "src.id",
        "src.ret",
        "src.pair",
    ]);
    src.push(OpDescriptor::new("src.func").with_traits(TraitSet::new(&[Trait::IsolatedFromAbove])));
    ctx.register_dialect(DialectDescriptor::new("src"), src);
    ctx.register_dialect(
        DialectDescriptor::new("dst"),
        plain(&[
            "dst.const",
            "dst.add",
            "dst.use",
            "dst.ret",
            "dst.make",
            "dst.split",
        ]),
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

fn patterns() -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    set.add_rename("src.const", "const", "dst.const");
    set.add_rename("src.add", "add", "dst.add");
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
        &Conversion::new(&target(), &patterns(), &converter(&ctx)),
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
        &Conversion::new(&target(), &patterns(), &converter(&ctx)),
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
        &Conversion::new(&strict, &patterns(), &converter(&ctx)),
    )
    .unwrap_err();
    assert_eq!(
        error.message,
        "failed to legalize operation 'src.use' that was explicitly marked illegal"
    );
    assert_eq!(print(&ctx, &owned), before);

    // Converting it too makes full conversion succeed, with no cast left.
    let mut all = patterns();
    all.add_rename("src.use", "use", "dst.use");
    apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &Conversion::new(&strict, &all, &converter(&ctx)),
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
        &Conversion::new(&target(), &patterns(), &converter(&ctx)),
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

    // An illegal op no pattern legalizes is left out; analysis does not fail for it.
    let mut strict = target();
    strict.add_illegal_op("src.use");
    let found = apply_analysis_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &Conversion::new(&strict, &patterns(), &converter(&ctx)),
    )
    .unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(print(&ctx, &owned), before);
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
        &Conversion::new(&target, &patterns(), &converter(&ctx)),
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
        &Conversion::new(&target, &patterns(), &converter(&ctx)),
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
        &Conversion::new(&target, &patterns(), &converter(&ctx)),
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
        &Conversion::new(&target, &patterns, &converter(&ctx)),
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
        &Conversion::new(&target(), &patterns(), &converter),
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

/// `tuple<...>` to its element types (1:N), other types kept.
fn tuple_converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|ctx, ty| match ctx.type_data(ty) {
        TypeData::Tuple(elements) => Some(elements.to_vec()),
        _ => None,
    });
    converter
}

/// The 1:N patterns: `src.func` converts its signature, `src.id` is replaced by its operand's
/// values, `src.ret` becomes `dst.ret` of every value.
fn tuple_patterns() -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    set.add_fn(
        "src.func",
        "signature",
        |ctx, op, _, converter, rewriter| {
            let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
            let mut inner = PatternRewriter::new(ctx, scope);
            match converter.convert_region_types(&mut inner, regions[0]) {
                Ok(true) => {
                    rewriter.modify_op_in_place(op, |_| ());
                    Ok(())
                }
                Ok(false) => Err(MatchFailure::new("signature already converted")),
                Err(e) => Err(MatchFailure::new(e.to_string())),
            }
        },
    );
    set.add_fn("src.id", "id", |_, op, operands, _, rewriter| {
        replace_op_with_multiple(rewriter, op, &[operands.get(0)])
            .map_err(|e| MatchFailure::new(e.to_string()))
    });
    set.add_fn("src.ret", "ret", |_, op, operands, _, rewriter| {
        let state = rewriter.state("dst.ret").operands(operands.flat());
        rewriter
            .create(state)
            .and_then(|_| rewriter.erase_op(op))
            .map_err(|e| MatchFailure::new(e.to_string()))
    });
    set
}

fn tuple_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("dst")
        .add_legal_op("src.keep")
        .add_illegal_op("src.id")
        .add_illegal_op("src.ret")
        .add_dynamically_legal_op("src.func", |ctx, body, op| {
            let (scope, regions) = body.region_scope(op);
            let entry = scope.region_entry(regions[0]).unwrap();
            scope
                .block_args(entry)
                .all(|a| !matches!(ctx.type_data(scope.value_type(a)), TypeData::Tuple(_)))
        });
    target
}

const TUPLE_FUNC: &str = r#""src.func"() ({
^bb0(%t: tuple<i32, f32>):
  "src.keep"(%t) : (tuple<i32, f32>) -> ()
  %u = "src.id"(%t) : (tuple<i32, f32>) -> tuple<i32, f32>
  "src.ret"(%u) : (tuple<i32, f32>) -> ()
}) : () -> ()
"#;

#[test]
fn a_one_to_n_type_split_flows_through_a_function_body() {
    let ctx = context();
    let mut owned = parse(&ctx, TUPLE_FUNC);
    let (target, patterns, converter) = (tuple_target(), tuple_patterns(), tuple_converter());
    apply_full_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &Conversion::new(&target, &patterns, &converter),
    )
    .unwrap();
    // The converted ops read the two new arguments; the op left unconverted reads a cast.
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  "src.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to tuple<i32, f32>
    "src.keep"(%0) : (tuple<i32, f32>) -> ()
    "dst.ret"(%arg0, %arg1) : (i32, f32) -> ()
  }) : () -> ()
}
"#
    );
}

/// Source materializations build `dst.make`, target ones `dst.split`.
fn tuple_converter_with_hooks() -> TypeConverter {
    let mut converter = tuple_converter();
    converter.add_source_materialization(|rewriter, ty, inputs, _| {
        let state = rewriter.state("dst.make").operands(inputs).results(&[ty]);
        rewriter.create(state).ok().map(|op| Value::result(op, 0))
    });
    converter.add_target_materialization(|rewriter, types, input, _| {
        let state = rewriter
            .state("dst.split")
            .operands(&[input])
            .results(types);
        let op = rewriter.create(state).ok()?;
        Some(rewriter.body().results(op).collect())
    });
    converter
}

#[test]
fn one_to_n_materializations_go_both_ways_through_the_hooks() {
    let ctx = context();
    let mut owned = parse(&ctx, TUPLE_FUNC);
    let (target, patterns, converter) = (
        tuple_target(),
        tuple_patterns(),
        tuple_converter_with_hooks(),
    );
    let conversion = Conversion::new(&target, &patterns, &converter);
    apply_full_conversion(&ctx, &mut owned.body, owned.op, &conversion).unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  "src.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "dst.make"(%arg0, %arg1) : (i32, f32) -> tuple<i32, f32>
    "src.keep"(%0) : (tuple<i32, f32>) -> ()
    "dst.ret"(%arg0, %arg1) : (i32, f32) -> ()
  }) : () -> ()
}
"#
    );

    // A tuple made by an op the conversion keeps is split for the converted user.
    let mut owned = parse(
        &ctx,
        r#"%p = "src.pair"() : () -> tuple<i32, f32>
"src.ret"(%p) : (tuple<i32, f32>) -> ()
"#,
    );
    apply_partial_conversion(&ctx, &mut owned.body, owned.op, &conversion).unwrap();
    assert_eq!(
        print(&ctx, &owned),
        r#"module {
  %0 = "src.pair"() : () -> tuple<i32, f32>
  %1:2 = "dst.split"(%0) : (tuple<i32, f32>) -> (i32, f32)
  "dst.ret"(%1#0, %1#1) : (i32, f32) -> ()
}
"#
    );
}

#[test]
fn a_one_to_one_pattern_refuses_an_operand_split_in_two() {
    let ctx = context();
    let input = r#"%p = "src.pair"() : () -> tuple<i32, f32>
"src.use"(%p) : (tuple<i32, f32>) -> ()
"#;
    let mut owned = parse(&ctx, input);
    let mut patterns = tuple_patterns();
    patterns.add_rename("src.use", "use", "dst.use");
    let mut target = tuple_target();
    target.add_illegal_op("src.use");
    let converter = tuple_converter();
    let error = apply_partial_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &Conversion::new(&target, &patterns, &converter),
    )
    .unwrap_err();
    assert_eq!(
        error.message,
        "failed to legalize operation 'src.use' that was explicitly marked illegal"
    );
    assert_eq!(
        error.notes.last().map(|n| n.message.as_str()),
        Some("`use`: operand #0 was converted to 2 values; the pattern takes one")
    );
    assert_eq!(print(&ctx, &owned), input_as_module(input));
}

/// `input` printed as the implicit module the parser wraps it in.
fn input_as_module(input: &str) -> String {
    let body: String = input.lines().map(|l| format!("  {l}\n")).collect();
    format!("module {{\n{body}}}\n").replace("%p", "%0")
}

#[test]
fn remapped_operands_give_each_operand_its_values() {
    let ctx = context();
    let owned = parse(&ctx, r#"%a = "src.const"() : () -> i32"#);
    let (module, regions) = owned.body.region_scope(owned.op);
    let entry = module.region_entry(regions[0]).unwrap();
    let op = module.block_ops(entry).next().unwrap();
    let a = Value::result(op, 0);
    let mut operands = RemappedOperands::new();
    operands.push(&[a]);
    operands.push(&[]);
    operands.push(&[a, a]);
    assert_eq!(operands.len(), 3);
    assert_eq!(operands.get(0), [a]);
    assert_eq!(operands.get(1), []);
    assert_eq!(operands.get(2), [a, a]);
    assert_eq!(operands.get(3), []);
    assert_eq!(operands.single(0), Some(a));
    assert_eq!(operands.single(2), None);
    assert_eq!(operands.flat(), [a, a, a]);
    assert_eq!(
        operands.one_to_one().unwrap_err().reason,
        "operand #1 was converted to 0 values; the pattern takes one"
    );
}

#[test]
fn a_failed_pattern_leaves_none_of_the_ops_it_built() {
    let ctx = context();
    let mut set = ConversionPatternSet::new();
    // Builds an op, then gives up: the next pattern converts the op.
    set.add_fn("src.const", "gives_up", |ctx, _, _, _, rw| {
        let state = crate::structure::OperationState::new(ctx.op_name("dst.make"), rw.loc());
        rw.create(state)
            .map_err(|e| MatchFailure::new(e.to_string()))?;
        Err(MatchFailure::new("gave up"))
    });
    set.add_rename("src.const", "const", "dst.const");
    set.add_rename("src.add", "add", "dst.add");
    let mut owned = parse(&ctx, INPUT);
    apply_partial_conversion(
        &ctx,
        &mut owned.body,
        owned.op,
        &Conversion::new(&target(), &set, &converter(&ctx)),
    )
    .unwrap();
    let printed = print(&ctx, &owned);
    assert!(!printed.contains("dst.make"), "{printed}");
    assert!(printed.contains("\"dst.const\"()"), "{printed}");
}

#[test]
fn pattern_diagnostics_come_back_whatever_the_outcome_and_see_the_owner() {
    let ctx = context();
    // `src.use` inside a `src.func` marked `bad`: its pattern reports an error naming what the
    // owner says, and fails; the partial conversion succeeds, keeping the op.
    let input = r#""src.func"() ({
  %c = "src.const"() {value = 1 : i32} : () -> i32
  "src.use"(%c) : (i32) -> ()
}) {bad = "yes"} : () -> ()
"#;
    let mut set = patterns();
    set.add_fn("src.use", "use-reports", |ctx, op, _, _, rewriter| {
        let owner = rewriter
            .owner_attrs()
            .and_then(|attrs| {
                crate::structure::dictionary_entries(ctx, attrs)
                    .first()
                    .copied()
            })
            .map_or("none".to_string(), |a| {
                String::from_utf8_lossy(ctx.string_bytes(a.name)).into_owned()
            });
        rewriter.emit_error(op, format!("owner says {owner}"));
        rewriter.emit_remark(op, "second");
        Err(MatchFailure::new("reported"))
    });
    let mut target = target();
    target.add_legal_op("src.func");
    let types = converter(&ctx);
    let conversion = Conversion::new(&target, &set, &types);
    let mut owned = parse(&ctx, input);
    let mut emitted = Vec::new();
    apply_partial_conversion_with_diagnostics(
        &ctx,
        &mut owned.body,
        owned.op,
        &conversion,
        &mut emitted,
    )
    .unwrap();
    let messages: Vec<(crate::Severity, &str)> = emitted
        .iter()
        .map(|d| (d.severity, d.message.as_str()))
        .collect();
    assert_eq!(
        messages,
        [
            (crate::Severity::Error, "owner says bad"),
            (crate::Severity::Remark, "second")
        ]
    );
    // The error shows the op (MLIR's `see current operation` note).
    assert!(
        emitted[0].notes[0]
            .message
            .starts_with("see current operation: ")
    );
    assert!(print(&ctx, &owned).contains(r#""src.use"(%1) : (i32) -> ()"#));

    // A full conversion fails on the op left illegal; what the pattern said still comes back,
    // before the failure, and the IR is rolled back.
    target.add_illegal_op("src.use");
    let conversion = Conversion::new(&target, &set, &types);
    let mut owned = parse(&ctx, input);
    let before = print(&ctx, &owned);
    let mut emitted = Vec::new();
    let error = conversion
        .apply_with_diagnostics(
            &ctx,
            &mut owned.body,
            owned.op,
            ConversionMode::Full,
            &mut emitted,
        )
        .unwrap_err();
    assert!(
        error
            .message
            .starts_with("failed to legalize operation 'src.use'")
    );
    assert_eq!(emitted.len(), 2);
    assert_eq!(print(&ctx, &owned), before);
    // Without the channel, the same conversion drops them and fails the same way.
    let mut owned = parse(&ctx, input);
    assert!(apply_full_conversion(&ctx, &mut owned.body, owned.op, &conversion).is_err());
}
