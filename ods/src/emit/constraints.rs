//! The shared constraint checks of a dialect: each distinct type or attribute predicate used by
//! its ops becomes one private function (`__check_type_signless_integer_like(ctx, ty) -> bool`),
//! emitted once, which every op's verifier passes to the runtime's checks.
//!
//! This module only turns structured predicates ([`TypePred`], [`AttrPred`]) into Rust
//! expressions over the runtime's storage (`::oxir::TypeData`, `::oxir::AttrData`); which
//! operand needs which check, and the messages, are the op emitter's business.

use std::collections::HashMap;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

use crate::lang::library::{AttrPred, DenseArrayElement, FloatKind, Signedness, TypePred};
use crate::names::snake_case;

/// The check functions of one dialect, collected while its ops are emitted.
#[derive(Default)]
pub struct Checks {
    types: Vec<(TypePred, Ident, String)>,
    attrs: Vec<(AttrPred, Ident, String)>,
    by_type: HashMap<TypePred, usize>,
    by_attr: HashMap<AttrPred, usize>,
    names: HashMap<String, usize>,
}

impl Checks {
    /// The function checking `pred` (named after `name`, the constraint's spec name), emitted
    /// with a doc line naming `origin` (the spec line of its first use).
    pub fn type_check(&mut self, pred: &TypePred, name: &str, origin: &str) -> Ident {
        if let Some(&i) = self.by_type.get(pred) {
            return self.types[i].1.clone();
        }
        let ident = self.fresh(&format!("__check_type_{}", snake_case(name)));
        self.by_type.insert(pred.clone(), self.types.len());
        self.types
            .push((pred.clone(), ident.clone(), origin.to_string()));
        ident
    }

    /// The function checking attribute predicate `pred`; see [`Checks::type_check`].
    pub fn attr_check(&mut self, pred: &AttrPred, name: &str, origin: &str) -> Ident {
        if let Some(&i) = self.by_attr.get(pred) {
            return self.attrs[i].1.clone();
        }
        let ident = self.fresh(&format!("__check_attr_{}", snake_case(name)));
        self.by_attr.insert(pred.clone(), self.attrs.len());
        self.attrs
            .push((pred.clone(), ident.clone(), origin.to_string()));
        ident
    }

    /// A function name not used yet: `base`, or `base_2`, `base_3`, ... when two different
    /// predicates share a spec name.
    fn fresh(&mut self, base: &str) -> Ident {
        let base: String = base
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let count = self.names.entry(base.clone()).or_insert(0);
        *count += 1;
        if *count == 1 {
            format_ident!("{}", base)
        } else {
            format_ident!("{}_{}", base, *count)
        }
    }

    /// The check functions, in the order they were first asked for.
    pub fn emit(&self) -> TokenStream {
        let types = self.types.iter().map(|(pred, ident, origin)| {
            let doc = format!(" Whether a type satisfies the constraint of `{origin}`.");
            let body = (*pred != TypePred::Any)
                .then(|| unparenthesized(type_expr(pred, &quote!(ty), &mut 0)));
            check_fn(ident, &doc, quote!(ty), quote!(::oxir::Type), body)
        });
        let attrs = self.attrs.iter().map(|(pred, ident, origin)| {
            let doc = format!(" Whether an attribute satisfies the constraint of `{origin}`.");
            let body = (*pred != AttrPred::Any)
                .then(|| unparenthesized(attr_expr(pred, &quote!(attr), &mut 0)));
            check_fn(ident, &doc, quote!(attr), quote!(::oxir::Attribute), body)
        });
        quote! { #(#types)* #(#attrs)* }
    }
}

/// A check function `ident` taking a `value` of `value_type`; without a `body` it accepts every
/// value and names neither argument, so that it draws no unused-variable warning.
fn check_fn(
    ident: &Ident,
    doc: &str,
    value: TokenStream,
    value_type: TokenStream,
    body: Option<TokenStream>,
) -> TokenStream {
    match body {
        None => quote! {
            #[doc = #doc]
            fn #ident(_: &::oxir::Context, _: #value_type) -> bool {
                true
            }
        },
        Some(body) => quote! {
            #[doc = #doc]
            fn #ident(ctx: &::oxir::Context, #value: #value_type) -> bool {
                #body
            }
        },
    }
}

