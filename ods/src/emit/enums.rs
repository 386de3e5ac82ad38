//! The Rust form of a spec's `[[enum]]`: a Rust `enum` for an enum, a `Copy` newtype over the
//! storage integer for a bit enum, each with its string spellings (a bit enum's joined by its
//! separator, as MLIR's `stringifyEnum` writes them), integer values, and its attribute form
//! behind the constraint `<Enum>Attr`: MLIR's `I32EnumAttr` / `I32BitEnumAttr` (and their
//! other widths), a signless integer attribute of the storage width; or, for an enum with a
//! `mnemonic`, MLIR's `EnumAttr`, the dialect attribute `#dialect.mnemonic<case>`.
//!
//! The dialect attribute itself (storage, view, text) is a definition like the spec's own
//! `[[attr]]`s: [`crate::enum_attr`] describes it and [`super::typedef`] emits it.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::Origin;
use crate::model::{Dialect, Enum};

/// The Rust items of enum `e` of `dialect`.
pub fn emit_enum(e: &Enum, dialect: &Dialect, origin: &Origin<'_>) -> TokenStream {
    let unknown = unknown_case(e, &dialect.cpp_namespace());
    let name = &dialect.name.value;
    if e.bit_enum {
        bit_enum(e, name, &unknown, origin)
    } else if e.is_str() {
        str_enum(e, &unknown, origin)
    } else {
        plain_enum(e, name, &unknown, origin)
    }
}

/// The Rust integer type of the storage width and the width as a literal.
fn storage(e: &Enum) -> (proc_macro2::Ident, Literal) {
    let width = e.storage_width();
    (format_ident!("u{}", width), Literal::u32_unsuffixed(width))
}

/// A case value as a literal of the storage type; the checks keep values in range.
fn value_literal(value: i64) -> Literal {
    Literal::u64_unsuffixed(value as u64)
}

