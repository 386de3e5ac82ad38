//! What the generated `test` dialect does, through its generated API: registration, the trait
//! defined in Rust (declared and checked), custom forms that round-trip, and verifier messages.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::verifier::verify;
use oxir::{Context, OwnedOp};

use crate::traits::MyCustomTrait;

/// A context with `test` registered, and `other.*` ops allowed for values.
fn context() -> Context {
    let ctx = Context::new();
    crate::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(false);
    ctx
}

/// The module of `text`.
fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default()).unwrap_or_else(|d| panic!("{}", d.message))
}

/// `module` in custom forms.
fn print(ctx: &Context, module: &OwnedOp) -> String {
    print_op(ctx, &module.body, module.op, &PrintOptions::default())
}

/// The first verifier message of `text`, or `verifies`.
fn verify_text(text: &str) -> String {
    let ctx = context();
    let module = parse(&ctx, text);
    match verify(&ctx, &module.body, module.op) {
        Ok(()) => "verifies".to_string(),
        Err(d) => d.message,
    }
}

#[test]
fn the_trait_defined_in_rust_is_declared_on_its_op_only() {
    let ctx = context();
    assert!(ctx.op_has_native_trait::<MyCustomTrait>(ctx.op_name("test.custom_trait")));
    assert!(!ctx.op_has_native_trait::<MyCustomTrait>(ctx.op_name("test.select")));
}

#[test]
fn the_trait_defined_in_rust_is_checked_by_the_generated_verifier() {
    let good = r#"%t = "other.value"() : () -> tensor<2xi32>
%r = "test.custom_trait"(%t) : (tensor<2xi32>) -> i32"#;
    assert_eq!(verify_text(good), "verifies");
    let bad = r#"%t = "other.value"() : () -> tensor<2xi32>
%r = "test.custom_trait"(%t) {forbidden} : (tensor<2xi32>) -> i32"#;
    assert_eq!(
        verify_text(bad),
        "'test.custom_trait' op has the `forbidden` attribute"
    );
}

