//! Loops: MLIR's `LoopLikeOpInterface`, through which generic code (loop-invariant code
//! motion) learns which regions of an op are a loop body, which values come from outside it,
//! and where an op hoisted out of it goes, and which tells, for loops that have them, the
//! induction variables, bounds, steps, initial values, region iteration arguments, yielded
//! values and results; and MLIR's check of the interface (`verifyLoopLikeOpInterface`): a
//! loop's initial values, the region arguments that receive them, the values its body yields
//! and its results agree in number and type, with MLIR's messages.
//!
//! Dialects implement [`LoopLikeOpInterface`] (a spec names the model with `impl`) and call
//! [`verify_loop_like`] from their loops' region verifiers, passing [`LoopParts`]. This module
//! transforms nothing: `crate::transforms::licm` does.

use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::rewrite::FoldResult;
use crate::structure::{Body, InsertPoint, IrError, OpId, RegionId, Value};
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

/// The op interface of loops (MLIR's `LoopLikeOpInterface`). Only [`Self::loop_regions`] has
/// no default; the queries of parts a loop may lack answer `None` (or nothing) by default.
/// Bounds and steps are constants or values, as MLIR's `OpFoldResult`s: [`FoldResult`].
pub trait LoopLikeOpInterface: Send + Sync {
    /// The regions that make up the loop body, run on each iteration.
    fn loop_regions(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<RegionId>;

    /// Whether `value` is invariant in the loop `op`: by default, when it is not defined by
    /// `op` nor inside it.
    fn is_defined_outside_of_loop(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        value: Value,
    ) -> bool {
        let _ = ctx;
        !body.value_defined_in_op(value, op)
    }

    /// Moves `moved`, an op of the loop body whose operands are all invariant, out of the loop
    /// `op`: by default right before it.
    fn move_out_of_loop(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        moved: OpId,
    ) -> Result<(), IrError> {
        let _ = ctx;
        body.move_op(moved, InsertPoint::Before(op))
    }

    /// The induction variables, one per dimension, if the loop has them.
    fn induction_vars(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        let _ = (ctx, body, op);
        None
    }

    /// The lower bounds, one per induction variable, if the loop has them in this form.
    fn lower_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        let _ = (ctx, body, op);
        None
    }

    /// The upper bounds (exclusive), one per induction variable, if the loop has them in
    /// this form.
    fn upper_bounds(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        let _ = (ctx, body, op);
        None
    }

    /// The steps, one per induction variable, if the loop has them in this form.
    fn steps(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<FoldResult>> {
        let _ = (ctx, body, op);
        None
    }

    /// The initial values of the values carried across iterations (MLIR's `getInits`); none
    /// by default.
    fn inits(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        let _ = (ctx, body, op);
        Vec::new()
    }

    /// The region arguments receiving the carried values on each iteration; none by default.
    fn region_iter_args(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        let _ = (ctx, body, op);
        Vec::new()
    }

    /// The values the body yields to the next iteration; none by default.
    fn yielded_values(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<Value> {
        let _ = (ctx, body, op);
        Vec::new()
    }

    /// The results of the loop that receive the carried values, if the loop says which.
    fn loop_results(&self, ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
        let _ = (ctx, body, op);
        None
    }
}

/// The loop interface of `op`'s kind, if it is registered and implements it.
pub fn loop_like_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn LoopLikeOpInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

/// The one element of `list`, if it has exactly one (MLIR's `getSingle...` queries).
pub fn single<T>(list: Option<Vec<T>>) -> Option<T> {
    let mut list = list?;
    if list.len() == 1 { list.pop() } else { None }
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

    /// `l.for` has one body region whose first argument is its induction variable.
    struct Loop;
    impl LoopLikeOpInterface for Loop {
        fn loop_regions(&self, _: &Context, body: &Body, op: OpId) -> Vec<RegionId> {
            body.op_regions(op).to_vec()
        }
        fn induction_vars(&self, _: &Context, body: &Body, op: OpId) -> Option<Vec<Value>> {
            let entry = body.region_entry(body.op_regions(op)[0])?;
            Some(body.block_args(entry).take(1).collect())
        }
    }

    #[test]
    fn the_interface_defaults_and_queries() {
        let ctx = Context::new();
        let looped = OpDescriptor::new("l.for");
        looped
            .interfaces
            .insert::<dyn LoopLikeOpInterface>(Box::new(Loop));
        ctx.register_dialect(
            DialectDescriptor::new("l"),
            vec![looped, OpDescriptor::new("l.op")],
        );
        let loc = ctx.common().unknown_loc;
        let index = ctx.common().index;
        let mut body = Body::new();
        let outer = body.create_block(&[]);
        let make = |body: &mut Body, name: &str, operands: &[Value], regions: u32| {
            body.create_op(
                &ctx,
                OperationState::new(ctx.op_name(name), loc)
                    .operands(operands)
                    .results(&[index])
                    .regions(regions),
            )
        };
        let outside = make(&mut body, "l.op", &[], 0);
        body.append_op(outer, outside).unwrap();
        let looped = make(&mut body, "l.for", &[], 1);
        body.append_op(outer, looped).unwrap();
        let inner = body.create_block(&[(index, loc)]);
        body.append_block(body.op_regions(looped)[0], inner)
            .unwrap();
        let iv = body.block_arg(inner, 0).unwrap();
        let out = body.results(outside).next().unwrap();
        let invariant = make(&mut body, "l.op", &[out], 0);
        body.append_op(inner, invariant).unwrap();
        let model = loop_like_interface(&ctx, &body, looped).unwrap();
        assert!(loop_like_interface(&ctx, &body, outside).is_none());
        assert_eq!(single(model.induction_vars(&ctx, &body, looped)), Some(iv));
        assert_eq!(single(model.steps(&ctx, &body, looped)), None);
        assert!(model.inits(&ctx, &body, looped).is_empty());
        let made_inside = body.results(invariant).next().unwrap();
        assert!(model.is_defined_outside_of_loop(&ctx, &body, looped, out));
        assert!(!model.is_defined_outside_of_loop(&ctx, &body, looped, iv));
        assert!(!model.is_defined_outside_of_loop(&ctx, &body, looped, made_inside));
        model
            .move_out_of_loop(&ctx, &mut body, looped, invariant)
            .unwrap();
        assert_eq!(body.prev_op(looped), Some(invariant));
        assert!(model.is_defined_outside_of_loop(&ctx, &body, looped, made_inside));
    }
}
