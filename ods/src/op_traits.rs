//! The catalogue of op traits a spec may name: one table, read by the checks (which names
//! exist, which take arguments), the op emitter (what each one generates) and the catalogue
//! test that generates every entry. A trait defined in Rust is not listed: it is written
//! `NativeOpTrait<"crate::path">`.

/// How the emitter realizes a trait.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Generated {
    /// The op's descriptor declares these runtime flag traits (`oxir::Trait`), which the
    /// runtime verifies or reads; `Involution` and `Idempotent` also make the generated fold.
    Flags(&'static [&'static str]),
    /// The checks resolve it into the checked op (constraints across entities, segment sizes,
    /// effects, result inference for formats), and the emitter writes that.
    Resolved,
    /// `HasParent` / `ParentOneOf`: the descriptor's allowed parents.
    Parents,
    /// `SingleBlockImplicitTerminator`: the descriptor's implicit terminator.
    ImplicitTerminator,
    /// `NativeOpTrait`: the Rust trait, declared and verified.
    Native,
}

/// The arguments of a parametric trait.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TraitArgs {
    /// The least number of arguments.
    pub least: usize,
    /// The most.
    pub most: usize,
    /// A correct use, for `help:`.
    pub example: &'static str,
}

/// One trait of the catalogue.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpTrait {
    /// Its spec name (MLIR's).
    pub name: &'static str,
    /// Its arguments; `None` for a trait written without `<...>`.
    pub args: Option<TraitArgs>,
    /// What it generates.
    pub generated: Generated,
}

