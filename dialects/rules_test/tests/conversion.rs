//! The lowering rules of `defs/rt.lower.rules.toml` run as conversion patterns: under a
//! conversion target (`rt.neg` and `rt.add` illegal, the rest of `rt` legal), with a type
//! converter (`i32` to `i64`) or without one. The rules see the converted operands, the ops
//! they build get converted result types when asked, and a conversion that fails leaves the
//! IR as it was.

use oxir::conversion::{
    Conversion, ConversionMode, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::types::{Signedness, TypeData};
use oxir::verifier::verify;
use oxir::{Context, Diagnostic, OwnedOp};

fn context() -> Context {
    let ctx = Context::new();
    assert!(oxir_rules_test::register(&ctx));
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

fn parse(ctx: &Context, input: &str) -> OwnedOp {
    let module = parse_source(ctx, input, &ParseOptions::default())
        .unwrap_or_else(|d| panic!("{}", d.message));
    verify(ctx, &module.body, module.op).unwrap_or_else(|d| panic!("input: {}", d.message));
    module
}

/// What a module holding one `rt.func` prints like in generic form: the block with arguments
/// `args` and then `ops` (lines indented by four), ended with `rt.yield`.
fn printed(args: &str, ops: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"rt.func\"() ({{\n  ^bb0({args}):\n{ops}    \"rt.yield\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn print(ctx: &Context, module: &OwnedOp) -> String {
    let options = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    print_op(ctx, &module.body, module.op, &options)
}

/// `i32` becomes `i64`.
fn widening(ctx: &Context) -> TypeConverter {
    let int = |width| {
        ctx.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    };
    let (i32_ty, i64_ty) = (int(32), int(64));
    let mut converter = TypeConverter::new();
    converter.add_conversion(move |_, ty| (ty == i32_ty).then(|| vec![i64_ty]));
    converter
}

fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_op("builtin.module")
        .add_legal_dialect("rt")
        .add_illegal_op("rt.neg")
        .add_illegal_op("rt.add");
    target
}

fn lowering(ctx: &Context, convert_result_types: bool) -> ConversionPatternSet {
    let mut patterns = ConversionPatternSet::new();
    oxir_rules_test::lower_rules::register_conversion_patterns(
        ctx,
        &mut patterns,
        convert_result_types,
    );
    patterns
}

const NEG: &str = r#""rt.func"() ({
^bb0(%a: i32):
  %n = "rt.neg"(%a) : (i32) -> i32
  "rt.print"(%n) : (i32) -> ()
  "rt.yield"() : () -> ()
}) : () -> ()"#;

/// Converts `module` (partially, or fully when `full`) with `target`, the lowering rules and
/// `converter`; a converted module must verify.
fn convert(
    ctx: &Context,
    module: &mut OwnedOp,
    target: &ConversionTarget,
    convert_result_types: bool,
    converter: &TypeConverter,
    full: bool,
) -> Result<(), Diagnostic> {
    let patterns = lowering(ctx, convert_result_types);
    let conversion = Conversion::new(target, &patterns, converter);
    let mode = if full {
        ConversionMode::Full
    } else {
        ConversionMode::Partial
    };
    conversion.apply(ctx, &mut module.body, module.op, mode)?;
    verify(ctx, &module.body, module.op).unwrap_or_else(|d| panic!("output: {}", d.message));
    Ok(())
}

/// The module of `input` after a partial conversion with the lowering rules and the widening
/// converter.
fn lower_widening(input: &str, convert_result_types: bool) -> String {
    let ctx = context();
    let mut module = parse(&ctx, input);
    convert(
        &ctx,
        &mut module,
        &target(),
        convert_result_types,
        &widening(&ctx),
        false,
    )
    .unwrap_or_else(|d| panic!("{}", d.message));
    print(&ctx, &module)
}

#[test]
fn a_rule_sees_converted_operands_and_its_result_types_convert_when_asked() {
    // The rule builds on the `i64` value the argument converts to; the cast it builds takes the
    // converted type of the negation, and the user left alone reads it through a cast back.
    assert_eq!(
        lower_widening(NEG, true),
        printed(
            "%arg0: i32",
            r#"    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
    %1 = "rt.sub"(%0, %0) : (i64, i64) -> i64
    %2 = "rt.sub"(%1, %0) : (i64, i64) -> i64
    %3 = "rt.cast"(%2) : (i64) -> i64
    %4 = "builtin.unrealized_conversion_cast"(%3) : (i64) -> i32
    "rt.print"(%4) : (i32) -> ()
"#,
        )
    );
    // Not asked, the cast keeps the type of the negation it replaces.
    assert_eq!(
        lower_widening(NEG, false),
        printed(
            "%arg0: i32",
            r#"    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
    %1 = "rt.sub"(%0, %0) : (i64, i64) -> i64
    %2 = "rt.sub"(%1, %0) : (i64, i64) -> i64
    %3 = "rt.cast"(%2) : (i64) -> i32
    "rt.print"(%3) : (i32) -> ()
"#,
        )
    );
}

#[test]
fn a_rule_matches_nested_ops_that_stay_legal() {
    let ctx = context();
    let mut module = parse(
        &ctx,
        r#""rt.func"() ({
^bb0(%a: i32, %b: i32):
  %n = "rt.neg"(%b) : (i32) -> i32
  %s = "rt.add"(%a, %n) : (i32, i32) -> i32
  "rt.print"(%s) : (i32) -> ()
  "rt.yield"() : () -> ()
}) : () -> ()"#,
    );
    let mut target = target();
    target.add_legal_op("rt.neg");
    convert(
        &ctx,
        &mut module,
        &target,
        false,
        &TypeConverter::new(),
        true,
    )
    .unwrap_or_else(|d| panic!("{}", d.message));
    assert_eq!(
        print(&ctx, &module),
        printed(
            "%arg0: i32, %arg1: i32",
            r#"    %0 = "rt.neg"(%arg1) : (i32) -> i32
    %1 = "rt.sub"(%arg0, %arg1) : (i32, i32) -> i32
    "rt.print"(%1) : (i32) -> ()
"#,
        )
    );
}

#[test]
fn an_illegal_op_no_rule_matches_fails_the_conversion_and_rolls_back() {
    let ctx = context();
    // The negation is lowered first; the addition, of no negation, then fails.
    let input = r#""rt.func"() ({
^bb0(%a: i32):
  %n = "rt.neg"(%a) : (i32) -> i32
  %s = "rt.add"(%a, %a) : (i32, i32) -> i32
  "rt.print"(%n) : (i32) -> ()
  "rt.print"(%s) : (i32) -> ()
  "rt.yield"() : () -> ()
}) : () -> ()"#;
    let mut module = parse(&ctx, input);
    let before = print(&ctx, &module);
    let error = convert(&ctx, &mut module, &target(), true, &widening(&ctx), false).unwrap_err();
    assert_eq!(
        error.message,
        "failed to legalize operation 'rt.add' that was explicitly marked illegal"
    );
    let notes: Vec<&str> = error.notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(
        notes,
        [
            "`rt.add rules of defs/rt.lower.rules.toml`: operand `rhs` of `rt.add` is not defined by `rt.neg`"
        ]
    );
    assert_eq!(print(&ctx, &module), before);
}
