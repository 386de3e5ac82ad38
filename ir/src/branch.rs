//! The branch op interface: which operands of a branching terminator are forwarded to the
//! arguments of each successor block (MLIR's `BranchOpInterface` and `SuccessorOperands`), and
//! the edits that keep the two in step when block arguments are added or removed.
//!
//! An op kind implements [`BranchOpInterface`] in its descriptor (`descriptor.interfaces.insert::<dyn
//! BranchOpInterface>(...)`). Generic code then asks [`branch_interface`] and reads or edits the
//! forwarded operands with the helpers here; [`splice_operands`] also keeps an
//! `operandSegmentSizes` attribute right. An op with successors but without the interface is
//! opaque: transformations must leave its successors' block arguments alone. Region-based control
//! flow (MLIR's `RegionBranchOpInterface`) is not modelled here.

use crate::attrs::{Attribute, DenseArrayAttr, NamedAttr};
use crate::context::Context;
use crate::structure::{Body, IrError, OpId, Value, dictionary_entries};
use crate::verifier::traits::dense_i32_array;
use std::ops::Range;

pub mod standard;
pub mod switch;

/// The name of the attribute that sizes an op's operand groups.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";

/// The operands a branch passes to one successor. The successor's first `produced` block
/// arguments get values the branch op makes itself (MLIR's produced operands, e.g. the result of
/// an invoke); the following ones get the op's operands in `forwarded`, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// How many leading block arguments the op produces itself.
    pub produced: usize,
    /// The op's operands forwarded to the block arguments after the produced ones.
    pub forwarded: Range<usize>,
    /// The operand group holding `forwarded`, for ops whose groups are sized by an
    /// `operandSegmentSizes` attribute: editing the forwarded operands resizes that group.
    pub segment: Option<usize>,
}

impl SuccessorOperands {
    /// Forwarded operands `forwarded`, nothing produced, no segment attribute.
    pub fn forwarded(forwarded: Range<usize>) -> Self {
        SuccessorOperands {
            produced: 0,
            forwarded,
            segment: None,
        }
    }

    /// The forwarded operands that make up operand group `segment` of `op`, whose groups are
    /// sized by its `operandSegmentSizes` attribute (as `cf.cond_br`'s are); an empty range
    /// when the attribute is missing or too short.
    pub fn of_segment(ctx: &Context, body: &Body, op: OpId, segment: usize) -> Self {
        let sizes = segment_sizes(ctx, body, op).map_or(Vec::new(), |(sizes, _)| sizes);
        let size = |i: usize| sizes.get(i).map_or(0, |&s| s.max(0) as usize);
        let start: usize = (0..segment).map(size).sum();
        SuccessorOperands {
            produced: 0,
            forwarded: start..start + size(segment),
            segment: Some(segment),
        }
    }

    /// How many block arguments of the successor these operands cover.
    pub fn len(&self) -> usize {
        self.produced + self.forwarded.len()
    }

    /// Whether the successor gets no value at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The op interface of branching terminators. See the module documentation.
pub trait BranchOpInterface: Send + Sync {
    /// The operands `op` passes to successor `successor`.
    fn successor_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        successor: usize,
    ) -> SuccessorOperands;

    /// The successor `op` takes when its operands have the constant values `operands` (`None`
    /// where not known), when that decides it (MLIR's `getSuccessorForOperands`, used by
    /// constant propagation). The default decides nothing: every successor may be taken.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let _ = (ctx, body, op, operands);
        None
    }

    /// Replaces the operands forwarded to successor `successor` with `values` (any number).
    /// The default splices the op's operand list with [`splice_operands`].
    fn set_forwarded_operands(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        successor: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        let operands = self.successor_operands(ctx, body, op, successor);
        splice_operands(ctx, body, op, operands.forwarded, operands.segment, values)
    }
}

/// The branch interface of `op`'s kind, if it is registered and implements it.
pub fn branch_interface<'c>(
    ctx: &'c Context,
    body: &Body,
    op: OpId,
) -> Option<&'c dyn BranchOpInterface> {
    crate::descriptor::op_interface(ctx, body, op)
}

/// The operands of `op` forwarded to successor `successor`, or `None` when `op` does not
/// implement the interface (or its answer is out of range).
pub fn forwarded_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    successor: usize,
) -> Option<Vec<Value>> {
    let operands = branch_interface(ctx, body, op)?.successor_operands(ctx, body, op, successor);
    (operands.forwarded.end <= body.num_operands(op)).then(|| {
        operands
            .forwarded
            .filter_map(|index| body.operand(op, index))
            .collect()
    })
}

