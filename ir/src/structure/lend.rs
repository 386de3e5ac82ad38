//! Working on several isolated ops of one body at once: a split borrow of the body's op records
//! ([`Body::isolated_ops_mut`]), and lending one of them out as a body of its own
//! ([`IsolatedOpMut::lend`]).
//!
//! An isolated op's own data (name, location, attributes, properties, result types) lives in the
//! body that holds it, and its regions in the nested body it owns. A pass anchored on a function
//! needs `&mut` to both, while the passes on the other functions of the module hold theirs: the
//! op records are disjoint elements of the body's op arena, so the borrow checker splits them,
//! and each [`IsolatedOpMut`] reaches its op's record and, through it, the nested body. Lending
//! then moves the record for a while into a fresh body where the op is alone, so that code
//! written for "an op of a body" (passes, the verifier, the printer) runs on it unchanged. The
//! op's links in its block, its operands, the uses of its results and its successors stay
//! behind, since they refer to the holding body; the lent copy has none of them and its results
//! have no uses. It is not a way to move ops between bodies: the op returns to its slot when
//! the lend ends.

use super::body::{OpData, OpExtra, ResultSlot};
use super::pool::SlotRange;
use super::{Body, NONE, OpId, Use};
use crate::context::OpName;
use std::fmt;

/// One isolated op of a body, borrowed apart from the other ops of that body (see
/// [`Body::isolated_ops_mut`]): its record, and through it the nested body of its regions.
pub struct IsolatedOpMut<'a> {
    op: OpId,
    /// The name of the op whose region holds this op (it may live in an enclosing body).
    parent_name: Option<OpName>,
    data: &'a mut OpData,
    /// The op's result slots, in the holding body's pool (read only: other views borrow the
    /// same pool).
    results: &'a [ResultSlot],
}

impl fmt::Debug for IsolatedOpMut<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IsolatedOpMut({:?})", self.op)
    }
}

/// What went wrong while an op was lent (see [`IsolatedOpMut::lend`]); the holding body is
/// consistent either way.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LendError {
    /// The op was erased from the body it was lent in. It is back in its slot with its name,
    /// operands and results, but without regions.
    Erased,
    /// Ops were left beside the op in the body it was lent in (outside any of its regions);
    /// they were dropped.
    OpsLeftBeside(usize),
    /// The op's result types were changed while it was lent: the change was dropped, because
    /// the result slots stay in the holding body, shared with the other lent ops.
    ResultTypesChanged,
}

impl fmt::Display for LendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LendError::Erased => write!(f, "the op was erased while it was lent out"),
            LendError::ResultTypesChanged => {
                write!(
                    f,
                    "the op's result types were changed while it was lent out"
                )
            }
            LendError::OpsLeftBeside(count) => write!(
                f,
                "{count} op(s) were created beside the op, outside its regions, while it was lent out"
            ),
        }
    }
}

impl std::error::Error for LendError {}

impl Body {
    /// Mutable views of the isolated ops `ops` of this body, in the order given: each reaches its
    /// op's record and nested body, and the views are disjoint, so they can go to different
    /// threads. Ops that are not live or own no nested body, and repeated ids, are skipped.
    pub fn isolated_ops_mut(&mut self, ops: &[OpId]) -> Vec<IsolatedOpMut<'_>> {
        let parents: Vec<Option<OpName>> = ops.iter().map(|&op| self.parent_name(op)).collect();
        let pool = &self.result_slots;
        let mut slots: Vec<Option<&mut OpData>> = self
            .ops
            .iter_mut()
            .map(|data| (data.is_live() && data.nested().is_some()).then_some(data))
            .collect();
        ops.iter()
            .zip(parents)
            .filter_map(|(&op, parent_name)| {
                let data = slots.get_mut(op.0 as usize)?.take()?;
                let results = pool.get(data.results);
                Some(IsolatedOpMut {
                    op,
                    parent_name,
                    data,
                    results,
                })
            })
            .collect()
    }

    /// The view [`Body::isolated_ops_mut`] gives of one isolated op (without its cost in the
    /// number of ops of the body).
    pub fn isolated_op_mut(&mut self, op: OpId) -> Option<IsolatedOpMut<'_>> {
        let parent_name = self.parent_name(op);
        let data = self
            .ops
            .get_mut(op.0 as usize)
            .filter(|data| data.is_live() && data.nested().is_some())?;
        let results = self.result_slots.get(data.results);
        Some(IsolatedOpMut {
            op,
            parent_name,
            data,
            results,
        })
    }

    /// The name of the op whose region holds `op`, in this body or, at the top of a nested body,
    /// its owner; `None` for a detached op.
    fn parent_name(&self, op: OpId) -> Option<OpName> {
        self.contains_op(op)
            .then(|| crate::verifier::parent_op_name(self, op))
            .flatten()
    }
}

