//! The Rust front end against the TOML one: the same dialect written both ways gives the same
//! model (spans aside) and the same generated Rust (the lines cited aside); and errors found
//! while reading, by the shared checks and by the emitter all map back to their tokens.

use super::*;
use crate::toml_front;

/// The same dialect as [`RUST`], as a TOML spec.
const TOML: &str = r#"[dialect]
name = "t"
summary = "a test dialect"
description = """
Written twice.
Once in TOML."""
dependent_dialects = ["builtin"]
interfaces = [{ name = "Folding", impl = "crate::folding" }]
custom_directives = "crate::custom"
cpp_namespace = "::mlir::T"

[[op]]
name = "constant"
summary = "a constant"
traits = ["ConstantLike", "Pure"]
results = [{ name = "result", type = "I64" }]
attributes = [{ name = "value", type = "I64Attr" }]
format = "$value attr-dict"

[[op]]
name = "addi"
class = "AddIOp"
summary = "integer addition"
description = """
Adds `lhs` and `rhs`.

Wraps around."""
traits = ["Pure", "Commutative", "SameOperandsAndResultType"]
operands = [
  { name = "lhs", type = "SignlessIntegerLike", description = "the left operand" },
  { name = "rhs", type = "SignlessIntegerLike" },
]
results = [{ name = "result", type = "SignlessIntegerLike" }]
derived_attributes = [{ name = "width", returns = "u32", body = "self::width", to_attr = "self::width_attr" }]
verify = "self::verify_addi"
format = "$lhs `,` $rhs attr-dict `:` type($result)"

[[op]]
name = "sum"
traits = ["Pure"]
operands = [{ name = "inputs", type = "Variadic<I64>" }]
results = [{ name = "result", type = "I64" }]
attributes = [
  { name = "label", type = "StrAttr", optional = true, storage = "attribute" },
  { name = "bias", type = "Confined<I64Attr, [IntMinValue<0>]>", optional = true },
  { name = "scale", type = "I64Attr", default = "1" },
]
format = "`(` $inputs `)` (`bias` $bias^)? attr-dict"

[[op]]
name = "select"
traits = ["AttrSizedOperandSegments"]
operands = [
  { name = "mask", type = "Optional<I1>" },
  { name = "values", type = "Variadic<AnyTypeOf<[I32, Index]>>" },
]
results = [{ name = "result", type = "AnyType" }]

[[op]]
name = "region"
traits = ['HasParent<"builtin.module">', 'AllTypesMatch<["lhs", "result"]>']
operands = [{ name = "lhs", type = "AnyType" }]
results = [{ name = "result", type = "AnyType" }]
regions = [{ name = "body", type = "SizedRegion<1>" }, { name = "other" }]

[[op]]
name = "br"
traits = ["Terminator"]
successors = [{ name = "dest" }, { name = "cases", type = "VariadicSuccessor<AnySuccessor>" }]
attributes = [{ name = "kind", type = "CmpPredicateAttr" }, { name = "flags", type = "CmpFlagsAttr", optional = true }]

[[op]]
name = "yield"
traits = ["Terminator", "ReturnLike"]
operands = [{ name = "values", type = "Variadic<AnyType>" }]
format = "attr-dict ($values^ `:` type($values))?"

[[op]]
name = "make"
interfaces = [{ name = "Shaped", impl = "crate::shaped" }, { name = "Named", methods = ["name"], impl = "crate::named" }]
skip_default_builders = true
builders = [
  { name = "value", params = [{ name = "value", type = "i64", description = "the value" }, { name = "tag", type = "&str" }], body = "crate::build::make" },
  { name = "zero", body = "crate::build::make_zero" },
]
fold = true
canonicalize = "crate::canon::make"

[[enum]]
name = "CmpPredicate"
summary = "comparison predicates"
width = 64
field_parser = true
cases = [
  { name = "eq", value = 0 },
  { name = "ne", value = 1 },
  { name = "ult", value = 6, string = "unsigned_lt" },
]

[[enum]]
name = "CmpFlags"
bit = true
cases = [
  { name = "none", value = 0 },
  { name = "exact", value = 1 },
  { name = "fast", value = 2 },
  { name = "all", value = 3, string = "exact_fast" },
]