/// The block argument that operand `operand` of `op` is forwarded to, if it is a forwarded
/// operand of a branch (MLIR's `getSuccessorBlockArgument`).
pub fn successor_block_argument(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operand: usize,
) -> Option<Value> {
    let interface = branch_interface(ctx, body, op)?;
    (0..body.num_successors(op)).find_map(|successor| {
        let operands = interface.successor_operands(ctx, body, op, successor);
        if !operands.forwarded.contains(&operand) {
            return None;
        }
        let block = body.successor(op, successor)?;
        let index = operands.produced + operand - operands.forwarded.start;
        body.block_arg(block, index)
    })
}

/// Removes forwarded operand `index` (counted among the forwarded operands) of successor
/// `successor`. Fails when `op` lacks the interface or `index` is out of range.
pub fn erase_forwarded_operand(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    successor: usize,
    index: usize,
) -> Result<(), IrError> {
    let mut values = forwarded_operands(ctx, body, op, successor).ok_or(IrError::Detached)?;
    if index >= values.len() {
        return Err(IrError::OutOfRange {
            what: "forwarded operand",
            index,
            len: values.len(),
        });
    }
    values.remove(index);
    set_forwarded(ctx, body, op, successor, &values)
}

/// Appends `values` to the operands forwarded to successor `successor`.
pub fn append_forwarded_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    successor: usize,
    values: &[Value],
) -> Result<(), IrError> {
    let mut all = forwarded_operands(ctx, body, op, successor).ok_or(IrError::Detached)?;
    all.extend_from_slice(values);
    set_forwarded(ctx, body, op, successor, &all)
}

fn set_forwarded(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    successor: usize,
    values: &[Value],
) -> Result<(), IrError> {
    let interface = branch_interface(ctx, body, op).ok_or(IrError::Detached)?;
    interface.set_forwarded_operands(ctx, body, op, successor, values)
}

/// Replaces operands `range` of `op` with `values`. When `segment` is given, operand group
/// `segment` of the op's `operandSegmentSizes` attribute (in its properties or, failing that, its
/// discardable attributes) grows or shrinks by the difference.
pub fn splice_operands(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    range: Range<usize>,
    segment: Option<usize>,
    values: &[Value],
) -> Result<(), IrError> {
    let len = body.num_operands(op);
    if range.start > range.end || range.end > len {
        return Err(IrError::OutOfRange {
            what: "operand",
            index: range.end,
            len,
        });
    }
    let resized = match segment {
        Some(segment) => Some(resized_segments(
            ctx,
            body,
            op,
            segment,
            range.len(),
            values.len(),
        )?),
        None => None,
    };
    let mut operands: Vec<Value> = body.operands(op).collect();
    operands.splice(range, values.iter().copied());
    body.set_operands(op, &operands);
    if let Some((sizes, in_props)) = resized {
        let attr = DenseArrayAttr::from_i32(ctx, &sizes).attr();
        if in_props {
            let props = body.op_props(op).unwrap_or(ctx.common().empty_dict);
            let mut entries: Vec<NamedAttr> = dictionary_entries(ctx, props).to_vec();
            entries.push(NamedAttr {
                name: ctx.string_attr(OPERAND_SEGMENT_SIZES),
                value: attr,
            });
            body.set_op_props(op, Some(ctx.dictionary(entries)));
        } else {
            body.set_attr(ctx, op, OPERAND_SEGMENT_SIZES, attr);
        }
    }
    Ok(())
}

/// The op's `operandSegmentSizes`, and whether they live in its properties (else in its
/// discardable attributes).
fn segment_sizes(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<i32>, bool)> {
    let in_props = body.op_props(op).and_then(|props| {
        crate::structure::dictionary_get(ctx, props, OPERAND_SEGMENT_SIZES.as_bytes())
    });
    let (attr, is_prop): (Attribute, bool) = match in_props {
        Some(attr) => (attr, true),
        None => (body.attr(ctx, op, OPERAND_SEGMENT_SIZES)?, false),
    };
    Some((dense_i32_array(ctx, attr)?, is_prop))
}

