//! MLIR's `LoopLikeOpInterface` check (`verifyLoopLikeOpInterface`): a loop's initial values,
//! the region arguments that receive them, the values its body yields and its results agree in
//! number and type, with MLIR's messages. Dialects call it from their loops' region verifiers.
//!
//! It is not an interface registry: loops say what they have by passing [`LoopParts`].

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};
use crate::text::printer::print_type;
use crate::types::Type;
use crate::verifier::op_error;

/// What the check reads of a loop.
pub struct LoopParts<'a> {
    /// The types of the initial values of the carried values.
    pub inits: &'a [Type],
    /// The types of the region arguments receiving them.
    pub iter_args: &'a [Type],
    /// How many values the body's terminator yields, if it has one.
    pub yielded: Option<usize>,
    /// The types of the loop's results, when the loop exposes them to the interface.
    pub results: Option<&'a [Type]>,
}

/// Checks `loop_` of `op`: as many inits, region arguments, yielded values (when some are
/// yielded) and results (when exposed), then the inits' and the results' types against the
/// region arguments'.
pub fn verify_loop_like(
    ctx: &Context,
    body: &Body,
    op: OpId,
    loop_: &LoopParts<'_>,
) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let iter_args = loop_.iter_args;
    if loop_.inits.len() != iter_args.len() {
        return error(format!(
            "different number of inits and region iter_args: {} != {}",
            loop_.inits.len(),
            iter_args.len()
        ));
    }
    if let Some(yielded) = loop_.yielded.filter(|&n| n > 0)
        && yielded != iter_args.len()
    {
        return error(format!(
            "different number of region iter_args and yielded values: {} != {yielded}",
            iter_args.len()
        ));
    }
    if let Some(results) = loop_.results
        && results.len() != iter_args.len()
    {
        return error(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in loop_.inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                print_type(ctx, init),
                print_type(ctx, arg)
            ));
        }
    }
    for (i, (&arg, &result)) in iter_args
        .iter()
        .zip(loop_.results.unwrap_or_default())
        .enumerate()
    {
        if arg != result {
            return error(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                print_type(ctx, arg),
                print_type(ctx, result)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::structure::OperationState;

    #[test]
    fn carried_values_agree_in_number_then_type() {
        let ctx = Context::new();
        ctx.register_dialect(
            DialectDescriptor::new("l"),
            vec![OpDescriptor::new("l.loop")],
        );
        let (i32, f32) = (ctx.common().i32, ctx.common().f32);
        let mut body = Body::new();
        let loc = ctx.common().unknown_loc;
        let op = body.create_op(&ctx, OperationState::new(ctx.op_name("l.loop"), loc));
        let (one_i32, one_f32, none): ([Type; 1], [Type; 1], [Type; 0]) = ([i32], [f32], []);
        let check = |inits: &[Type], iter_args: &[Type], yielded, results: Option<&[Type]>| {
            let parts = LoopParts {
                inits,
                iter_args,
                yielded,
                results,
            };
            verify_loop_like(&ctx, &body, op, &parts)
                .err()
                .map(|d| d.message)
        };
        assert_eq!(check(&[i32], &[i32], Some(1), Some(&one_i32[..])), None);
        assert_eq!(
            check(&[i32], &[], None, None).as_deref(),
            Some("'l.loop' op different number of inits and region iter_args: 1 != 0")
        );
        assert_eq!(check(&[i32], &[i32], Some(0), None), None);
        assert_eq!(
            check(&[i32], &[i32], Some(2), None).as_deref(),
            Some("'l.loop' op different number of region iter_args and yielded values: 1 != 2")
        );
        assert_eq!(
            check(&[i32], &[i32], None, Some(&none[..])).as_deref(),
            Some("'l.loop' op different number of loop results and region iter_args: 0 != 1")
        );
        assert_eq!(
            check(&[i32], &[f32], None, None).as_deref(),
            Some(
                "'l.loop' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'f32'"
            )
        );
        assert_eq!(
            check(&[i32], &[i32], None, Some(&one_f32[..])).as_deref(),
            Some(
                "'l.loop' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'"
            )
        );
    }
}