const fn flag(name: &'static str, flags: &'static [&'static str]) -> OpTrait {
    OpTrait {
        name,
        args: None,
        generated: Generated::Flags(flags),
    }
}

const fn resolved(name: &'static str) -> OpTrait {
    OpTrait {
        name,
        args: None,
        generated: Generated::Resolved,
    }
}

const fn parametric(
    name: &'static str,
    (least, most): (usize, usize),
    example: &'static str,
    generated: Generated,
) -> OpTrait {
    OpTrait {
        name,
        args: Some(TraitArgs {
            least,
            most,
            example,
        }),
        generated,
    }
}

/// Every op trait a spec may name, by name.
pub const OP_TRAITS: &[OpTrait] = &[
    flag("AffineScope", &["AffineScope"]),
    parametric(
        "AllElementCountsMatch",
        (1, 1),
        "AllElementCountsMatch<[\"lhs\", \"result\"]>",
        Generated::Resolved,
    ),
    parametric(
        "AllElementTypesMatch",
        (1, 1),
        "AllElementTypesMatch<[\"lhs\", \"result\"]>",
        Generated::Resolved,
    ),
    parametric(
        "AllMatch",
        (2, 2),
        "AllMatch<[\"$lhs\", \"$rhs\"], \"lhs and rhs match\">",
        Generated::Resolved,
    ),
    parametric(
        "AllRanksMatch",
        (1, 1),
        "AllRanksMatch<[\"lhs\", \"result\"]>",
        Generated::Resolved,
    ),
    parametric(
        "AllShapesMatch",
        (1, 1),
        "AllShapesMatch<[\"lhs\", \"result\"]>",
        Generated::Resolved,
    ),
    parametric(
        "AllTypesMatch",
        (1, 1),
        "AllTypesMatch<[\"lhs\", \"result\"]>",
        Generated::Resolved,
    ),
    flag("AlwaysSpeculatable", &["AlwaysSpeculatable"]),
    flag("AttrSizedOperandSegments", &["AttrSizedOperandSegments"]),
    flag("AttrSizedResultSegments", &["AttrSizedResultSegments"]),
    flag("AutomaticAllocationScope", &["AutomaticAllocationScope"]),
    flag("Commutative", &["Commutative"]),
    flag("ConstantLike", &["ConstantLike"]),
    flag("Elementwise", &["Elementwise"]),
    flag("ElementwiseMappable", &["Elementwise", "Scalarizable"]),
    resolved("FirstAttrDerivedResultType"),
    flag(
        "GraphRegionNoTerminator",
        &["NoTerminator", "HasOnlyGraphRegion"],
    ),
    flag("HasOnlyGraphRegion", &["HasOnlyGraphRegion"]),
    parametric(
        "HasParent",
        (1, 1),
        "HasParent<\"func.func\">",
        Generated::Parents,
    ),
    flag("Idempotent", &["Idempotent"]),
    flag("Involution", &["Involution"]),
    flag("IsolatedFromAbove", &["IsolatedFromAbove"]),
    flag("IsolatedSymbols", &["IsolatedSymbols"]),
    flag("MemRefsNormalizable", &["MemRefsNormalizable"]),
    parametric(
        "MemoryEffects",
        (1, 1),
        "MemoryEffects<[MemRead]>",
        Generated::Resolved,
    ),
    parametric(
        "NativeOpTrait",
        (1, 1),
        "NativeOpTrait<\"crate::traits::MyTrait\">",
        Generated::Native,
    ),
    flag("NoMemoryEffect", &["NoMemoryEffect"]),
    flag("NoRegionArguments", &["NoRegionArguments"]),
    flag("NoTerminator", &["NoTerminator"]),
    parametric(
        "ParentOneOf",
        (1, 1),
        "ParentOneOf<[\"func.func\", \"builtin.module\"]>",
        Generated::Parents,
    ),
    parametric(
        "PredOpTrait",
        (2, 2),
        "PredOpTrait<\"summary\", \"crate::path::to_predicate\">",
        Generated::Resolved,
    ),
    flag("Pure", &["NoMemoryEffect", "AlwaysSpeculatable"]),
    parametric(
        "RangedTypesMatchWith",
        (4, 5),
        "RangedTypesMatchWith<\"summary\", \"lhs\", \"rhs\", \"crate::path::to_transform\">",
        Generated::Resolved,
    ),
    flag("RecursiveMemoryEffects", &["RecursiveMemoryEffects"]),
    flag("RecursivelySpeculatable", &["RecursivelySpeculatable"]),
    flag("ResultsBroadcastableShape", &["ResultsBroadcastableShape"]),
    flag("ReturnLike", &["ReturnLike"]),
    flag(
        "SameOperandsAndResultElementType",
        &["SameOperandsAndResultElementType"],
    ),
    flag(
        "SameOperandsAndResultEncoding",
        &["SameOperandsAndResultEncoding"],
    ),
    flag("SameOperandsAndResultRank", &["SameOperandsAndResultRank"]),
    flag(
        "SameOperandsAndResultShape",
        &["SameOperandsAndResultShape"],
    ),
    flag("SameOperandsAndResultType", &["SameOperandsAndResultType"]),
    flag("SameOperandsElementType", &["SameOperandsElementType"]),
    flag("SameOperandsEncoding", &["SameOperandsEncoding"]),
    flag("SameOperandsShape", &["SameOperandsShape"]),
    flag("SameTypeOperands", &["SameTypeOperands"]),
    resolved("SameVariadicOperandSize"),
    resolved("SameVariadicResultSize"),
    flag("Scalarizable", &["Scalarizable"]),
    flag("SingleBlock", &["SingleBlock"]),
    parametric(
        "SingleBlockImplicitTerminator",
        (1, 1),
        "SingleBlockImplicitTerminator<\"scf.yield\">",
        Generated::ImplicitTerminator,
    ),
    flag("Symbol", &["Symbol"]),
    flag("SymbolTable", &["SymbolTable"]),
    flag("Terminator", &["IsTerminator"]),
    parametric(
        "TypesMatchWith",
        (4, 5),
        "TypesMatchWith<\"summary\", \"lhs\", \"rhs\", \"crate::path::to_transform\">",
        Generated::Resolved,
    ),
];

/// The catalogue entry of `name`.
pub fn op_trait(name: &str) -> Option<&'static OpTrait> {
    OP_TRAITS.iter().find(|t| t.name == name)
}
