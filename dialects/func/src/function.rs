//! `func.func`'s hand-written hook: the check of each `func.return` against the function's
//! result types (its custom form is the core's function syntax, `oxir::function::syntax`,
//! which the spec names). The checks MLIR's `FunctionOpInterface` makes (argument and result
//! attributes, the entry block against the signature) are the core's, which the verifier runs
//! for the interface the spec registers.
//!
//! The return check lives here rather than in a hook of `func.return` because the function is
//! an isolated op: the return sits in the function's own body, from which the function's
//! attributes cannot be reached, while the function reaches its returns.

use oxir::function::signature;
use oxir::op_support::attr;
use oxir::text::printer::print_type;
use oxir::verifier::{error_on_op, op_error};
use oxir::{Body, Context, Diagnostic, OpId, Type};

/// MLIR's check of `func.return`: the terminators of the function's blocks that are
/// `func.return` return as many values as the function, of its result types.
pub fn verify_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, results)) = signature(ctx, body, op) else {
        return Ok(());
    };
    let name = attr(ctx, body, op, oxir::symbols::SYMBOL_ATTR)
        .and_then(|n| ctx.string_str(n))
        .unwrap_or("")
        .to_string();
    let (scope, returns) = oxir::function::returns_named(ctx, body, op, crate::ReturnOp::NAME);
    for ret in returns {
        let operands: Vec<Type> = scope.operands(ret).map(|v| scope.value_type(v)).collect();
        if operands.len() != results.len() {
            return Err(op_error(
                ctx,
                scope,
                ret,
                format!(
                    "has {} operands, but enclosing function (@{name}) returns {}",
                    operands.len(),
                    results.len()
                ),
            ));
        }
        for (i, (&operand, &result)) in operands.iter().zip(&results).enumerate() {
            if operand != result {
                return Err(error_on_op(
                    ctx,
                    scope,
                    ret,
                    format!(
                        "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                        print_type(ctx, operand),
                        print_type(ctx, result)
                    ),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::first_error;

    #[test]
    fn returns_match_the_function_results() {
        assert_eq!(
            first_error("func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}"),
            None
        );
        assert_eq!(
            first_error("func.func @f(%a: i32) -> (i32, i32) {\n  return %a : i32\n}").as_deref(),
            Some("'func.return' op has 1 operands, but enclosing function (@f) returns 2")
        );
        assert_eq!(
            first_error("func.func @f(%a: i32) -> f32 {\n  return %a : i32\n}").as_deref(),
            Some(
                "type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f"
            )
        );
    }

    #[test]
    fn the_entry_block_and_attributes_match_the_signature() {
        let entry = "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i32, %b: i32):\n  \"func.return\"() : () -> ()\n}) : () -> ()";
        assert_eq!(
            first_error(entry).as_deref(),
            Some("'func.func' op entry block must have 1 arguments to match function signature")
        );
        let results = "\"func.func\"() <{function_type = () -> i32, sym_name = \"f\", sym_visibility = \"private\", res_attrs = [{x = 1}]}> ({\n}) : () -> ()";
        assert_eq!(
            first_error(results).as_deref(),
            Some("'func.func' op results may only have dialect attributes")
        );
    }
}
