//! The TOML front end: reads a `defs/<dialect>.toml` spec into the [spec model](crate::model),
//! reporting every error of the file (TOML syntax, unknown keys with a did-you-mean, values of the
//! wrong kind, missing required keys) with the exact span of the offending token, then runs the
//! [checks](crate::check). The layout of a spec file is documented in `docs/spec-language.md`.
//!
//! This is not a parser of the embedded languages: constraints, formats and trait arguments are
//! kept as raw spanned text (only a trait's name is split from its arguments).

pub(crate) mod fields;
mod traits;

use toml::de::DeValue;

use crate::diag::{OffsetMap, Sources, Span, SpecDiagnostic, did_you_mean};
use crate::model::{
    AttrPresence, AttrStorage, Attribute, Builder, ConstraintDef, ConstraintDefKind, Def,
    DependentDialect, DerivedAttribute, Dialect, Enum, EnumCase, ExternalModel, Interface,
    InterfaceKind, InterfaceMethod, InterfaceUse, Op, OpHooks, Operand, Parameter, Region, Spanned,
    Successor, Trait, Withheld,
};
use fields::{Fields, Reader, Value, backticked, parse_document};

const ROOT_KEYS: &[&str] = &[
    "dialect",
    "op",
    "type",
    "attr",
    "enum",
    "interface",
    "constraint",
    "external_model",
];
const EXTERNAL_MODEL_KEYS: &[&str] = &["op", "impl", "interfaces"];
const CONSTRAINT_KEYS: &[&str] = &["name", "kind", "predicate", "summary", "description"];
const CONSTRAINT_KIND_NAMES: &[&str] = &["type", "attr"];
const DIALECT_KEYS: &[&str] = &[
    "name",
    "summary",
    "description",
    "dependent_dialects",
    "interfaces",
    "custom_directives",
    "materialize_constant",
    "type_syntax",
    "cpp_namespace",
];
const OP_KEYS: &[&str] = &[
    "name",
    "class",
    "summary",
    "description",
    "operands",
    "results",
    "attributes",
    "regions",
    "successors",
    "traits",
    "interfaces",
    "builders",
    "derived_attributes",
    "skip_default_builders",
    "infer_result_types",
    "verify",
    "region_verify",
    "fold",
    "canonicalize",
    "parse",
    "print",
    "format",
    "custom_directives",
];
const OPERAND_KEYS: &[&str] = &["name", "type", "description"];
const DERIVED_KEYS: &[&str] = &["name", "returns", "body", "to_attr", "description"];
const DERIVED: (&str, &str) = (
    "derived attribute",
    "{ name = \"<name>\", returns = \"<Rust type>\", body = \"crate::path::to_fn\" }",
);
const ATTRIBUTE_KEYS: &[&str] = &[
    "name",
    "type",
    "optional",
    "default",
    "storage",
    "description",
];
const INTERFACE_USE_KEYS: &[&str] = &["name", "methods", "impl"];
const DEPENDENT_DIALECT_KEYS: &[&str] = &["name", "register"];
const BUILDER_KEYS: &[&str] = &["name", "params", "body"];
const ARGUMENT_KEYS: &[&str] = &["name", "type", "description"];
const DEF_PARAMETER_KEYS: &[&str] = &[
    "name",
    "type",
    "optional",
    "default",
    "description",
    "parser",
    "printer",
    "constraint",
    "mutable",
];
const DEF_KEYS: &[&str] = &[
    "name",
    "mnemonic",
    "summary",
    "description",
    "parameters",
    "format",
    "traits",
    "interfaces",
    "verify",
    "builders",
    "skip_default_builders",
    "parse",
    "print",
];
const ENUM_KEYS: &[&str] = &[
    "name",
    "summary",
    "description",
    "bit",
    "str",
    "width",
    "mnemonic",
    "separator",
    "print_primary_groups",
    "bare",
    "field_parser",
    "cases",
];
const CASE_KEYS: &[&str] = &["name", "value", "string"];
const INTERFACE_KEYS: &[&str] = &["name", "kind", "description", "bases", "methods", "verify"];
const METHOD_KEYS: &[&str] = &[
    "name",
    "description",
    "params",
    "returns",
    "static",
    "default",
    "body",
];
const STORAGE_NAMES: &[&str] = &["attribute", "property"];
const KIND_NAMES: &[&str] = &["op", "type", "attr", "dialect"];

