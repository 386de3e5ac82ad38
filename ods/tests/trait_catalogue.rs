//! Every trait of the catalogue (`oxir_ods::op_traits::OP_TRAITS`, the one list the checks
//! accept) is generated: an op naming it generates without error, and the generated Rust shows
//! what the trait does (its runtime flags, parents, terminator, Rust trait, or the code its
//! resolution writes), unlike the same op without it.

use oxir_ods::build::generate_source;
use oxir_ods::op_traits::{Generated, OP_TRAITS};

/// The generated Rust of an op with two `I32` operands `lhs` and `rhs` (one, `lhs`, when
/// `unary`) and an `I32` result `result`, with `traits`.
fn generate(traits: &[&str], unary: bool) -> Result<String, String> {
    let traits: Vec<String> = traits.iter().map(|t| format!("'{t}'")).collect();
    let operands = if unary {
        r#"[{ name = "lhs", type = "I32" }]"#
    } else {
        r#"[{ name = "lhs", type = "I32" }, { name = "rhs", type = "I32" }]"#
    };
    let spec = format!(
        "[dialect]\nname = \"c\"\n\n[[op]]\nname = \"x\"\ntraits = [{}]\noperands = {operands}\nresults = [{{ name = \"result\", type = \"I32\" }}]\n",
        traits.join(", ")
    );
    generate_source("defs/c.toml", &spec).map(|code| code.split_whitespace().collect())
}

/// What the generated code of a trait resolved by the checks contains.
fn resolved_marker(name: &str) -> &'static str {
    match name {
        "AllTypesMatch"
        | "AllElementTypesMatch"
        | "AllShapesMatch"
        | "AllRanksMatch"
        | "AllElementCountsMatch" => "verify_all_match(",
        "AllMatch" => "verify_all_match_that(",
        "TypesMatchWith" => "verify_types_match_with(",
        "RangedTypesMatchWith" => "verify_ranged_types_match_with(",
        "PredOpTrait" => "verify_op_predicate(",
        "MemoryEffects" => "ResourceEffects(",
        "SameVariadicOperandSize" | "SameVariadicResultSize" => "",
        "FirstAttrDerivedResultType" => "",
        other => panic!("no marker known for the resolved trait `{other}`"),
    }
}

#[test]
fn every_trait_of_the_catalogue_is_generated() {
    let plain = generate(&[], false).expect("the plain op generates");
    for t in OP_TRAITS {
        let text = t
            .args
            .map_or(t.name.to_string(), |args| args.example.to_string());
        // Traits that ask for an op shape get it.
        let mut traits = vec![text.as_str()];
        let unary = t.name == "Involution";
        if matches!(t.name, "Involution" | "Idempotent") {
            traits.push("SameOperandsAndResultType");
        }
        let code = generate(&traits, unary)
            .unwrap_or_else(|e| panic!("trait `{}` does not generate:\n{e}", t.name));
        let markers: Vec<String> = match t.generated {
            Generated::Flags(flags) => flags
                .iter()
                .map(|f| format!("::oxir::Trait::{f}"))
                .chain(
                    matches!(t.name, "Involution" | "Idempotent")
                        .then(|| ".with_fold(Self::fold_with_traits)".to_string()),
                )
                .collect(),
            Generated::Parents => vec![".with_parents(".into()],
            Generated::ImplicitTerminator => vec![".with_implicit_terminator(".into()],
            Generated::Native => vec![".with_native::<".into()],
            Generated::Resolved => vec![resolved_marker(t.name).to_string()],
        };
        for marker in markers {
            assert!(
                code.contains(&marker),
                "trait `{}`: `{marker}` is not in the generated code",
                t.name
            );
        }
        if !matches!(
            t.name,
            "SameVariadicOperandSize" | "SameVariadicResultSize" | "FirstAttrDerivedResultType"
        ) {
            assert_ne!(code, plain, "trait `{}` changes nothing", t.name);
        }
    }
}
