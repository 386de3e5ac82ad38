//! The parser and printer emitted for an op's declarative assembly format, as MLIR's
//! `OpFormatGen` writes them: a `parse_custom_form` function (the op's `ParseHook`) and a
//! `print_custom_form` function (its `PrintHook`) written against the runtime's `OpAsmParser` /
//! `OpAsmPrinter` and the helpers of `oxir::format_support`, with MLIR's spacing rules.
//!
//! Every element of the format language is generated: literals and whitespace, operands,
//! attributes (enum cases as keywords, symbol names, unit attributes, values of a fixed type
//! printed without it), regions (single and variadic, with `SingleBlockImplicitTerminator`),
//! successors, `attr-dict` (default values elided) and `attr-dict-with-keyword`, `prop-dict`,
//! `type`, `functional-type`, `qualified`, `operands`, `results`, `regions`, `successors`,
//! optional groups with else branches and any anchor, `oilist`, and `custom<Name>` directives
//! calling Rust functions of the module the spec names (their signatures are in
//! [`custom`]). Types the format does not print come from buildable constraints, the
//! type-equality traits, `TypesMatchWith` transforms or `FirstAttrDerivedResultType`.
//!
//! The format was checked against the op when the spec was read (`crate::lang::format`); this
//! module only writes code. Submodules: `print` (the printer), `parse` (the parser's
//! elements), `resolve` (what the parser does after the last element: types, operands,
//! regions, successors, segment sizes, properties), `custom` (the arguments of custom
//! directives).

mod custom;
mod parse;
mod print;

pub(super) use print::space_before;
mod resolve;

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::diag::SpecDiagnostic;
use crate::lang::constraint::{Presence, Variadicity};
use crate::lang::format::{Element, ElementKind, Format, is_keyword};
use crate::lang::library::{AttrPred, FloatKind, Signedness, TypePred};
use crate::model::{AttrStorage, Dialect, Enum};
use crate::names;
use crate::resolved::{ResolvedOp, Segments};

/// The emitted `parse_custom_form` and `print_custom_form` functions (methods of the op's
/// wrapper) and the descriptor setters registering them.
pub struct EmittedFormat {
    /// The two functions.
    pub methods: TokenStream,
    /// `.with_parse(Self::parse_custom_form).with_print(Self::print_custom_form)`.
    pub hooks: TokenStream,
}

/// Emits the parser and printer of `format` for `op` of `dialect`; errors name what cannot be
/// generated (a result type nothing gives, a malformed `custom` string).
pub fn emit_format(
    dialect: &Dialect,
    op: &ResolvedOp,
    format: &Format,
) -> Result<EmittedFormat, Vec<SpecDiagnostic>> {
    let mut g = Gen::new(dialect, op, format);
    let print = g.printer();
    let parse = g.parser();
    // The printer and the parser meet the same element: its error is reported once.
    let mut errors: Vec<SpecDiagnostic> = Vec::new();
    for e in std::mem::take(&mut g.errors) {
        if !errors.contains(&e) {
            errors.push(e);
        }
    }
    g.errors = errors;
    if !g.errors.is_empty() {
        return Err(g.errors);
    }
    let methods = quote! {
        /// Parses the op's custom form, as its assembly format reads it.
        #[allow(unused_mut, unused_variables, unused_assignments, clippy::all)]
        fn parse_custom_form(
            p: &mut ::oxir::text::parser::OpAsmParser<'_, '_>,
            state: &mut ::oxir::OperationState,
        ) -> ::oxir::text::parser::ParseResult<()> {
            #parse
        }

        /// Prints the op's custom form, as its assembly format writes it.
        #[allow(unused_variables, clippy::all)]
        fn print_custom_form(p: &mut ::oxir::text::printer::OpAsmPrinter<'_>, op: ::oxir::OpId) {
            #print
        }
    };
    Ok(EmittedFormat {
        methods,
        hooks: quote!(.with_parse(Self::parse_custom_form).with_print(Self::print_custom_form)),
    })
}

/// What a `$name` of the format refers to, by index in the op's lists.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

/// How many items a variable stands for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Len {
    Single,
    Optional,
    Variadic,
}

/// The lists of types a `type(...)` or `functional-type(...)` names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum TypeTarget {
    /// One operand or result group.
    Group(Var),
    /// `operands`.
    AllOperands,
    /// `results`.
    AllResults,
}

