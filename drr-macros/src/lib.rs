//! `oxir-drr-macros`: declarative rewrite rules written in Rust syntax, generated at compile
//! time into the same patterns as a `*.rules.toml` file.
//!
//! ```
//! mod rules {
//!     oxir_drr_macros::rules! {
//!         summary = "the rules of `rt`";
//!         use ::oxir_rules_test from "../dialects/rules_test/defs/rt.toml";
//!
//!         /// -(-x) is x
//!         rule double_neg: (NegOp (NegOp $x)) => $x;
//!         /// x - 0 is x
//!         rule sub_zero: (SubOp $x, (::oxir_rules_test::native::constant_value I32Attr:$c))
//!             if (::oxir_rules_test::native::is_zero $c) => $x, benefit = 2;
//!     }
//! }
//!
//! let ctx = oxir::Context::new();
//! assert!(oxir_rules_test::register(&ctx));
//! let mut patterns = oxir::rewrite::RewritePatternSet::new();
//! rules::register_rules(&ctx, &mut patterns);
//! ```
//!
//! The macro is a shim: reading the rules, checking them against the specs, planning and
//! emitting them is `oxir_ods::rust_front::rules` and the rest of `oxir-ods`, shared with
//! rules files, so the same rules give the same code either way. Ops are named by their
//! generated Rust type in the module given by `use`, and the output names each of those types
//! at the tokens that wrote it, so rustc checks them too. Spec paths are relative to the
//! crate's directory. The syntax is documented in `docs/spec-language.md`, "Rewrite rules in
//! Rust". The crate using the macro depends on `oxir`, which the generated code names as
//! `::oxir`.

use proc_macro::TokenStream;

/// Rewrite rules: `use <module> from "<spec>";` for each dialect whose ops the rules name,
/// optionally `summary = "...";`, and `rule <name>: <source> [if <constraints>] => <result>
/// [then <supplemental>] [, benefit = N];` for each rule (a doc comment is its summary).
/// Expands to the items a rules file generates: `register_rules` and a `register_*_rules`
/// per root op; an error in the rules is reported at its tokens.
#[proc_macro]
pub fn rules(input: TokenStream) -> TokenStream {
    oxir_ods::rust_front::rules::expand_rules(input.into()).into()
}
