//! The generated interfaces of the `demo` dialect: handles found for the ops, types,
//! attributes and dialect that implement them (and not for others), methods forwarded to the
//! `impl` modules or to the defaults of the spec, and the interfaces' verifiers.

mod common;

use common::{context, top_level_ops};
use oxir::Body;
use oxir::attrs::IntegerAttr;
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::verifier::verify;
use oxir_demo::{
    AddIOp, BoundedType, ConstantOp, CostOp, DemoInliner, LatencyOp, PairType, RangeAttr,
    SizedAttr, SumOp, TokenType, WidthType,
};

/// A constant, an addition and a sum of it: two ops with a cost, one without.
fn three_ops(ctx: &oxir::Context) -> (Body, ConstantOp, AddIOp, SumOp) {
    let mut body = Body::new();
    let loc = ctx.common().unknown_loc;
    let c = ConstantOp::build_with_value(ctx, &mut body, loc, 7);
    let v = c.result(ctx, &body);
    let add = AddIOp::build(ctx, &mut body, loc, v, v);
    let sum = SumOp::build(ctx, &mut body, loc, &[v], None, None, None);
    (body, c, add, sum)
}

#[test]
fn op_interfaces_forward_to_the_impl_modules_and_defaults() {
    let ctx = context();
    let (body, c, add, sum) = three_ops(&ctx);

    let constant = CostOp::get(&ctx, &body, c.0).expect("constants have a cost");
    assert_eq!(constant.op(), c.0);
    assert_eq!(constant.cost(&ctx, &body), 0);
    // `unit_name` is overridden by `demo.constant` (listed in `methods`), not by `demo.addi`.
    assert_eq!(constant.unit_name(), "nothing");
    let addition = CostOp::get(&ctx, &body, add.0).expect("additions have a cost");
    assert_eq!(addition.cost(&ctx, &body), 1);
    assert_eq!(addition.unit_name(), "cycles");
    // The default body of `scaled_cost` calls the op's own `cost`.
    assert_eq!(addition.scaled_cost(&ctx, &body, 3), 3);
    assert_eq!(constant.scaled_cost(&ctx, &body, 3), 0);
    // A fixed body is the interface's: it sees the op and calls the implementor's methods.
    assert_eq!(addition.describe(&ctx, &body, 4), "demo.addi x4: 4");
    assert_eq!(constant.describe(&ctx, &body, 4), "demo.constant x4: 0");
    assert_eq!(CostOp::unit_symbol(), "cy");
    // A default naming `ConcreteOp` is instantiated for each op with its own wrapper type.
    assert_eq!(constant.kind_name(), "demo.constant");
    assert_eq!(addition.kind_name(), "demo.addi");
    assert!(CostOp::get(&ctx, &body, sum.0).is_none());
}

#[test]
fn an_interface_brings_its_base() {
    let ctx = context();
    let (body, c, add, sum) = three_ops(&ctx);
    // The ops list only `CostOpInterface`; its base is implemented by the same module.
    let addition = LatencyOp::get(&ctx, &body, add.0).expect("a cost op has a latency");
    assert_eq!(addition.latency(&ctx, &body), 3);
    assert!(addition.is_slow(&ctx, &body), "the base's default");
    // `demo.constant` overrides the base's default through the derived use's `methods`.
    let constant = LatencyOp::get(&ctx, &body, c.0).expect("a cost op has a latency");
    assert!(!constant.is_slow(&ctx, &body));
    // The derived handle converts to the base's without a lookup.
    let cost = CostOp::get(&ctx, &body, add.0).expect("additions have a cost");
    let latency = cost.as_latency_op_interface();
    assert_eq!(latency.op(), add.0);
    assert_eq!(latency.latency(&ctx, &body), 3);
    assert!(LatencyOp::get(&ctx, &body, sum.0).is_none());
}

#[test]
fn external_models_attach_to_ops_of_other_dialects() {
    let ctx = context();
    let text = "%0 = \"test.def\"() : () -> i32\n%1 = builtin.unrealized_conversion_cast %0 : i32 to i64\n\"late.noop\"(%0) : (i32) -> ()\n";
    // `late` is not registered yet: its op is unregistered, and nothing is attached to it.
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    let (body, ops) = top_level_ops(&module);
    // The builtin dialect comes before `demo`: `register` attached the cast's models.
    let cast = CostOp::get(&ctx, body, ops[1]).expect("the cast has a cost");
    assert_eq!(cast.cost(&ctx, body), 0);
    assert_eq!(cast.as_latency_op_interface().latency(&ctx, body), 0);
    assert_eq!(cast.kind_name(), "builtin.unrealized_conversion_cast");
    assert!(LatencyOp::get(&ctx, body, ops[2]).is_none());

    let late = oxir::DialectDescriptor::new("late");
    assert!(ctx.register_dialect(late, vec![oxir::OpDescriptor::new("late.noop")]));
    assert_eq!(
        oxir_demo::attach_external_models(&ctx),
        1,
        "only late.noop is new"
    );
    assert_eq!(oxir_demo::attach_external_models(&ctx), 0);
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    let (body, ops) = top_level_ops(&module);
    let noop = LatencyOp::get(&ctx, body, ops[2]).expect("late.noop has a latency now");
    assert_eq!(noop.latency(&ctx, body), 5);
    assert!(noop.is_slow(&ctx, body));
    assert!(CostOp::get(&ctx, body, ops[2]).is_none());
}

