//! The generated builders, setters and checks across entities of the `demo` ops: declared
//! builders, result types inferred from constraints, traits and an inference function, setters
//! of properties and attributes, default-valued accessors, accessors that stay total on an op
//! that lost its spec's shape, and the verifier messages of `AllTypesMatch`,
//! `TypesMatchWith`, `AllShapesMatch`, `AllElementTypesMatch`, `AllRanksMatch`, `PredOpTrait`
//! and result-type inference, worded as MLIR words them.

mod common;

use common::{assert_messages, context};
use oxir::attrs::StringAttr;
use oxir::types::RankedTensorType;
use oxir::verifier::verify;
use oxir::{Body, OperationState};
use oxir_demo::{
    AddIOp, ClampOp, ConstantOp, ExtractOp, MakePairOp, PairType, RangeAttr, ReservedNamesOp,
    SelectOp, SumOp, TokenOp, TokenType,
};

#[test]
fn declared_builders_call_their_body_and_infer_the_rest() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let c = ConstantOp::build_with_value(&ctx, &mut body, loc, 7);
    assert_eq!(
        c.value(&ctx, &body).and_then(|v| v.value_i64(&ctx)),
        Some(7)
    );
    let result = c.result(&ctx, &body);
    assert_eq!(body.value_type(result), ctx.common().i64);
    assert_eq!(verify(&ctx, &body, c.0).map_err(|d| d.message), Ok(()));
    // `demo.token` has only its declared builder, named `build`.
    let token = TokenOp::build(&ctx, &mut body, loc);
    let result = token.result(&ctx, &body);
    assert_eq!(body.value_type(result), TokenType::get(&ctx).ty());
}

#[test]
fn result_types_follow_from_traits_and_the_inference_function() {
    let ctx = context();
    let c = *ctx.common();
    let mut body = Body::new();
    let loc = c.unknown_loc;
    let producer = body.create_op(
        &ctx,
        OperationState::new(ctx.op_name("test.p"), loc).results(&[
            c.i1,
            c.f32,
            RankedTensorType::get(&ctx, &[4], c.f32, None).ty(),
        ]),
    );
    let values: Vec<_> = body.results(producer).collect();
    let (flag, x, tensor) = (values[0], values[1], values[2]);

    // `AllTypesMatch<["true_value", "false_value", "result"]>`.
    let select = SelectOp::build(&ctx, &mut body, loc, flag, x, x);
    let result = select.result(&ctx, &body);
    assert_eq!(body.value_type(result), c.f32);
    // `TypesMatchWith<..., "input", "result", "crate::hooks::element_type">`.
    let extract = ExtractOp::build(&ctx, &mut body, loc, tensor);
    let result = extract.result(&ctx, &body);
    assert_eq!(body.value_type(result), c.f32);
    // `infer_result_types = "crate::hooks::infer_pair"`: the builder may fail, so it returns
    // a `Result`.
    let pair = MakePairOp::build(&ctx, &mut body, loc, flag, x).expect("a pair type");
    let result = pair.result(&ctx, &body);
    assert_eq!(
        body.value_type(result),
        PairType::get(&ctx, c.i1, c.f32).ty()
    );
    for op in [select.0, extract.0, pair.0] {
        assert_eq!(verify(&ctx, &body, op).map_err(|d| d.message), Ok(()));
    }
}

#[test]
fn setters_and_default_valued_accessors() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let c = ConstantOp::build_with_value(&ctx, &mut body, loc, 1);
    let v = c.result(&ctx, &body);
    let sum = SumOp::build(&ctx, &mut body, loc, &[v], None, None, None);
    // `scale` is absent: its accessor reads the default of the spec.
    assert_eq!(
        sum.scale(&ctx, &body).and_then(|s| s.value_i64(&ctx)),
        Some(1)
    );
    // The setter of an `I64Attr` takes the `i64`; `None` makes a default-valued one read as its
    // default again.
    sum.set_scale(&ctx, &mut body, Some(4));
    assert_eq!(
        sum.scale(&ctx, &body).and_then(|s| s.value_i64(&ctx)),
        Some(4)
    );
    sum.set_scale(&ctx, &mut body, None);
    assert_eq!(
        sum.scale(&ctx, &body).and_then(|s| s.value_i64(&ctx)),
        Some(1)
    );
    // A property and a discardable attribute.
    sum.set_bias(&ctx, &mut body, Some(4));
    let label = StringAttr::get(&ctx, "total").attr();
    sum.set_label(&ctx, &mut body, Some("total"));
    assert_eq!(
        sum.bias(&ctx, &body).and_then(|b| b.value_i64(&ctx)),
        Some(4)
    );
    assert!(body.op_props(sum.0).is_some());
    assert_eq!(body.attr(&ctx, sum.0, "label"), Some(label));
    sum.set_label(&ctx, &mut body, None);
    assert_eq!(sum.label(&ctx, &body), None);
    // A required attribute takes a value.
    c.set_value(&ctx, &mut body, 9);
    assert_eq!(
        c.value(&ctx, &body).and_then(|v| v.value_i64(&ctx)),
        Some(9)
    );
    assert_eq!(verify(&ctx, &body, sum.0).map_err(|d| d.message), Ok(()));
}

