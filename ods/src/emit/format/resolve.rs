//! What the generated parser does after the last element of the format: store the attributes
//! it read, put the regions in the op's order, collect the successors, split type lists read
//! as one (`type(operands)`, `type(results)`) into the op's groups, infer the types the format
//! does not print, record segment sizes, and resolve the operands.
//!
//! Types not printed are inferred in an order fixed at generation time: from a buildable
//! constraint, from an entity of equal type (`SameOperandsAndResultType`, `SameTypeOperands`,
//! `AllTypesMatch`) whose types are known, through a `TypesMatchWith` transform, or from the
//! first attribute (`FirstAttrDerivedResultType`); each step only uses what earlier steps made
//! known. As in MLIR, a variadic source gives its whole list and any other its first type.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::super::constraints::{type_expr, unparenthesized};
use super::super::tokens::checked_rust;
use super::{Gen, Len, Var, build_type, concat, concat_types};
use crate::diag::SpecDiagnostic;
use crate::lang::constraint::Presence;
use crate::lang::library::TypePred;
use crate::model::AttrStorage;
use crate::resolved::{EntityConstraint, EntityRef, ResultInference, Segments};

/// Where the types of a group come from.
#[derive(Clone)]
enum Source {
    /// One type, for every value of the group (an expression of type `Type`).
    One(TokenStream),
    /// A list (an expression of type `Vec<Type>`).
    List(TokenStream),
}