/// Reads and checks the spec `text` of file `file_name` (added to `sources` so diagnostics can be
/// rendered). Returns the dialect only when there is no error; the diagnostics hold every error
/// and warning found, in file order.
pub fn parse_dialect_spec(
    sources: &mut Sources,
    file_name: &str,
    text: &str,
) -> (Option<Dialect>, Vec<SpecDiagnostic>) {
    let source = sources.add(file_name, text);
    let (dialect, mut diagnostics, maps) = read(source, text);
    for map in maps {
        sources.add_offset_map(map);
    }
    if let Some(dialect) = &dialect {
        diagnostics.extend(crate::check::check_dialect(dialect, sources));
    }
    for d in &mut diagnostics {
        d.span = sources.map_span(d.span);
    }
    diagnostics.sort_by_key(|d| (d.span.source, d.span.start, d.span.end));
    let failed = diagnostics
        .iter()
        .any(|d| d.level == crate::diag::Level::Error);
    (if failed { None } else { dialect }, diagnostics)
}

/// Reads the spec `text` (source `source`) into a model without checking it. The model is
/// returned whenever the `[dialect]` table has a name, even if some items had errors (those
/// items are left out), so that the checks can still run over the rest.
///
/// Spans inside strings written with escapes are spans of the decoded value, as the embedded
/// languages compute them; [`parse_dialect_spec`] records the strings' offset maps in its
/// `Sources` and moves every diagnostic onto the source bytes (the diagnostics returned here are
/// moved already).
pub fn read_dialect(source: u32, text: &str) -> (Option<Dialect>, Vec<SpecDiagnostic>) {
    let (dialect, mut diagnostics, maps) = read(source, text);
    for d in &mut diagnostics {
        d.span = crate::diag::map_span(&maps, d.span);
    }
    (dialect, diagnostics)
}

/// Reads the spec and returns the offset maps of its strings with escapes beside the model.
fn read(source: u32, text: &str) -> (Option<Dialect>, Vec<SpecDiagnostic>, Vec<OffsetMap>) {
    let mut reader = Reader::new(source, text);
    let Some(root) = parse_document(&mut reader, text) else {
        return (None, reader.diagnostics, Vec::new());
    };
    let dialect = read_root(&mut reader, &root);
    // Tables are walked in key order; report in file order.
    let mut diagnostics = reader.diagnostics;
    diagnostics.sort_by_key(|d| (d.span.start, d.span.end));
    (dialect, diagnostics, reader.offset_maps)
}

fn read_root(r: &mut Reader<'_>, root: &Value<'_>) -> Option<Dialect> {
    let f = r.table(root, "the file", ROOT_KEYS)?;
    // Ops are not named by other items, so the names of those left out are not needed.
    let (ops, _) = items(r, &f, "op", read_op);
    let (type_defs, withheld_types) = items(r, &f, "type", read_type_def);
    let (attr_defs, withheld_attrs) = items(r, &f, "attr", read_attr_def);
    let (enums, withheld_enums) = items(r, &f, "enum", read_enum);
    let (interfaces, withheld_interfaces) = items(r, &f, "interface", read_interface);
    let (constraints, withheld_constraints) = items(r, &f, "constraint", read_constraint);
    let (external_models, _) = items(r, &f, "external_model", read_external_model);
    let withheld = Withheld {
        type_defs: withheld_types,
        attr_defs: withheld_attrs,
        enums: withheld_enums,
        interfaces: withheld_interfaces,
        constraints: withheld_constraints,
    };
    let Some(header) = f.get("dialect") else {
        r.error(
            SpecDiagnostic::error(Span::new(r.source, 0, 0), "missing table `[dialect]`")
                .with_help("start the file with `[dialect]` and `name = \"<dialect name>\"`"),
        );
        return None;
    };
    let d = r.table(header, "dialect", DIALECT_KEYS)?;
    let name = r.required_string(&d, "name", "\"<dialect name>\"");
    let summary = r.string(&d, "summary");
    let description = r.string(&d, "description");
    let dependent_dialects = read_dependent_dialects(r, &d);
    let implements = read_interface_uses(r, &d);
    let custom_directives = r.string(&d, "custom_directives");
    let materialize_constant = r.string(&d, "materialize_constant");
    let cpp_namespace = r.string(&d, "cpp_namespace");
    let type_syntax = r.string(&d, "type_syntax");
    Some(Dialect {
        name: name?,
        summary,
        description,
        dependent_dialects,
        ops,
        type_defs,
        attr_defs,
        enums,
        interfaces,
        constraints,
        implements,
        external_models,
        custom_directives,
        materialize_constant,
        type_syntax,
        cpp_namespace,
        withheld,
        span: d.span,
    })
}

