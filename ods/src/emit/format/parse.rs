//! The parser of a format: the lists it fills (operands, types, attributes, regions,
//! successors), then one statement per element in order, as MLIR's `OpFormatGen` writes them.
//! Inside a present optional group, the elements after the first are required; an `oilist`
//! reads its clauses in any order, each at most once.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{AttrForm, Gen, Len, TypeTarget, Var};
use crate::diag::SpecDiagnostic;
use crate::lang::format::{Element, ElementKind, Literal};

/// Where an element is parsed.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum Ctx {
    /// At the top of the format or in an `oilist` clause: optional things are read if there.
    Top,
    /// In a present optional group, after its first element: everything is required.
    Group,
}

impl Gen<'_> {
    /// The body of `parse_custom_form`.
    pub(super) fn parser(&mut self) -> TokenStream {
        let decls = self.parse_decls();
        let elements: Vec<TokenStream> = self
            .format
            .elements
            .iter()
            .map(|e| self.parse_element(e, Ctx::Top))
            .collect();
        let resolve = self.resolve();
        quote! {
            let ctx = p.context();
            let mut props: Vec<::oxir::NamedAttr> = Vec::new();
            #decls
            #(#elements)*
            #resolve
            Ok(())
        }
    }

    /// The lists the parser fills.
    fn parse_decls(&self) -> TokenStream {
        let mut decls = Vec::new();
        let operand = quote!(Vec<::oxir::text::parser::UnresolvedOperand<'_>>);
        let types = quote!(Vec<::oxir::Type>);
        // A single or optional group holds at most one entry: its list is inline, so reading
        // an op allocates no list per group.
        let group_list = |g: &Self, var: Var, item: TokenStream| {
            if g.len(var) == Len::Variadic || g.sub_group_attr(var).is_some() {
                (quote!(Vec<#item>), quote!(Vec::new()))
            } else {
                (
                    quote!(::oxir::format_support::GroupList<#item>),
                    quote!(::oxir::format_support::GroupList::new()),
                )
            }
        };
        let unresolved = quote!(::oxir::text::parser::UnresolvedOperand<'_>);
        if self.uses.all_operands {
            decls.push(quote!(let mut operands_all: #operand = Vec::new();));
        } else {
            for i in 0..self.op.operands.len() {
                let list = self.list_ident(Var::Operand(i));
                let (ty, new) = group_list(self, Var::Operand(i), unresolved.clone());
                decls.push(quote!(let mut #list: #ty = #new;));
            }
        }
        if self.uses.all_operand_types {
            decls.push(quote!(let mut operand_types_all: #types = Vec::new();));
        }
        for i in 0..self.op.operands.len() {
            let list = self.types_ident(Var::Operand(i));
            let (ty, new) = group_list(self, Var::Operand(i), quote!(::oxir::Type));
            decls.push(quote!(let mut #list: #ty = #new;));
            if self.sub_group_attr(Var::Operand(i)).is_some() {
                let groups = self.operand_groups_ident(Var::Operand(i));
                let type_groups = self.type_groups_ident(Var::Operand(i));
                decls.push(quote!(
                    let mut #groups: Vec<#operand> = Vec::new();
                    let mut #type_groups: Vec<#types> = Vec::new();
                ));
            }
        }
        if self.uses.all_result_types {
            decls.push(quote!(let mut result_types_all: #types = Vec::new();));
        }
        for i in 0..self.op.results.len() {
            let list = self.types_ident(Var::Result(i));
            let (ty, new) = group_list(self, Var::Result(i), quote!(::oxir::Type));
            decls.push(quote!(let mut #list: #ty = #new;));
        }
        for (i, bound) in self.uses.attrs.iter().enumerate() {
            if *bound {
                let attr = self.list_ident(Var::Attr(i));
                decls.push(quote!(let mut #attr: Option<::oxir::Attribute> = None;));
            }
        }
        if self.uses.all_regions {
            decls.push(quote!(let mut regions_all: Vec<::oxir::RegionId> = Vec::new();));
        } else {
            for i in 0..self.op.regions.len() {
                let list = self.list_ident(Var::Region(i));
                decls.push(quote!(let mut #list: Vec<::oxir::RegionId> = Vec::new();));
            }
        }
        if self.uses.all_successors {
            decls.push(quote!(let mut successors_all: Vec<::oxir::BlockId> = Vec::new();));
        } else {
            for i in 0..self.op.successors.len() {
                let list = self.list_ident(Var::Successor(i));
                decls.push(quote!(let mut #list: Vec<::oxir::BlockId> = Vec::new();));
            }
        }
        quote!(#(#decls)*)
    }

    pub(super) fn parse_element(&mut self, e: &Element, ctx: Ctx) -> TokenStream {
        match &e.kind {
            ElementKind::Literal(Literal::Keyword(value)) => quote!(p.parse_keyword(#value)?;),
            ElementKind::Literal(Literal::Punctuation(value)) => match punctuation(value) {
                Some((required, _)) => quote!(p.#required()?;),
                None => quote!(),
            },
            ElementKind::Literal(_) => quote!(),
            ElementKind::AttrDict {
                with_keyword: false,
            } => quote!(p.parse_optional_attr_dict(&mut state.attrs)?;),
            ElementKind::AttrDict { with_keyword: true } => {
                quote!(p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;)
            }
            ElementKind::PropDict => quote!(p.parse_optional_prop_dict(&mut props)?;),
            ElementKind::Variable(_) | ElementKind::Qualified(_) if self.var_of(e).is_some() => {
                match self.var_of(e) {
                    Some(var) => self.parse_var(var, ctx),
                    None => quote!(),
                }
            }
            ElementKind::Qualified(inner) => self.parse_element(inner, ctx),
            ElementKind::Operands => quote!(
                operands_all = p.parse_operand_list(::oxir::text::parser::Delimiter::None, None)?;
            ),
            ElementKind::Regions => {
                let ensure = self.ensure_regions(&format_ident!("regions_all"));
                quote!(
                    regions_all = ::oxir::format_support::parse_region_list(p)?;
                    #ensure
                )
            }
            ElementKind::Successors => {
                quote!(successors_all = ::oxir::format_support::parse_successor_list(p)?;)
            }
            ElementKind::Type(inner) => match self.type_target(inner) {
                Some(target) => self.parse_types(target),
                None => quote!(),
            },
            ElementKind::FunctionalType(inputs, results) => {
                let (Some(inputs), Some(results)) =
                    (self.type_target(inputs), self.type_target(results))
                else {
                    return quote!();
                };
                let (inputs, results) = (self.parsed_types(inputs), self.parsed_types(results));
                quote!(
                    let ty = p.parse_function_type()?;
                    let (inputs, results) = ::oxir::op_support::function_type_parts(ctx, ty);
                    (#inputs, #results) = (inputs.into(), results.into());
                )
            }
            ElementKind::Custom { name, args } => self.parse_custom(e, name, args),
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => self.parse_optional(then_elements, else_elements),
            ElementKind::Oilist(clauses) => {
                let mut flags = Vec::new();
                let mut arms = Vec::new();
                for (n, clause) in clauses.iter().enumerate() {
                    let Some((
                        Element {
                            kind: ElementKind::Literal(Literal::Keyword(keyword)),
                            ..
                        },
                        rest,
                    )) = clause.elements.split_first()
                    else {
                        continue;
                    };
                    let flag = format_ident!("clause_{}", n);
                    let message = format!(
                        "`{keyword}` clause can appear at most once in the expansion of the oilist directive"
                    );
                    let body = match self.unit_clause(rest) {
                        Some(i) => {
                            let attr = self.list_ident(Var::Attr(i));
                            quote!(#attr = Some(ctx.common().unit);)
                        }
                        None => {
                            let code: Vec<TokenStream> = rest
                                .iter()
                                .map(|e| self.parse_element(e, Ctx::Top))
                                .collect();
                            quote!(#(#code)*)
                        }
                    };
                    flags.push(quote!(let mut #flag = false;));
                    arms.push(quote!(
                        if p.parse_optional_keyword(#keyword) {
                            if #flag {
                                let at = p.name_offset();
                                return Err(p.error_at(at, #message));
                            }
                            #flag = true;
                            #body
                        } else
                    ));
                }
                quote!({
                    #(#flags)*
                    loop {
                        #(#arms)* {
                            break;
                        }
                    }
                })
            }
            _ => quote!(),
        }
    }

    /// `$x` read: operands, attributes, regions and successors.
    fn parse_var(&mut self, var: Var, ctx: Ctx) -> TokenStream {
        let list = self.list_ident(var);
        if self.sub_group_attr(var).is_some() {
            let groups = self.operand_groups_ident(var);
            return quote!(#groups = ::oxir::op_support::parse_operand_groups(p)?;);
        }
        match var {
            Var::Operand(_) => match self.len(var) {
                Len::Single => quote!(#list.push(p.parse_operand()?);),
                Len::Optional => quote!(
                    if let Some(operand) = p.parse_optional_operand()? {
                        #list.push(operand);
                    }
                ),
                Len::Variadic => quote!(
                    #list = p.parse_operand_list(::oxir::text::parser::Delimiter::None, None)?;
                ),
            },
            Var::Attr(i) => {
                // Inside a present optional group, what follows its first element is required.
                let optional = ctx == Ctx::Top && (self.parses_as_optional(i) || self.is_unit(i));
                let parse = self.parse_attr(i, optional);
                quote!(#list = #parse;)
            }
            Var::Region(_) => {
                let ensure = self.ensure_regions(&list);
                match self.len(var) {
                    Len::Variadic => quote!(
                        #list = ::oxir::format_support::parse_region_list(p)?;
                        #ensure
                    ),
                    _ => quote!(
                        #list.push(p.parse_region(&[], false)?);
                        #ensure
                    ),
                }
            }
            Var::Successor(_) => match self.len(var) {
                Len::Variadic => {
                    quote!(#list = ::oxir::format_support::parse_successor_list(p)?;)
                }
                _ => quote!(#list.push(p.parse_successor()?);),
            },
            Var::Result(_) => quote!(),
        }
    }

    /// An `Option<Attribute>` expression reading attribute `i`, optionally or not.
    fn parse_attr(&mut self, i: usize, optional: bool) -> TokenStream {
        match self.attr_form(i) {
            AttrForm::Enum {
                rust,
                keywords,
                cases,
                ..
            } => {
                let name = self.attr_name(i);
                let required = !optional;
                quote!(::oxir::format_support::parse_enum_attr(
                    p,
                    #name,
                    &[#(#keywords),*],
                    &[#(#cases),*],
                    #required,
                    |text| text.parse::<#rust>().ok().map(|case| case.get_attr(ctx)),
                )?)
            }
            AttrForm::Stripped { view, start } => match (optional, start) {
                (false, _) => {
                    quote!(Some(::oxir::def_support::parse_stripped_attr(p, #view::parse)?.attr()))
                }
                (true, Some(start)) => {
                    quote!(::oxir::def_support::parse_optional_stripped_attr(p, #start, #view::parse)?.map(#view::attr))
                }
                (true, None) => {
                    let name = self.attr_name(i);
                    self.errors.push(
                            SpecDiagnostic::error(
                                self.format.span,
                                format!("attribute `{name}` may be absent here, but its stripped form starts with no punctuation that would tell it is there; reading it is not generated yet"),
                            )
                            .with_help("put a literal before it in the optional group, or start the attribute's format with punctuation"),
                        );
                    quote!(None)
                }
            },
            AttrForm::Symbol if optional => quote!(p.parse_optional_symbol_name()?),
            AttrForm::Symbol => quote!(Some(p.parse_symbol_name()?)),
            AttrForm::Typed(ty) if optional => quote!(p.parse_optional_attribute_of_type(#ty)?),
            AttrForm::Typed(ty) => quote!(Some(p.parse_attribute_of_type(#ty)?)),
            AttrForm::Started(method) if optional => quote!(p.#method()?),
            AttrForm::AnyTyped if optional => {
                quote!(::oxir::format_support::parse_optional_typed_attr(p)?)
            }
            AttrForm::AnyTyped => quote!(Some(::oxir::format_support::parse_typed_attr(p)?)),
            AttrForm::DenseIntArray(width) if optional => quote!(
                if p.at(::oxir::text::lexer::TokenKind::LSquare) {
                    Some(::oxir::format_support::parse_dense_int_array(p, #width)?)
                } else {
                    None
                }
            ),
            AttrForm::DenseIntArray(width) => {
                quote!(Some(::oxir::format_support::parse_dense_int_array(p, #width)?))
            }
            AttrForm::Generic if optional => quote!(p.parse_optional_attribute()?),
            AttrForm::Started(_) | AttrForm::Generic => quote!(Some(p.parse_attribute()?)),
        }
    }

    /// What the op's region traits do to the regions of `list` once parsed: an implicit
    /// terminator, or an entry block for `SingleBlock`.
    fn ensure_regions(&self, list: &Ident) -> TokenStream {
        if let Some(terminator) = &self.implicit_terminator {
            quote!(
                for &region in &#list {
                    p.ensure_terminator(region, #terminator);
                }
            )
        } else if self.single_block {
            quote!(
                for &region in &#list {
                    p.ensure_entry_block(region);
                }
            )
        } else {
            quote!()
        }
    }

    /// `type(x)` read.
    fn parse_types(&self, target: TypeTarget) -> TokenStream {
        if let TypeTarget::Group(var) = target
            && self.sub_group_attr(var).is_some()
        {
            let groups = self.type_groups_ident(var);
            return quote!(#groups = ::oxir::op_support::parse_type_groups(p)?;);
        }
        let list = self.parsed_types(target);
        let len = match target {
            TypeTarget::Group(var) => self.len(var),
            _ => Len::Variadic,
        };
        let stripped = match target {
            TypeTarget::Group(var) => self.stripped_type(var),
            _ => None,
        };
        match len {
            Len::Single => match stripped {
                Some(view) => quote!(
                    #list.push(::oxir::def_support::parse_stripped_type(p, #view::parse)?.ty());
                ),
                None => quote!(#list.push(p.parse_type()?);),
            },
            Len::Optional => quote!(
                if let Some(ty) = p.parse_optional_type()? {
                    #list.push(ty);
                }
            ),
            Len::Variadic => quote!(#list = ::oxir::format_support::parse_optional_type_list(p)?;),
        }
    }

    /// `( ... )?` and `( ... ) : ( ... )?`: the first element of the then branch decides
    /// whether the group is there; the rest of the branch taken is required.
    fn parse_optional(
        &mut self,
        then_elements: &[Element],
        else_elements: &[Element],
    ) -> TokenStream {
        let (anchor, inverted) = match then_elements.iter().find(|e| e.anchor.is_some()) {
            Some(a) => (Some(a), false),
            None => (else_elements.iter().find(|e| e.anchor.is_some()), true),
        };
        let is_whitespace = |e: &&Element| {
            matches!(
                e.kind,
                ElementKind::Literal(Literal::Space | Literal::Newline | Literal::Empty)
            )
        };
        let then_parsed: Vec<&Element> = then_elements
            .iter()
            .skip_while(|e| is_whitespace(e))
            .collect();
        let else_parsed: Vec<&Element> = else_elements
            .iter()
            .skip_while(|e| is_whitespace(e))
            .collect();
        let Some((first, rest)) = then_parsed.split_first() else {
            return quote!();
        };
        // A unit attribute anchor not first in its branch is not written: the branch's
        // presence sets it.
        let unit_anchor = anchor.and_then(|a| match self.var_of(a) {
            Some(Var::Attr(i)) if self.is_unit(i) => Some((a, i)),
            _ => None,
        });
        let elided = |branch: &[&Element]| {
            unit_anchor.filter(|(a, _)| {
                branch.iter().any(|e| std::ptr::eq(*e, *a))
                    && !branch.first().is_some_and(|f| std::ptr::eq(*f, *a))
            })
        };
        let set_unit = |g: &Self, branch_elided: Option<(&Element, usize)>| match branch_elided {
            Some((_, i)) => {
                let attr = g.list_ident(Var::Attr(i));
                quote!(#attr = Some(ctx.common().unit);)
            }
            None => quote!(),
        };
        let then_elided = elided(&then_parsed);
        let else_elided = elided(&else_parsed);
        let (start, condition) = self.parse_group_start(first);
        let then_set = if inverted {
            quote!()
        } else {
            set_unit(self, then_elided)
        };
        let else_set = if inverted {
            set_unit(self, else_elided)
        } else {
            quote!()
        };
        let skip = |e: &Element, branch_elided: Option<(&Element, usize)>| {
            branch_elided.is_some_and(|(a, _)| std::ptr::eq(a, e))
        };
        let then_rest: Vec<TokenStream> = rest
            .iter()
            .filter(|e| !skip(e, then_elided))
            .map(|e| self.parse_element(e, Ctx::Group))
            .collect();
        let else_code: Vec<TokenStream> = else_parsed
            .iter()
            .filter(|e| !skip(e, else_elided))
            .map(|e| self.parse_element(e, Ctx::Group))
            .collect();
        if else_elements.is_empty() {
            return quote!({
                #start
                if #condition {
                    #then_set
                    #(#then_rest)*
                }
            });
        }
        quote!({
            #start
            if #condition {
                #then_set
                #(#then_rest)*
            } else {
                #else_set
                #(#else_code)*
            }
        })
    }

    /// The code reading the first element of an optional group, and the condition under
    /// which the group is there.
    fn parse_group_start(&mut self, first: &Element) -> (TokenStream, TokenStream) {
        match &first.kind {
            ElementKind::Literal(Literal::Keyword(value)) => {
                (quote!(), quote!(p.parse_optional_keyword(#value)))
            }
            ElementKind::Literal(Literal::Punctuation(value)) => match punctuation(value) {
                Some((_, optional)) => (quote!(), quote!(p.#optional())),
                None => (quote!(), quote!(false)),
            },
            ElementKind::Custom { name, args } => {
                let call = self.parse_custom(first, name, args);
                let filled = self.custom_filled(args);
                (call, filled)
            }
            _ => match self.var_of(first) {
                Some(var @ Var::Attr(i)) => {
                    let attr = self.list_ident(var);
                    let parse = self.parse_attr(i, true);
                    (quote!(#attr = #parse;), quote!(#attr.is_some()))
                }
                Some(var @ Var::Operand(_)) => {
                    let list = self.list_ident(var);
                    let start = match self.len(var) {
                        Len::Variadic => self.parse_var(var, Ctx::Top),
                        _ => quote!(
                            if let Some(operand) = p.parse_optional_operand()? {
                                #list.push(operand);
                            }
                        ),
                    };
                    (start, quote!(!#list.is_empty()))
                }
                Some(var @ Var::Region(_)) => {
                    let list = self.list_ident(var);
                    let ensure = self.ensure_regions(&list);
                    let start = match self.len(var) {
                        Len::Variadic => self.parse_var(var, Ctx::Top),
                        _ => quote!(
                            if let Some(region) = p.parse_optional_region(&[], false)? {
                                #list.push(region);
                            }
                            #ensure
                        ),
                    };
                    (start, quote!(!#list.is_empty()))
                }
                Some(var @ Var::Successor(_)) => {
                    let list = self.list_ident(var);
                    (self.parse_var(var, Ctx::Top), quote!(!#list.is_empty()))
                }
                _ => (quote!(), quote!(false)),
            },
        }
    }
}

/// The required and optional parser methods of a punctuation literal.
fn punctuation(value: &str) -> Option<(Ident, Ident)> {
    let name = match value {
        "->" => "arrow",
        "{" => "lbrace",
        "}" => "rbrace",
        ":" => "colon",
        "," => "comma",
        "..." => "ellipsis",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "(" => "lparen",
        ")" => "rparen",
        "[" => "lsquare",
        "]" => "rsquare",
        "?" => "question",
        "*" => "star",
        "+" => "plus",
        "-" => "minus",
        "|" => "vertical_bar",
        _ => return None,
    };
    Some((
        format_ident!("parse_{}", name),
        format_ident!("parse_optional_{}", name),
    ))
}
