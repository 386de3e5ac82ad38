//! The generated `demo` dialect end to end: ops built with the generated builders and read back
//! with the accessors, the generated verifiers on good and bad ops (MLIR's exact messages), and
//! generic-form text parsed and printed once the dialect is registered.

mod common;

use common::{assert_messages, context};
use oxir::attrs::{IntegerAttr, StringAttr};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::types::IntegerType;
use oxir::verifier::verify;
use oxir::{Body, Context, OpId, OwnedOp};
use oxir_demo::{AddIOp, ConstantOp, SumOp, YieldOp};

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default()).expect("the text parses")
}

/// The first op named `name` anywhere under the parsed module, with the body holding it.
fn find<'a>(module: &'a OwnedOp, ctx: &Context, name: &str) -> (&'a Body, OpId) {
    let mut found = None;
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if found.is_none() && ctx.op_name_str(body.op_name(op)) == name {
                found = Some((body, op));
            }
        },
    );
    found.expect("the op is in the module")
}

#[test]
fn builders_and_accessors_round_trip() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let i64 = IntegerType::signless(&ctx, 64).ty();
    let seven = IntegerAttr::get(&ctx, i64, 7).attr();
    // The result type of `constant` is buildable (`I64`): the builder takes none.
    let c = ConstantOp::build(&ctx, &mut body, loc, seven);
    let c_value = c.result(&ctx, &body);
    assert_eq!(body.value_type(c_value), i64);
    assert_eq!(
        c.value(&ctx, &body).and_then(|v| v.value_i64(&ctx)),
        Some(7)
    );

    // The result type of `addi` is inferred from its operands (`SameOperandsAndResultType`).
    let add = AddIOp::build(&ctx, &mut body, loc, c_value, c_value);
    assert_eq!(add.lhs(&ctx, &body), c_value);
    assert_eq!(add.rhs(&ctx, &body), c_value);
    let sum_value = add.result(&ctx, &body);
    assert_eq!(body.value_type(sum_value), i64);

    let label = StringAttr::get(&ctx, "total").attr();
    let inputs = [c_value, sum_value, c_value];
    let sum = SumOp::build(&ctx, &mut body, loc, &inputs, Some(label), None, None);
    assert_eq!(sum.inputs(&ctx, &body), inputs.to_vec());
    assert_eq!(
        sum.label(&ctx, &body)
            .and_then(|l| l.as_str(&ctx).map(str::to_string)),
        Some("total".to_string())
    );
    assert_eq!(sum.bias(&ctx, &body), None);

    let done = YieldOp::build(&ctx, &mut body, loc, &[]);
    assert!(done.values(&ctx, &body).is_empty());

    // `from_op` checks the name (and the shape).
    assert_eq!(AddIOp::from_op(&ctx, &body, add.0), Some(add));
    assert_eq!(ConstantOp::from_op(&ctx, &body, add.0), None);
    assert_eq!(SumOp::from_op(&ctx, &body, sum.0), Some(sum));
    // The detached terminator is left out: a terminator must end a block.
    for op in [c.0, add.0, sum.0] {
        assert_eq!(verify(&ctx, &body, op).map_err(|d| d.message), Ok(()));
    }
}

#[test]
fn good_ops_verify_and_print_back_in_the_generic_form() {
    let ctx = context();
    let text = r#"%c = "demo.constant"() <{value = 7 : i64}> : () -> i64
%s = "demo.addi"(%c, %c) : (i64, i64) -> i64
%t = "demo.sum"(%c, %s) <{bias = 2 : i64}> {label = "total"} : (i64, i64) -> i64
"test.region"() ({
  "demo.yield"(%t) : (i64) -> ()
}) : () -> ()
"#;
    let module = parse(&ctx, text);
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
    let printed = print_op(
        &ctx,
        &module.body,
        module.op,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    let expected = r#""builtin.module"() ({
  %0 = "demo.constant"() <{value = 7 : i64}> : () -> i64
  %1 = "demo.addi"(%0, %0) : (i64, i64) -> i64
  %2 = "demo.sum"(%0, %1) <{bias = 2 : i64}> {label = "total"} : (i64, i64) -> i64
  "test.region"() ({
    "demo.yield"(%2) : (i64) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(printed, expected);
    // Parsing the printed text gives the same text again.
    let again = parse(&ctx, &printed);
    let reprinted = print_op(
        &ctx,
        &again.body,
        again.op,
        &PrintOptions {
            generic: true,
            ..PrintOptions::default()
        },
    );
    assert_eq!(reprinted, printed);

    let (body, sum) = find(&module, &ctx, "demo.sum");
    let sum = SumOp::from_op(&ctx, body, sum).expect("a well-formed `demo.sum`");
    assert_eq!(sum.inputs(&ctx, body).len(), 2);
    assert_eq!(
        sum.bias(&ctx, body).and_then(|b| b.value_i64(&ctx)),
        Some(2)
    );
}

#[test]
fn bad_ops_fail_with_mlir_messages() {
    let cases = [
        (
            r#"%f = "test.f"() : () -> f32
%c = "demo.constant"() <{value = 7 : i64}> : () -> i64
%0 = "demo.addi"(%c, %f) : (i64, f32) -> i64"#,
            "'demo.addi' op operand #1 must be signless-integer-like, but got 'f32'",
        ),
        (
            r#"%a = "test.f"() : () -> i32
%0 = "demo.addi"(%a, %a) : (i32, i32) -> i64"#,
            "'demo.addi' op requires the same type for all operands and results",
        ),
        (
            r#"%a = "test.f"() : () -> i32
%0 = "demo.addi"(%a, %a, %a) : (i32, i32, i32) -> i32"#,
            "'demo.addi' op expected 2 operands, but found 3",
        ),
        (
            r#"%c = "demo.constant"() : () -> i64"#,
            "'demo.constant' op requires attribute 'value'",
        ),
        (
            r#"%c = "demo.constant"() <{value = 7 : i32}> : () -> i64"#,
            "'demo.constant' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute",
        ),
        (
            r#"%c = "demo.constant"() <{value = 7 : i64}> : () -> i32"#,
            "'demo.constant' op result #0 must be 64-bit signless integer, but got 'i32'",
        ),
        (
            r#"%c = "demo.constant"() <{value = 7 : i64}> : () -> i64
%f = "test.f"() : () -> f32
%0 = "demo.sum"(%c, %f) : (i64, f32) -> i64"#,
            "'demo.sum' op operand #1 must be variadic of 64-bit signless integer, but got 'f32'",
        ),
        (
            r#"%0 = "demo.sum"() <{bias = -1 : i64}> : () -> i64"#,
            "'demo.sum' op attribute 'bias' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
        ),
        (
            r#"%0 = "demo.sum"() {label = 3 : i64} : () -> i64"#,
            "'demo.sum' op attribute 'label' failed to satisfy constraint: string attribute",
        ),
        // The hand-written verifier (`verify = true`: `SumOp::verify`) runs after the others.
        (
            r#"%0 = "demo.sum"() {label = ""} : () -> i64"#,
            "'demo.sum' op has an empty label",
        ),
        (
            r#""test.region"() ({
  "demo.yield"() : () -> ()
  "test.g"() : () -> ()
}) : () -> ()"#,
            "'demo.yield' op must be the last operation in the parent block",
        ),
    ];
    assert_messages("", &cases);
}
