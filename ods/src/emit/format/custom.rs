//! `custom<Name>(args)`: calls of the Rust functions `parse_name` and `print_name` (the name in
//! snake case) of the module the spec names with `custom_directives`, and the arguments each
//! kind of format element passes them. The signatures, documented for dialect authors in
//! `docs/spec-language.md`:
//!
//! ```text
//! fn parse_name<'src>(p: &mut OpAsmParser<'_, 'src>, args...) -> ParseResult<()>
//! fn print_name(p: &mut OpAsmPrinter<'_>, op: OpId, args...)
//! ```
//!
//! | argument | parse takes | print takes |
//! |---|---|---|
//! | operand, single or optional | `&mut Option<UnresolvedOperand<'src>>` | `Value` / `Option<Value>` |
//! | operand, variadic | `&mut Vec<UnresolvedOperand<'src>>` | `&[Value]` |
//! | operand, `VariadicOfVariadic` | `&mut Vec<Vec<UnresolvedOperand<'src>>>` | `&[Vec<Value>]` |
//! | `type($x)`, single or optional | `&mut Option<Type>` | `Type` / `Option<Type>` |
//! | `type($x)`, variadic | `&mut Vec<Type>` | `&[Type]` |
//! | `type($x)`, `VariadicOfVariadic` | `&mut Vec<Vec<Type>>` | `&[Vec<Type>]` |
//! | attribute | `&mut Option<Attribute>` | `Option<Attribute>` |
//! | region, single | `&mut Option<RegionId>` | `RegionId` |
//! | region, variadic | `&mut Vec<RegionId>` | `&[RegionId]` |
//! | successor, single | `&mut Option<BlockId>` | `BlockId` |
//! | successor, variadic | `&mut Vec<BlockId>` | `&[BlockId]` |
//! | `attr-dict` | `&mut Vec<NamedAttr>` | `&[NamedAttr]` |
//! | `"rust expression"` | its value | its value |
//!
//! `ref(x)` passes what was read before by value: `Option<T>` for single and optional items,
//! `&[T]` for lists (`&[NamedAttr]` for `ref(attr-dict)` and `ref(prop-dict)`); the printer
//! gets the same as for `x`. Regions are parsed with `p.parse_region` (they become the op's
//! regions in its declared order). A string argument is a Rust expression in which `$_ctxt`
//! stands for the `&Context`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::{Gen, Len, TypeTarget, Var};
use crate::diag::SpecDiagnostic;
use crate::lang::format::{Element, ElementKind};