[[enum]]
name = "Rounding"
str = true
cases = [{ name = "up" }, { name = "to_nearest", string = "to nearest" }]

[[type]]
name = "Complex"
mnemonic = "complex"
summary = "a complex number"
parameters = [
  { name = "elementType", type = "Type", description = "the type of both parts", parser = "crate::asm::parse_element", printer = "crate::asm::print_element", constraint = "AnyTypeOf<[F32, F64]>" },
  { name = "lanes", type = "u32", default = "1" },
]
format = "`<` $elementType `>`"
verify = true
traits = ["crate::traits::Mutable"]
builders = [{ name = "f32", params = [{ name = "lanes", type = "u32" }], body = "crate::build::complex_f32" }]

[[type]]
name = "Cell"
mnemonic = "cell"
parameters = [
  { name = "name", type = "String" },
  { name = "inner", type = "Vec<Type>", mutable = true },
]
format = "`<` $name (`,` `(` $inner^ `)`)? `>`"

[[attr]]
name = "Layout"
mnemonic = "layout"
format = "`<` params `>`"
parameters = [{ name = "order", type = "Vec<i64>" }]
interfaces = [{ name = "Sized", impl = "crate::sized" }]
traits = ["crate::traits::Ordered"]

[[attr]]
name = "Pair"
mnemonic = "pair"
parameters = [{ name = "first", type = "u32" }, { name = "second", type = "u32" }]
parse = "crate::asm::parse_pair"
print = "crate::asm::print_pair"
skip_default_builders = true
builders = [{ name = "square", params = [{ name = "side", type = "u32" }], body = "crate::build::square" }]

[[attr]]
name = "Range"
mnemonic = "range"
parameters = [{ name = "low", type = "u32" }, { name = "high", type = "u32" }]
format = "`<` custom<Bounds>($low, $high) `>`"

[[interface]]
name = "Shaped"
kind = "op"
description = "Ops with a shape."
bases = ["Named"]
methods = [
  { name = "rank", returns = "usize", description = "the rank" },
  { name = "dim", params = [{ name = "index", type = "usize", description = "which dimension" }], returns = "Option<i64>", default = "None" },
  { name = "make", returns = "u32", static = true },
]
verify = "crate::shaped::verify"

[[interface]]
name = "Named"
kind = "op"
methods = [
  { name = "name", returns = "String", default = "String::new()" },
  { name = "zero", returns = "u32", body = "0" },
]

[[interface]]
name = "Sized"
kind = "attr"
methods = [{ name = "size", returns = "u64" }]

[[interface]]
name = "Folding"
kind = "dialect"
methods = [{ name = "can_fold", params = [{ name = "name", type = "&str" }], returns = "bool" }]

[[constraint]]
name = "Even"
kind = "attr"
predicate = "is_even"
summary = "even integer attribute"
description = "Checked in Rust."

[[constraint]]
name = "WideInteger"
kind = "type"
predicate = "wide_integer"
summary = "integer of 64 bits or more"

[[external_model]]
op = "arith.addi"
impl = "self::addi_named"
interfaces = [{ name = "Named", methods = ["name"] }]
"#;

/// The same dialect as [`TOML`], as a Rust module.
const RUST: &str = r#"
/// a test dialect
///
/// Written twice.
/// Once in TOML.
#[dialect(
    name = "t",
    dependent_dialects("builtin"),
    interfaces(Folding(impl = crate::folding)),
    custom_directives = "crate::custom",
    cpp_namespace = "::mlir::T",
)]
pub mod t {
    /// a constant
    #[op(name = "constant", traits(ConstantLike, Pure), format = "$value attr-dict")]
    pub struct ConstantOp {
        result: Result<I64>,
        value: Prop<I64Attr>,
    }

