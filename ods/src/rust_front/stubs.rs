//! What a dialect module holds when its spec has errors: beside the `compile_error!`s, a
//! stand-in for each annotated item under the name the generated code would give it (the op's
//! type, the enum with its variants, the definition's type, the interface's trait) and an empty
//! `register`, so that code using the dialect reports only the spec's errors, not a cascade of
//! unresolved names.
//!
//! These are not the generated items: they have no methods, and nothing here runs.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::reader::integer_value;
use crate::names;

/// The stand-in of an op struct: the wrapper type.
pub fn op(item: &syn::ItemStruct) -> TokenStream {
    let ident = &item.ident;
    quote! {
        #[allow(missing_docs)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #ident(pub ::oxir::OpId);
    }
}

/// The stand-in of a type (`type_def`) or attribute (`attr_def`) definition.
pub fn def(item: &syn::ItemStruct, type_def: bool) -> TokenStream {
    let name = item.ident.to_string();
    let (ident, handle) = if type_def {
        (
            format_ident!("{}", names::type_def_name(&name)),
            quote!(Type),
        )
    } else {
        (
            format_ident!("{}", names::attr_def_name(&name)),
            quote!(Attribute),
        )
    };
    quote! {
        #[allow(missing_docs)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct #ident(pub ::oxir::#handle);
    }
}

/// The stand-in of an enum: the Rust enum with its variants, or a bit enum's newtype with its
/// constants.
pub fn enumeration(item: &syn::ItemEnum, bit_enum: bool) -> TokenStream {
    let ident = &item.ident;
    let cases = item.variants.iter().map(|v| {
        let name = v.ident.to_string();
        let name = name.strip_prefix("r#").unwrap_or(&name).to_string();
        let value = v
            .discriminant
            .as_ref()
            .and_then(|(_, e)| integer_value(&quote!(#e)))
            .unwrap_or(0);
        (name, value)
    });
    if bit_enum {
        let consts = cases.filter_map(|(name, value)| {
            let constant = identifier(&names::snake_case(&name).to_uppercase())?;
            let value = proc_macro2::Literal::u64_unsuffixed(value as u64);
            Some(quote!(pub const #constant: #ident = #ident(#value);))
        });
        quote! {
            #[allow(missing_docs)]
            #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
            pub struct #ident(pub u64);
            #[allow(missing_docs)]
            impl #ident {
                #(#consts)*
            }
        }
    } else {
        let variants = cases.filter_map(|(name, _)| identifier(&names::camel_case(&name)));
        quote! {
            #[allow(missing_docs)]
            #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
            pub enum #ident {
                #(#variants,)*
            }
        }
    }
}

/// `name` as an identifier, `None` when it is not one (a case `_1` has no CamelCase variant; the
/// checks report it).
fn identifier(name: &str) -> Option<proc_macro2::Ident> {
    syn::parse_str::<proc_macro2::Ident>(name).ok()
}

/// The stand-in of an interface: the trait, without methods.
pub fn interface(item: &syn::ItemTrait) -> TokenStream {
    let ident = &item.ident;
    quote! {
        #[allow(missing_docs)]
        pub trait #ident {}
    }
}

/// The stand-in of `register`: registers nothing.
pub fn register() -> TokenStream {
    quote! {
        /// Registers nothing: the dialect's spec has errors.
        pub fn register(ctx: &::oxir::Context) -> bool {
            let _ = ctx;
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stand_ins_use_the_generated_names() {
        let e: syn::ItemEnum =
            syn::parse_str("enum P { eq = 0, not_eq = 1, _1 = 2 }").expect("enum");
        let text = enumeration(&e, false).to_string();
        assert!(text.contains("pub enum P { Eq , NotEq , }"), "{text}");
        let text = enumeration(&e, true).to_string();
        assert!(text.contains("pub const NOT_EQ : P = P (1) ;"), "{text}");
        let s: syn::ItemStruct = syn::parse_str("struct Complex { x: u32 }").expect("struct");
        assert!(def(&s, true).to_string().contains("pub struct ComplexType"));
        assert!(
            def(&s, false)
                .to_string()
                .contains("pub struct ComplexAttr")
        );
        assert!(
            op(&s)
                .to_string()
                .contains("pub struct Complex (pub :: oxir :: OpId) ;")
        );
    }
}
