//! The constraint library: MLIR's CommonTypeConstraints and CommonAttrConstraints under the same
//! names (`AnyType`, `I32`, `TensorOf<[...]>`, `I64Attr`, `ConfinedAttr<...>`, `IntMinValue<N>`,
//! ...), plus the custom constraints a dialect registers.
//!
//! Each entry says what it constrains (a type, an attribute, a predicate on an attribute's value,
//! or a modifier such as `Variadic`), which arguments it takes, the words MLIR uses for it in
//! verifier messages (`signless-integer-like`, `64-bit signless integer attribute`), and how to
//! build its structured predicate ([`TypePred`], [`AttrPred`]) from its arguments. The emitter
//! turns a predicate into a call of a shared check function; this module writes no Rust.
//! Resolution of parsed expressions against the library lives in `constraint.rs`.

use crate::diag::{Span, SpecDiagnostic};

/// What a constraint constrains.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintKind {
    /// The type of an operand or result (or an element type inside a container constraint).
    Type,
    /// An attribute or property value.
    Attr,
}

/// What a library entry is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// A type constraint (`I32`, `TensorOf<[...]>`).
    Type,
    /// An attribute constraint (`I64Attr`, `ConfinedAttr<...>`).
    Attr,
    /// A predicate on an attribute's value, only meaningful inside the list of `ConfinedAttr`
    /// (`IntMinValue<0>`, `ArrayMinCount<2>`).
    AttrPredicate,
    /// A modifier of a whole operand or result constraint (`Variadic<...>`, `Optional<...>`).
    TypeModifier(TypeModifier),
    /// A modifier of a whole attribute constraint (`OptionalAttr<...>`,
    /// `DefaultValuedAttr<..., "0">`).
    AttrModifier(AttrModifier),
}

/// The type modifiers: how many values an operand or result stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeModifier {
    /// `Variadic<T>`: zero or more values.
    Variadic,
    /// `Optional<T>`: zero or one value.
    Optional,
    /// `VariadicOfVariadic<T, "segments">`: groups of values, sized by an attribute.
    VariadicOfVariadic,
}

/// The attribute modifiers: whether an attribute must be present and what its default is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrModifier {
    /// `OptionalAttr<A>`.
    Optional,
    /// `DefaultValuedAttr<A, "value">`: the value is Rust/IR text used when absent.
    DefaultValued,
    /// `DefaultValuedOptionalAttr<A, "value">`.
    DefaultValuedOptional,
    /// `DefaultValuedStrAttr<A, "text">`: like `DefaultValuedAttr` with the text quoted.
    DefaultValuedStr,
    /// `DefaultValuedOptionalStrAttr<A, "text">`.
    DefaultValuedOptionalStr,
}

/// The kind of one argument of a parametric entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// One type constraint.
    Type,
    /// A `[...]` list of type constraints.
    TypeList,
    /// One attribute constraint.
    Attr,
    /// A `[...]` list of attribute constraints.
    AttrList,
    /// A `[...]` list of attribute value predicates (`[IntMinValue<0>, IntMaxValue<9>]`).
    AttrPredicateList,
    /// An integer.
    Int,
    /// A `[...]` list of integers.
    IntList,
    /// A quoted string.
    Str,
}

impl ParamKind {
    /// How the parameter is written in a signature shown to spec authors.
    pub fn placeholder(self) -> &'static str {
        match self {
            ParamKind::Type => "type",
            ParamKind::TypeList => "[type, ...]",
            ParamKind::Attr => "attr",
            ParamKind::AttrList => "[attr, ...]",
            ParamKind::AttrPredicateList => "[attr-predicate, ...]",
            ParamKind::Int => "integer",
            ParamKind::IntList => "[integer, ...]",
            ParamKind::Str => "\"string\"",
        }
    }

    /// What an argument of this kind is, for "expected ..." messages.
    pub fn expected(self) -> &'static str {
        match self {
            ParamKind::Type => "a type constraint",
            ParamKind::TypeList => "a list of type constraints",
            ParamKind::Attr => "an attribute constraint",
            ParamKind::AttrList => "a list of attribute constraints",
            ParamKind::AttrPredicateList => "a list of attribute predicates",
            ParamKind::Int => "an integer",
            ParamKind::IntList => "a list of integers",
            ParamKind::Str => "a string",
        }
    }
}

/// Where an entry comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Same name, meaning and words as in MLIR.
    Mlir,
    /// Added by oxir (no MLIR constraint of that name).
    Oxir,
}

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `i32`.
    Signless,
    /// `si32`.
    Signed,
    /// `ui32`.
    Unsigned,
}

/// A builtin floating-point type.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `f16`.
    F16,
    /// `bf16`.
    BF16,
    /// `tf32`.
    TF32,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `f80`.
    F80,
    /// `f128`.
    F128,
}

/// The element type of a dense array attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseArrayElement {
    /// `array<i1: ...>`.
    I1,
    /// `array<i8: ...>`.
    I8,
    /// `array<i16: ...>`.
    I16,
    /// `array<i32: ...>`.
    I32,
    /// `array<i64: ...>`.
    I64,
    /// `array<f32: ...>`.
    F32,
    /// `array<f64: ...>`.
    F64,
}

/// What a type must be: the structured form of a type constraint, for the emitter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypePred {
    /// Any type.
    Any,
    /// The `none` type.
    NoneType,
    /// An integer type; `None` fields are unconstrained.
    Integer {
        /// Required bit width.
        width: Option<u32>,
        /// Required signedness.
        signedness: Option<Signedness>,
    },
    /// The `index` type.
    Index,
    /// A float type: one kind, or any float if `None`.
    Float(Option<FloatKind>),
    /// A complex type whose element type satisfies the predicate.
    Complex(Box<TypePred>),
    /// A function type.
    Function,
    /// A tuple type.
    Tuple,
    /// A tensor type.
    Tensor {
        /// `Some(true)`: ranked only; `Some(false)`: unranked only.
        ranked: Option<bool>,
        /// Allowed ranks, if restricted.
        ranks: Option<Vec<i64>>,
        /// The element type.
        element: Box<TypePred>,
    },
    /// A shaped type whose shape is ranked and has no dynamic dimension (MLIR's
    /// `HasStaticShapePred`); used beside a container predicate in [`TypePred::AllOf`].
    StaticShape,
    /// A memref type.
    MemRef {
        /// `Some(true)`: ranked only; `Some(false)`: unranked only.
        ranked: Option<bool>,
        /// Allowed ranks, if restricted.
        ranks: Option<Vec<i64>>,
        /// The element type.
        element: Box<TypePred>,
    },
    /// A vector type.
    Vector {
        /// The element type.
        element: Box<TypePred>,
    },
    /// Any shaped type (tensor, memref, vector).
    Shaped {
        /// The element type.
        element: Box<TypePred>,
    },
    /// A shaped type with value semantics (tensor, vector), as in MLIR's `...Like` constraints.
    ValueSemanticsContainer {
        /// The element type.
        element: Box<TypePred>,
    },
    /// At least one of the predicates holds.
    AnyOf(Vec<TypePred>),
    /// All the predicates hold.
    AllOf(Vec<TypePred>),
    /// A Rust function `fn(&Context, Type) -> bool` at this path decides.
    Custom {
        /// The function's path.
        path: String,
    },
}

