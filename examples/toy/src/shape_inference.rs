//! Intraprocedural shape inference (the tutorial's chapter 4): the implementations of
//! `ShapeInferenceOpInterface` that differ from its default (the first operand's type, which
//! the element-wise ops and the cast take), one module per op named by the op's
//! `interfaces(... impl = ...)` in the spec, and the `toy-shape-inference` pass that applies
//! them to a function.
//!
//! The pass follows the tutorial's algorithm: a worklist of the ops whose result is not a
//! ranked tensor; repeatedly, the first of them whose operands are all ranked gets its result
//! type from its interface; the worklist must end empty. It changes result types only: the
//! calls are inlined before it runs, and canonicalization cleans up after it.

use oxir::diagnostics::Diagnostic;
use oxir::pass::{Pass, PassTarget};
use oxir::types::RankedTensorType;
use oxir::{Body, Context, OpId, Type};

use crate::dialect::{ConstantOp, ShapeInferenceOp, TransposeOp};
use crate::dialect_hooks::{ranked_f64, ranked_shape};

/// `toy.constant`: the type of its value. Constants the folds of chapter 7 materialize (a
/// `toy.struct_access` of a `toy.struct_constant`) have the access's unranked result type.
pub mod constant {
    use super::*;

    /// The type of the value attribute.
    pub fn inferred_result_type(ctx: &Context, body: &Body, op: ConstantOp) -> Option<Type> {
        oxir::attrs::attr_type(ctx, op.value(ctx, body)?)
    }
}

/// `toy.transpose`: the input's shape reversed.
pub mod transpose {
    use super::*;

    /// The input's shape, reversed.
    pub fn inferred_result_type(ctx: &Context, body: &Body, op: TransposeOp) -> Option<Type> {
        let mut shape = ranked_shape(ctx, body.value_type(op.input(ctx, body)))?;
        shape.reverse();
        Some(ranked_f64(ctx, &shape))
    }
}

/// The `toy-shape-inference` pass, on `toy.func`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShapeInference;

fn is_ranked(ctx: &Context, ty: Type) -> bool {
    ty.dyn_cast::<RankedTensorType>(ctx).is_some()
}

impl Pass for ShapeInference {
    fn name(&self) -> &str {
        "ShapeInference"
    }

    fn argument(&self) -> &str {
        "toy-shape-inference"
    }

    fn description(&self) -> &str {
        "Infer the shapes of the results of `toy` ops from their operands"
    }

    fn anchor(&self) -> Option<&str> {
        Some(crate::dialect::FuncOp::NAME)
    }

    fn run(&self, target: &mut PassTarget<'_>) -> Result<(), Diagnostic> {
        let ctx = target.ctx();
        let func = target.op();
        let (body, regions) = target.body.region_scope_mut(func);
        let mut worklist: Vec<OpId> = Vec::new();
        for &region in &regions {
            for block in body.region_blocks(region).collect::<Vec<_>>() {
                for op in body.block_ops(block) {
                    if body.result_types(op).any(|t| !is_ranked(ctx, t)) {
                        worklist.push(op);
                    }
                }
            }
        }
        let ready = |body: &Body, op: OpId| {
            body.operands(op)
                .all(|v| is_ranked(ctx, body.value_type(v)))
        };
        while let Some(index) = worklist.iter().position(|&op| ready(body, op)) {
            let op = worklist.remove(index);
            let Some(interface) = ShapeInferenceOp::get(ctx, body, op) else {
                return Err(Diagnostic::error(
                    body.op_loc(op),
                    "unable to infer shape of operation without shape inference interface",
                ));
            };
            let inferred = interface.inferred_result_type(ctx, body);
            match (inferred, body.result(op, 0)) {
                (Some(ty), Some(result)) => body.set_value_type(result, ty),
                _ => {
                    return Err(Diagnostic::error(
                        body.op_loc(op),
                        "unable to infer the shape of the result from the operands",
                    ));
                }
            }
        }
        if !worklist.is_empty() {
            return Err(Diagnostic::error(
                target.body.op_loc(func),
                format!(
                    "shape inference failed, {} operations couldn't be inferred",
                    worklist.len()
                ),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use oxir::text::parser::{ParseOptions, parse_source};
    use oxir::text::printer::{PrintOptions, print_op};

    /// The functions of `text` after `toy-shape-inference`, or the first error.
    fn infer(text: &str) -> Result<String, String> {
        let ctx = crate::context();
        let mut module =
            parse_source(&ctx, text, &ParseOptions::default()).map_err(|d| d.message)?;
        let pipeline = "builtin.module(toy.func(toy-shape-inference))";
        crate::pipeline::run(&ctx, &mut module.body, module.op, pipeline).map_err(|e| match e {
            crate::pipeline::RunError::Pipeline(m) => m,
            crate::pipeline::RunError::Pass(ds) => ds[0].message.clone(),
        })?;
        Ok(print_op(
            &ctx,
            &module.body,
            module.op,
            &PrintOptions::default(),
        ))
    }

    #[test]
    fn shapes_flow_from_operands_to_results() {
        let text = "toy.func @f(%a: tensor<2x3xf64>) {\n  %0 = toy.cast %a : tensor<2x3xf64> to tensor<*xf64>\n  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>\n  %2 = toy.mul %1, %1 : tensor<*xf64>\n  %3 = toy.add %2, %2 : tensor<*xf64>\n  toy.print %3 : tensor<*xf64>\n  toy.return\n}";
        let out = infer(text).unwrap();
        assert!(
            out.contains("toy.cast %arg0 : tensor<2x3xf64> to tensor<2x3xf64>"),
            "{out}"
        );
        assert!(
            out.contains("toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>"),
            "{out}"
        );
        assert!(out.contains("toy.mul %1, %1 : tensor<3x2xf64>"), "{out}");
        assert!(out.contains("toy.add %2, %2 : tensor<3x2xf64>"), "{out}");
    }

    #[test]
    fn ops_left_unranked_fail_the_pass() {
        let text = "toy.func @f(%a: tensor<*xf64>) {\n  %0 = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>\n  toy.print %0 : tensor<*xf64>\n  toy.return\n}";
        assert_eq!(
            infer(text),
            Err("shape inference failed, 1 operations couldn't be inferred".into())
        );
        let text = "toy.func private @g(tensor<2xf64>) -> tensor<*xf64>\ntoy.func @f(%a: tensor<2xf64>) {\n  %0 = toy.generic_call @g(%a) : (tensor<2xf64>) -> tensor<*xf64>\n  toy.print %0 : tensor<*xf64>\n  toy.return\n}";
        assert_eq!(
            infer(text),
            Err("unable to infer shape of operation without shape inference interface".into())
        );
    }
}
