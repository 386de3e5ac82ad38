//! Native builder calls, `inline` and supplemental calls in result patterns.

use super::*;

impl ResultChecker<'_> {
    /// A native call; `output` is what its position needs (`None` at the top level: one value
    /// or, with `:[...]`, several). Returns the statement and how many values it declares.
    pub(super) fn native(
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
        if let Some(field) = &node.feeds {
            self.error(crate::rules::dag::misplaced_feeds(field));
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

    pub(super) fn native_arg(&mut self, item: &Item) -> Option<ArgExpr> {
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
                Head::Directive(d) if d.text == "attr" => self
                    .literal_capture(node, item.span, SlotKind::Attr)
                    .map(ArgExpr::Capture),
                Head::Directive(d) if d.text == "type" => self
                    .literal_capture(node, item.span, SlotKind::Type)
                    .map(ArgExpr::Capture),
                _ => self.value(item, Want::One).map(|(e, _)| ArgExpr::Value(e)),
            },
            _ => self.value(item, Want::Many).map(|(e, _)| ArgExpr::Value(e)),
        }
    }

    /// `(inline $region, $arg...)`: the region's one block moves before the anchor root with its
    /// arguments replaced, and its terminator's operands are the values it declares.
    pub(super) fn inline(&mut self, node: &Node, span: Span, k: usize) -> Vec<Declared> {
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

    pub(super) fn supplemental(&mut self, item: &Item) {
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