impl Gen<'_> {
    pub(super) fn resolve(&mut self) -> TokenStream {
        let sub_groups = self.join_sub_groups();
        let attrs = self.store_attrs();
        let regions = self.resolve_regions();
        let successors = self.resolve_successors();
        let split = self.split_type_lists();
        let (types, by_function) = self.infer_types();
        let segments = self.segment_sizes(by_function.is_none());
        let property_names = self.property_names();
        let operand_types: Vec<Ident> = (0..self.op.operands.len())
            .map(|i| self.types_ident(Var::Operand(i)))
            .collect();
        let result_types: Vec<Ident> = (0..self.op.results.len())
            .map(|i| self.types_ident(Var::Result(i)))
            .collect();
        let operand_lists: Vec<Ident> = (0..self.op.operands.len())
            .map(|i| self.list_ident(Var::Operand(i)))
            .collect();
        // The lists are resolved in place: joining them first would allocate twice per op.
        let unresolved = if self.uses.all_operands {
            quote!(&[&operands_all[..]])
        } else {
            quote!(&[#(&#operand_lists[..]),*])
        };
        let mut operand_type_lists = quote!(&[#(&#operand_types[..]),*]);
        let operand_types = concat_types(&operand_types);
        let result_types = concat_types(&result_types);
        let move_inherent = if property_names.is_empty() {
            quote!()
        } else {
            quote!(::oxir::op_support::move_inherent_attrs(ctx, &mut state.attrs, &mut props, &[#(#property_names),*]);)
        };
        let defaults = self.default_properties();
        let (result_types, inferred, joined_types) = match by_function {
            Some(infer) => {
                operand_type_lists = quote!(&[&types[..]]);
                let segments = if self.op.result_segments == Segments::AttrSized {
                    quote!(::oxir::op_support::parse_result_segments(p, state, Self::SHAPE.results.arities)?;)
                } else {
                    quote!()
                };
                (
                    quote!(),
                    quote!(
                        ::oxir::format_support::infer_result_types(p, state, &types, #infer)?;
                        #segments
                    ),
                    // Inference reads the operand types as one list (which may take a
                    // group's list over): resolve against it.
                    quote!(let types: Vec<::oxir::Type> = #operand_types;),
                )
            }
            None => (
                quote!(state.result_types = #result_types;),
                quote!(),
                quote!(),
            ),
        };
        quote! {
            #sub_groups
            #attrs
            #regions
            #successors
            #split
            #types
            #segments
            #move_inherent
            #defaults
            #result_types
            #joined_types
            state.operands = p.resolve_operand_lists(#unresolved, #operand_type_lists)?;
            if !props.is_empty() {
                state.props = Some(ctx.dictionary(props));
            }
            #inferred
        }
    }

    /// The sub-groups read of each `VariadicOfVariadic` operand become its one group of
    /// operands (and of types, when read in sub-groups), and their sizes its segment attribute.
    fn join_sub_groups(&self) -> TokenStream {
        let code = (0..self.op.operands.len()).filter_map(|i| {
            let var = Var::Operand(i);
            let segment_attr = self.sub_group_attr(var)?;
            let Some(attr @ Var::Attr(_)) = self.lookup(segment_attr) else {
                return None;
            };
            let (list, types) = (self.list_ident(var), self.types_ident(var));
            let (groups, type_groups) =
                (self.operand_groups_ident(var), self.type_groups_ident(var));
            let attr = self.list_ident(attr);
            Some(quote!(
                #list = #groups.iter().flatten().copied().collect();
                #types.extend(#type_groups.iter().flatten().copied());
                #attr = Some(::oxir::op_support::sub_group_sizes_attr(ctx, &#groups));
            ))
        });
        quote!(#(#code)*)
    }

    /// The attributes the format read, stored as properties or discardable attributes.
    fn store_attrs(&self) -> TokenStream {
        let stores = self
            .uses
            .attrs
            .iter()
            .enumerate()
            .filter(|(_, bound)| **bound)
            .map(|(i, _)| {
                let attr = self.list_ident(Var::Attr(i));
                let store = self.store_attr(i, quote!(value));
                quote!(if let Some(value) = #attr { #store })
            });
        quote!(#(#stores)*)
    }

    /// Default-valued properties the text leaves out get their default, as MLIR 19 stores them
    /// when it creates an op (`populateDefaultProperties`).
    fn default_properties(&self) -> TokenStream {
        let fills = (0..self.op.attributes.len())
            .filter(|&i| {
                self.op.attributes[i].spec.storage.value == AttrStorage::Property
                    && matches!(self.presence(i), Presence::Default(_))
            })
            .filter_map(|i| {
                let default = self.default_expr(i)?;
                let name = self.attr_name(i);
                let store = self.store_attr(i, quote!(value));
                Some(quote!(
                    if ::oxir::format_support::find_attr(ctx, &[props.as_slice()], #name).is_none()
                        && let Some(value) = #default
                    {
                        #store
                    }
                ))
            });
        quote!(#(#fills)*)
    }

    /// Single regions the format did not read become empty regions; all of them are put in the
    /// op's declared order.
    fn resolve_regions(&self) -> TokenStream {
        if self.uses.all_regions || self.op.regions.is_empty() {
            return quote!();
        }
        let mut code = Vec::new();
        let mut lists = Vec::new();
        for i in 0..self.op.regions.len() {
            let var = Var::Region(i);
            let list = self.list_ident(var);
            if self.len(var) == Len::Single {
                code.push(quote!(
                    if #list.is_empty() {
                        #list.push(p.add_empty_region());
                    }
                ));
            }
            lists.push(list);
        }
        let all = concat(&lists);
        quote!(
            #(#code)*
            p.order_regions(&#all);
        )
    }

    fn resolve_successors(&self) -> TokenStream {
        if self.uses.all_successors {
            return quote!(state.successors = successors_all;);
        }
        if self.op.successors.is_empty() {
            return quote!();
        }
        let lists: Vec<Ident> = (0..self.op.successors.len())
            .map(|i| self.list_ident(Var::Successor(i)))
            .collect();
        let all = concat(&lists);
        quote!(state.successors = #all;)
    }

    /// `type(operands)` and `type(results)` read every type as one list: split it into the
    /// groups, by the operand groups' sizes, or by what the result groups' arities allow.
    fn split_type_lists(&self) -> TokenStream {
        let mut code = Vec::new();
        if self.uses.all_operand_types && !self.op.operands.is_empty() {
            let lists: Vec<Ident> = (0..self.op.operands.len())
                .map(|i| self.types_ident(Var::Operand(i)))
                .collect();
            let sizes = self.operand_sizes();
            code.push(quote!(
                let sizes: Vec<usize> = #sizes;
                let mut groups = ::oxir::format_support::split_types(p, operand_types_all, &sizes, "operands")?.into_iter();
                #(#lists = groups.next().unwrap_or_default().into();)*
            ));
        }
        if self.uses.all_result_types && !self.op.results.is_empty() {
            let lists: Vec<Ident> = (0..self.op.results.len())
                .map(|i| self.types_ident(Var::Result(i)))
                .collect();
            code.push(quote!(
                let sizes = ::oxir::format_support::group_sizes(p, Self::SHAPE.results.arities, result_types_all.len(), "results")?;
                let mut groups = ::oxir::format_support::split_types(p, result_types_all, &sizes, "results")?.into_iter();
                #(#lists = groups.next().unwrap_or_default().into();)*
            ));
        }
        quote!(#(#code)*)
    }

    /// The size of each operand group, as a `Vec<usize>` expression.
    fn operand_sizes(&self) -> TokenStream {
        if self.uses.all_operands {
            quote!(::oxir::format_support::group_sizes(
                p,
                Self::SHAPE.operands.arities,
                operands_all.len(),
                "operands"
            )?)
        } else {
            let lists: Vec<Ident> = (0..self.op.operands.len())
                .map(|i| self.list_ident(Var::Operand(i)))
                .collect();
            quote!(vec![#(#lists.len()),*])
        }
    }

    /// The types the format does not print, in an order where each source is known first; and
    /// the path of the spec's inference function when the result types come from it
    /// (`infer_result_types = "crate::path"`, called once the operands and attributes are read).
    fn infer_types(&mut self) -> (TokenStream, Option<TokenStream>) {
        let entities: Vec<Var> = (0..self.op.results.len())
            .map(Var::Result)
            .chain((0..self.op.operands.len()).map(Var::Operand))
            .collect();
        let mut known: Vec<Var> = entities
            .iter()
            .copied()
            .filter(|&v| self.types_printed(v))
            .collect();
        known.extend(
            (0..self.op.attributes.len())
                .filter(|&i| self.uses.attrs[i])
                .map(Var::Attr),
        );
        let mut code = Vec::new();
        let mut pending: Vec<Var> = entities
            .into_iter()
            .filter(|v| !known.contains(v))
            .collect();
        let first_attr = self
            .op
            .traits
            .iter()
            .any(|t| t.spec.name.as_str() == "FirstAttrDerivedResultType");
        loop {
            let before = pending.len();
            pending.retain(|&target| match self.source_of(target, &known, first_attr) {
                Some(source) => {
                    code.push(self.fill(target, source));
                    known.push(target);
                    false
                }
                None => true,
            });
            if pending.is_empty() || pending.len() == before {
                break;
            }
        }
        let function = match &self.op.result_inference {
            ResultInference::Function(path) => Some(checked_rust(path)),
            _ => None,
        };
        let mut by_function = None;
        for target in pending {
            if let (Var::Result(_), Some(function)) = (target, &function) {
                by_function = Some(function.clone());
                continue;
            }
            let what = match target {
                Var::Result(_) => "result",
                _ => "operand",
            };
            let message = format!(
                "the types of {what} `{}` are neither printed nor inferable",
                self.name(target)
            );
            self.errors.push(
                SpecDiagnostic::error(self.format.span, message).with_help(format!(
                    "print them with `type(${})`, or derive them with `FirstAttrDerivedResultType`, `AllTypesMatch` or `TypesMatchWith`",
                    self.name(target)
                )),
            );
        }
        (quote!(#(#code)*), by_function)
    }

    fn types_printed(&self, var: Var) -> bool {
        match var {
            Var::Operand(i) => self.uses.all_operand_types || self.uses.operand_types[i],
            Var::Result(i) => self.uses.all_result_types || self.uses.result_types[i],
            _ => false,
        }
    }

    /// How the types of `target` can be had from the `known` entities.
    fn source_of(&self, target: Var, known: &[Var], first_attr: bool) -> Option<Source> {
        let name = self.name(target);
        let pred = match target {
            Var::Operand(i) => &self.op.operands[i].constraint.pred,
            Var::Result(i) => &self.op.results[i].constraint.pred,
            _ => return None,
        };
        // A single result of a buildable type needs nothing; variable-length ones need a count.
        let buildable = match target {
            Var::Result(_) => self.len(target) == Len::Single,
            _ => true,
        };
        if buildable && let Some(ty) = build_type(pred) {
            return Some(Source::One(ty));
        }
        for group in &self.op.type_equalities {
            if !group.iter().any(|n| n == name) {
                continue;
            }
            let source = group
                .iter()
                .filter(|n| *n != name)
                .filter_map(|n| self.lookup(n))
                .find(|v| known.contains(v));
            if let Some(source) = source {
                return Some(self.source_types(source));
            }
        }
        for c in &self.op.entity_constraints {
            let EntityConstraint::TypesMatchWith {
                from,
                to,
                transform,
                ranged,
                ..
            } = c
            else {
                continue;
            };
            if self.entity_var(to) != Some(target) {
                continue;
            }
            let Some(source) = self.entity_var(from).filter(|v| known.contains(v)) else {
                continue;
            };
            let source = match self.source_types(source) {
                Source::One(ty) => quote!(vec![#ty]),
                Source::List(list) => list,
            };
            let path = checked_rust(transform);
            if *ranged {
                return Some(Source::List(quote!(#path(ctx, &#source))));
            }
            let transform = super::super::entities::transform(transform);
            let variadic = self.len(target) == Len::Variadic;
            let check = self.source_check(from);
            return Some(Source::List(quote!({
                let source: Vec<::oxir::Type> = #source;
                #check
                ::oxir::format_support::derive_types(p, &source, #transform, #name, #variadic)?
            })));
        }
        if first_attr && matches!(target, Var::Result(_)) {
            let attr = self.op.attributes.first()?.name();
            return Some(Source::One(quote!(
                ::oxir::format_support::type_of_attr(
                    p,
                    ::oxir::format_support::find_attr(ctx, &[state.attrs.as_slice(), props.as_slice()], #attr),
                    #attr,
                )?
            )));
        }
        None
    }

    /// The check of the types a `TypesMatchWith` derives others from, against the source's
    /// own constraint, before the transform sees them: MLIR's parser reports `'val' must be
    /// ..., but got 'T'` at the op name. Nothing for an attribute or an unconstrained source.
    fn source_check(&self, from: &EntityRef) -> TokenStream {
        let resolved = match from {
            EntityRef::Operand(i) => &&self.op.operands[*i].constraint,
            EntityRef::Result(i) => &&self.op.results[*i].constraint,
            EntityRef::Attr(_) => return quote!(),
        };
        if resolved.pred == TypePred::Any {
            return quote!();
        }
        let Some(var) = self.entity_var(from) else {
            return quote!();
        };
        let name = self.name(var);
        let expr = unparenthesized(type_expr(&resolved.pred, &quote!(ty), &mut 0));
        let description = &resolved.description;
        quote!(::oxir::format_support::check_source_types(
            p,
            &source,
            &|ctx: &::oxir::Context, ty: ::oxir::Type| { #expr },
            #name,
            #description,
        )?;)
    }

    /// The format variable of an entity a trait names.
    fn entity_var(&self, entity: &EntityRef) -> Option<Var> {
        match entity {
            EntityRef::Operand(i) => Some(Var::Operand(*i)),
            EntityRef::Result(i) => Some(Var::Result(*i)),
            EntityRef::Attr(name) => self.lookup(name),
        }
    }

    /// The types a known entity gives: the whole list of a variadic group, else its first type
    /// (MLIR's `Types` and `Types[0]`), or an attribute's type.
    fn source_types(&self, source: Var) -> Source {
        match source {
            Var::Attr(i) => {
                let attr = self.list_ident(source);
                let name = self.attr_name(i);
                Source::One(quote!(::oxir::format_support::type_of_attr(p, #attr, #name)?))
            }
            _ => {
                let list = self.types_ident(source);
                if self.len(source) == Len::Variadic {
                    Source::List(quote!(#list.clone()))
                } else {
                    let what = format!("`{}`", self.name(source));
                    Source::One(
                        quote!(::oxir::format_support::first_type(p, &[#list.as_slice()], #what)?),
                    )
                }
            }
        }
    }

    /// Fills the types of `target` from `source`.
    fn fill(&self, target: Var, source: Source) -> TokenStream {
        let list = self.types_ident(target);
        match (target, source) {
            (_, Source::List(types)) => quote!(#list = ::core::convert::From::from(#types);),
            (Var::Operand(i), Source::One(ty)) => {
                let count = if self.uses.all_operands {
                    let index = proc_macro2::Literal::usize_unsuffixed(i);
                    quote!(::oxir::format_support::group_sizes(p, Self::SHAPE.operands.arities, operands_all.len(), "operands")?[#index])
                } else {
                    let operands = self.list_ident(target);
                    quote!(#operands.len())
                };
                quote!(#list = ::core::iter::repeat_n(#ty, #count).collect();)
            }
            (_, Source::One(ty)) => quote!(#list = ::core::iter::once(#ty).collect();),
        }
    }

    /// The segment-size properties of an op with `AttrSized...Segments`; those of the results
    /// only when `results` (inferred results get theirs once inferred).
    fn segment_sizes(&self, results: bool) -> TokenStream {
        let mut code = Vec::new();
        if self.op.operand_segments == Segments::AttrSized {
            let sizes = self.operand_sizes();
            code.push(quote!(
                let sizes: Vec<usize> = #sizes;
                props.push(::oxir::NamedAttr {
                    name: ctx.string_attr("operandSegmentSizes"),
                    value: ::oxir::op_support::segment_sizes(ctx, &sizes),
                });
            ));
        }
        if results && self.op.result_segments == Segments::AttrSized {
            let lists: Vec<Ident> = (0..self.op.results.len())
                .map(|i| self.types_ident(Var::Result(i)))
                .collect();
            code.push(quote!(
                props.push(::oxir::NamedAttr {
                    name: ctx.string_attr("resultSegmentSizes"),
                    value: ::oxir::op_support::segment_sizes(ctx, &[#(#lists.len()),*]),
                });
            ));
        }
        quote!(#(#code)*)
    }
}
