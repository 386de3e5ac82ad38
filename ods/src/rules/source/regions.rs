//! Region patterns of source DAGs: a region bound whole, or its one block matched with its
//! arguments and exactly the ops of its statements (the last one the terminator).

use super::*;

impl SourceWalker<'_> {
    pub(super) fn region_pattern(&mut self, item: &Item, op_slot: SlotId, op: OpRef, index: usize) {
        let info = self.specs.info(op);
        if info.has_trait("IsolatedFromAbove") {
            let d = SpecDiagnostic::error(
                item.span,
                format!(
                    "the regions of `{}` are isolated from above and live in their own body",
                    info.full_name()
                ),
            )
            .with_help("write `_`: rules match within one body");
            return self.error(d);
        }
        if info.region(index).is_some_and(|k| k.variadic) {
            let d = SpecDiagnostic::error(
                item.span,
                format!(
                    "{} is variadic; patterns match single regions",
                    describe_position(self.specs, op, Position::Region(index))
                ),
            )
            .with_help("write `_`");
            return self.error(d);
        }
        let out = self.m.slot(SlotKind::Region);
        let root_index = self
            .m
            .roots
            .iter()
            .position(|r| r.0 == op_slot)
            .filter(|_| self.regions.is_empty());
        match &item.kind {
            ItemKind::Ref(r) => {
                if self.plain_ref(r) {
                    self.m.steps.push(Step::Region {
                        op: op_slot,
                        index,
                        out,
                    });
                    self.bind(&r.name, out, SlotKind::Region, None);
                    if let Some(b) = self.m.bindings.get_mut(&r.name.text) {
                        b.region_of_root = root_index;
                    }
                }
            }
            ItemKind::Region(region) => {
                self.m.steps.push(Step::Region {
                    op: op_slot,
                    index,
                    out,
                });
                if let Some(name) = &region.bind {
                    self.bind(name, out, SlotKind::Region, None);
                    if let Some(b) = self.m.bindings.get_mut(&name.text) {
                        b.region_of_root = root_index;
                    }
                }
                self.region_body(region, out);
            }
            _ => self.wrong_item(
                item,
                op,
                Position::Region(index),
                "a region pattern (`$name` or `{^(...) ...}`)",
            ),
        }
    }

    pub(super) fn region_body(&mut self, region: &RegionItem, slot: SlotId) {
        let args = region.args.as_deref().unwrap_or(&[]);
        if region.body.is_empty() && region.args.is_none() {
            self.m.steps.push(Step::BlockCount {
                region: slot,
                count: 0,
            });
            return;
        }
        self.m.steps.push(Step::BlockCount {
            region: slot,
            count: 1,
        });
        let block = self.m.slot(SlotKind::Block);
        self.m.steps.push(Step::Entry {
            region: slot,
            out: block,
        });
        self.m.steps.push(Step::ArgCount {
            block,
            count: args.len(),
        });
        self.regions.push(Vec::new());
        for (index, arg) in args.iter().enumerate() {
            if let Some(ty) = &arg.ty {
                let d = SpecDiagnostic::error(
                    ty.span,
                    "a source pattern constrains a block argument as `Constraint:$name`",
                )
                .with_help("move the constraint before the name");
                self.error(d);
                continue;
            }
            if arg.item.kind == ItemKind::Ignore {
                continue;
            }
            let out = self.m.slot(SlotKind::Value);
            self.m.steps.push(Step::BlockArg { block, index, out });
            self.block_arg_pattern(&arg.item, out);
        }
        let Some((last, rest)) = region.body.split_last() else {
            let d = SpecDiagnostic::error(
                args.last().map_or(Span::default(), |a| a.span),
                "a matched block needs its terminator",
            )
            .with_help("add the terminator's pattern after the arguments");
            self.error(d);
            self.regions.pop();
            return;
        };
        if let Some((node, name)) = self.statement_op(last)
            && let Some(kind) = self.op_kind(name)
        {
            let out = self.m.slot(SlotKind::Op(kind));
            self.m.steps.push(Step::Terminator {
                block,
                op: kind,
                out,
            });
            self.op_body(node, last.span, out, kind);
        }
        for statement in rest {
            let Some((node, name)) = self.statement_op(statement) else {
                continue;
            };
            let Some(kind) = self.op_kind(name) else {
                continue;
            };
            let out = self.m.slot(SlotKind::Op(kind));
            let exclude = self.regions.last().cloned().unwrap_or_default();
            self.m.steps.push(Step::BlockOp {
                block,
                op: kind,
                exclude,
                out,
            });
            self.op_body(node, statement.span, out, kind);
        }
        let ops = self.regions.pop().unwrap_or_default();
        if let Some(outer) = self.regions.last_mut() {
            outer.extend(ops.iter().copied());
        }
        self.m.steps.push(Step::Exactly { block, ops });
    }

    pub(super) fn block_arg_pattern(&mut self, item: &Item, slot: SlotId) {
        match &item.kind {
            ItemKind::Ref(r) => {
                if self.plain_ref(r) {
                    self.bind(&r.name, slot, SlotKind::Value, None);
                }
            }
            ItemKind::Constrained { constraint, bind } => {
                let known = self.type_check(constraint, slot);
                if let Some(name) = bind {
                    self.bind(name, slot, SlotKind::Value, known);
                }
            }
            _ => {
                let d = SpecDiagnostic::error(
                    item.span,
                    format!("expected a block argument pattern, found {}", found(item)),
                )
                .with_help("write `$name`, `Constraint:$name` or `_`");
                self.error(d);
            }
        }
    }

    pub(super) fn statement_op<'i>(
        &mut self,
        item: &'i Item,
    ) -> Option<(&'i Node, &'i crate::rules::dag::Name)> {
        if let ItemKind::Node(node) = &item.kind
            && let Head::Op(name) = &node.head
        {
            return Some((node, name));
        }
        let d = SpecDiagnostic::error(
            item.span,
            format!(
                "a statement of a matched block is an op, found {}",
                found(item)
            ),
        );
        self.error(d);
        None
    }
}
