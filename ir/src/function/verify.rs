//! The checks MLIR's `FunctionOpInterface` makes of every function op
//! (`function_interface_impl::verifyTrait`): the argument and result attribute arrays, the
//! single body region, then the op's own body and type checks. The checks an op makes of its
//! returns against its results are the op's, not these.

use super::{ARG_ATTRS_ATTR, FunctionOpInterface, RES_ATTRS_ATTR};
use crate::attrs::{ArrayAttr, DictionaryAttr};
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::op_support::{attr, describe_attr};
use crate::structure::{Body, OpId};
use crate::text::printer::print_type;
use crate::types::Type;
use crate::verifier::op_error;

/// Verifies function `op` through its interface, with MLIR's messages; nothing is checked of
/// an op without a function type (its invariants report the missing attribute).
pub fn verify_function(
    ctx: &Context,
    body: &Body,
    op: OpId,
    function: &dyn FunctionOpInterface,
) -> Result<(), Diagnostic> {
    if function.function_type(ctx, body, op).is_none() {
        return Ok(());
    }
    let counts = [
        (
            ARG_ATTRS_ATTR,
            function.argument_types(ctx, body, op).len(),
            "argument",
            "arguments",
        ),
        (
            RES_ATTRS_ATTR,
            function.result_types(ctx, body, op).len(),
            "result",
            "results",
        ),
    ];
    for (name, count, what, plural) in counts {
        let Some(array) = attr(ctx, body, op, name).and_then(|a| a.dyn_cast::<ArrayAttr>(ctx))
        else {
            continue;
        };
        let dictionaries = array.elements(ctx);
        if dictionaries.len() != count {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {plural}, got {}, but expected {count}",
                    dictionaries.len()
                ),
            ));
        }
        for &dictionary in dictionaries {
            let Some(entries) = dictionary.dyn_cast::<DictionaryAttr>(ctx) else {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!(
                        "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                        describe_attr(ctx, dictionary)
                    ),
                ));
            };
            // Only dialect attributes (a dotted name) may sit on arguments and results.
            let undotted = entries
                .entries(ctx)
                .iter()
                .any(|e| !ctx.string_bytes(e.name).contains(&b'.'));
            if undotted {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    format!("{plural} may only have dialect attributes"),
                ));
            }
        }
    }
    if body.region_scope(op).1.len() != 1 {
        return Err(op_error(ctx, body, op, "expects one region"));
    }
    function.verify_body(ctx, body, op)?;
    function.verify_type(ctx, body, op)
}

/// The default body check: a non-empty body's entry block takes `inputs`.
pub(super) fn verify_entry_block(
    ctx: &Context,
    body: &Body,
    op: OpId,
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let args: Vec<Type> = scope
        .block_args(entry)
        .map(|a| scope.value_type(a))
        .collect();
    if args.len() != inputs.len() {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&arg, &input)) in args.iter().zip(inputs).enumerate() {
        if arg != input {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                    print_type(ctx, arg),
                    print_type(ctx, input)
                ),
            ));
        }
    }
    Ok(())
}