/// The op's segment sizes with group `segment` changed from `old` to `new` values, and whether
/// they live in the properties.
fn resized_segments(
    ctx: &Context,
    body: &Body,
    op: OpId,
    segment: usize,
    old: usize,
    new: usize,
) -> Result<(Vec<i32>, bool), IrError> {
    let (mut sizes, is_prop) = segment_sizes(ctx, body, op).ok_or(IrError::Detached)?;
    let len = sizes.len();
    let size = sizes.get_mut(segment).ok_or(IrError::OutOfRange {
        what: "operand segment",
        index: segment,
        len,
    })?;
    let grown = i64::from(*size) - old as i64 + new as i64;
    *size = i32::try_from(grown).map_err(|_| IrError::OutOfRange {
        what: "operand segment size",
        index: segment,
        len,
    })?;
    Ok((sizes, is_prop))
}

/// The successor a conditional branch takes for its constant operands (MLIR's
/// `getSuccessorForOperands` of `cond_br`): the first for a true condition (operand 0), the
/// second for a false one, `None` when the condition is not a constant integer.
pub fn conditional_successor(ctx: &Context, operands: &[Option<Attribute>]) -> Option<usize> {
    let condition = operands.first().copied().flatten()?;
    let value = condition
        .dyn_cast::<crate::attrs::IntegerAttr>(ctx)?
        .value_i64(ctx)?;
    Some(if value != 0 { 0 } else { 1 })
}

/// The error of an operand edit on successor `successor` of `op` when `forwarded` (the range
/// the op's model found for it) is `None`: an op whose operands do not split into its groups,
/// or that lacks the successor, is left as it is.
pub fn require_forwarded(
    body: &Body,
    op: OpId,
    successor: usize,
    forwarded: Option<Range<usize>>,
) -> Result<Range<usize>, IrError> {
    forwarded.ok_or(IrError::OutOfRange {
        what: "successor",
        index: successor,
        len: body.num_successors(op),
    })
}

