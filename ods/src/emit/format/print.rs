//! The printer of a format: one statement (or block) per element, in order, threading MLIR's
//! spacing state (whether the next element takes a space, whether the last one was
//! punctuation) through the elements as `OpFormatGen` does when it generates them — so through
//! both branches of an optional group and every `oilist` clause, whatever is printed at run
//! time.

use proc_macro2::TokenStream;
use quote::quote;

use super::{AttrForm, Gen, Len, TypeTarget, Var};
use crate::lang::format::{Element, ElementKind, Literal};

/// MLIR's printer state between elements.
struct Spacing {
    /// Whether the next element is preceded by a space.
    emit_space: bool,
    /// Whether the last thing printed was punctuation.
    last_was_punctuation: bool,
}

/// MLIR's rule for a space before literal `value` (also the rule of type and attribute
/// formats).
pub(in crate::emit) fn space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

impl Gen<'_> {
    /// The body of `print_custom_form`.
    pub(super) fn printer(&mut self) -> TokenStream {
        let mut s = Spacing {
            emit_space: true,
            last_was_punctuation: false,
        };
        let elements = self.print_elements(&self.format.elements, &mut s, None);
        let singles = self.single_bindings();
        quote! {
            let ctx = p.ctx();
            let body = p.body();
            let Some(this) = Self::from_op(ctx, body, op) else {
                ::oxir::format_support::print_generic_fallback(p, op);
                return;
            };
            #singles
            #elements
        }
    }

    /// The bindings of the op's single operands, results, regions and successors (`lhs_one`),
    /// read once through their accessors: an op whose shape `from_op` accepted has them all,
    /// and one that lost them since prints in the generic form.
    fn single_bindings(&self) -> TokenStream {
        let mut names = Vec::new();
        let mut reads = Vec::new();
        let groups = [
            (self.op.operands.len(), Var::Operand as fn(usize) -> Var),
            (self.op.results.len(), Var::Result),
            (self.op.regions.len(), Var::Region),
            (self.op.successors.len(), Var::Successor),
        ];
        for (count, var) in groups {
            for var in (0..count).map(var) {
                if self.len(var) != Len::Single {
                    continue;
                }
                let accessor = self.accessor(var);
                names.push(self.single(var));
                // The printer reads through the `Option` helpers: it never trusts the shape.
                reads.push(match var {
                    Var::Region(_) | Var::Successor(_) => quote!(this.#accessor(body)),
                    Var::Operand(i) => {
                        let i = super::super::tokens::lit(i);
                        quote!(::oxir::op_support::optional(ctx, body, op, false, &Self::SHAPE.operands, #i))
                    }
                    Var::Result(i) => {
                        let i = super::super::tokens::lit(i);
                        quote!(::oxir::op_support::optional(ctx, body, op, true, &Self::SHAPE.results, #i))
                    }
                    _ => quote!(this.#accessor(ctx, body)),
                });
            }
        }
        if names.is_empty() {
            return quote!();
        }
        quote! {
            let (#(Some(#names),)*) = (#(#reads,)*) else {
                ::oxir::format_support::print_generic_fallback(p, op);
                return;
            };
        }
    }

    /// The elements of a sequence, leaving out `skip` (a unit attribute anchoring its group,
    /// which the group's presence stands for).
    fn print_elements(
        &mut self,
        elements: &[Element],
        s: &mut Spacing,
        skip: Option<&Element>,
    ) -> TokenStream {
        let code: Vec<TokenStream> = elements
            .iter()
            .filter(|e| !skip.is_some_and(|k| std::ptr::eq(k, *e)))
            .map(|e| self.print_element(e, s))
            .collect();
        quote!(#(#code)*)
    }

    fn print_element(&mut self, e: &Element, s: &mut Spacing) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Keyword(value) | Literal::Punctuation(value)) => {
                literal(value, s)
            }
            ElementKind::Literal(Literal::Space) => {
                s.emit_space = false;
                s.last_was_punctuation = false;
                quote!(p.write_str(" ");)
            }
            ElementKind::Literal(Literal::Empty) => {
                s.emit_space = false;
                s.last_was_punctuation = true;
                quote!()
            }
            // MLIR's `printNewline` leaves the spacing state alone.
            ElementKind::Literal(Literal::Newline) => quote!(p.newline();),
            ElementKind::AttrDict { with_keyword } => {
                s.last_was_punctuation = false;
                self.print_attr_dict(*with_keyword)
            }
            ElementKind::PropDict => {
                s.last_was_punctuation = false;
                let (setup, elided) = self.elided_names();
                quote!(
                    p.write_str(" ");
                    #setup
                    p.print_prop_dict(op, #elided);
                )
            }
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => self.print_optional(then_elements, else_elements, s),
            ElementKind::Oilist(clauses) => {
                let mut code = Vec::new();
                for clause in clauses {
                    let Some((keyword, rest)) = clause.elements.split_first() else {
                        continue;
                    };
                    let mut vars = Vec::new();
                    for e in rest {
                        self.collect_vars(e, &mut vars);
                    }
                    let present: Vec<TokenStream> =
                        vars.iter().filter_map(|&v| self.present(v)).collect();
                    let keyword = self.print_element(keyword, s);
                    let rest = if self.unit_clause(rest).is_some() {
                        quote!()
                    } else {
                        self.print_elements(rest, s, None)
                    };
                    if present.is_empty() {
                        continue;
                    }
                    code.push(quote!(if #(#present)||* { #keyword #rest }));
                }
                quote!(#(#code)*)
            }
            _ => {
                let space = if s.emit_space || !s.last_was_punctuation {
                    quote!(p.write_str(" ");)
                } else {
                    quote!()
                };
                s.last_was_punctuation = false;
                s.emit_space = true;
                let code = self.print_value(e);
                quote!(#space #code)
            }
        }
    }

    /// An element printed after the space rule: variables, directives, custom directives.
    fn print_value(&mut self, e: &Element) -> TokenStream {
        match &e.kind {
            ElementKind::Variable(_) | ElementKind::Qualified(_) if self.var_of(e).is_some() => {
                let Some(var) = self.var_of(e) else {
                    return quote!();
                };
                self.print_var(var)
            }
            ElementKind::Qualified(inner) => self.print_value(inner),
            ElementKind::Operands => quote!(p.print_operands(body.operands(op));),
            ElementKind::Regions => {
                let implicit = self.implicit_terminator.is_some();
                quote!(::oxir::format_support::print_regions(p, op, body.op_regions(op), #implicit);)
            }
            ElementKind::Successors => quote!(
                let successors: Vec<::oxir::BlockId> = body.successors(op).collect();
                ::oxir::format_support::print_successors(p, &successors);
            ),
            ElementKind::Type(inner) => match self.type_target(inner) {
                Some(TypeTarget::Group(var)) if self.len(var) == Len::Single => {
                    let value = self.single(var);
                    match self.stripped_type(var) {
                        Some(view) => quote!({
                            let ty = body.value_type(#value);
                            match ty.dyn_cast::<#view>(ctx).and_then(|view| view.storage(ctx)) {
                                Some(storage) => #view::print_params(storage, &mut p.dialect_printer()),
                                None => p.print_type(ty),
                            }
                        }),
                        None => quote!(p.print_type(body.value_type(#value));),
                    }
                }
                Some(TypeTarget::Group(var)) if self.sub_group_attr(var).is_some() => {
                    let types = self.sub_group_types(var);
                    quote!(::oxir::op_support::print_type_groups(p, &#types);)
                }
                Some(target) => {
                    let types = self.types_of(target);
                    quote!(p.print_types(#types);)
                }
                None => quote!(),
            },
            ElementKind::FunctionalType(inputs, results) => {
                let (Some(inputs), Some(results)) =
                    (self.type_target(inputs), self.type_target(results))
                else {
                    return quote!();
                };
                let (inputs, results) = (self.types_of(inputs), self.types_of(results));
                quote!({
                    let inputs: Vec<::oxir::Type> = #inputs.collect();
                    let results: Vec<::oxir::Type> = #results.collect();
                    ::oxir::op_support::print_functional_type(p, &inputs, &results);
                })
            }
            ElementKind::Custom { name, args } => self.print_custom(e, name, args),
            _ => quote!(),
        }
    }

    /// `$x` printed.
    fn print_var(&mut self, var: Var) -> TokenStream {
        let accessor = self.accessor(var);
        if self.sub_group_attr(var).is_some() {
            return quote!(::oxir::op_support::print_operand_groups(p, &this.#accessor(ctx, body)););
        }
        match var {
            Var::Operand(_) => match self.len(var) {
                Len::Single => {
                    let value = self.single(var);
                    quote!(p.print_operand(#value);)
                }
                Len::Optional => quote!(
                    if let Some(value) = this.#accessor(ctx, body) {
                        p.print_operand(value);
                    }
                ),
                Len::Variadic => quote!(p.print_operands(this.#accessor(ctx, body));),
            },
            Var::Attr(i) => {
                let name = self.attr_name(i);
                let print = match self.attr_form(i) {
                    AttrForm::Enum { rust, bare, .. } => quote!(
                        match #rust::from_attr(ctx, attr) {
                            Some(case) => ::oxir::format_support::print_enum_case(p, &case.to_string(), &[#(#bare),*]),
                            None => p.print_attribute(attr),
                        }
                    ),
                    AttrForm::Symbol => {
                        quote!(match attr.dyn_cast::<::oxir::attrs::StringAttr>(ctx) {
                            Some(name) => p.print_symbol_name(name.bytes(ctx)),
                            None => p.print_attribute(attr),
                        })
                    }
                    AttrForm::Stripped { view, .. } => quote!(
                        match attr.dyn_cast::<#view>(ctx).and_then(|view| view.storage(ctx)) {
                            Some(storage) => #view::print_params(storage, &mut p.dialect_printer()),
                            None => p.print_attribute(attr),
                        }
                    ),
                    AttrForm::Typed(_) => quote!(p.print_attribute_without_type(attr);),
                    AttrForm::DenseIntArray(_) => {
                        quote!(::oxir::format_support::print_dense_int_array(p, attr);)
                    }
                    AttrForm::Started(_) | AttrForm::AnyTyped | AttrForm::Generic => {
                        quote!(p.print_attribute(attr);)
                    }
                };
                quote!(
                    if let Some(attr) = ::oxir::op_support::attr(ctx, body, op, #name) {
                        #print
                    }
                )
            }
            Var::Region(_) => {
                let implicit = self.implicit_terminator.is_some();
                let regions = match self.len(var) {
                    Len::Variadic => quote!(this.#accessor(body)),
                    _ => {
                        let region = self.single(var);
                        quote!(&[#region])
                    }
                };
                quote!(::oxir::format_support::print_regions(p, op, #regions, #implicit);)
            }
            Var::Successor(_) => match self.len(var) {
                Len::Variadic => {
                    quote!(::oxir::format_support::print_successors(p, &this.#accessor(body));)
                }
                _ => {
                    let successor = self.single(var);
                    quote!(p.print_successor(#successor);)
                }
            },
            // Results print only their types; the format check rejects `$result`.
            Var::Result(_) => quote!(),
        }
    }

    /// An iterator expression over the types of `target`.
    pub(super) fn types_of(&self, target: TypeTarget) -> TokenStream {
        match target {
            TypeTarget::AllOperands => quote!(body.operands(op).map(|v| body.value_type(v))),
            TypeTarget::AllResults => quote!(body.result_types(op)),
            TypeTarget::Group(var) => {
                let accessor = self.accessor(var);
                match self.len(var) {
                    Len::Single => {
                        let value = self.single(var);
                        quote!(::core::iter::once(body.value_type(#value)))
                    }
                    Len::Optional => {
                        quote!(this.#accessor(ctx, body).map(|v| body.value_type(v)).into_iter())
                    }
                    Len::Variadic if self.sub_group_attr(var).is_some() => quote!(this
                        .#accessor(ctx, body)
                        .into_iter()
                        .flatten()
                        .map(|v| body.value_type(v))),
                    Len::Variadic => {
                        quote!(this.#accessor(ctx, body).into_iter().map(|v| body.value_type(v)))
                    }
                }
            }
        }
    }

    /// `attr-dict` or `attr-dict-with-keyword`: every attribute the format does not print,
    /// nor segment sizes, nor default-valued attributes holding their default. With
    /// `prop-dict` in the format, the properties are its and only discardable attributes are
    /// left here.
    fn print_attr_dict(&mut self, with_keyword: bool) -> TokenStream {
        let (setup, elided) = self.elided_names();
        let call = match (self.uses.prop_dict, with_keyword) {
            (false, false) => quote!(p.print_op_attr_dict(op, #elided);),
            (false, true) => quote!(p.print_op_attr_dict_with_keyword(op, #elided);),
            (true, false) => quote!(p.print_optional_attr_dict(
                ::oxir::structure::dictionary_entries(ctx, body.op_attrs(op)),
                #elided,
            );),
            (true, true) => quote!(p.print_optional_attr_dict_with_keyword(
                ::oxir::structure::dictionary_entries(ctx, body.op_attrs(op)),
                #elided,
            );),
        };
        if setup.is_empty() {
            return call;
        }
        quote!({ #setup #call })
    }

    /// The names `attr-dict` and `prop-dict` leave out: the attributes the format prints
    /// itself, segment sizes (the parser computes them), and default-valued attributes that
    /// hold their default. Returns the statements building the list and the `&[&str]`
    /// expression of it.
    fn elided_names(&self) -> (TokenStream, TokenStream) {
        let mut names: Vec<&str> = self.segment_names();
        for (i, bound) in self.uses.attrs.iter().enumerate() {
            if *bound {
                names.push(self.attr_name(i));
            }
        }
        // A default-valued attribute the format already elides needs no check; the others are
        // added to a fixed array, so that printing an op allocates no list.
        let defaults: Vec<TokenStream> = (0..self.op.attributes.len())
            .filter(|&i| !names.contains(&self.attr_name(i)))
            .filter_map(|i| {
                let default = self.default_expr(i)?;
                let name = self.attr_name(i);
                Some(quote!(
                    if ::oxir::op_support::attr(ctx, body, op, #name).is_some_and(|a| Some(a) == #default) {
                        elided[elided_len] = #name;
                        elided_len += 1;
                    }
                ))
            })
            .collect();
        if defaults.is_empty() {
            return (quote!(), quote!(&[#(#names),*]));
        }
        let fixed = names.len();
        let capacity = fixed + defaults.len();
        let blanks = std::iter::repeat_n("", defaults.len());
        (
            quote!(
                let mut elided: [&str; #capacity] = [#(#names,)* #(#blanks),*];
                let mut elided_len = #fixed;
                #(#defaults)*
            ),
            quote!(&elided[..elided_len]),
        )
    }

    /// `( ... )?` and `( ... ) : ( ... )?`.
    fn print_optional(
        &mut self,
        then_elements: &[Element],
        else_elements: &[Element],
        s: &mut Spacing,
    ) -> TokenStream {
        let (anchor, inverted) = match then_elements.iter().find(|e| e.anchor.is_some()) {
            Some(a) => (a, false),
            None => match else_elements.iter().find(|e| e.anchor.is_some()) {
                Some(a) => (a, true),
                None => return quote!(),
            },
        };
        let present = self.anchor_present(anchor).unwrap_or_else(|| quote!(false));
        let condition = if inverted {
            quote!(!(#present))
        } else {
            present
        };
        // A unit attribute anchor stands for itself: the group's presence prints it.
        let first_is =
            |elements: &[Element]| elements.first().is_some_and(|f| std::ptr::eq(f, anchor));
        let skip = match self.var_of(anchor) {
            Some(Var::Attr(i))
                if self.is_unit(i) && !first_is(then_elements) && !first_is(else_elements) =>
            {
                Some(anchor)
            }
            _ => None,
        };
        let then_code = self.print_elements(then_elements, s, skip);
        if else_elements.is_empty() {
            return quote!(if #condition { #then_code });
        }
        let else_code = self.print_elements(else_elements, s, skip);
        quote!(if #condition { #then_code } else { #else_code })
    }

    /// Whether the anchor `e` of an optional group is present, as MLIR's printer decides it.
    pub(super) fn anchor_present(&self, e: &Element) -> Option<TokenStream> {
        match &e.kind {
            ElementKind::Variable(_) | ElementKind::Qualified(_) => self.present(self.var_of(e)?),
            ElementKind::Type(inner) => match self.type_target(inner)? {
                TypeTarget::Group(var) => self.present(var),
                _ => None,
            },
            ElementKind::FunctionalType(inputs, _) => self.anchor_present(inputs),
            ElementKind::Custom { args, .. } => {
                let present: Vec<TokenStream> = args
                    .iter()
                    .filter(|a| !matches!(a.kind, ElementKind::Ref(_)))
                    .filter_map(|a| self.anchor_present(a))
                    .collect();
                (!present.is_empty()).then(|| quote!((#(#present)||*)))
            }
            _ => None,
        }
    }

    /// Whether `var` is present on the op (non-empty for groups; for a default-valued
    /// attribute, present and not its default).
    fn present(&self, var: Var) -> Option<TokenStream> {
        let accessor = self.accessor(var);
        Some(match var {
            Var::Operand(_) | Var::Result(_) => match self.len(var) {
                Len::Single => return None,
                Len::Optional => quote!(this.#accessor(ctx, body).is_some()),
                Len::Variadic => quote!(!this.#accessor(ctx, body).is_empty()),
            },
            Var::Attr(i) => {
                let name = self.attr_name(i);
                let attr = quote!(::oxir::op_support::attr(ctx, body, op, #name));
                match (
                    self.parses_as_optional(i) || self.is_unit(i),
                    self.default_expr(i),
                ) {
                    (false, Some(default)) => quote!(#attr.is_some_and(|a| Some(a) != #default)),
                    _ => quote!(#attr.is_some()),
                }
            }
            Var::Region(_) => match self.len(var) {
                Len::Variadic => quote!(!this.#accessor(body).is_empty()),
                _ => {
                    let region = self.single(var);
                    quote!(!body.region_scope(op).0.region_is_empty(#region))
                }
            },
            Var::Successor(_) => match self.len(var) {
                Len::Variadic => quote!(!this.#accessor(body).is_empty()),
                _ => return None,
            },
        })
    }

    /// The variables of an `oilist` clause whose presence prints it (MLIR's `collect`: not
    /// under `type(...)` nor `ref(...)`).
    fn collect_vars(&self, e: &Element, vars: &mut Vec<Var>) {
        match &e.kind {
            ElementKind::Variable(_) | ElementKind::Qualified(_) => vars.extend(self.var_of(e)),
            ElementKind::Custom { args, .. } => {
                for a in args {
                    self.collect_vars(a, vars);
                }
            }
            ElementKind::FunctionalType(a, b) => {
                self.collect_vars(a, vars);
                self.collect_vars(b, vars);
            }
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => {
                for e in then_elements.iter().chain(else_elements) {
                    self.collect_vars(e, vars);
                }
            }
            _ => {}
        }
    }

    /// The unit attribute an `oilist` clause consists of (after its keyword), if so: the
    /// keyword alone stands for it.
    pub(super) fn unit_clause(&self, rest: &[Element]) -> Option<usize> {
        match rest {
            [only] => match self.var_of(only)? {
                Var::Attr(i) if self.is_unit(i) => Some(i),
                _ => None,
            },
            _ => None,
        }
    }
}

/// A literal, with MLIR's space before it, and the spacing state after it.
fn literal(value: &str, s: &mut Spacing) -> TokenStream {
    let text = if s.emit_space && space_before(value, s.last_was_punctuation) {
        format!(" {value}")
    } else {
        value.to_string()
    };
    let first = value.chars().next().unwrap_or(' ');
    s.emit_space = value.len() != 1 || !"<({[".contains(first);
    s.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
    quote!(p.write_str(#text);)
}

#[cfg(test)]
mod tests {
    use super::space_before;

    #[test]
    fn spaces_follow_mlir_rules() {
        // Multi-character literals and `->` always take a space.
        assert!(space_before("to", false));
        assert!(space_before("->", true));
        assert!(space_before("...", true));
        // No space before closing punctuation or a comma.
        assert!(!space_before(",", false));
        assert!(!space_before(")", true));
        assert!(!space_before("(", false));
        // After punctuation, an opening bracket takes a space; `:` always does.
        assert!(space_before("(", true));
        assert!(space_before(":", false));
    }
}
