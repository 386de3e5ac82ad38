//! Result patterns of a rule, checked against the op specs and turned into a [`Rewrite`]: the
//! ops to build (nested DAGs first), their operands, attributes, regions, successors, result
//! types and locations, native calls, inlined regions, and which values replace the roots'
//! results (the last declared values, as in DRR).
//!
//! Result types come, in order, from a `returnType` directive, from the generated builder when
//! it infers them, from the root results an op replaces, from a constraint admitting one type,
//! and from `AllTypesMatch`/`SameOperandsAndResultType` naming an operand; a result type none
//! of these gives is an error. What the rewrite needs from the match is asked for as
//! [`CaptureSource`]s, which the rule checks turn into slots of each match variant. This module
//! does not look at source patterns beyond the names they bind.

mod natives;
mod ops;
mod types;

use std::collections::{BTreeSet, HashMap};

use crate::diag::{Span, SpecDiagnostic, did_you_mean};
use crate::lang::constraint::{Variadicity, resolve_type};
use crate::lang::library::{Library, Signedness, TypePred};
use crate::names;

use super::dag::{Binding, FieldKind, Head, Item, ItemKind, Name, Node, Reference, RegionItem};
use super::ir::{
    ArgExpr, AttrExpr, BuildOp, Capture, LocExpr, NativeOutput, RegionExpr, Rewrite, SlotKind,
    Stmt, SuccExpr, TypeExpr, ValueExpr,
};
use super::positions::{Position, arity_error, describe_position, found, positions, result_field};
use super::source::{CaptureSource, SourceMatch, unbound};
use super::specs::{Arity, OpRef, SpecSet};

/// What a name bound in the result patterns stands for.
#[derive(Clone, Debug)]
enum ResultBound {
    /// A built op.
    Op { stmt: usize, op: OpRef },
    /// The outputs of a native call (or one of them).
    Outputs {
        stmt: usize,
        first: usize,
        count: usize,
    },
    /// An argument of a built block.
    BlockArg { stmt: usize, index: usize },
}

/// One value a top-level result pattern declares.
#[derive(Clone, Debug)]
struct Declared {
    expr: ValueExpr,
    many: bool,
    span: Span,
}

/// What an operand position wants.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Want {
    One,
    Optional,
    Many,
}

/// The rewrite of a rule and what it captures from the match.
#[derive(Clone, Debug)]
pub struct CheckedResult {
    /// The rewrite.
    pub rewrite: Rewrite,
    /// What each capture reads.
    pub sources: Vec<CaptureSource>,
    /// The captures.
    pub captures: Vec<Capture>,
    /// The kinds of the ops built, in order.
    pub built: Vec<OpRef>,
}

/// Checks the result patterns of one rule against the names its source binds (`src`, the first
/// variant).
pub struct ResultChecker<'a> {
    specs: &'a SpecSet,
    library: &'a Library,
    src: &'a SourceMatch,
    errors: Vec<SpecDiagnostic>,
    sources: Vec<CaptureSource>,
    captures: Vec<Capture>,
    known: Vec<Option<TypePred>>,
    rewrite: Rewrite,
    bound: HashMap<String, ResultBound>,
    /// The sequences statements go to: the top level, then the bodies of built regions.
    sequences: Vec<Vec<usize>>,
    moved: BTreeSet<String>,
    outside: BTreeSet<usize>,
    built: Vec<OpRef>,
}

impl<'a> ResultChecker<'a> {
    /// A checker over the source match `src`.
    pub fn new(specs: &'a SpecSet, library: &'a Library, src: &'a SourceMatch) -> Self {
        ResultChecker {
            specs,
            library,
            src,
            errors: Vec::new(),
            sources: Vec::new(),
            captures: Vec::new(),
            known: Vec::new(),
            rewrite: Rewrite::default(),
            bound: HashMap::new(),
            sequences: vec![Vec::new()],
            moved: BTreeSet::new(),
            outside: BTreeSet::new(),
            built: Vec::new(),
        }
    }