/// `expr` without the parentheses `AnyOf` and `AllOf` put around themselves, for a function's
/// whole body.
pub(super) fn unparenthesized(expr: TokenStream) -> TokenStream {
    let mut tokens = expr.clone().into_iter();
    match (tokens.next(), tokens.next()) {
        // A body starting with `match` keeps them: `match .. {} && ..` would be a statement.
        (Some(proc_macro2::TokenTree::Group(group)), None)
            if group.delimiter() == proc_macro2::Delimiter::Parenthesis
                && !matches!(
                    group.stream().into_iter().next(),
                    Some(proc_macro2::TokenTree::Ident(i)) if i == "match"
                ) =>
        {
            group.stream()
        }
        _ => expr,
    }
}

/// Whether a check expression accepts anything (it is `true`), so that a match around it needs
/// no binding.
fn accepts_all(inner: &TokenStream) -> bool {
    inner.to_string() == "true"
}

/// The pattern binding `ident` in a match arm whose body is `inner`: `_` when the body does not
/// use it, so that generated code has no unused bindings.
fn pattern(ident: &Ident, inner: &TokenStream) -> TokenStream {
    if accepts_all(inner) {
        quote!(_)
    } else {
        quote!(#ident)
    }
}

/// A fresh binding name for a nested match.
fn binding(counter: &mut usize, stem: &str) -> Ident {
    *counter += 1;
    format_ident!("{}{}", stem, *counter)
}

/// The runtime's signedness `s`.
pub(super) fn signedness(s: Signedness) -> TokenStream {
    match s {
        Signedness::Signless => quote!(::oxir::types::Signedness::Signless),
        Signedness::Signed => quote!(::oxir::types::Signedness::Signed),
        Signedness::Unsigned => quote!(::oxir::types::Signedness::Unsigned),
    }
}

/// The runtime's float kind `kind`.
pub(super) fn float_kind(kind: FloatKind) -> TokenStream {
    let name = match kind {
        FloatKind::F16 => "F16",
        FloatKind::BF16 => "BF16",
        FloatKind::TF32 => "TF32",
        FloatKind::F32 => "F32",
        FloatKind::F64 => "F64",
        FloatKind::F80 => "F80",
        FloatKind::F128 => "F128",
    };
    let ident = Ident::new(name, Span::call_site());
    quote!(::oxir::types::FloatKind::#ident)
}

fn integer_pattern(width: Option<u32>, sign: Option<Signedness>) -> TokenStream {
    let width = match width {
        Some(w) => {
            let w = Literal::u32_unsuffixed(w);
            quote!(width: #w)
        }
        None => quote!(width: _),
    };
    let sign = match sign {
        Some(s) => {
            let s = signedness(s);
            quote!(signedness: #s)
        }
        None => quote!(signedness: _),
    };
    quote!(::oxir::TypeData::Integer { #width, #sign })
}

/// A boolean expression: whether the type `ty` (an expression of type `::oxir::Type`)
/// satisfies `pred`, with `ctx` in scope.
pub fn type_expr(pred: &TypePred, ty: &TokenStream, counter: &mut usize) -> TokenStream {
    match pred {
        TypePred::Any => quote!(true),
        TypePred::NoneType => quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::None)),
        TypePred::Integer { width, signedness } => {
            let pattern = integer_pattern(*width, *signedness);
            quote!(matches!(ctx.type_data(#ty), #pattern))
        }
        TypePred::Index => quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Index)),
        TypePred::Float(None) => quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Float(_))),
        TypePred::Float(Some(kind)) => {
            let kind = float_kind(*kind);
            quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Float(#kind)))
        }
        TypePred::Function => {
            quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Function { .. }))
        }
        TypePred::Tuple => quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Tuple(_))),
        TypePred::StaticShape => quote!(#ty
            .dyn_cast::<::oxir::types::ShapedType>(ctx)
            .is_some_and(|shaped| shaped.has_static_shape(ctx))),
        TypePred::Complex(element) => {
            if **element == TypePred::Any {
                return quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Complex(_)));
            }
            let e = binding(counter, "element");
            let inner = type_expr(element, &quote!(*#e), counter);
            if accepts_all(&inner) {
                return quote!(matches!(ctx.type_data(#ty), ::oxir::TypeData::Complex(_)));
            }
            quote!(match ctx.type_data(#ty) {
                ::oxir::TypeData::Complex(#e) => #inner,
                _ => false,
            })
        }
        TypePred::Tensor {
            ranked,
            ranks,
            element,
        } => shaped_expr(
            ty,
            counter,
            element,
            ranks.as_deref(),
            ranked
                .is_none_or(|r| r)
                .then(|| quote!(::oxir::TypeData::RankedTensor)),
            ranked
                .is_none_or(|r| !r)
                .then(|| quote!(::oxir::TypeData::UnrankedTensor)),
            None,
        ),
        TypePred::MemRef {
            ranked,
            ranks,
            element,
        } => shaped_expr(
            ty,
            counter,
            element,
            ranks.as_deref(),
            ranked
                .is_none_or(|r| r)
                .then(|| quote!(::oxir::TypeData::MemRef)),
            ranked
                .is_none_or(|r| !r)
                .then(|| quote!(::oxir::TypeData::UnrankedMemRef)),
            None,
        ),
        TypePred::Vector { element } => {
            shaped_expr(ty, counter, element, None, None, None, Some(()))
        }
        TypePred::Shaped { element } => {
            let values = shaped_expr(
                ty,
                counter,
                element,
                None,
                Some(quote!(::oxir::TypeData::RankedTensor)),
                Some(quote!(::oxir::TypeData::UnrankedTensor)),
                Some(()),
            );
            let memrefs = shaped_expr(
                ty,
                counter,
                element,
                None,
                Some(quote!(::oxir::TypeData::MemRef)),
                Some(quote!(::oxir::TypeData::UnrankedMemRef)),
                None,
            );
            quote!((#values || #memrefs))
        }
        TypePred::ValueSemanticsContainer { element } => shaped_expr(
            ty,
            counter,
            element,
            None,
            Some(quote!(::oxir::TypeData::RankedTensor)),
            Some(quote!(::oxir::TypeData::UnrankedTensor)),
            Some(()),
        ),
        TypePred::AnyOf(preds) => {
            let parts = preds.iter().map(|p| type_expr(p, ty, counter));
            quote!((#(#parts)||*))
        }
        TypePred::AllOf(preds) => {
            let parts = preds.iter().map(|p| type_expr(p, ty, counter));
            quote!((#(#parts)&&*))
        }
        TypePred::Custom { path } => {
            let path: TokenStream = path.parse().unwrap_or_else(|_| quote!(compile_error!()));
            quote!(#path(ctx, #ty))
        }
    }
}

/// A match over the shaped kinds given: `ranked` (with a `shape` field), `unranked`, and the
/// vector kind when `vector` is set; the element type must satisfy `element` and, for ranked
/// kinds, the rank be one of `ranks`.
fn shaped_expr(
    ty: &TokenStream,
    counter: &mut usize,
    element: &TypePred,
    ranks: Option<&[i64]>,
    ranked: Option<TokenStream>,
    unranked: Option<TokenStream>,
    vector: Option<()>,
) -> TokenStream {
    let e = binding(counter, "element");
    let shape = binding(counter, "shape");
    let inner = type_expr(element, &quote!(*#e), counter);
    if accepts_all(&inner) && ranks.is_none() {
        let kinds: Vec<TokenStream> = ranked
            .into_iter()
            .chain(unranked)
            .chain(vector.map(|()| quote!(::oxir::TypeData::Vector)))
            .collect();
        return quote!(matches!(ctx.type_data(#ty), #(#kinds { .. })|*));
    }
    let e = pattern(&e, &inner);
    // The test of a ranked kind: its rank, and its element type unless any will do (no
    // `&& true` for clippy to flag).
    let (shape_field, ranked_test) = match ranks {
        Some(ranks) => {
            let ranks = ranks
                .iter()
                .map(|&r| Literal::usize_unsuffixed(r.max(0) as usize));
            let rank = quote!(matches!(#shape.len(), #(#ranks)|*));
            let test = if accepts_all(&inner) {
                rank
            } else {
                quote!(#rank && #inner)
            };
            (quote!(shape: #shape,), test)
        }
        None => (quote!(), inner.clone()),
    };
    // Any element type and rank: only the kinds matter.
    if *element == TypePred::Any && ranks.is_none() {
        let mut kinds: Vec<TokenStream> = ranked.into_iter().chain(unranked).collect();
        if vector.is_some() {
            kinds.push(quote!(::oxir::TypeData::Vector));
        }
        return quote!(matches!(ctx.type_data(#ty), #(#kinds { .. })|*));
    }
    // Any element type: no binding, which would be unused.
    let element_field = if *element == TypePred::Any {
        quote!()
    } else {
        quote!(element: #e,)
    };
    let mut arms = Vec::new();
    if let Some(ranked) = ranked {
        arms.push(quote!(#ranked { #shape_field #element_field .. } => #ranked_test,));
    }
    if let Some(unranked) = unranked
        && ranks.is_none()
    {
        arms.push(quote!(#unranked { #element_field .. } => #inner,));
    }
    if vector.is_some() {
        arms.push(
            quote!(::oxir::TypeData::Vector { #shape_field #element_field .. } => #ranked_test,),
        );
    }
    quote!(match ctx.type_data(#ty) {
        #(#arms)*
        _ => false,
    })
}

/// The integer type of a dense array element kind.
fn dense_array_element(element: DenseArrayElement) -> TypePred {
    let int = |w| TypePred::Integer {
        width: Some(w),
        signedness: Some(Signedness::Signless),
    };
    match element {
        DenseArrayElement::I1 => int(1),
        DenseArrayElement::I8 => int(8),
        DenseArrayElement::I16 => int(16),
        DenseArrayElement::I32 => int(32),
        DenseArrayElement::I64 => int(64),
        DenseArrayElement::F32 => TypePred::Float(Some(FloatKind::F32)),
        DenseArrayElement::F64 => TypePred::Float(Some(FloatKind::F64)),
    }
}

/// A boolean expression: whether the attribute `attr` (an expression of type
/// `::oxir::Attribute`) satisfies `pred`, with `ctx` in scope.
pub fn attr_expr(pred: &AttrPred, attr: &TokenStream, counter: &mut usize) -> TokenStream {
    let data = quote!(ctx.attr_data(#attr));
    let int_value = quote!(
        #attr
            .dyn_cast::<::oxir::attrs::IntegerAttr>(ctx)
            .and_then(|a| a.value_i64(ctx))
    );
    let array_len = quote!(match #data {
        ::oxir::AttrData::Array(items) => Some(items.len() as i64),
        _ => None,
    });
    let dense_array_len = quote!(match #data {
        ::oxir::AttrData::DenseArray { len, .. } => i64::try_from(*len).ok(),
        _ => None,
    });
    match pred {
        AttrPred::Any => quote!(true),
        AttrPred::Bool => quote!(matches!(#data, ::oxir::AttrData::Bool(_))),
        AttrPred::Integer { width, signedness } => {
            let t = binding(counter, "ty");
            let inner = type_expr(
                &TypePred::Integer {
                    width: *width,
                    signedness: *signedness,
                },
                &quote!(*#t),
                counter,
            );
            // A boolean is the integer attribute of type `i1`, as in MLIR.
            let bool_ok = width.is_none_or(|w| w == 1)
                && signedness.is_none_or(|s| s == Signedness::Signless);
            let bool_arm = if bool_ok {
                quote!(::oxir::AttrData::Bool(_) => true,)
            } else {
                quote!()
            };
            quote!(match #data {
                ::oxir::AttrData::Integer { ty: #t, .. } => #inner,
                #bool_arm
                _ => false,
            })
        }
        // A boolean is the integer attribute of type `i1`, as in MLIR.
        AttrPred::AnyInteger => quote!(matches!(
            #data,
            ::oxir::AttrData::Integer { .. } | ::oxir::AttrData::Bool(_)
        )),
        AttrPred::Index => quote!(match #data {
            ::oxir::AttrData::Integer { ty, .. } => matches!(ctx.type_data(*ty), ::oxir::TypeData::Index),
            _ => false,
        }),
        AttrPred::Float(kind) => {
            let t = binding(counter, "ty");
            let inner = type_expr(&TypePred::Float(*kind), &quote!(*#t), counter);
            quote!(match #data {
                ::oxir::AttrData::Float { ty: #t, .. } => #inner,
                _ => false,
            })
        }
        AttrPred::String => quote!(matches!(#data, ::oxir::AttrData::String { .. })),
        AttrPred::Unit => quote!(matches!(#data, ::oxir::AttrData::Unit)),
        AttrPred::Type(inner) => {
            let t = binding(counter, "ty");
            let inner = type_expr(inner, &quote!(*#t), counter);
            if accepts_all(&inner) {
                return quote!(matches!(#data, ::oxir::AttrData::Type(_)));
            }
            quote!(match #data {
                ::oxir::AttrData::Type(#t) => #inner,
                _ => false,
            })
        }
        AttrPred::Dictionary => quote!(matches!(#data, ::oxir::AttrData::Dictionary(_))),
        AttrPred::Array(None) => quote!(matches!(#data, ::oxir::AttrData::Array(_))),
        // An array of any attribute (`TypedArrayAttrBase<AnyAttr, ...>`) checks no element.
        AttrPred::Array(Some(element)) if matches!(**element, AttrPred::Any) => {
            quote!(matches!(#data, ::oxir::AttrData::Array(_)))
        }
        AttrPred::Array(Some(element)) => {
            let items = binding(counter, "items");
            let item = binding(counter, "item");
            let inner = attr_expr(element, &quote!(#item), counter);
            quote!(match #data {
                ::oxir::AttrData::Array(#items) => #items.iter().all(|&#item| #inner),
                _ => false,
            })
        }
        AttrPred::SymbolRef { flat: false } => {
            quote!(matches!(#data, ::oxir::AttrData::SymbolRef { .. }))
        }
        AttrPred::SymbolRef { flat: true } => quote!(match #data {
            ::oxir::AttrData::SymbolRef { nested, .. } => nested.is_empty(),
            _ => false,
        }),
        AttrPred::Location => quote!(matches!(#data, ::oxir::AttrData::Location(_))),
        AttrPred::Elements | AttrPred::DenseElements => {
            quote!(matches!(#data, ::oxir::AttrData::DenseElements { .. }))
        }
        AttrPred::DenseIntElements(element) | AttrPred::DenseFloatElements(element) => {
            let t = binding(counter, "ty");
            let inner = type_expr(
                element,
                &quote!(::oxir::types::element_type_or_self(ctx, *#t)),
                counter,
            );
            quote!(match #data {
                ::oxir::AttrData::DenseElements { ty: #t, .. } => #inner,
                _ => false,
            })
        }
        AttrPred::DenseStringElements => quote!(matches!(
            #data,
            ::oxir::AttrData::DenseElements { data: ::oxir::attrs::DenseData::Strings { .. }, .. }
        )),
        AttrPred::DenseArray(element) => {
            let e = binding(counter, "element");
            let inner = type_expr(&dense_array_element(*element), &quote!(*#e), counter);
            quote!(match #data {
                ::oxir::AttrData::DenseArray { element: #e, .. } => #inner,
                _ => false,
            })
        }
        AttrPred::AffineMap => quote!(matches!(#data, ::oxir::AttrData::AffineMap(_))),
        AttrPred::IntegerSet => quote!(matches!(#data, ::oxir::AttrData::IntegerSet(_))),
        AttrPred::Typed => quote!(::oxir::attrs::attr_type(ctx, #attr).is_some()),
        AttrPred::IntNe(n) => quote!(#int_value.is_some_and(|v| v != #n)),
        AttrPred::IntMin(n) => quote!(#int_value.is_some_and(|v| v >= #n)),
        AttrPred::IntMax(n) => quote!(#int_value.is_some_and(|v| v <= #n)),
        AttrPred::IntNonNegative => quote!(#int_value.is_some_and(|v| v >= 0)),
        AttrPred::IntPositive => quote!(#int_value.is_some_and(|v| v > 0)),
        AttrPred::ArrayMinCount(n) => quote!(#array_len.is_some_and(|len| len >= #n)),
        AttrPred::ArrayMaxCount(n) => quote!(#array_len.is_some_and(|len| len <= #n)),
        AttrPred::ArrayCount(n) => quote!(#array_len == Some(#n)),
        AttrPred::DenseArrayMinCount(n) => quote!(#dense_array_len.is_some_and(|len| len >= #n)),
        AttrPred::DenseArrayMaxCount(n) => quote!(#dense_array_len.is_some_and(|len| len <= #n)),
        AttrPred::DenseArrayCount(n) => quote!(#dense_array_len == Some(#n)),
        AttrPred::AnyOf(preds) => {
            let parts = preds.iter().map(|p| attr_expr(p, attr, counter));
            quote!((#(#parts)||*))
        }
        AttrPred::AllOf(preds) => {
            let parts = preds.iter().map(|p| attr_expr(p, attr, counter));
            quote!((#(#parts)&&*))
        }
        AttrPred::Custom { path } => {
            let path: TokenStream = path.parse().unwrap_or_else(|_| quote!(compile_error!()));
            quote!(#path(ctx, #attr))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(tokens: TokenStream) -> String {
        tokens.to_string()
    }

    #[test]
    fn one_function_per_distinct_predicate() {
        let mut checks = Checks::default();
        let i32 = TypePred::Integer {
            width: Some(32),
            signedness: Some(Signedness::Signless),
        };
        let a = checks.type_check(&i32, "I32", "defs/t.toml:3");
        let b = checks.type_check(&i32, "I32", "defs/t.toml:9");
        let c = checks.type_check(&TypePred::Index, "I32", "defs/t.toml:12");
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "__check_type_i32");
        assert_eq!(c.to_string(), "__check_type_i32_2");
        let emitted = norm(checks.emit());
        assert_eq!(emitted.matches("fn __check_type_i32 ").count(), 1);
        assert!(emitted.contains("defs/t.toml:3"));
    }

    #[test]
    fn integer_predicates_match_width_and_signedness() {
        let pred = TypePred::Integer {
            width: None,
            signedness: Some(Signedness::Signless),
        };
        assert_eq!(
            norm(type_expr(&pred, &quote!(ty), &mut 0)),
            norm(quote!(matches!(
                ctx.type_data(ty),
                ::oxir::TypeData::Integer {
                    width: _,
                    signedness: ::oxir::types::Signedness::Signless
                }
            )))
        );
    }

    #[test]
    fn ranked_memrefs_of_any_element_check_only_the_rank() {
        let pred = TypePred::MemRef {
            ranked: Some(true),
            ranks: Some(vec![1]),
            element: Box::new(TypePred::Any),
        };
        let text = norm(type_expr(&pred, &quote!(ty), &mut 0));
        assert!(text.contains("len () , 1)"), "{text}");
        assert!(!text.contains("true"), "{text}");
    }

    #[test]
    fn arrays_of_any_attribute_check_only_the_array() {
        let pred = AttrPred::Array(Some(Box::new(AttrPred::Any)));
        assert_eq!(
            norm(attr_expr(&pred, &quote!(attr), &mut 0)),
            norm(attr_expr(&AttrPred::Array(None), &quote!(attr), &mut 0))
        );
    }

    #[test]
    fn confined_attributes_check_base_and_bounds() {
        let pred = AttrPred::AllOf(vec![
            AttrPred::Integer {
                width: Some(64),
                signedness: Some(Signedness::Signless),
            },
            AttrPred::IntMin(0),
        ]);
        let text = norm(attr_expr(&pred, &quote!(attr), &mut 0));
        assert!(text.contains("width : 64"), "{text}");
        assert!(text.contains("v >= 0i64"), "{text}");
        assert!(text.contains("&&"), "{text}");
    }
}
