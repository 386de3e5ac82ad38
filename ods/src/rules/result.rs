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
use super::source::{
    CaptureSource, Position, SourceMatch, arity_error, describe_position, found, positions,
    result_field, unbound,
};
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
                            info.op.results[group].name.value,
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
                    names::snake_case(&self.specs.info(op).op.results[*g].name.value)
                });
                format!("{}_{result}", names::snake_case(n))
            }
            CaptureSource::RootResult(r, g) => {
                let op = self.src.roots[*r].1;
                let result = names::snake_case(&self.specs.info(op).op.results[*g].name.value);
                format!("root{r}_{result}")
            }
            CaptureSource::AttrLiteral(_) => "attr_literal".to_string(),
            CaptureSource::TypeLiteral(_) => "type_literal".to_string(),
        };
        let reserved = ["ctx", "rewriter", "body", "matched", "loc", "roots"];
        let mut name = if reserved.contains(&base.as_str()) || base.starts_with("root_") {
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
        let known = buildable(&info.checked.results[group].pred);
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
                    let known = buildable(&self.specs.info(op).checked.results[g].pred);
                    let c = self.capture(CaptureSource::Field(r.name.text.clone(), g), kind, known);
                    self.outside.insert(c);
                    (ValueExpr::Capture(c), many)
                })
                .collect(),
        )
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
                    let group = match &r.field {
                        Some(field) => match result_field(self.specs, op, &r.name.text, field) {
                            Ok(g) => g,
                            Err(d) => {
                                self.error(d);
                                return None;
                            }
                        },
                        None => self.single_group(op, &r.name)?,
                    };
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
            SlotKind::Op(op) => {
                let group = match &r.field {
                    Some(field) => match result_field(self.specs, op, &r.name.text, field) {
                        Ok(g) => g,
                        Err(d) => {
                            self.error(d);
                            return None;
                        }
                    },
                    None => self.single_group(op, &r.name)?,
                };
                let info = self.specs.info(op);
                let many = info.result_arities()[group] != Arity::Single;
                let kind = if many {
                    SlotKind::Values
                } else {
                    SlotKind::Value
                };
                let known = buildable(&info.checked.results[group].pred);
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

    fn single_group(&mut self, op: OpRef, name: &Name) -> Option<usize> {
        let info = self.specs.info(op);
        if info.op.results.len() == 1 {
            return Some(0);
        }
        let fields: Vec<String> = info
            .op
            .results
            .iter()
            .map(|r| format!("`${}.{}`", name.text, r.name.value))
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
                Stmt::Op(b) => buildable(&self.specs.info(b.op).checked.results.get(*index)?.pred),
                Stmt::Block { arg_types } => match arg_types.get(*index)? {
                    TypeExpr::Static(p) => Some(p.clone()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }

    /// Builds op node `node`; `hint` are the root result groups its results replace.
    fn build_op(
        &mut self,
        node: &Node,
        span: Span,
        hint: Option<&[(usize, usize, Arity)]>,
    ) -> Option<(usize, OpRef)> {
        let Head::Op(name) = &node.head else {
            return None;
        };
        let Some(op) = self.specs.lookup(&name.text) else {
            let d = self.specs.unknown_op(&name.text, name.span);
            self.error(d);
            return None;
        };
        let info = self.specs.info(op);
        let (args, loc, return_types) = self.trailing_directives(&node.args);
        let positions = positions(self.specs, op);
        // Optional attributes at the end may be left out.
        let omittable = positions
            .iter()
            .rev()
            .take_while(|p| matches!(p, Position::Attr(i) if !info.attr_required(*i)))
            .count();
        if args.len() > positions.len() || args.len() + omittable < positions.len() {
            let d = arity_error(self.specs, op, args.len(), span);
            self.error(d);
            return None;
        }
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        let mut regions = Vec::new();
        let mut successors = Vec::new();
        for (i, position) in positions.iter().enumerate() {
            let item = args.get(i).copied();
            match *position {
                Position::Operand(group, arity) => {
                    let item = item?;
                    operands.push(self.operand(item, op, group, arity, *position)?);
                }
                Position::Attr(index) => attrs.push(match item {
                    Some(item) => self.attribute(item, op, index)?,
                    None => AttrExpr::Absent,
                }),
                Position::Region(index) => regions.push(self.region(item?, op, index)?),
                Position::Successor(index, variadic) => {
                    successors.push(self.successor(item?, op, index, variadic)?)
                }
            }
        }
        let result_types = self.result_types(op, name, &operands, return_types, hint)?;
        let stmt = self.push(Stmt::Op(BuildOp {
            op,
            result_types,
            operands,
            attrs,
            regions,
            successors,
            loc,
            span,
        }));
        self.built.push(op);
        match &node.binding {
            Some(Binding::One(b)) => self.bind_result(b, ResultBound::Op { stmt, op }),
            Some(Binding::Many(_, span)) => self.error(
                SpecDiagnostic::error(
                    *span,
                    "a list of names binds the outputs of a native call, not an op",
                )
                .with_help("bind the op with `:$name` and use `$name.<result>`"),
            ),
            None => {}
        }
        Some((stmt, op))
    }

    fn bind_result(&mut self, name: &Name, bound: ResultBound) {
        if self.src.bindings.contains_key(&name.text) || self.bound.contains_key(&name.text) {
            self.error(
                SpecDiagnostic::error(name.span, format!("`${}` is bound twice", name.text))
                    .with_help("a result pattern binds new names only; rename it"),
            );
            return;
        }
        self.bound.insert(name.text.clone(), bound);
    }

    /// Splits trailing `(location ...)` and `(returnType ...)` directives off the arguments.
    fn trailing_directives<'i>(
        &mut self,
        args: &'i [Item],
    ) -> (Vec<&'i Item>, LocExpr, Option<&'i [Item]>) {
        let mut end = args.len();
        let mut loc = LocExpr::Default;
        let mut return_types = None;
        while end > 0 {
            let ItemKind::Node(n) = &args[end - 1].kind else {
                break;
            };
            let Head::Directive(d) = &n.head else { break };
            match d.text.as_str() {
                "location" => loc = self.location(n, args[end - 1].span),
                "returnType" => return_types = Some(n.args.as_slice()),
                _ => break,
            }
            end -= 1;
        }
        for item in &args[..end] {
            if let ItemKind::Node(n) = &item.kind
                && let Head::Directive(d) = &n.head
                && (d.text == "location" || d.text == "returnType")
            {
                self.error(
                    SpecDiagnostic::error(
                        item.span,
                        format!("`{}` comes after the arguments", d.text),
                    )
                    .with_help("move it to the end of the op's arguments"),
                );
            }
        }
        (args[..end].iter().collect(), loc, return_types)
    }

    fn location(&mut self, node: &Node, span: Span) -> LocExpr {
        let mut name = None;
        let mut of = Vec::new();
        for arg in &node.args {
            match &arg.kind {
                ItemKind::Str(s) if name.is_none() => name = Some(s.clone()),
                ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                    match self.src.bindings.get(&r.name.text).cloned() {
                        Some(b) if matches!(b.kind, SlotKind::Op(_) | SlotKind::Value) => of.push(
                            self.capture(CaptureSource::Name(r.name.text.clone()), b.kind, None),
                        ),
                        Some(b) => self.error(SpecDiagnostic::error(
                            r.name.span,
                            format!(
                                "`${}` is {}, which has no location",
                                r.name.text,
                                b.kind.noun()
                            ),
                        )),
                        None => {
                            let d = unbound(self.src, &r.name);
                            self.error(d);
                        }
                    }
                }
                _ => self.error(
                    SpecDiagnostic::error(
                        arg.span,
                        format!(
                            "expected a bound op or value, or one name string, found {}",
                            found(arg)
                        ),
                    )
                    .with_help(
                        "write `(location $op)`, `(location $a, $b)` or `(location \"name\", $a)`",
                    ),
                ),
            }
        }
        match name {
            Some(name) => LocExpr::Named(name, of),
            None if of.is_empty() => {
                self.error(
                    SpecDiagnostic::error(span, "`location` needs a bound name or a string")
                        .with_help("write `(location $op)` or `(location \"name\")`"),
                );
                LocExpr::Default
            }
            None => LocExpr::Of(of),
        }
    }

    fn operand(
        &mut self,
        item: &Item,
        op: OpRef,
        group: usize,
        arity: Arity,
        position: Position,
    ) -> Option<ValueExpr> {
        let want = match arity {
            Arity::Single => Want::One,
            Arity::Optional => Want::Optional,
            Arity::Variadic => Want::Many,
        };
        let (expr, many) = self.value(item, want)?;
        let declared = self.specs.info(op).checked.operands[group].clone();
        match (arity, many) {
            (Arity::Single, true) => {
                self.error(
                    SpecDiagnostic::error(
                        item.span,
                        format!(
                            "{} takes one value, found a group",
                            describe_position(self.specs, op, position)
                        ),
                    )
                    .with_help(
                        "pick one value: bind the group's entries in the source with `[$a, ...]`",
                    ),
                );
                return None;
            }
            (Arity::Optional, true) if !self.is_optional_group(&expr) => {
                self.error(
                    SpecDiagnostic::error(
                        item.span,
                        format!(
                            "{} takes at most one value, found a group",
                            describe_position(self.specs, op, position)
                        ),
                    )
                    .with_help(
                        "give one value, `_` for none, or a group bound from an optional operand",
                    ),
                );
                return None;
            }
            _ => {}
        }
        // A value of one known type going where another one type is required.
        if let (Some(expected), Some(found)) = (buildable(&declared.pred), self.known_type(&expr))
            && expected != found
        {
            self.error(
                SpecDiagnostic::error(
                    item.span,
                    format!(
                        "type mismatch: {} takes `{}`, found `{}` of type `{}`",
                        describe_position(self.specs, op, position),
                        type_text(&expected),
                        item.dump(),
                        type_text(&found)
                    ),
                )
                .with_help("convert the value first, or constrain the source pattern to the type the op takes"),
            );
            return None;
        }
        // A single value where a group goes is a group of one.
        Some(
            if many || arity == Arity::Single || arity == Arity::Optional {
                expr
            } else {
                ValueExpr::List(vec![(expr, false)])
            },
        )
    }

    fn is_optional_group(&self, expr: &ValueExpr) -> bool {
        match expr {
            ValueExpr::Capture(c) => match &self.sources[*c] {
                CaptureSource::Name(n) => {
                    self.src.bindings.get(n).is_some_and(|b| b.optional_group)
                }
                _ => false,
            },
            ValueExpr::List(entries) => entries.len() <= 1 && entries.iter().all(|(_, s)| !s),
            _ => false,
        }
    }

    fn attribute(&mut self, item: &Item, op: OpRef, index: usize) -> Option<AttrExpr> {
        let required = self.specs.info(op).attr_required(index);
        let position = Position::Attr(index);
        match &item.kind {
            ItemKind::Ignore if !required => Some(AttrExpr::Absent),
            ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                let Some(b) = self.src.bindings.get(&r.name.text).cloned() else {
                    if let Some(ResultBound::Outputs { .. }) = self.bound.get(&r.name.text) {
                        self.error(SpecDiagnostic::error(
                            r.name.span,
                            format!("`${}` names native outputs, which are values", r.name.text),
                        ));
                        return None;
                    }
                    let d = unbound(self.src, &r.name);
                    self.error(d);
                    return None;
                };
                match b.kind {
                    SlotKind::Attr => Some(AttrExpr::Capture(self.capture(
                        CaptureSource::Name(r.name.text.clone()),
                        b.kind,
                        None,
                    ))),
                    SlotKind::OptAttr if !required => Some(AttrExpr::Capture(self.capture(
                        CaptureSource::Name(r.name.text.clone()),
                        b.kind,
                        None,
                    ))),
                    SlotKind::OptAttr => {
                        self.error(
                            SpecDiagnostic::error(
                                item.span,
                                format!(
                                    "`${}` may be absent, but {} is required",
                                    r.name.text,
                                    describe_position(self.specs, op, position)
                                ),
                            )
                            .with_help("constrain it in the source pattern (e.g. `I64Attr:$name`) so that the rule matches only when it is present"),
                        );
                        None
                    }
                    other => {
                        self.error(
                            SpecDiagnostic::error(
                                item.span,
                                format!(
                                    "{} takes an attribute, found `${}`, {}",
                                    describe_position(self.specs, op, position),
                                    r.name.text,
                                    other.noun()
                                ),
                            )
                            .with_help("bind an attribute of the source (`$name` in an attribute position)"),
                        );
                        None
                    }
                }
            }
            ItemKind::Node(node) => match &node.head {
                Head::Directive(d) if d.text == "attr" => {
                    let text = self.literal(node, item.span)?;
                    Some(AttrExpr::Capture(self.capture(
                        CaptureSource::AttrLiteral(text),
                        SlotKind::Attr,
                        None,
                    )))
                }
                Head::Rust(_) => {
                    let (stmt, _) = self.native(node, item.span, Some(NativeOutput::Attr))?;
                    Some(AttrExpr::Out(stmt))
                }
                _ => {
                    self.wrong(item, op, position, "an attribute");
                    None
                }
            },
            _ => {
                self.wrong(
                    item,
                    op,
                    position,
                    "an attribute (`$name`, `(attr \"...\")` or a native call)",
                );
                None
            }
        }
    }

    fn wrong(&mut self, item: &Item, op: OpRef, position: Position, expected: &str) {
        self.error(SpecDiagnostic::error(
            item.span,
            format!(
                "{} takes {expected}, found {}",
                describe_position(self.specs, op, position),
                found(item)
            ),
        ));
    }

    fn literal(&mut self, node: &Node, span: Span) -> Option<String> {
        match node.args.as_slice() {
            [
                Item {
                    kind: ItemKind::Str(text),
                    ..
                },
            ] => Some(text.clone()),
            _ => {
                let head = match &node.head {
                    Head::Directive(n) => n.text.clone(),
                    _ => String::new(),
                };
                self.error(
                    SpecDiagnostic::error(span, format!("`{head}` takes one string"))
                        .with_help(format!("write `({head} \"...\")` with the textual form")),
                );
                None
            }
        }
    }

    fn region(&mut self, item: &Item, op: OpRef, index: usize) -> Option<RegionExpr> {
        let position = Position::Region(index);
        if self
            .specs
            .info(op)
            .region(index)
            .is_some_and(|k| k.variadic)
        {
            self.error(SpecDiagnostic::error(
                item.span,
                format!(
                    "{} is variadic; rules build single regions",
                    describe_position(self.specs, op, position)
                ),
            ));
            return None;
        }
        match &item.kind {
            ItemKind::Ignore => Some(RegionExpr::Empty),
            ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                let Some(b) = self.src.bindings.get(&r.name.text).cloned() else {
                    let d = unbound(self.src, &r.name);
                    self.error(d);
                    return None;
                };
                if b.kind != SlotKind::Region {
                    self.wrong(item, op, position, "a region");
                    return None;
                }
                if b.region_of_root.is_none() {
                    self.error(
                        SpecDiagnostic::error(
                            r.name.span,
                            format!(
                                "`${}` is a region of an op the rule does not replace",
                                r.name.text
                            ),
                        )
                        .with_help("move regions of root ops only: the others keep theirs"),
                    );
                    return None;
                }
                if !self.moved.insert(r.name.text.clone()) {
                    self.error(
                        SpecDiagnostic::error(
                            r.name.span,
                            format!("region `${}` is moved twice", r.name.text),
                        )
                        .with_help("a region moves into one op; build the other one with `{...}`"),
                    );
                    return None;
                }
                let c = self.capture(
                    CaptureSource::Name(r.name.text.clone()),
                    SlotKind::Region,
                    None,
                );
                Some(RegionExpr::Move(c))
            }
            ItemKind::Region(region) => self.build_region(region, item.span),
            _ => {
                self.wrong(
                    item,
                    op,
                    position,
                    "a region (`$name`, `{^(...) ...}` or `_`)",
                );
                None
            }
        }
    }

    fn build_region(&mut self, region: &RegionItem, span: Span) -> Option<RegionExpr> {
        if let Some(b) = &region.bind {
            self.error(
                SpecDiagnostic::error(b.span, "a built region binds nothing")
                    .with_help("remove `:$name`"),
            );
        }
        if region.args.is_none() && region.body.is_empty() {
            return Some(RegionExpr::Empty);
        }
        let mut arg_types = Vec::new();
        let mut names = Vec::new();
        for arg in region.args.as_deref().unwrap_or(&[]) {
            let (ItemKind::Ref(r), Some(ty)) = (&arg.item.kind, &arg.ty) else {
                self.error(
                    SpecDiagnostic::error(arg.span, "a built block argument is `$name: type`")
                        .with_help(
                            "write `$i: I32`, `$i: $value` (its type) or `$i: (type \"i32\")`",
                        ),
                );
                continue;
            };
            let ty = self.type_expr(ty)?;
            if let TypeExpr::Of(expr) = &ty
                && self.is_group(expr)
            {
                self.error(
                    SpecDiagnostic::error(arg.span, "a block argument has one type, not a group's")
                        .with_help("name one value for its type"),
                );
                return None;
            }
            names.push(r.name.clone());
            arg_types.push(ty);
        }
        let block = self.push(Stmt::Block { arg_types });
        for (index, name) in names.into_iter().enumerate() {
            self.bind_result(&name, ResultBound::BlockArg { stmt: block, index });
        }
        self.sequences.push(Vec::new());
        for statement in &region.body {
            match &statement.kind {
                ItemKind::Node(node) if matches!(node.head, Head::Op(_)) => {
                    self.build_op(node, statement.span, None);
                }
                ItemKind::Node(node) if matches!(node.head, Head::Rust(_)) => {
                    self.native(node, statement.span, Some(NativeOutput::Unit));
                }
                _ => self.error(SpecDiagnostic::error(
                    statement.span,
                    format!(
                        "a statement of a built block is an op or a native call, found {}",
                        found(statement)
                    ),
                )),
            }
        }
        let body = self.sequences.pop().unwrap_or_default();
        if body.is_empty() {
            self.error(
                SpecDiagnostic::error(span, "a built block needs its ops")
                    .with_help("add at least the terminator, e.g. `(rt.yield $x)`"),
            );
        }
        Some(RegionExpr::Build { block, body })
    }

    fn successor(
        &mut self,
        item: &Item,
        op: OpRef,
        index: usize,
        variadic: bool,
    ) -> Option<SuccExpr> {
        let position = Position::Successor(index, variadic);
        let block = |w: &mut Self, item: &Item, want: SlotKind| -> Option<usize> {
            let ItemKind::Ref(r) = &item.kind else {
                w.wrong(item, op, position, "a bound successor `$name`");
                if let Some(d) = w.errors.last_mut() {
                    d.help = Some("successors are blocks bound in the source pattern".into());
                }
                return None;
            };
            match w.src.bindings.get(&r.name.text).cloned() {
                Some(b) if b.kind == want => {
                    Some(w.capture(CaptureSource::Name(r.name.text.clone()), want, None))
                }
                Some(b) => {
                    w.error(SpecDiagnostic::error(
                        r.name.span,
                        format!(
                            "{} takes {}, found `${}`, {}",
                            describe_position(w.specs, op, position),
                            want.noun(),
                            r.name.text,
                            b.kind.noun()
                        ),
                    ));
                    None
                }
                None => {
                    let d = unbound(w.src, &r.name);
                    w.error(d);
                    None
                }
            }
        };
        match (&item.kind, variadic) {
            (ItemKind::List(list), true) => {
                let mut blocks = Vec::new();
                for entry in &list.items {
                    blocks.push(block(self, entry, SlotKind::Block)?);
                }
                Some(SuccExpr::List(blocks))
            }
            (_, true) => block(self, item, SlotKind::Blocks).map(SuccExpr::Capture),
            (_, false) => block(self, item, SlotKind::Block).map(SuccExpr::Capture),
        }
    }

    /// A type for `returnType` or a built block argument.
    fn type_expr(&mut self, item: &Item) -> Option<TypeExpr> {
        match &item.kind {
            ItemKind::Ref(r) if !r.splice => {
                let (expr, _) = self.reference(r)?;
                Some(TypeExpr::Of(expr))
            }
            ItemKind::Ref(r) => {
                let plain = Reference {
                    splice: false,
                    ..r.clone()
                };
                let (expr, _) = self.reference(&plain)?;
                Some(TypeExpr::Of(expr))
            }
            ItemKind::Constrained {
                constraint,
                bind: None,
            } => match resolve_type(constraint, self.library) {
                Ok(resolved)
                    if resolved.variadicity == Variadicity::Single
                        && resolved.pred.is_buildable() =>
                {
                    Some(TypeExpr::Static(resolved.pred))
                }
                Ok(resolved) => {
                    self.error(
                            SpecDiagnostic::error(
                                item.span,
                                format!("`{}` admits more than one type", resolved.name),
                            )
                            .with_help("name one type (`I32`, `F32`, `Index`), a value (`$x`, its type) or a literal (`(type \"tensor<4xf32>\")`)"),
                        );
                    None
                }
                Err(errors) => {
                    self.errors.extend(errors);
                    None
                }
            },
            ItemKind::Node(node) => match &node.head {
                Head::Directive(d) if d.text == "type" => {
                    let text = self.literal(node, item.span)?;
                    Some(TypeExpr::Capture(self.capture(
                        CaptureSource::TypeLiteral(text),
                        SlotKind::Type,
                        None,
                    )))
                }
                Head::Rust(_) => {
                    let (stmt, _) = self.native(node, item.span, Some(NativeOutput::Type))?;
                    Some(TypeExpr::Out(stmt))
                }
                _ => {
                    self.type_error(item);
                    None
                }
            },
            _ => {
                self.type_error(item);
                None
            }
        }
    }

    fn type_error(&mut self, item: &Item) {
        self.error(
            SpecDiagnostic::error(item.span, format!("expected a type, found {}", found(item)))
                .with_help("write `$x` (its type), a one-type constraint such as `I32`, `(type \"...\")` or a native call"),
        );
    }

    /// The result types of a built op (see the module documentation for the order).
    fn result_types(
        &mut self,
        op: OpRef,
        name: &Name,
        operands: &[ValueExpr],
        return_types: Option<&[Item]>,
        hint: Option<&[(usize, usize, Arity)]>,
    ) -> Option<Option<Vec<TypeExpr>>> {
        let info = self.specs.info(op);
        let arities = info.result_arities();
        if let Some(items) = return_types {
            if info.build_infers_results() {
                self.error(
                    SpecDiagnostic::error(
                        name.span,
                        format!(
                            "the builder of `{}` infers its result types",
                            info.full_name()
                        ),
                    )
                    .with_help("remove `returnType`"),
                );
                return None;
            }
            if items.len() != arities.len() {
                self.error(
                    SpecDiagnostic::error(
                        name.span,
                        format!(
                            "`returnType` gives {} type{}, but `{}` has {} result group{}",
                            items.len(),
                            plural(items.len()),
                            info.full_name(),
                            arities.len(),
                            plural(arities.len())
                        ),
                    )
                    .with_help("give one type per result group (`$group...` for a variadic one)"),
                );
                return None;
            }
            let mut types = Vec::new();
            for (item, arity) in items.iter().zip(&arities) {
                let ty = self.type_expr(item)?;
                if *arity == Arity::Single
                    && let TypeExpr::Of(expr) = &ty
                    && self.is_group(expr)
                {
                    self.error(
                        SpecDiagnostic::error(
                            item.span,
                            "a single result has one type, not a group's",
                        )
                        .with_help("name one value for its type"),
                    );
                    return None;
                }
                types.push(ty);
            }
            return Some(Some(types));
        }
        if info.build_infers_results() {
            return Some(None);
        }
        let equal = info.equal_types();
        let mut types = Vec::new();
        for (g, arity) in arities.iter().enumerate() {
            let result = &info.op.results[g].name.value;
            // The root result this group replaces.
            if let Some(&(root, group, root_arity)) = hint.and_then(|h| h.get(g))
                && root_arity == *arity
            {
                types.push(TypeExpr::Of(self.root_result(root, group)));
                continue;
            }
            if let Some(pred) = buildable(&info.checked.results[g].pred) {
                types.push(TypeExpr::Static(pred));
                continue;
            }
            // An operand whose type the result shares, given as one value (or a group for a
            // group).
            let from_operand = equal
                .iter()
                .filter(|set| set.contains(result))
                .find_map(|set| {
                    info.op.operands.iter().enumerate().find_map(|(i, o)| {
                        let same_shape = (info.operand_arities()[i] == Arity::Single)
                            == (*arity == Arity::Single);
                        (set.contains(&o.name.value)
                            && same_shape
                            && operands[i] != ValueExpr::Absent)
                            .then(|| operands[i].clone())
                    })
                });
            if let Some(expr) = from_operand {
                types.push(TypeExpr::Of(expr));
                continue;
            }
            self.error(
                SpecDiagnostic::error(
                    name.span,
                    format!(
                        "cannot infer the type of result `{result}` of `{}` here",
                        info.full_name()
                    ),
                )
                .with_help(format!(
                    "add `(returnType ...)` as the last argument (e.g. `(returnType $x)` for the type of `$x`), or give `{}` a constraint admitting one type",
                    result
                )),
            );
            return None;
        }
        Some(Some(types))
    }

    /// A native call; `output` is what its position needs (`None` at the top level: one value
    /// or, with `:[...]`, several). Returns the statement and how many values it declares.
    fn native(
        &mut self,
        node: &Node,
        span: Span,
        output: Option<NativeOutput>,
    ) -> Option<(usize, usize)> {
        let Head::Rust(path) = &node.head else {
            return None;
        };
        let (args, loc, return_types) = self.trailing_directives(&node.args);
        if return_types.is_some() {
            self.error(
                SpecDiagnostic::error(
                    span,
                    "a native call builds what it returns; `returnType` is for ops",
                )
                .with_help("remove `returnType`"),
            );
        }
        let mut exprs = Vec::new();
        for arg in args {
            exprs.push(self.native_arg(arg)?);
        }
        let (output, count) = match (&node.binding, output) {
            (Some(Binding::Many(names, _)), None) => {
                (NativeOutput::Values(names.len()), names.len())
            }
            (Some(Binding::Many(_, span)), Some(_)) => {
                self.error(
                    SpecDiagnostic::error(
                        *span,
                        "only a top-level native call returns several values",
                    )
                    .with_help("call it as a result pattern of its own and use the names"),
                );
                return None;
            }
            (_, None) => (NativeOutput::Value, 1),
            (_, Some(o)) => (o, 1),
        };
        let stmt = self.push(Stmt::Native {
            path: path.text.clone(),
            args: exprs,
            output,
            loc,
        });
        match &node.binding {
            Some(Binding::One(name)) => {
                if matches!(output, NativeOutput::Value) {
                    self.bind_result(
                        name,
                        ResultBound::Outputs {
                            stmt,
                            first: 0,
                            count: 1,
                        },
                    );
                } else {
                    self.error(
                        SpecDiagnostic::error(
                            name.span,
                            "only native calls returning values bind names",
                        )
                        .with_help("remove `:$name`"),
                    );
                }
            }
            Some(Binding::Many(names, _)) => {
                for (index, name) in names.iter().enumerate() {
                    self.bind_result(
                        name,
                        ResultBound::Outputs {
                            stmt,
                            first: index,
                            count: 1,
                        },
                    );
                }
            }
            None => {}
        }
        Some((stmt, count))
    }

    fn native_arg(&mut self, item: &Item) -> Option<ArgExpr> {
        match &item.kind {
            ItemKind::Ref(r) if r.field.is_none() && !r.splice => {
                if let Some(ResultBound::Op { stmt, .. }) = self.bound.get(&r.name.text) {
                    return Some(ArgExpr::Built(*stmt));
                }
                if self.bound.contains_key(&r.name.text) {
                    return self.value(item, Want::Many).map(|(e, _)| ArgExpr::Value(e));
                }
                let Some(b) = self.src.bindings.get(&r.name.text).cloned() else {
                    let d = unbound(self.src, &r.name);
                    self.error(d);
                    return None;
                };
                match b.kind {
                    SlotKind::Value | SlotKind::Values => {
                        self.value(item, Want::Many).map(|(e, _)| ArgExpr::Value(e))
                    }
                    kind => {
                        if b.in_region {
                            self.in_region_error(&r.name);
                            return None;
                        }
                        Some(ArgExpr::Capture(self.capture(
                            CaptureSource::Name(r.name.text.clone()),
                            kind,
                            None,
                        )))
                    }
                }
            }
            ItemKind::Node(node) => match &node.head {
                Head::Directive(d) if d.text == "attr" => {
                    let text = self.literal(node, item.span)?;
                    Some(ArgExpr::Capture(self.capture(
                        CaptureSource::AttrLiteral(text),
                        SlotKind::Attr,
                        None,
                    )))
                }
                Head::Directive(d) if d.text == "type" => {
                    let text = self.literal(node, item.span)?;
                    Some(ArgExpr::Capture(self.capture(
                        CaptureSource::TypeLiteral(text),
                        SlotKind::Type,
                        None,
                    )))
                }
                _ => self.value(item, Want::One).map(|(e, _)| ArgExpr::Value(e)),
            },
            _ => self.value(item, Want::Many).map(|(e, _)| ArgExpr::Value(e)),
        }
    }

    /// `(inline $region, $arg...)`: the region's one block moves before the anchor root with its
    /// arguments replaced, and its terminator's operands are the values it declares.
    fn inline(&mut self, node: &Node, span: Span, k: usize) -> Vec<Declared> {
        let Some((first, rest)) = node.args.split_first() else {
            self.error(
                SpecDiagnostic::error(
                    span,
                    "`inline` takes a region and the values of its block arguments",
                )
                .with_help("write `(inline $region, $arg, ...)`"),
            );
            return Vec::new();
        };
        let ItemKind::Ref(r) = &first.kind else {
            self.error(SpecDiagnostic::error(
                first.span,
                format!("expected a bound region, found {}", found(first)),
            ));
            return Vec::new();
        };
        let Some(b) = self.src.bindings.get(&r.name.text).cloned() else {
            let d = unbound(self.src, &r.name);
            self.error(d);
            return Vec::new();
        };
        if b.kind != SlotKind::Region || b.region_of_root.is_none() {
            self.error(
                SpecDiagnostic::error(
                    r.name.span,
                    format!("`${}` is not a region of a root op", r.name.text),
                )
                .with_help("inline regions of the ops the rule replaces"),
            );
            return Vec::new();
        }
        if !self.moved.insert(r.name.text.clone()) {
            self.error(SpecDiagnostic::error(
                r.name.span,
                format!("region `${}` is moved twice", r.name.text),
            ));
            return Vec::new();
        }
        let all_single = self.src.roots.iter().all(|&(_, op)| {
            self.specs
                .info(op)
                .result_arities()
                .iter()
                .all(|a| *a == Arity::Single)
        });
        if !all_single {
            self.error(
                SpecDiagnostic::error(span, "`inline` replaces single results only")
                    .with_help("the roots' variadic or optional results cannot be told apart in the yielded values"),
            );
            return Vec::new();
        }
        let region = self.capture(
            CaptureSource::Name(r.name.text.clone()),
            SlotKind::Region,
            None,
        );
        let mut args = Vec::new();
        for arg in rest {
            match self.value(arg, Want::One) {
                Some((expr, false)) => args.push(expr),
                Some((_, true)) => self.error(SpecDiagnostic::error(
                    arg.span,
                    "a block argument takes one value",
                )),
                None => {}
            }
        }
        let stmt = self.push(Stmt::Inline {
            region,
            args,
            yields: k,
        });
        (0..k)
            .map(|index| Declared {
                expr: ValueExpr::Out { stmt, index },
                many: false,
                span,
            })
            .collect()
    }

    fn supplemental(&mut self, item: &Item) {
        match &item.kind {
            ItemKind::Node(node) if matches!(node.head, Head::Rust(_)) => {
                self.native(node, item.span, Some(NativeOutput::Unit));
            }
            _ => self.error(
                SpecDiagnostic::error(
                    item.span,
                    format!(
                        "a supplemental pattern is a native call, found {}",
                        found(item)
                    ),
                )
                .with_help("write `(crate::path::to_fn $a, ...)`"),
            ),
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
