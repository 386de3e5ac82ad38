//! The parser and printer emitted for an op's declarative assembly format: a `parse` function
//! (the op's `ParseHook`) and a `print` function (its `PrintHook`) written against the runtime's
//! `OpAsmParser` / `OpAsmPrinter`, with MLIR's spacing rules (`OpFormatGen`).
//!
//! This step covers literals, operands (single, optional, variadic), attributes, `attr-dict`
//! with or without keyword, `type(...)` of operands and results, `functional-type(...)`,
//! `operands`, `results`, and optional groups anchored on an operand or attribute. Result and
//! operand types the format does not print come from `SameOperandsAndResultType` or from a
//! buildable type constraint. Every other element is an error with its span, never dropped.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::checked::{CheckedOp, Segments};
use crate::diag::{Span, SpecDiagnostic};
use crate::lang::constraint::{Presence, Variadicity};
use crate::lang::format::{Element, ElementKind, Format, Literal, element_name};
use crate::lang::library::{AttrPred, Signedness, TypePred};
use crate::model::{AttrStorage, Op};
use crate::names;

/// The emitted `parse_custom_form` and `print_custom_form` functions (methods of the op's wrapper) and the descriptor
/// setters registering them.
pub struct EmittedFormat {
    /// The two functions.
    pub methods: TokenStream,
    /// `.with_parse(Self::parse).with_print(Self::print)`.
    pub hooks: TokenStream,
}

/// What a `$name` of the format refers to.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Var {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

/// A list of values whose types a `type(...)` or `functional-type(...)` names.
#[derive(Copy, Clone, PartialEq, Eq)]
enum TypeTarget {
    Group(Var),
    AllOperands,
    AllResults,
}

/// Emits the parser and printer of `format` for `op`; `same_type` tells whether the op has
/// `SameOperandsAndResultType`.
pub fn emit_format(
    op: &Op,
    checked: &CheckedOp,
    format: &Format,
    same_type: bool,
) -> Result<EmittedFormat, Vec<SpecDiagnostic>> {
    let mut emitter = Gen {
        op,
        checked,
        errors: Vec::new(),
        printed_types: Vec::new(),
        uses_all_operands: false,
        printed_attrs: Vec::new(),
    };
    let mut spacing = Spacing {
        emit_space: true,
        last_was_punctuation: false,
    };
    let mut print = Vec::new();
    let mut parse = Vec::new();
    for element in &format.elements {
        print.push(emitter.print_element(element, &mut spacing));
        parse.push(emitter.parse_element(element, false));
    }
    let resolve = emitter.resolve(same_type, format.span);
    if !emitter.errors.is_empty() {
        return Err(emitter.errors);
    }

    let operand_lists = (0..op.operands.len()).map(operands_ident);
    let operand_types = (0..op.operands.len()).map(|i| types_ident(Var::Operand(i)));
    let result_types = (0..op.results.len()).map(|i| types_ident(Var::Result(i)));
    let elided = &emitter.printed_attrs;
    let mut elided: Vec<String> = elided.clone();
    if checked.operand_segments == Segments::AttrSized {
        elided.push("operandSegmentSizes".into());
    }
    if checked.result_segments == Segments::AttrSized {
        elided.push("resultSegmentSizes".into());
    }
    let print = print.into_iter().map(|p| p.replace_elided(&elided));
    let methods = quote! {
        /// Parses the op's custom form, as its assembly format reads it.
        #[allow(unused_mut, unused_variables, unused_assignments)]
        fn parse_custom_form(
            p: &mut ::oxir::text::parser::OpAsmParser<'_, '_>,
            state: &mut ::oxir::OperationState,
        ) -> ::oxir::text::parser::ParseResult<()> {
            let ctx = p.context();
            let mut props: Vec<::oxir::NamedAttr> = Vec::new();
            let mut all_operands: Vec<::oxir::text::parser::UnresolvedOperand<'_>> = Vec::new();
            let mut all_operand_types: Vec<::oxir::Type> = Vec::new();
            let mut all_result_types: Vec<::oxir::Type> = Vec::new();
            #(let mut #operand_lists: Vec<::oxir::text::parser::UnresolvedOperand<'_>> = Vec::new();)*
            #(let mut #operand_types: Vec<::oxir::Type> = Vec::new();)*
            #(let mut #result_types: Vec<::oxir::Type> = Vec::new();)*
            #(#parse)*
            #resolve
            Ok(())
        }

        /// Prints the op's custom form, as its assembly format writes it.
        #[allow(unused_variables)]
        fn print_custom_form(p: &mut ::oxir::text::printer::OpAsmPrinter<'_>, op: ::oxir::OpId) {
            let ctx = p.ctx();
            let body = p.body();
            let this = Self(op);
            #(#print)*
        }
    };
    Ok(EmittedFormat {
        methods,
        hooks: quote!(.with_parse(Self::parse_custom_form).with_print(Self::print_custom_form)),
    })
}

