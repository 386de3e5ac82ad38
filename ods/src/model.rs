//! The spec model: one plain-data description of a dialect (its ops, type and attribute
//! definitions, enums and interfaces) that every front end produces and every emitter and check
//! reads. Names are kept in spec order and every item carries the [`Span`] of where it was
//! written, so a later stage can point back into the spec.
//!
//! This is not a parser and holds no logic beyond small queries: texts in the embedded languages
//! (type and attribute constraints, assembly formats, trait arguments) are kept as raw
//! [`Spanned<String>`] whose span covers the string's contents, for the language parsers to
//! consume; the Rust names derived from spec names live in [`crate::names`].

use crate::diag::Span;

/// A value with the span of the spec text it was read from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Spanned<T> {
    /// The value.
    pub value: T,
    /// Where it was written. For strings, the span of the contents (without quotes): when the
    /// string is written without escapes, byte `i` of `value` is byte `span.start + i` of the
    /// source, so an embedded-language parser can point inside it with [`Span::sub`].
    pub span: Span,
}

impl<T> Spanned<T> {
    /// `value` written at `span`.
    pub fn new(value: T, span: Span) -> Self {
        Spanned { value, span }
    }
}

impl Spanned<String> {
    /// The text as a `&str`.
    pub fn as_str(&self) -> &str {
        &self.value
    }
}

/// A whole dialect: the root of the model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dialect {
    /// The dialect's name, the prefix of its op names (`arith`).
    pub name: Spanned<String>,
    /// One-line summary.
    pub summary: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// Dialects whose entities this dialect's ops create (loaded together with it).
    pub dependent_dialects: Vec<DependentDialect>,
    /// Operations, in spec order.
    pub ops: Vec<Op>,
    /// Type definitions, in spec order.
    pub type_defs: Vec<TypeDef>,
    /// Attribute definitions, in spec order.
    pub attr_defs: Vec<AttrDef>,
    /// Enums and bit enums, in spec order.
    pub enums: Vec<Enum>,
    /// Interfaces defined by this dialect, in spec order.
    pub interfaces: Vec<Interface>,
    /// Constraints defined by this dialect (`[[constraint]]`, MLIR's `TypeConstraint` /
    /// `AttrConstraint` with a `CPred`), in spec order.
    pub constraints: Vec<ConstraintDef>,
    /// Dialect interfaces the dialect itself implements (`interfaces` of the `[dialect]`
    /// table).
    pub implements: Vec<InterfaceUse>,
    /// Implementations of interfaces for ops of other dialects (MLIR's external models), in
    /// spec order.
    pub external_models: Vec<ExternalModel>,
    /// The Rust module holding the functions of the `custom<Name>` directives of the dialect's
    /// assembly formats (`crate::custom`), unless an op names its own.
    pub custom_directives: Option<Spanned<String>>,
    /// The Rust path of the dialect's constant materialization hook
    /// (`oxir::rewrite::MaterializeConstantFn`), which turns folded constants into ops.
    pub materialize_constant: Option<Spanned<String>>,
    /// The Rust module whose `parse_type` and `print_type` are the dialect's type hooks
    /// instead of the generated dispatch on mnemonics (MLIR's `useDefaultTypePrinterParser =
    /// 0` with a hand-written `parseType` / `printType`).
    pub type_syntax: Option<Spanned<String>>,
    /// The C++ namespace MLIR defines the dialect in (`::mlir::LLVM`; `::mlir::<name>` when not
    /// given), which MLIR's enum parse errors spell the enum's type in.
    pub cpp_namespace: Option<Spanned<String>>,
    /// The items left out because of errors in how they are written.
    pub withheld: Withheld,
    /// The `[dialect]` table.
    pub span: Span,
}

impl Dialect {
    /// The interface this dialect defines under `name`.
    pub fn interface(&self, name: &str) -> Option<&Interface> {
        self.interfaces.iter().find(|i| i.name.value == name)
    }
}