    /// integer addition
    ///
    /// Adds `lhs` and `rhs`.
    ///
    /// Wraps around.
    #[op(
        name = "addi",
        traits(Pure, Commutative, SameOperandsAndResultType),
        verify = self::verify_addi,
        format = "$lhs `,` $rhs attr-dict `:` type($result)",
    )]
    #[derived_attr(name = width, returns = u32, body = self::width, to_attr = self::width_attr)]
    pub struct AddIOp {
        /// the left operand
        lhs: Operand<SignlessIntegerLike>,
        rhs: Operand<SignlessIntegerLike>,
        result: Result<SignlessIntegerLike>,
    }

    #[op(name = "sum", traits(Pure), format = "`(` $inputs `)` (`bias` $bias^)? attr-dict")]
    pub struct SumOp {
        inputs: Operand<Variadic<I64>>,
        result: Result<I64>,
        #[optional]
        label: Attr<StrAttr>,
        #[optional]
        bias: Prop<Confined<I64Attr, (IntMinValue<0>,)>>,
        #[default = "1"]
        scale: Prop<I64Attr>,
    }

    #[op(name = "select", traits(AttrSizedOperandSegments))]
    pub struct SelectOp {
        mask: Operand<Optional<I1>>,
        values: Operand<Variadic<AnyTypeOf<(I32, Index)>>>,
        result: Result<AnyType>,
    }

    #[op(name = "region", traits(HasParent<"builtin.module">, AllTypesMatch<["lhs", "result"]>))]
    pub struct RegionOp {
        lhs: Operand<AnyType>,
        result: Result<AnyType>,
        body: Region<SizedRegion<1>>,
        other: Region,
    }

    #[op(name = "br", traits(Terminator))]
    pub struct BrOp {
        dest: Successor,
        cases: Successor<VariadicSuccessor<AnySuccessor>>,
        kind: Prop<CmpPredicateAttr>,
        #[optional]
        flags: Prop<CmpFlagsAttr>,
    }

    #[op(name = "yield", traits(Terminator, ReturnLike), format = "attr-dict ($values^ `:` type($values))?")]
    pub struct YieldOp {
        values: Operand<Variadic<AnyType>>,
    }

    #[op(
        name = "make",
        interfaces(Shaped(impl = crate::shaped), Named(name, impl = crate::named)),
        skip_default_builders,
        fold,
        canonicalize = crate::canon::make,
    )]
    #[builder(
        name = value,
        params(
            /// the value
            value: i64,
            tag: &str,
        ),
        body = crate::build::make,
    )]
    #[builder(name = zero, body = crate::build::make_zero)]
    pub struct MakeOp;

    /// comparison predicates
    #[enum_def(width = 64, field_parser)]
    pub enum CmpPredicate {
        eq = 0,
        ne = 1,
        #[string = "unsigned_lt"]
        ult = 6,
    }

    #[enum_def(bit)]
    pub enum CmpFlags {
        none = 0,
        exact = 1,
        fast = 0x2,
        #[string = "exact_fast"]
        all = 3,
    }

    #[enum_def(str)]
    pub enum Rounding {
        up,
        #[string = "to nearest"]
        to_nearest,
    }

    /// a complex number
    #[type_def(
        mnemonic = "complex",
        format = "`<` $elementType `>`",
        verify,
        traits(crate::traits::Mutable),
    )]
    #[builder(name = f32, params(lanes: u32), body = crate::build::complex_f32)]
    pub struct Complex {
        /// the type of both parts
        #[parser = crate::asm::parse_element]
        #[printer = crate::asm::print_element]
        #[constraint(AnyTypeOf<(F32, F64)>)]
        elementType: Type,
        #[default = "1"]
        lanes: u32,
    }

    #[type_def(mnemonic = "cell", format = "`<` $name (`,` `(` $inner^ `)`)? `>`")]
    pub struct Cell {
        name: String,
        #[mutable]
        inner: Vec<Type>,
    }

    #[attr_def(
        mnemonic = "layout",
        format = "`<` params `>`",
        interfaces(Sized(impl = crate::sized)),
        traits(crate::traits::Ordered),
    )]
    pub struct Layout {
        order: Vec<i64>,
    }

    #[attr_def(
        mnemonic = "pair",
        parse = crate::asm::parse_pair,
        print = crate::asm::print_pair,
        skip_default_builders,
    )]
    #[builder(name = square, params(side: u32), body = crate::build::square)]
    pub struct Pair {
        first: u32,
        second: u32,
    }

    #[attr_def(mnemonic = "range", format = "`<` custom<Bounds>($low, $high) `>`")]
    pub struct Range {
        low: u32,
        high: u32,
    }

    /// Ops with a shape.
    #[interface(kind = op, verify = crate::shaped::verify)]
    pub trait Shaped: Named {
        /// the rank
        fn rank(&self) -> usize;
        fn dim(
            &self,
            /// which dimension
            index: usize,
        ) -> Option<i64> {
            None
        }
        fn make() -> u32;
    }

    #[interface(kind = op)]
    pub trait Named {
        fn name(&self) -> String {
            String::new()
        }
        #[fixed]
        fn zero(&self) -> u32 {
            0
        }
    }

    #[interface(kind = attr)]
    pub trait Sized {
        fn size(&self) -> u64;
    }

    #[interface(kind = dialect)]
    pub trait Folding {
        fn can_fold(&self, name: &str) -> bool;
    }

    fn verify_addi() {}

    /// even integer attribute
    ///
    /// Checked in Rust.
    #[constraint(name = "Even", kind = "attr")]
    fn is_even(_: &oxir::Context, _: oxir::Attribute) -> bool {
        true
    }

    /// integer of 64 bits or more
    #[constraint]
    fn wide_integer(_: &oxir::Context, _: oxir::Type) -> bool {
        true
    }

    #[external_model(op = "arith.addi", interfaces(Named(name)))]
    mod addi_named {}
}
"#;

