//! The checks emitted for the op traits that are predicates over several parts of an op:
//! `AllTypesMatch<["a", "b"]>`, `TypesMatchWith<"summary", "from", "to", "crate::transform">`
//! and `PredOpTrait<"summary", "crate::predicate">`. MLIR verifies them with the op's
//! invariants, after the operand and result constraints, each failing with `failed to verify
//! that <summary>`; the emitted code calls the runtime's `::oxir::op_support` helpers.
//!
//! The trait arguments were checked before (`crate::trait_args`); this module only turns them
//! into calls. The other match traits (`AllShapesMatch`, ...) are not emitted here.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::diag::SpecDiagnostic;
use crate::model::{Op, Spanned, Trait};

/// The traits this module emits.
pub const PRED_TRAITS: &[&str] = &["AllTypesMatch", "TypesMatchWith", "PredOpTrait"];

/// The verifier statement of trait `t` of `op` (one of [`PRED_TRAITS`]).
pub fn emit_pred_trait(op: &Op, t: &Trait) -> Result<TokenStream, SpecDiagnostic> {
    let args = t.args.as_deref().unwrap_or(&[]);
    let bad = || {
        SpecDiagnostic::error(
            t.span,
            format!("unexpected arguments of `{}`", t.name.value),
        )
    };
    match (t.name.as_str(), args) {
        ("AllTypesMatch", [names]) => {
            let names = super::op::string_args(std::slice::from_ref(names));
            let entities = names
                .iter()
                .map(|n| entity(op, n).ok_or_else(bad))
                .collect::<Result<Vec<_>, _>>()?;
            let summary = format!("all of {{{}}} have same type", names.join(", "));
            Ok(quote!(
                ::oxir::op_support::verify_all_types_match(ctx, body, op, &Self::SHAPE, &[#(#entities),*], #summary)?;
            ))
        }
        ("TypesMatchWith", [summary, from, to, transform, ..]) => {
            let summary = unquote(summary);
            let from = entity(op, &unquote(from)).ok_or_else(bad)?;
            let to = entity(op, &unquote(to)).ok_or_else(bad)?;
            let path: TokenStream = unquote(transform).parse().map_err(|_| bad())?;
            // A transform yields one type, maybe one, or the list of types of a variadic group.
            let transform =
                quote!(&|ctx, ty| ::oxir::op_support::DerivedTypes::into_types(#path(ctx, ty)));
            Ok(quote!(
                ::oxir::op_support::verify_types_match_with(ctx, body, op, &Self::SHAPE, #from, #to, #transform, #summary)?;
            ))
        }
        ("PredOpTrait", [summary, predicate]) => {
            let summary = unquote(summary);
            let path: TokenStream = unquote(predicate).parse().map_err(|_| bad())?;
            Ok(quote!(
                ::oxir::op_support::verify_pred_trait(ctx, body, op, #path(ctx, body, op), #summary)?;
            ))
        }
        _ => Err(bad()),
    }
}

/// The runtime `Entity` that `name` denotes in `op`.
fn entity(op: &Op, name: &str) -> Option<TokenStream> {
    let position =
        |list: &[crate::model::Operand]| list.iter().position(|o| o.name.as_str() == name);
    if let Some(i) = position(&op.operands) {
        let i = Literal::usize_unsuffixed(i);
        return Some(quote!(::oxir::op_support::Entity::Operand(#i)));
    }
    if let Some(i) = position(&op.results) {
        let i = Literal::usize_unsuffixed(i);
        return Some(quote!(::oxir::op_support::Entity::Result(#i)));
    }
    op.attributes
        .iter()
        .any(|a| a.name.as_str() == name)
        .then(|| quote!(::oxir::op_support::Entity::Attr(#name)))
}

/// A quoted trait argument without its quotes.
fn unquote(arg: &Spanned<String>) -> String {
    let text = arg.as_str().trim();
    text.strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or(text)
        .to_string()
}

#[cfg(test)]
mod tests {
    use crate::build::generate_source;

    fn generated(traits: &str) -> String {
        let spec = format!(
            "[dialect]\nname = \"p\"\n[[op]]\nname = \"x\"\ntraits = [{traits}]\n\
             operands = [{{ name = \"lhs\", type = \"AnyType\" }}, {{ name = \"rest\", type = \"Variadic<AnyType>\" }}]\n\
             results = [{{ name = \"res\", type = \"AnyType\" }}]\n\
             attributes = [{{ name = \"value\", type = \"TypedAttr\" }}]\n"
        );
        let source = generate_source("defs/p.toml", &spec).unwrap_or_else(|e| panic!("{e}"));
        let compact: String = source.split_whitespace().collect();
        // Without the trailing commas the pretty printer adds to long calls.
        compact.replace(",)", ")").replace(",]", "]")
    }

    #[test]
    fn all_types_match_names_its_entities_and_mlir_summary() {
        let code = generated(r#"'AllTypesMatch<["value", "res", "lhs"]>'"#);
        assert!(
            code.contains(
                "verify_all_types_match(ctx,body,op,&Self::SHAPE,&[::oxir::op_support::Entity::Attr(\"value\"),::oxir::op_support::Entity::Result(0),::oxir::op_support::Entity::Operand(0)],\"allof{value,res,lhs}havesametype\")?;"
            ),
            "{code}"
        );
    }

    #[test]
    fn types_match_with_adapts_what_the_transform_returns() {
        let code = generated(r#"'TypesMatchWith<"res is lhs", "lhs", "res", "crate::t::same">'"#);
        assert!(
            code.contains("&|ctx,ty|::oxir::op_support::DerivedTypes::into_types(crate::t::same(ctx,ty)),\"resislhs\")?;"),
            "{code}"
        );
    }

    #[test]
    fn pred_op_trait_calls_the_predicate() {
        let code = generated(r#"'PredOpTrait<"it holds", "crate::p::holds">'"#);
        assert!(
            code.contains(
                "verify_pred_trait(ctx,body,op,crate::p::holds(ctx,body,op),\"itholds\")?;"
            ),
            "{code}"
        );
    }
}