/// MLIR's printer state between elements: whether the next element is preceded by a space,
/// and whether the last thing printed was punctuation.
struct Spacing {
    emit_space: bool,
    last_was_punctuation: bool,
}

/// MLIR's rule for a space before literal `value`.
pub(super) fn space_before(value: &str, last_was_punctuation: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let first = value.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        !">)}],".contains(first)
    } else {
        !"<>(){}[],".contains(first)
    }
}

/// Printer code, with the `attr-dict` elision list filled in once all elements are known.
enum PrintCode {
    Code(TokenStream),
    AttrDict { with_keyword: bool },
    Group(TokenStream, Vec<PrintCode>),
}

impl PrintCode {
    fn replace_elided(self, elided: &[String]) -> TokenStream {
        match self {
            PrintCode::Code(code) => code,
            PrintCode::AttrDict { with_keyword } => {
                let elided = elided.iter();
                if with_keyword {
                    quote!(p.print_op_attr_dict_with_keyword(op, &[#(#elided),*]);)
                } else {
                    quote!(p.print_op_attr_dict(op, &[#(#elided),*]);)
                }
            }
            PrintCode::Group(cond, inner) => {
                let inner = inner.into_iter().map(|c| c.replace_elided(elided));
                quote!(if #cond { #(#inner)* })
            }
        }
    }
}

struct Gen<'a> {
    op: &'a Op,
    checked: &'a CheckedOp,
    errors: Vec<SpecDiagnostic>,
    /// The lists whose types the format prints.
    printed_types: Vec<TypeTarget>,
    /// Whether the `operands` directive reads the operands.
    uses_all_operands: bool,
    /// The attributes printed as `$name`, left out of `attr-dict`.
    printed_attrs: Vec<String>,
}

fn operands_ident(index: usize) -> proc_macro2::Ident {
    format_ident!("operands_{}", index)
}

fn types_ident(var: Var) -> proc_macro2::Ident {
    match var {
        Var::Operand(i) => format_ident!("operand_types_{}", i),
        Var::Result(i) => format_ident!("result_types_{}", i),
        Var::Attr(i) => format_ident!("attr_{}", i),
    }
}

impl Gen<'_> {
    fn unsupported(&mut self, element: &Element) {
        self.errors.push(SpecDiagnostic::error(
            element.span,
            format!(
                "{} in assembly formats is not generated yet",
                element_name(element)
            ),
        ));
    }

    fn lookup(&self, name: &str) -> Option<Var> {
        if let Some(i) = self
            .op
            .operands
            .iter()
            .position(|o| o.name.as_str() == name)
        {
            return Some(Var::Operand(i));
        }
        if let Some(i) = self.op.results.iter().position(|o| o.name.as_str() == name) {
            return Some(Var::Result(i));
        }
        self.op
            .attributes
            .iter()
            .position(|a| a.name.as_str() == name)
            .map(Var::Attr)
    }

    fn variadicity(&self, var: Var) -> &Variadicity {
        match var {
            Var::Operand(i) => &self.checked.operands[i].variadicity,
            Var::Result(i) => &self.checked.results[i].variadicity,
            Var::Attr(_) => &Variadicity::Single,
        }
    }

    /// The name of the accessor of `var`.
    fn accessor(&self, var: Var) -> proc_macro2::Ident {
        let name = match var {
            Var::Operand(i) => self.op.operands[i].name.as_str(),
            Var::Result(i) => self.op.results[i].name.as_str(),
            Var::Attr(i) => self.op.attributes[i].name.as_str(),
        };
        format_ident!("{}", names::accessor_name(name))
    }

    /// The variable an element names, or an error for anything else.
    fn variable(&mut self, element: &Element) -> Option<Var> {
        match &element.kind {
            ElementKind::Variable(name) => {
                let var = self.lookup(name);
                if var.is_none() {
                    self.unsupported(element);
                }
                var
            }
            _ => {
                self.unsupported(element);
                None
            }
        }
    }

    /// The value type an attribute's literal takes, when its constraint fixes one, as an
    /// expression over `ctx`.
    fn attr_value_type(&self, index: usize) -> Option<TokenStream> {
        fn of(pred: &AttrPred) -> Option<TokenStream> {
            match pred {
                AttrPred::Integer {
                    width: Some(width),
                    signedness: Some(signedness),
                } => Some(integer_type(*width, *signedness)),
                AttrPred::Index => Some(quote!(ctx.common().index)),
                AttrPred::AllOf(preds) => preds.iter().find_map(of),
                _ => None,
            }
        }
        of(&self.checked.attributes[index].constraint.pred)
    }

    fn attr_is_unit(&self, index: usize) -> bool {
        matches!(
            self.checked.attributes[index].constraint.pred,
            AttrPred::Unit
        )
    }

    // ---- printing ----

    fn print_element(&mut self, element: &Element, s: &mut Spacing) -> PrintCode {
        let space = |s: &mut Spacing| {
            let code = if s.emit_space {
                quote!(p.write_str(" ");)
            } else {
                quote!()
            };
            s.emit_space = true;
            s.last_was_punctuation = false;
            code
        };
        match &element.kind {
            ElementKind::Literal(Literal::Keyword(value) | Literal::Punctuation(value)) => {
                let text = if s.emit_space && space_before(value, s.last_was_punctuation) {
                    format!(" {value}")
                } else {
                    value.clone()
                };
                let first = value.chars().next().unwrap_or(' ');
                s.emit_space = value.len() != 1 || !"<({[".contains(first);
                s.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
                PrintCode::Code(quote!(p.write_str(#text);))
            }
            ElementKind::Literal(Literal::Space) => {
                s.emit_space = false;
                s.last_was_punctuation = false;
                PrintCode::Code(quote!(p.write_str(" ");))
            }
            ElementKind::Literal(Literal::Empty) => {
                s.emit_space = false;
                s.last_was_punctuation = true;
                PrintCode::Code(quote!())
            }
            ElementKind::AttrDict { with_keyword } => {
                s.last_was_punctuation = false;
                PrintCode::AttrDict {
                    with_keyword: *with_keyword,
                }
            }
            ElementKind::Variable(_) => {
                let Some(var) = self.variable(element) else {
                    return PrintCode::Code(quote!());
                };
                let space = space(s);
                let accessor = self.accessor(var);
                let code = match var {
                    Var::Operand(_) => match self.variadicity(var) {
                        Variadicity::Single | Variadicity::Optional => quote!(
                            if let Some(value) = this.#accessor(body, ctx) {
                                p.print_operand(value);
                            }
                        ),
                        _ => quote!(p.print_operands(this.#accessor(body, ctx));),
                    },
                    Var::Attr(i) => {
                        if self.attr_is_unit(i) {
                            self.unsupported(element);
                        }
                        let name = self.op.attributes[i].name.as_str();
                        self.printed_attrs.push(name.to_string());
                        let print = if self.attr_value_type(i).is_some() {
                            quote!(p.print_attribute_without_type(attr);)
                        } else {
                            quote!(p.print_attribute(attr);)
                        };
                        quote!(
                            if let Some(attr) = ::oxir::op_support::attr(ctx, body, op, #name) {
                                #print
                            }
                        )
                    }
                    Var::Result(_) => {
                        self.unsupported(element);
                        quote!()
                    }
                };
                PrintCode::Code(quote!(#space #code))
            }
            ElementKind::Operands => {
                self.uses_all_operands = true;
                let space = space(s);
                PrintCode::Code(quote!(#space p.print_operands(body.operands(op));))
            }
            ElementKind::Type(inner) => {
                let Some(target) = self.type_target(inner) else {
                    return PrintCode::Code(quote!());
                };
                self.printed_types.push(target);
                let space = space(s);
                let types = self.types_of(target);
                PrintCode::Code(quote!(#space p.print_types(#types);))
            }
            ElementKind::FunctionalType(inputs, results) => {
                let (Some(inputs), Some(results)) =
                    (self.type_target(inputs), self.type_target(results))
                else {
                    return PrintCode::Code(quote!());
                };
                self.printed_types.extend([inputs, results]);
                let space = space(s);
                let (inputs, results) = (self.types_of(inputs), self.types_of(results));
                PrintCode::Code(quote!(
                    #space
                    let inputs: Vec<::oxir::Type> = #inputs.collect();
                    let results: Vec<::oxir::Type> = #results.collect();
                    ::oxir::op_support::print_functional_type(p, &inputs, &results);
                ))
            }
            ElementKind::Optional {
                then_elements,
                else_elements,
            } => {
                if !else_elements.is_empty() {
                    self.unsupported(element);
                    return PrintCode::Code(quote!());
                }
                let Some(cond) = self.anchor_condition(then_elements, element) else {
                    return PrintCode::Code(quote!());
                };
                let inner = then_elements
                    .iter()
                    .map(|e| self.print_element(e, s))
                    .collect();
                PrintCode::Group(cond, inner)
            }
            _ => {
                self.unsupported(element);
                PrintCode::Code(quote!())
            }
        }
    }

    /// What `type(...)` or one side of `functional-type(...)` names.
    fn type_target(&mut self, element: &Element) -> Option<TypeTarget> {
        match &element.kind {
            ElementKind::Operands => Some(TypeTarget::AllOperands),
            ElementKind::Results => Some(TypeTarget::AllResults),
            ElementKind::Variable(_) => match self.variable(element)? {
                Var::Attr(_) => {
                    self.unsupported(element);
                    None
                }
                var => Some(TypeTarget::Group(var)),
            },
            _ => {
                self.unsupported(element);
                None
            }
        }
    }

    /// An iterator expression over the types of `target`, for the printer.
    fn types_of(&self, target: TypeTarget) -> TokenStream {
        match target {
            TypeTarget::AllOperands => quote!(body.operands(op).map(|v| body.value_type(v))),
            TypeTarget::AllResults => quote!(body.result_types(op)),
            TypeTarget::Group(var) => {
                let accessor = self.accessor(var);
                match self.variadicity(var) {
                    Variadicity::Single | Variadicity::Optional => {
                        quote!(this.#accessor(body, ctx).into_iter().map(|v| body.value_type(v)))
                    }
                    _ => quote!(this.#accessor(body, ctx).into_iter().map(|v| body.value_type(v))),
                }
            }
        }
    }

    /// The printer's test for an optional group: its anchor is present.
    fn anchor_condition(&mut self, elements: &[Element], group: &Element) -> Option<TokenStream> {
        let Some(anchor) = elements.iter().find(|e| e.anchor.is_some()) else {
            self.unsupported(group);
            return None;
        };
        let var = match &anchor.kind {
            ElementKind::Variable(name) => self.lookup(name),
            _ => None,
        };
        let accessor = var.map(|v| self.accessor(v));
        match var {
            Some(Var::Operand(_)) => match self.variadicity(var?) {
                Variadicity::Optional => Some(quote!(this.#accessor(body, ctx).is_some())),
                Variadicity::Variadic => Some(quote!(!this.#accessor(body, ctx).is_empty())),
                _ => {
                    self.unsupported(anchor);
                    None
                }
            },
            Some(Var::Attr(i)) => {
                let name = self.op.attributes[i].name.as_str();
                Some(quote!(::oxir::op_support::attr(ctx, body, op, #name).is_some()))
            }
            _ => {
                self.unsupported(anchor);
                None
            }
        }
    }

    // ---- parsing ----

    fn parse_element(&mut self, element: &Element, in_group: bool) -> TokenStream {
        match &element.kind {
            ElementKind::Literal(Literal::Keyword(value)) => quote!(p.parse_keyword(#value)?;),
            ElementKind::Literal(Literal::Punctuation(value)) => match punctuation(value) {
                Some((required, _)) => quote!(p.#required()?;),
                None => {
                    self.unsupported(element);
                    quote!()
                }
            },
            ElementKind::Literal(Literal::Space | Literal::Empty) => quote!(),
            ElementKind::AttrDict {
                with_keyword: false,
            } => quote!(p.parse_optional_attr_dict(&mut state.attrs)?;),
            ElementKind::AttrDict { with_keyword: true } => {
                quote!(p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;)
            }
            ElementKind::Variable(_) => {
                let Some(var) = self.variable(element) else {
                    return quote!();
                };
                match var {
                    Var::Operand(i) => {
                        let list = operands_ident(i);
                        match self.variadicity(var) {
                            Variadicity::Single => quote!(#list.push(p.parse_operand()?);),
                            Variadicity::Optional => quote!(
                                if let Some(operand) = p.parse_optional_operand()? {
                                    #list.push(operand);
                                }
                            ),
                            _ => quote!(
                                #list = p.parse_operand_list(::oxir::text::parser::Delimiter::None, None)?;
                            ),
                        }
                    }
                    Var::Attr(i) => {
                        // Inside a present group, what follows its first element is required.
                        let required =
                            in_group || self.checked.attributes[i].presence == Presence::Required;
                        let store = self.store_attr(i);
                        let parse = self.parse_optional_attr(i);
                        if required {
                            let parse = match self.attr_value_type(i) {
                                Some(ty) => quote!(p.parse_attribute_of_type(#ty)?),
                                None => quote!(p.parse_attribute()?),
                            };
                            quote!(let attr = #parse; #store)
                        } else {
                            quote!(if let Some(attr) = #parse { #store })
                        }
                    }
                    Var::Result(_) => quote!(),
                }
            }
            ElementKind::Operands => quote!(
                all_operands = p.parse_operand_list(::oxir::text::parser::Delimiter::None, None)?;
            ),
            ElementKind::Type(inner) => match self.type_target_quiet(inner) {
                Some(target) => {
                    let list = self.parsed_types(target);
                    match target {
                        TypeTarget::Group(var) if *self.variadicity(var) == Variadicity::Single => {
                            quote!(#list.push(p.parse_type()?);)
                        }
                        TypeTarget::Group(var)
                            if *self.variadicity(var) == Variadicity::Optional =>
                        {
                            quote!(
                                if let Some(ty) = p.parse_optional_type()? {
                                    #list.push(ty);
                                }
                            )
                        }
                        _ => quote!(
                            if let Some(ty) = p.parse_optional_type()? {
                                #list.push(ty);
                                while p.parse_optional_comma() {
                                    #list.push(p.parse_type()?);
                                }
                            }
                        ),
                    }
                }
                None => quote!(),
            },
            ElementKind::FunctionalType(inputs, results) => {
                match (
                    self.type_target_quiet(inputs),
                    self.type_target_quiet(results),
                ) {
                    (Some(inputs), Some(results)) => {
                        let (inputs, results) =
                            (self.parsed_types(inputs), self.parsed_types(results));
                        quote!(
                            let ty = p.parse_function_type()?;
                            (#inputs, #results) = ::oxir::op_support::function_type_parts(ctx, ty);
                        )
                    }
                    _ => quote!(),
                }
            }
            ElementKind::Optional { then_elements, .. } => {
                let Some((first, rest)) = then_elements.split_first() else {
                    return quote!();
                };
                let rest: Vec<TokenStream> =
                    rest.iter().map(|e| self.parse_element(e, true)).collect();
                match self.parse_group_start(first) {
                    Some((start, cond)) => quote!(#start if #cond { #(#rest)* }),
                    None => {
                        self.unsupported(first);
                        quote!()
                    }
                }
            }
            // Reported by the printer's walk.
            _ => quote!(),
        }
    }

    /// Like [`Self::type_target`] without reporting (the printer's walk reports).
    fn type_target_quiet(&self, element: &Element) -> Option<TypeTarget> {
        match &element.kind {
            ElementKind::Operands => Some(TypeTarget::AllOperands),
            ElementKind::Results => Some(TypeTarget::AllResults),
            ElementKind::Variable(name) => match self.lookup(name)? {
                Var::Attr(_) => None,
                var => Some(TypeTarget::Group(var)),
            },
            _ => None,
        }
    }

    /// The parser's list of the types of `target`.
    fn parsed_types(&self, target: TypeTarget) -> proc_macro2::Ident {
        match target {
            TypeTarget::AllOperands => format_ident!("all_operand_types"),
            TypeTarget::AllResults => format_ident!("all_result_types"),
            TypeTarget::Group(var) => types_ident(var),
        }
    }

    /// `parse_optional_attribute` for attribute `index`, typed when its constraint fixes a type.
    fn parse_optional_attr(&self, index: usize) -> TokenStream {
        match self.attr_value_type(index) {
            Some(ty) => quote!(p.parse_optional_attribute_of_type(#ty)?),
            None => quote!(p.parse_optional_attribute()?),
        }
    }

    /// Stores the parsed `attr` as attribute `index`: a property or a discardable attribute.
    fn store_attr(&self, index: usize) -> TokenStream {
        let attr = &self.op.attributes[index];
        let name = attr.name.as_str();
        let entry = quote!(::oxir::NamedAttr { name: ctx.string_attr(#name), value: attr });
        match attr.storage.value {
            AttrStorage::Property => quote!(props.push(#entry);),
            AttrStorage::Attribute => quote!(state.attrs.push(#entry);),
        }
    }

    /// The code parsing the first element of an optional group, and the condition under which
    /// the group is present.
    fn parse_group_start(&mut self, first: &Element) -> Option<(TokenStream, TokenStream)> {
        match &first.kind {
            ElementKind::Literal(Literal::Keyword(value)) => {
                Some((quote!(), quote!(p.parse_optional_keyword(#value))))
            }
            ElementKind::Literal(Literal::Punctuation(value)) => {
                let (_, optional) = punctuation(value)?;
                Some((quote!(), quote!(p.#optional())))
            }
            ElementKind::Variable(name) => match self.lookup(name)? {
                var @ Var::Operand(i) => {
                    let list = operands_ident(i);
                    match self.variadicity(var) {
                        Variadicity::Single | Variadicity::Optional => Some((
                            quote!(
                                if let Some(operand) = p.parse_optional_operand()? {
                                    #list.push(operand);
                                }
                            ),
                            quote!(!#list.is_empty()),
                        )),
                        _ => Some((
                            quote!(
                                #list = p.parse_operand_list(::oxir::text::parser::Delimiter::None, None)?;
                            ),
                            quote!(!#list.is_empty()),
                        )),
                    }
                }
                Var::Attr(i) => {
                    let parse = self.parse_optional_attr(i);
                    let store = self.store_attr(i);
                    Some((
                        quote!(
                            let present = if let Some(attr) = #parse { #store true } else { false };
                        ),
                        quote!(present),
                    ))
                }
                Var::Result(_) => None,
            },
            _ => None,
        }
    }

    /// The code after all elements: types not printed, operand resolution, properties.
    fn resolve(&mut self, same_type: bool, format_span: Span) -> TokenStream {
        let printed_set = self.printed_types.clone();
        let printed = |target: TypeTarget| printed_set.contains(&target);
        let all_operand_types = printed(TypeTarget::AllOperands);
        let all_result_types = printed(TypeTarget::AllResults);
        // The type `SameOperandsAndResultType` gives to every value: the first one printed.
        let printed_lists: Vec<proc_macro2::Ident> = self
            .printed_types
            .iter()
            .map(|&t| self.parsed_types(t))
            .collect();
        let common = quote!(
            [#(&#printed_lists),*].iter().find_map(|types| types.first().copied())
        );
        let mut code = Vec::new();
        let name_error = |what: &str| {
            let message = format!("failed to infer the types of {what}");
            quote!({
                let at = p.name_offset();
                p.error_at(at, #message)
            })
        };

        // Operand types.
        let operand_count = self.op.operands.len();
        if !all_operand_types {
            for i in 0..operand_count {
                let var = Var::Operand(i);
                if printed(TypeTarget::Group(var)) {
                    continue;
                }
                let list = types_ident(var);
                let count = if self.uses_all_operands {
                    quote!(all_operands.len())
                } else {
                    let operands = operands_ident(i);
                    quote!(#operands.len())
                };
                let fill = if same_type {
                    let error = name_error("operands");
                    quote!(#common.ok_or_else(|| #error)?)
                } else if let Some(ty) = build_type(&self.checked.operands[i].pred) {
                    ty
                } else {
                    self.errors.push(SpecDiagnostic::error(
                        format_span,
                        format!(
                            "the types of operand `{}` are not printed and cannot be generated yet",
                            self.op.operands[i].name.as_str()
                        ),
                    ));
                    continue;
                };
                code.push(quote!(#list = vec![#fill; #count];));
            }
        }
        let operand_lists: Vec<_> = (0..operand_count).map(operands_ident).collect();
        let operand_types: Vec<_> = (0..operand_count)
            .map(|i| types_ident(Var::Operand(i)))
            .collect();
        let unresolved = if self.uses_all_operands {
            quote!(all_operands)
        } else {
            concat(&operand_lists)
        };
        let types = if all_operand_types {
            quote!(all_operand_types)
        } else if self.uses_all_operands && !same_type {
            // Per-group types of operands read as one list: only their concatenation fits.
            concat(&operand_types)
        } else if self.uses_all_operands {
            // Every group was filled with the whole count: one group's list is them all.
            match operand_types.first() {
                Some(first) => quote!(#first),
                None => quote!(Vec::<::oxir::Type>::new()),
            }
        } else {
            concat(&operand_types)
        };
        if self.uses_all_operands && self.checked.operand_segments == Segments::AttrSized {
            self.errors.push(SpecDiagnostic::error(
                format_span,
                "`operands` with `AttrSizedOperandSegments` is not generated yet",
            ));
        }

        // Result types.
        let result_count = self.op.results.len();
        if !all_result_types {
            for i in 0..result_count {
                let var = Var::Result(i);
                if printed(TypeTarget::Group(var)) {
                    continue;
                }
                let list = types_ident(var);
                let single = self.checked.results[i].variadicity == Variadicity::Single;
                let fill = if single && same_type {
                    let error = name_error("results");
                    quote!(#common.ok_or_else(|| #error)?)
                } else if let (true, Some(ty)) = (single, build_type(&self.checked.results[i].pred))
                {
                    ty
                } else {
                    self.errors.push(SpecDiagnostic::error(
                        format_span,
                        format!(
                            "the types of result `{}` are not printed and cannot be generated yet",
                            self.op.results[i].name.as_str()
                        ),
                    ));
                    continue;
                };
                code.push(quote!(#list = vec![#fill];));
            }
        }
        let result_lists: Vec<_> = (0..result_count)
            .map(|i| types_ident(Var::Result(i)))
            .collect();
        let result_types = if all_result_types {
            quote!(all_result_types)
        } else {
            concat(&result_lists)
        };

        // Segment sizes.
        if self.checked.operand_segments == Segments::AttrSized {
            code.push(quote!(
                props.push(::oxir::NamedAttr {
                    name: ctx.string_attr("operandSegmentSizes"),
                    value: ::oxir::op_support::segment_sizes(ctx, &[#(#operand_lists.len()),*]),
                });
            ));
        }
        if self.checked.result_segments == Segments::AttrSized {
            if all_result_types {
                self.errors.push(SpecDiagnostic::error(
                    format_span,
                    "`results` with `AttrSizedResultSegments` is not generated yet",
                ));
            }
            code.push(quote!(
                props.push(::oxir::NamedAttr {
                    name: ctx.string_attr("resultSegmentSizes"),
                    value: ::oxir::op_support::segment_sizes(ctx, &[#(#result_lists.len()),*]),
                });
            ));
        }
        let property_names: Vec<&str> = self
            .op
            .attributes
            .iter()
            .filter(|a| a.storage.value == AttrStorage::Property)
            .map(|a| a.name.as_str())
            .collect();
        quote!(
            #(#code)*
            ::oxir::op_support::move_inherent_attrs(ctx, &mut state.attrs, &mut props, &[#(#property_names),*]);
            state.result_types = #result_types;
            let operand_types: Vec<::oxir::Type> = #types;
            state.operands = p.resolve_operands(&#unresolved, &operand_types)?;
            if !props.is_empty() {
                state.props = Some(ctx.dictionary(props));
            }
        )
    }
}

/// The lists `lists` joined into one vector.
fn concat(lists: &[proc_macro2::Ident]) -> TokenStream {
    match lists {
        [] => quote!(Vec::new()),
        [one] => quote!(#one),
        _ => quote!([#(&#lists[..]),*].concat()),
    }
}

/// The required and optional parser methods of a punctuation literal.
fn punctuation(value: &str) -> Option<(proc_macro2::Ident, proc_macro2::Ident)> {
    let name = match value {
        "->" => "arrow",
        "{" => "lbrace",
        "}" => "rbrace",
        ":" => "colon",
        "," => "comma",
        "..." => "ellipsis",
        "=" => "equal",
        "<" => "less",
        ">" => "greater",
        "(" => "lparen",
        ")" => "rparen",
        "[" => "lsquare",
        "]" => "rsquare",
        "?" => "question",
        "*" => "star",
        "+" => "plus",
        "-" => "minus",
        "|" => "vertical_bar",
        _ => return None,
    };
    Some((
        format_ident!("parse_{}", name),
        format_ident!("parse_optional_{}", name),
    ))
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

/// The one type a buildable constraint admits, as an expression over `ctx`; `None` for
/// constraints admitting several types, or buildable kinds not generated yet.
fn build_type(pred: &TypePred) -> Option<TokenStream> {
    match pred {
        TypePred::Integer {
            width: Some(width),
            signedness: Some(signedness),
        } => Some(integer_type(*width, *signedness)),
        TypePred::Index => Some(quote!(ctx.common().index)),
        TypePred::NoneType => Some(quote!(ctx.common().none)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::space_before;

    #[test]
    fn spaces_follow_mlir_rules() {
        // Multi-character literals and `->` always take a space.
        assert!(space_before("to", false));
        assert!(space_before("->", true));
        // No space before closing punctuation or a comma.
        assert!(!space_before(",", false));
        assert!(!space_before(")", true));
        assert!(!space_before("(", false));
        // After punctuation, an opening bracket takes a space; `:` always does.
        assert!(space_before("(", true));
        assert!(space_before(":", false));
    }
}
