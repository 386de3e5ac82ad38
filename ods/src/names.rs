//! The one place that derives Rust names from spec names: op types (`AddIOp`), type and attribute
//! definition types, dialect types, accessors (`overflow_flags()`), setters and builders. Every
//! emitter asks here, so a name is spelled the same everywhere it is generated or referred to.
//!
//! This module does not check that spec names are valid identifiers (see [`crate::check`]); it
//! only maps them, and escapes Rust keywords so the result is always usable as an identifier.

/// Rust keywords (strict and reserved, 2024 edition) that cannot be used as plain identifiers.
const RUST_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "Self", "static", "struct", "super", "trait", "true", "try", "type",
    "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Whether `name` is a Rust keyword.
pub fn is_rust_keyword(name: &str) -> bool {
    RUST_KEYWORDS.contains(&name)
}

/// `name`, with a `_` appended when it is a Rust keyword (`type` → `type_`), so that it can be
/// used as a method or variable name.
pub fn rust_ident(name: &str) -> String {
    if is_rust_keyword(name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// UpperCamelCase of a spec name: pieces split at `_`, `.` and `-`, each with its first letter
/// upper-cased and the rest kept (`call_indirect` → `CallIndirect`, `intr.fma` → `IntrFma`).
pub fn camel_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for piece in name.split(['_', '.', '-']) {
        let mut chars = piece.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out
}

/// snake_case of a spec name: an `_` goes before an upper-case letter that follows a lower-case
/// letter or digit, or that starts a new word after an acronym (`overflowFlags` →
/// `overflow_flags`, `SSAValue` → `ssa_value`, `lhs` → `lhs`).
pub fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_uppercase() && i > 0 {
            let prev = chars[i - 1];
            let next_is_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            let starts_word = prev.is_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_uppercase() && next_is_lower);
            if starts_word && !out.ends_with('_') {
                out.push('_');
            }
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// The Rust type of an op: the spec's explicit `class` if given, else the UpperCamelCase of the
/// op name without the dialect prefix followed by `Op` (`call_indirect` → `CallIndirectOp`).
pub fn op_type_name(op_name: &str, class: Option<&str>) -> String {
    match class {
        Some(class) => class.to_string(),
        None => format!("{}Op", camel_case(op_name)),
    }
}

/// The Rust type of a type definition: its name followed by `Type` unless it already ends so
/// (`Complex` → `ComplexType`).
pub fn type_def_name(name: &str) -> String {
    with_suffix(name, "Type")
}

/// The Rust type of an attribute definition: its name followed by `Attr` unless it already ends
/// so (`Layout` → `LayoutAttr`).
pub fn attr_def_name(name: &str) -> String {
    with_suffix(name, "Attr")
}

/// The storage struct of a type or attribute definition whose Rust type is `rust_type`
/// (`ComplexType` → `ComplexTypeStorage`): the parameters, uniqued by the context.
pub fn def_storage_name(rust_type: &str) -> String {
    format!("{rust_type}Storage")
}

/// The `Copy` handle pairing an object with an interface's implementation: the interface's name
/// without its `Interface` suffix (`ShapedOpInterface` → `ShapedOp`), or with `Ref` appended
/// when it has no such suffix (`Inliner` → `InlinerRef`).
pub fn interface_handle_name(interface: &str) -> String {
    match interface.strip_suffix("Interface") {
        Some(stem) if !stem.is_empty() => stem.to_string(),
        _ => format!("{interface}Ref"),
    }
}

/// The method of an interface handle that converts it to the handle of its base `base`
/// (`DescribedOpInterface` → `as_described_op_interface`).
pub fn base_conversion_name(base: &str) -> String {
    format!("as_{}", snake_case(base))
}

/// The field of an interface handle holding the implementation of its base `base`.
pub fn base_model_field(base: &str) -> String {
    format!("{}_model", snake_case(base))
}

/// The Rust type that registers a dialect (`arith` → `ArithDialect`).
pub fn dialect_type_name(dialect: &str) -> String {
    format!("{}Dialect", camel_case(dialect))
}

/// The accessor of an operand, result, attribute, region or successor (`overflowFlags` →
/// `overflow_flags`, `type` → `type_`).
pub fn accessor_name(name: &str) -> String {
    rust_ident(&snake_case(name))
}

/// The setter of an attribute (`overflowFlags` → `set_overflow_flags`).
pub fn setter_name(name: &str) -> String {
    format!("set_{}", snake_case(name))
}

/// Names the generated builders and `create` functions give their own parameters and locals
/// (`create(b, loc, ..)`, `build(ctx, body, loc, ..)`, the `state` they fill), and `inserter`,
/// kept for the insertion handle.
const GENERATED_PARAMS: &[&str] = &[
    "b",
    "body",
    "ctx",
    "inserter",
    "loc",
    "op",
    "result_types",
    "state",
];

/// The parameter a builder takes for spec entity or builder parameter `name`: its snake_case,
/// with a `_` appended when it is a Rust keyword or one of the names generated builders use for
/// themselves (`loc` → `loc_`, `type` → `type_`), so every spec name gives a builder that
/// compiles.
pub fn param_name(name: &str) -> String {
    let name = snake_case(name);
    if is_rust_keyword(&name) || GENERATED_PARAMS.contains(&name.as_str()) {
        format!("{name}_")
    } else {
        name
    }
}

/// The name of the function creating an op at an insertion point, beside builder
/// [`builder_name`]`(declared)`: `create`, or `create_with_<name>` (`value` →
/// `create_with_value`).
pub fn creator_name(declared: Option<&str>) -> String {
    match declared {
        None => "create".to_string(),
        Some(name) => format!("create_with_{}", snake_case(name)),
    }
}

/// The name of a builder: `build` for the generated one (and a declared one without a name),
/// `build_with_<name>` for a declared one (`value` → `build_with_value`).
pub fn builder_name(declared: Option<&str>) -> String {
    match declared {
        None => "build".to_string(),
        Some(name) => format!("build_with_{}", snake_case(name)),
    }
}

/// The name of the `create` function taking the plain Rust values of attributes (`i64`, `&str`,
/// an enum) instead of attributes.
pub fn unwrapped_creator_name() -> &'static str {
    "create_unwrapped"
}

/// The name of the `create` function of an op with inferred result types that takes the result
/// types instead.
pub fn explicit_types_creator_name() -> &'static str {
    "create_with_result_types"
}