    /// Checks `results` (top-level result DAGs) and `supplemental` (native calls run after
    /// them); `rule_span` is where errors about the rule as a whole point.
    pub fn check(
        mut self,
        results: &[Item],
        supplemental: &[Item],
        rule_span: Span,
    ) -> Result<CheckedResult, Vec<SpecDiagnostic>> {
        // The root result groups the last declared values replace.
        let root_groups: Vec<(usize, usize, Arity)> = self
            .src
            .roots
            .iter()
            .enumerate()
            .flat_map(|(r, &(_, op))| {
                self.specs
                    .info(op)
                    .result_arities()
                    .into_iter()
                    .enumerate()
                    .map(move |(g, a)| (r, g, a))
            })
            .collect();
        let k = root_groups.len();
        let names = self.result_op_names(results);
        let counts: Vec<usize> = results
            .iter()
            .map(|i| self.declared_count(i, k, &names))
            .collect();
        let total: usize = counts.iter().sum();
        if total < k {
            let span = results.last().map_or(rule_span, |i| i.span);
            let roots: Vec<String> = self
                .src
                .roots
                .iter()
                .map(|&(_, op)| format!("`{}`", self.specs.info(op).full_name()))
                .collect();
            self.errors.push(
                SpecDiagnostic::error(
                    span,
                    format!(
                        "the result patterns give {total} value{}, but {} {} {k} result group{} to replace",
                        plural(total),
                        roots.join(", "),
                        if roots.len() == 1 { "has" } else { "have" },
                        plural(k)
                    ),
                )
                .with_help("end the result patterns with one value per result group (an op, `$name` or `(replaceWithValue $name)`)"),
            );
            return Err(self.errors);
        }
        let start = total - k;
        let mut offset = 0;
        let mut declared = Vec::new();
        for (item, &count) in results.iter().zip(&counts) {
            let range = offset..offset + count;
            offset += count;
            let hint = if range.start >= start && count > 0 {
                Some(&root_groups[range.start - start..range.end - start])
            } else {
                if range.end > start && is_op_node(item) {
                    self.errors.push(
                        SpecDiagnostic::error(
                            item.span,
                            "this op would be both an auxiliary op and a replacement: only some of its results replace root results",
                        )
                        .with_help("give the replaced results with separate patterns after it, e.g. `$name.<result>`"),
                    );
                }
                None
            };
            let values = self.top_level(item, hint, k);
            declared.extend(values);
        }
        for item in supplemental {
            self.supplemental(item);
        }
        if !self.errors.is_empty() {
            return Err(self.errors);
        }
        // Declared values and estimated counts agree for a file without errors; when they do
        // not (an unknown name reported above), nothing is replaced.
        let replacing = declared.len().saturating_sub(k);
        let mut replacements: Vec<Vec<ValueExpr>> = vec![Vec::new(); self.src.roots.len()];
        for (value, &(root, group, arity)) in declared[replacing..].iter().zip(&root_groups) {
            if value.many && arity == Arity::Single {
                let info = self.specs.info(self.src.roots[root].1);
                self.errors.push(
                    SpecDiagnostic::error(
                        value.span,
                        format!(
                            "a group of values cannot replace the single result `{}` of `{}`",
                            info.op.results[group].spec.name.value,
                            info.full_name()
                        ),
                    )
                    .with_help("replace it with one value"),
                );
            }
            replacements[root].push(value.expr.clone());
        }
        if !self.errors.is_empty() {
            return Err(self.errors);
        }
        self.rewrite.replacements = replacements;
        self.rewrite.top = self.sequences.swap_remove(0);
        let roots_have_regions = self
            .src
            .roots
            .iter()
            .any(|&(_, op)| !self.specs.info(op).op.regions.is_empty());
        if roots_have_regions {
            self.rewrite.outside_values = self.outside.iter().copied().collect();
        }
        Ok(CheckedResult {
            rewrite: self.rewrite,
            sources: self.sources,
            captures: self.captures,
            built: self.built,
        })
    }

    /// The ops named by bindings of op nodes anywhere in the result patterns.
    fn result_op_names(&self, results: &[Item]) -> HashMap<String, OpRef> {
        fn walk(specs: &SpecSet, item: &Item, out: &mut HashMap<String, OpRef>) {
            match &item.kind {
                ItemKind::Node(n) => {
                    if let (Head::Op(name), Some(Binding::One(b))) = (&n.head, &n.binding)
                        && let Some(op) = specs.lookup(&name.text)
                    {
                        out.insert(b.text.clone(), op);
                    }
                    for a in &n.args {
                        walk(specs, a, out);
                    }
                }
                ItemKind::Region(r) => r.body.iter().for_each(|i| walk(specs, i, out)),
                ItemKind::List(l) => l.items.iter().for_each(|i| walk(specs, i, out)),
                _ => {}
            }
        }
        let mut out = HashMap::new();
        for item in results {
            walk(self.specs, item, &mut out);
        }
        out
    }

