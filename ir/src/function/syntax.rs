//! The custom form of function ops, as MLIR's `function_interface_impl::parseFunctionOp` and
//! `printFunctionOp` read and write it: `private @name(%arg0: i32 {attrs}, ...) -> (f32
//! {attrs}) attributes {...} { body }`, or with bare argument types for a declaration without
//! body. The function type, the argument and result attributes and the visibility are inherent
//! attributes (`function_type`, `arg_attrs`, `res_attrs`, `sym_visibility`, `sym_name`); the
//! rest of the dictionary is printed after `attributes`.
//!
//! This module only knows the syntax; the checks of a function op are [`super::verify_function`].

use super::{ARG_ATTRS_ATTR, FUNCTION_TYPE_ATTR, RES_ATTRS_ATTR, entries_at};
use crate::attrs::{ArrayAttr, DictionaryAttr};
use crate::context::Context;
use crate::op_support::{attr, function_type_parts, move_inherent_attrs};
use crate::structure::{OpId, OperationState};
use crate::symbols::{SYMBOL_ATTR, VISIBILITY_ATTR};
use crate::text::parser::{Argument, OpAsmParser, ParseResult};
use crate::text::printer::OpAsmPrinter;
use crate::types::{Type, TypeData};
use crate::{Attribute, NamedAttr};

/// The inherent attributes of a function op, which its custom form spells by syntax.
const INHERENT: [&str; 5] = [
    SYMBOL_ATTR,
    VISIBILITY_ATTR,
    FUNCTION_TYPE_ATTR,
    ARG_ATTRS_ATTR,
    RES_ATTRS_ATTR,
];

/// Parses a function op after its name: visibility, `@name`, signature, `attributes {...}` and
/// an optional non-empty body whose entry block takes the named arguments. The ops in the body
/// may leave out the prefix of `default_dialect`.
pub fn parse_function_op<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
    default_dialect: &'src str,
) -> ParseResult<()> {
    let ctx = p.context();
    let mut props = Vec::new();
    for visibility in ["public", "private", "nested"] {
        if p.parse_optional_keyword(visibility) {
            props.push(named(ctx, VISIBILITY_ATTR, ctx.string_attr(visibility)));
            break;
        }
    }
    let style = FunctionStyle {
        allow_variadic: false,
        default_dialect,
        inherent: &[],
        inferred: &[VISIBILITY_ATTR, SYMBOL_ATTR, FUNCTION_TYPE_ATTR],
        after_signature: None,
    };
    parse_function_rest(p, state, props, &style, |ctx, inputs, results, _| {
        Ok(ctx.function_type(inputs, results))
    })
}

/// The parse hook of a function op whose spec names the core's function syntax (`parse =
/// "oxir::function::syntax::parse_function"`, with [`print_function_op`] as its printer):
/// [`parse_function_op`] with the op's own dialect as the default dialect of its body, as
/// `func.func` and `toy.func` have it.
pub fn parse_function(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let full_name = ctx.op_name_str(state.name);
    let dialect = full_name.split_once('.').map_or(full_name, |(d, _)| d);
    parse_function_op(p, state, dialect)
}

/// What differs between the function ops sharing this syntax: whether the signature may end in
/// `...` (`llvm.func`), the dialect the body's ops may leave out, and the op's inherent
/// attributes beyond the conventional ones (moved from the dictionary into the properties).
pub struct FunctionStyle<'a, 'd> {
    /// Whether the argument list may end with `...` (a variadic function).
    pub allow_variadic: bool,
    /// The dialect whose prefix the ops of the body may leave out.
    pub default_dialect: &'d str,
    /// Inherent attributes besides the conventional function ones.
    pub inherent: &'a [&'a str],
    /// The attributes the syntax gives, which the `attributes {...}` dictionary may not
    /// repeat (`func.func` spells its visibility as a keyword, `llvm.func` takes it in the
    /// dictionary).
    pub inferred: &'a [&'a str],
    /// What the op reads between its signature and `attributes {...}` (`spirv.func`'s
    /// function control), adding the properties it spells; `None` for nothing.
    pub after_signature: Option<AfterSignature>,
}

/// A parser of what a function op spells between its signature and its attribute dictionary.
pub type AfterSignature = fn(&mut OpAsmParser<'_, '_>, &mut Vec<NamedAttr>) -> ParseResult<()>;