/// `text` with every `Span { ... }` replaced by `_`.
fn without_spans(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("Span {") {
        out.push_str(&rest[..at]);
        out.push('_');
        rest = &rest[at..];
        rest = &rest[rest.find('}').map_or(rest.len(), |end| end + 1)..];
    }
    out.push_str(rest);
    out
}

/// The one dialect module of `text`, read.
fn read_rust(text: &str) -> RustSpec {
    let file: syn::File = syn::parse_str(text).expect("valid Rust");
    let (args, module) = find_dialects(&file)
        .into_iter()
        .next()
        .expect("a dialect module");
    read_module("src/t.rs", args, module)
}

fn read_toml(text: &str) -> (Dialect, Sources) {
    let mut sources = Sources::new();
    sources.add("defs/t.toml", text);
    let (dialect, diagnostics) = toml_front::read_dialect(0, text);
    assert_eq!(diagnostics, Vec::new());
    (dialect.expect("a dialect"), sources)
}

/// The generated Rust of `dialect`, with the cited spec lines replaced by `<origin>`.
fn emitted(dialect: Dialect, sources: &Sources) -> String {
    let (checked, diagnostics) = check_and_resolve(&dialect, sources);
    assert_eq!(diagnostics, Vec::new());
    let checked = checked.expect("checked");
    let tokens = emit::dialect_tokens(&checked, sources).expect("emitted");
    let mut text = tokens.to_string();
    for name in ["defs/t.toml:", "src/t.rs:"] {
        while let Some(at) = text.find(name) {
            let digits = text[at + name.len()..]
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(0);
            text.replace_range(at..at + name.len() + digits, "<origin>");
        }
    }
    text
}

