//! Source patterns and constraints of a rule, checked against the op specs and turned into
//! match [`Step`]s: each op node is read from where the pattern says it is (the root, the op
//! defining an operand, a block's terminator, a user of a bound value for a further root), each
//! argument position is read only when the pattern looks at it, names are bound on first sight
//! and compared on every later one (DRR's repeated names), and constraints become checks.
//!
//! One walk produces one [`SourceMatch`] for one choice of operand orders of the `either`
//! directives; the rule checks walk once per choice. Errors are reported on the first walk only.
//! This module does not look at result patterns, except to add the steps reading what the
//! rewrite captures ([`SourceMatch::capture`]).

mod constraints;
mod regions;

use std::collections::HashMap;

use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use crate::lang::constraint::{Presence, Variadicity, resolve_attr, resolve_type};
use crate::lang::library::{Library, TypePred};

use super::dag::{Binding, Head, Item, ItemKind, Node, Reference, RegionItem};
use super::ir::{Check, SlotId, SlotKind, Step};
use super::positions::{
    Position, arity_error, describe_position, found, positions, result_field, result_names_help,
};
use super::specs::{Arity, OpRef, SpecSet};

/// The most `either` directives a rule may have (each doubles the ways it matches).
pub const MAX_EITHERS: usize = 6;

/// What a name of the source binds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bound {
    /// The slot.
    pub slot: SlotId,
    /// What it holds.
    pub kind: SlotKind,
    /// Where it was bound first.
    pub span: Span,
    /// Whether it is defined inside a matched region (a block argument, an op of the block):
    /// the rewrite moves or erases that block, so result patterns cannot use it.
    pub in_region: bool,
    /// For a region: the root (by index) owning it, if a root owns it.
    pub region_of_root: Option<usize>,
    /// For values: the one type the pattern or the op spec allows, if there is one.
    pub known_type: Option<TypePred>,
    /// For a group: whether it came from an optional group (at most one value).
    pub optional_group: bool,
}

/// What the rewrite asks the match for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CaptureSource {
    /// A bound name.
    Name(String),
    /// Result group `group` of the op bound to a name.
    Field(String, usize),
    /// Result group `group` of root `root`.
    RootResult(usize, usize),
    /// An attribute literal.
    AttrLiteral(String),
    /// A type literal.
    TypeLiteral(String),
}

/// One walk of a rule's source: its steps, slots and bindings.
#[derive(Clone, Debug, Default)]
pub struct SourceMatch {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The kind of each slot.
    pub slots: Vec<SlotKind>,
    /// The bound names.
    pub bindings: HashMap<String, Bound>,
    /// The names in binding order (for suggestions and stable output).
    pub order: Vec<String>,
    /// The root op slots, anchor first, with their kinds.
    pub roots: Vec<(SlotId, OpRef)>,
    /// Every matched op slot, with its kind.
    pub matched: Vec<(SlotId, OpRef)>,
    /// How many `either` directives the walk met.
    pub eithers: usize,
    /// Result groups already read, by (op slot, group).
    results: HashMap<(SlotId, usize), SlotId>,
}

impl SourceMatch {
    fn slot(&mut self, kind: SlotKind) -> SlotId {
        self.slots.push(kind);
        self.slots.len() - 1
    }

    /// The slot of result group `group` of op slot `op`, reading it if not read yet.
    pub fn result_group(&mut self, specs: &SpecSet, op: SlotId, group: usize) -> SlotId {
        if let Some(&slot) = self.results.get(&(op, group)) {
            return slot;
        }
        let SlotKind::Op(kind) = self.slots[op] else {
            return op;
        };
        let arity = specs.info(kind).result_arities()[group];
        let out = self.slot(if arity == Arity::Single {
            SlotKind::Value
        } else {
            SlotKind::Values
        });
        self.steps.push(Step::Result { op, group, out });
        self.results.insert((op, group), out);
        out
    }