#[test]
fn custom_forms_round_trip() {
    // Generic text in, custom forms out; the custom forms read back print the same.
    let generic = r#"%0 = "other.value"() : () -> i32
%1 = "test.addi"(%0, %0) <{overflowFlags = #test.overflow<nsw>}> : (i32, i32) -> i32
%2 = "test.cmpi"(%0, %1) <{predicate = #test.cmp_predicate<slt>}> : (i32, i32) -> i1
%3 = "other.value"() : () -> tensor<4xi32>
%4 = "test.custom_trait"(%3) : (tensor<4xi32>) -> i32"#;
    let ctx = context();
    let custom = print(&ctx, &parse(&ctx, generic));
    for form in [
        "test.addi %0, %0 overflow<nsw> : i32",
        "test.custom_trait %3 : tensor<4xi32>",
    ] {
        assert!(custom.contains(form), "{custom}");
    }
    assert_eq!(print(&ctx, &parse(&ctx, &custom)), custom);
}

#[test]
fn groups_of_groups_are_built_read_back_and_round_trip() {
    let ctx = context();
    let module = parse(
        &ctx,
        r#"%a, %b, %c = "other.values"() : () -> (i32, i64, i8)
"test.groups"(%a, %a, %b, %c) <{case_sizes = array<i32: 1, 0, 2>}> : (i32, i32, i64, i8) -> ()"#,
    );
    let custom = print(&ctx, &module);
    assert!(
        custom.contains("test.groups %0#0, [(%0#0), (), (%0#1, %0#2)] : (i32), (), (i64, i8)"),
        "{custom}"
    );
    assert_eq!(print(&ctx, &parse(&ctx, &custom)), custom);

    // The builder takes the groups and records their sizes; the accessor splits them again.
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let i32 = ctx.common().i32;
    let producer = body.create_op(
        &ctx,
        oxir::OperationState::new(ctx.op_name("other.values"), loc).results(&[i32, i32, i32]),
    );
    let v: Vec<_> = body.results(producer).collect();
    let op = crate::GroupsOp::build(&ctx, &mut body, loc, v[0], &[&v[1..], &[], &v[..1]]);
    assert_eq!(
        op.cases(&ctx, &body),
        vec![v[1..].to_vec(), vec![], vec![v[0]]]
    );
    let sizes = op
        .case_sizes(&ctx, &body)
        .and_then(|s| s.i64_values(&ctx).map(|v| v.collect::<Vec<_>>()));
    assert_eq!(sizes, Some(vec![2, 0, 1]));
    assert!(verify(&ctx, &body, op.0).is_ok());
}

#[test]
fn group_sizes_are_verified_with_mlirs_messages() {
    let prefix = r#"%a = "other.value"() : () -> i32
"#;
    assert_eq!(
        verify_text(&format!(
            "{prefix}\"test.groups\"(%a, %a, %a) <{{case_sizes = array<i32: 1, 2>}}> : (i32, i32, i32) -> ()"
        )),
        "'test.groups' op cases count (2) does not match with the total size (3) specified in attribute 'case_sizes'"
    );
    assert_eq!(
        verify_text(&format!(
            "{prefix}\"test.groups\"(%a, %a) <{{case_sizes = array<i32: -1, 2>}}> : (i32, i32) -> ()"
        )),
        "'test.groups' op 'case_sizes' attribute cannot have negative elements"
    );
    assert_eq!(
        verify_text(&format!(
            "{prefix}\"test.groups\"(%a, %a) : (i32, i32) -> ()"
        )),
        "'test.groups' op requires attribute 'case_sizes'"
    );
}

#[test]
fn inferred_results_record_their_segment_sizes() {
    let ctx = context();
    // The parser infers the result types and sizes the groups: one, then the rest.
    let module = parse(
        &ctx,
        r#"%a, %b, %c = "other.values"() : () -> (i32, i64, i8)
%r:3 = test.split %a, %b, %c : i32, i64, i8"#,
    );
    let generic = print_op(
        &ctx,
        &module.body,
        module.op,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert!(
        generic.contains(r#""test.split"(%0#0, %0#1, %0#2) <{resultSegmentSizes = array<i32: 1, 2>}> : (i32, i64, i8) -> (i32, i64, i8)"#),
        "{generic}"
    );
    assert!(verify(&ctx, &module.body, module.op).is_ok());

    // The builders: with one variable-length group, nothing to say; with two, the size of
    // the first.
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let i32 = ctx.common().i32;
    let producer = body.create_op(
        &ctx,
        oxir::OperationState::new(ctx.op_name("other.values"), loc).results(&[i32, i32, i32]),
    );
    let v: Vec<_> = body.results(producer).collect();
    let split = crate::SplitOp::build(&ctx, &mut body, loc, &v).expect("inferred");
    assert_eq!(split.rest(&ctx, &body).len(), 2);
    let unzip = crate::UnzipOp::build(&ctx, &mut body, loc, 1, &v).expect("inferred");
    assert_eq!(unzip.lows(&ctx, &body).len(), 1);
    assert_eq!(unzip.highs(&ctx, &body).len(), 2);
    assert!(verify(&ctx, &body, unzip.0).is_ok());
    let error = crate::UnzipOp::build(&ctx, &mut body, loc, 4, &v).expect_err("4 of 3");
    assert_eq!(
        error.message,
        "'test.unzip' op 3 inferred result types are fewer than the 4 the result groups need"
    );
    // Derived types size their groups too.
    let halves = crate::HalvesOp::build(&ctx, &mut body, loc, v[0]);
    assert_eq!(body.value_type(halves.half(&ctx, &body)), i32);
    assert!(verify(&ctx, &body, halves.0).is_ok());
}

#[test]
fn comparators_replace_equality() {
    let ops = r#"%a, %b = "other.values"() : () -> (i32, f32)
"#;
    let widen = |result: &str, outputs: &str| {
        verify_text(&format!(
            "{ops}%r:3 = \"test.widen\"(%a, %a, %b) : (i32, i32, f32) -> ({result}, {outputs})"
        ))
    };
    assert_eq!(widen("i64", "f16, f16"), "verifies");
    assert_eq!(
        widen("i16", "f16, f16"),
        "'test.widen' op failed to verify that the result is at least as wide as the input"
    );
    let three = verify_text(&format!(
        "{ops}%r:4 = \"test.widen\"(%a, %a, %b) : (i32, i32, f32) -> (i32, f16, f16, f16)"
    ));
    assert_eq!(
        three,
        "'test.widen' op failed to verify that as many outputs as inputs"
    );
}

#[test]
fn runtime_interfaces_get_the_model_the_spec_names() {
    let ctx = context();
    let module = parse(
        &ctx,
        r#""other.region"() ({
^bb0(%flag: i32, %a: i64):
  "test.switch"(%flag, %a)[^bb1] <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i64) -> ()
^bb1(%x: i64):
  "other.end"() : () -> ()
}) : () -> ()"#,
    );
    let mut found = None;
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if ctx.op_name_str(body.op_name(op)) == "test.switch" {
                let forwarded = oxir::branch::forwarded_operands(&ctx, body, op, 0);
                found = Some((forwarded, body.operand(op, 1)));
            }
        },
    );
    let (forwarded, a) = found.expect("the switch");
    assert_eq!(forwarded, a.map(|a| vec![a]));
}