/// Parses what follows the keywords before a function op's name (MLIR's `parseFunctionOp`
/// after its visibility): `@name`, the signature, `attributes {...}` and the body. `props`
/// holds the properties read so far; `function_type` makes the op's function type from the
/// argument types, the result types and whether the signature ended in `...`, or says why it
/// cannot (an error at the function's name, as MLIR reports it).
pub fn parse_function_rest<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
    mut props: Vec<NamedAttr>,
    style: &FunctionStyle<'_, 'src>,
    function_type: impl FnOnce(&Context, &[Type], &[Type], bool) -> Result<Type, String>,
) -> ParseResult<()> {
    let ctx = p.context();
    let name_at = p.current_offset();
    let name = p.parse_symbol_name()?;
    props.push(named(ctx, SYMBOL_ATTR, name));

    let (arguments, variadic) = parse_arguments(p, style.allow_variadic)?;
    let (result_types, result_attrs) = if p.parse_optional_arrow() {
        parse_results(p)?
    } else {
        (Vec::new(), Vec::new())
    };
    let argument_types: Vec<Type> = arguments.iter().filter_map(|a| a.ty).collect();
    let function_type = function_type(ctx, &argument_types, &result_types, variadic)
        .map_err(|message| p.error_at(name_at, message))?;
    props.push(named(
        ctx,
        FUNCTION_TYPE_ATTR,
        ctx.intern_attr(crate::AttrData::Type(function_type)),
    ));

    if let Some(after_signature) = style.after_signature {
        after_signature(p, &mut props)?;
    }
    let dictionary_at = p.current_offset();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    for &inferred in style.inferred {
        if attrs
            .iter()
            .any(|a| ctx.string_bytes(a.name) == inferred.as_bytes())
        {
            return Err(p.error_at(
                dictionary_at,
                format!(
                    "'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    move_inherent_attrs(ctx, &mut attrs, &mut props, &INHERENT);
    move_inherent_attrs(ctx, &mut attrs, &mut props, style.inherent);
    state.attrs.extend(attrs);

    let argument_attrs: Vec<Option<Attribute>> = arguments.iter().map(|a| a.attrs).collect();
    if let Some(array) = attr_array(ctx, &argument_attrs) {
        props.push(named(ctx, ARG_ATTRS_ATTR, array));
    }
    if let Some(array) = attr_array(ctx, &result_attrs) {
        props.push(named(ctx, RES_ATTRS_ATTR, array));
    }
    state.props = Some(ctx.dictionary(props));

    p.set_default_dialect(style.default_dialect);
    // Bare argument types (a declaration) give the body no entry arguments; the verifier then
    // reports the mismatch with the signature.
    let entry_arguments: &[Argument<'_>] = match arguments.first() {
        Some(first) if first.name.name.is_empty() => &[],
        _ => &arguments,
    };
    let body_at = p.current_offset();
    match p.parse_optional_region(entry_arguments, false)? {
        Some(region) if p.region_is_empty(region) => {
            Err(p.error_at(body_at, "expected non-empty function body"))
        }
        Some(_) => Ok(()),
        None => {
            p.add_empty_region();
            Ok(())
        }
    }
}

fn named(ctx: &Context, name: &str, value: Attribute) -> NamedAttr {
    NamedAttr {
        name: ctx.string_attr(name),
        value,
    }
}

/// `(%a: t {attrs} loc(...), ...)` or `(t {attrs}, ...)`: named arguments (for a body) or bare
/// types, not mixed; with `allow_variadic`, a last `...` (returned as `true`). Each element is
/// read as MLIR's `parseFunctionArgumentList` reads it, a named argument first, so a misplaced
/// `...` or a mix of the two forms gets MLIR's error at the same token.
fn parse_arguments<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    allow_variadic: bool,
) -> ParseResult<(Vec<Argument<'src>>, bool)> {
    let mut arguments: Vec<Argument<'src>> = Vec::new();
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok((arguments, false));
    }
    let mut variadic = false;
    loop {
        if variadic {
            return Err(p.error("variadic arguments must be in the end of the argument list"));
        }
        let named_before = arguments.last().map(|a| !a.name.name.is_empty());
        if allow_variadic && p.parse_optional_ellipsis() {
            variadic = true;
        } else if let Some(argument) = p.parse_optional_argument(true, true)? {
            if named_before == Some(false) {
                return Err(p.error_at(
                    argument.name.offset,
                    "expected type instead of SSA identifier",
                ));
            }
            arguments.push(argument);
        } else {
            let at = p.current_offset();
            if named_before == Some(true) {
                return Err(p.error_at(at, "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            p.parse_optional_location()?;
            arguments.push(Argument {
                name: crate::text::parser::UnresolvedOperand {
                    name: "",
                    number: 0,
                    offset: at,
                },
                ty: Some(ty),
                attrs: (!attrs.is_empty()).then(|| p.context().dictionary(attrs)),
                loc: None,
            });
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    Ok((arguments, variadic))
}

/// The result list after `->`: one type without parentheses, or `(t {attrs}, ...)`.
fn parse_results(p: &mut OpAsmParser<'_, '_>) -> ParseResult<(Vec<Type>, Vec<Option<Attribute>>)> {
    if !p.parse_optional_lparen() {
        return Ok((vec![p.parse_type()?], vec![None]));
    }
    let (mut types, mut attrs) = (Vec::new(), Vec::new());
    if p.parse_optional_rparen() {
        return Ok((types, attrs));
    }
    loop {
        types.push(p.parse_type()?);
        let mut entries = Vec::new();
        p.parse_optional_attr_dict(&mut entries)?;
        attrs.push((!entries.is_empty()).then(|| p.context().dictionary(entries)));
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rparen()?;
    Ok((types, attrs))
}

/// The array of one dictionary per argument (or result), empty ones for those without
/// attributes; `None` when none has any.
fn attr_array(ctx: &Context, attrs: &[Option<Attribute>]) -> Option<Attribute> {
    if attrs.iter().all(Option::is_none) {
        return None;
    }
    let empty = DictionaryAttr::empty(ctx).attr();
    let dictionaries: Vec<Attribute> = attrs.iter().map(|a| a.unwrap_or(empty)).collect();
    Some(ArrayAttr::get(ctx, &dictionaries).attr())
}

/// Prints a function op after its name, as [`parse_function_op`] reads it.
pub fn print_function_op(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    p.write_str(" ");
    if let Some(visibility) = attr(ctx, body, op, VISIBILITY_ATTR).and_then(|v| ctx.string_str(v)) {
        p.write_str(visibility);
        p.write_str(" ");
    }
    let function_type =
        attr(ctx, body, op, FUNCTION_TYPE_ATTR).and_then(|t| match ctx.attr_data(t) {
            crate::AttrData::Type(ty) => Some(*ty),
            _ => None,
        });
    let (inputs, results) = function_type
        .map(|ty| function_type_parts(ctx, ty))
        .unwrap_or_default();
    print_function_rest(p, op, &inputs, false, &results, &[VISIBILITY_ATTR]);
}

/// Prints what follows the keywords before a function op's name, as [`parse_function_rest`]
/// reads it: `@name`, the signature of `inputs` (then `...` when `variadic`) and `results`,
/// the attributes that are not inherent (the visibility excepted) nor in `elided`, and the body.
pub fn print_function_rest(
    p: &mut OpAsmPrinter<'_>,
    op: OpId,
    inputs: &[Type],
    variadic: bool,
    results: &[Type],
    elided: &[&str],
) {
    print_function_rest_then(p, op, inputs, variadic, results, elided, &|_| {});
}

/// [`print_function_rest`], with `after_signature` writing what the op spells between its
/// signature and its attribute dictionary (what [`FunctionStyle::after_signature`] reads).
pub fn print_function_rest_then(
    p: &mut OpAsmPrinter<'_>,
    op: OpId,
    inputs: &[Type],
    variadic: bool,
    results: &[Type],
    elided: &[&str],
    after_signature: &dyn Fn(&mut OpAsmPrinter<'_>),
) {
    let (ctx, body) = (p.ctx(), p.body());
    if let Some(name) = attr(ctx, body, op, SYMBOL_ATTR) {
        p.print_symbol_name(ctx.string_bytes(name));
    }
    let arg_attrs = attr(ctx, body, op, ARG_ATTRS_ATTR);
    let res_attrs = attr(ctx, body, op, RES_ATTRS_ATTR);

    let (scope, regions) = body.region_scope(op);
    let region = regions.first().copied();
    let entry = region.and_then(|r| scope.region_entry(r));
    p.write_str("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let attrs = entries_at(ctx, arg_attrs, i);
        match entry.and_then(|block| scope.block_args(block).nth(i)) {
            Some(arg) => p.print_region_argument(arg, &attrs, false),
            None => {
                p.print_type(ty);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    if variadic {
        p.write_str(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let has_attrs = !entries_at(ctx, res_attrs, 0).is_empty();
        let parens = results.len() > 1
            || matches!(ctx.type_data(results[0]), TypeData::Function { .. })
            || has_attrs;
        if parens {
            p.write_str("(");
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(ty);
            p.print_optional_attr_dict(&entries_at(ctx, res_attrs, i), &[]);
        }
        if parens {
            p.write_str(")");
        }
    }
    after_signature(p);
    // The visibility is the caller's to elide: `func.func` spells it as a keyword, `llvm.func`
    // prints it in the dictionary, as MLIR does.
    let elided: Vec<&str> = INHERENT
        .iter()
        .filter(|&&name| name != VISIBILITY_ATTR)
        .chain(elided)
        .copied()
        .collect();
    p.print_op_attr_dict_with_keyword(op, &elided);
    if let Some(region) = region
        && entry.is_some()
    {
        p.write_str(" ");
        p.print_region(region, false, true, false);
    }
}