/// How an attribute variable is written, as MLIR picks it from the attribute's constraint.
#[derive(Clone, Debug)]
enum AttrForm {
    /// An enum case (MLIR's `EnumAttrInfo` attributes): a keyword or a string.
    Enum {
        /// The generated Rust enum.
        rust: Ident,
        /// The cases printed bare; the others print quoted.
        bare: Vec<String>,
        /// The cases read as keywords.
        keywords: Vec<String>,
        /// Every case, for the parser's message.
        cases: Vec<String>,
    },
    /// `SymbolNameAttr`: `@name`.
    Symbol,
    /// A dialect attribute with a format (an `[[attr]]`, or an enum's attribute form) written
    /// stripped of `#dialect.mnemonic`, as MLIR's `printStrippedAttrOrType` does (`<nsw>`).
    Stripped {
        /// Its generated view.
        view: Ident,
        /// The token its stripped form starts with, which tells an optional one is here.
        start: Option<TokenStream>,
    },
    /// A value whose type the constraint fixes: printed without `: type`, read with the type.
    Typed(TokenStream),
    /// A string, array or symbol reference attribute: read as optional only when the next
    /// token starts one (the `parse_optional_*_attr` method to call), as MLIR's parsers of
    /// these storage types do.
    Started(Ident),
    /// An attribute with a type (`TypedAttrInterface`): the generic syntax, the type kept.
    AnyTyped,
    /// A dense integer or boolean array (`DenseI64ArrayAttr`, ...), written `[1, 2]` as MLIR's
    /// `DenseArrayAttr` prints itself in a format; the element width in bits.
    DenseIntArray(u32),
    /// Anything else: the generic attribute syntax.
    Generic,
}

/// What the format prints, found before generating anything.
#[derive(Default)]
struct Uses {
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    /// Per operand group: whether `type($x)` prints its types.
    operand_types: Vec<bool>,
    /// Per result group: whether `type($x)` prints its types.
    result_types: Vec<bool>,
    /// Per attribute: whether the format binds it (`$x` outside `ref`).
    attrs: Vec<bool>,
    prop_dict: bool,
    /// The attributes (`qualified($x)`) and operand or result groups (`qualified(type($x))`)
    /// the format prints in full, with their `#dialect.mnemonic` or `!dialect.mnemonic`.
    qualified: Vec<Var>,
}

/// The generator of one op's format: the op, what its format uses, and the errors found.
struct Gen<'a> {
    dialect: &'a Dialect,
    op: &'a ResolvedOp,
    format: &'a Format,
    uses: Uses,
    /// The terminator `SingleBlockImplicitTerminator` names, if the op has the trait.
    implicit_terminator: Option<String>,
    /// Whether the op has `SingleBlock` (parsed regions get an entry block).
    single_block: bool,
    /// The Rust module of the custom directives.
    custom_module: Option<String>,
    errors: Vec<SpecDiagnostic>,
}

impl<'a> Gen<'a> {
    fn new(dialect: &'a Dialect, op: &'a ResolvedOp, format: &'a Format) -> Self {
        let implicit_terminator = (op.traits.iter())
            .find(|t| t.spec.name.as_str() == "SingleBlockImplicitTerminator")
            .and_then(|t| t.spec.args.as_ref()?.first())
            .map(|a| a.as_str().trim().trim_matches('"').to_string());
        let single_block = op.has_trait("SingleBlock");
        let custom_module = (op.spec.custom_directives)
            .as_ref()
            .or(dialect.custom_directives.as_ref())
            .map(|m| m.value.clone());
        let mut g = Gen {
            dialect,
            op,
            format,
            uses: Uses {
                operand_types: vec![false; op.operands.len()],
                result_types: vec![false; op.results.len()],
                attrs: vec![false; op.attributes.len()],
                ..Uses::default()
            },
            implicit_terminator,
            single_block,
            custom_module,
            errors: Vec::new(),
        };
        let elements = &format.elements;
        for e in elements {
            g.find_uses(e, false);
        }
        g.sub_group_uses();
        g
    }