impl TypePred {
    /// Whether exactly one type satisfies the predicate, so a parser can build it instead of
    /// reading it (MLIR's `BuildableType`): `I32`, `Index`, `F32`, `NoneType`, complex of those.
    pub fn is_buildable(&self) -> bool {
        match self {
            TypePred::Integer {
                width: Some(_),
                signedness: Some(_),
            }
            | TypePred::Index
            | TypePred::NoneType
            | TypePred::Float(Some(_)) => true,
            TypePred::Complex(element) => element.is_buildable(),
            _ => false,
        }
    }
}

/// What an attribute must be: the structured form of an attribute constraint, for the emitter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrPred {
    /// Any attribute.
    Any,
    /// A bool attribute.
    Bool,
    /// An integer attribute whose type is an integer type as described.
    Integer {
        /// Required bit width.
        width: Option<u32>,
        /// Required signedness.
        signedness: Option<Signedness>,
    },
    /// An integer attribute of `index` type.
    Index,
    /// An integer attribute of any type, `index` included (MLIR's `APIntAttr`, which only
    /// asks for an `IntegerAttr`).
    AnyInteger,
    /// A float attribute of the given kind (any float if `None`).
    Float(Option<FloatKind>),
    /// A string attribute.
    String,
    /// The unit attribute.
    Unit,
    /// A type attribute whose type satisfies the predicate.
    Type(Box<TypePred>),
    /// A dictionary attribute.
    Dictionary,
    /// An array attribute, whose elements all satisfy the predicate if given.
    Array(Option<Box<AttrPred>>),
    /// A symbol reference; `flat` requires no nested references.
    SymbolRef {
        /// Only `@name`, not `@a::@b`.
        flat: bool,
    },
    /// A location attribute.
    Location,
    /// Any elements attribute (dense, sparse, resource).
    Elements,
    /// A dense elements attribute of any element type.
    DenseElements,
    /// A dense integer elements attribute whose element type satisfies the predicate.
    DenseIntElements(Box<TypePred>),
    /// A dense float elements attribute whose element type satisfies the predicate.
    DenseFloatElements(Box<TypePred>),
    /// A dense string elements attribute.
    DenseStringElements,
    /// A dense array attribute of the given element type.
    DenseArray(DenseArrayElement),
    /// An affine map attribute.
    AffineMap,
    /// An integer set attribute.
    IntegerSet,
    /// An attribute carrying a type (MLIR's `TypedAttr` interface).
    Typed,
    /// Integer value `!=` the bound.
    IntNe(i64),
    /// Integer value `>=` the bound.
    IntMin(i64),
    /// Integer value `<=` the bound.
    IntMax(i64),
    /// Integer value `>= 0`.
    IntNonNegative,
    /// Integer value `> 0`.
    IntPositive,
    /// Array attribute with at least this many elements.
    ArrayMinCount(i64),
    /// Array attribute with at most this many elements.
    ArrayMaxCount(i64),
    /// Array attribute with exactly this many elements.
    ArrayCount(i64),
    /// Dense array attribute with at least this many elements.
    DenseArrayMinCount(i64),
    /// Dense array attribute with at most this many elements.
    DenseArrayMaxCount(i64),
    /// Dense array attribute with exactly this many elements.
    DenseArrayCount(i64),
    /// At least one of the predicates holds.
    AnyOf(Vec<AttrPred>),
    /// All the predicates hold (`ConfinedAttr`: the base, then each confinement).
    AllOf(Vec<AttrPred>),
    /// A Rust function `fn(&Context, Attribute) -> bool` at this path decides.
    Custom {
        /// The function's path.
        path: String,
    },
}

/// A predicate with the words used for it in messages.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Described<P> {
    /// MLIR's summary, e.g. `tensor of 32-bit float values`.
    pub description: String,
    /// The structured predicate.
    pub pred: P,
}

/// A resolved argument handed to an entry's builder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgValue {
    /// A type constraint.
    Type(Described<TypePred>),
    /// A list of type constraints.
    TypeList(Vec<Described<TypePred>>),
    /// An attribute constraint.
    Attr(Described<AttrPred>),
    /// A list of attribute constraints.
    AttrList(Vec<Described<AttrPred>>),
    /// A list of attribute predicates.
    AttrPredicateList(Vec<Described<AttrPred>>),
    /// An integer.
    Int(i64),
    /// A list of integers.
    IntList(Vec<i64>),
    /// A string.
    Str(String),
}

/// What an entry's builder produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Built {
    /// A type constraint.
    Type(Described<TypePred>),
    /// An attribute constraint or attribute predicate.
    Attr(Described<AttrPred>),
}

/// One named constraint of the library.
#[derive(Debug)]
pub struct LibraryEntry {
    /// The name used in specs (MLIR's name).
    pub name: &'static str,
    /// What it is.
    pub kind: EntryKind,
    /// Its parameters, in order.
    pub params: &'static [ParamKind],
    /// How many leading parameters are required (the rest may be left out).
    pub required: usize,
    /// MLIR's summary for a plain entry; for a parametric one, a template naming its
    /// parameters, for documentation.
    pub summary: &'static str,
    /// Whether MLIR has it.
    pub origin: Origin,
    /// Builds description and predicate from arguments of the declared kinds. Not called for
    /// modifiers, which resolution handles itself.
    build: fn(&[ArgValue], &'static str) -> Built,
}

impl LibraryEntry {
    /// The entry applied to arguments already checked against [`Self::params`].
    pub fn build(&self, args: &[ArgValue]) -> Built {
        (self.build)(args, self.summary)
    }

    /// How it is written, e.g. `TensorOf<[type, ...]>`.
    pub fn signature(&self) -> String {
        if self.params.is_empty() {
            return self.name.to_string();
        }
        let params: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if i < self.required {
                    p.placeholder().to_string()
                } else {
                    format!("{} (optional)", p.placeholder())
                }
            })
            .collect();
        format!("{}<{}>", self.name, params.join(", "))
    }
}

/// A constraint a dialect defines itself: a Rust function path deciding it and the words for
/// messages (`{ rust = "my::check", description = "..." }` in a spec).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomConstraint {
    /// The name specs use for it (`MyEvenI32`).
    pub name: String,
    /// Whether it constrains types or attributes.
    pub kind: ConstraintKind,
    /// Path of the Rust function `fn(&Context, Type) -> bool` or `fn(&Context, Attribute) -> bool`.
    pub rust: String,
    /// The words used in verifier messages (`even 32-bit integer`).
    pub description: String,
    /// Where it was declared.
    pub span: Span,
}

