//! The Rust types a type or attribute definition's parameters may have (`u32`, `bool`,
//! `String`, `Type`, `Attribute`, an enum of the dialect, a type or attribute definition of the
//! dialect by its view (`PairType`, `RangeAttr`), `Vec<...>` of those), read from the
//! spec's `type` text into a [`ParamType`] the checks and emitters can reason about.
//!
//! This is the whole of the language: a parameter's type decides how it is stored (the storage
//! must be `Eq + Hash` for uniquing), passed to `get`, returned by its accessor and written in
//! the textual form, so only the kinds the runtime's `DefParam` knows are accepted.

use crate::diag::SpecDiagnostic;
use crate::model::Spanned;

/// The kind of a definition parameter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamType {
    /// A fixed-width integer: `i8` ... `i64`, `u8` ... `u64`.
    Int {
        /// Whether it is signed (`i..`).
        signed: bool,
        /// The width in bits.
        bits: u8,
    },
    /// `bool`.
    Bool,
    /// `f64`, stored as `::oxir::def_support::F64` (compared by its bits), read and written as
    /// MLIR's `APFloat` parameters are.
    F64,
    /// `String`.
    String,
    /// `Type`, a type of the IR.
    Type,
    /// `Attribute`, an attribute of the IR.
    Attribute,
    /// An enum (or bit enum) the dialect defines, by name.
    Enum(String),
    /// A type or attribute definition of the dialect, by the Rust name of its view
    /// (`PairType`): stored as the view, written stripped of its `!dialect.mnemonic` unless
    /// the format says `qualified` (MLIR's parameters of a specific attribute or type class).
    Def {
        /// The view.
        view: String,
        /// Whether it is an attribute definition (else a type definition).
        attr: bool,
    },
    /// `Vec<T>` of one of the other kinds.
    Array(Box<ParamType>),
    /// Any other Rust type (`crate::shape::Dims`), read and written by the parameter's own
    /// `parser` and `printer` (MLIR's `AttrOrTypeParameter` with a `cppType`).
    Rust(String),
}

impl ParamType {
    /// The Rust type the storage holds, with runtime types written as absolute paths
    /// (`u32`, `::oxir::Type`, `Vec<i64>`, `CmpPredicate`).
    pub fn storage_type(&self) -> String {
        match self {
            ParamType::Int { signed, bits } => format!("{}{bits}", if *signed { 'i' } else { 'u' }),
            ParamType::Bool => "bool".into(),
            ParamType::F64 => "::oxir::def_support::F64".into(),
            ParamType::String => "String".into(),
            ParamType::Type => "::oxir::Type".into(),
            ParamType::Attribute => "::oxir::Attribute".into(),
            ParamType::Enum(name) => name.clone(),
            ParamType::Def { view, .. } => view.clone(),
            ParamType::Array(element) => format!("Vec<{}>", element.storage_type()),
            ParamType::Rust(text) => text.clone(),
        }
    }

    /// Whether values are `Copy`, so accessors return them by value rather than by reference.
    pub fn is_copy(&self) -> bool {
        !matches!(
            self,
            ParamType::String | ParamType::Array(_) | ParamType::Rust(_)
        )
    }

    /// How it is written in specs (`u32`, `Type`, `Vec<i64>`).
    pub fn spec_name(&self) -> String {
        match self {
            ParamType::Type => "Type".into(),
            ParamType::Attribute => "Attribute".into(),
            ParamType::F64 => "f64".into(),
            ParamType::Array(element) => format!("Vec<{}>", element.spec_name()),
            other => other.storage_type(),
        }
    }
}

const SUPPORTED: &str = "a parameter type is `i8`, `i16`, `i32`, `i64`, `u8`, `u16`, `u32`, `u64`, `bool`, `f64`, `String`, `Type`, `Attribute`, an enum of the dialect, the view of a type or attribute definition of the dialect (`PairType`), or `Vec<...>` of one of those; any other Rust type with a `parser` and a `printer`";

/// The names of the dialect that a parameter type may be.
#[derive(Copy, Clone, Debug, Default)]
pub struct DialectNames<'a> {
    /// The dialect's enums.
    pub enums: &'a [&'a str],
    /// The views of its type definitions (`PairType`).
    pub types: &'a [&'a str],
    /// The views of its attribute definitions (`RangeAttr`).
    pub attrs: &'a [&'a str],
}