/// Interfaces implemented for an op of another dialect by this one (MLIR's external models,
/// `Op::attachInterface`): registering the dialect attaches them to the op's kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalModel {
    /// The op, with its dialect's prefix (`arith.addi`).
    pub op: Spanned<String>,
    /// The interfaces, as an op of this dialect lists them; the `impl` functions take the op
    /// as an `OpId`, having no wrapper of this dialect.
    pub interfaces: Vec<InterfaceUse>,
    /// The module implementing every use that names no `impl` of its own (the model's `impl`
    /// in TOML; the module `#[external_model]` annotates in Rust). A use whose methods all
    /// have defaults needs none and is given none.
    pub module: Option<Spanned<String>>,
    /// Where it was written.
    pub span: Span,
}

/// The names of the items a front end left out of the model because of errors in how they are
/// written (which it reported): the checks take the uses of these names as known, so that an
/// item's error is not reported again at every use of it (``unknown attribute constraint
/// `FastMathFlagsAttr` `` at each op of an enum with an unknown key).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Withheld {
    /// Type definitions, by spec name (`Complex`).
    pub type_defs: Vec<String>,
    /// Attribute definitions, by spec name.
    pub attr_defs: Vec<String>,
    /// Enums, by name.
    pub enums: Vec<String>,
    /// Interfaces, by name.
    pub interfaces: Vec<String>,
    /// Constraints, by name.
    pub constraints: Vec<String>,
}

/// What a constraint of the dialect constrains.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ConstraintDefKind {
    /// Types of operands and results (`kind = "type"`).
    Type,
    /// Attribute values (`kind = "attr"`).
    Attr,
}

/// A constraint the dialect defines (`[[constraint]]`): a name specs use like a library
/// constraint (`operands = [{ name = "x", type = "EvenWidthInteger" }]`), a Rust predicate
/// deciding it, and the words of the verifier's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstraintDef {
    /// The name specs and rules use (`EvenWidthInteger`); also the generated Rust type's.
    pub name: Spanned<String>,
    /// What it constrains.
    pub kind: Spanned<ConstraintDefKind>,
    /// The Rust predicate: `fn(&Context, Type) -> bool` or `fn(&Context, Attribute) -> bool`.
    pub predicate: Spanned<String>,
    /// The words of verifier messages (`integer of even width`); MLIR's summary.
    pub summary: Option<Spanned<String>>,
    /// Markdown description, for the docs.
    pub description: Option<Spanned<String>>,
    /// The `[[constraint]]` table.
    pub span: Span,
}

/// One operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Op {
    /// The op's name without the dialect prefix (`addi` for `arith.addi`).
    pub name: Spanned<String>,
    /// The Rust type name, when the spec gives one (`AddIOp`); see [`crate::names::op_type_name`].
    pub class: Option<Spanned<String>>,
    /// One-line summary.
    pub summary: Option<Spanned<String>>,
    /// Markdown description, with examples.
    pub description: Option<Spanned<String>>,
    /// Operands, in order.
    pub operands: Vec<Operand>,
    /// Results, in order.
    pub results: Vec<Operand>,
    /// Attributes and properties, in order.
    pub attributes: Vec<Attribute>,
    /// Regions, in order.
    pub regions: Vec<Region>,
    /// Successors, in order.
    pub successors: Vec<Successor>,
    /// Traits, native and parametric, in order.
    pub traits: Vec<Trait>,
    /// Interfaces the op implements.
    pub interfaces: Vec<InterfaceUse>,
    /// Builders declared in the spec, beside the generated ones.
    pub builders: Vec<Builder>,
    /// Attributes computed from the op instead of stored (MLIR's `DerivedAttr`), in order.
    pub derived_attributes: Vec<DerivedAttribute>,
    /// Whether the generated builders that take all operands and attributes are left out.
    pub skip_default_builders: bool,
    /// How result types are inferred from operands and attributes (MLIR's
    /// `InferTypeOpInterface`), so that builders need no result types: [`Hook::Default`]
    /// (`infer_result_types = true`) when the op's traits and constraints determine every
    /// result type, [`Hook::Path`] for a Rust function computing them
    /// (`fn(&Context, &InferInput) -> Result<Vec<Type>, String>`). `None` leaves it to the
    /// generator, which still infers what the traits determine.
    pub infer_result_types: Option<Hook>,
    /// Hand-written hooks.
    pub hooks: OpHooks,
    /// The declarative assembly format, raw (`$lhs `,` $rhs attr-dict `:` type($result)`).
    pub format: Option<Spanned<String>>,
    /// The Rust module holding the functions of the `custom<Name>` directives of the op's
    /// format, when not the dialect's.
    pub custom_directives: Option<Spanned<String>>,
    /// The op's table.
    pub span: Span,
}