/// A name found in the library.
#[derive(Copy, Clone, Debug)]
pub enum Lookup<'a> {
    /// A builtin entry.
    Builtin(&'static LibraryEntry),
    /// A dialect's custom constraint.
    Custom(&'a CustomConstraint),
}

/// The builtin entries plus the custom constraints of the dialect being read.
#[derive(Clone, Debug, Default)]
pub struct Library {
    custom: Vec<CustomConstraint>,
}

impl Library {
    /// The builtin entries only.
    pub fn builtin() -> Self {
        Library::default()
    }

    /// All builtin entries, in library order.
    pub fn builtin_entries() -> &'static [LibraryEntry] {
        BUILTIN
    }

    /// Registers a custom constraint, rejecting a name already taken and a malformed Rust path.
    pub fn add_custom(&mut self, custom: CustomConstraint) -> Result<(), SpecDiagnostic> {
        if !is_rust_path(&custom.rust) {
            return Err(SpecDiagnostic::error(
                custom.span,
                format!("`{}` is not a Rust function path", custom.rust),
            )
            .with_help("write a path such as `crate::checks::is_even`"));
        }
        if !is_identifier(&custom.name) {
            return Err(SpecDiagnostic::error(
                custom.span,
                format!("`{}` is not a valid constraint name", custom.name),
            )
            .with_help("constraint names are identifiers such as `EvenI32`"));
        }
        if self.lookup(&custom.name).is_some() {
            return Err(SpecDiagnostic::error(
                custom.span,
                format!("constraint `{}` is already defined", custom.name),
            )
            .with_help("choose another name"));
        }
        self.custom.push(custom);
        Ok(())
    }

    /// The entry named `name`.
    pub fn lookup(&self, name: &str) -> Option<Lookup<'_>> {
        if let Some(entry) = BUILTIN.iter().find(|e| e.name == name) {
            return Some(Lookup::Builtin(entry));
        }
        self.custom
            .iter()
            .find(|c| c.name == name)
            .map(Lookup::Custom)
    }

    /// The names of all entries, builtin first.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        BUILTIN
            .iter()
            .map(|e| e.name)
            .chain(self.custom.iter().map(|c| c.name.as_str()))
    }

    /// The names of the entries of one kind (for suggestions that fit the context).
    pub fn names_of(&self, kind: EntryKind) -> impl Iterator<Item = &str> {
        let custom_kind = match kind {
            EntryKind::Type => Some(ConstraintKind::Type),
            EntryKind::Attr => Some(ConstraintKind::Attr),
            _ => None,
        };
        BUILTIN
            .iter()
            .filter(move |e| same_kind(e.kind, kind))
            .map(|e| e.name)
            .chain(
                self.custom
                    .iter()
                    .filter(move |c| Some(c.kind) == custom_kind)
                    .map(|c| c.name.as_str()),
            )
    }
}

fn same_kind(a: EntryKind, b: EntryKind) -> bool {
    std::mem::discriminant(&a) == std::mem::discriminant(&b)
}