/// The items of the array of tables `[[key]]`, each read by `read`. An item with any error is
/// left out of the model (its errors are reported): the checks then see only complete items, so
/// they never report follow-on errors of a part that failed to read. The names of the items left
/// out (their `name` strings, however the rest read) come second, for the checks to take the
/// uses of them as known.
fn items<T>(
    r: &mut Reader<'_>,
    f: &Fields<'_, '_>,
    key: &'static str,
    read: fn(&mut Reader<'_>, &Value<'_>) -> Option<T>,
) -> (Vec<T>, Vec<String>) {
    let expected = format!("an array of tables `[[{key}]]`");
    let items = r.array(f, key, &expected);
    let mut kept = Vec::new();
    let mut withheld = Vec::new();
    for item in items {
        let errors = r.diagnostics.len();
        match read(r, item) {
            Some(read) if r.diagnostics.len() == errors => kept.push(read),
            _ => {
                if let DeValue::Table(table) = item.get_ref()
                    && let Some(DeValue::String(name)) = table.get("name").map(|v| v.get_ref())
                {
                    withheld.push(name.to_string());
                }
            }
        }
    }
    (kept, withheld)
}

/// The tables of the array at `key` (an array of inline tables or of `[[...]]` tables), each
/// read by `read`; `example` shows one such table in `help:` lines.
fn list<T>(
    r: &mut Reader<'_>,
    f: &Fields<'_, '_>,
    key: &'static str,
    (what, example): (&'static str, &'static str),
    read: impl Fn(&mut Reader<'_>, &Value<'_>) -> Option<T>,
) -> Vec<T> {
    let Some(value) = f.get(key) else {
        return Vec::new();
    };
    let DeValue::Array(items) = value.get_ref() else {
        let diagnostic = r
            .wrong_kind(value, &format!("an array of {what} tables"))
            .with_help(format!("write `{key} = [{example}]`"));
        r.error(diagnostic);
        return Vec::new();
    };
    let mut read_items = Vec::new();
    for item in items.iter() {
        if !matches!(item.get_ref(), DeValue::Table(_)) {
            let diagnostic = r
                .wrong_kind(item, &format!("a table for the {what}"))
                .with_help(format!("write `{example}`"));
            r.error(diagnostic);
            continue;
        }
        read_items.extend(read(r, item));
    }
    read_items
}

const OPERAND: (&str, &str) = ("operand", "{ name = \"<name>\", type = \"AnyType\" }");
const RESULT: (&str, &str) = ("result", "{ name = \"<name>\", type = \"AnyType\" }");
const ATTRIBUTE: (&str, &str) = ("attribute", "{ name = \"<name>\", type = \"I64Attr\" }");
const REGION: (&str, &str) = ("region", "{ name = \"<name>\", type = \"AnyRegion\" }");
const SUCCESSOR: (&str, &str) = ("successor", "{ name = \"<name>\" }");
const BUILDER: (&str, &str) = (
    "builder",
    "{ name = \"<name>\", params = [...], body = \"crate::path::to_fn\" }",
);
const PARAMETER: (&str, &str) = ("parameter", "{ name = \"<name>\", type = \"<Rust type>\" }");
const CASE: (&str, &str) = ("case", "{ name = \"<case>\", value = 0 }");
const STR_CASE: (&str, &str) = ("case", "{ name = \"<case>\" }");
const METHOD: (&str, &str) = (
    "method",
    "{ name = \"<method>\", returns = \"<Rust type>\" }",
);