/// The operand adaptor of op type `op_type` (`AddIOp` → `AddIOpAdaptor`, MLIR's
/// `AddIOp::Adaptor`).
pub fn adaptor_name(op_type: &str) -> String {
    format!("{op_type}Adaptor")
}

/// Names an adaptor has for itself (`new`, `op`, `operands`), which an operand's accessor on it
/// takes with a `_` appended.
const ADAPTOR_OWN: &[&str] = &["new", "op", "operands"];

/// The accessor of operand group `name` on an adaptor: [`accessor_name`], with a `_` appended
/// when it is one of the adaptor's own names.
pub fn adaptor_accessor_name(name: &str) -> String {
    let name = accessor_name(name);
    if ADAPTOR_OWN.contains(&name.as_str()) {
        format!("{name}_")
    } else {
        name
    }
}

/// The function building the default of attribute `name` (`scale` → `scale_default`).
pub fn default_fn_name(name: &str) -> String {
    // A trailing `_` (MLIR's `visibility_`) would double before the suffix.
    format!("{}_default", snake_case(name).trim_end_matches('_'))
}

/// The builder parameter of the type of result `name` (`result` → `result_type`).
pub fn result_type_param(name: &str) -> String {
    format!("{}_type", snake_case(name))
}

/// The builder parameter counting the values of variable-length result group `name` whose
/// types are inferred (`outs` → `outs_count`).
pub fn result_count_param(name: &str) -> String {
    format!("{}_count", snake_case(name))
}