impl IsolatedOpMut<'_> {
    /// The op's id in the body it was borrowed from.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The op's name.
    pub fn name(&self) -> OpName {
        self.data.name
    }

    /// The op's nested body (where its regions live).
    pub fn nested_body(&mut self) -> Option<&mut Body> {
        self.data.nested_mut()
    }

    /// Runs `f` on a body where this op is alone, with its regions in its nested body as usual:
    /// `f` gets that body and the op's id in it. The op sits in a block of a region that no op of
    /// that body owns, and the body names as its owner the op that holds this op in the body it
    /// came from, so verification and printing see the op's parent as before. Changes to the
    /// op's name, location, attributes, properties, result types and regions come back with it.
    ///
    /// An op erased or ops created beside it while lent are reported as a [`LendError`] (with
    /// `f`'s result lost); the holding body stays consistent.
    pub fn lend<R>(&mut self, f: impl FnOnce(&mut Body, OpId) -> R) -> Result<R, LendError> {
        let extra = self.data.extra.get_or_insert_with(Box::default);
        let regions = std::mem::take(&mut extra.regions);
        let nested = extra.nested.take();
        let mut lent = Body::new();
        let results = lent
            .result_slots
            .alloc(self.results.iter().map(|slot| ResultSlot {
                ty: slot.ty,
                first_use: Use::NONE,
            }));
        let record = OpData {
            name: self.data.name,
            loc: self.data.loc,
            attrs: self.data.attrs,
            props: self.data.props,
            parent: super::BlockId(NONE),
            prev: OpId(NONE),
            next: OpId(NONE),
            order: 0,
            operands: SlotRange::default(),
            results,
            extra: Some(Box::new(OpExtra {
                regions,
                successors: Box::new([]),
                nested,
            })),
        };
        lent.owner = self.parent_name;
        let region = lent.create_region();
        let block = lent.create_block(&[]);
        lent.ops.push(record);
        let op = OpId(0);
        // A fresh region, block and detached op: linking them cannot fail.
        let _ = lent.append_block(region, block);
        let _ = lent.append_op(block, op);

        let result = f(&mut lent, op);

        if !lent.contains_op(op) {
            return Err(LendError::Erased);
        }
        let others = lent.num_ops() - 1;
        let record = std::mem::take(&mut lent.ops).swap_remove(op.0 as usize);
        self.data.name = record.name;
        self.data.loc = record.loc;
        self.data.attrs = record.attrs;
        self.data.props = record.props;
        let types_kept = lent
            .result_slots
            .get(record.results)
            .iter()
            .map(|slot| slot.ty)
            .eq(self.results.iter().map(|slot| slot.ty));
        if let Some(lent_extra) = record.extra {
            let extra = self.data.extra.get_or_insert_with(Box::default);
            extra.regions = lent_extra.regions;
            extra.nested = lent_extra.nested;
        }
        if !types_kept {
            return Err(LendError::ResultTypesChanged);
        }
        if others > 0 {
            return Err(LendError::OpsLeftBeside(others));
        }
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin::MODULE;
    use crate::context::Context;
    use crate::structure::{OperationState, WalkOrder};
    use crate::text::parser::{ParseOptions, parse_source};
    use crate::text::printer::{PrintOptions, print_op};

    const INPUT: &str = r#"module {
  "t.use"() {ref = @a} : () -> ()
  module @a {
    "t.x"() : () -> ()
  }
  module @b {
    "t.y"() : () -> ()
  }
}"#;

    fn parse(ctx: &Context) -> crate::OwnedOp {
        ctx.set_allow_unregistered_dialects(true);
        parse_source(ctx, INPUT, &ParseOptions::default()).unwrap()
    }

    fn modules(body: &Body, top: OpId) -> (Vec<OpId>, &Body) {
        let (scope, regions) = body.region_scope(top);
        let block = scope.region_entry(regions[0]).unwrap();
        let ops = scope
            .block_ops(block)
            .filter(|&op| scope.nested_body(op).is_some())
            .collect();
        (ops, scope)
    }

    #[test]
    fn sibling_isolated_ops_are_edited_on_threads_at_once() {
        let ctx = Context::new();
        let mut module = parse(&ctx);
        let (ops, _) = modules(&module.body, module.op);
        assert_eq!(ops.len(), 2);
        let scope = module.body.nested_body_mut(module.op).unwrap();
        let mut views = scope.isolated_ops_mut(&ops);
        std::thread::scope(|threads| {
            for view in views.iter_mut() {
                let ctx = &ctx;
                threads.spawn(move || {
                    view.lend(|body, op| {
                        // The op is alone in its body, its parent is still the module.
                        assert_eq!(body.num_ops(), 1);
                        assert_eq!(body.owner_name(), Some(ctx.op_name(MODULE)));
                        body.set_attr(ctx, op, "t.seen", ctx.common().unit);
                        let (nested, regions) = body.region_scope_mut(op);
                        let block = nested.region_entry(regions[0]).unwrap();
                        let state =
                            OperationState::new(ctx.op_name("t.new"), ctx.common().unknown_loc);
                        let new = nested.create_op(ctx, state);
                        nested.append_op(block, new).unwrap();
                    })
                    .unwrap();
                });
            }
        });
        drop(views);
        let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
        assert_eq!(
            text,
            "module {\n  \"t.use\"() {ref = @a} : () -> ()\n  module @a attributes {t.seen} {\n    \"t.x\"() : () -> ()\n    \"t.new\"() : () -> ()\n  }\n  module @b attributes {t.seen} {\n    \"t.y\"() : () -> ()\n    \"t.new\"() : () -> ()\n  }\n}\n"
        );
        crate::verifier::verify(&ctx, &module.body, module.op).unwrap();
    }

    #[test]
    fn views_follow_the_given_order_and_skip_what_is_not_isolated() {
        let ctx = Context::new();
        let mut module = parse(&ctx);
        let (mut ops, scope) = modules(&module.body, module.op);
        let user = scope
            .first_op(scope.op_parent_block(ops[0]).unwrap())
            .unwrap();
        ops.reverse();
        ops.push(user);
        ops.push(ops[0]);
        let scope = module.body.nested_body_mut(module.op).unwrap();
        let views = scope.isolated_ops_mut(&ops);
        let seen: Vec<OpId> = views.iter().map(|v| v.op()).collect();
        assert_eq!(seen, vec![ops[0], ops[1]]);
    }

    #[test]
    fn erasing_or_leaving_ops_beside_is_reported_and_the_body_stays_sound() {
        let ctx = Context::new();
        let mut module = parse(&ctx);
        let (ops, _) = modules(&module.body, module.op);
        let scope = module.body.nested_body_mut(module.op).unwrap();
        let mut view = scope.isolated_op_mut(ops[1]).unwrap();
        let left = view.lend(|body, _| {
            let state = OperationState::new(ctx.op_name("t.stray"), ctx.common().unknown_loc);
            body.create_op(&ctx, state);
        });
        assert_eq!(left, Err(LendError::OpsLeftBeside(1)));
        let erased = view.lend(|body, op| body.erase_op(op).unwrap());
        assert_eq!(erased, Err(LendError::Erased));
        assert!(view.nested_body().is_none());
        // The op is still in its block, without regions: the module prints and walks.
        let count = module.body.count_ops(module.op);
        assert_eq!(count, 5);
        let text = print_op(&ctx, &module.body, module.op, &PrintOptions::default());
        assert!(text.ends_with("  module @b \n}\n"), "{text}");
        let mut names = Vec::new();
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                names.push(ctx.op_name_str(body.op_name(op)).to_string())
            });
        assert_eq!(names.last().map(String::as_str), Some("builtin.module"));
    }
}
