//! The plain Rust value of an attribute whose constraint determines one (`i64` for `I64Attr`,
//! `&str` for `StrAttr`, the Rust enum of an enum attribute), for typed setters and the
//! unwrapped builder, and the default of a default-valued attribute built by generated code
//! from the value its text denotes, so that no default is parsed at run time.

use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, format_ident, quote};

use super::format::attr_value_type;
use crate::lang::constraint::Presence;
use crate::lang::library::{AttrPred, Signedness};
use crate::model::{Dialect, Enum};
use crate::names;

/// The plain value an attribute constraint determines.
pub enum Plain<'a> {
    /// A signless or signed integer attribute of a fixed type, or an `index` one: an `i64`.
    Int(TokenStream),
    /// An unsigned integer attribute of a fixed type: a `u64`.
    Unsigned(TokenStream),
    /// A float attribute of a fixed kind: an `f64`.
    Float(TokenStream),
    /// A bool attribute.
    Bool,
    /// A string attribute: a `&str`.
    Str,
    /// One of the dialect's enums.
    Enum(&'a Enum),
}

impl Plain<'_> {
    /// The Rust type a setter or builder takes.
    pub fn rust_type(&self) -> TokenStream {
        match self {
            Plain::Int(_) => quote!(i64),
            Plain::Unsigned(_) => quote!(u64),
            Plain::Float(_) => quote!(f64),
            Plain::Bool => quote!(bool),
            Plain::Str => quote!(&str),
            Plain::Enum(e) => {
                let e = format_ident!("{}", e.name.value);
                quote!(#e)
            }
        }
    }

    /// The `::oxir::Attribute` holding `value` (of [`Self::rust_type`]), with `ctx` in scope.
    pub fn to_attr(&self, value: &impl ToTokens) -> TokenStream {
        match self {
            Plain::Int(ty) => quote!(::oxir::attrs::IntegerAttr::get(ctx, #ty, #value).attr()),
            // `get` reduces modulo 2^64 and reads the bits as unsigned for a `uiN` type, so the
            // cast keeps every `u64`.
            Plain::Unsigned(ty) => {
                quote!(::oxir::attrs::IntegerAttr::get(ctx, #ty, #value as i64).attr())
            }
            Plain::Float(ty) => quote!(::oxir::attrs::FloatAttr::get(ctx, #ty, #value).attr()),
            Plain::Bool => quote!(::oxir::attrs::BoolAttr::get(ctx, #value).attr()),
            Plain::Str => quote!(::oxir::attrs::StringAttr::get(ctx, #value).attr()),
            Plain::Enum(_) => quote!(#value.get_attr(ctx)),
        }
    }
}

/// The plain value `pred` determines, if it determines one; enums are those of `dialect`.
pub fn plain_of<'a>(dialect: &'a Dialect, pred: &AttrPred) -> Option<Plain<'a>> {
    match pred {
        AttrPred::Integer {
            signedness: Some(Signedness::Unsigned),
            ..
        } => attr_value_type(pred).map(Plain::Unsigned),
        AttrPred::Integer { .. } | AttrPred::Index => attr_value_type(pred).map(Plain::Int),
        AttrPred::Float(_) => attr_value_type(pred).map(Plain::Float),
        AttrPred::Bool => Some(Plain::Bool),
        AttrPred::String => Some(Plain::Str),
        AttrPred::AllOf(preds) => preds.first().and_then(|p| plain_of(dialect, p)),
        AttrPred::Custom { path } => {
            let (owner, function) = path.rsplit_once("::")?;
            (function == "satisfies_attr")
                .then(|| dialect.enums.iter().find(|e| e.name.value == owner))?
                .map(Plain::Enum)
        }
        _ => None,
    }
}

/// The default of an attribute, in its textual form, if it has one.
pub fn default_text(presence: &Presence) -> Option<&str> {
    match presence {
        Presence::Default(text) | Presence::OptionalWithDefault(text) => Some(text),
        Presence::Required | Presence::Optional => None,
    }
}

/// The body of the `<name>_default(ctx)` function of a default-valued attribute with
/// constraint `pred` and default `text`: an `Option<::oxir::Attribute>` expression. The value
/// is built directly when the constraint determines a plain value the text denotes; any other
/// default (an array, a dense attribute, an attribute of another dialect) is read from its text
/// once per context, as the parser reads it.
pub fn default_value(dialect: &Dialect, pred: &AttrPred, text: &str) -> TokenStream {
    if let Some(built) = plain_of(dialect, pred).and_then(|plain| built_default(&plain, text)) {
        return built;
    }
    let ty = match attr_value_type(pred) {
        Some(ty) => quote!(Some(#ty)),
        None => quote!(None),
    };
    quote!(::oxir::format_support::default_value(ctx, #text, #ty))
}

/// The default `text` denotes as a value of `plain`, built, if the text is one.
fn built_default(plain: &Plain<'_>, text: &str) -> Option<TokenStream> {
    let text = text.trim();
    let bind = |literal: TokenStream| {
        let attr = plain.to_attr(&literal);
        Some(quote!(Some(#attr)))
    };
    match plain {
        Plain::Int(_) => {
            let value = Literal::i64_suffixed(integer_text(text)?.parse().ok()?);
            bind(quote!(#value))
        }
        Plain::Unsigned(_) => {
            let value = Literal::u64_suffixed(integer_text(text)?.parse().ok()?);
            bind(quote!(#value))
        }
        Plain::Float(_) => {
            let value: f64 = text.split(':').next()?.trim().parse().ok()?;
            let literal = Literal::f64_suffixed(value);
            value.is_finite().then(|| bind(quote!(#literal)))?
        }
        Plain::Bool => match text {
            "true" => bind(quote!(true)),
            "false" => bind(quote!(false)),
            _ => None,
        },
        Plain::Str => {
            let inner = text.strip_prefix('"')?.strip_suffix('"')?;
            (!inner.contains(['"', '\\'])).then(|| bind(quote!(#inner)))?
        }
        Plain::Enum(e) => enum_default(e, text),
    }
}

/// An integer literal without its `: type` suffix (`1 : i64` → `1`).
fn integer_text(text: &str) -> Option<&str> {
    let number = text.split(':').next()?.trim();
    (!number.is_empty()).then_some(number)
}

/// The default of enum `e` written `text`: a case's spelling (or, for a bit enum, cases joined
/// by its separator), alone or in the attribute form `#dialect.mnemonic<...>`, or the integer
/// value of a case; for a string enum, a case's string, quoted or not.
fn enum_default(e: &Enum, text: &str) -> Option<TokenStream> {
    let name = format_ident!("{}", e.name.value);
    // A string enum's attribute form is a string: `"fast"`, or the case alone.
    if e.is_str() {
        let inner = (text.strip_prefix('"').and_then(|t| t.strip_suffix('"'))).unwrap_or(text);
        let case = e.cases.iter().find(|c| c.spelling().value == inner)?;
        let variant = format_ident!("{}", names::enum_variant_name(&case.name.value));
        return Some(quote!(Some(#name::#variant.get_attr(ctx))));
    }
    let inner = match e.attr_mnemonic.as_ref() {
        Some(mnemonic) if text.starts_with('#') => {
            let (_, rest) = text.split_once(mnemonic.value.as_str())?;
            let rest = rest.trim();
            rest.strip_prefix('<')
                .and_then(|r| r.strip_suffix('>'))
                .unwrap_or(rest)
                .trim()
        }
        _ => text,
    };
    if let Ok(value) = inner.parse::<u64>()
        && !e.cases.iter().any(|c| c.spelling().value == inner)
    {
        let value = Literal::u64_unsuffixed(value);
        return Some(quote!(#name::from_value(#value).map(|value| value.get_attr(ctx))));
    }
    let case = |spelling: &str| e.cases.iter().find(|c| c.spelling().value == spelling);
    let value = if e.bit_enum {
        let separator = e.separator().trim();
        let parts: Vec<&str> = inner.split(separator).map(str::trim).collect();
        let consts = parts
            .iter()
            .map(|part| {
                let ident = format_ident!("{}", names::bit_case_name(&case(part)?.name.value));
                Some(quote!(#name::#ident))
            })
            .collect::<Option<Vec<_>>>()?;
        match consts.as_slice() {
            [one] => one.clone(),
            _ => quote!((#(#consts)|*)),
        }
    } else {
        let variant = format_ident!("{}", names::enum_variant_name(&case(inner)?.name.value));
        quote!(#name::#variant)
    };
    Some(quote!(Some(#value.get_attr(ctx))))
}