#[test]
fn entities_named_like_builder_parameters_build_with_plain_values_and_built_defaults() {
    let ctx = context();
    let mut body = oxir::Body::new();
    let loc = ctx.common().unknown_loc;
    let i32 = ctx.common().i32;
    let producer = body.create_op(
        &ctx,
        oxir::OperationState::new(ctx.op_name("other.values"), loc).results(&[i32, i32, i32]),
    );
    let v: Vec<_> = body.results(producer).collect();
    let mut b = oxir::BodyBuilder::new(&ctx, &mut body);
    let op = crate::ClashOp::create_unwrapped(
        &mut b,
        loc,
        v[0],
        v[1],
        v[2],
        None,
        Some(crate::CmpPredicate::Ult),
        None,
        Some("tag"),
        None,
        true,
    )
    .expect("a detached op");
    // Accessors keep the spec's names.
    assert_eq!(
        (op.loc(&ctx, &body), op.body(&ctx, &body), op.ctx(&ctx, &body)),
        (v[0], v[1], v[2])
    );
    // Absent default-valued attributes read as their built defaults.
    assert_eq!(op.inserter(&ctx, &body).map(|a| a.value_i64(&ctx)), Some(Some(7)));
    assert_eq!(
        op.flags(&ctx, &body),
        Some(crate::IntegerOverflowFlags::NSW | crate::IntegerOverflowFlags::NUW)
    );
    assert_eq!(op.predicate(&ctx, &body), Some(crate::CmpPredicate::Ult));
    assert_eq!(
        op.rounding(&ctx, &body),
        Some(crate::RoundingMode::ToNearest)
    );
    assert!(op.exact(&ctx, &body));
    // Typed setters take the plain values.
    op.set_inserter(&ctx, &mut body, Some(-3));
    op.set_predicate(&ctx, &mut body, None);
    op.set_label(&ctx, &mut body, Some("other"));
    assert_eq!(op.inserter(&ctx, &body).map(|a| a.value_i64(&ctx)), Some(Some(-3)));
    assert_eq!(op.predicate(&ctx, &body), Some(crate::CmpPredicate::Slt));
    op.set_rounding(&ctx, &mut body, Some(crate::RoundingMode::Up));
    assert_eq!(
        op.rounding(&ctx, &body),
        Some(crate::RoundingMode::Up)
    );
    assert_eq!(
        op.label(&ctx, &body).and_then(|s| s.as_str(&ctx).map(str::to_string)),
        Some("other".to_string())
    );
    assert!(verify(&ctx, &body, op.0).is_ok());
}