/// An operand or a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operand {
    /// The name, used for accessors and in the format.
    pub name: Spanned<String>,
    /// The type constraint, raw (`Variadic<AnyInteger>`); single, optional or variadic is decided
    /// by its outermost constructor once the constraint language parses it.
    pub constraint: Spanned<String>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// The operand's table.
    pub span: Span,
}

/// Whether an attribute must be present, may be absent, or has a default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrPresence {
    /// Always present.
    Required,
    /// May be absent.
    Optional,
    /// Absent means this value, written in the attribute's textual form.
    Default(Spanned<String>),
}

/// Where an op keeps an attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrStorage {
    /// In the op's attribute dictionary (visible to generic passes).
    Attribute,
    /// In the op's inherent properties.
    Property,
}

/// An attribute or property of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute {
    /// The name.
    pub name: Spanned<String>,
    /// The attribute constraint, raw (`Confined<I64Attr, [IntMinValue<0>]>`).
    pub constraint: Spanned<String>,
    /// Required, optional or default-valued.
    pub presence: AttrPresence,
    /// Attribute or property storage; property unless the spec says otherwise (as in MLIR 19),
    /// and then the span is the attribute's table.
    pub storage: Spanned<AttrStorage>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// The attribute's table.
    pub span: Span,
}

/// A region of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The name.
    pub name: Spanned<String>,
    /// The region constraint, raw (`SizedRegion<1>`, `VariadicRegion<AnyRegion>`); `None` means
    /// any single region.
    pub constraint: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// The region's table.
    pub span: Span,
}

/// A successor of a terminator op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Successor {
    /// The name.
    pub name: Spanned<String>,
    /// The successor constraint, raw (`VariadicSuccessor<AnySuccessor>`); `None` means one
    /// successor.
    pub constraint: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// The successor's table.
    pub span: Span,
}

/// A trait of an op: native (`Pure`) or parametric (`HasParent<"func.func">`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trait {
    /// The trait's name (`HasParent`).
    pub name: Spanned<String>,
    /// The arguments between `<` and `>`, split at top-level commas, raw; `None` when the trait
    /// was written without `<...>`.
    pub args: Option<Vec<Spanned<String>>>,
    /// The whole trait text.
    pub span: Span,
}

/// A dialect another one depends on (`dependent_dialects`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DependentDialect {
    /// Its name (`arith`).
    pub name: Spanned<String>,
    /// The Rust path of its `register` function (`oxir_arith::register`), which the generated
    /// `register` calls first; without it the dialect is only listed, and the program
    /// registers it.
    pub register: Option<Spanned<String>>,
}

/// An interface an op, a type or attribute definition, or the dialect implements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceUse {
    /// The interface's name.
    pub name: Spanned<String>,
    /// Methods with a default implementation that the implementor nevertheless implements by
    /// hand (MLIR's `DeclareOpInterfaceMethods`).
    pub methods: Vec<Spanned<String>>,
    /// The Rust module holding the hand-written methods (`impl = "crate::shape::symbol"`): each
    /// method without a default, and each of [`Self::methods`], is the function of that name
    /// in it.
    pub implementation: Option<Spanned<String>>,
    /// For a use the checks add because the implementor lists an interface extending this one:
    /// that interface's name. `None` for a use as written.
    pub base_of: Option<String>,
    /// Where it was written.
    pub span: Span,
}

