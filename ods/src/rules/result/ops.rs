//! The op nodes of result patterns: the arguments of a new op checked position by position
//! (operands, attributes, regions moved or built with their block arguments, successors) and
//! its trailing `location` and `returnType` directives.

use super::*;

impl ResultChecker<'_> {
    /// Builds op node `node`; `hint` are the root result groups its results replace.
    pub(super) fn build_op(
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
        if let Some(field) = &node.feeds {
            self.error(crate::rules::dag::misplaced_feeds(field));
        }
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

    pub(super) fn bind_result(&mut self, name: &Name, bound: ResultBound) {
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
    pub(super) fn trailing_directives<'i>(
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

    pub(super) fn location(&mut self, node: &Node, span: Span) -> LocExpr {
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

    pub(super) fn operand(
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
        let declared = self.specs.info(op).op.operands[group].constraint.clone();
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

    pub(super) fn is_optional_group(&self, expr: &ValueExpr) -> bool {
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

    pub(super) fn attribute(&mut self, item: &Item, op: OpRef, index: usize) -> Option<AttrExpr> {
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
                Head::Directive(d) if d.text == "attr" => self
                    .literal_capture(node, item.span, SlotKind::Attr)
                    .map(AttrExpr::Capture),
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

    pub(super) fn wrong(&mut self, item: &Item, op: OpRef, position: Position, expected: &str) {
        self.error(SpecDiagnostic::error(
            item.span,
            format!(
                "{} takes {expected}, found {}",
                describe_position(self.specs, op, position),
                found(item)
            ),
        ));
    }

    /// The capture of the literal of `(attr "...")` (`kind` [`SlotKind::Attr`]) or
    /// `(type "...")` (`kind` [`SlotKind::Type`]).
    pub(super) fn literal_capture(
        &mut self,
        node: &Node,
        span: Span,
        kind: SlotKind,
    ) -> Option<usize> {
        let text = match node.string_argument(span) {
            Ok(text) => text,
            Err(d) => {
                self.error(d);
                return None;
            }
        };
        let source = if kind == SlotKind::Type {
            CaptureSource::TypeLiteral(text)
        } else {
            CaptureSource::AttrLiteral(text)
        };
        Some(self.capture(source, kind, None))
    }

    pub(super) fn region(&mut self, item: &Item, op: OpRef, index: usize) -> Option<RegionExpr> {
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

    pub(super) fn build_region(&mut self, region: &RegionItem, span: Span) -> Option<RegionExpr> {
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

    pub(super) fn successor(
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
}
