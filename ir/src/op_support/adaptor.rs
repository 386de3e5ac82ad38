//! What the generated operand adaptors (MLIR's `<Op>::Adaptor`) stand on: the converted
//! operands a conversion pattern receives, split into the op's operand groups, so that the
//! adaptor's named accessors read `lhs`, `offsets` or the optional `mask` instead of positions
//! in a flat list.

use super::{Groups, lost_value};
use crate::context::Context;
use crate::conversion::RemappedOperands;
use crate::rewrite::MatchFailure;
use crate::structure::{Body, OpId, Value};

/// The converted operands of one op, one value per original operand, split into the groups
/// of the op's spec. Built by a generated adaptor's `new`; read through its accessors.
#[derive(Clone, Debug)]
pub struct AdaptorGroups<'a> {
    values: &'a [Value],
    /// The range of `values` of each group, computed once from the original op.
    ranges: Vec<(usize, usize)>,
}

impl<'a> AdaptorGroups<'a> {
    /// The converted `operands` of `op`, split as `groups` (the op's `SHAPE.operands`) split its
    /// original operands. Fails, as a pattern does, when an operand was converted to other than
    /// one value (a 1:N conversion is read through [`RemappedOperands`] itself).
    pub fn new(
        ctx: &Context,
        body: &Body,
        op: OpId,
        groups: &Groups,
        operands: &'a RemappedOperands,
    ) -> Result<Self, MatchFailure> {
        let values = operands.one_to_one()?;
        let total = body.num_operands(op);
        if values.len() != total {
            return Err(MatchFailure::new(format!(
                "the pattern was given {} operands for an op with {total}",
                values.len()
            )));
        }
        let ranges = (0..groups.arities.len())
            .map(|index| {
                let range = groups.range(ctx, body, op, total, index);
                (range.start, range.end)
            })
            .collect();
        Ok(AdaptorGroups { values, ranges })
    }

    /// The values of group `index`; empty when the op did not fit its groups.
    pub fn group(&self, index: usize) -> &'a [Value] {
        let values: &'a [Value] = self.values;
        match self.ranges.get(index) {
            Some(&(start, end)) => values.get(start..end).unwrap_or(&[]),
            None => &[],
        }
    }

    /// The value of optional group `index`, if present.
    pub fn optional(&self, index: usize) -> Option<Value> {
        self.group(index).first().copied()
    }

    /// The value of single group `index`: on an op that does not have its spec's shape, the
    /// value naming nothing that the op wrapper's accessors give too.
    pub fn single(&self, index: usize, op: OpId) -> Value {
        self.optional(index).unwrap_or_else(|| lost_value(op))
    }

    /// Every converted operand, in order.
    pub fn all(&self) -> &'a [Value] {
        self.values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::OperationState;
    use crate::op_support::{Arity, Segments};

    #[test]
    fn groups_split_the_converted_operands_as_the_op_splits_its_own() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut body = Body::new();
        let i32 = ctx.common().i32;
        let source = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("test.source"), ctx.common().unknown_loc)
                .results(&[i32, i32, i32, i32]),
        );
        let values: Vec<Value> = (0..4).filter_map(|i| body.result(source, i)).collect();
        let op = body.create_op(
            &ctx,
            OperationState::new(ctx.op_name("test.user"), ctx.common().unknown_loc)
                .operands(&values),
        );
        // One single, a variadic group of two, one optional.
        static ARITIES: [Arity; 3] = [Arity::Single, Arity::Variadic, Arity::Single];
        let groups = Groups {
            arities: &ARITIES,
            segments: Segments::Implicit,
        };
        let mut operands = RemappedOperands::new();
        // The conversion gives other values: the adaptor reads those, split as the op's.
        for v in values.iter().rev() {
            operands.push(&[*v]);
        }
        let adaptor = AdaptorGroups::new(&ctx, &body, op, &groups, &operands).unwrap();
        assert_eq!(adaptor.single(0, op), values[3]);
        assert_eq!(adaptor.group(1), &[values[2], values[1]]);
        assert_eq!(adaptor.optional(2), Some(values[0]));
        assert_eq!(adaptor.group(7), &[] as &[Value]);
        // A 1:N conversion is the pattern's to handle.
        let mut one_to_two = RemappedOperands::new();
        one_to_two.push(&[values[0], values[1]]);
        for v in &values[1..] {
            one_to_two.push(&[*v]);
        }
        let error = AdaptorGroups::new(&ctx, &body, op, &groups, &one_to_two).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("operand #0 was converted to 2 values"),
            "{error}"
        );
    }
}