/// An attribute an op computes rather than stores (MLIR's `DerivedAttr`): an accessor of the
/// wrapper calling a Rust function, listed among the op's derived attributes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DerivedAttribute {
    /// The accessor's name.
    pub name: Spanned<String>,
    /// The Rust type it returns, raw.
    pub returns: Spanned<String>,
    /// The Rust function computing it, `fn(&Context, &Body, <Op>) -> <returns>`.
    pub body: Spanned<String>,
    /// The Rust function turning the value into an attribute, `fn(&Context, <returns>) ->
    /// Attribute` (MLIR's `convertFromStorage`), for `derived_attributes()`.
    pub to_attr: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// Where it was written.
    pub span: Span,
}

/// A builder declared in the spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Builder {
    /// The suffix of the builder's name (`build_with_<name>`); `None` names it `build`, which
    /// only works when the generated builders are skipped.
    pub name: Option<Spanned<String>>,
    /// The parameters beyond the builder context, in order.
    pub params: Vec<Parameter>,
    /// The Rust function that fills the op state (`crate::build::addi_from_value`).
    pub body: Spanned<String>,
    /// The builder's table.
    pub span: Span,
}

/// A parameter of a builder, of a type or attribute definition, or of an interface method.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// The name.
    pub name: Spanned<String>,
    /// The Rust type, raw (`u32`, `Vec<Type>`, `&str`).
    pub rust_type: Spanned<String>,
    /// Whether the parameter may be absent (type and attribute definitions).
    pub optional: bool,
    /// A default value, as a Rust expression, raw.
    pub default: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// The Rust function reading the parameter of a type or attribute definition in its
    /// format (`fn(&mut AsmParser) -> ParseResult<T>`), instead of the runtime's (MLIR's
    /// `AttrOrTypeParameter::parser`).
    pub parser: Option<Spanned<String>>,
    /// The Rust function writing it (`fn(&mut DialectAsmPrinter, &T)`; MLIR's `printer`).
    pub printer: Option<Spanned<String>>,
    /// A type or attribute constraint every value of a `Type` or `Attribute` parameter (or a
    /// `Vec` of them) of a definition must satisfy, raw: checked when the definition is made.
    pub constraint: Option<Spanned<String>>,
    /// Whether the parameter of a type definition is part of its mutable body (MLIR's
    /// `MutableTypeStorage`): the other parameters identify the type, and the body is set once,
    /// after the type exists, so that it may name the type itself (a recursive struct).
    pub mutable: bool,
    /// The parameter's table.
    pub span: Span,
}

/// A hand-written hook: a Rust function at a path the spec names, or at the conventional place
/// when the spec only says `true`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hook {
    /// `verify = true`: the conventional function for this op and hook.
    Default(Span),
    /// `verify = "crate::checks::verify_addi"`: that function.
    Path(Spanned<String>),
}

impl Hook {
    /// Where the hook was written.
    pub fn span(&self) -> Span {
        match self {
            Hook::Default(span) => *span,
            Hook::Path(path) => path.span,
        }
    }
}

/// The hand-written hooks of an op.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct OpHooks {
    /// Extra verification after the generated checks.
    pub verify: Option<Hook>,
    /// Verification run after the op's regions verified.
    pub region_verify: Option<Hook>,
    /// Constant folding.
    pub fold: Option<Hook>,
    /// Canonicalization patterns.
    pub canonicalize: Option<Hook>,
    /// A hand-written parser of the custom form (MLIR's `hasCustomAssemblyFormat`), instead of
    /// a declarative `format`; always together with [`OpHooks::print`].
    pub parse: Option<Hook>,
    /// A hand-written printer of the custom form; always together with [`OpHooks::parse`].
    pub print: Option<Hook>,
}