    /// The slot holding what `source` asks for, adding the steps that read it (the checks made
    /// sure it exists).
    pub fn capture(&mut self, specs: &SpecSet, source: &CaptureSource) -> SlotId {
        match source {
            CaptureSource::Name(name) => self.bindings.get(name).map_or(0, |b| b.slot),
            CaptureSource::Field(name, group) => {
                let op = self.bindings.get(name).map_or(0, |b| b.slot);
                self.result_group(specs, op, *group)
            }
            CaptureSource::RootResult(root, group) => {
                let op = self.roots.get(*root).map_or(0, |r| r.0);
                self.result_group(specs, op, *group)
            }
            CaptureSource::AttrLiteral(text) => {
                let out = self.slot(SlotKind::Attr);
                self.steps.push(Step::AttrLiteral {
                    text: text.clone(),
                    out,
                });
                out
            }
            CaptureSource::TypeLiteral(text) => {
                let out = self.slot(SlotKind::Type);
                self.steps.push(Step::TypeLiteral {
                    text: text.clone(),
                    out,
                });
                out
            }
        }
    }
}

/// Walks the source DAGs `roots` and `constraints` of one rule with the `either` choices
/// `swaps` (missing choices mean "as written"). Errors go to `errors` when `report` is set.
pub struct SourceWalker<'a> {
    specs: &'a SpecSet,
    library: &'a Library,
    errors: Vec<SpecDiagnostic>,
    report: bool,
    swaps: &'a [bool],
    m: SourceMatch,
    /// The op slots matched inside each region being walked, innermost last.
    regions: Vec<Vec<SlotId>>,
    /// The index of the root being walked.
    root: usize,
}

impl<'a> SourceWalker<'a> {
    /// A walker with the `either` choices `swaps`.
    pub fn new(specs: &'a SpecSet, library: &'a Library, report: bool, swaps: &'a [bool]) -> Self {
        SourceWalker {
            specs,
            library,
            errors: Vec::new(),
            report,
            swaps,
            m: SourceMatch::default(),
            regions: Vec::new(),
            root: 0,
        }
    }

    /// Walks the roots and constraints; the match, or the errors (empty when not reporting).
    pub fn walk(
        mut self,
        roots: &[Item],
        constraints: &[Item],
    ) -> Result<SourceMatch, Vec<SpecDiagnostic>> {
        for (i, root) in roots.iter().enumerate() {
            self.root = i;
            self.root_pattern(root, i == 0);
        }
        for c in constraints {
            self.constraint(c);
        }
        if self.errors.is_empty() {
            Ok(self.m)
        } else {
            Err(self.errors)
        }
    }

    fn error(&mut self, d: SpecDiagnostic) {
        if self.report {
            self.errors.push(d);
        } else if self.errors.is_empty() {
            // A silent walk still fails: record that it did.
            self.errors.push(d);
        }
    }

    fn op_kind(&mut self, name: &super::dag::Name) -> Option<OpRef> {
        let found = self.specs.lookup(&name.text);
        if found.is_none() {
            let d = self.specs.unknown_op(&name.text, name.span);
            self.error(d);
        }
        found
    }

    fn root_pattern(&mut self, item: &Item, anchor: bool) {
        let ItemKind::Node(node) = &item.kind else {
            let d = SpecDiagnostic::error(
                item.span,
                format!("a source pattern is an op, found {}", found(item)),
            )
            .with_help("write `(<dialect>.<op> $arg, ...)`");
            return self.error(d);
        };
        let Head::Op(name) = &node.head else {
            let d = SpecDiagnostic::error(
                node.head.span(),
                format!("a source pattern is an op, found {}", found(item)),
            )
            .with_help("write `(<dialect>.<op> $arg, ...)`");
            return self.error(d);
        };
        let Some(op) = self.op_kind(name) else { return };
        let out = self.m.slot(SlotKind::Op(op));
        if anchor {
            self.m.steps.push(Step::Root { op, out });
        } else {
            // A further root is found among the users of a value bound already.
            let Some(value) = self.connecting_value(node) else {
                let d = SpecDiagnostic::error(
                    item.span,
                    format!(
                        "this root shares no bound value with the roots before it, so `{}` cannot be found",
                        name.text
                    ),
                )
                .with_help("use, as one of its operands, a `$name` bound by an earlier root");
                return self.error(d);
            };
            let exclude = self.m.roots.iter().map(|r| r.0).collect();
            self.m.steps.push(Step::User {
                value,
                op,
                exclude,
                out,
            });
        }
        self.m.roots.push((out, op));
        self.op_body(node, item.span, out, op);
    }