fn read_op(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Op> {
    let f = r.table(value, "op", OP_KEYS)?;
    let name = r.required_string(&f, "name", "\"<op name>\"");
    let class = r.string(&f, "class");
    let summary = r.string(&f, "summary");
    let description = r.string(&f, "description");
    let operands = list(r, &f, "operands", OPERAND, |r, v| {
        read_operand(r, v, "operand")
    });
    let results = list(r, &f, "results", RESULT, |r, v| {
        read_operand(r, v, "result")
    });
    let attributes = list(r, &f, "attributes", ATTRIBUTE, read_attribute);
    let regions = list(r, &f, "regions", REGION, read_region);
    let successors = list(r, &f, "successors", SUCCESSOR, read_successor);
    let traits = read_traits(r, &f);
    let interfaces = read_interface_uses(r, &f);
    let builders = list(r, &f, "builders", BUILDER, read_builder);
    let derived_attributes = list(r, &f, "derived_attributes", DERIVED, read_derived);
    let skip_default_builders = r.flag(&f, "skip_default_builders");
    let infer_result_types = r.hook(&f, "infer_result_types");
    let hooks = OpHooks {
        verify: r.hook(&f, "verify"),
        region_verify: r.hook(&f, "region_verify"),
        fold: r.hook(&f, "fold"),
        canonicalize: r.hook(&f, "canonicalize"),
        parse: r.hook(&f, "parse"),
        print: r.hook(&f, "print"),
    };
    let format = r.string(&f, "format");
    let custom_directives = r.string(&f, "custom_directives");
    Some(Op {
        name: name?,
        class,
        summary,
        description,
        operands,
        results,
        attributes,
        regions,
        successors,
        traits,
        interfaces,
        builders,
        derived_attributes,
        skip_default_builders,
        infer_result_types,
        hooks,
        format,
        custom_directives,
        span: f.span,
    })
}

fn read_derived(r: &mut Reader<'_>, value: &Value<'_>) -> Option<DerivedAttribute> {
    let f = r.table(value, "derived attribute", DERIVED_KEYS)?;
    let name = r.required_string(&f, "name", "\"<name>\"");
    let returns = r.required_string(&f, "returns", "\"<Rust type>\"");
    let body = r.required_string(&f, "body", "\"crate::path::to_fn\"");
    let to_attr = r.string(&f, "to_attr");
    let description = r.string(&f, "description");
    Some(DerivedAttribute {
        name: name?,
        returns: returns?,
        body: body?,
        to_attr,
        description,
        span: f.span,
    })
}

fn read_operand(r: &mut Reader<'_>, value: &Value<'_>, what: &'static str) -> Option<Operand> {
    let f = r.table(value, what, OPERAND_KEYS)?;
    let name = r.required_string(&f, "name", "\"<name>\"");
    let constraint = r.required_string(&f, "type", "\"AnyType\"");
    let description = r.string(&f, "description");
    Some(Operand {
        name: name?,
        constraint: constraint?,
        description,
        span: f.span,
    })
}

fn read_attribute(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Attribute> {
    let f = r.table(value, "attribute", ATTRIBUTE_KEYS)?;
    let name = r.required_string(&f, "name", "\"<name>\"");
    let constraint = r.required_string(&f, "type", "\"I64Attr\"");
    let optional = r.boolean(&f, "optional");
    let default = r.string(&f, "default");
    let description = r.string(&f, "description");
    let presence = match (optional, default) {
        (Some(optional), Some(default)) if optional.value => {
            r.error(
                SpecDiagnostic::error(
                    optional.span,
                    "an attribute cannot be both optional and default-valued",
                )
                .with_help("remove `optional = true`: an attribute with a default is never absent"),
            );
            AttrPresence::Default(default)
        }
        (_, Some(default)) => AttrPresence::Default(default),
        (Some(optional), None) if optional.value => AttrPresence::Optional,
        _ => AttrPresence::Required,
    };
    let storage = match r.string(&f, "storage") {
        None => Spanned::new(AttrStorage::Property, f.span),
        Some(storage) => match storage.as_str() {
            "attribute" => Spanned::new(AttrStorage::Attribute, storage.span),
            "property" => Spanned::new(AttrStorage::Property, storage.span),
            other => {
                r.error(unknown_choice(&storage, "storage", other, STORAGE_NAMES));
                Spanned::new(AttrStorage::Property, storage.span)
            }
        },
    };
    Some(Attribute {
        name: name?,
        constraint: constraint?,
        presence,
        storage,
        description,
        span: f.span,
    })
}

fn read_region(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Region> {
    let f = r.table(value, "region", OPERAND_KEYS)?;
    let name = r.required_string(&f, "name", "\"<name>\"");
    let constraint = r.string(&f, "type");
    let description = r.string(&f, "description");
    Some(Region {
        name: name?,
        constraint,
        description,
        span: f.span,
    })
}

fn read_successor(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Successor> {
    let f = r.table(value, "successor", OPERAND_KEYS)?;
    let name = r.required_string(&f, "name", "\"<name>\"");
    let constraint = r.string(&f, "type");
    let description = r.string(&f, "description");
    Some(Successor {
        name: name?,
        constraint,
        description,
        span: f.span,
    })
}

fn read_traits(r: &mut Reader<'_>, f: &Fields<'_, '_>) -> Vec<Trait> {
    let texts = r.string_list(f, "traits");
    texts
        .iter()
        .filter_map(|text| match traits::split_trait(text) {
            Ok(t) => Some(t),
            Err(diagnostic) => {
                r.error(diagnostic);
                None
            }
        })
        .collect()
}

/// `interfaces = ["A", { name = "B", methods = ["m"] }]`.
/// `dependent_dialects`: names, or tables naming the dialect and its `register` function.
fn read_dependent_dialects(r: &mut Reader<'_>, f: &Fields<'_, '_>) -> Vec<DependentDialect> {
    let shape = NameOrTable {
        key: "dependent_dialects",
        what: "dialect",
        table: "dependent dialect",
        keys: DEPENDENT_DIALECT_KEYS,
        example: "{ name = \"<dialect>\", register = \"crate_name::register\" }",
    };
    names_or_tables(r, f, &shape, |r, name, t| {
        let register = t.and_then(|t| r.string(t, "register"));
        Some(DependentDialect { name, register })
    })
}

fn read_interface_uses(r: &mut Reader<'_>, f: &Fields<'_, '_>) -> Vec<InterfaceUse> {
    let shape = NameOrTable {
        key: "interfaces",
        what: "interface",
        table: "interface use",
        keys: INTERFACE_USE_KEYS,
        example: "{ name = \"<Interface>\", impl = \"crate::path\" }",
    };
    names_or_tables(r, f, &shape, |r, name, t| {
        let Some(t) = t else {
            return Some(InterfaceUse {
                span: name.span,
                name,
                methods: Vec::new(),
                implementation: None,
                base_of: None,
            });
        };
        Some(InterfaceUse {
            methods: r.string_list(t, "methods"),
            implementation: r.string(t, "impl"),
            base_of: None,
            span: t.span,
            name,
        })
    })
}

/// An array whose items are names or tables with a `name`.
struct NameOrTable {
    key: &'static str,
    /// What a name names (`interface`).
    what: &'static str,
    /// What a table is, in messages (`interface use`).
    table: &'static str,
    keys: &'static [&'static str],
    /// A table item, for `help:`.
    example: &'static str,
}

/// The items of the array `shape.key`: `item` makes each from its name and, for a table, its
/// fields.
fn names_or_tables<T>(
    r: &mut Reader<'_>,
    f: &Fields<'_, '_>,
    shape: &NameOrTable,
    mut item: impl FnMut(&mut Reader<'_>, Spanned<String>, Option<&Fields<'_, '_>>) -> Option<T>,
) -> Vec<T> {
    let what = shape.what;
    let items = r.array(f, shape.key, &format!("an array of {what} names"));
    let mut out = Vec::new();
    for value in items {
        if let DeValue::String(_) = value.get_ref() {
            if let Some(name) = r.as_string(value) {
                out.extend(item(r, name, None));
            }
            continue;
        }
        if !matches!(value.get_ref(), DeValue::Table(_)) {
            let article = if what.starts_with(['a', 'e', 'i', 'o', 'u']) {
                "an"
            } else {
                "a"
            };
            let diagnostic = r
                .wrong_kind(value, &format!("{article} {what} name or a table"))
                .with_help(format!(
                    "write `\"<{}>\"` or `{}`",
                    placeholder(what),
                    shape.example
                ));
            r.error(diagnostic);
            continue;
        }
        let Some(t) = r.table(value, shape.table, shape.keys) else {
            continue;
        };
        let name = r.required_string(&t, "name", &format!("\"<{}>\"", placeholder(what)));
        if let Some(name) = name {
            out.extend(item(r, name, Some(&t)));
        }
    }
    out
}

/// `Interface` for `interface`, `dialect` for `dialect`: the placeholder of a name in help.
fn placeholder(what: &str) -> String {
    if what == "interface" {
        "Interface".to_string()
    } else {
        what.to_string()
    }
}

fn read_builder(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Builder> {
    let f = r.table(value, "builder", BUILDER_KEYS)?;
    let name = r.string(&f, "name");
    let params = list(r, &f, "params", PARAMETER, |r, v| {
        read_parameter(r, v, ARGUMENT_KEYS)
    });
    let body = r.required_string(&f, "body", "\"crate::path::to_fn\"");
    Some(Builder {
        name,
        params,
        body: body?,
        span: f.span,
    })
}

fn read_parameter(
    r: &mut Reader<'_>,
    value: &Value<'_>,
    keys: &[&'static str],
) -> Option<Parameter> {
    let f = r.table(value, "parameter", keys)?;
    let name = r.required_string(&f, "name", "\"<name>\"");
    let rust_type = r.required_string(&f, "type", "\"<Rust type>\"");
    let optional = r.flag(&f, "optional");
    let default = r.string(&f, "default");
    let description = r.string(&f, "description");
    let parser = r.string(&f, "parser");
    let printer = r.string(&f, "printer");
    let constraint = r.string(&f, "constraint");
    let mutable = r.flag(&f, "mutable");
    Some(Parameter {
        name: name?,
        rust_type: rust_type?,
        optional,
        default,
        description,
        parser,
        printer,
        constraint,
        mutable,
        span: f.span,
    })
}

fn read_type_def(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Def> {
    read_def(r, value, "type")
}

fn read_attr_def(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Def> {
    read_def(r, value, "attr")
}

/// Type and attribute definitions have the same keys; `what` names the table in messages.
fn read_def(r: &mut Reader<'_>, value: &Value<'_>, what: &'static str) -> Option<Def> {
    let f = r.table(value, what, DEF_KEYS)?;
    let name = r.required_string(&f, "name", "\"<Name>\"");
    let mnemonic = r.string(&f, "mnemonic");
    let summary = r.string(&f, "summary");
    let description = r.string(&f, "description");
    let parameters = list(r, &f, "parameters", PARAMETER, |r, v| {
        read_parameter(r, v, DEF_PARAMETER_KEYS)
    });
    let format = r.string(&f, "format");
    let traits = read_traits(r, &f);
    let interfaces = read_interface_uses(r, &f);
    let verify = r.hook(&f, "verify");
    let builders = list(r, &f, "builders", BUILDER, read_builder);
    let skip_default_builders = r.flag(&f, "skip_default_builders");
    let parse = r.string(&f, "parse");
    let print = r.string(&f, "print");
    Some(Def {
        name: name?,
        mnemonic,
        summary,
        description,
        parameters,
        format,
        traits,
        interfaces,
        verify,
        builders,
        skip_default_builders,
        parse,
        print,
        span: f.span,
    })
}

fn read_enum(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Enum> {
    let f = r.table(value, "enum", ENUM_KEYS)?;
    let name = r.required_string(&f, "name", "\"<Name>\"");
    let summary = r.string(&f, "summary");
    let description = r.string(&f, "description");
    let bit_enum = r.flag(&f, "bit");
    let str_enum = r.boolean(&f, "str").filter(|b| b.value).map(|b| b.span);
    let width = r.integer(&f, "width");
    let attr_mnemonic = r.string(&f, "mnemonic");
    let separator = r.string(&f, "separator");
    let print_primary_groups = r.flag(&f, "print_primary_groups");
    let bare = r.flag(&f, "bare");
    let field_parser = r.flag(&f, "field_parser");
    // A string enum's cases are their strings; every other case has a value.
    let example = if str_enum.is_some() { STR_CASE } else { CASE };
    let cases = list(r, &f, "cases", example, |r, v| {
        read_case(r, v, str_enum.is_none())
    });
    if f.get("cases").is_none() {
        r.missing(&f, "cases", &format!("[{}]", example.1));
    }
    Some(Enum {
        name: name?,
        summary,
        description,
        bit_enum,
        str_enum,
        width,
        attr_mnemonic,
        separator,
        print_primary_groups,
        bare,
        field_parser,
        cases,
        span: f.span,
    })
}

/// One case of an enum; `needs_value` unless the enum is a string enum.
fn read_case(r: &mut Reader<'_>, value: &Value<'_>, needs_value: bool) -> Option<EnumCase> {
    let f = r.table(value, "enum case", CASE_KEYS)?;
    let name = r.required_string(&f, "name", "\"<case>\"");
    if needs_value && f.get("value").is_none() {
        r.missing(&f, "value", "0");
    }
    let case_value = r.integer(&f, "value");
    if needs_value && case_value.is_none() {
        return None;
    }
    let string = r.string(&f, "string");
    Some(EnumCase {
        name: name?,
        value: case_value,
        string,
        span: f.span,
    })
}

fn read_interface(r: &mut Reader<'_>, value: &Value<'_>) -> Option<Interface> {
    let f = r.table(value, "interface", INTERFACE_KEYS)?;
    let name = r.required_string(&f, "name", "\"<Name>\"");
    let kind = r
        .required_string(&f, "kind", "\"op\"")
        .and_then(|kind| match kind.as_str() {
            "op" => Some(Spanned::new(InterfaceKind::Op, kind.span)),
            "type" => Some(Spanned::new(InterfaceKind::Type, kind.span)),
            "attr" => Some(Spanned::new(InterfaceKind::Attr, kind.span)),
            "dialect" => Some(Spanned::new(InterfaceKind::Dialect, kind.span)),
            other => {
                r.error(unknown_choice(&kind, "kind", other, KIND_NAMES));
                None
            }
        });
    let description = r.string(&f, "description");
    let bases = r.string_list(&f, "bases");
    let methods = list(r, &f, "methods", METHOD, read_method);
    let verify = r.hook(&f, "verify");
    Some(Interface {
        name: name?,
        kind: kind?,
        description,
        bases,
        methods,
        verify,
        span: f.span,
    })
}

fn read_external_model(r: &mut Reader<'_>, value: &Value<'_>) -> Option<ExternalModel> {
    let f = r.table(value, "external model", EXTERNAL_MODEL_KEYS)?;
    let op = r.required_string(&f, "op", "\"<dialect>.<op>\"");
    if f.get("interfaces").is_none() {
        r.missing(
            &f,
            "interfaces",
            "[{ name = \"<Interface>\", impl = \"crate::path\" }]",
        );
    }
    let module = r.string(&f, "impl");
    let interfaces = read_interface_uses(r, &f);
    Some(ExternalModel {
        op: op?,
        interfaces,
        module,
        span: f.span,
    })
}

fn read_constraint(r: &mut Reader<'_>, value: &Value<'_>) -> Option<ConstraintDef> {
    let f = r.table(value, "constraint", CONSTRAINT_KEYS)?;
    let name = r.required_string(&f, "name", "\"<Name>\"");
    let kind = r
        .required_string(&f, "kind", "\"type\"")
        .and_then(|kind| match kind.as_str() {
            "type" => Some(Spanned::new(ConstraintDefKind::Type, kind.span)),
            "attr" => Some(Spanned::new(ConstraintDefKind::Attr, kind.span)),
            other => {
                r.error(unknown_choice(&kind, "kind", other, CONSTRAINT_KIND_NAMES));
                None
            }
        });
    let predicate = r.required_string(&f, "predicate", "\"crate::constraints::<function>\"");
    let summary = r.string(&f, "summary");
    let description = r.string(&f, "description");
    Some(ConstraintDef {
        name: name?,
        kind: kind?,
        predicate: predicate?,
        summary,
        description,
        span: f.span,
    })
}

fn read_method(r: &mut Reader<'_>, value: &Value<'_>) -> Option<InterfaceMethod> {
    let f = r.table(value, "method", METHOD_KEYS)?;
    let name = r.required_string(&f, "name", "\"<method>\"");
    let description = r.string(&f, "description");
    let params = list(r, &f, "params", PARAMETER, |r, v| {
        read_parameter(r, v, ARGUMENT_KEYS)
    });
    let returns = r.string(&f, "returns");
    let is_static = r.flag(&f, "static");
    let default_body = r.string(&f, "default");
    let fixed_body = r.string(&f, "body");
    Some(InterfaceMethod {
        name: name?,
        description,
        params,
        returns,
        is_static,
        default_body,
        fixed_body,
        span: f.span,
    })
}

/// The error for a string `key = "found"` that is none of `choices`.
fn unknown_choice(
    value: &Spanned<String>,
    key: &str,
    found: &str,
    choices: &[&str],
) -> SpecDiagnostic {
    let diagnostic = SpecDiagnostic::error(
        value.span,
        format!(
            "unknown {key} `{found}`, expected {}",
            alternatives(choices)
        ),
    );
    match did_you_mean(found, choices.iter().copied()) {
        Some(close) => diagnostic.with_help(format!("did you mean `{close}`?")),
        None => diagnostic,
    }
}

/// `` `a`, `b` or `c` ``.
fn alternatives(choices: &[&str]) -> String {
    backticked(choices).replacen(" and ", " or ", 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Option<Dialect>, Vec<String>) {
        let (dialect, diagnostics) = read_dialect(0, text);
        (
            dialect,
            diagnostics.into_iter().map(|d| d.message).collect(),
        )
    }

    #[test]
    fn reads_an_op_in_spec_order_with_exact_spans() {
        let text = r#"[dialect]
name = "arith"
summary = "integer and float arithmetic"
materialize_constant = "crate::fold::materialize_constant"
type_syntax = "crate::syntax"

[[op]]
name = "addi"
class = "AddIOp"
traits = ["Pure", 'HasParent<"func.func">']
operands = [{ name = "lhs", type = "SignlessIntegerLike" }, { name = "rhs", type = "SignlessIntegerLike" }]
results = [{ name = "result", type = "SignlessIntegerLike" }]
attributes = [{ name = "overflowFlags", type = "Arith_IntegerOverflowAttr", default = "none", storage = "attribute" }]
verify = true
fold = "crate::fold::addi"
format = '$lhs `,` $rhs attr-dict `:` type($result)'
"#;
        let (dialect, messages) = read(text);
        assert_eq!(messages, Vec::<String>::new());
        let dialect = dialect.expect("a dialect");
        assert_eq!(dialect.name.value, "arith");
        assert_eq!(
            dialect.materialize_constant.as_ref().map(|p| p.as_str()),
            Some("crate::fold::materialize_constant")
        );
        assert_eq!(
            dialect.type_syntax.as_ref().map(|p| p.as_str()),
            Some("crate::syntax")
        );
        let op = &dialect.ops[0];
        assert_eq!(op.name.value, "addi");
        let names: Vec<_> = op.operands.iter().map(|o| o.name.as_str()).collect();
        assert_eq!(names, ["lhs", "rhs"]);
        let span = op.operands[1].constraint.span;
        assert_eq!(
            &text[span.start as usize..span.end as usize],
            "SignlessIntegerLike"
        );
        let span = op.format.as_ref().expect("a format").span;
        assert_eq!(&text[span.start as usize..span.start as usize + 3], "$lh");
        assert_eq!(op.traits[1].name.value, "HasParent");
        assert_eq!(
            op.traits[1].args.as_ref().expect("args")[0].value,
            "\"func.func\""
        );
        let attribute = &op.attributes[0];
        assert_eq!(attribute.storage.value, AttrStorage::Attribute);
        assert!(matches!(&attribute.presence, AttrPresence::Default(d) if d.value == "none"));
        assert!(matches!(
            op.hooks.verify,
            Some(crate::model::Hook::Default(_))
        ));
        assert!(
            matches!(&op.hooks.fold, Some(crate::model::Hook::Path(p)) if p.value == "crate::fold::addi")
        );
        assert_eq!(op.hooks.canonicalize, None);
        assert_eq!((&op.hooks.parse, &op.hooks.print), (&None, &None));
    }

    #[test]
    fn reads_hand_written_custom_form_hooks() {
        let text = r#"[dialect]
name = "func"
[[op]]
name = "func"
parse = "crate::function::parse"
print = "crate::function::print"
"#;
        let (dialect, messages) = read(text);
        assert_eq!(messages, Vec::<String>::new());
        let hooks = &dialect.expect("a dialect").ops[0].hooks;
        let path = |hook: &Option<crate::model::Hook>| match hook {
            Some(crate::model::Hook::Path(p)) => p.value.clone(),
            other => format!("{other:?}"),
        };
        assert_eq!(path(&hooks.parse), "crate::function::parse");
        assert_eq!(path(&hooks.print), "crate::function::print");
    }

    #[test]
    fn every_error_of_a_file_is_reported() {
        let (dialect, messages) = read(
            r#"[dialect]
name = "t"
[[op]]
operands = [{ name = "a" }]
sumary = "x"
[[op]]
name = 3
attributes = [{ name = "a", type = "I64Attr", storage = "propery" }]
"#,
        );
        assert!(dialect.is_some());
        assert_eq!(
            messages,
            [
                "missing key `name` in op",
                "missing key `type` in operand",
                "unknown key `sumary` in op",
                "expected a string, found an integer",
                "unknown storage `propery`, expected `attribute` or `property`",
            ]
        );
    }

    #[test]
    fn syntax_errors_stop_before_the_layout() {
        let (dialect, messages) = read("[dialect\nname = 1\n");
        assert!(dialect.is_none());
        assert!(!messages.is_empty());
        assert!(messages.iter().all(|m| m.starts_with("invalid TOML: ")));
    }

    #[test]
    fn a_missing_dialect_table_is_reported() {
        let (dialect, messages) = read("[[op]]\nname = \"x\"\n");
        assert!(dialect.is_none());
        assert_eq!(messages, ["missing table `[dialect]`"]);
    }
}