impl Gen<'_> {
    /// The call of `parse_name`, with the temporaries single items are read into.
    pub(super) fn parse_custom(
        &mut self,
        e: &Element,
        name: &str,
        args: &[Element],
    ) -> TokenStream {
        let function = self.custom_fn(e, "parse", name);
        let mut temps = Vec::new();
        let mut passed = Vec::new();
        let mut after = Vec::new();
        for (n, arg) in args.iter().enumerate() {
            let temp = format_ident!("arg_{}", n);
            let (item, list) = match &arg.kind {
                ElementKind::Ref(inner) => {
                    passed.push(self.parse_ref(inner));
                    continue;
                }
                ElementKind::AttrDict { .. } => {
                    passed.push(quote!(&mut state.attrs));
                    continue;
                }
                ElementKind::String(text) => {
                    passed.push(self.rust_expr(arg, text));
                    continue;
                }
                ElementKind::Type(inner) => match self.type_target(inner) {
                    Some(TypeTarget::Group(var)) => {
                        (quote!(::oxir::Type), (var, self.types_ident(var)))
                    }
                    _ => continue,
                },
                _ => match self.var_of(arg) {
                    Some(var @ Var::Attr(_)) => {
                        let attr = self.list_ident(var);
                        passed.push(quote!(&mut #attr));
                        continue;
                    }
                    Some(var @ Var::Operand(_)) => (
                        quote!(::oxir::text::parser::UnresolvedOperand<'_>),
                        (var, self.list_ident(var)),
                    ),
                    Some(var @ Var::Region(_)) => {
                        (quote!(::oxir::RegionId), (var, self.list_ident(var)))
                    }
                    Some(var @ Var::Successor(_)) => {
                        (quote!(::oxir::BlockId), (var, self.list_ident(var)))
                    }
                    _ => continue,
                },
            };
            let (var, list) = list;
            if self.sub_group_attr(var).is_some() {
                let groups = if matches!(arg.kind, ElementKind::Type(_)) {
                    self.type_groups_ident(var)
                } else {
                    self.operand_groups_ident(var)
                };
                passed.push(quote!(&mut #groups));
                continue;
            }
            if self.len(var) == Len::Variadic {
                passed.push(quote!(&mut #list));
                continue;
            }
            temps.push(quote!(let mut #temp: Option<#item> = None;));
            passed.push(quote!(&mut #temp));
            let is_type = matches!(arg.kind, ElementKind::Type(_));
            let must_give = self.len(var) == Len::Single && !matches!(var, Var::Region(_));
            if must_give {
                let what = if is_type {
                    format!("the type of `{}`", self.name(var))
                } else {
                    format!("`{}`", self.name(var))
                };
                let message = format!("custom directive `{name}` did not give {what}");
                after.push(quote!(
                    let Some(item) = #temp else {
                        let at = p.name_offset();
                        return Err(p.error_at(at, #message));
                    };
                    #list.push(item);
                ));
            } else {
                after.push(quote!(#list.extend(#temp);));
            }
        }
        quote!({
            #(#temps)*
            #function(p, #(#passed),*)?;
            #(#after)*
        })
    }

    /// What `ref(x)` passes to a parse function: what was read before, by value.
    fn parse_ref(&self, inner: &Element) -> TokenStream {
        match &inner.kind {
            ElementKind::AttrDict { .. } => quote!(&state.attrs),
            ElementKind::PropDict => quote!(&props),
            ElementKind::Operands => quote!(&operands_all),
            ElementKind::Regions => quote!(&regions_all),
            ElementKind::Successors => quote!(&successors_all),
            ElementKind::Type(t) => match self.type_target(t) {
                Some(TypeTarget::Group(var)) if self.sub_group_attr(var).is_some() => {
                    let groups = self.type_groups_ident(var);
                    quote!(&#groups)
                }
                Some(TypeTarget::Group(var)) => {
                    let types = self.types_ident(var);
                    if self.len(var) == Len::Variadic {
                        quote!(&#types)
                    } else {
                        quote!(#types.first().copied())
                    }
                }
                Some(target) => {
                    let types = self.parsed_types(target);
                    quote!(&#types)
                }
                None => quote!(),
            },
            _ => match self.var_of(inner) {
                Some(var @ Var::Attr(_)) => {
                    let attr = self.list_ident(var);
                    quote!(#attr)
                }
                Some(var) if self.sub_group_attr(var).is_some() => {
                    let groups = self.operand_groups_ident(var);
                    quote!(&#groups)
                }
                Some(var) => {
                    let list = self.list_ident(var);
                    if self.len(var) == Len::Variadic {
                        quote!(&#list)
                    } else {
                        quote!(#list.first().copied())
                    }
                }
                None => quote!(),
            },
        }
    }

    /// Whether a custom directive that starts an optional group read anything: the group is
    /// there when any item it reads (other than through `ref`) is.
    pub(super) fn custom_filled(&self, args: &[Element]) -> TokenStream {
        let filled: Vec<TokenStream> = args
            .iter()
            .filter_map(|arg| {
                let var = match &arg.kind {
                    ElementKind::Type(inner) => match self.type_target(inner)? {
                        TypeTarget::Group(var) if self.sub_group_attr(var).is_some() => {
                            let groups = self.type_groups_ident(var);
                            return Some(quote!(!#groups.is_empty()));
                        }
                        TypeTarget::Group(var) => {
                            let types = self.types_ident(var);
                            return Some(quote!(!#types.is_empty()));
                        }
                        _ => return None,
                    },
                    _ => self.var_of(arg)?,
                };
                if self.sub_group_attr(var).is_some() {
                    let groups = self.operand_groups_ident(var);
                    return Some(quote!(!#groups.is_empty()));
                }
                let list = self.list_ident(var);
                Some(match var {
                    Var::Attr(_) => quote!(#list.is_some()),
                    _ => quote!(!#list.is_empty()),
                })
            })
            .collect();
        if filled.is_empty() {
            return quote!(false);
        }
        quote!(#(#filled)||*)
    }

    /// The call of `print_name`.
    pub(super) fn print_custom(
        &mut self,
        e: &Element,
        name: &str,
        args: &[Element],
    ) -> TokenStream {
        let function = self.custom_fn(e, "print", name);
        let passed: Vec<TokenStream> = args.iter().map(|a| self.print_arg(a)).collect();
        quote!(#function(p, op, #(#passed),*);)
    }

    /// What a print function gets for one argument.
    fn print_arg(&mut self, arg: &Element) -> TokenStream {
        match &arg.kind {
            ElementKind::Ref(inner) => self.print_arg(inner),
            ElementKind::AttrDict { .. } => {
                quote!(&::oxir::format_support::attr_dict(ctx, body, op))
            }
            ElementKind::PropDict => quote!(body.op_props(op).map_or(&[][..], |props| {
                ::oxir::structure::dictionary_entries(ctx, props)
            })),
            ElementKind::Operands => quote!(&body.operands(op).collect::<Vec<_>>()),
            ElementKind::Regions => quote!(body.op_regions(op)),
            ElementKind::Successors => quote!(&body.successors(op).collect::<Vec<_>>()),
            ElementKind::String(text) => self.rust_expr(arg, text),
            ElementKind::Type(inner) => match self.type_target(inner) {
                Some(TypeTarget::Group(var)) if self.sub_group_attr(var).is_some() => {
                    let types = self.sub_group_types(var);
                    quote!(&#types)
                }
                Some(TypeTarget::Group(var)) => {
                    let accessor = self.accessor(var);
                    match self.len(var) {
                        Len::Single => {
                            let value = self.single(var);
                            quote!(body.value_type(#value))
                        }
                        Len::Optional => {
                            quote!(this.#accessor(ctx, body).map(|v| body.value_type(v)))
                        }
                        Len::Variadic => quote!(&this
                            .#accessor(ctx, body)
                            .iter()
                            .map(|&v| body.value_type(v))
                            .collect::<Vec<_>>()),
                    }
                }
                Some(target) => {
                    let types = self.types_of(target);
                    quote!(&#types.collect::<Vec<_>>())
                }
                None => quote!(),
            },
            _ => match self.var_of(arg) {
                Some(var) => {
                    let accessor = self.accessor(var);
                    match (var, self.len(var)) {
                        (Var::Attr(i), _) => {
                            let name = self.attr_name(i);
                            quote!(::oxir::op_support::attr(ctx, body, op, #name))
                        }
                        (Var::Operand(_) | Var::Result(_), Len::Variadic) => {
                            quote!(&this.#accessor(ctx, body))
                        }
                        (Var::Operand(_) | Var::Result(_), Len::Optional) => {
                            quote!(this.#accessor(ctx, body))
                        }
                        (Var::Region(_), Len::Variadic) => quote!(this.#accessor(body)),
                        (Var::Successor(_), Len::Variadic) => quote!(&this.#accessor(body)),
                        (
                            Var::Operand(_) | Var::Result(_) | Var::Region(_) | Var::Successor(_),
                            _,
                        ) => self.single(var),
                    }
                }
                None => quote!(),
            },
        }
    }

    /// A string argument: a Rust expression, `$_ctxt` standing for the context.
    fn rust_expr(&mut self, arg: &Element, text: &str) -> TokenStream {
        match text.replace("$_ctxt", "ctx").parse::<TokenStream>() {
            Ok(expr) => expr,
            Err(_) => {
                self.errors.push(
                    SpecDiagnostic::error(arg.span, "this string is not a Rust expression")
                        .with_help("a string argument of `custom` is Rust code passed to its functions, like `\"1 + 1\"`"),
                );
                quote!(())
            }
        }
    }
}