#[test]
fn accessors_stay_total_when_the_op_loses_its_shape() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let c = ConstantOp::build_with_value(&ctx, &mut body, loc, 1);
    let v = c.result(&ctx, &body);
    let add = AddIOp::build(&ctx, &mut body, loc, v, v);
    body.set_operands(add.0, &[]);
    assert_eq!(AddIOp::from_op(&ctx, &body, add.0), None);
    // The wrapper kept across the edit reads the value of no op rather than panicking.
    let lost = oxir::op_support::lost_value(add.0);
    assert_eq!(add.lhs(&ctx, &body), lost);
    assert_eq!(add.rhs(&ctx, &body), lost);
    // An op of another kind behind a wrapper reads nothing either.
    let stray = AddIOp(c.0);
    assert_eq!(stray.lhs(&ctx, &body), oxir::op_support::lost_value(c.0));
    // The printer and the verifier read through the total helpers: generic form, an error.
    let printed = oxir::text::printer::print_op(&ctx, &body, add.0, &Default::default());
    assert!(printed.contains("\"demo.addi\"()"), "{printed}");
    assert!(verify(&ctx, &body, add.0).is_err());
}

#[test]
fn constraints_across_entities_fail_with_mlir_messages() {
    let prefix = r#"%b = "test.b"() : () -> i1
%i = "test.i"() : () -> i32
%j = "test.j"() : () -> i64
%t = "test.t"() : () -> tensor<2x3xf32>
%u = "test.u"() : () -> tensor<3x2xf32>
%v = "test.v"() : () -> tensor<2x3xi32>
"#;
    let cases = [
        (
            r#"%0 = "demo.select"(%b, %i, %i) : (i1, i32, i32) -> i32"#,
            "verifies",
        ),
        (
            r#"%0 = "demo.select"(%b, %i, %j) : (i1, i32, i64) -> i32"#,
            "'demo.select' op failed to verify that all of {true_value, false_value, result} have same type",
        ),
        (
            r#"%0 = "demo.extract"(%t) : (tensor<2x3xf32>) -> f32"#,
            "verifies",
        ),
        (
            r#"%0 = "demo.extract"(%t) : (tensor<2x3xf32>) -> i32"#,
            "'demo.extract' op failed to verify that result type matches element type of the input",
        ),
        (
            r#"%0 = "demo.zip"(%t, %t) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi64>"#,
            "verifies",
        ),
        (
            r#"%0 = "demo.zip"(%t, %t) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x2xi64>"#,
            "verifies",
        ),
        (
            r#"%0 = "demo.zip"(%t, %u) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>"#,
            "'demo.zip' op failed to verify that all of {lhs, rhs} have same shape",
        ),
        (
            r#"%0 = "demo.zip"(%t, %t) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<6xf32>"#,
            "'demo.zip' op failed to verify that all of {lhs, result} have same rank",
        ),
        (
            r#"%0 = "demo.zip"(%t, %t) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>"#,
            "'demo.zip' op failed to verify that all of {lhs, result} have same element count",
        ),
        (
            r#"%0 = "demo.zip"(%t, %v) : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>"#,
            "'demo.zip' op failed to verify that all of {lhs, rhs} have same element type",
        ),
        (
            r#"%0 = "demo.make_pair"(%i, %j) : (i32, i64) -> !demo.pair<i32, i32>"#,
            "'demo.make_pair' op inferred type(s) '!demo.pair<i32, i64>' are incompatible with return type(s) of operation '!demo.pair<i32, i32>'",
        ),
        (
            r#"%0 = "demo.make_pair"(%i) : (i32) -> !demo.pair<i32, i32>"#,
            "'demo.make_pair' op expected 2 operands, but found 1",
        ),
    ];
    assert_messages(prefix, &cases);
}

#[test]
fn predicates_on_the_op_fail_with_their_summary() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let c = ConstantOp::build_with_value(&ctx, &mut body, loc, 3);
    let v = c.result(&ctx, &body);
    // `get` does not verify, so an empty range can be built and put on an op.
    let empty = RangeAttr::get(&ctx, 5, 1, None).attr();
    let clamp = ClampOp::build(&ctx, &mut body, loc, v, empty, None);
    assert_eq!(
        verify(&ctx, &body, clamp.0).map_err(|d| d.message),
        Err("'demo.clamp' op failed to verify that the range is not empty".to_string())
    );
    let good = RangeAttr::get(&ctx, 1, 5, None).attr();
    clamp.set_range(&ctx, &mut body, good);
    assert_eq!(verify(&ctx, &body, clamp.0).map_err(|d| d.message), Ok(()));
}

