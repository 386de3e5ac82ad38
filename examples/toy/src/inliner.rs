//! What inlining needs of `toy` (the tutorial's chapter 4): `toy.generic_call` as a call (the
//! core's `SymbolCall` model), `toy.func` as a callable (`func.func`'s model), and the
//! dialect's inliner interface: every `toy` op may be inlined, a `toy.return` hands its operand
//! to the call's result, and a `toy.cast` converts where a call's argument or result type
//! differs from the callee's (`tensor<2x3xf64>` passed for `tensor<*xf64>`).
//!
//! The spec in [`crate::dialect`] registers all three; the `-inline` pass itself is the core's.

use oxir::inliner::{DialectInlinerInterface, forward_returned_values};
use oxir::{Body, BodyBuilder, Context, InsertPoint, Location, OpId, Type, Value};

use crate::dialect::{CastOp, ReturnOp};

/// The `toy` dialect's inliner interface, which the dialect's spec names. See the module
/// documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct ToyInliner;

impl DialectInlinerInterface for ToyInliner {
    fn legal_by_default(&self) -> bool {
        true
    }

    fn handle_terminator(&self, ctx: &Context, body: &mut Body, op: OpId, results: &[Value]) {
        if ctx.op_name_str(body.op_name(op)) == ReturnOp::NAME {
            forward_returned_values(body, op, results);
        }
    }

    fn materialize_call_conversion(
        &self,
        ctx: &Context,
        body: &mut Body,
        point: InsertPoint,
        input: Value,
        ty: Type,
        loc: Location,
    ) -> Option<Value> {
        let cast = CastOp::create(&mut BodyBuilder::at(ctx, body, point), loc, ty, input).ok()?;
        Some(cast.output(ctx, body))
    }
}

#[cfg(test)]
mod tests {
    use oxir::call::{Callee, call_callee, callable_interface};
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::text::printer::{PrintOptions, print_op};

    const IR: &str = "toy.func private @id(%arg0: tensor<*xf64>) -> tensor<*xf64> {\n  toy.return %arg0 : tensor<*xf64>\n}\ntoy.func @main(%a: tensor<2xf64>) {\n  %0 = toy.generic_call @id(%a) : (tensor<2xf64>) -> tensor<*xf64>\n  toy.print %0 : tensor<*xf64>\n  toy.return\n}";

    #[test]
    fn generic_calls_call_funcs_and_inline_with_casts() {
        let ctx = crate::context();
        let mut module = parse_source(&ctx, IR, &ParseOptions::default()).expect("the IR parses");
        let (body, regions) = module.body.region_scope(module.op);
        let block = body.region_entry(regions[0]).expect("a module block");
        let funcs: Vec<_> = body.block_ops(block).collect();
        let types = callable_interface(&ctx, body, funcs[0]).map(|c| {
            (
                c.argument_types(&ctx, body, funcs[0]),
                c.result_types(&ctx, body, funcs[0]),
            )
        });
        let unranked = crate::dialect_hooks::unranked_f64(&ctx);
        assert_eq!(types, Some((vec![unranked], vec![unranked])));
        let (main_body, main_regions) = body.region_scope(funcs[1]);
        let main_block = main_body
            .region_entry(main_regions[0])
            .expect("an entry block");
        let call = main_body.first_op(main_block).expect("the call");
        assert!(matches!(
            call_callee(&ctx, main_body, call),
            Some(Callee::Symbol(_))
        ));

        let pipeline = "builtin.module(inline{default-pipeline=})";
        assert!(crate::pipeline::run(&ctx, &mut module.body, module.op, pipeline).is_ok());
        let out = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
        assert_eq!(
            out,
            "module {\n  toy.func @main(%arg0: tensor<2xf64>) {\n    %0 = toy.cast %arg0 : tensor<2xf64> to tensor<*xf64>\n    toy.print %0 : tensor<*xf64>\n    toy.return\n  }\n}\n"
        );
    }
}
