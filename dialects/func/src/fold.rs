//! The fold hook of `func.constant` and the `func` dialect's constant materializer, as MLIR
//! 19's `FuncOps.cpp` has them: a function constant folds to its symbol, and a flat symbol
//! reference of a function type is materialized as a `func.constant`. Constant propagation and
//! the canonicalizer use both to treat function constants like other constants.
//!
//! Not here: folds of calls (MLIR has none either).

use oxir::attrs::FlatSymbolRefAttr;
use oxir::rewrite::FoldOutcome;
use oxir::{Attribute, Body, Builder, Context, Location, OpId, Type, TypeData};

/// `func.constant` folds to its `value`, the referenced function's symbol (MLIR's
/// `ConstantOp::fold`).
pub fn constant(ctx: &Context, body: &Body, op: OpId, c: &[Option<Attribute>]) -> FoldOutcome {
    oxir::rewrite::fold_to_value_attr(ctx, body, op, c)
}

/// Builds `func.constant` for a flat symbol reference of function type `ty` (MLIR's
/// `FuncDialect::materializeConstant` through `ConstantOp::isBuildableWith`); declines other
/// attributes and types.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let is_function = matches!(ctx.type_data(ty), TypeData::Function { .. });
    if !is_function || !value.isa::<FlatSymbolRefAttr>(ctx) {
        return None;
    }
    oxir::rewrite::build_value_constant(ctx, body, builder, crate::ConstantOp::NAME, value, ty, loc)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::text::parser::{ParseOptions, parse_attribute, parse_source, parse_type};

    #[test]
    fn a_function_constant_folds_to_its_symbol() {
        let ctx = Context::new();
        crate::register(&ctx);
        let ir = "func.func private @g(i32)\n%f = func.constant @g : (i32) -> ()";
        let module = parse_source(&ctx, ir, &ParseOptions::default()).unwrap();
        let (body, regions) = module.body.region_scope(module.op);
        let entry = body.region_entry(regions[0]).unwrap();
        let op = body.last_op(entry).unwrap();
        let expected = parse_attribute(&ctx, "@g").unwrap();
        assert!(matches!(
            constant(&ctx, body, op, &[]),
            FoldOutcome::Results(r) if r[..] == [oxir::rewrite::FoldResult::Attr(expected)]
        ));
    }

    #[test]
    fn only_flat_symbols_of_function_type_are_materialized() {
        let ctx = Context::new();
        crate::register(&ctx);
        let loc = ctx.common().unknown_loc;
        let function = parse_type(&ctx, "(i32) -> ()").unwrap();
        let flat = parse_attribute(&ctx, "@g").unwrap();
        let nested = parse_attribute(&ctx, "@m::@g").unwrap();
        let mut body = Body::new();
        let mut builder = Builder::new(&ctx);
        let mut make =
            |value, ty| materialize_constant(&ctx, &mut body, &mut builder, value, ty, loc);
        assert!(make(nested, function).is_none());
        assert!(make(flat, ctx.common().i32).is_none());
        let op = make(flat, function).expect("a function constant");
        assert_eq!(ctx.op_name_str(body.op_name(op)), "func.constant");
        assert_eq!(oxir::op_support::attr(&ctx, &body, op, "value"), Some(flat));
        assert_eq!(body.value_type(body.result(op, 0).unwrap()), function);
    }
}