#[test]
fn create_inserts_at_the_point_of_a_body_builder() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let region = body.create_region();
    let mut b = oxir::BodyBuilder::new(&ctx, &mut body);
    let block = b.create_block(region, &[]).unwrap();
    let seven = ConstantOp::create_with_value(&mut b, loc, 7).unwrap();
    let seven = seven.result(&ctx, b.body());
    let sum = AddIOp::create(&mut b, loc, seven, seven).unwrap();
    // Operands named like the generated parameters (`loc`, `body`, `ctx`, `b`) still build.
    let reserved = ReservedNamesOp::create(&mut b, loc, seven, seven, seven, seven, None).unwrap();
    // The unwrapped builder takes the unit attribute as a `bool`.
    let unwrapped =
        ReservedNamesOp::create_unwrapped(&mut b, loc, seven, seven, seven, seven, true).unwrap();
    // Result types the op infers can be given instead.
    let i64 = ctx.common().i64;
    let explicit = AddIOp::create_with_result_types(&mut b, loc, &[i64], seven, seven).unwrap();
    assert_eq!(
        body.block_ops(block).collect::<Vec<_>>()[1..],
        [sum.0, reserved.0, unwrapped.0, explicit.0]
    );
    assert!(unwrapped.state(&ctx, &body));
    assert_eq!(body.value_type(explicit.result(&ctx, &body)), i64);
    assert_eq!(reserved.ctx(&ctx, &body), seven);
    assert_eq!(
        verify(&ctx, &body, reserved.0).map_err(|d| d.message),
        Ok(())
    );
}

#[test]
fn create_reports_what_it_inserts_through_a_rewriter() {
    #[derive(Default)]
    struct Inserted(Vec<oxir::OpId>);
    impl oxir::rewrite::RewriteListener for Inserted {
        fn op_inserted(&mut self, _body: &Body, op: oxir::OpId) {
            self.0.push(op);
        }
    }
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let region = body.create_region();
    let block = body.create_block(&[]);
    body.append_block(region, block).unwrap();
    let mut listener = Inserted::default();
    let mut rewriter =
        oxir::rewrite::PatternRewriter::with_listener(&ctx, &mut body, &mut listener);
    rewriter.set_insertion_point_to_end(block);
    let c = ConstantOp::create_with_value(&mut rewriter, loc, 1).unwrap();
    let token = TokenOp::create(&mut rewriter, loc).unwrap();
    assert_eq!(listener.0, vec![c.0, token.0]);
}

#[test]
fn create_at_a_detached_point_fails_and_leaves_nothing() {
    let ctx = context();
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let anchor = ConstantOp::build_with_value(&ctx, &mut body, loc, 1);
    let before = body.num_ops();
    let mut b = oxir::BodyBuilder::at(&ctx, &mut body, oxir::InsertPoint::Before(anchor.0));
    assert_eq!(
        ConstantOp::create_with_value(&mut b, loc, 2),
        Err(oxir::IrError::Detached)
    );
    assert_eq!(body.num_ops(), before);
}

#[test]
fn adaptors_read_converted_operands_by_group() {
    use oxir::conversion::RemappedOperands;
    use oxir_demo::{FormatOptionalOperandResultAOpOp, FormatOptionalOperandResultAOpOpAdaptor};
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let module = common::parse(
        &ctx,
        "%0:4 = \"test.source\"() : () -> (i64, i64, i64, i64)\n%1 = demo.format_optional_operand_result_a_op(%0#0 : i64) : i64 [%0#1, %0#2]\n",
    )
    .expect("parses");
    let mut found = None;
    module.body.walk(
        module.op,
        oxir::structure::WalkOrder::PreOrder,
        |body, op| {
            if let Some(op) = FormatOptionalOperandResultAOpOp::from_op(&ctx, body, op) {
                found = Some((body, op));
            }
        },
    );
    let (body, op) = found.expect("the op");
    let source = body
        .operand(op.0, 0)
        .and_then(|v| v.defining_op())
        .expect("source");
    let other = |i| body.result(source, i).expect("a result");
    // What a conversion gave for each operand, in order.
    let mut converted = RemappedOperands::new();
    for i in [3, 2, 1] {
        converted.push(&[other(i)]);
    }
    let adaptor = FormatOptionalOperandResultAOpOpAdaptor::new(&ctx, body, op, &converted).unwrap();
    assert_eq!(adaptor.optional(), Some(other(3)));
    assert_eq!(adaptor.variadic(), &[other(2), other(1)]);
    assert_eq!(adaptor.operands(), &[other(3), other(2), other(1)]);
    // A 1:N conversion is not an adaptor's: the pattern fails with the reason.
    let mut one_to_two = RemappedOperands::new();
    one_to_two.push(&[other(3), other(2)]);
    one_to_two.push(&[other(2)]);
    one_to_two.push(&[other(1)]);
    let error = FormatOptionalOperandResultAOpOpAdaptor::new(&ctx, body, op, &one_to_two)
        .unwrap_err()
        .to_string();
    assert_eq!(
        error,
        "operand #0 was converted to 2 values; the pattern takes one"
    );
}