/// MLIR's check of a branch's forwarded operands against its successors' block arguments
/// (`branch has 2 operands for successor #0, but target block has 1`, `type mismatch for bb
/// argument #0 of successor #1`). `forwarded(successor)` gives the operand range passed to each
/// successor; a successor it gives none for (an op whose operands do not split into its groups)
/// is left to the op's generated checks.
pub fn verify_forwarded_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    forwarded: impl Fn(usize) -> Option<Range<usize>>,
) -> Result<(), crate::Diagnostic> {
    use crate::verifier::error_on_op;
    for successor in 0..body.num_successors(op) {
        let (Some(range), Some(block)) = (forwarded(successor), body.successor(op, successor))
        else {
            continue;
        };
        let arguments: Vec<_> = body.block_args(block).collect();
        if range.len() != arguments.len() {
            return Err(error_on_op(
                ctx,
                body,
                op,
                format!(
                    "branch has {} operands for successor #{successor}, but target block has {}",
                    range.len(),
                    arguments.len()
                ),
            ));
        }
        for (i, (operand, argument)) in range.zip(arguments).enumerate() {
            let operand = body.operand(op, operand).map(|v| body.value_type(v));
            if operand != Some(body.value_type(argument)) {
                return Err(error_on_op(
                    ctx,
                    body,
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{successor}"),
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::structure::{BlockId, OperationState};
    use crate::text::parser::{ParseOptions, parse_source};
    use crate::text::printer::{PrintOptions, print_op};
    use crate::traits::{Trait, TraitSet};

    /// `b.cond_br %cond, ^a(forwarded...), ^b(forwarded...)`, sized by `operandSegmentSizes`.
    struct CondBr;
    impl BranchOpInterface for CondBr {
        fn successor_operands(
            &self,
            ctx: &Context,
            body: &Body,
            op: OpId,
            successor: usize,
        ) -> SuccessorOperands {
            SuccessorOperands::of_segment(ctx, body, op, successor + 1)
        }
    }

    /// `b.invoke` produces the first argument of its only successor and forwards the rest.
    struct Invoke;
    impl BranchOpInterface for Invoke {
        fn successor_operands(
            &self,
            _: &Context,
            body: &Body,
            op: OpId,
            _: usize,
        ) -> SuccessorOperands {
            SuccessorOperands {
                produced: 1,
                forwarded: 0..body.num_operands(op),
                segment: None,
            }
        }
    }

    fn context() -> Context {
        let ctx = Context::new();
        let terminator = || TraitSet::new(&[Trait::IsTerminator]);
        let cond_br = OpDescriptor::new("b.cond_br").with_traits(terminator());
        cond_br
            .interfaces
            .insert::<dyn BranchOpInterface>(Box::new(CondBr));
        let invoke = OpDescriptor::new("b.invoke").with_traits(terminator());
        invoke
            .interfaces
            .insert::<dyn BranchOpInterface>(Box::new(Invoke));
        ctx.register_dialect(
            DialectDescriptor::new("b"),
            vec![
                cond_br,
                invoke,
                OpDescriptor::new("b.ret").with_traits(terminator()),
                OpDescriptor::new("b.func"),
            ],
        );
        ctx
    }

    const INPUT: &str = r#""b.func"() ({
^bb0(%c: i1, %x: i32, %y: i32):
  "b.cond_br"(%c, %x, %y) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%a: i32):
  "b.ret"() : () -> ()
^bb2(%b: i32):
  "b.ret"() : () -> ()
}) : () -> ()"#;

    fn parse(ctx: &Context) -> (crate::structure::OwnedOp, OpId, Vec<BlockId>) {
        let owned = parse_source(ctx, INPUT, &ParseOptions::default()).unwrap();
        let (scope, regions) = owned.body.region_scope(owned.op);
        let func = scope
            .block_ops(scope.region_entry(regions[0]).unwrap())
            .next()
            .unwrap();
        let region = scope.op_regions(func)[0];
        let blocks: Vec<BlockId> = scope.region_blocks(region).collect();
        let branch = scope.last_op(blocks[0]).unwrap();
        (owned, branch, blocks)
    }

    #[test]
    fn forwarded_operands_map_to_block_arguments() {
        let ctx = context();
        let (owned, branch, blocks) = parse(&ctx);
        let body = owned.body.nested_body(owned.op).unwrap();
        let args: Vec<Value> = body.block_args(blocks[0]).collect();
        assert_eq!(
            forwarded_operands(&ctx, body, branch, 1),
            Some(vec![args[2]])
        );
        assert_eq!(
            successor_block_argument(&ctx, body, branch, 1),
            body.block_arg(blocks[1], 0)
        );
        assert_eq!(successor_block_argument(&ctx, body, branch, 0), None);
    }

    #[test]
    fn editing_forwarded_operands_resizes_the_segment() {
        let ctx = context();
        let (mut owned, branch, blocks) = parse(&ctx);
        let body = owned.body.nested_body_mut(owned.op).unwrap();
        let x = body.block_arg(blocks[0], 1).unwrap();
        erase_forwarded_operand(&ctx, body, branch, 0, 0).unwrap();
        append_forwarded_operands(&ctx, body, branch, 1, &[x]).unwrap();
        let text = print_op(&ctx, &owned.body, owned.op, &PrintOptions::default());
        assert!(
            text.contains(
                r#""b.cond_br"(%arg0, %arg2, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 2>}>"#
            ),
            "{text}"
        );
    }

    #[test]
    fn produced_operands_shift_the_block_argument() {
        let ctx = context();
        let mut body = Body::new();
        let region = body.create_region();
        let i32 = ctx.common().i32;
        let loc = ctx.common().unknown_loc;
        let entry = body.create_block(&[(i32, loc)]);
        let target = body.create_block(&[(i32, loc), (i32, loc)]);
        body.append_block(region, entry).unwrap();
        body.append_block(region, target).unwrap();
        let x = body.block_arg(entry, 0).unwrap();
        let invoke = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("b.invoke"), loc)
                .operands(&[x])
                .successors(&[target]),
        );
        body.append_op(entry, invoke).unwrap();
        assert_eq!(
            successor_block_argument(&ctx, &body, invoke, 0),
            body.block_arg(target, 1)
        );
        assert_eq!(
            erase_forwarded_operand(&ctx, &mut body, invoke, 0, 1),
            Err(IrError::OutOfRange {
                what: "forwarded operand",
                index: 1,
                len: 1
            })
        );
    }

    #[test]
    fn ops_without_the_interface_are_opaque() {
        let ctx = context();
        let (mut owned, _, blocks) = parse(&ctx);
        let body = owned.body.nested_body_mut(owned.op).unwrap();
        let ret = body.last_op(blocks[1]).unwrap();
        assert!(branch_interface(&ctx, body, ret).is_none());
        assert_eq!(forwarded_operands(&ctx, body, ret, 0), None);
        assert_eq!(
            erase_forwarded_operand(&ctx, body, ret, 0, 0),
            Err(IrError::Detached)
        );
    }
}