/// A type or attribute definition of the dialect: both kinds have the same parts, and which
/// one a definition is follows from the list holding it ([`Dialect::type_defs`] or
/// [`Dialect::attr_defs`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Def {
    /// The definition's name (`Complex`, `Layout`); the Rust type is
    /// [`crate::names::type_def_name`] or [`crate::names::attr_def_name`].
    pub name: Spanned<String>,
    /// The keyword after the dialect prefix in the textual form (`!test.complex`,
    /// `#test.layout`).
    pub mnemonic: Option<Spanned<String>>,
    /// One-line summary.
    pub summary: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// Parameters, in order.
    pub parameters: Vec<Parameter>,
    /// The declarative format of the parameters, raw (`` `<` $width `>` ``).
    pub format: Option<Spanned<String>>,
    /// Traits, in order.
    pub traits: Vec<Trait>,
    /// Interfaces implemented.
    pub interfaces: Vec<InterfaceUse>,
    /// Hand-written verifier of the parameters.
    pub verify: Option<Hook>,
    /// Builders declared in the spec (`get_<name>`), beside the generated `get`.
    pub builders: Vec<Builder>,
    /// Whether the generated `get` and `get_checked` are left out.
    pub skip_default_builders: bool,
    /// A hand-written parser of the text after the mnemonic, instead of a `format`
    /// (`fn(&mut AsmParser) -> ParseResult<<Name>Storage>`; MLIR's `hasCustomAssemblyFormat`).
    pub parse: Option<Spanned<String>>,
    /// The hand-written printer going with [`Def::parse`]
    /// (`fn(&mut DialectAsmPrinter, &<Name>Storage)`).
    pub print: Option<Spanned<String>>,
    /// The definition's table.
    pub span: Span,
}

/// A type definition of the dialect.
pub type TypeDef = Def;

/// An attribute definition of the dialect.
pub type AttrDef = Def;

/// An enum (each value one case) or a bit enum (each value a set of cases).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Enum {
    /// The Rust name (`CmpIPredicate`).
    pub name: Spanned<String>,
    /// One-line summary.
    pub summary: Option<Spanned<String>>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// Whether this is a bit enum (case values are bit masks that combine).
    pub bit_enum: bool,
    /// Where the spec says this is a string enum (MLIR's `StrEnumAttr`: each case is a string,
    /// and the attribute form is a `StringAttr` holding a case's string, `"fast"`); `None` for
    /// an integer or bit enum.
    pub str_enum: Option<Span>,
    /// The storage width in bits (8, 16, 32 or 64) when given; 32 by default.
    pub width: Option<Spanned<i64>>,
    /// The keyword of the enum's attribute form, if it has one (`#test.<mnemonic><...>`).
    pub attr_mnemonic: Option<Spanned<String>>,
    /// What joins the cases of a bit enum value in text (`|` when not given; MLIR's
    /// `separator`, `,` or `|` with spaces around).
    pub separator: Option<Spanned<String>>,
    /// Whether a bit enum value prints each group case whose bits are all set instead of those
    /// bits (MLIR's `printBitEnumPrimaryGroups`).
    pub print_primary_groups: bool,
    /// Whether the attribute form writes the case alone, without `<` `>` (MLIR's
    /// `assemblyFormat = "$value"` on the `EnumAttr`: `#index<cmp_predicate slt>`, `slt` in an
    /// op's format).
    pub bare: bool,
    /// Whether a case is read as MLIR's `FieldParser` of an enum reads it (an `EnumAttrInfo`
    /// that is no `I32EnumAttr`, as the llvm dialect's): a keyword or a string, an unknown one
    /// refused as `invalid <summary> specification: <keyword>`. Otherwise a keyword, refused as
    /// `expected <namespace>::<Name> to be one of: <cases>`.
    pub field_parser: bool,
    /// Cases, in order.
    pub cases: Vec<EnumCase>,
    /// The enum's table.
    pub span: Span,
}

/// One case of an enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// The Rust variant name.
    pub name: Spanned<String>,
    /// The integer value (a bit mask in a bit enum); always given in an integer or bit enum,
    /// never in a string enum.
    pub value: Option<Spanned<i64>>,
    /// The textual spelling (defaults to the name).
    pub string: Option<Spanned<String>>,
    /// The case's table.
    pub span: Span,
}

impl Dialect {
    /// The C++ namespace of the dialect's MLIR definition: `cpp_namespace`, or `::mlir::<name>`.
    pub fn cpp_namespace(&self) -> String {
        self.cpp_namespace.as_ref().map_or_else(
            || format!("::mlir::{}", self.name.value),
            |n| n.value.clone(),
        )
    }
}

impl Enum {
    /// What joins the cases of a bit enum value in text: `separator`, or `|`.
    pub fn separator(&self) -> &str {
        self.separator.as_ref().map_or("|", |s| s.as_str())
    }

