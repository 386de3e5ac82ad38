//! `oxir-ods-macros`: a dialect written as an annotated Rust module, generated at compile time.
//!
//! ```
//! use oxir_ods_macros::dialect;
//!
//! /// a tiny dialect
//! #[dialect(name = "demo")]
//! pub mod demo {
//!     /// integer addition
//!     #[op(
//!         name = "addi",
//!         traits(Pure, SameOperandsAndResultType),
//!         format = "$lhs `,` $rhs attr-dict `:` type($result)"
//!     )]
//!     pub struct AddIOp {
//!         lhs: Operand<SignlessIntegerLike>,
//!         rhs: Operand<SignlessIntegerLike>,
//!         result: Result<SignlessIntegerLike>,
//!     }
//! }
//!
//! let ctx = oxir::Context::new();
//! assert!(demo::register(&ctx));
//! assert_eq!(demo::AddIOp::NAME, "demo.addi");
//! ```
//!
//! The macros are shims: reading the module into the spec model, the checks and the emitter are
//! `oxir_ods::rust_front` and the rest of `oxir-ods`, shared with the TOML specs, so a dialect
//! gets the same Rust API either way. The syntax is documented in `docs/macros.md`. The crate
//! using the macros depends on `oxir`, which the generated code names as `::oxir`.

use oxir_ods::rust_front::{ItemKind, expand_dialect, misplaced};
use proc_macro::TokenStream;

/// A dialect: `#[dialect(name = "...")]` on an inline module whose items are the dialect's ops
/// (`#[op]` structs), enums (`#[enum_def]`), type and attribute definitions (`#[type_def]`,
/// `#[attr_def]`) and interfaces (`#[interface]` traits). The module keeps its other items and
/// gains the generated ones and `register(ctx)`; a spec error is reported at its tokens.
#[proc_macro_attribute]
pub fn dialect(args: TokenStream, item: TokenStream) -> TokenStream {
    expand_dialect(args.into(), item.into()).into()
}

/// An op of a `#[dialect]` module (read by `#[dialect]`; an error anywhere else).
#[proc_macro_attribute]
pub fn op(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::Op).into()
}

/// A type definition of a `#[dialect]` module (read by `#[dialect]`; an error anywhere else).
#[proc_macro_attribute]
pub fn type_def(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::TypeDef).into()
}

/// An attribute definition of a `#[dialect]` module (read by `#[dialect]`; an error anywhere
/// else).
#[proc_macro_attribute]
pub fn attr_def(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::AttrDef).into()
}

/// An enum or bit enum of a `#[dialect]` module (read by `#[dialect]`; an error anywhere else).
#[proc_macro_attribute]
pub fn enum_def(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::EnumDef).into()
}

/// An interface of a `#[dialect]` module (read by `#[dialect]`; an error anywhere else).
#[proc_macro_attribute]
pub fn interface(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::Interface).into()
}

/// Interfaces implemented for an op of another dialect, on the module holding the functions
/// (read by `#[dialect]`; an error anywhere else).
#[proc_macro_attribute]
pub fn external_model(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::ExternalModel).into()
}

/// A constraint of a `#[dialect]` module, on its predicate function (read by `#[dialect]`; an
/// error anywhere else).
#[proc_macro_attribute]
pub fn constraint(_args: TokenStream, _item: TokenStream) -> TokenStream {
    misplaced(ItemKind::Constraint).into()
}
