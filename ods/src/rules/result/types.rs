//! The types of what result patterns build: `returnType` and block argument types, and the
//! inference of a new op's result types when the pattern does not give them.

use super::*;

impl ResultChecker<'_> {
    /// A type for `returnType` or a built block argument.
    pub(super) fn type_expr(&mut self, item: &Item) -> Option<TypeExpr> {
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
                Head::Directive(d) if d.text == "type" => self
                    .literal_capture(node, item.span, SlotKind::Type)
                    .map(TypeExpr::Capture),
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

    pub(super) fn type_error(&mut self, item: &Item) {
        self.error(
            SpecDiagnostic::error(item.span, format!("expected a type, found {}", found(item)))
                .with_help("write `$x` (its type), a one-type constraint such as `I32`, `(type \"...\")` or a native call"),
        );
    }

    /// The result types of a built op (see the module documentation for the order).
    pub(super) fn result_types(
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
            let result = &info.op.results[g].spec.name.value;
            // The root result this group replaces.
            if let Some(&(root, group, root_arity)) = hint.and_then(|h| h.get(g))
                && root_arity == *arity
            {
                types.push(TypeExpr::Of(self.root_result(root, group)));
                continue;
            }
            if let Some(pred) = buildable(&info.op.results[g].constraint.pred) {
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
                        (set.contains(&o.spec.name.value)
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
}