    /// Whether this is a string enum (MLIR's `StrEnumAttr`).
    pub fn is_str(&self) -> bool {
        self.str_enum.is_some()
    }

    /// The width of the integer the enum is stored in: `width`, or 32 (`I32EnumAttr`).
    pub fn storage_width(&self) -> u32 {
        match self.width.as_ref().map(|w| w.value) {
            Some(8) => 8,
            Some(16) => 16,
            Some(64) => 64,
            _ => 32,
        }
    }
}

impl EnumCase {
    /// The integer value, 0 for a case of a string enum (which has none).
    pub fn int_value(&self) -> i64 {
        self.value.as_ref().map_or(0, |v| v.value)
    }

    /// The textual spelling: `string` if given, else the name.
    pub fn spelling(&self) -> &Spanned<String> {
        self.string.as_ref().unwrap_or(&self.name)
    }
}

/// What an interface attaches to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InterfaceKind {
    /// Operations.
    Op,
    /// Types.
    Type,
    /// Attributes.
    Attr,
    /// Dialects.
    Dialect,
}

impl InterfaceKind {
    /// The spelling in specs.
    pub fn as_str(self) -> &'static str {
        match self {
            InterfaceKind::Op => "op",
            InterfaceKind::Type => "type",
            InterfaceKind::Attr => "attr",
            InterfaceKind::Dialect => "dialect",
        }
    }

    /// The name a default body uses for the implementor's own Rust type (MLIR's `ConcreteOp`);
    /// a dialect has none.
    pub fn concrete_name(self) -> Option<&'static str> {
        match self {
            InterfaceKind::Op => Some("ConcreteOp"),
            InterfaceKind::Type => Some("ConcreteType"),
            InterfaceKind::Attr => Some("ConcreteAttr"),
            InterfaceKind::Dialect => None,
        }
    }
}

/// An interface defined by the dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interface {
    /// The Rust trait name (`ShapedOpInterface`).
    pub name: Spanned<String>,
    /// What it attaches to.
    pub kind: Spanned<InterfaceKind>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// The interfaces of this spec it extends (MLIR's `baseInterfaces`): whatever implements
    /// it implements them too, and its handle converts to theirs.
    pub bases: Vec<Spanned<String>>,
    /// Methods, in order.
    pub methods: Vec<InterfaceMethod>,
    /// Hand-written verifier run on every implementor.
    pub verify: Option<Hook>,
    /// The interface's table.
    pub span: Span,
}

/// A method of an interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceMethod {
    /// The Rust method name.
    pub name: Spanned<String>,
    /// Markdown description.
    pub description: Option<Spanned<String>>,
    /// Parameters after the receiver, in order.
    pub params: Vec<Parameter>,
    /// The Rust return type, raw; `None` for `()`.
    pub returns: Option<Spanned<String>>,
    /// Whether the method has no receiver (called on the implementing kind, not a value).
    pub is_static: bool,
    /// A default implementation: a Rust block body, raw.
    pub default_body: Option<Spanned<String>>,
    /// A fixed implementation (MLIR's `methodBody`): a Rust block body, raw, that implementors
    /// cannot override; the method is the handle's, not the trait's.
    pub fixed_body: Option<Spanned<String>>,
    /// The method's table.
    pub span: Span,
}

impl InterfaceMethod {
    /// Whether every implementor writes the method by hand: it has neither a default nor a
    /// fixed body.
    pub fn is_required(&self) -> bool {
        self.default_body.is_none() && self.fixed_body.is_none()
    }

    /// Whether the default body names the implementor's own type (`ConcreteOp`, `ConcreteType`
    /// or `ConcreteAttr` for an interface of `kind`, as MLIR's `ConcreteOp`): such a default
    /// is instantiated for each implementor instead of living in the trait.
    pub fn default_uses_concrete(&self, kind: InterfaceKind) -> bool {
        let (Some(body), Some(name)) = (&self.default_body, kind.concrete_name()) else {
            return false;
        };
        body.value
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|word| word == name)
    }
}
