//! What a dialect module holds when its spec has errors: the `compile_error!`s inside a hidden
//! module, every name the generated code would define (the op's type, the enum and its
//! attribute, the definition's view and storage, the interface's trait and handle) imported
//! from that module, and an empty `register`.
//!
//! A name imported from a module whose expansion reported an error is one rustc knows nothing
//! about and reports nothing about: code using the dialect (a builder call, an accessor, a hook
//! written in an `impl` of the op's type, a glob import of the module) type-checks against it
//! silently, so one mistake in the spec is one error, whatever part of the generated API the
//! code uses. These stand-ins are names only; nothing here runs.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::names;

/// The generated names of an op struct: the wrapper type and its operand adaptor.
pub fn op(item: &syn::ItemStruct) -> Vec<Ident> {
    let adaptor = names::adaptor_name(&item.ident.to_string());
    vec![item.ident.clone(), format_ident!("{}", adaptor)]
}

/// The generated names of a type (`type_def`) or attribute (`attr_def`) definition: its view
/// and its storage.
pub fn def(item: &syn::ItemStruct, type_def: bool) -> Vec<Ident> {
    let name = item.ident.to_string();
    let view = if type_def {
        names::type_def_name(&name)
    } else {
        names::attr_def_name(&name)
    };
    vec![
        format_ident!("{}", names::def_storage_name(&view)),
        format_ident!("{}", view),
    ]
}

/// The generated names of an enum: the enum (or bit enum), and its attribute's view and storage.
pub fn enumeration(item: &syn::ItemEnum) -> Vec<Ident> {
    let name = item.ident.to_string();
    let attr = names::attr_def_name(&name);
    vec![
        item.ident.clone(),
        format_ident!("{}", names::def_storage_name(&attr)),
        format_ident!("{}", attr),
    ]
}

/// The generated names of an interface: the trait and its handle.
pub fn interface(item: &syn::ItemTrait) -> Vec<Ident> {
    let name = item.ident.to_string();
    vec![
        item.ident.clone(),
        format_ident!("{}", names::interface_handle_name(&name)),
    ]
}

/// The items standing for the generated ones: `errors` (the `compile_error!`s) in a hidden
/// module, the generated `names` imported from it, and a `register` that registers nothing.
pub fn stand_ins(errors: TokenStream, names: &[Ident]) -> TokenStream {
    let mut names: Vec<&Ident> = names.iter().collect();
    names.sort();
    names.dedup();
    let imports = if names.is_empty() {
        quote!()
    } else {
        quote! {
            #[doc(hidden)]
            #[allow(unused_imports)]
            pub use self::__oxir_spec_errors::{#(#names),*};
        }
    };
    quote! {
        /// The errors of the dialect's spec; the names the generated code would define come
        /// from here, so that code using them reports nothing more.
        #[doc(hidden)]
        pub mod __oxir_spec_errors {
            #errors
        }
        #imports

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

    fn texts(idents: Vec<Ident>) -> Vec<String> {
        idents.iter().map(|i| i.to_string()).collect()
    }

    #[test]
    fn stand_ins_use_the_generated_names() {
        let e: syn::ItemEnum = syn::parse_str("enum P { eq = 0, not_eq = 1 }").expect("enum");
        assert_eq!(texts(enumeration(&e)), ["P", "PAttrStorage", "PAttr"]);
        let s: syn::ItemStruct = syn::parse_str("struct Complex { x: u32 }").expect("struct");
        assert_eq!(texts(def(&s, true)), ["ComplexTypeStorage", "ComplexType"]);
        assert_eq!(texts(def(&s, false)), ["ComplexAttrStorage", "ComplexAttr"]);
        assert_eq!(texts(op(&s)), ["Complex", "ComplexAdaptor"]);
        let t: syn::ItemTrait = syn::parse_str("trait ShapedInterface {}").expect("trait");
        assert_eq!(texts(interface(&t)), ["ShapedInterface", "Shaped"]);
        let out = stand_ins(quote!(compile_error!("x");), &op(&s)).to_string();
        assert!(
            out.contains("pub mod __oxir_spec_errors { compile_error ! (\"x\") ; }"),
            "{out}"
        );
        assert!(
            out.contains("pub use self :: __oxir_spec_errors :: { Complex , ComplexAdaptor } ;"),
            "{out}"
        );
    }
}