fn type_doc(e: &Enum, origin: &Origin<'_>) -> String {
    let what = e.summary.as_ref().map_or_else(
        || format!("The `{}` enum", e.name.value),
        |s| capitalized(&s.value),
    );
    format!(" {what} ({}).", origin.at(e.span))
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

/// The attribute-form methods shared by both kinds: `get_attr`, `from_attr`, `satisfies_attr`.
fn attr_methods(e: &Enum, dialect: &str) -> TokenStream {
    if let Some(mnemonic) = &e.attr_mnemonic {
        return dialect_attr_methods(e, &format!("#{dialect}.{}", mnemonic.value));
    }
    let (int, width) = storage(e);
    let name = &e.name.value;
    let get_doc = format!(" This value as an attribute: a signless `i{width}` integer attribute.");
    let from_doc = format!(
        " The `{name}` a signless `i{width}` integer attribute holds; `None` for any other attribute or value."
    );
    let check_doc = format!(" Whether `attr` satisfies the `{name}Attr` constraint.");
    let read = if e.storage_width() == 64 {
        quote!(int.value_u64(ctx)?)
    } else {
        quote!(#int::try_from(int.value_u64(ctx)?).ok()?)
    };
    quote! {
        #[doc = #get_doc]
        pub fn get_attr(self, ctx: &::oxir::Context) -> ::oxir::Attribute {
            let ty = ::oxir::types::IntegerType::signless(ctx, #width).ty();
            // The attribute keeps the bits; reading them back as unsigned restores the value.
            ::oxir::attrs::IntegerAttr::get(ctx, ty, self.value() as i64).attr()
        }

        #[doc = #from_doc]
        pub fn from_attr(ctx: &::oxir::Context, attr: ::oxir::Attribute) -> Option<Self> {
            let int = attr.dyn_cast::<::oxir::attrs::IntegerAttr>(ctx)?;
            if int.ty(ctx) != ::oxir::types::IntegerType::signless(ctx, #width).ty() {
                return None;
            }
            let value = #read;
            Self::from_value(value)
        }

        #[doc = #check_doc]
        pub fn satisfies_attr(ctx: &::oxir::Context, attr: ::oxir::Attribute) -> bool {
            Self::from_attr(ctx, attr).is_some()
        }
    }
}

/// The attribute-form methods of an enum with a mnemonic, over the view of its dialect
/// attribute `shown` (`#arith.fastmath`).
fn dialect_attr_methods(e: &Enum, shown: &str) -> TokenStream {
    let name = &e.name.value;
    let view = format_ident!("{}", crate::names::attr_def_name(name));
    let get_doc = format!(" This value as an attribute: `{shown}<...>`.");
    let from_doc =
        format!(" The `{name}` a `{shown}` attribute holds; `None` for any other attribute.");
    let check_doc = format!(" Whether `attr` satisfies the `{name}Attr` constraint: a `{shown}`.");
    quote! {
        #[doc = #get_doc]
        pub fn get_attr(self, ctx: &::oxir::Context) -> ::oxir::Attribute {
            #view::get(ctx, self).attr()
        }

        #[doc = #from_doc]
        pub fn from_attr(ctx: &::oxir::Context, attr: ::oxir::Attribute) -> Option<Self> {
            attr.dyn_cast::<#view>(ctx).map(|view| view.value(ctx))
        }

        #[doc = #check_doc]
        pub fn satisfies_attr(ctx: &::oxir::Context, attr: ::oxir::Attribute) -> bool {
            #view::satisfies(ctx, attr)
        }
    }
}

/// The expression of the error of `FromStr` for `text`, which names no case: MLIR's messages.
/// An enum read by MLIR's `FieldParser` says `invalid <summary> specification: <text>`; the
/// others (`I32EnumAttr`, `I32BitEnumAttr`) say `expected <namespace>::<Name> to be one of:
/// <cases>`, `namespace` being the dialect's C++ one.
fn unknown_case(e: &Enum, namespace: &str) -> TokenStream {
    if e.field_parser {
        let what = e.summary.as_ref().unwrap_or(&e.name);
        let prefix = format!("invalid {} specification: ", what.value);
        return quote!([#prefix, text].concat());
    }
    let spellings: Vec<&str> = e.cases.iter().map(|c| c.spelling().as_str()).collect();
    let message = format!(
        "expected {namespace}::{} to be one of: {}",
        e.name.value,
        spellings.join(", ")
    );
    quote!(#message.to_string())
}

/// The Rust variants of the cases of `e`, in spec order.
fn variants(e: &Enum) -> Vec<proc_macro2::Ident> {
    (e.cases.iter())
        .map(|c| format_ident!("{}", crate::names::enum_variant_name(&c.name.value)))
        .collect()
}

/// The parts of a Rust `enum` with one variant a case, shared by integer and string enums:
/// the type, `ALL` and `as_str` (with `methods` beside them), `FromStr` and `Display`;
/// `variant_doc` describes a case.
fn case_enum(
    e: &Enum,
    unknown: &TokenStream,
    doc: String,
    variant_doc: impl Fn(&crate::model::EnumCase) -> String,
    methods: TokenStream,
) -> TokenStream {
    let name = format_ident!("{}", e.name.value);
    let variants = variants(e);
    let variant_docs = e.cases.iter().map(variant_doc);
    let spellings: Vec<_> = e.cases.iter().map(|c| c.spelling().value.clone()).collect();
    let count = e.cases.len();
    quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum #name {
            #(#[doc = #variant_docs] #variants,)*
        }

        impl #name {
            /// Every case, in spec order.
            pub const ALL: [#name; #count] = [#(#name::#variants),*];

            /// The textual spelling.
            pub fn as_str(self) -> &'static str {
                match self {
                    #(#name::#variants => #spellings,)*
                }
            }

            #methods
        }

        impl ::std::str::FromStr for #name {
            type Err = String;

            fn from_str(text: &str) -> Result<Self, String> {
                match text {
                    #(#spellings => Ok(#name::#variants),)*
                    _ => Err(#unknown),
                }
            }
        }

        impl ::std::fmt::Display for #name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    }
}

fn plain_enum(e: &Enum, dialect: &str, unknown: &TokenStream, origin: &Origin<'_>) -> TokenStream {
    let (int, _) = storage(e);
    let name = format_ident!("{}", e.name.value);
    let variants = variants(e);
    let values: Vec<_> = e
        .cases
        .iter()
        .map(|c| value_literal(c.int_value()))
        .collect();
    let attr = attr_methods(e, dialect);
    let methods = quote! {
        /// The integer value.
        pub fn value(self) -> #int {
            match self {
                #(#name::#variants => #values,)*
            }
        }

        /// The case of integer `value`, if any.
        pub fn from_value(value: #int) -> Option<Self> {
            match value {
                #(#values => Some(#name::#variants),)*
                _ => None,
            }
        }

        #attr
    };
    let variant_doc = |c: &crate::model::EnumCase| {
        format!(
            " `{}` = {} ({}).",
            c.spelling().value,
            c.int_value(),
            origin.at(c.span)
        )
    };
    case_enum(e, unknown, type_doc(e, origin), variant_doc, methods)
}

/// A string enum (MLIR's `StrEnumAttr`): a Rust `enum` whose attribute form is a `StringAttr`
/// holding a case's string (`"fast"` in generic form).
fn str_enum(e: &Enum, unknown: &TokenStream, origin: &Origin<'_>) -> TokenStream {
    let name = &e.name.value;
    let doc = format!(
        "{} A string enum: its attribute form is a string attribute holding a case's string.",
        type_doc(e, origin)
    );
    let from_doc = format!(
        " The `{name}` a string attribute holds; `None` for a string that is no case's, or any other attribute."
    );
    let check_doc = format!(" Whether `attr` satisfies the `{name}Attr` constraint.");
    let methods = quote! {
        /// This value as an attribute: a string attribute holding its string.
        pub fn get_attr(self, ctx: &::oxir::Context) -> ::oxir::Attribute {
            ::oxir::attrs::StringAttr::get(ctx, self.as_str()).attr()
        }

        #[doc = #from_doc]
        pub fn from_attr(ctx: &::oxir::Context, attr: ::oxir::Attribute) -> Option<Self> {
            let text = attr.dyn_cast::<::oxir::attrs::StringAttr>(ctx)?;
            text.as_str(ctx)?.parse().ok()
        }

        #[doc = #check_doc]
        pub fn satisfies_attr(ctx: &::oxir::Context, attr: ::oxir::Attribute) -> bool {
            Self::from_attr(ctx, attr).is_some()
        }
    };
    let variant_doc = |c: &crate::model::EnumCase| {
        format!(" `\"{}\"` ({}).", c.spelling().value, origin.at(c.span))
    };
    case_enum(e, unknown, doc, variant_doc, methods)
}

fn bit_enum(e: &Enum, dialect: &str, unknown: &TokenStream, origin: &Origin<'_>) -> TokenStream {
    let (int, _) = storage(e);
    let name = format_ident!("{}", e.name.value);
    let separator = e.separator();
    let doc = format!(
        "{} A set of cases: printed as their strings joined by `{separator}`.",
        type_doc(e, origin)
    );
    let consts = e.cases.iter().map(|c| {
        let ident = format_ident!("{}", crate::names::bit_case_name(&c.name.value));
        let value = value_literal(c.int_value());
        let doc = format!(
            " `{}` = {:#x} ({}).",
            c.spelling().value,
            c.int_value(),
            origin.at(c.span)
        );
        quote! {
            #[doc = #doc]
            pub const #ident: #name = #name(#value);
        }
    });
    let valid = value_literal(e.cases.iter().fold(0, |bits, c| bits | c.int_value()));
    let zero = e.cases.iter().find(|c| c.int_value() == 0);
    let zero_print = zero.map(|c| {
        let s = &c.spelling().value;
        quote! {
            if self.0 == 0 {
                return f.write_str(#s);
            }
        }
    });
    let zero_parse = zero.map(|c| {
        let s = &c.spelling().value;
        quote! {
            if text == #s {
                return Ok(#name(0));
            }
        }
    });
    let nonzero: Vec<_> = e.cases.iter().filter(|c| c.int_value() != 0).collect();
    let nonzero_values: Vec<_> = nonzero
        .iter()
        .map(|c| value_literal(c.int_value()))
        .collect();
    let nonzero_spellings: Vec<_> = nonzero.iter().map(|c| c.spelling().value.clone()).collect();
    let pairs = |cases: &[&crate::model::EnumCase]| {
        let values = cases.iter().map(|c| value_literal(c.int_value()));
        let spellings = cases.iter().map(|c| c.spelling().value.clone());
        quote!([#((#values, #spellings)),*])
    };
    // MLIR's `stringifyEnum`: with primary groups, the groups whose bits are all set (in
    // reverse spec order) stand for their bits, then the single bits; else every case whose
    // bits are all set, in spec order.
    let print_cases = if nonzero.is_empty() {
        quote!()
    } else if e.print_primary_groups {
        let is_group = |c: &&&crate::model::EnumCase| !(c.int_value() as u64).is_power_of_two();
        let groups: Vec<_> = nonzero.iter().rev().filter(is_group).copied().collect();
        let bits: Vec<_> = nonzero.iter().filter(|c| !is_group(c)).copied().collect();
        let (groups, bits) = (pairs(&groups), pairs(&bits));
        quote! {
            let mut rest = self.0;
            let mut parts = Vec::new();
            for (group, text) in #groups {
                if rest & group == group {
                    parts.push(text);
                    rest &= !group;
                }
            }
            for (bit, text) in #bits {
                if rest & bit == bit {
                    parts.push(text);
                }
            }
            f.write_str(&parts.join(#separator))?;
        }
    } else {
        let cases = pairs(&nonzero);
        quote! {
            let parts: Vec<&str> = #cases
                .into_iter()
                .filter(|&(bits, _)| self.0 & bits == bits)
                .map(|(_, text)| text)
                .collect();
            f.write_str(&parts.join(#separator))?;
        }
    };
    let split = separator.trim();
    // A bit enum with only a zero case has nothing to split.
    let parse_cases = if nonzero.is_empty() {
        quote!(Err(#unknown))
    } else {
        quote! {
            let mut bits = 0;
            for part in text.split(#split) {
                bits |= match part.trim() {
                    #(#nonzero_spellings => #nonzero_values,)*
                    _ => return Err(#unknown),
                };
            }
            Ok(#name(bits))
        }
    };
    let attr = attr_methods(e, dialect);
    quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
        pub struct #name(#int);

        impl #name {
            #(#consts)*

            /// The bits of every case.
            const VALID: #int = #valid;

            /// The bits.
            pub fn value(self) -> #int {
                self.0
            }

            /// The set of bits `value`; `None` when it has a bit no case has.
            pub fn from_value(value: #int) -> Option<Self> {
                (value & !Self::VALID == 0).then_some(#name(value))
            }

            /// Whether every bit of `other` is set in `self`.
            pub fn contains(self, other: #name) -> bool {
                self.0 & other.0 == other.0
            }

            /// Whether no bit is set.
            pub fn is_empty(self) -> bool {
                self.0 == 0
            }

            #attr
        }

        impl ::std::ops::BitOr for #name {
            type Output = #name;

            fn bitor(self, other: #name) -> #name {
                #name(self.0 | other.0)
            }
        }

        impl ::std::ops::BitOrAssign for #name {
            fn bitor_assign(&mut self, other: #name) {
                self.0 |= other.0;
            }
        }

        impl ::std::ops::BitAnd for #name {
            type Output = #name;

            fn bitand(self, other: #name) -> #name {
                #name(self.0 & other.0)
            }
        }

        impl ::std::fmt::Display for #name {
            /// MLIR's form: the zero case for no bits, else the cases whose bits are set,
            /// joined by the enum's separator.
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                #zero_print
                #print_cases
                Ok(())
            }
        }

        impl ::std::str::FromStr for #name {
            type Err = String;

            /// MLIR's form: case strings separated by the enum's separator (spaces around
            /// them allowed).
            fn from_str(text: &str) -> Result<Self, String> {
                let text = text.trim();
                #zero_parse
                #parse_cases
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::build::generate_source;

    fn generate(enums: &str) -> String {
        let spec = format!("[dialect]\nname = \"d\"\n{enums}");
        generate_source("defs/d.toml", &spec).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn an_enum_gets_spellings_values_and_its_storage_width() {
        let out = generate(
            "[[enum]]\nname = \"Pred\"\nwidth = 64\ncases = [{ name = \"eq\", value = 0 }, { name = \"Ult\", value = 6, string = \"ult\" }]\n",
        );
        assert!(out.contains("pub enum Pred"), "{out}");
        assert!(out.contains("Pred::Ult => \"ult\""), "{out}");
        assert!(out.contains("6 => Some(Pred::Ult)"), "{out}");
        assert!(out.contains("pub fn from_value(value: u64)"), "{out}");
        assert!(out.contains("IntegerType::signless(ctx, 64)"), "{out}");
        assert!(
            out.contains("pub enum Pred") && out.contains("(defs/d.toml:3)"),
            "{out}"
        );
    }

    #[test]
    fn a_string_enum_is_read_and_written_as_a_string_attribute() {
        let out = generate(
            "[[enum]]\nname = \"Mode\"\nstr = true\ncases = [{ name = \"fast\" }, { name = \"exact_mode\", string = \"exact mode\" }]\n",
        );
        let compact: String = out.split_whitespace().collect();
        assert!(compact.contains("pubenumMode{"), "{out}");
        assert!(compact.contains("Mode::ExactMode=>\"exactmode\""), "{out}");
        assert!(
            compact.contains("::oxir::attrs::StringAttr::get(ctx,self.as_str()).attr()"),
            "{out}"
        );
        assert!(
            compact.contains(
                "attr.dyn_cast::<::oxir::attrs::StringAttr>(ctx)?;text.as_str(ctx)?.parse().ok()"
            ),
            "{out}"
        );
        // No integer: neither values nor a storage width.
        assert!(!compact.contains("pubfnvalue(self)"), "{out}");
        assert!(!compact.contains("from_value"), "{out}");
        assert!(!compact.contains("IntegerAttr"), "{out}");
    }

    #[test]
    fn a_bit_enum_is_a_newtype_with_constants() {
        let out = generate(
            "[[enum]]\nname = \"Flags\"\nbit = true\ncases = [{ name = \"none\", value = 0 }, { name = \"nsw\", value = 1 }, { name = \"nuw\", value = 2 }]\n",
        );
        assert!(out.contains("pub struct Flags(u32)"), "{out}");
        assert!(out.contains("pub const NUW: Flags = Flags(2)"), "{out}");
        assert!(out.contains("const VALID: u32 = 3"), "{out}");
        assert!(out.contains("impl ::std::ops::BitOr for Flags"), "{out}");
    }

    #[test]
    fn an_enum_with_a_mnemonic_reads_and_writes_its_dialect_attribute() {
        let out = generate(
            "[[enum]]\nname = \"Flags\"\nbit = true\nmnemonic = \"flags\"\nseparator = \", \"\ncases = [{ name = \"none\", value = 0 }, { name = \"a\", value = 1 }]\n",
        );
        let compact: String = out.split_whitespace().collect();
        assert!(
            compact.contains("pubfnget_attr(self,ctx:&::oxir::Context)->::oxir::Attribute{FlagsAttr::get(ctx,self).attr()}"),
            "{out}"
        );
        assert!(
            compact.contains("attr.dyn_cast::<FlagsAttr>(ctx).map(|view|view.value(ctx))"),
            "{out}"
        );
        // The definition behind it: a storage of one enum value, dispatched on `flags`, its
        // parameter read as keywords joined by `,`.
        assert!(compact.contains("pubstructFlagsAttrStorage{"), "{out}");
        assert!(compact.contains("pubvalue:Flags,"), "{out}");
        assert!(compact.contains("\"flags\"=>FlagsAttr::parse(p)"), "{out}");
        assert!(
            compact.contains("::oxir::def_support::parse_bit_enum(p,true)"),
            "{out}"
        );
        assert!(compact.contains("parts.join(\",\")"), "{out}");
        assert!(compact.contains("text.split(\",\")"), "{out}");
    }

    #[test]
    fn primary_groups_print_before_the_bits_they_stand_for() {
        let out = generate(
            "[[enum]]\nname = \"F\"\nbit = true\nprint_primary_groups = true\ncases = [{ name = \"a\", value = 1 }, { name = \"b\", value = 2 }, { name = \"ab\", value = 3 }]\n",
        );
        let compact: String = out.split_whitespace().collect();
        let groups = compact
            .find("for(group,text)in[(3,\"ab\")]")
            .unwrap_or_else(|| panic!("{out}"));
        let bits = compact
            .find("for(bit,text)in[(1,\"a\"),(2,\"b\")]")
            .unwrap_or_else(|| panic!("{out}"));
        assert!(groups < bits, "{out}");
    }
}