/// The builder parameter counting the regions of variadic region group `name` (`cases` →
/// `num_cases`).
pub fn region_count_param(name: &str) -> String {
    format!("num_{}", snake_case(name))
}

/// The Rust variant of an enum case (`less_than` → `LessThan`).
pub fn enum_variant_name(case: &str) -> String {
    camel_case(case)
}

/// The Rust constant of a bit enum case (`exactFast` → `EXACT_FAST`).
pub fn bit_case_name(case: &str) -> String {
    snake_case(case).to_uppercase()
}

fn with_suffix(name: &str, suffix: &str) -> String {
    if name.ends_with(suffix) {
        name.to_string()
    } else {
        format!("{name}{suffix}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_types_prefer_the_explicit_class() {
        assert_eq!(op_type_name("addi", Some("AddIOp")), "AddIOp");
        assert_eq!(op_type_name("addi", None), "AddiOp");
        assert_eq!(op_type_name("call_indirect", None), "CallIndirectOp");
        assert_eq!(op_type_name("intr.fma", None), "IntrFmaOp");
        assert_eq!(op_type_name("FAdd", None), "FAddOp");
    }

    #[test]
    fn accessors_are_snake_case_and_never_keywords() {
        assert_eq!(accessor_name("lhs"), "lhs");
        assert_eq!(accessor_name("overflowFlags"), "overflow_flags");
        assert_eq!(accessor_name("SSAValue"), "ssa_value");
        assert_eq!(accessor_name("input2D"), "input2_d");
        assert_eq!(accessor_name("already_snake"), "already_snake");
        assert_eq!(accessor_name("type"), "type_");
        assert_eq!(accessor_name("in"), "in_");
        assert_eq!(setter_name("overflowFlags"), "set_overflow_flags");
        assert_eq!(setter_name("type"), "set_type");
    }

    #[test]
    fn builders_types_and_dialects() {
        assert_eq!(builder_name(None), "build");
        assert_eq!(builder_name(Some("value")), "build_with_value");
        assert_eq!(builder_name(Some("lhsOnly")), "build_with_lhs_only");
        assert_eq!(creator_name(None), "create");
        assert_eq!(creator_name(Some("lhsOnly")), "create_with_lhs_only");
        assert_eq!(param_name("lhs"), "lhs");
        assert_eq!(param_name("loc"), "loc_");
        assert_eq!(param_name("body"), "body_");
        assert_eq!(param_name("ctx"), "ctx_");
        assert_eq!(param_name("b"), "b_");
        assert_eq!(param_name("inserter"), "inserter_");
        assert_eq!(default_fn_name("overflowFlags"), "overflow_flags_default");
        assert_eq!(default_fn_name("visibility_"), "visibility_default");
        assert_eq!(result_type_param("res"), "res_type");
        assert_eq!(enum_variant_name("less_than"), "LessThan");
        assert_eq!(bit_case_name("exactFast"), "EXACT_FAST");
        assert_eq!(param_name("type"), "type_");
        assert_eq!(param_name("inputTypes"), "input_types");
        assert_eq!(type_def_name("Complex"), "ComplexType");
        assert_eq!(type_def_name("IntegerType"), "IntegerType");
        assert_eq!(attr_def_name("Layout"), "LayoutAttr");
        assert_eq!(attr_def_name("LayoutAttr"), "LayoutAttr");
        assert_eq!(dialect_type_name("arith"), "ArithDialect");
        assert_eq!(dialect_type_name("test_ext"), "TestExtDialect");
        assert_eq!(def_storage_name("ComplexType"), "ComplexTypeStorage");
        assert_eq!(interface_handle_name("ShapedOpInterface"), "ShapedOp");
        assert_eq!(interface_handle_name("Interface"), "InterfaceRef");
        assert_eq!(interface_handle_name("Inliner"), "InlinerRef");
    }
}