/// Reads the Rust type `text` of a parameter; `names` are what the dialect defines.
pub fn parse_param_type(
    text: &Spanned<String>,
    names: &DialectNames<'_>,
) -> Result<ParamType, SpecDiagnostic> {
    let written = text.value.trim();
    let compact: String = written.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(inner) = compact
        .strip_prefix("Option<")
        .and_then(|s| s.strip_suffix('>'))
    {
        return Err(SpecDiagnostic::error(
            text.span,
            format!("parameter type `{written}` is an `Option`"),
        )
        .with_help(format!(
            "write `type = \"{inner}\", optional = true`: optional parameters are `Option`s by themselves"
        )));
    }
    if let Some(inner) = compact
        .strip_prefix("Vec<")
        .and_then(|s| s.strip_suffix('>'))
    {
        let element = scalar(inner, names).ok_or_else(|| unsupported(text, written))?;
        return Ok(ParamType::Array(Box::new(element)));
    }
    if compact == "&str" {
        return Err(
            SpecDiagnostic::error(text.span, "parameter type `&str` is a borrowed string")
                .with_help(
                    "write `String`: parameters are owned by the context; `get` takes a `&str`",
                ),
        );
    }
    scalar(&compact, names).ok_or_else(|| unsupported(text, written))
}

/// A kind other than an array.
fn scalar(text: &str, names: &DialectNames<'_>) -> Option<ParamType> {
    let int = |signed, bits| Some(ParamType::Int { signed, bits });
    match text {
        "i8" => int(true, 8),
        "i16" => int(true, 16),
        "i32" => int(true, 32),
        "i64" => int(true, 64),
        "u8" => int(false, 8),
        "u16" => int(false, 16),
        "u32" => int(false, 32),
        "u64" => int(false, 64),
        "bool" => Some(ParamType::Bool),
        "f64" => Some(ParamType::F64),
        "String" => Some(ParamType::String),
        "Type" | "::oxir::Type" | "oxir::Type" => Some(ParamType::Type),
        "Attribute" | "::oxir::Attribute" | "oxir::Attribute" => Some(ParamType::Attribute),
        name if names.enums.contains(&name) => Some(ParamType::Enum(name.to_string())),
        name if names.types.contains(&name) || names.attrs.contains(&name) => {
            Some(ParamType::Def {
                view: name.to_string(),
                attr: names.attrs.contains(&name),
            })
        }
        _ => None,
    }
}

fn unsupported(text: &Spanned<String>, written: &str) -> SpecDiagnostic {
    SpecDiagnostic::error(text.span, format!("unsupported parameter type `{written}`"))
        .with_help(SUPPORTED)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Span;

    fn parse(text: &str) -> Result<ParamType, (String, Option<String>)> {
        let spanned = Spanned::new(text.to_string(), Span::new(0, 0, text.len()));
        let names = DialectNames {
            enums: &["CmpPredicate"],
            types: &["PairType"],
            attrs: &["RangeAttr"],
        };
        parse_param_type(&spanned, &names).map_err(|e| (e.message, e.help))
    }

    #[test]
    fn supported_kinds() {
        assert_eq!(
            parse("u32"),
            Ok(ParamType::Int {
                signed: false,
                bits: 32
            })
        );
        assert_eq!(parse("Type"), Ok(ParamType::Type));
        assert_eq!(parse("::oxir::Attribute"), Ok(ParamType::Attribute));
        assert_eq!(
            parse("Vec< i64 >"),
            Ok(ParamType::Array(Box::new(ParamType::Int {
                signed: true,
                bits: 64
            })))
        );
        let pred = parse("CmpPredicate").unwrap();
        assert_eq!(pred.storage_type(), "CmpPredicate");
        assert!(pred.is_copy());
        let strings = parse("Vec<String>").unwrap();
        assert_eq!(strings.storage_type(), "Vec<String>");
        assert!(!strings.is_copy());
        assert_eq!(parse("Vec<Type>").unwrap().spec_name(), "Vec<Type>");
        let pair = parse("PairType").unwrap();
        assert_eq!(
            pair,
            ParamType::Def {
                view: "PairType".into(),
                attr: false
            }
        );
        assert_eq!(
            (pair.storage_type(), pair.is_copy()),
            ("PairType".into(), true)
        );
        assert_eq!(
            parse("Vec<RangeAttr>").unwrap().storage_type(),
            "Vec<RangeAttr>"
        );
        assert_eq!(
            parse("RangeType").unwrap_err().0,
            "unsupported parameter type `RangeType`"
        );
    }

    #[test]
    fn unsupported_kinds_say_what_is_supported() {
        let (message, help) = parse("Option<Attribute>").unwrap_err();
        assert_eq!(message, "parameter type `Option<Attribute>` is an `Option`");
        assert_eq!(
            help.as_deref(),
            Some(
                "write `type = \"Attribute\", optional = true`: optional parameters are `Option`s by themselves"
            )
        );
        assert_eq!(parse("f64"), Ok(ParamType::F64));
        assert_eq!(
            parse("f32").unwrap_err().0,
            "unsupported parameter type `f32`"
        );
        assert_eq!(
            parse("Vec<Vec<i64>>").unwrap_err().0,
            "unsupported parameter type `Vec<Vec<i64>>`"
        );
        assert!(parse("&str").unwrap_err().1.unwrap().contains("`String`"));
    }
}
