//! The `constraints` of a rule: library constraints, native constraints, `hasOneUse` and
//! `sameType` on bound names, and the references they use (a field names a result of a bound op).

use super::*;

impl SourceWalker<'_> {
    /// A reference in a constraint, resolved to a slot (reading a result group for a field).
    pub fn reference(&mut self, r: &Reference) -> Option<(SlotId, SlotKind)> {
        let Some(bound) = self.m.bindings.get(&r.name.text).cloned() else {
            let d = unbound(&self.m, &r.name);
            self.error(d);
            return None;
        };
        if r.splice {
            let d = SpecDiagnostic::error(r.name.span, "`...` splices a group into a list")
                .with_help(format!("write `${}`", r.name.text));
            self.error(d);
            return None;
        }
        let SlotKind::Op(op) = bound.kind else {
            if let Some(field) = &r.field {
                let d = SpecDiagnostic::error(
                    field.span,
                    format!(
                        "`${}` is {}, it has no fields",
                        r.name.text,
                        bound.kind.noun()
                    ),
                )
                .with_help("fields name results of a bound op");
                self.error(d);
                return None;
            }
            return Some((bound.slot, bound.kind));
        };
        let group = match &r.field {
            Some(field) => self.result_field(op, &r.name.text, field)?,
            None => self.single_result_group(op, &r.name)?,
        };
        let slot = self.m.result_group(self.specs, bound.slot, group);
        Some((slot, self.m.slots[slot]))
    }

    pub(super) fn single_result_group(
        &mut self,
        op: OpRef,
        name: &crate::rules::dag::Name,
    ) -> Option<usize> {
        let info = self.specs.info(op);
        if info.op.results.len() == 1 {
            return Some(0);
        }
        let d = SpecDiagnostic::error(
            name.span,
            format!(
                "`${}` binds `{}`, which has {} result groups",
                name.text,
                info.full_name(),
                info.op.results.len()
            ),
        )
        .with_help(result_names_help(self.specs, op, &name.text));
        self.error(d);
        None
    }

    pub(super) fn result_field(
        &mut self,
        op: OpRef,
        name: &str,
        field: &crate::rules::dag::Field,
    ) -> Option<usize> {
        match result_field(self.specs, op, name, field) {
            Ok(group) => Some(group),
            Err(d) => {
                self.error(d);
                None
            }
        }
    }

    pub(super) fn constraint(&mut self, item: &Item) {
        match &item.kind {
            ItemKind::Constrained {
                constraint,
                bind: Some(name),
            } => {
                let r = Reference {
                    name: name.clone(),
                    field: None,
                    splice: false,
                };
                let arg = Item {
                    kind: ItemKind::Ref(r),
                    span: name.span,
                };
                self.apply_constraint(constraint, std::slice::from_ref(&arg));
            }
            ItemKind::Node(node) => match &node.head {
                Head::Constraint(c) => self.apply_constraint(c, &node.args),
                Head::Rust(path) => {
                    let mut args = Vec::new();
                    for arg in &node.args {
                        match &arg.kind {
                            ItemKind::Ref(r) => {
                                if let Some((slot, _)) = self.reference(r) {
                                    args.push(slot);
                                }
                            }
                            _ => {
                                let d = SpecDiagnostic::error(
                                    arg.span,
                                    format!(
                                        "a native constraint takes bound names, found {}",
                                        found(arg)
                                    ),
                                );
                                self.error(d);
                            }
                        }
                    }
                    self.m.steps.push(Step::Native {
                        path: path.text.clone(),
                        args,
                    });
                }
                Head::Directive(d) if d.text == "hasOneUse" => {
                    for arg in &node.args {
                        let slot = match &arg.kind {
                            ItemKind::Ref(r) => self.reference(r),
                            _ => None,
                        };
                        match slot {
                            Some((slot, SlotKind::Value)) => {
                                self.m.steps.push(Step::OneUse { value: slot })
                            }
                            _ => {
                                let d = SpecDiagnostic::error(
                                    arg.span,
                                    format!("`hasOneUse` takes values, found {}", found(arg)),
                                );
                                self.error(d);
                            }
                        }
                    }
                }
                Head::Directive(d) if d.text == "sameType" => self.same_type(d.span, &node.args),
                _ => self.not_a_constraint(item),
            },
            _ => self.not_a_constraint(item),
        }
    }

    /// `(sameType $a, $b, ...)`: values (at least two) that must have one type.
    fn same_type(&mut self, at: Span, args: &[Item]) {
        let mut values = Vec::new();
        for arg in args {
            let slot = match &arg.kind {
                ItemKind::Ref(r) => self.reference(r),
                _ => None,
            };
            match slot {
                Some((slot, SlotKind::Value)) => values.push(slot),
                _ => {
                    let message = format!("`sameType` takes values, found {}", found(arg));
                    self.error(SpecDiagnostic::error(arg.span, message));
                    return;
                }
            }
        }
        if values.len() < 2 {
            let d = SpecDiagnostic::error(at, "`sameType` compares at least two values")
                .with_help("write `(sameType $a, $b)`");
            return self.error(d);
        }
        self.m.steps.push(Step::SameType { values });
    }

    pub(super) fn not_a_constraint(&mut self, item: &Item) {
        let d = SpecDiagnostic::error(
            item.span,
            format!("expected a constraint, found {}", found(item)),
        )
        .with_help(
            "write `(Constraint $a, ...)`, `Constraint:$a`, `(crate::path::to_fn $a, ...)`, `(hasOneUse $a)` or `(sameType $a, $b)`",
        );
        self.error(d);
    }

    pub(super) fn apply_constraint(
        &mut self,
        c: &crate::lang::constraint::Constraint,
        args: &[Item],
    ) {
        if args.is_empty() {
            let d = SpecDiagnostic::error(c.span(), "a constraint applies to bound names")
                .with_help("write `(Constraint $a, ...)`");
            return self.error(d);
        }
        for arg in args {
            let resolved = match &arg.kind {
                ItemKind::Ref(r) => self.reference(r),
                _ => {
                    let d = SpecDiagnostic::error(
                        arg.span,
                        format!("a constraint applies to bound names, found {}", found(arg)),
                    );
                    self.error(d);
                    None
                }
            };
            let Some((slot, kind)) = resolved else {
                continue;
            };
            match kind {
                SlotKind::Value | SlotKind::Values => {
                    self.type_check(c, slot);
                }
                SlotKind::Attr | SlotKind::OptAttr => match resolve_attr(c, self.library) {
                    Ok(resolved) => self.m.steps.push(Step::Satisfies {
                        slot,
                        check: Check::Attr {
                            pred: resolved.pred,
                            name: resolved.base,
                            description: resolved.description,
                        },
                    }),
                    Err(errors) => {
                        for e in errors {
                            self.error(e);
                        }
                    }
                },
                other => {
                    let d = SpecDiagnostic::error(
                        arg.span,
                        format!(
                            "constraints apply to values and attributes; `{}` is {}",
                            crate::rules::dag::Item::dump(arg),
                            other.noun()
                        ),
                    )
                    .with_help("check it with a native constraint `(crate::path::to_fn ...)`");
                    self.error(d);
                }
            }
        }
    }
}
