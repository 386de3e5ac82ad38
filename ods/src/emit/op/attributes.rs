//! The attributes section (3): for each attribute its check in the verifier, its default
//! function, accessor and setter, and its parameters of the generated builders (the attribute,
//! and the plain value for `create_unwrapped`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::OpEmitter;
use crate::emit::plain::{default_text, plain_of};
use crate::lang::constraint::Presence;
use crate::lang::library::AttrPred;
use crate::model::{AttrStorage, Dialect};
use crate::names;
use crate::resolved::{ResolvedAttribute, Segments};

impl OpEmitter<'_, '_> {
    /// Section 3: the attributes.
    pub(super) fn attributes(&mut self) {
        let dialect = &self.dialect.spec;
        let build = &mut self.build;
        for attr in &self.op.attributes {
            let name = attr.name();
            let at = self.origin.at(attr.spec.span);
            let check = self
                .checks
                .attr_check(&attr.constraint.pred, &attr.constraint.base, &at);
            let description = &attr.constraint.description;
            let required = attr.is_required();
            self.verify.push(quote!(
                ::oxir::op_support::verify_attr(ctx, body, op, #name, #required, #check, #description)?;
            ));
            let property = attr.is_property();
            let storage = storage_pred(dialect, &attr.constraint.pred);
            if property && storage != AttrPred::Any {
                let base = format!("{} storage", attr.constraint.base);
                let check = self.checks.attr_check(&storage, &base, &at);
                self.property_checks.push(quote!((#name, #check)));
            }
            self.methods.extend(default_fn(dialect, name, attr, &at));
            self.methods.push(attr_accessor(dialect, name, attr, &at));
            self.methods
                .push(attr_setter(dialect, name, attr, property, &at));
            // The builder records the sizes of sub-groups from the groups it is given.
            if self.sub_group_attrs.contains(&Some(name)) {
                self.property_names
                    .extend(property.then(|| name.to_string()));
                continue;
            }
            let param = format_ident!("{}", names::param_name(name));
            let value = if required {
                build.attr_params.push(quote!(#param: ::oxir::Attribute));
                quote!(Some(#param))
            } else {
                build
                    .attr_params
                    .push(quote!(#param: Option<::oxir::Attribute>));
                quote!(#param)
            };
            // The unwrapped builder takes the plain value instead, and turns it into the
            // attribute.
            let pred = &attr.constraint.pred;
            if let Some(plain) = plain_of(dialect, pred) {
                let (ty, attr) = (plain.rust_type(), plain.to_attr(&format_ident!("value")));
                if required {
                    let attr = plain.to_attr(&param);
                    build.unwrapped_params.push(quote!(#param: #ty));
                    build
                        .unwrapped_conversions
                        .push(quote!(let #param = #attr;));
                } else {
                    build.unwrapped_params.push(quote!(#param: Option<#ty>));
                    build
                        .unwrapped_conversions
                        .push(quote!(let #param = #param.map(|value| #attr);));
                }
            } else if matches!(pred, AttrPred::Unit) && !required {
                build.unwrapped_params.push(quote!(#param: bool));
                build
                    .unwrapped_conversions
                    .push(quote!(let #param = #param.then(|| ctx.common().unit);));
            } else {
                let last = build.attr_params.last().cloned().unwrap_or_default();
                build.unwrapped_params.push(last);
            }
            match attr.spec.storage.value {
                AttrStorage::Property => {
                    self.property_names.push(name.to_string());
                    build.props.push(quote!((#name, #value)));
                }
                AttrStorage::Attribute => build.attrs.push(quote!((#name, #value))),
            }
        }
        if self.op.operand_segments == Segments::AttrSized {
            self.property_names.push("operandSegmentSizes".into());
        }
        if self.op.result_segments == Segments::AttrSized {
            self.property_names.push("resultSegmentSizes".into());
        }
    }
}

/// The predicate of the class MLIR stores a property of constraint `pred` in (the constraint's
/// `storageType`, which the conversion from a generic form's `<{...}>` casts to): the kind of
/// attribute without the constraint's refinements. `Any` where the class is `Attribute` or
/// not known here, so that such a property is left to the verifier's constraint check.
fn storage_pred(dialect: &Dialect, pred: &AttrPred) -> AttrPred {
    match pred {
        AttrPred::Integer { .. } | AttrPred::Index | AttrPred::AnyInteger => AttrPred::AnyInteger,
        AttrPred::Float(_) => AttrPred::Float(None),
        AttrPred::Type(_) => AttrPred::Type(Box::new(crate::lang::library::TypePred::Any)),
        AttrPred::Array(_) => AttrPred::Array(None),
        AttrPred::Bool
        | AttrPred::String
        | AttrPred::Unit
        | AttrPred::Dictionary
        | AttrPred::SymbolRef { .. }
        | AttrPred::Location
        | AttrPred::Elements
        | AttrPred::DenseElements
        | AttrPred::DenseStringElements
        | AttrPred::DenseArray(_)
        | AttrPred::AffineMap
        | AttrPred::IntegerSet
        | AttrPred::Typed => pred.clone(),
        // Stored as a `DenseElementsAttr` whose elements MLIR's class checks loosely.
        AttrPred::DenseIntElements(_) | AttrPred::DenseFloatElements(_) => AttrPred::DenseElements,
        // `ConfinedAttr`: its base's storage.
        AttrPred::AllOf(preds) => preds
            .first()
            .map_or(AttrPred::Any, |base| storage_pred(dialect, base)),
        // The dialect's attribute classes and enums: their own classes check their cases. A
        // string enum is a `StringAttr`.
        AttrPred::Custom { .. } => match view_of(dialect, pred) {
            Some(View::Def(_)) => pred.clone(),
            Some(View::Enum(name)) => match dialect.enums.iter().find(|e| e.name.value == name) {
                Some(e) if e.str_enum.is_some() => AttrPred::String,
                _ => pred.clone(),
            },
            _ => AttrPred::Any,
        },
        _ => AttrPred::Any,
    }
}

/// How an accessor reads an attribute: the typed view matching its constraint.
enum View {
    /// `UnitAttr`: a `bool`, whether it is there.
    Unit,
    /// A builtin view of `::oxir::attrs` (`IntegerAttr`).
    Builtin(&'static str),
    /// The view of one of the dialect's attribute definitions (`LayoutAttr`).
    Def(String),
    /// One of the dialect's enums, read with `from_attr`.
    Enum(String),
}

/// The typed attribute view matching an attribute predicate, if one fits.
fn view_of(dialect: &Dialect, pred: &AttrPred) -> Option<View> {
    let builtin = |v| Some(View::Builtin(v));
    match pred {
        AttrPred::Bool => builtin("BoolAttr"),
        AttrPred::Integer { .. } | AttrPred::Index | AttrPred::AnyInteger => builtin("IntegerAttr"),
        AttrPred::Float(_) => builtin("FloatAttr"),
        AttrPred::String => builtin("StringAttr"),
        AttrPred::Unit => Some(View::Unit),
        AttrPred::Type(_) => builtin("TypeAttr"),
        AttrPred::Dictionary => builtin("DictionaryAttr"),
        AttrPred::Array(_) => builtin("ArrayAttr"),
        AttrPred::DenseArray(_) => builtin("DenseArrayAttr"),
        AttrPred::AllOf(preds) => preds.first().and_then(|p| view_of(dialect, p)),
        AttrPred::Custom { path } => {
            let (owner, function) = path.rsplit_once("::")?;
            let def = dialect
                .attr_defs
                .iter()
                .any(|d| names::attr_def_name(&d.name.value) == owner);
            let enumeration = dialect.enums.iter().any(|e| e.name.value == owner);
            match function {
                "satisfies" if def => Some(View::Def(owner.to_string())),
                "satisfies_attr" if enumeration => Some(View::Enum(owner.to_string())),
                _ => None,
            }
        }
        _ => None,
    }
}

/// For a default-valued attribute whose constraint has a typed view (not a unit attribute): the
/// view's Rust type and the expression turning `value` (of that type) into an `Attribute`. Its
/// setter takes the view, `None` standing for the default.
fn default_view(
    dialect: &Dialect,
    resolved: &ResolvedAttribute,
) -> Option<(TokenStream, TokenStream)> {
    default_text(&resolved.presence)?;
    match view_of(dialect, &resolved.constraint.pred)? {
        View::Unit => None,
        View::Builtin(view) => {
            let view = format_ident!("{}", view);
            Some((quote!(::oxir::attrs::#view), quote!(value.attr())))
        }
        View::Def(view) => {
            let view = format_ident!("{}", view);
            Some((quote!(#view), quote!(value.attr())))
        }
        View::Enum(e) => {
            let e = format_ident!("{}", e);
            Some((quote!(#e), quote!(value.get_attr(ctx))))
        }
    }
}

/// The `<name>_default(ctx)` function of a default-valued attribute: its default built once
/// by generated code, for the accessor, the parser and the printer.
fn default_fn(
    dialect: &Dialect,
    name: &str,
    resolved: &ResolvedAttribute,
    at: &str,
) -> Option<TokenStream> {
    let text = default_text(&resolved.presence)?;
    let default_fn = format_ident!("{}", names::default_fn_name(name));
    let value = crate::emit::plain::default_value(dialect, &resolved.constraint.pred, text);
    let doc = format!(
        " The default of attribute `{name}`, `{text}` ({at}); `None` only when the context cannot read it."
    );
    Some(quote!(
        #[doc = #doc]
        pub fn #default_fn(ctx: &::oxir::Context) -> Option<::oxir::Attribute> {
            #value
        }
    ))
}

/// The accessor of attribute `name`: its typed view, the default when absent for a
/// default-valued one.
fn attr_accessor(
    dialect: &Dialect,
    name: &str,
    resolved: &ResolvedAttribute,
    at: &str,
) -> TokenStream {
    let accessor = format_ident!("{}", names::accessor_name(name));
    let default = default_text(&resolved.presence);
    let read = match default {
        None => quote!(::oxir::op_support::attr(ctx, body, self.0, #name)),
        Some(_) => {
            let default_fn = format_ident!("{}", names::default_fn_name(name));
            quote!(
                ::oxir::op_support::attr(ctx, body, self.0, #name)
                    .or_else(|| Self::#default_fn(ctx))
            )
        }
    };
    let (ret, expr, what) = match view_of(dialect, &resolved.constraint.pred) {
        Some(View::Unit) => (quote!(bool), quote!(#read.is_some()), "Whether the op has"),
        Some(View::Builtin(view)) => {
            let view = format_ident!("{}", view);
            (
                quote!(Option<::oxir::attrs::#view>),
                quote!(#read.and_then(|a| a.dyn_cast::<::oxir::attrs::#view>(ctx))),
                "The value of",
            )
        }
        Some(View::Def(view)) => {
            let view = format_ident!("{}", view);
            (
                quote!(Option<#view>),
                quote!(#read.and_then(|a| a.dyn_cast::<#view>(ctx))),
                "The value of",
            )
        }
        Some(View::Enum(e)) => {
            let e = format_ident!("{}", e);
            (
                quote!(Option<#e>),
                quote!(#read.and_then(|a| #e::from_attr(ctx, a))),
                "The value of",
            )
        }
        None => (quote!(Option<::oxir::Attribute>), read, "The value of"),
    };
    let presence = match (&resolved.presence, default) {
        (Presence::Required, _) => " (`None` only on an op that does not verify)".to_string(),
        (_, Some(text)) => format!(", `{text}` when absent"),
        _ => String::new(),
    };
    let doc = format!(" {what} attribute `{name}`{presence} ({at}).");
    quote!(
        #[doc = #doc]
        pub fn #accessor(self, ctx: &::oxir::Context, body: &::oxir::Body) -> #ret {
            #expr
        }
    )
}

/// The setter of attribute `name`: a required one takes a value, the others an `Option`
/// (`None` removes it), a unit attribute a `bool`.
fn attr_setter(
    dialect: &Dialect,
    name: &str,
    resolved: &ResolvedAttribute,
    property: bool,
    at: &str,
) -> TokenStream {
    let setter = format_ident!("{}", names::setter_name(name));
    let (param, value, doc) = if matches!(
        view_of(dialect, &resolved.constraint.pred),
        Some(View::Unit)
    ) {
        (
            quote!(value: bool),
            quote!(value.then(|| ctx.common().unit)),
            format!(" Sets or removes the unit attribute `{name}` ({at})."),
        )
    } else if let Some(plain) = plain_of(dialect, &resolved.constraint.pred) {
        let ty = plain.rust_type();
        let attr = plain.to_attr(&format_ident!("value"));
        if resolved.presence == Presence::Required {
            (
                quote!(value: #ty),
                quote!(Some(#attr)),
                format!(" Sets attribute `{name}` ({at})."),
            )
        } else {
            let default = if default_text(&resolved.presence).is_some() {
                " so that it reads as its default"
            } else {
                ""
            };
            (
                quote!(value: Option<#ty>),
                quote!(value.map(|value| #attr)),
                format!(" Sets attribute `{name}`, or removes it with `None`{default} ({at})."),
            )
        }
    } else if let Some((view, attr)) = default_view(dialect, resolved) {
        (
            quote!(value: Option<#view>),
            quote!(value.map(|value| #attr)),
            format!(
                " Sets attribute `{name}`, or removes it with `None` so that it reads as its default ({at})."
            ),
        )
    } else if resolved.presence == Presence::Required {
        (
            quote!(value: ::oxir::Attribute),
            quote!(Some(value)),
            format!(" Sets attribute `{name}` ({at})."),
        )
    } else {
        (
            quote!(value: Option<::oxir::Attribute>),
            quote!(value),
            format!(" Sets attribute `{name}`, or removes it with `None` ({at})."),
        )
    };
    quote!(
        #[doc = #doc]
        pub fn #setter(self, ctx: &::oxir::Context, body: &mut ::oxir::Body, #param) {
            ::oxir::op_support::set_attr(ctx, body, self.0, #name, #value, #property);
        }
    )
}