#[test]
fn the_same_dialect_both_ways_gives_the_same_model_and_the_same_rust() {
    let rust = read_rust(RUST);
    assert_eq!(rust.diagnostics, Vec::new());
    let (toml, toml_sources) = read_toml(TOML);
    let (rust_dump, toml_dump) = (
        without_spans(&format!("{:?}", rust.dialect)),
        without_spans(&format!("{toml:?}")),
    );
    let same = rust_dump
        .chars()
        .zip(toml_dump.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let around = |dump: &str| {
        dump.chars()
            .skip(same.saturating_sub(80))
            .take(240)
            .collect::<String>()
    };
    assert!(
        rust_dump == toml_dump,
        "models differ:\nrust: ...{}\ntoml: ...{}",
        around(&rust_dump),
        around(&toml_dump)
    );
    let (rust_code, toml_code) = (
        emitted(rust.dialect.clone(), &rust.sources),
        emitted(toml, &toml_sources),
    );
    // Every kind of item is generated, the declared builders and the interface modules too.
    for item in [
        "pub struct AddIOp",
        "pub struct ComplexType",
        "pub struct LayoutAttr",
        "pub enum CmpPredicate",
        // `field_parser`'s message, and `cpp_namespace` in the other enum's.
        "invalid comparison predicates specification: ",
        "expected ::mlir::T::CmpFlags to be one of: ",
        // A string enum's attribute form.
        "impl Rounding",
        "StringAttr :: get (ctx , self . as_str ())",
        "fn build_with_zero",
        "crate :: named",
        "crate :: sized",
        "crate :: folding",
        // The definitions' keys: traits, builders, parameter functions, hand-written forms and
        // custom directives.
        "crate :: traits :: Mutable",
        "crate :: traits :: Ordered",
        "crate :: build :: complex_f32",
        "crate :: build :: square",
        "crate :: asm :: parse_element",
        "crate :: asm :: print_element",
        "crate :: asm :: parse_pair",
        "crate :: asm :: print_pair",
        "crate :: custom",
        // The constraints, with their predicates.
        "pub struct Even",
        "pub struct WideInteger",
        "is_even",
        "wide_integer",
    ] {
        assert!(rust_code.contains(item), "no `{item}` in {rust_code}");
    }
    assert!(rust_code.contains("<origin>"), "{rust_code}");
    let same = rust_code
        .chars()
        .zip(toml_code.chars())
        .take_while(|(a, b)| a == b)
        .count();
    assert!(
        rust_code == toml_code,
        "generated code differs after: {}",
        &rust_code[rust_code.floor_char_boundary(same.saturating_sub(200))
            ..rust_code.floor_char_boundary(same)]
    );
}

#[test]
fn generated_docs_cite_the_lines_of_the_rust_file() {
    let text =
        "#[dialect(name = \"c\")]\nmod c {\n    #[op(name = \"x\")]\n    pub struct XOp;\n}\n";
    let rust = read_rust(text);
    let code = rust.generate().expect("generated").to_string();
    assert!(code.contains("`c.x`:  (src/t.rs:4)."), "{code}");
    assert!(code.contains("(src/t.rs:2)"), "{code}");
}

/// The errors of the dialect module `text`, each as `line:column-end column: message / help`,
/// where the line and columns are those of the first and last token it points at.
fn errors(text: &str) -> Vec<String> {
    let rust = read_rust(text);
    let errors = rust.generate().expect_err("errors");
    errors
        .iter()
        .map(|d| {
            let (first, last) = rust.spans.tokens(d.span).expect("a token span");
            let (start, end) = (first.start(), last.end());
            let help = d.help.as_deref().unwrap_or("");
            format!(
                "{}:{}-{}: {} / {help}",
                start.line, start.column, end.column, d.message
            )
        })
        .collect()
}

/// The messages of the errors of `text`, without where they point and their help.
fn messages(text: &str) -> Vec<String> {
    errors(text)
        .into_iter()
        .map(|e| {
            let (_, message) = e.split_once(": ").unwrap_or_default();
            let (message, _) = message.split_once(" / ").unwrap_or_default();
            message.to_string()
        })
        .collect()
}

#[test]
fn every_error_points_at_its_tokens_and_all_come_at_once() {
    let text = r#"#[dialect(name = "e")]
mod e {
    #[op(name = "a", traits(Comutative, HasParent<"x", "y">))]
    pub struct AOp {
        lhs: Operand<Variadic<AnyIntger>>,
        value: Prop<I64>,
    }

    #[op(name = "a", format = "$lhs attr-dict")]
    pub struct A2Op {
        lhs: Operand<I64>,
        rhs: Operand<I64>,
    }

    // Reading errors leave this op out of the checks.
    #[op(name = "b", fromat = "")]
    pub struct BOp {
        other: Opernd<I64>,
    }
}
"#;
    assert_eq!(
        errors(text),
        [
            "3:28-38: unknown trait `Comutative` / did you mean `Commutative`?",
            "3:40-59: trait `HasParent` takes 1 argument, found 2 / write `HasParent<\"func.func\">`",
            "5:30-39: unknown type constraint `AnyIntger` / did you mean `AnyInteger`?",
            "6:20-23: `I64` is a type constraint, but an attribute constraint is expected here / did you mean the attribute constraint `I64Attr`?",
            "9:16-19: duplicate op `a` / `a` is already op `a` (line 3); rename one of them",
            "9:30-46: operand `rhs` is not printed / add `$rhs` to the format (or the `operands` directive)",
            "16:21-27: unknown key `fromat` in `#[op]` / did you mean `format`?",
            "18:15-21: unknown field kind `Opernd` / did you mean `Operand`?",
        ]
    );
}

#[test]
fn misplaced_and_malformed_items_are_reported() {
    let text = r#"#[dialect]
mod m {
    #[op(name = "x")]
    pub enum NotAStruct { A }

    #[enum_def]
    pub enum E {
        /// a doc
        a = 0,
        b,
        c(u32) = 2,
    }

    #[interface]
    pub trait I {
        type T;
    }

    #[op(name = 3, verify = "f", traits(1))]
    #[derive(Debug)]
    pub struct YOp {
        #[optional]
        x: Operand<I64>,
        y: Operand,
        z: (u32, u32),
    }
}
"#;
    let messages = messages(text);
    assert_eq!(
        messages,
        [
            "`#[op]` goes on a struct",
            "an enum case has no description in a spec",
            "enum case `b` has no value",
            "enum case `c` has fields",
            "missing `kind` in `#[interface]`",
            "an interface holds methods only",
            "expected a string literal for `name`, found an integer literal",
            "expected a trait: a name, with its arguments in `<...>` if it takes any",
            "expected a Rust path for `verify`, found a string literal",
            "`#[derive]` has no meaning on an op: the item is replaced by generated code",
            "a `Operand` field cannot be optional or default-valued this way",
            "`Operand` needs a constraint",
            "expected a field kind with its constraint",
        ]
    );
}

/// An enum or a definition with an error in how it is written is left out, and its uses are
/// not errors of their own: each mistake is one error.
#[test]
fn the_uses_of_an_item_left_out_are_no_errors_of_their_own() {
    let text = r#"#[dialect(name = "w")]
mod w {
    #[enum_def(widht = 32)]
    pub enum Mode {
        fast = 0,
    }

    #[type_def(mnemonic = 3)]
    pub struct Pair {
        first: Type,
    }

    #[op(name = "x")]
    pub struct XOp {
        input: Operand<PairType>,
        mode: Attr<ModeAttr>,
    }
}
"#;
    let messages = messages(text);
    assert_eq!(
        messages,
        [
            "unknown key `widht` in `#[enum_def]`",
            "expected a string literal for `mnemonic`, found an integer literal",
        ]
    );
}

#[test]
fn a_module_with_errors_expands_to_errors_and_stand_ins() {
    let text = r#"#[dialect(name = "s")]
pub mod s {
    use std::fmt;
    #[op(name = "x")]
    pub struct XOp { a: Operand<Nope> }
    #[enum_def]
    pub enum P { eq = 0 }
}
"#;
    let rust = read_rust(text);
    let out = rust.expand().to_string();
    assert!(out.starts_with("pub mod s {"), "{out}");
    assert!(out.contains("use std :: fmt ;"), "{out}");
    assert!(out.contains("compile_error !"), "{out}");
    assert!(out.contains("unknown type constraint `Nope`"), "{out}");
    // The errors sit in a hidden module, which every generated name is imported from.
    assert!(out.contains("pub mod __oxir_spec_errors {"), "{out}");
    assert!(
        out.contains("pub use self :: __oxir_spec_errors :: { P , PAttr , PAttrStorage , XOp , XOpAdaptor } ;"),
        "{out}"
    );
    assert!(!out.contains("pub struct XOp"), "{out}");
    assert!(
        out.contains("pub fn register (ctx : & :: oxir :: Context) -> bool"),
        "{out}"
    );
}

#[test]
fn a_good_module_expands_to_its_items_and_the_generated_ones() {
    let text = r#"/// docs of the module
#[dialect(name = "g")]
pub mod g {
    fn helper() {}
    #[op(name = "x")]
    pub struct XOp;
}
"#;
    let out = read_rust(text).expand().to_string();
    assert!(
        out.contains("# [doc = \" docs of the module\"] pub mod g {"),
        "{out}"
    );
    assert!(out.contains("fn helper () { }"), "{out}");
    assert!(
        out.contains("pub struct XOp (pub :: oxir :: OpId) ;"),
        "{out}"
    );
    assert!(
        out.contains("pub fn register (ctx : & :: oxir :: Context) -> bool"),
        "{out}"
    );
    assert!(!out.contains("compile_error"), "{out}");
}