    /// How many values the top-level pattern `item` declares (before checking it).
    fn declared_count(&self, item: &Item, k: usize, names: &HashMap<String, OpRef>) -> usize {
        match &item.kind {
            ItemKind::Node(n) => match &n.head {
                Head::Op(name) => self
                    .specs
                    .lookup(&name.text)
                    .map_or(1, |op| self.specs.info(op).op.results.len()),
                Head::Directive(d) if d.text == "inline" => k,
                Head::Rust(_) => match &n.binding {
                    Some(Binding::Many(names, _)) => names.len(),
                    _ => 1,
                },
                _ => 1,
            },
            ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                let op = match self.src.bindings.get(&r.name.text) {
                    Some(b) => match b.kind {
                        SlotKind::Op(op) => Some(op),
                        _ => None,
                    },
                    None => names.get(&r.name.text).copied(),
                };
                op.map_or(1, |op| self.specs.info(op).op.results.len())
            }
            _ => 1,
        }
    }

    fn error(&mut self, d: SpecDiagnostic) {
        self.errors.push(d);
    }

    /// The capture reading `source` (one per distinct source).
    fn capture(&mut self, source: CaptureSource, kind: SlotKind, known: Option<TypePred>) -> usize {
        if let Some(i) = self.sources.iter().position(|s| *s == source) {
            return i;
        }
        let base = match &source {
            CaptureSource::Name(n) => names::snake_case(n),
            CaptureSource::Field(n, g) => {
                let op = match self.src.bindings.get(n).map(|b| b.kind) {
                    Some(SlotKind::Op(op)) => Some(op),
                    _ => None,
                };
                let result = op.map_or(g.to_string(), |op| {
                    names::snake_case(&self.specs.info(op).op.results[*g].spec.name.value)
                });
                format!("{}_{result}", names::snake_case(n))
            }
            CaptureSource::RootResult(r, g) => {
                let op = self.src.roots[*r].1;
                let result = names::snake_case(&self.specs.info(op).op.results[*g].spec.name.value);
                format!("root{r}_{result}")
            }
            CaptureSource::AttrLiteral(_) => "attr_literal".to_string(),
            CaptureSource::TypeLiteral(_) => "type_literal".to_string(),
        };
        let mut name = if is_reserved_local(&base) {
            format!("{base}_")
        } else {
            names::rust_ident(&base)
        };
        let mut n = 2;
        while self.captures.iter().any(|c| c.name == name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        self.sources.push(source);
        self.captures.push(Capture { name, kind });
        self.known.push(known);
        self.captures.len() - 1
    }

    fn root_result(&mut self, root: usize, group: usize) -> ValueExpr {
        let op = self.src.roots[root].1;
        let info = self.specs.info(op);
        let arity = info.result_arities()[group];
        let kind = if arity == Arity::Single {
            SlotKind::Value
        } else {
            SlotKind::Values
        };
        let known = buildable(&info.op.results[group].constraint.pred);
        ValueExpr::Capture(self.capture(CaptureSource::RootResult(root, group), kind, known))
    }

    fn push(&mut self, stmt: Stmt) -> usize {
        self.rewrite.stmts.push(stmt);
        let id = self.rewrite.stmts.len() - 1;
        if let Some(seq) = self.sequences.last_mut() {
            seq.push(id);
        }
        id
    }

    /// Checks a top-level result pattern; `hint` are the root result groups its values replace
    /// when it replaces some.
    fn top_level(
        &mut self,
        item: &Item,
        hint: Option<&[(usize, usize, Arity)]>,
        k: usize,
    ) -> Vec<Declared> {
        let one = |expr: ValueExpr, many: bool| {
            vec![Declared {
                expr,
                many,
                span: item.span,
            }]
        };
        match &item.kind {
            ItemKind::Node(node) => match &node.head {
                Head::Op(_) => {
                    let Some((stmt, op)) = self.build_op(node, item.span, hint) else {
                        return Vec::new();
                    };
                    let arities = self.specs.info(op).result_arities();
                    arities
                        .iter()
                        .enumerate()
                        .map(|(g, a)| Declared {
                            expr: ValueExpr::Out { stmt, index: g },
                            many: *a != Arity::Single,
                            span: item.span,
                        })
                        .collect()
                }
                Head::Directive(d) if d.text == "replaceWithValue" => match node.args.as_slice() {
                    [arg] => match self.value(arg, Want::Many) {
                        Some((expr, many)) => one(expr, many),
                        None => Vec::new(),
                    },
                    _ => {
                        self.error(
                            SpecDiagnostic::error(
                                item.span,
                                format!(
                                    "`replaceWithValue` takes one value, found {}",
                                    node.args.len()
                                ),
                            )
                            .with_help("write `(replaceWithValue $name)`"),
                        );
                        Vec::new()
                    }
                },
                Head::Directive(d) if d.text == "inline" => self.inline(node, item.span, k),
                Head::Rust(_) => {
                    let Some((stmt, count)) = self.native(node, item.span, None) else {
                        return Vec::new();
                    };
                    (0..count)
                        .map(|index| Declared {
                            expr: ValueExpr::Out { stmt, index },
                            many: false,
                            span: item.span,
                        })
                        .collect()
                }
                _ => {
                    self.error(
                        SpecDiagnostic::error(
                            item.span,
                            format!("expected a result pattern, found {}", found(item)),
                        )
                        .with_help("write an op, `$name`, `(replaceWithValue $name)`, `(inline $region, ...)` or a native call"),
                    );
                    Vec::new()
                }
            },
            ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                if let Some(groups) = self.op_groups(r) {
                    return groups
                        .into_iter()
                        .map(|(expr, many)| Declared {
                            expr,
                            many,
                            span: item.span,
                        })
                        .collect();
                }
                match self.value(item, Want::Many) {
                    Some((expr, many)) => one(expr, many),
                    None => Vec::new(),
                }
            }
            _ => match self.value(item, Want::Many) {
                Some((expr, many)) => one(expr, many),
                None => Vec::new(),
            },
        }
    }

    /// The result groups of the op a plain `$name` binds (source or result), if it binds one.
    fn op_groups(&mut self, r: &Reference) -> Option<Vec<(ValueExpr, bool)>> {
        if let Some(ResultBound::Op { stmt, op }) = self.bound.get(&r.name.text).cloned() {
            let arities = self.specs.info(op).result_arities();
            return Some(
                arities
                    .iter()
                    .enumerate()
                    .map(|(g, a)| (ValueExpr::Out { stmt, index: g }, *a != Arity::Single))
                    .collect(),
            );
        }
        let b = self.src.bindings.get(&r.name.text)?.clone();
        let SlotKind::Op(op) = b.kind else {
            return None;
        };
        if b.in_region {
            self.in_region_error(&r.name);
            return Some(Vec::new());
        }
        if self.is_root(b.slot) {
            self.root_result_error(&r.name);
            return Some(Vec::new());
        }
        let arities = self.specs.info(op).result_arities();
        Some(
            arities
                .iter()
                .enumerate()
                .map(|(g, a)| {
                    let many = *a != Arity::Single;
                    let kind = if many {
                        SlotKind::Values
                    } else {
                        SlotKind::Value
                    };
                    let known = buildable(&self.specs.info(op).op.results[g].constraint.pred);
                    let c = self.capture(CaptureSource::Field(r.name.text.clone(), g), kind, known);
                    self.outside.insert(c);
                    (ValueExpr::Capture(c), many)
                })
                .collect(),
        )
    }

    /// Whether `slot` is one of the roots, which the rewrite replaces.
    fn is_root(&self, slot: usize) -> bool {
        self.src.roots.iter().any(|r| r.0 == slot)
    }

    fn root_result_error(&mut self, name: &Name) {
        self.error(
            SpecDiagnostic::error(
                name.span,
                format!(
                    "`${}` is a root, whose results the rewrite replaces",
                    name.text
                ),
            )
            .with_help("use the values the root is built from (`$name` on its operands)"),
        );
    }

    fn in_region_error(&mut self, name: &Name) {
        self.error(
            SpecDiagnostic::error(
                name.span,
                format!(
                    "`${}` is defined inside a matched region, which the rewrite moves or erases",
                    name.text
                ),
            )
            .with_help("use it in constraints only, or move the whole region with `$region`"),
        );
    }

    /// A value (or group) expression for `item`; `want` says what the position takes. Returns
    /// the expression and whether it is a group.
    fn value(&mut self, item: &Item, want: Want) -> Option<(ValueExpr, bool)> {
        match &item.kind {
            ItemKind::Ref(r) => {
                if r.splice {
                    self.error(
                        SpecDiagnostic::error(item.span, "`...` splices a group into a list")
                            .with_help(format!(
                                "write `${}`, or `[..., ${}..., ...]`",
                                r.name.text, r.name.text
                            )),
                    );
                    return None;
                }
                self.reference(r)
            }
            ItemKind::Node(node) => match &node.head {
                Head::Op(name) => {
                    let (stmt, op) = self.build_op(node, item.span, None)?;
                    let info = self.specs.info(op);
                    match info.result_arities().as_slice() {
                        [arity] => {
                            Some((ValueExpr::Out { stmt, index: 0 }, *arity != Arity::Single))
                        }
                        arities => {
                            self.error(
                                SpecDiagnostic::error(
                                    name.span,
                                    format!(
                                        "`{}` has {} result groups, so it is not one value",
                                        info.full_name(),
                                        arities.len()
                                    ),
                                )
                                .with_help(format!(
                                    "bind it (`({}:$name ...)`) and use one result (`$name.<result>`)",
                                    info.full_name()
                                )),
                            );
                            None
                        }
                    }
                }
                Head::Rust(_) => {
                    let output = if want == Want::Many {
                        NativeOutput::Group
                    } else {
                        NativeOutput::Value
                    };
                    let (stmt, _) = self.native(node, item.span, Some(output))?;
                    Some((
                        ValueExpr::Out { stmt, index: 0 },
                        output == NativeOutput::Group,
                    ))
                }
                _ => {
                    self.error(SpecDiagnostic::error(
                        item.span,
                        format!("expected a value, found {}", found(item)),
                    ));
                    None
                }
            },
            ItemKind::List(list) => {
                if list.bind.is_some() {
                    self.error(
                        SpecDiagnostic::error(
                            item.span,
                            "a list in a result pattern binds nothing",
                        )
                        .with_help("remove `:$name`"),
                    );
                }
                let mut entries = Vec::new();
                for element in &list.items {
                    if let ItemKind::Ref(r) = &element.kind
                        && r.splice
                    {
                        let plain = Reference {
                            splice: false,
                            ..r.clone()
                        };
                        let (expr, _) = self.reference(&plain)?;
                        entries.push((expr, true));
                    } else {
                        let (expr, many) = self.value(element, Want::One)?;
                        if many {
                            self.error(
                                SpecDiagnostic::error(
                                    element.span,
                                    "a group inside a list is spliced with `...`",
                                )
                                .with_help("write `$name...`"),
                            );
                        }
                        entries.push((expr, false));
                    }
                }
                Some((ValueExpr::List(entries), true))
            }
            ItemKind::Ignore => match want {
                Want::One => {
                    self.error(
                        SpecDiagnostic::error(item.span, "a single operand cannot be left out")
                            .with_help("give a value"),
                    );
                    None
                }
                Want::Optional => Some((ValueExpr::Absent, false)),
                Want::Many => Some((ValueExpr::List(Vec::new()), true)),
            },
            _ => {
                self.error(SpecDiagnostic::error(
                    item.span,
                    format!("expected a value, found {}", found(item)),
                ));
                None
            }
        }
    }

    /// A reference in a result pattern: a result-side name, or a source name (captured).
    fn reference(&mut self, r: &Reference) -> Option<(ValueExpr, bool)> {
        if let Some(b) = self.bound.get(&r.name.text).cloned() {
            return match b {
                ResultBound::Op { stmt, op } => {
                    let group = self.group_of(op, r)?;
                    let arity = self.specs.info(op).result_arities()[group];
                    Some((
                        ValueExpr::Out { stmt, index: group },
                        arity != Arity::Single,
                    ))
                }
                ResultBound::Outputs { stmt, first, count } => {
                    let index = match r.field.as_ref().map(|f| &f.kind) {
                        None if count == 1 => first,
                        Some(FieldKind::Index(i)) if first == 0 && *i < count => *i,
                        _ => {
                            self.error(
                                SpecDiagnostic::error(
                                    r.name.span,
                                    format!("`${}` names {count} native outputs", r.name.text),
                                )
                                .with_help("bind each output with `:[$a, $b]` and use the names"),
                            );
                            return None;
                        }
                    };
                    Some((ValueExpr::Out { stmt, index }, false))
                }
                ResultBound::BlockArg { stmt, index, .. } => {
                    if let Some(field) = &r.field {
                        self.error(SpecDiagnostic::error(
                            field.span,
                            format!("`${}` is a block argument, it has no fields", r.name.text),
                        ));
                        return None;
                    }
                    Some((ValueExpr::Out { stmt, index }, false))
                }
            };
        }
        let Some(b) = self.src.bindings.get(&r.name.text).cloned() else {
            let mut d = unbound(self.src, &r.name);
            let names: Vec<&str> = self
                .src
                .order
                .iter()
                .map(String::as_str)
                .chain(self.bound.keys().map(String::as_str))
                .collect();
            if let Some(close) = did_you_mean(&r.name.text, names.iter().copied()) {
                d.help = Some(format!("did you mean `${close}`?"));
            }
            self.error(d);
            return None;
        };
        if b.in_region {
            self.in_region_error(&r.name);
            return None;
        }
        match b.kind {
            SlotKind::Op(_) if self.is_root(b.slot) => {
                self.root_result_error(&r.name);
                None
            }
            SlotKind::Op(op) => {
                let group = self.group_of(op, r)?;
                let info = self.specs.info(op);
                let many = info.result_arities()[group] != Arity::Single;
                let kind = if many {
                    SlotKind::Values
                } else {
                    SlotKind::Value
                };
                let known = buildable(&info.op.results[group].constraint.pred);
                let c = self.capture(
                    CaptureSource::Field(r.name.text.clone(), group),
                    kind,
                    known,
                );
                self.outside.insert(c);
                Some((ValueExpr::Capture(c), many))
            }
            SlotKind::Value | SlotKind::Values => {
                if let Some(field) = &r.field {
                    self.error(SpecDiagnostic::error(
                        field.span,
                        format!("`${}` is {}, it has no fields", r.name.text, b.kind.noun()),
                    ));
                    return None;
                }
                let c = self.capture(
                    CaptureSource::Name(r.name.text.clone()),
                    b.kind,
                    b.known_type.clone(),
                );
                self.outside.insert(c);
                Some((ValueExpr::Capture(c), b.kind == SlotKind::Values))
            }
            other => {
                self.error(
                    SpecDiagnostic::error(
                        r.name.span,
                        format!(
                            "expected a value, found `${}`, {}",
                            r.name.text,
                            other.noun()
                        ),
                    )
                    .with_help("values come from operands, results and block arguments"),
                );
                None
            }
        }
    }

    /// The result group of op `op` (bound to `r`'s name) that `r` names: its field, or the
    /// op's only group.
    fn group_of(&mut self, op: OpRef, r: &Reference) -> Option<usize> {
        match &r.field {
            Some(field) => match result_field(self.specs, op, &r.name.text, field) {
                Ok(group) => Some(group),
                Err(d) => {
                    self.error(d);
                    None
                }
            },
            None => self.single_group(op, &r.name),
        }
    }

    fn single_group(&mut self, op: OpRef, name: &Name) -> Option<usize> {
        let info = self.specs.info(op);
        if info.op.results.len() == 1 {
            return Some(0);
        }
        let fields: Vec<String> = info
            .op
            .results
            .iter()
            .map(|r| format!("`${}.{}`", name.text, r.name()))
            .collect();
        self.error(
            SpecDiagnostic::error(
                name.span,
                format!(
                    "`${}` is `{}`, which has {} result groups",
                    name.text,
                    info.full_name(),
                    info.op.results.len()
                ),
            )
            .with_help(if fields.is_empty() {
                "it has no results".to_string()
            } else {
                format!("use one: {}", fields.join(", "))
            }),
        );
        None
    }

    /// Whether `expr` stands for a group of values.
    fn is_group(&self, expr: &ValueExpr) -> bool {
        match expr {
            ValueExpr::Capture(c) => self.captures[*c].kind == SlotKind::Values,
            ValueExpr::Out { stmt, index } => match self.rewrite.stmts.get(*stmt) {
                Some(Stmt::Op(b)) => self
                    .specs
                    .info(b.op)
                    .result_arities()
                    .get(*index)
                    .is_some_and(|a| *a != Arity::Single),
                Some(Stmt::Native { output, .. }) => *output == NativeOutput::Group,
                _ => false,
            },
            ValueExpr::List(_) => true,
            ValueExpr::Absent => false,
        }
    }

    /// The type `expr` has for sure, when known at build time.
    fn known_type(&self, expr: &ValueExpr) -> Option<TypePred> {
        match expr {
            ValueExpr::Capture(c) => self.known[*c].clone(),
            ValueExpr::Out { stmt, index } => match self.rewrite.stmts.get(*stmt)? {
                Stmt::Op(b) => buildable(
                    &self
                        .specs
                        .info(b.op)
                        .op
                        .results
                        .get(*index)?
                        .constraint
                        .pred,
                ),
                Stmt::Block { arg_types } => match arg_types.get(*index)? {
                    TypeExpr::Static(p) => Some(p.clone()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }
}

/// The textual form of the one type a buildable predicate admits (`i32`, `complex<f32>`).
pub fn type_text(pred: &TypePred) -> String {
    match pred {
        TypePred::Integer {
            width: Some(w),
            signedness: Some(s),
        } => {
            let prefix = match s {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            format!("{prefix}{w}")
        }
        TypePred::Index => "index".to_string(),
        TypePred::NoneType => "none".to_string(),
        TypePred::Float(Some(kind)) => format!("{kind:?}").to_lowercase(),
        TypePred::Complex(element) => format!("complex<{}>", type_text(element)),
        other => format!("{other:?}"),
    }
}

/// Whether `name` is a parameter or local of the generated rewrite functions (`ctx`, `anchor`,
/// `op_3`, ...), which a capture must not shadow.
fn is_reserved_local(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "ctx",
        "rewriter",
        "body",
        "matched",
        "loc",
        "roots",
        "anchor",
        "arg_types",
        "arguments",
        "failure",
        "block",
        "dest",
        "terminator",
        "values",
    ];
    const NUMBERED: &[&str] = &[
        "op",
        "loc",
        "native",
        "block",
        "inline",
        "result_types",
        "operand",
        "attribute",
        "successor",
        "arg",
    ];
    NAMES.contains(&name)
        || name.rsplit_once('_').is_some_and(|(prefix, n)| {
            NUMBERED
                .iter()
                .any(|p| prefix == *p || prefix.starts_with(&format!("{p}_")))
                && n.chars().all(|c| c.is_ascii_digit())
        })
}

/// The one type `pred` admits, if it is buildable.
fn buildable(pred: &TypePred) -> Option<TypePred> {
    pred.is_buildable().then(|| pred.clone())
}

fn is_op_node(item: &Item) -> bool {
    matches!(&item.kind, ItemKind::Node(n) if matches!(n.head, Head::Op(_)))
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captures_never_shadow_the_locals_of_rewrites() {
        for name in [
            "anchor",
            "ctx",
            "op_3",
            "result_types_0",
            "native_12",
            "loc_1",
        ] {
            assert!(is_reserved_local(name), "{name}");
        }
        for name in ["op", "x_1", "lhs", "operands_1", "native"] {
            assert!(!is_reserved_local(name), "{name}");
        }
    }

    #[test]
    fn one_type_predicates_print_as_mlir_types() {
        let int = |w, s| TypePred::Integer {
            width: Some(w),
            signedness: Some(s),
        };
        assert_eq!(type_text(&int(32, Signedness::Signless)), "i32");
        assert_eq!(type_text(&int(8, Signedness::Unsigned)), "ui8");
        assert_eq!(type_text(&TypePred::Index), "index");
        assert_eq!(
            type_text(&TypePred::Complex(Box::new(TypePred::Float(Some(
                crate::lang::library::FloatKind::BF16
            ))))),
            "complex<bf16>"
        );
    }
}