    /// A value bound already that a top-level operand of `node` names.
    fn connecting_value(&self, node: &Node) -> Option<SlotId> {
        node.args.iter().find_map(|arg| match &arg.kind {
            ItemKind::Ref(r) if r.field.is_none() => self
                .m
                .bindings
                .get(&r.name.text)
                .filter(|b| b.kind == SlotKind::Value)
                .map(|b| b.slot),
            ItemKind::Constrained { bind: Some(n), .. } => self
                .m
                .bindings
                .get(&n.text)
                .filter(|b| b.kind == SlotKind::Value)
                .map(|b| b.slot),
            _ => None,
        })
    }

    /// The binding, arguments and bookkeeping of the op node `node` read into `slot`.
    fn op_body(&mut self, node: &Node, span: Span, slot: SlotId, op: OpRef) {
        self.op_body_feeding(node, span, slot, op, false);
    }

    /// [`Self::op_body`] of a nested op; with `feeding`, `node.feeds` (which result feeds the
    /// enclosing operand) has been read, else it is an error.
    fn op_body_feeding(&mut self, node: &Node, span: Span, slot: SlotId, op: OpRef, feeding: bool) {
        if let (Some(field), false) = (&node.feeds, feeding) {
            self.error(crate::rules::dag::misplaced_feeds(field));
        }
        self.m.matched.push((slot, op));
        if let Some(region) = self.regions.last_mut() {
            region.push(slot);
        }
        match &node.binding {
            Some(Binding::One(name)) => self.bind(name, slot, SlotKind::Op(op), None),
            Some(Binding::Many(_, span)) => {
                let d = SpecDiagnostic::error(
                    *span,
                    "a list of names binds the outputs of a native call, not an op",
                )
                .with_help(
                    "bind the op with `:$name` and refer to its results as `$name.<result>`",
                );
                self.error(d);
            }
            None => {}
        }
        let before = self.errors.len();
        let args = self.flatten(&node.args);
        let positions = positions(self.specs, op);
        if self.errors.len() > before {
            // A malformed `either` was reported; the count would be wrong.
            return;
        }
        if args.len() != positions.len() {
            let d = arity_error(self.specs, op, args.len(), span);
            return self.error(d);
        }
        // Operands are read first, so that rules looking at the same operands in another
        // order (`either`) share the reads.
        let mut read = vec![None; args.len()];
        for (i, ((item, _), position)) in args.iter().zip(&positions).enumerate() {
            if let Position::Operand(group, arity) = *position
                && item.kind != ItemKind::Ignore
            {
                let kind = if arity == Arity::Single {
                    SlotKind::Value
                } else {
                    SlotKind::Values
                };
                let out = self.m.slot(kind);
                self.m.steps.push(Step::Operand {
                    op: slot,
                    group,
                    out,
                });
                read[i] = Some(out);
            }
        }
        for (i, ((item, _), position)) in args.iter().zip(&positions).enumerate() {
            self.argument(item, slot, op, *position, read[i]);
        }
        // `either` pairs must sit on single operands.
        for (i, (item, swapped)) in args.iter().enumerate() {
            if *swapped && !matches!(positions[i], Position::Operand(_, Arity::Single)) {
                let d = SpecDiagnostic::error(item.span, "`either` swaps two single operands")
                    .with_help(format!(
                        "{} is not a single operand",
                        describe_position(self.specs, op, positions[i])
                    ));
                self.error(d);
            }
        }
    }

