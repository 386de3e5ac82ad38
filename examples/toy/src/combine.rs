//! The Toy rewrites of chapter 3: the rules of `toy.rules.toml` compiled to Rust patterns
//! ([`rules`]) and the native functions they call. Which ops use them as canonicalization
//! patterns is said in the dialect spec (`canonicalize` of `toy.transpose` and `toy.reshape`).

use oxir::attrs::DenseElementsAttr;
use oxir::rewrite::PatternRewriter;
use oxir::{Attribute, Body, Context, Location, OpId, Value};

/// The patterns generated from `toy.rules.toml`. `register_rules` (every rule at once) is
/// unused: the ops' canonicalization hooks register the rules per root op.
#[allow(missing_docs, dead_code, clippy::all)]
pub mod rules {
    include!(concat!(env!("OUT_DIR"), "/toy_rules.rs"));
}

/// Whether the dense constant `value` can take the type of `result` (same element type and
/// count, a static shape).
pub fn reshapes_to(ctx: &Context, body: &Body, value: Attribute, result: Value) -> bool {
    value
        .dyn_cast::<DenseElementsAttr>(ctx)
        .is_some_and(|v| v.reshape(ctx, body.value_type(result)).is_ok())
}

/// The dense constant `value` with the shape of the result of `reshape`; [`reshapes_to`]
/// holds, so the reshape succeeds (were it not to, the value is kept and the verifier reports
/// the mismatch).
pub fn reshape_constant(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    _loc: Location,
    value: Attribute,
    reshape: OpId,
) -> Attribute {
    let body = rewriter.body();
    let Some(ty) = body.result(reshape, 0).map(|r| body.value_type(r)) else {
        return value;
    };
    value
        .dyn_cast::<DenseElementsAttr>(ctx)
        .and_then(|v| v.reshape(ctx, ty).ok())
        .map_or(value, |v| v.attr())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect_hooks::ranked_f64;
    use oxir::text::parser::{ParseOptions, parse_source};

    #[test]
    fn constants_reshape_only_to_static_shapes_of_the_same_size() {
        let ctx = crate::context();
        let text = "toy.func @f(%a: tensor<4xf64>, %b: tensor<2x2xf64>, %c: tensor<3xf64>, %d: tensor<*xf64>) {\n  toy.return\n}";
        let module = parse_source(&ctx, text, &ParseOptions::default()).expect("the text parses");
        let func = module.body.region_scope(module.op).0;
        let func_op = func
            .region_blocks(module.body.region_scope(module.op).1[0])
            .next()
            .and_then(|b| func.first_op(b))
            .expect("a function");
        let (body, regions) = func.region_scope(func_op);
        let entry = body.region_entry(regions[0]).expect("an entry block");
        let args: Vec<Value> = body.block_args(entry).collect();
        let value = DenseElementsAttr::get_f64(&ctx, ranked_f64(&ctx, &[4]), &[1.0, 2.0, 3.0, 4.0])
            .expect("four values")
            .attr();
        assert!(reshapes_to(&ctx, body, value, args[1]));
        assert!(!reshapes_to(&ctx, body, value, args[2]));
        assert!(!reshapes_to(&ctx, body, value, args[3]));
    }
}