    /// The attribute sizing the sub-groups of each `VariadicOfVariadic` operand is the
    /// parser's to fill (from the groups it read) and not `attr-dict`'s to print, as if the
    /// format bound it.
    fn sub_group_uses(&mut self) {
        for i in 0..self.op.operands.len() {
            let Some(segment_attr) = self.sub_group_attr(Var::Operand(i)) else {
                continue;
            };
            if self.uses.all_operands || self.uses.all_operand_types {
                self.errors.push(
                    SpecDiagnostic::error(
                        self.format.span,
                        format!(
                            "`operands` and `type(operands)` with the `VariadicOfVariadic` operand `{}` are not generated yet",
                            self.name(Var::Operand(i))
                        ),
                    )
                    .with_help(format!("write `${}` and `type(${})`", self.name(Var::Operand(i)), self.name(Var::Operand(i)))),
                );
            }
            if let Some(Var::Attr(a)) = self.lookup(segment_attr) {
                self.uses.attrs[a] = true;
            }
        }
    }

    /// The attribute sizing the sub-groups of `var`, when it is a `VariadicOfVariadic` operand.
    fn sub_group_attr(&self, var: Var) -> Option<&'a str> {
        match var {
            Var::Operand(i) => match &self.op.operands[i].constraint.variadicity {
                Variadicity::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
                _ => None,
            },
            _ => None,
        }
    }

    /// The parser's sub-groups of `VariadicOfVariadic` operand `var` (`cases_operand_groups`).
    fn operand_groups_ident(&self, var: Var) -> Ident {
        format_ident!("{}_operand_groups", names::snake_case(self.name(var)))
    }

    /// The parser's sub-groups of the types of `VariadicOfVariadic` operand `var`.
    fn type_groups_ident(&self, var: Var) -> Ident {
        format_ident!("{}_type_groups", names::snake_case(self.name(var)))
    }

    /// The printer's `Vec<Vec<Type>>` of the sub-groups of `VariadicOfVariadic` operand `var`.
    fn sub_group_types(&self, var: Var) -> TokenStream {
        let accessor = self.accessor(var);
        quote!(this
            .#accessor(ctx, body)
            .iter()
            .map(|g| g.iter().map(|&v| body.value_type(v)).collect())
            .collect::<Vec<Vec<::oxir::Type>>>())
    }

    /// Records what `e` prints; `in_ref` under `ref(...)`, which prints nothing.
    fn find_uses(&mut self, e: &Element, in_ref: bool) {
        match &e.kind {
            ElementKind::Variable(name) => {
                if let (Some(Var::Attr(i)), false) = (self.lookup(name), in_ref) {
                    self.uses.attrs[i] = true;
                }
            }
            ElementKind::Operands if !in_ref => self.uses.all_operands = true,
            ElementKind::Regions if !in_ref => self.uses.all_regions = true,
            ElementKind::Successors if !in_ref => self.uses.all_successors = true,
            ElementKind::PropDict if !in_ref => self.uses.prop_dict = true,
            ElementKind::Type(inner) if !in_ref => self.find_type_use(inner),
            ElementKind::FunctionalType(a, b) => {
                self.find_type_use(a);
                self.find_type_use(b);
            }
            ElementKind::Qualified(inner) => {
                let var = match &inner.kind {
                    ElementKind::Type(target) => match self.type_target(target) {
                        Some(TypeTarget::Group(var)) => Some(var),
                        _ => None,
                    },
                    _ => self.var_of(inner),
                };
                self.uses.qualified.extend(var);
                self.find_uses(inner, in_ref)
            }
            ElementKind::Ref(inner) => self.find_uses(inner, true),
            ElementKind::Custom { args, .. } => {
                for a in args {
                    self.find_uses(a, in_ref);
                }
            }
            ElementKind::Oilist(clauses) => {
                for c in clauses {
                    for e in &c.elements {
                        self.find_uses(e, in_ref);
                    }
                }
            }
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => {
                for e in then_elements.iter().chain(else_elements) {
                    self.find_uses(e, in_ref);
                }
            }
            _ => {}
        }
    }

    fn find_type_use(&mut self, e: &Element) {
        match self.type_target(e) {
            Some(TypeTarget::AllOperands) => self.uses.all_operand_types = true,
            Some(TypeTarget::AllResults) => self.uses.all_result_types = true,
            Some(TypeTarget::Group(Var::Operand(i))) => self.uses.operand_types[i] = true,
            Some(TypeTarget::Group(Var::Result(i))) => self.uses.result_types[i] = true,
            _ => {}
        }
    }

    // ---- the op's entities ----

    fn lookup(&self, name: &str) -> Option<Var> {
        let op = self.op;
        let find = |names: Vec<&str>| names.iter().position(|n| *n == name);
        if let Some(i) = find(op.operands.iter().map(|o| o.name()).collect()) {
            return Some(Var::Operand(i));
        }
        if let Some(i) = find(op.results.iter().map(|o| o.name()).collect()) {
            return Some(Var::Result(i));
        }
        if let Some(i) = find(op.attributes.iter().map(|a| a.name()).collect()) {
            return Some(Var::Attr(i));
        }
        if let Some(i) = find(op.regions.iter().map(|r| r.name()).collect()) {
            return Some(Var::Region(i));
        }
        find(op.successors.iter().map(|s| s.name()).collect()).map(Var::Successor)
    }

    /// The variable an element names (`$x`, or `$x` under `qualified`).
    fn var_of(&self, e: &Element) -> Option<Var> {
        match &e.kind {
            ElementKind::Variable(name) => self.lookup(name),
            ElementKind::Qualified(inner) => self.var_of(inner),
            _ => None,
        }
    }

    /// What `type(x)` or a side of `functional-type(...)` names.
    fn type_target(&self, e: &Element) -> Option<TypeTarget> {
        match &e.kind {
            ElementKind::Operands => Some(TypeTarget::AllOperands),
            ElementKind::Results => Some(TypeTarget::AllResults),
            ElementKind::Variable(name) => match self.lookup(name)? {
                var @ (Var::Operand(_) | Var::Result(_)) => Some(TypeTarget::Group(var)),
                _ => None,
            },
            _ => None,
        }
    }

    fn name(&self, var: Var) -> &'a str {
        let op = self.op;
        match var {
            Var::Operand(i) => op.operands[i].name(),
            Var::Result(i) => op.results[i].name(),
            Var::Attr(i) => op.attributes[i].name(),
            Var::Region(i) => op.regions[i].spec.name.as_str(),
            Var::Successor(i) => op.successors[i].spec.name.as_str(),
        }
    }

    /// The accessor of `var` on the op's wrapper.
    fn accessor(&self, var: Var) -> Ident {
        format_ident!("{}", names::accessor_name(self.name(var)))
    }

    /// The printer's binding of single entity `var` (`lhs_one`, see `single_bindings`).
    fn single(&self, var: Var) -> TokenStream {
        let ident = format_ident!("{}_one", names::snake_case(self.name(var)));
        quote!(#ident)
    }

    fn len(&self, var: Var) -> Len {
        let of_values = |v: &Variadicity| match v {
            Variadicity::Single => Len::Single,
            Variadicity::Optional => Len::Optional,
            _ => Len::Variadic,
        };
        let of_flag = |variadic: bool| {
            if variadic { Len::Variadic } else { Len::Single }
        };
        match var {
            Var::Operand(i) => of_values(&self.op.operands[i].constraint.variadicity),
            Var::Result(i) => of_values(&self.op.results[i].constraint.variadicity),
            Var::Attr(_) => Len::Single,
            Var::Region(i) => of_flag(self.op.regions[i].kind.variadic),
            Var::Successor(i) => of_flag(self.op.successors[i].variadic),
        }
    }

    /// The parser's list of a group's items (operands, regions, successors), of a result
    /// group's types, or an attribute read: named after the entity (`lhs_operands`,
    /// `value_attr`). Locals the parser declares itself have no `_` or end in `_all`, so the
    /// two never clash.
    fn list_ident(&self, var: Var) -> Ident {
        // A name ending in `_` (`volatile_`, MLIR's spelling around a keyword) would give
        // `volatile__attr`, which is not snake case.
        let name = names::snake_case(self.name(var));
        let name = name.trim_end_matches('_');
        match var {
            Var::Operand(_) => format_ident!("{}_operands", name),
            Var::Result(_) => format_ident!("{}_types", name),
            Var::Attr(_) => format_ident!("{}_attr", name),
            Var::Region(_) => format_ident!("{}_regions", name),
            Var::Successor(_) => format_ident!("{}_successors", name),
        }
    }

    /// The parser's list of the types of an operand or result group (`lhs_types`).
    fn types_ident(&self, var: Var) -> Ident {
        match var {
            Var::Operand(_) => format_ident!(
                "{}_types",
                names::snake_case(self.name(var)).trim_end_matches('_')
            ),
            other => self.list_ident(other),
        }
    }

    /// The parser's list of the types of `target`.
    fn parsed_types(&self, target: TypeTarget) -> Ident {
        match target {
            TypeTarget::AllOperands => format_ident!("operand_types_all"),
            TypeTarget::AllResults => format_ident!("result_types_all"),
            TypeTarget::Group(var) => self.types_ident(var),
        }
    }

    // ---- attributes ----

    fn attr_name(&self, i: usize) -> &'a str {
        self.op.attributes[i].name()
    }

    fn attr_pred(&self, i: usize) -> &'a AttrPred {
        &self.op.attributes[i].constraint.pred
    }

    fn presence(&self, i: usize) -> &'a Presence {
        &self.op.attributes[i].presence
    }

    fn is_unit(&self, i: usize) -> bool {
        matches!(self.attr_pred(i), AttrPred::Unit)
    }

    /// Whether the parser reads the attribute as optional outside optional groups (MLIR's
    /// `isOptional`: `OptionalAttr`, `DefaultValuedOptionalAttr`, `UnitAttr`).
    fn parses_as_optional(&self, i: usize) -> bool {
        matches!(
            self.presence(i),
            Presence::Optional | Presence::OptionalWithDefault(_)
        )
    }

    /// The default value of attribute `i` as an `Option<Attribute>` expression, if it has one:
    /// a call of the op's generated `<name>_default`.
    fn default_expr(&self, i: usize) -> Option<TokenStream> {
        match self.presence(i) {
            Presence::Default(_) | Presence::OptionalWithDefault(_) => {
                let default_fn = format_ident!("{}", names::default_fn_name(self.attr_name(i)));
                Some(quote!(Self::#default_fn(ctx)))
            }
            _ => None,
        }
    }

    /// The enum (without attribute mnemonic) whose attribute form attribute `i` is.
    fn enum_of(&self, i: usize) -> Option<&'a Enum> {
        let AttrPred::Custom { path } = self.attr_pred(i) else {
            return None;
        };
        self.dialect.enums.iter().find(|e| {
            e.attr_mnemonic.is_none() && *path == format!("{}::satisfies_attr", e.name.value)
        })
    }

    /// How attribute `i` is written.
    fn attr_form(&self, i: usize) -> AttrForm {
        if let Some(e) = self.enum_of(i) {
            let keyword = |text: &str| is_keyword(text);
            let cases: Vec<String> = e.cases.iter().map(|c| c.spelling().value.clone()).collect();
            let keywords: Vec<String> = cases.iter().filter(|c| keyword(c)).cloned().collect();
            // A bit enum prints bare only the cases that are one bit (MLIR's rule).
            let bare = e
                .cases
                .iter()
                .filter(|c| keyword(&c.spelling().value))
                .filter(|c| !e.bit_enum || (c.int_value() > 0 && c.int_value().count_ones() == 1))
                .map(|c| c.spelling().value.clone())
                .collect();
            return AttrForm::Enum {
                rust: format_ident!("{}", e.name.value),
                bare,
                keywords,
                cases,
            };
        }
        if self.op.attributes[i].constraint.base == "SymbolNameAttr" {
            return AttrForm::Symbol;
        }
        if !self.uses.qualified.contains(&Var::Attr(i))
            && let Some(form) = self.stripped_form(i)
        {
            return form;
        }
        if let Some(ty) = self.attr_value_type(i) {
            return AttrForm::Typed(ty);
        }
        let base = |pred: &AttrPred| match pred {
            AttrPred::AllOf(preds) => preds.first().cloned().unwrap_or(AttrPred::Any),
            other => other.clone(),
        };
        match base(self.attr_pred(i)) {
            AttrPred::String => AttrForm::Started(format_ident!("parse_optional_string_attr")),
            AttrPred::Array(_) => AttrForm::Started(format_ident!("parse_optional_array_attr")),
            AttrPred::SymbolRef { .. } => {
                AttrForm::Started(format_ident!("parse_optional_symbol_ref_attr"))
            }
            AttrPred::Typed => AttrForm::AnyTyped,
            AttrPred::DenseArray(element) => {
                use crate::lang::library::DenseArrayElement as E;
                match element {
                    E::I1 => AttrForm::DenseIntArray(1),
                    E::I8 => AttrForm::DenseIntArray(8),
                    E::I16 => AttrForm::DenseIntArray(16),
                    E::I32 => AttrForm::DenseIntArray(32),
                    E::I64 => AttrForm::DenseIntArray(64),
                    E::F32 | E::F64 => AttrForm::Generic,
                }
            }
            _ => AttrForm::Generic,
        }
    }

    /// The stripped form of attribute `i`, when its constraint is a dialect attribute with a
    /// format: an `[[attr]]` (`<Name>Attr::satisfies`) or an enum's attribute form
    /// (`<Enum>::satisfies_attr`, for an enum with a mnemonic).
    fn stripped_form(&self, i: usize) -> Option<AttrForm> {
        let def = crate::op_check::attr_definition(self.attr_pred(i), self.dialect)?;
        // A hand-written printer (`print`) writes a stripped form too, as in MLIR.
        if def.format.is_none() && def.print.is_none() {
            return None;
        }
        Some(AttrForm::Stripped {
            view: format_ident!("{}", names::attr_def_name(&def.name.value)),
            start: def.format.as_ref().and_then(|f| first_token(&f.value)),
        })
    }

    /// The view of the type definition whose stripped form (`<...>`, without
    /// `!dialect.mnemonic`) `type($x)` prints for group `var`, as MLIR's `OpFormatGen` does for
    /// a single operand or result whose constraint is one definition with a format, unless the
    /// format says `qualified(type($x))`.
    fn stripped_type(&self, var: Var) -> Option<Ident> {
        if self.len(var) != Len::Single || self.uses.qualified.contains(&var) {
            return None;
        }
        let pred = match var {
            Var::Operand(i) => &self.op.operands[i].constraint.pred,
            Var::Result(i) => &self.op.results[i].constraint.pred,
            _ => return None,
        };
        let pred = match pred {
            TypePred::AllOf(preds) => preds.first()?,
            other => other,
        };
        let TypePred::Custom { path } = pred else {
            return None;
        };
        let owner = path.strip_suffix("::satisfies")?;
        let def = self
            .dialect
            .type_defs
            .iter()
            .find(|d| names::type_def_name(&d.name.value) == owner)?;
        def.mnemonic.as_ref()?;
        if def.format.is_none() && def.print.is_none() {
            return None;
        }
        Some(format_ident!("{}", owner))
    }

    /// The value type attribute `i`'s constraint fixes (see [`attr_value_type`]).
    fn attr_value_type(&self, i: usize) -> Option<TokenStream> {
        attr_value_type(self.attr_pred(i))
    }

    /// Stores `value` (an `Attribute` expression) as attribute `i`: a property or a
    /// discardable attribute.
    fn store_attr(&self, i: usize, value: TokenStream) -> TokenStream {
        let name = self.attr_name(i);
        let entry = if value.to_string() == "value" {
            quote!(::oxir::NamedAttr { name: ctx.string_attr(#name), value })
        } else {
            quote!(::oxir::NamedAttr { name: ctx.string_attr(#name), value: #value })
        };
        match self.op.attributes[i].spec.storage.value {
            AttrStorage::Property => quote!(props.push(#entry);),
            AttrStorage::Attribute => quote!(state.attrs.push(#entry);),
        }
    }

    /// The names of the op's properties (its inherent attributes, and segment sizes).
    fn property_names(&self) -> Vec<&'a str> {
        let mut names: Vec<&str> = self
            .op
            .attributes
            .iter()
            .filter(|a| a.is_property())
            .map(|a| a.name())
            .collect();
        names.extend(self.segment_names());
        names
    }

    /// The segment-size properties of the op.
    fn segment_names(&self) -> Vec<&'static str> {
        let mut names = Vec::new();
        if self.op.operand_segments == Segments::AttrSized {
            names.push("operandSegmentSizes");
        }
        if self.op.result_segments == Segments::AttrSized {
            names.push("resultSegmentSizes");
        }
        names
    }

    /// The path of the custom directive function `prefix_name` (`parse_switch_cases`).
    fn custom_fn(&mut self, element: &Element, prefix: &str, name: &str) -> TokenStream {
        let function = format!("{prefix}_{}", names::snake_case(name));
        let module = self.custom_module.clone().unwrap_or_default();
        match format!("{module}::{function}").parse::<TokenStream>() {
            Ok(path) => path,
            Err(_) => {
                self.errors.push(SpecDiagnostic::error(
                    element.span,
                    format!("`{module}` is not a Rust path"),
                ));
                quote!()
            }
        }
    }
}

/// The token kind of the punctuation a definition's format starts with (`` `<` $value `>` ``
/// starts with `<`), as a `TokenKind` expression.
pub(super) fn first_token(format: &str) -> Option<TokenStream> {
    let rest = format.trim_start().strip_prefix('`')?;
    let literal = &rest[..rest.find('`')?];
    let kind = match literal {
        "<" => quote!(Less),
        "(" => quote!(LParen),
        "[" => quote!(LSquare),
        "{" => quote!(LBrace),
        ":" => quote!(Colon),
        "," => quote!(Comma),
        "=" => quote!(Equal),
        "->" => quote!(Arrow),
        "?" => quote!(Question),
        "*" => quote!(Star),
        "+" => quote!(Plus),
        "-" => quote!(Minus),
        "|" => quote!(VerticalBar),
        _ => return None,
    };
    Some(quote!(::oxir::text::lexer::TokenKind::#kind))
}

/// The integer type of `width` and `signedness`, as an expression over `ctx`.
fn integer_type(width: u32, signedness: Signedness) -> TokenStream {
    let signedness = match signedness {
        Signedness::Signless => quote!(Signless),
        Signedness::Signed => quote!(Signed),
        Signedness::Unsigned => quote!(Unsigned),
    };
    quote!(::oxir::types::IntegerType::get(ctx, #width, ::oxir::types::Signedness::#signedness).ty())
}

/// The float type of `kind`, as an expression over `ctx`.
fn float_type(kind: FloatKind) -> TokenStream {
    let kind = match kind {
        FloatKind::F16 => return quote!(ctx.common().f16),
        FloatKind::BF16 => return quote!(ctx.common().bf16),
        FloatKind::F32 => return quote!(ctx.common().f32),
        FloatKind::F64 => return quote!(ctx.common().f64),
        FloatKind::TF32 => quote!(TF32),
        FloatKind::F80 => quote!(F80),
        FloatKind::F128 => quote!(F128),
    };
    quote!(::oxir::types::FloatType::get(ctx, ::oxir::types::FloatKind::#kind).ty())
}

/// The one type a buildable constraint admits, as an expression over `ctx`.
fn build_type(pred: &TypePred) -> Option<TokenStream> {
    match pred {
        TypePred::Integer {
            width: Some(width),
            signedness: Some(signedness),
        } => Some(integer_type(*width, *signedness)),
        TypePred::Index => Some(quote!(ctx.common().index)),
        TypePred::NoneType => Some(quote!(ctx.common().none)),
        TypePred::Float(Some(kind)) => Some(float_type(*kind)),
        TypePred::Complex(element) => {
            let element = build_type(element)?;
            Some(quote!(::oxir::types::ComplexType::get(ctx, #element).ty()))
        }
        _ => None,
    }
}

/// The type lists `lists` joined into one `Vec` (a single list moved, not copied, when it is
/// a `Vec` already).
fn concat_types(lists: &[Ident]) -> TokenStream {
    match lists {
        [one] => quote!(::oxir::format_support::into_vec(#one)),
        _ => concat(lists),
    }
}

/// The lists `lists` joined into one vector expression.
fn concat(lists: &[Ident]) -> TokenStream {
    match lists {
        [] => quote!(Vec::new()),
        [one] => quote!(#one),
        _ => quote!([#(&#lists[..]),*].concat()),
    }
}

/// The value type an attribute constraint fixes (MLIR's buildable `valueType`), as an
/// expression over `ctx`: the type a default's text is read with.
pub(super) fn attr_value_type(pred: &AttrPred) -> Option<TokenStream> {
    match pred {
        AttrPred::Integer {
            width: Some(width),
            signedness: Some(signedness),
        } => Some(integer_type(*width, *signedness)),
        AttrPred::Index => Some(quote!(ctx.common().index)),
        AttrPred::Float(Some(kind)) => Some(float_type(*kind)),
        AttrPred::AllOf(preds) => preds.first().and_then(attr_value_type),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::build::generate_source;

    /// The generated code of a one-op dialect with `format`, its operands `operands` and the
    /// other keys `more`.
    fn generated(operands: &str, more: &str, format: &str) -> Result<String, String> {
        let spec = format!(
            "[dialect]\nname = \"t\"\ncustom_directives = \"crate::custom\"\n[[op]]\nname = \"x\"\noperands = [{operands}]\n{more}\nformat = '{format}'\n"
        );
        generate_source("t.toml", &spec)
    }

    #[test]
    fn every_element_generates() {
        let cases = [
            (
                "{ name = \"a\", type = \"Variadic<AnyType>\" }",
                "regions = [{ name = \"r\" }, { name = \"rs\", type = \"VariadicRegion<AnyRegion>\" }]\nsuccessors = [{ name = \"s\" }, { name = \"ss\", type = \"VariadicSuccessor<AnySuccessor>\" }]\ntraits = [\"Terminator\"]",
                "$a `:` type($a) $r (`more` $rs^)? $s (`to` $ss^)? attr-dict-with-keyword",
            ),
            (
                "",
                "attributes = [{ name = \"u\", type = \"UnitAttr\" }, { name = \"d\", type = \"I64Attr\", default = \"3\" }]",
                "(`then` $u^):(`else`)? oilist(`d` `=` $d) prop-dict attr-dict",
            ),
            (
                "{ name = \"a\", type = \"AnyType\" }",
                "results = [{ name = \"r\", type = \"AnyType\" }]\ntraits = ['TypesMatchWith<\"r is a\", \"a\", \"r\", \"crate::same\">']",
                "custom<Thing>($a, type($a), ref($a), \"1 + 1\") attr-dict",
            ),
            (
                "{ name = \"a\", type = \"Variadic<I32>\" }",
                "",
                "operands `:` qualified(type(operands)) regions successors attr-dict",
            ),
            (
                "{ name = \"a\", type = \"AnyType\" }, { name = \"b\", type = \"AnyType\" }",
                "traits = [\"SameTypeOperands\"]",
                "$a `,` $b `:` type($b) attr-dict",
            ),
        ];
        for (operands, more, format) in cases {
            let code =
                generated(operands, more, format).unwrap_or_else(|e| panic!("{format}: {e}"));
            assert!(code.contains("fn parse_custom_form"), "{format}");
            assert!(code.contains("fn print_custom_form"), "{format}");
        }
    }

    #[test]
    fn types_left_out_come_from_equal_types() {
        let code = generated(
            "{ name = \"a\", type = \"AnyType\" }, { name = \"b\", type = \"AnyType\" }",
            "traits = [\"SameTypeOperands\"]",
            "$a `,` $b `:` type($b) attr-dict",
        )
        .expect("generates");
        let code: String = code.split_whitespace().collect();
        assert!(
            code.contains("a_types=::core::iter::repeat_n(::oxir::format_support::first_type(p,&[b_types.as_slice()],\"`b`\")?,a_operands.len(),).collect();"),
            "{code}"
        );
    }

    #[test]
    fn custom_directives_call_the_configured_module() {
        let code = generated(
            "{ name = \"a\", type = \"I32\" }",
            "",
            "custom<SwitchCases>($a) attr-dict",
        )
        .expect("generates");
        assert!(
            code.contains("crate::custom::parse_switch_cases(p"),
            "{code}"
        );
        assert!(
            code.contains("crate::custom::print_switch_cases(p, op"),
            "{code}"
        );
    }

    #[test]
    fn result_types_nothing_gives_are_errors_with_spans() {
        let error = generated(
            "",
            "results = [{ name = \"r\", type = \"AnyType\" }]",
            "attr-dict",
        )
        .expect_err("no way to infer");
        assert!(
            error.starts_with(
                "t.toml:8:11: error: type of result `r` is neither printed nor inferable"
            ),
            "{error}"
        );
    }

    #[test]
    fn result_types_come_from_the_inference_function_once_operands_are_read() {
        let code = generated(
            "{ name = \"a\", type = \"AnyType\" }",
            "results = [{ name = \"r\", type = \"AnyType\" }]\ninfer_result_types = \"crate::infer::r\"",
            "$a `:` type($a) attr-dict",
        )
        .expect("generates");
        let resolve = code
            .find("p.resolve_operand_lists(")
            .expect("operands are resolved");
        let infer = code
            .find("::oxir::format_support::infer_result_types(p, state, &types, crate::infer::r)?;")
            .unwrap_or_else(|| panic!("{code}"));
        assert!(resolve < infer, "{code}");
        assert!(!code.contains("state.result_types ="), "{code}");
    }
}
