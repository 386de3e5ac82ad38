//! `func.func`'s hand-written hooks: its custom form (the function syntax of
//! [`crate::signature`], with `func` as the default dialect of its body), the checks MLIR's
//! `FunctionOpInterface` makes (argument and result attributes, the entry block against the
//! signature), and the check of each `func.return` against the function's result types.
//!
//! The return check lives here rather than in a hook of `func.return` because the function is
//! an isolated op: the return sits in the function's own body, from which the function's
//! attributes cannot be reached, while the function reaches its returns.

use oxir::attrs::{ArrayAttr, DictionaryAttr};
use oxir::op_support::{attr, function_type_parts};
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::{OpAsmPrinter, print_type};
use oxir::verifier::{error_on_op, op_error};
use oxir::{AttrData, Body, Context, Diagnostic, OpId, OperationState, Type};

use crate::signature::{ARG_ATTRS_ATTR, FUNCTION_TYPE_ATTR, RES_ATTRS_ATTR};

/// Parses `func.func` after its name.
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    crate::signature::parse_function_op(p, state, "func")
}

/// Prints `func.func` after its name.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    crate::signature::print_function_op(p, op);
}

/// The function type of function op `op`, if its `function_type` holds one.
pub fn function_type(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.attr_data(attr(ctx, body, op, FUNCTION_TYPE_ATTR)?) {
        AttrData::Type(ty) => Some(function_type_parts(ctx, *ty)),
        _ => None,
    }
}

/// The checks of MLIR's `FunctionOpInterface`: one attribute dictionary per argument and per
/// result, holding dialect attributes only; one region; a body whose entry block takes the
/// signature's arguments.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((inputs, results)) = function_type(ctx, body, op) else {
        return Ok(());
    };
    let error = |message: String| Err(op_error(ctx, body, op, message));
    for (name, count, what) in [
        (ARG_ATTRS_ATTR, inputs.len(), "argument"),
        (RES_ATTRS_ATTR, results.len(), "result"),
    ] {
        let Some(array) = attr(ctx, body, op, name).and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        else {
            continue;
        };
        let dictionaries = array.elements(ctx);
        let plural = if what == "argument" {
            "arguments"
        } else {
            "results"
        };
        if dictionaries.len() != count {
            return error(format!(
                "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                dictionaries.len()
            ));
        }
        for &dictionary in dictionaries {
            let Some(entries) = dictionary.dyn_cast::<DictionaryAttr>(ctx) else {
                return error(format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    oxir::op_support::describe_attr(ctx, dictionary)
                ));
            };
            let undotted = entries
                .entries(ctx)
                .iter()
                .any(|e| !ctx.string_bytes(e.name).contains(&b'.'));
            if undotted {
                return error(format!("{plural} may only have dialect attributes"));
            }
        }
    }
    let (scope, regions) = body.region_scope(op);
    if regions.len() != 1 {
        return error("expects one region".into());
    }
    let Some(entry) = scope.region_entry(regions[0]) else {
        return Ok(());
    };
    let args: Vec<Type> = scope
        .block_args(entry)
        .map(|a| scope.value_type(a))
        .collect();
    if args.len() != inputs.len() {
        return error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        ));
    }
    for (i, (&arg, &input)) in args.iter().zip(&inputs).enumerate() {
        if arg != input {
            return error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                print_type(ctx, arg),
                print_type(ctx, input)
            ));
        }
    }
    Ok(())
}

/// MLIR's check of `func.return`: the terminators of the function's blocks that are
/// `func.return` return as many values as the function, of its result types.
pub fn verify_returns(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, results)) = function_type(ctx, body, op) else {
        return Ok(());
    };
    let name = attr(ctx, body, op, oxir::symbols::SYMBOL_ATTR)
        .and_then(|n| ctx.string_str(n))
        .unwrap_or("")
        .to_string();
    let (scope, regions) = body.region_scope(op);
    let return_name = ctx.op_name(crate::ReturnOp::NAME);
    for &region in regions {
        for block in scope.region_blocks(region) {
            let Some(ret) = scope.last_op(block) else {
                continue;
            };
            if scope.op_name(ret) != return_name {
                continue;
            }
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