    /// The arguments with each `(either a, b)` replaced by `a, b` (or `b, a` when this walk
    /// swaps it), each flagged when it came from an `either`.
    fn flatten<'i>(&mut self, args: &'i [Item]) -> Vec<(&'i Item, bool)> {
        let mut out = Vec::new();
        for arg in args {
            if let ItemKind::Node(n) = &arg.kind
                && let Head::Directive(name) = &n.head
                && name.text == "either"
            {
                if n.args.len() != 2 {
                    let d = SpecDiagnostic::error(
                        arg.span,
                        format!("`either` takes 2 operands, found {}", n.args.len()),
                    )
                    .with_help("write `(either $a, $b)` in place of two operands");
                    self.error(d);
                    continue;
                }
                let index = self.m.eithers;
                self.m.eithers += 1;
                if index >= MAX_EITHERS {
                    let d = SpecDiagnostic::error(
                        arg.span,
                        format!("a rule has at most {MAX_EITHERS} `either` directives"),
                    )
                    .with_help("split the rule in several rules");
                    self.error(d);
                }
                let swap = self.swaps.get(index).copied().unwrap_or(false);
                let (a, b) = if swap {
                    (&n.args[1], &n.args[0])
                } else {
                    (&n.args[0], &n.args[1])
                };
                out.push((a, true));
                out.push((b, true));
            } else {
                out.push((arg, false));
            }
        }
        out
    }

    /// The pattern `item` at `position` of op `op` (slot `op_slot`); `read` is the slot of the
    /// operand group, read already.
    fn argument(
        &mut self,
        item: &Item,
        op_slot: SlotId,
        op: OpRef,
        position: Position,
        read: Option<SlotId>,
    ) {
        if item.kind == ItemKind::Ignore {
            return;
        }
        match position {
            Position::Operand(group, arity) => {
                let Some(out) = read else { return };
                let declared = &self.specs.info(op).op.operands[group].constraint;
                let known = declared.pred.is_buildable().then(|| declared.pred.clone());
                if arity == Arity::Single {
                    self.value_pattern(item, out, known, op, position);
                } else {
                    self.group_pattern(item, out, known, arity == Arity::Optional, op, position);
                }
            }
            Position::Attr(index) => self.attr_pattern(item, op_slot, op, index),
            Position::Region(index) => self.region_pattern(item, op_slot, op, index),
            Position::Successor(index, variadic) => {
                let kind = if variadic {
                    SlotKind::Blocks
                } else {
                    SlotKind::Block
                };
                match &item.kind {
                    ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                        let out = self.m.slot(kind);
                        self.m.steps.push(Step::Successor {
                            op: op_slot,
                            index,
                            out,
                        });
                        self.bind(&r.name, out, kind, None);
                    }
                    ItemKind::List(list) if variadic => {
                        let out = self.m.slot(kind);
                        self.m.steps.push(Step::Successor {
                            op: op_slot,
                            index,
                            out,
                        });
                        self.list_elements(&list.items, out, SlotKind::Block, |w, item, slot| {
                            w.block_pattern(item, slot)
                        });
                        if let Some(name) = &list.bind {
                            self.bind(name, out, kind, None);
                        }
                    }
                    _ => self.wrong_item(item, op, position, "`$name` or `_`"),
                }
            }
        }
    }

    fn block_pattern(&mut self, item: &Item, slot: SlotId) {
        match &item.kind {
            ItemKind::Ignore => {}
            ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                self.bind(&r.name, slot, SlotKind::Block, None)
            }
            _ => {
                let d = SpecDiagnostic::error(
                    item.span,
                    format!("expected a successor `$name`, found {}", found(item)),
                );
                self.error(d);
            }
        }
    }

    fn wrong_item(&mut self, item: &Item, op: OpRef, position: Position, expected: &str) {
        let d = SpecDiagnostic::error(
            item.span,
            format!(
                "{} takes {expected}, found {}",
                describe_position(self.specs, op, position),
                found(item)
            ),
        );
        self.error(d);
    }

    /// A pattern on one value held in `slot`.
    fn value_pattern(
        &mut self,
        item: &Item,
        slot: SlotId,
        known: Option<TypePred>,
        op: OpRef,
        position: Position,
    ) {
        match &item.kind {
            ItemKind::Ignore => {}
            ItemKind::Ref(r) => {
                if self.plain_ref(r) {
                    self.bind(&r.name, slot, SlotKind::Value, known);
                }
            }
            ItemKind::Constrained { constraint, bind } => {
                let known = self.type_check(constraint, slot).or(known);
                if let Some(name) = bind {
                    self.bind(name, slot, SlotKind::Value, known);
                }
            }
            ItemKind::Node(node) => match &node.head {
                Head::Op(name) => {
                    let Some(kind) = self.op_kind(name) else {
                        return;
                    };
                    let out = self.m.slot(SlotKind::Op(kind));
                    self.m.steps.push(Step::Defining {
                        value: slot,
                        op: kind,
                        out,
                    });
                    if let (Some(field), Some(Binding::One(name))) = (&node.feeds, &node.binding)
                        && let Some(group) = self.result_field(kind, &name.text, field)
                    {
                        self.m.steps.push(Step::ResultOf {
                            value: slot,
                            op: out,
                            group,
                        });
                    }
                    self.op_body_feeding(node, item.span, out, kind, true);
                }
                Head::Rust(name) => self.native_matcher(node, name, slot),
                _ => self.wrong_item(item, op, position, "a value pattern"),
            },
            _ => self.wrong_item(item, op, position, "a value pattern"),
        }
    }

    /// A native matcher on the value in `slot` (DRR's `NativeCodeCall` with `$_self` in a
    /// source pattern): the function returns its outputs when the value matches; each argument
    /// of the node names one output, an attribute when it has an attribute constraint, a value
    /// otherwise.
    fn native_matcher(&mut self, node: &Node, name: &crate::rules::dag::Name, slot: SlotId) {
        if let Some(field) = &node.feeds {
            self.error(crate::rules::dag::misplaced_feeds(field));
        }
        if let Some(binding) = &node.binding {
            let span = match binding {
                Binding::One(n) => n.span,
                Binding::Many(_, span) => *span,
            };
            let d = SpecDiagnostic::error(span, "a native matcher binds its outputs, not itself")
                .with_help("name each output as an argument: `(crate::f I32Attr:$a, $b)`");
            return self.error(d);
        }
        let mut outputs = Vec::new();
        let mut bindings = Vec::new();
        for arg in &node.args {
            let (kind, check, bind) = match &arg.kind {
                ItemKind::Ignore => (SlotKind::Value, None, None),
                ItemKind::Ref(r) if self.plain_ref(r) => (SlotKind::Value, None, Some(&r.name)),
                ItemKind::Constrained { constraint, bind } => {
                    match resolve_attr(constraint, self.library) {
                        Ok(resolved) => (
                            SlotKind::Attr,
                            Some(Check::Attr {
                                pred: resolved.pred,
                                name: resolved.base,
                                description: resolved.description,
                            }),
                            bind.as_ref(),
                        ),
                        Err(_) => (SlotKind::Value, None, bind.as_ref()),
                    }
                }
                _ => {
                    let d = SpecDiagnostic::error(
                        arg.span,
                        format!("a native matcher's outputs are names, found {}", found(arg)),
                    )
                    .with_help("write `$name`, `Constraint:$name` or `_`");
                    self.error(d);
                    continue;
                }
            };
            let out = self.m.slot(kind);
            outputs.push(out);
            bindings.push((arg, out, kind, check, bind));
        }
        self.m.steps.push(Step::NativeMatch {
            path: name.text.clone(),
            value: slot,
            outputs,
        });
        for (arg, out, kind, check, bind) in bindings {
            let known = match (&arg.kind, check) {
                (_, Some(check)) => {
                    self.m.steps.push(Step::Satisfies { slot: out, check });
                    None
                }
                (ItemKind::Constrained { constraint, .. }, None) => {
                    self.type_check(constraint, out)
                }
                _ => None,
            };
            if let Some(name) = bind {
                self.bind(name, out, kind, known);
            }
        }
    }

    /// Whether `r` is a plain `$name` (reporting fields and splices, which bind nothing).
    fn plain_ref(&mut self, r: &Reference) -> bool {
        if let Some(field) = &r.field {
            let d = SpecDiagnostic::error(
                field.span,
                "a field refers to a result of a bound op; a source pattern binds names",
            )
            .with_help(format!("write `${}`", r.name.text));
            self.error(d);
            return false;
        }
        if r.splice {
            let d = SpecDiagnostic::error(r.name.span, "`...` binds the rest of a list").with_help(
                format!(
                    "write `[..., ${}...]` for the rest of a group, or `${}` for the whole group",
                    r.name.text, r.name.text
                ),
            );
            self.error(d);
            return false;
        }
        true
    }

    /// A pattern on a group of values held in `slot`.
    fn group_pattern(
        &mut self,
        item: &Item,
        slot: SlotId,
        known: Option<TypePred>,
        optional: bool,
        op: OpRef,
        position: Position,
    ) {
        let bind = |w: &mut Self, name: &super::dag::Name, known: Option<TypePred>| {
            w.bind(name, slot, SlotKind::Values, known);
            if let Some(b) = w.m.bindings.get_mut(&name.text) {
                b.optional_group = optional;
            }
        };
        match &item.kind {
            ItemKind::Ignore => {}
            ItemKind::Ref(r) => {
                if self.plain_ref(r) {
                    bind(self, &r.name, known);
                }
            }
            ItemKind::Constrained {
                constraint,
                bind: name,
            } => {
                let known = self.type_check(constraint, slot).or(known);
                if let Some(name) = name {
                    bind(self, name, known);
                }
            }
            ItemKind::List(list) => {
                self.list_elements(&list.items, slot, SlotKind::Value, |w, item, element| {
                    w.value_pattern(item, element, known.clone(), op, position)
                });
                if let Some(name) = &list.bind {
                    bind(self, name, None);
                }
            }
            _ => self.wrong_item(
                item,
                op,
                position,
                "a group pattern (`$name`, `[$a, $rest...]` or a constraint)",
            ),
        }
    }

    /// The elements of a list pattern on group `slot`: a length check, then each element read
    /// and matched by `element`; a last `$rest...` binds the remaining entries.
    fn list_elements(
        &mut self,
        items: &[Item],
        slot: SlotId,
        element_kind: SlotKind,
        mut element: impl FnMut(&mut Self, &Item, SlotId),
    ) {
        let group_kind = self.m.slots[slot];
        let rest = match items.last().map(|i| &i.kind) {
            Some(ItemKind::Ref(r)) if r.splice && r.field.is_none() => Some(&r.name),
            _ => None,
        };
        let fixed = if rest.is_some() {
            &items[..items.len() - 1]
        } else {
            items
        };
        // `[$rest...]` matches any group: nothing to count.
        if rest.is_none() || !fixed.is_empty() {
            self.m.steps.push(Step::Count {
                values: slot,
                len: fixed.len(),
                at_least: rest.is_some(),
            });
        }
        for (index, item) in fixed.iter().enumerate() {
            if let ItemKind::Ref(r) = &item.kind
                && r.splice
            {
                let d = SpecDiagnostic::error(
                    item.span,
                    "only the last entry of a list binds the rest",
                )
                .with_help("move `...` to the last entry");
                self.error(d);
                continue;
            }
            if item.kind == ItemKind::Ignore {
                continue;
            }
            let out = self.m.slot(element_kind);
            self.m.steps.push(Step::Element {
                values: slot,
                index,
                out,
            });
            element(self, item, out);
        }
        if let Some(name) = rest {
            let out = self.m.slot(group_kind);
            self.m.steps.push(Step::Tail {
                values: slot,
                from: fixed.len(),
                out,
            });
            self.bind(name, out, group_kind, None);
        }
    }

    /// Adds the check of a type constraint on `slot`; the one type it allows, if any.
    fn type_check(
        &mut self,
        constraint: &crate::lang::constraint::Constraint,
        slot: SlotId,
    ) -> Option<TypePred> {
        match resolve_type(constraint, self.library) {
            Ok(resolved) => {
                if resolved.variadicity != Variadicity::Single {
                    let d = SpecDiagnostic::error(
                        constraint.span(),
                        "a pattern constrains the type of each value, not how many there are",
                    )
                    .with_help(format!("write `{}`", resolved.name));
                    self.error(d);
                    return None;
                }
                let known = resolved.pred.is_buildable().then(|| resolved.pred.clone());
                self.m.steps.push(Step::Satisfies {
                    slot,
                    check: Check::Type {
                        pred: resolved.pred,
                        name: resolved.name,
                        description: resolved.description,
                    },
                });
                known
            }
            Err(errors) => {
                for e in errors {
                    self.error(e);
                }
                None
            }
        }
    }

    fn attr_pattern(&mut self, item: &Item, op_slot: SlotId, op: OpRef, index: usize) {
        let required = self.specs.info(op).attr_required(index);
        let read = |w: &mut Self, kind: SlotKind| {
            let out = w.m.slot(kind);
            w.m.steps.push(Step::Attr {
                op: op_slot,
                index,
                out,
            });
            out
        };
        match &item.kind {
            ItemKind::Ref(r) => {
                if self.plain_ref(r) {
                    let kind = if required {
                        SlotKind::Attr
                    } else {
                        SlotKind::OptAttr
                    };
                    let out = read(self, kind);
                    self.bind(&r.name, out, kind, None);
                }
            }
            ItemKind::Constrained { constraint, bind } => {
                match resolve_attr(constraint, self.library) {
                    Ok(resolved) => {
                        // An `OptionalAttr<...>` pattern also matches an absent attribute.
                        let kind = if resolved.presence == Presence::Required {
                            SlotKind::Attr
                        } else {
                            SlotKind::OptAttr
                        };
                        let out = read(self, kind);
                        self.m.steps.push(Step::Satisfies {
                            slot: out,
                            check: Check::Attr {
                                pred: resolved.pred,
                                name: resolved.base,
                                description: resolved.description,
                            },
                        });
                        if let Some(name) = bind {
                            self.bind(name, out, kind, None);
                        }
                    }
                    Err(errors) => {
                        for e in errors {
                            self.error(e);
                        }
                    }
                }
            }
            ItemKind::Node(node)
                if matches!(&node.head, Head::Directive(n) if n.text == "attr") =>
            {
                let text = match node.string_argument(item.span) {
                    Ok(text) => text,
                    Err(d) => return self.error(d),
                };
                let out = read(self, SlotKind::Attr);
                let literal = self.m.slot(SlotKind::Attr);
                self.m.steps.push(Step::AttrLiteral { text, out: literal });
                self.m.steps.push(Step::Same { a: out, b: literal });
                if let Some(Binding::One(name)) = &node.binding {
                    self.bind(name, out, SlotKind::Attr, None);
                }
            }
            _ => self.wrong_item(
                item,
                op,
                Position::Attr(index),
                "an attribute pattern (`$name`, a constraint such as `I64Attr:$v`, or `(attr \"...\")`)",
            ),
        }
    }

    /// Binds `name` to `slot`; a name bound already is compared instead (DRR's repeated
    /// names), which needs the same kind.
    fn bind(
        &mut self,
        name: &super::dag::Name,
        slot: SlotId,
        kind: SlotKind,
        known: Option<TypePred>,
    ) {
        let in_region = !self.regions.is_empty();
        if let Some(previous) = self.m.bindings.get(&name.text).cloned() {
            let same_kind = previous.kind == kind
                || matches!(
                    (previous.kind, kind),
                    (
                        SlotKind::Attr | SlotKind::OptAttr,
                        SlotKind::Attr | SlotKind::OptAttr
                    )
                );
            if matches!(kind, SlotKind::Op(_)) || !same_kind {
                let what = if same_kind {
                    "an op".to_string()
                } else {
                    format!("{} and {}", previous.kind.noun(), kind.noun())
                };
                let d = SpecDiagnostic::error(
                    name.span,
                    format!("`${}` is bound twice ({what})", name.text),
                )
                .with_help(if same_kind {
                    "rename one of them: a repeated name compares values, not ops"
                } else {
                    "rename one of them: a repeated name compares things of one kind"
                });
                self.error(d);
                return;
            }
            self.m.steps.push(Step::Same {
                a: previous.slot,
                b: slot,
            });
            return;
        }
        self.m.order.push(name.text.clone());
        self.m.bindings.insert(
            name.text.clone(),
            Bound {
                slot,
                kind,
                span: name.span,
                in_region,
                region_of_root: None,
                known_type: known,
                optional_group: false,
            },
        );
    }
}

/// The error for a reference to a name nothing binds, with a did-you-mean over the names
/// `m` binds.
pub fn unbound(m: &SourceMatch, name: &super::dag::Name) -> SpecDiagnostic {
    let d = SpecDiagnostic::error(name.span, format!("`${}` is not bound", name.text));
    match did_you_mean(&name.text, m.order.iter().map(String::as_str)) {
        Some(close) => d.with_help(format!("did you mean `${close}`?")),
        None if m.order.is_empty() => {
            d.with_help("bind it in the source pattern first (`$name` in an argument position)")
        }
        None => {
            let names: Vec<String> = m.order.iter().map(|n| format!("`${n}`")).collect();
            d.with_help(format!("the bound names are {}", names.join(", ")))
        }
    }
}
