//! The attribute form of an enum with a `mnemonic` (MLIR's `EnumAttr<Dialect, Enum,
//! "mnemonic">`): an attribute definition of the dialect with one parameter, `value`, of the
//! enum, written in MLIR's default format `` `<` $value `>` `` (`#arith.fastmath<nnan,ninf>`),
//! or as the case alone for an enum marked `bare` (`#index<cmp_predicate slt>`).
//!
//! The definition is derived from the enum, never written in the spec, so that the emitter of
//! the spec's `[[attr]]`s makes its storage, view, parser, printer and dialect dispatch too.
//! What its names may clash with is checked with the enum ([`crate::check`]); this module only
//! builds it.

use crate::lang::def_format::{FormatParam, parse_def_format};
use crate::lang::param_type::ParamType;
use crate::model::{Def, Enum, Parameter, Spanned};
use crate::resolved::{ResolvedDef, ResolvedParam};

/// MLIR's assembly format of an `EnumAttr`.
const FORMAT: &str = "`<` $value `>`";

/// The assembly format of an enum marked `bare`: the case alone.
const BARE_FORMAT: &str = "$value";

/// The attribute definition of `e`, resolved, when `e` has a mnemonic. Its name is
/// the enum's (so its view is `<Enum>Attr`, the name of the enum's constraint) and its spans
/// are the mnemonic's.
pub fn attr_def(e: &Enum) -> Option<ResolvedDef> {
    let mnemonic = e.attr_mnemonic.as_ref()?;
    let format_text = if e.bare { BARE_FORMAT } else { FORMAT };
    let at = |text: &str| Spanned::new(text.to_string(), mnemonic.span);
    let def = Def {
        name: e.name.clone(),
        mnemonic: Some(mnemonic.clone()),
        summary: e.summary.clone(),
        description: None,
        parameters: vec![Parameter {
            name: at("value"),
            rust_type: e.name.clone(),
            optional: false,
            default: None,
            description: None,
            parser: None,
            printer: None,
            constraint: None,
            mutable: false,
            span: mnemonic.span,
        }],
        format: Some(at(format_text)),
        traits: Vec::new(),
        interfaces: Vec::new(),
        verify: None,
        builders: Vec::new(),
        skip_default_builders: false,
        parse: None,
        print: None,
        span: e.span,
    };
    let param = FormatParam {
        name: "value",
        optional: false,
        array: false,
    };
    // The format is fixed and names the one parameter: it always parses.
    let format = parse_def_format(format_text, mnemonic.span, &e.name.value, &[param]).ok()?;
    let params = vec![ResolvedParam {
        spec: def.parameters[0].clone(),
        ty: ParamType::Enum(e.name.value.clone()),
        constraint: None,
    }];
    Some(ResolvedDef {
        spec: def,
        params,
        format: Some(format),
        body_group: None,
    })
}

/// The attribute definitions of the enums of a dialect that have a mnemonic, in spec order.
pub fn attr_defs(enums: &[Enum]) -> Vec<ResolvedDef> {
    enums.iter().filter_map(attr_def).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;
    use crate::lang::def_format::DefElementKind;
    use crate::lang::format::Literal;

    fn spanned<T>(value: T) -> Spanned<T> {
        Spanned::new(value, Span::default())
    }

    fn flags(mnemonic: Option<&str>) -> Enum {
        Enum {
            name: spanned("FastMathFlags".to_string()),
            summary: None,
            description: None,
            bit_enum: true,
            str_enum: None,
            width: None,
            attr_mnemonic: mnemonic.map(|m| spanned(m.to_string())),
            separator: None,
            print_primary_groups: false,
            bare: false,
            field_parser: false,
            cases: Vec::new(),
            span: Span::default(),
        }
    }

    /// The kinds of the elements of the format of a definition.
    fn format_kinds(resolved: ResolvedDef) -> Vec<DefElementKind> {
        let format = resolved.format.expect("has a format");
        format.elements.into_iter().map(|e| e.kind).collect()
    }

    #[test]
    fn an_enum_with_a_mnemonic_is_a_definition_with_one_enum_parameter() {
        let resolved = attr_def(&flags(Some("fastmath"))).expect("has a mnemonic");
        let def = resolved.spec.clone();
        assert_eq!(def.name.value, "FastMathFlags");
        assert_eq!(def.mnemonic.map(|m| m.value).as_deref(), Some("fastmath"));
        assert_eq!(def.parameters[0].name.value, "value");
        assert_eq!(def.parameters[0].rust_type.value, "FastMathFlags");
        let params: Vec<&ParamType> = resolved.params.iter().map(|p| &p.ty).collect();
        assert_eq!(params, [&ParamType::Enum("FastMathFlags".to_string())]);
        let kinds = format_kinds(resolved);
        assert_eq!(
            kinds,
            [
                DefElementKind::Literal(Literal::Punctuation("<".to_string())),
                DefElementKind::Param(0),
                DefElementKind::Literal(Literal::Punctuation(">".to_string())),
            ]
        );
    }

    #[test]
    fn a_bare_enum_is_written_as_the_case_alone() {
        let mut e = flags(Some("cmp_predicate"));
        e.bare = true;
        let resolved = attr_def(&e).expect("has a mnemonic");
        let format = resolved.spec.format.as_ref().map(|f| f.value.as_str());
        assert_eq!(format, Some("$value"));
        let kinds = format_kinds(resolved);
        assert_eq!(kinds, [DefElementKind::Param(0)]);
    }

    #[test]
    fn an_enum_without_one_has_none() {
        assert!(attr_def(&flags(None)).is_none());
        assert_eq!(attr_defs(&[flags(None), flags(Some("f"))]).len(), 1);
    }
}