#[test]
fn interface_verifiers_run_with_the_op_verifier() {
    let ctx = context();
    let text = r#"%0 = "demo.constant"() <{value = 1 : i64}> : () -> i64
%1 = "demo.addi"(%0, %0) {nocost} : (i64, i64) -> i64
"#;
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    let error = verify(&ctx, &module.body, module.op).expect_err("a cost op marked `nocost`");
    assert_eq!(
        error.message,
        "'demo.addi' op has a cost but is marked `nocost`"
    );
    // An op without the interface may carry the attribute.
    let text = r#"%0 = "demo.constant"() <{value = 1 : i64}> : () -> i64
%1 = "demo.sum"(%0) {nocost} : (i64) -> i64
"#;
    let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
    assert_eq!(
        verify(&ctx, &module.body, module.op).map_err(|d| d.message),
        Ok(())
    );
}

#[test]
fn type_interfaces_are_attached_to_their_kinds() {
    let ctx = context();
    let c = *ctx.common();
    let byte = BoundedType::get(&ctx, 8, false, None, None).ty();
    let wide = BoundedType::get(&ctx, 40, true, None, None).ty();
    let width = WidthType::get(&ctx, byte).expect("bounded types have a width");
    assert_eq!(width.ty(), byte);
    assert_eq!(width.width_in_bits(&ctx), 8);
    // `!demo.bounded` overrides `is_wide`; `!demo.pair` keeps the default (> 64 bits).
    assert!(!width.is_wide(&ctx));
    assert!(WidthType::get(&ctx, wide).expect("a width").is_wide(&ctx));
    let pair = PairType::get(&ctx, wide, c.i32).ty();
    let pair_width = WidthType::get(&ctx, pair).expect("pairs have a width");
    assert_eq!(pair_width.width_in_bits(&ctx), 72);
    assert!(pair_width.is_wide(&ctx));
    // The default naming `ConcreteType` reads each kind's own view type.
    assert_eq!(width.mnemonic(), "bounded");
    assert_eq!(pair_width.mnemonic(), "pair");
    assert!(
        !WidthType::get(&ctx, PairType::get(&ctx, byte, byte).ty())
            .expect("a width")
            .is_wide(&ctx)
    );
    assert!(WidthType::get(&ctx, c.i32).is_none());
    assert!(WidthType::get(&ctx, TokenType::get(&ctx).ty()).is_none());
}

#[test]
fn type_interface_verifiers_run_in_get_checked() {
    let ctx = context();
    let loc = ctx.common().unknown_loc;
    let token = TokenType::get(&ctx).ty();
    // A pair of tokens has no width, which the interface's verifier rejects.
    let error = PairType::get_checked(&ctx, loc, token, token).expect_err("no width");
    assert_eq!(error.message, "a width of 0 bits");
    assert!(PairType::get_checked(&ctx, loc, token, ctx.common().i8).is_ok());
}

#[test]
fn attribute_and_dialect_interfaces() {
    let ctx = context();
    let range = RangeAttr::get(&ctx, 1, 9, Some(2)).attr();
    let sized = SizedAttr::get(&ctx, range).expect("ranges have a size");
    assert_eq!(sized.attr(), range);
    assert_eq!(sized.size(&ctx), 5);
    let seven = IntegerAttr::get(&ctx, ctx.common().i64, 7).attr();
    assert!(SizedAttr::get(&ctx, seven).is_none());

    let inliner = DemoInliner::get(&ctx, "demo").expect("the dialect implements it");
    assert!(inliner.can_inline(&ctx, "demo.addi"));
    assert!(!inliner.can_inline(&ctx, "demo.token"));
    assert!(DemoInliner::get(&ctx, "builtin").is_none());
}

#[test]
fn derived_attributes_are_computed_not_stored() {
    let ctx = context();
    let (body, _, add, _) = three_ops(&ctx);
    assert_eq!(add.width(&ctx, &body), 64);
    assert_eq!(AddIOp::DERIVED_ATTRIBUTES, ["width"]);
    let values = add.derived_attributes(&ctx, &body);
    assert_eq!(values.len(), 1);
    assert_eq!(values[0].0, "width");
    assert_eq!(
        oxir::text::printer::print_attribute(&ctx, values[0].1),
        "64 : i64"
    );
    // Nothing is stored on the op.
    assert!(body.attr(&ctx, add.0, "width").is_none());
}