/// Whether `text` is an identifier (`[A-Za-z_][A-Za-z0-9_]*`).
pub(crate) fn is_identifier(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Whether `text` is a Rust path (`a::b::c`, optionally starting with `::`).
pub(crate) fn is_rust_path(text: &str) -> bool {
    let text = text.strip_prefix("::").unwrap_or(text);
    !text.is_empty() && text.split("::").all(is_identifier)
}

// ---------------------------------------------------------------------------------------------
// Builder helpers: they only run on arguments whose kinds resolution has checked, so a kind
// mismatch cannot happen; the fallbacks keep them total anyway.

fn ty(description: impl Into<String>, pred: TypePred) -> Built {
    Built::Type(Described {
        description: description.into(),
        pred,
    })
}

fn at(description: impl Into<String>, pred: AttrPred) -> Built {
    Built::Attr(Described {
        description: description.into(),
        pred,
    })
}

fn arg_types(args: &[ArgValue], i: usize) -> Vec<Described<TypePred>> {
    match args.get(i) {
        Some(ArgValue::TypeList(list)) => list.clone(),
        Some(ArgValue::Type(one)) => vec![one.clone()],
        _ => Vec::new(),
    }
}

fn arg_attrs(args: &[ArgValue], i: usize) -> Vec<Described<AttrPred>> {
    match args.get(i) {
        Some(ArgValue::AttrList(list) | ArgValue::AttrPredicateList(list)) => list.clone(),
        Some(ArgValue::Attr(one)) => vec![one.clone()],
        _ => Vec::new(),
    }
}

fn arg_int(args: &[ArgValue], i: usize) -> i64 {
    match args.get(i) {
        Some(ArgValue::Int(n)) => *n,
        _ => 0,
    }
}

fn arg_ints(args: &[ArgValue], i: usize) -> Vec<i64> {
    match args.get(i) {
        Some(ArgValue::IntList(list)) => list.clone(),
        _ => Vec::new(),
    }
}

fn arg_str(args: &[ArgValue], i: usize) -> Option<String> {
    match args.get(i) {
        Some(ArgValue::Str(s)) => Some(s.clone()),
        _ => None,
    }
}

/// MLIR's `AnyTypeOf` summary and predicate: the summaries joined with ` or `.
fn any_type_of(types: Vec<Described<TypePred>>) -> Described<TypePred> {
    let description = types
        .iter()
        .map(|t| t.description.as_str())
        .collect::<Vec<_>>()
        .join(" or ");
    let mut preds: Vec<TypePred> = types.into_iter().map(|t| t.pred).collect();
    let pred = if preds.len() == 1 {
        preds.remove(0)
    } else {
        TypePred::AnyOf(preds)
    };
    Described { description, pred }
}

/// A shaped container of the given element types: `tensor of 32-bit float values`.
fn container(noun: &str, args: &[ArgValue], make: impl FnOnce(Box<TypePred>) -> TypePred) -> Built {
    let element = any_type_of(arg_types(args, 0));
    ty(
        format!("{noun} of {} values", element.description),
        make(Box::new(element.pred)),
    )
}

/// A ranked container of static shape (`noun` is `tensor` or `memref`): `make`'s predicate
/// and [`TypePred::StaticShape`].
fn static_shaped(
    noun: &str,
    args: &[ArgValue],
    make: impl FnOnce(Box<TypePred>) -> TypePred,
) -> Built {
    let noun = format!("statically shaped {noun}");
    container(&noun, args, |element| {
        TypePred::AllOf(vec![make(element), TypePred::StaticShape])
    })
}

fn ranks_text(ranks: &[i64]) -> String {
    ranks
        .iter()
        .map(|r| format!("{r}D"))
        .collect::<Vec<_>>()
        .join("/")
}

fn signless_int_or_index() -> TypePred {
    TypePred::AnyOf(vec![
        TypePred::Integer {
            width: None,
            signedness: Some(Signedness::Signless),
        },
        TypePred::Index,
    ])
}

/// MLIR's `TypeOrValueSemanticsContainer`: the type itself, or a tensor/vector of it.
fn or_container(pred: TypePred) -> TypePred {
    TypePred::AnyOf(vec![
        pred.clone(),
        TypePred::ValueSemanticsContainer {
            element: Box::new(pred),
        },
    ])
}

const fn int(width: Option<u32>, signedness: Option<Signedness>) -> TypePred {
    TypePred::Integer { width, signedness }
}

const fn int_attr(width: Option<u32>, signedness: Option<Signedness>) -> AttrPred {
    AttrPred::Integer { width, signedness }
}

const SIGNLESS: Option<Signedness> = Some(Signedness::Signless);
const SIGNED: Option<Signedness> = Some(Signedness::Signed);
const UNSIGNED: Option<Signedness> = Some(Signedness::Unsigned);

macro_rules! leaf {
    ($kind:ident, $origin:ident, $name:literal, $summary:literal, $build:expr) => {
        LibraryEntry {
            name: $name,
            kind: EntryKind::$kind,
            params: &[],
            required: 0,
            summary: $summary,
            origin: Origin::$origin,
            build: $build,
        }
    };
}

/// A plain type constraint with MLIR's summary.
macro_rules! type_leaf {
    ($name:literal, $summary:literal, $pred:expr) => {
        leaf!(Type, Mlir, $name, $summary, |_, s| ty(s, $pred))
    };
}

/// A plain attribute constraint with MLIR's summary.
macro_rules! attr_leaf {
    ($name:literal, $summary:literal, $pred:expr) => {
        leaf!(Attr, Mlir, $name, $summary, |_, s| at(s, $pred))
    };
}

/// A parametric entry.
macro_rules! param {
    ($kind:expr, $name:literal, [$($p:ident),*], $required:expr, $summary:literal, $build:expr) => {
        LibraryEntry {
            name: $name,
            kind: $kind,
            params: &[$(ParamKind::$p),*],
            required: $required,
            summary: $summary,
            origin: Origin::Mlir,
            build: $build,
        }
    };
}

fn unused(_: &[ArgValue], summary: &'static str) -> Built {
    // Modifiers are applied by resolution; their builder only serves to keep entries uniform.
    ty(summary, TypePred::Any)
}

static BUILTIN: &[LibraryEntry] = &[
    // ----- Types -----------------------------------------------------------------------------
    type_leaf!("AnyType", "any type", TypePred::Any),
    type_leaf!("NoneType", "none type", TypePred::NoneType),
    type_leaf!("AnyInteger", "integer", int(None, None)),
    type_leaf!(
        "AnySignlessInteger",
        "signless integer",
        int(None, SIGNLESS)
    ),
    type_leaf!("AnySignedInteger", "signed integer", int(None, SIGNED)),
    type_leaf!(
        "AnyUnsignedInteger",
        "unsigned integer",
        int(None, UNSIGNED)
    ),
    type_leaf!("AnyI1", "1-bit integer", int(Some(1), None)),
    type_leaf!("AnyI8", "8-bit integer", int(Some(8), None)),
    type_leaf!("AnyI16", "16-bit integer", int(Some(16), None)),
    type_leaf!("AnyI32", "32-bit integer", int(Some(32), None)),
    type_leaf!("AnyI64", "64-bit integer", int(Some(64), None)),
    type_leaf!("I1", "1-bit signless integer", int(Some(1), SIGNLESS)),
    type_leaf!("I8", "8-bit signless integer", int(Some(8), SIGNLESS)),
    type_leaf!("I16", "16-bit signless integer", int(Some(16), SIGNLESS)),
    type_leaf!("I32", "32-bit signless integer", int(Some(32), SIGNLESS)),
    type_leaf!("I64", "64-bit signless integer", int(Some(64), SIGNLESS)),
    type_leaf!("I128", "128-bit signless integer", int(Some(128), SIGNLESS)),
    type_leaf!("SI1", "1-bit signed integer", int(Some(1), SIGNED)),
    type_leaf!("SI8", "8-bit signed integer", int(Some(8), SIGNED)),
    type_leaf!("SI16", "16-bit signed integer", int(Some(16), SIGNED)),
    type_leaf!("SI32", "32-bit signed integer", int(Some(32), SIGNED)),
    type_leaf!("SI64", "64-bit signed integer", int(Some(64), SIGNED)),
    type_leaf!("UI1", "1-bit unsigned integer", int(Some(1), UNSIGNED)),
    type_leaf!("UI8", "8-bit unsigned integer", int(Some(8), UNSIGNED)),
    type_leaf!("UI16", "16-bit unsigned integer", int(Some(16), UNSIGNED)),
    type_leaf!("UI32", "32-bit unsigned integer", int(Some(32), UNSIGNED)),
    type_leaf!("UI64", "64-bit unsigned integer", int(Some(64), UNSIGNED)),
    type_leaf!("Index", "index", TypePred::Index),
    type_leaf!(
        "AnySignlessIntegerOrIndex",
        "signless integer or index",
        signless_int_or_index()
    ),
    type_leaf!("AnyFloat", "floating-point", TypePred::Float(None)),
    type_leaf!("F16", "16-bit float", TypePred::Float(Some(FloatKind::F16))),
    type_leaf!("F32", "32-bit float", TypePred::Float(Some(FloatKind::F32))),
    type_leaf!("F64", "64-bit float", TypePred::Float(Some(FloatKind::F64))),
    type_leaf!("F80", "80-bit float", TypePred::Float(Some(FloatKind::F80))),
    type_leaf!(
        "F128",
        "128-bit float",
        TypePred::Float(Some(FloatKind::F128))
    ),
    type_leaf!(
        "BF16",
        "bfloat16 type",
        TypePred::Float(Some(FloatKind::BF16))
    ),
    type_leaf!("TF32", "tf32 type", TypePred::Float(Some(FloatKind::TF32))),
    type_leaf!(
        "AnyComplex",
        "complex-type",
        TypePred::Complex(Box::new(TypePred::Any))
    ),
    type_leaf!("FunctionType", "function type", TypePred::Function),
    type_leaf!("AnyTuple", "tuple", TypePred::Tuple),
    type_leaf!(
        "AnyTensor",
        "tensor of any type values",
        TypePred::Tensor {
            ranked: None,
            ranks: None,
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyRankedTensor",
        "ranked tensor of any type values",
        TypePred::Tensor {
            ranked: Some(true),
            ranks: None,
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyUnrankedTensor",
        "unranked tensor of any type values",
        TypePred::Tensor {
            ranked: Some(false),
            ranks: None,
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyMemRef",
        "memref of any type values",
        TypePred::MemRef {
            ranked: Some(true),
            ranks: None,
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyUnrankedMemRef",
        "unranked.memref of any type values",
        TypePred::MemRef {
            ranked: Some(false),
            ranks: None,
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyRankedOrUnrankedMemRef",
        "ranked or unranked memref of any type values",
        TypePred::MemRef {
            ranked: None,
            ranks: None,
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyVector",
        "vector of any type values",
        TypePred::Vector {
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "AnyShaped",
        "shaped of any type values",
        TypePred::Shaped {
            element: Box::new(TypePred::Any)
        }
    ),
    type_leaf!(
        "BoolLike",
        "bool-like",
        or_container(int(Some(1), SIGNLESS))
    ),
    type_leaf!(
        "SignlessIntegerLike",
        "signless-integer-like",
        or_container(signless_int_or_index())
    ),
    type_leaf!(
        "FloatLike",
        "floating-point-like",
        or_container(TypePred::Float(None))
    ),
    type_leaf!(
        "SignlessIntegerOrFloatLike",
        "signless-integer-like or floating-point-like",
        TypePred::AnyOf(vec![
            or_container(signless_int_or_index()),
            or_container(TypePred::Float(None))
        ])
    ),
    leaf!(
        Type,
        Oxir,
        "SignlessIntegerOrIndexLike",
        "signless-integer-or-index-like",
        |_, s| ty(s, or_container(signless_int_or_index()))
    ),
    leaf!(Type, Oxir, "IntegerLike", "integer-like", |_, s| ty(
        s,
        or_container(TypePred::AnyOf(vec![int(None, None), TypePred::Index]))
    )),
    // MLIR's `Type<CPred<"...">, "summary">`: a predicate only code can say, here a Rust
    // function `fn(&Context, Type) -> bool`, with the words of its verifier messages.
    LibraryEntry {
        name: "TypeCheckedBy",
        kind: EntryKind::Type,
        params: &[ParamKind::Str, ParamKind::Str],
        required: 2,
        summary: "the types the Rust function {0} accepts, described as {1}",
        origin: Origin::Oxir,
        build: |args, _| {
            ty(
                arg_str(args, 1).unwrap_or_default(),
                TypePred::Custom {
                    path: arg_str(args, 0).unwrap_or_default(),
                },
            )
        },
    },
    param!(
        EntryKind::Type,
        "AnyTypeOf",
        [TypeList, Str],
        1,
        "{0} joined with `or`, or the given summary",
        |args, _| {
            let mut any = any_type_of(arg_types(args, 0));
            if let Some(summary) = arg_str(args, 1) {
                any.description = summary;
            }
            Built::Type(any)
        }
    ),
    param!(
        EntryKind::Type,
        "AllOfType",
        [TypeList, Str],
        1,
        "{0} joined with `and`, or the given summary",
        |args, _| {
            let types = arg_types(args, 0);
            let description = arg_str(args, 1).unwrap_or_else(|| {
                types
                    .iter()
                    .map(|t| t.description.as_str())
                    .collect::<Vec<_>>()
                    .join(" and ")
            });
            ty(
                description,
                TypePred::AllOf(types.into_iter().map(|t| t.pred).collect()),
            )
        }
    ),
    param!(
        EntryKind::Type,
        "Complex",
        [Type],
        1,
        "complex type with {0} elements",
        |args, _| {
            let element = any_type_of(arg_types(args, 0));
            ty(
                format!("complex type with {} elements", element.description),
                TypePred::Complex(Box::new(element.pred)),
            )
        }
    ),
    param!(
        EntryKind::Type,
        "TensorOf",
        [TypeList],
        1,
        "tensor of {0} values",
        |args, _| container("tensor", args, |element| TypePred::Tensor {
            ranked: None,
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "RankedTensorOf",
        [TypeList],
        1,
        "ranked tensor of {0} values",
        |args, _| container("ranked tensor", args, |element| TypePred::Tensor {
            ranked: Some(true),
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "UnrankedTensorOf",
        [TypeList],
        1,
        "unranked tensor of {0} values",
        |args, _| container("unranked tensor", args, |element| TypePred::Tensor {
            ranked: Some(false),
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "StaticShapeTensorOf",
        [TypeList],
        1,
        "statically shaped tensor of {0} values",
        |args, _| static_shaped("tensor", args, |element| TypePred::Tensor {
            ranked: Some(true),
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "StaticShapeMemRefOf",
        [TypeList],
        1,
        "statically shaped memref of {0} values",
        |args, _| static_shaped("memref", args, |element| TypePred::MemRef {
            ranked: Some(true),
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "TensorRankOf",
        [TypeList, IntList],
        2,
        "{1} tensor of {0} values, e.g. `1D/2D tensor of ...`",
        |args, _| {
            let ranks = arg_ints(args, 1);
            let noun = format!("{} tensor", ranks_text(&ranks));
            container(&noun, args, |element| TypePred::Tensor {
                ranked: Some(true),
                ranks: Some(ranks.clone()),
                element,
            })
        }
    ),
    param!(
        EntryKind::Type,
        "MemRefOf",
        [TypeList],
        1,
        "memref of {0} values",
        |args, _| container("memref", args, |element| TypePred::MemRef {
            ranked: Some(true),
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "UnrankedMemRefOf",
        [TypeList],
        1,
        "unranked.memref of {0} values",
        |args, _| container("unranked.memref", args, |element| TypePred::MemRef {
            ranked: Some(false),
            ranks: None,
            element
        })
    ),
    param!(
        EntryKind::Type,
        "MemRefRankOf",
        [TypeList, IntList],
        2,
        "{1} memref of {0} values",
        |args, _| {
            let ranks = arg_ints(args, 1);
            let noun = format!("{} memref", ranks_text(&ranks));
            container(&noun, args, |element| TypePred::MemRef {
                ranked: Some(true),
                ranks: Some(ranks.clone()),
                element,
            })
        }
    ),
    param!(
        EntryKind::Type,
        "VectorOf",
        [TypeList],
        1,
        "vector of {0} values",
        |args, _| container("vector", args, |element| TypePred::Vector { element })
    ),
    param!(
        EntryKind::Type,
        "ShapedOf",
        [TypeList],
        1,
        "shaped of {0} values",
        |args, _| container("shaped", args, |element| TypePred::Shaped { element })
    ),
    param!(
        EntryKind::TypeModifier(TypeModifier::Variadic),
        "Variadic",
        [Type],
        1,
        "variadic of {0}",
        unused
    ),
    param!(
        EntryKind::TypeModifier(TypeModifier::Optional),
        "Optional",
        [Type],
        1,
        "{0}",
        unused
    ),
    param!(
        EntryKind::TypeModifier(TypeModifier::VariadicOfVariadic),
        "VariadicOfVariadic",
        [Type, Str],
        2,
        "variadic of {0}, grouped by the sizes in attribute {1}",
        unused
    ),
    // ----- Attributes ------------------------------------------------------------------------
    attr_leaf!("AnyAttr", "any attribute", AttrPred::Any),
    attr_leaf!("BoolAttr", "bool attribute", AttrPred::Bool),
    attr_leaf!("IndexAttr", "index attribute", AttrPred::Index),
    attr_leaf!(
        "APIntAttr",
        "arbitrary integer attribute",
        AttrPred::AnyInteger
    ),
    attr_leaf!(
        "AnyI1Attr",
        "1-bit integer attribute",
        int_attr(Some(1), None)
    ),
    attr_leaf!(
        "AnyI8Attr",
        "8-bit integer attribute",
        int_attr(Some(8), None)
    ),
    attr_leaf!(
        "AnyI16Attr",
        "16-bit integer attribute",
        int_attr(Some(16), None)
    ),
    attr_leaf!(
        "AnyI32Attr",
        "32-bit integer attribute",
        int_attr(Some(32), None)
    ),
    attr_leaf!(
        "AnyI64Attr",
        "64-bit integer attribute",
        int_attr(Some(64), None)
    ),
    attr_leaf!(
        "I1Attr",
        "1-bit signless integer attribute",
        int_attr(Some(1), SIGNLESS)
    ),
    attr_leaf!(
        "I8Attr",
        "8-bit signless integer attribute",
        int_attr(Some(8), SIGNLESS)
    ),
    attr_leaf!(
        "I16Attr",
        "16-bit signless integer attribute",
        int_attr(Some(16), SIGNLESS)
    ),
    attr_leaf!(
        "I32Attr",
        "32-bit signless integer attribute",
        int_attr(Some(32), SIGNLESS)
    ),
    attr_leaf!(
        "I64Attr",
        "64-bit signless integer attribute",
        int_attr(Some(64), SIGNLESS)
    ),
    attr_leaf!(
        "SI1Attr",
        "1-bit signed integer attribute",
        int_attr(Some(1), SIGNED)
    ),
    attr_leaf!(
        "SI8Attr",
        "8-bit signed integer attribute",
        int_attr(Some(8), SIGNED)
    ),
    attr_leaf!(
        "SI16Attr",
        "16-bit signed integer attribute",
        int_attr(Some(16), SIGNED)
    ),
    attr_leaf!(
        "SI32Attr",
        "32-bit signed integer attribute",
        int_attr(Some(32), SIGNED)
    ),
    attr_leaf!(
        "SI64Attr",
        "64-bit signed integer attribute",
        int_attr(Some(64), SIGNED)
    ),
    attr_leaf!(
        "UI1Attr",
        "1-bit unsigned integer attribute",
        int_attr(Some(1), UNSIGNED)
    ),
    attr_leaf!(
        "UI8Attr",
        "8-bit unsigned integer attribute",
        int_attr(Some(8), UNSIGNED)
    ),
    attr_leaf!(
        "UI16Attr",
        "16-bit unsigned integer attribute",
        int_attr(Some(16), UNSIGNED)
    ),
    attr_leaf!(
        "UI32Attr",
        "32-bit unsigned integer attribute",
        int_attr(Some(32), UNSIGNED)
    ),
    attr_leaf!(
        "UI64Attr",
        "64-bit unsigned integer attribute",
        int_attr(Some(64), UNSIGNED)
    ),
    attr_leaf!(
        "F32Attr",
        "32-bit float attribute",
        AttrPred::Float(Some(FloatKind::F32))
    ),
    attr_leaf!(
        "F64Attr",
        "64-bit float attribute",
        AttrPred::Float(Some(FloatKind::F64))
    ),
    attr_leaf!("StrAttr", "string attribute", AttrPred::String),
    attr_leaf!("SymbolNameAttr", "string attribute", AttrPred::String),
    attr_leaf!("UnitAttr", "unit attribute", AttrPred::Unit),
    attr_leaf!(
        "TypeAttr",
        "any type attribute",
        AttrPred::Type(Box::new(TypePred::Any))
    ),
    attr_leaf!(
        "DictionaryAttr",
        "dictionary of named attribute values",
        AttrPred::Dictionary
    ),
    attr_leaf!(
        "ElementsAttr",
        "constant vector/tensor attribute",
        AttrPred::Elements
    ),
    leaf!(
        Attr,
        Oxir,
        "DenseElementsAttr",
        "dense vector/tensor attribute",
        |_, s| at(s, AttrPred::DenseElements)
    ),
    attr_leaf!(
        "AnyIntElementsAttr",
        "integer elements attribute",
        AttrPred::DenseIntElements(Box::new(int(None, None)))
    ),
    attr_leaf!(
        "IndexElementsAttr",
        "index elements attribute",
        AttrPred::DenseIntElements(Box::new(TypePred::Index))
    ),
    attr_leaf!(
        "I32ElementsAttr",
        "32-bit signless integer elements attribute",
        AttrPred::DenseIntElements(Box::new(int(Some(32), SIGNLESS)))
    ),
    attr_leaf!(
        "I64ElementsAttr",
        "64-bit signless integer elements attribute",
        AttrPred::DenseIntElements(Box::new(int(Some(64), SIGNLESS)))
    ),
    attr_leaf!(
        "F64ElementsAttr",
        "64-bit float elements attribute",
        AttrPred::DenseFloatElements(Box::new(TypePred::Float(Some(FloatKind::F64))))
    ),
    attr_leaf!(
        "StringElementsAttr",
        "string elements attribute",
        AttrPred::DenseStringElements
    ),
    attr_leaf!(
        "DenseBoolArrayAttr",
        "i1 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::I1)
    ),
    attr_leaf!(
        "DenseI8ArrayAttr",
        "i8 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::I8)
    ),
    attr_leaf!(
        "DenseI16ArrayAttr",
        "i16 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::I16)
    ),
    attr_leaf!(
        "DenseI32ArrayAttr",
        "i32 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::I32)
    ),
    attr_leaf!(
        "DenseI64ArrayAttr",
        "i64 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::I64)
    ),
    attr_leaf!(
        "DenseF32ArrayAttr",
        "f32 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::F32)
    ),
    attr_leaf!(
        "DenseF64ArrayAttr",
        "f64 dense array attribute",
        AttrPred::DenseArray(DenseArrayElement::F64)
    ),
    attr_leaf!("AffineMapAttr", "AffineMap attribute", AttrPred::AffineMap),
    attr_leaf!(
        "IntegerSetAttr",
        "IntegerSet attribute",
        AttrPred::IntegerSet
    ),
    attr_leaf!("LocationAttr", "location attribute", AttrPred::Location),
    attr_leaf!("ArrayAttr", "array attribute", AttrPred::Array(None)),
    attr_leaf!(
        "BoolArrayAttr",
        "1-bit boolean array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::Bool)))
    ),
    attr_leaf!(
        "I32ArrayAttr",
        "32-bit integer array attribute",
        AttrPred::Array(Some(Box::new(int_attr(Some(32), SIGNLESS))))
    ),
    attr_leaf!(
        "I64ArrayAttr",
        "64-bit integer array attribute",
        AttrPred::Array(Some(Box::new(int_attr(Some(64), SIGNLESS))))
    ),
    attr_leaf!(
        "F32ArrayAttr",
        "32-bit float array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::Float(Some(FloatKind::F32)))))
    ),
    attr_leaf!(
        "F64ArrayAttr",
        "64-bit float array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::Float(Some(FloatKind::F64)))))
    ),
    attr_leaf!(
        "StrArrayAttr",
        "string array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::String)))
    ),
    attr_leaf!(
        "TypeArrayAttr",
        "type array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::Type(Box::new(TypePred::Any)))))
    ),
    attr_leaf!(
        "DictArrayAttr",
        "Array of dictionary attributes",
        AttrPred::Array(Some(Box::new(AttrPred::Dictionary)))
    ),
    attr_leaf!(
        "AffineMapArrayAttr",
        "AffineMap array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::AffineMap)))
    ),
    attr_leaf!(
        "SymbolRefArrayAttr",
        "symbol ref array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::SymbolRef { flat: false })))
    ),
    attr_leaf!(
        "FlatSymbolRefArrayAttr",
        "flat symbol ref array attribute",
        AttrPred::Array(Some(Box::new(AttrPred::SymbolRef { flat: true })))
    ),
    attr_leaf!(
        "SymbolRefAttr",
        "symbol reference attribute",
        AttrPred::SymbolRef { flat: false }
    ),
    attr_leaf!(
        "FlatSymbolRefAttr",
        "flat symbol reference attribute",
        AttrPred::SymbolRef { flat: true }
    ),
    attr_leaf!("TypedAttrInterface", "TypedAttr instance", AttrPred::Typed),
    leaf!(Attr, Oxir, "TypedAttr", "TypedAttr instance", |_, s| at(
        s,
        AttrPred::Typed
    )),
    param!(
        EntryKind::Attr,
        "TypeAttrOf",
        [Type],
        1,
        "type attribute of {0}",
        |args, _| {
            let inner = any_type_of(arg_types(args, 0));
            at(
                format!("type attribute of {}", inner.description),
                AttrPred::Type(Box::new(inner.pred)),
            )
        }
    ),
    param!(
        EntryKind::Attr,
        "TypedArrayAttrBase",
        [Attr, Str],
        2,
        "{1}",
        |args, _| {
            let element = arg_attrs(args, 0).pop().map(|e| Box::new(e.pred));
            at(
                arg_str(args, 1).unwrap_or_default(),
                AttrPred::Array(element),
            )
        }
    ),
    param!(
        EntryKind::Attr,
        "AnyAttrOf",
        [AttrList, Str],
        1,
        "{0} joined with `or`, or the given summary",
        |args, _| {
            let attrs = arg_attrs(args, 0);
            let description = arg_str(args, 1).unwrap_or_else(|| {
                attrs
                    .iter()
                    .map(|a| a.description.as_str())
                    .collect::<Vec<_>>()
                    .join(" or ")
            });
            at(
                description,
                AttrPred::AnyOf(attrs.into_iter().map(|a| a.pred).collect()),
            )
        }
    ),
    param!(
        EntryKind::Attr,
        "ConfinedAttr",
        [Attr, AttrPredicateList],
        2,
        "{0} followed by the words of each predicate",
        confined
    ),
    param!(
        EntryKind::Attr,
        "Confined",
        [Attr, AttrPredicateList],
        2,
        "{0} followed by the words of each predicate (MLIR's older name of `ConfinedAttr`)",
        confined
    ),
    param!(
        EntryKind::AttrModifier(AttrModifier::Optional),
        "OptionalAttr",
        [Attr],
        1,
        "{0}",
        unused
    ),
    param!(
        EntryKind::AttrModifier(AttrModifier::DefaultValued),
        "DefaultValuedAttr",
        [Attr, Str],
        2,
        "{0}",
        unused
    ),
    param!(
        EntryKind::AttrModifier(AttrModifier::DefaultValuedOptional),
        "DefaultValuedOptionalAttr",
        [Attr, Str],
        2,
        "{0}",
        unused
    ),
    param!(
        EntryKind::AttrModifier(AttrModifier::DefaultValuedStr),
        "DefaultValuedStrAttr",
        [Attr, Str],
        2,
        "{0}",
        unused
    ),
    param!(
        EntryKind::AttrModifier(AttrModifier::DefaultValuedOptionalStr),
        "DefaultValuedOptionalStrAttr",
        [Attr, Str],
        2,
        "{0}",
        unused
    ),
    // ----- Attribute value predicates ---------------------------------------------------------
    param!(
        EntryKind::AttrPredicate,
        "IntNEQValue",
        [Int],
        1,
        "whose value is not {0}",
        |args, _| {
            let n = arg_int(args, 0);
            at(format!("whose value is not {n}"), AttrPred::IntNe(n))
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "IntMinValue",
        [Int],
        1,
        "whose minimum value is {0}",
        |args, _| {
            let n = arg_int(args, 0);
            at(format!("whose minimum value is {n}"), AttrPred::IntMin(n))
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "IntMaxValue",
        [Int],
        1,
        "whose maximum value is {0}",
        |args, _| {
            let n = arg_int(args, 0);
            at(format!("whose maximum value is {n}"), AttrPred::IntMax(n))
        }
    ),
    leaf!(
        AttrPredicate,
        Mlir,
        "IntNonNegative",
        "whose value is non-negative",
        |_, s| at(s, AttrPred::IntNonNegative)
    ),
    leaf!(
        AttrPredicate,
        Mlir,
        "IntPositive",
        "whose value is positive",
        |_, s| at(s, AttrPred::IntPositive)
    ),
    param!(
        EntryKind::AttrPredicate,
        "ArrayMinCount",
        [Int],
        1,
        "with at least {0} elements",
        |args, _| {
            let n = arg_int(args, 0);
            at(
                format!("with at least {n} elements"),
                AttrPred::ArrayMinCount(n),
            )
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "ArrayMaxCount",
        [Int],
        1,
        "with at most {0} elements",
        |args, _| {
            let n = arg_int(args, 0);
            at(
                format!("with at most {n} elements"),
                AttrPred::ArrayMaxCount(n),
            )
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "ArrayCount",
        [Int],
        1,
        "with exactly {0} elements",
        |args, _| {
            let n = arg_int(args, 0);
            at(
                format!("with exactly {n} elements"),
                AttrPred::ArrayCount(n),
            )
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "DenseArrayCount",
        [Int],
        1,
        "with exactly {0} elements",
        |args, _| {
            let n = arg_int(args, 0);
            at(
                format!("with exactly {n} elements"),
                AttrPred::DenseArrayCount(n),
            )
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "DenseArrayMaxCt",
        [Int],
        1,
        "with at most {0} elements",
        |args, _| {
            let n = arg_int(args, 0);
            at(
                format!("with at most {n} elements"),
                AttrPred::DenseArrayMaxCount(n),
            )
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "DenseArrayMinCt",
        [Int],
        1,
        "with at least {0} elements",
        |args, _| {
            let n = arg_int(args, 0);
            at(
                format!("with at least {n} elements"),
                AttrPred::DenseArrayMinCount(n),
            )
        }
    ),
    param!(
        EntryKind::AttrPredicate,
        "AllAttrOf",
        [AttrPredicateList],
        1,
        "{0} joined with `and`",
        |args, _| {
            let preds = arg_attrs(args, 0);
            at(
                preds
                    .iter()
                    .map(|p| p.description.as_str())
                    .collect::<Vec<_>>()
                    .join(" and "),
                AttrPred::AllOf(preds.into_iter().map(|p| p.pred).collect()),
            )
        }
    ),
];

/// MLIR's `ConfinedAttr`: the base's summary followed by each predicate's, all must hold.
fn confined(args: &[ArgValue], _: &'static str) -> Built {
    let base = arg_attrs(args, 0).pop().unwrap_or(Described {
        description: String::new(),
        pred: AttrPred::Any,
    });
    let preds = arg_attrs(args, 1);
    let mut description = base.description;
    for p in &preds {
        description.push(' ');
        description.push_str(&p.description);
    }
    let mut all = vec![base.pred];
    all.extend(preds.into_iter().map(|p| p.pred));
    at(description, AttrPred::AllOf(all))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = BUILTIN.iter().map(|e| e.name).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len());
    }

    #[test]
    fn every_required_entry_of_the_issue_is_present() {
        let library = Library::builtin();
        for name in [
            "AnyType",
            "AnyInteger",
            "AnySignlessInteger",
            "AnySignedInteger",
            "AnyUnsignedInteger",
            "I1",
            "I8",
            "I16",
            "I32",
            "I64",
            "I128",
            "SI32",
            "UI8",
            "Index",
            "F16",
            "BF16",
            "F32",
            "F64",
            "AnyFloat",
            "FloatLike",
            "SignlessIntegerLike",
            "SignlessIntegerOrIndexLike",
            "BoolLike",
            "IntegerLike",
            "AnyComplex",
            "AnyTensor",
            "AnyRankedTensor",
            "AnyMemRef",
            "AnyVector",
            "AnyShaped",
            "TensorOf",
            "RankedTensorOf",
            "MemRefOf",
            "VectorOf",
            "AnyTypeOf",
            "Variadic",
            "Optional",
            "I1Attr",
            "I8Attr",
            "I16Attr",
            "I32Attr",
            "I64Attr",
            "SI32Attr",
            "UI64Attr",
            "IndexAttr",
            "F32Attr",
            "F64Attr",
            "StrAttr",
            "BoolAttr",
            "UnitAttr",
            "ArrayAttr",
            "DictionaryAttr",
            "TypeAttr",
            "TypeAttrOf",
            "SymbolNameAttr",
            "FlatSymbolRefAttr",
            "SymbolRefAttr",
            "DenseElementsAttr",
            "ElementsAttr",
            "TypedAttr",
            "AffineMapAttr",
            "DenseI32ArrayAttr",
            "DenseI64ArrayAttr",
            "I64ArrayAttr",
            "StrArrayAttr",
            "TypeArrayAttr",
            "Confined",
            "ConfinedAttr",
            "DefaultValuedAttr",
            "OptionalAttr",
            "IntMinValue",
            "IntMaxValue",
            "IntPositive",
            "IntNonNegative",
            "ArrayMinCount",
            "ArrayCount",
        ] {
            assert!(library.lookup(name).is_some(), "missing `{name}`");
        }
    }

    #[test]
    fn leaf_builders_use_the_summary() {
        let Some(Lookup::Builtin(entry)) = Library::builtin().lookup("I64Attr") else {
            panic!("I64Attr is builtin");
        };
        assert_eq!(
            entry.build(&[]),
            Built::Attr(Described {
                description: "64-bit signless integer attribute".into(),
                pred: int_attr(Some(64), SIGNLESS),
            })
        );
    }

    #[test]
    fn signatures_show_parameters() {
        let sig = |name| match Library::builtin().lookup(name) {
            Some(Lookup::Builtin(e)) => e.signature(),
            _ => String::new(),
        };
        assert_eq!(sig("TensorOf"), "TensorOf<[type, ...]>");
        assert_eq!(
            sig("AnyTypeOf"),
            "AnyTypeOf<[type, ...], \"string\" (optional)>"
        );
        assert_eq!(sig("I32"), "I32");
        assert_eq!(
            sig("TypeCheckedBy"),
            "TypeCheckedBy<\"string\", \"string\">"
        );
    }

    #[test]
    fn buildable_types_are_the_single_ones() {
        assert!(int(Some(32), SIGNLESS).is_buildable());
        assert!(TypePred::Index.is_buildable());
        assert!(!int(None, SIGNLESS).is_buildable());
        assert!(!TypePred::Float(None).is_buildable());
        assert!(TypePred::Complex(Box::new(TypePred::Float(Some(FloatKind::F32)))).is_buildable());
    }

    #[test]
    fn custom_constraints_are_checked_when_added() {
        let mut library = Library::builtin();
        let custom = |name: &str, rust: &str| CustomConstraint {
            name: name.into(),
            kind: ConstraintKind::Type,
            rust: rust.into(),
            description: "even integer".into(),
            span: Span::new(0, 3, 9),
        };
        assert!(
            library
                .add_custom(custom("EvenInt", "crate::checks::even"))
                .is_ok()
        );
        let err = library.add_custom(custom("EvenInt", "a::b")).unwrap_err();
        assert_eq!(err.message, "constraint `EvenInt` is already defined");
        let err = library.add_custom(custom("I32", "a::b")).unwrap_err();
        assert_eq!(err.message, "constraint `I32` is already defined");
        let err = library.add_custom(custom("Odd", "a::b c")).unwrap_err();
        assert_eq!(err.message, "`a::b c` is not a Rust function path");
        assert_eq!(err.span, Span::new(0, 3, 9));
        assert!(library.names_of(EntryKind::Type).any(|n| n == "EvenInt"));
        assert!(!library.names_of(EntryKind::Attr).any(|n| n == "EvenInt"));
    }
}
