//! Out-of-line helpers that the parsers and printers `oxir-ods` generates from declarative
//! assembly formats call: region and successor lists, enum cases as keywords, default values
//! of attributes, types derived from other types (through the same `TypesMatchWith` transforms
//! the verifiers check, [`crate::op_support::TypeTransform`]), and segment sizes of operands
//! read as one list.
//!
//! Each helper is the piece of MLIR's `OpFormatGen` output that would otherwise be repeated in
//! every generated op. This module is not the parser or printer API itself (that is
//! [`crate::text::parser::OpAsmParser`] and [`crate::text::printer::OpAsmPrinter`]), nor the
//! helpers of op wrappers in general ([`crate::op_support`]).

use crate::attrs::{Attribute, NamedAttr, attr_type};
use crate::context::Context;
use crate::op_support::{Arity, Groups, InferInput, InferResultTypes, TypeTransform, split_sizes};
use crate::structure::{BlockId, Body, OpId, OperationState, RegionId, dictionary_entries};
use crate::text::parser::{OpAsmParser, ParseResult, parse_attribute, parse_attribute_of_type};
use crate::text::printer::{OpAsmPrinter, print_type};
use crate::types::Type;

/// The list a generated parser fills for a single or optional operand or result group: at most
/// one entry, held inline.
pub type GroupList<T> = smallvec::SmallVec<[T; 1]>;

/// `items` as a `Vec`: a `Vec` is moved as it is (collecting a vector's own iterator reuses its
/// buffer), a [`GroupList`] copied out.
pub fn into_vec<T>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    items.into_iter().collect()
}

// ---- printing ----

/// Prints `regions` of `op` separated by `, `, each as MLIR's `printRegion` does (entry block
/// arguments shown). With `implicit_terminator` (the op has `SingleBlockImplicitTerminator`),
/// the terminator of a region's entry block is left out when it has no operands, results or
/// attributes, as the parser adds it back.
pub fn print_regions(
    p: &mut OpAsmPrinter<'_>,
    op: OpId,
    regions: &[RegionId],
    implicit_terminator: bool,
) {
    let ctx = p.ctx();
    let (scope, _) = p.body().region_scope(op);
    for (i, &region) in regions.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let print_terminator = !implicit_terminator || !elidable_terminator(ctx, scope, region);
        p.print_region(region, true, print_terminator, false);
    }
}

/// Whether the last op of the entry block of `region` (in `body`) is an op without operands,
/// results or attributes: a terminator the implicit-terminator rule leaves out.
fn elidable_terminator(ctx: &Context, body: &Body, region: RegionId) -> bool {
    let Some(last) = body
        .region_entry(region)
        .and_then(|entry| body.last_op(entry))
    else {
        return false;
    };
    let no_props = body
        .op_props(last)
        .is_none_or(|props| dictionary_entries(ctx, props).is_empty());
    body.num_operands(last) == 0
        && body.num_results(last) == 0
        && no_props
        && dictionary_entries(ctx, body.op_attrs(last)).is_empty()
}

/// Prints successor labels separated by `, `.
pub fn print_successors(p: &mut OpAsmPrinter<'_>, blocks: &[BlockId]) {
    for (i, &block) in blocks.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_successor(block);
    }
}

/// Prints an enum case as MLIR prints enum attributes: bare when it is one of `bare` (the
/// cases that read back as keywords), else as a quoted string.
pub fn print_enum_case(p: &mut OpAsmPrinter<'_>, text: &str, bare: &[&str]) {
    if bare.contains(&text) {
        p.write_str(text);
    } else {
        p.print_string(text.as_bytes());
    }
}

/// The attribute dictionary of `op`: its properties' entries and its discardable attributes,
/// sorted by name (MLIR's `getAttrDictionary`), for custom directives given `attr-dict`.
pub fn attr_dict(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    let props = body
        .op_props(op)
        .map_or(&[][..], |props| dictionary_entries(ctx, props));
    let mut entries: Vec<NamedAttr> = props
        .iter()
        .chain(dictionary_entries(ctx, body.op_attrs(op)))
        .copied()
        .collect();
    entries.sort_by(|a, b| ctx.string_bytes(a.name).cmp(ctx.string_bytes(b.name)));
    entries
}

/// Prints ` ` and the generic form of `op`: what a generated print hook prints for an op that
/// does not have the shape its spec declares, so that nothing it would read is missing. The
/// result does not read back; print with `generic` for IR that may not verify.
pub fn print_generic_fallback(p: &mut OpAsmPrinter<'_>, op: OpId) {
    p.write_str(" ");
    p.print_generic(op);
}

/// The default value of an attribute, written `text` in its textual form (with the type `ty`
/// its constraint fixes, if any); `None` when the text does not read, so that nothing compares
/// equal to it. The text is read once per context ([`Context::cached_default`]): accessors,
/// parsers and printers ask for defaults on every op.
pub fn default_value(ctx: &Context, text: &'static str, ty: Option<Type>) -> Option<Attribute> {
    ctx.cached_default(text, ty, || match ty {
        Some(ty) => parse_attribute_of_type(ctx, text, ty).ok(),
        None => parse_attribute(ctx, text).ok(),
    })
}

// ---- parsing ----

/// `region (, region)*` if a `{` is here, else no region: the regions of a variadic region
/// group. Each region becomes one of the op's regions.
pub fn parse_region_list(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<RegionId>> {
    let mut regions = Vec::new();
    if let Some(first) = p.parse_optional_region(&[], false)? {
        regions.push(first);
        while p.parse_optional_comma() {
            regions.push(p.parse_region(&[], false)?);
        }
    }
    Ok(regions)
}

/// `^succ (, ^succ)*` if a `^` label is here, else no successor.
pub fn parse_successor_list(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<BlockId>> {
    let mut blocks = Vec::new();
    if let Some(first) = p.parse_optional_successor()? {
        blocks.push(first);
        while p.parse_optional_comma() {
            blocks.push(p.parse_successor()?);
        }
    }
    Ok(blocks)
}

/// `type (, type)*` if a type starts here, else no type: the types of a variable-length group.
pub fn parse_optional_type_list(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Vec<Type>> {
    let mut types = Vec::new();
    if let Some(first) = p.parse_optional_type()? {
        types.push(first);
        while p.parse_optional_comma() {
            types.push(p.parse_type()?);
        }
    }
    Ok(types)
}

/// An enum attribute written as its case, as MLIR's generated parsers read enum attributes: a
/// keyword among `keywords` or a string, decoded by `decode` into the attribute (for attribute
/// `name`, whose cases are `cases`). `None` when neither is here and the attribute is not
/// `required`; MLIR's messages otherwise.
pub fn parse_enum_attr(
    p: &mut OpAsmParser<'_, '_>,
    name: &str,
    keywords: &[&str],
    cases: &[&str],
    required: bool,
    decode: impl FnOnce(&str) -> Option<Attribute>,
) -> ParseResult<Option<Attribute>> {
    let at = p.current_offset();
    // Only the enum's keywords are taken: another keyword is what follows an absent attribute.
    let keyword = keywords
        .iter()
        .copied()
        .find(|k| p.parse_optional_keyword(k));
    let text = match keyword {
        Some(keyword) => keyword.to_string(),
        None => match p.parse_optional_string()? {
            Some(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            None if required => return Err(p.error_at(at, expected_enum(name, cases))),
            None => return Ok(None),
        },
    };
    match decode(&text) {
        Some(attr) => Ok(Some(attr)),
        None => Err(p.error_at(
            at,
            format!("invalid {name} attribute specification: \"{text}\""),
        )),
    }
}

fn expected_enum(name: &str, cases: &[&str]) -> String {
    format!(
        "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
        cases.join(", ")
    )
}

/// An attribute that must have a type (`TypedAttrInterface`), as MLIR's parsers of `TypedAttr`
/// read it: `invalid kind of attribute specified` at it otherwise.
pub fn parse_typed_attr(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Attribute> {
    let at = p.current_offset();
    let attr = p.parse_attribute()?;
    typed(p, at, attr)
}

/// [`parse_typed_attr`] when an attribute is here.
pub fn parse_optional_typed_attr(p: &mut OpAsmParser<'_, '_>) -> ParseResult<Option<Attribute>> {
    let at = p.current_offset();
    match p.parse_optional_attribute()? {
        Some(attr) => typed(p, at, attr).map(Some),
        None => Ok(None),
    }
}

/// `attr` (read at `at`) when it has a type.
fn typed(p: &mut OpAsmParser<'_, '_>, at: u32, attr: Attribute) -> ParseResult<Attribute> {
    if attr_type(p.context(), attr).is_some() {
        Ok(attr)
    } else {
        Err(p.error_at(at, "invalid kind of attribute specified"))
    }
}

/// Checks the types a `TypesMatchWith` derives others from against the source group's
/// constraint (`check`, described by `description`), before they are transformed: as MLIR's
/// parser, `'name' must be <description>, but got 'T'` at the op name.
pub fn check_source_types(
    p: &mut OpAsmParser<'_, '_>,
    source: &[Type],
    check: &dyn Fn(&Context, Type) -> bool,
    name: &str,
    description: &str,
) -> ParseResult<()> {
    let ctx = p.context();
    match source.iter().find(|&&ty| !check(ctx, ty)) {
        Some(&ty) => {
            let at = p.name_offset();
            Err(p.error_at(
                at,
                format!(
                    "'{name}' must be {description}, but got '{}'",
                    print_type(ctx, ty)
                ),
            ))
        }
        None => Ok(()),
    }
}

/// The types of a group derived from `source` (the types of the group it is derived from) by
/// `transform`. Each source type gives exactly one type unless the derived group is
/// `variadic` (which takes whatever list the transform gives); otherwise an error at the op
/// name naming `derived`.
pub fn derive_types(
    p: &mut OpAsmParser<'_, '_>,
    source: &[Type],
    transform: TypeTransform<'_>,
    derived: &str,
    variadic: bool,
) -> ParseResult<Vec<Type>> {
    let ctx = p.context();
    let mut types = Vec::with_capacity(source.len());
    for &ty in source {
        let derived_types = transform(ctx, ty);
        if !variadic && derived_types.len() != 1 {
            let at = p.name_offset();
            return Err(p.error_at(
                at,
                format!(
                    "failed to infer the type of '{derived}' from '{}'",
                    print_type(ctx, ty)
                ),
            ));
        }
        types.extend(derived_types);
    }
    Ok(types)
}

/// Fills the result types of the op `state` describes with what the spec's inference function
/// computes from `operand_types` and the attributes read (`infer_result_types =
/// "crate::path"`); its failure is an error at the op name.
pub fn infer_result_types(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
    operand_types: &[Type],
    infer: InferResultTypes,
) -> ParseResult<()> {
    let input = InferInput {
        operand_types,
        properties: state.props,
        attributes: &state.attrs,
    };
    match infer(p.context(), &input) {
        Ok(types) => {
            state.result_types = types;
            Ok(())
        }
        Err(message) => {
            let at = p.name_offset();
            Err(p.error_at(at, message))
        }
    }
}

/// The type of a parsed attribute, for types taken from it (`AllTypesMatch` with an attribute,
/// `FirstAttrDerivedResultType`); an error at the op name when the attribute has none.
pub fn type_of_attr(
    p: &mut OpAsmParser<'_, '_>,
    attr: Option<Attribute>,
    name: &str,
) -> ParseResult<Type> {
    let ctx = p.context();
    match attr.and_then(|a| attr_type(ctx, a)) {
        Some(ty) => Ok(ty),
        None => {
            let at = p.name_offset();
            Err(p.error_at(
                at,
                format!("failed to infer a type from attribute '{name}'"),
            ))
        }
    }
}

/// The first type of `lists` (the type lists parsed so far that an equality trait makes equal
/// to the one wanted), or an error at the op name naming what could not be inferred.
pub fn first_type(p: &mut OpAsmParser<'_, '_>, lists: &[&[Type]], what: &str) -> ParseResult<Type> {
    match lists.iter().find_map(|types| types.first().copied()) {
        Some(ty) => Ok(ty),
        None => {
            let at = p.name_offset();
            Err(p.error_at(at, format!("failed to infer the types of {what}")))
        }
    }
}

/// `types` (read as one list) split into groups of `sizes`; MLIR's
/// `N operands present, but expected M` at the op name when they do not add up (`what` is
/// `operands` or `results`).
pub fn split_types(
    p: &mut OpAsmParser<'_, '_>,
    types: Vec<Type>,
    sizes: &[usize],
    what: &str,
) -> ParseResult<Vec<Vec<Type>>> {
    let total: usize = sizes.iter().sum();
    if total != types.len() {
        let at = p.name_offset();
        return Err(p.error_at(
            at,
            format!("{total} {what} present, but expected {}", types.len()),
        ));
    }
    let mut rest = types.into_iter();
    Ok(sizes
        .iter()
        .map(|&size| rest.by_ref().take(size).collect())
        .collect())
}

/// Attribute `name` among the entry lists `lists` (what the parser read so far).
pub fn find_attr(ctx: &Context, lists: &[&[NamedAttr]], name: &str) -> Option<Attribute> {
    lists
        .iter()
        .flat_map(|list| list.iter())
        .find(|e| ctx.string_bytes(e.name) == name.as_bytes())
        .map(|e| e.value)
}

/// The size of each group of `arities` when `total` values were read as one list (the
/// `operands` directive, or `type(results)`): fixed groups take one, the only variable-length
/// group the rest, or several an equal share. An error at the op name when they cannot be
/// split so.
pub fn group_sizes(
    p: &mut OpAsmParser<'_, '_>,
    arities: &[Arity],
    total: usize,
    what: &str,
) -> ParseResult<Vec<usize>> {
    let fits = |sizes: &Vec<usize>| {
        sizes
            .iter()
            .zip(arities)
            .all(|(&size, arity)| *arity != Arity::Optional || size <= 1)
    };
    // Several variable-length groups pass the spec's format checks only with
    // `SameVariadic*Size`, so a list the single-group split does not fit shares out equally.
    let split = split_sizes(arities, total, false).or_else(|| split_sizes(arities, total, true));
    match split.filter(fits) {
        Some(sizes) => Ok(sizes),
        None => {
            let at = p.name_offset();
            Err(p.error_at(
                at,
                format!("{total} {what} cannot be split into the op's {what} groups"),
            ))
        }
    }
}

// ---- verification ----

/// The types of group `index` of the op's operands (or results, when `results`); empty when
/// the op does not fit `groups`.
pub fn group_types(
    ctx: &Context,
    body: &Body,
    op: OpId,
    results: bool,
    groups: &Groups,
    index: usize,
) -> Vec<Type> {
    crate::op_support::group(ctx, body, op, results, groups, index)
        .into_iter()
        .map(|v| body.value_type(v))
        .collect()
}

/// Reads a dense integer array written as an op format writes one, `[1, 2]` without the
/// `array<i64: ...>` around it (MLIR's `DenseArrayAttr::parse` of a format variable), of
/// elements `width` bits wide (1 for booleans, written `true` / `false`).
pub fn parse_dense_int_array(p: &mut OpAsmParser<'_, '_>, width: u32) -> ParseResult<Attribute> {
    use crate::attrs::DenseArrayAttr;
    use crate::text::parser::Delimiter;
    let mut values: Vec<i64> = Vec::new();
    p.parse_comma_separated_list(
        Delimiter::Square,
        "",
        &mut |p: &mut crate::text::parser::AsmParser<'_, '_>| {
            if width == 1 {
                let value = if p.parse_optional_keyword("true") {
                    1
                } else {
                    p.parse_keyword("false")?;
                    0
                };
                values.push(value);
                return Ok(());
            }
            let at = p.current_offset();
            let value = p.parse_integer()?;
            let fits =
                width >= 64 || (value >= -(1i64 << (width - 1)) && value < (1i64 << (width - 1)));
            if !fits {
                return Err(p.error_at(at, "integer value too large"));
            }
            values.push(value);
            Ok(())
        },
    )?;
    let ctx = p.context();
    // The values were checked to fit, so the narrowing casts below are exact.
    let attr = match width {
        1 => DenseArrayAttr::from_bools(ctx, &values.iter().map(|&v| v != 0).collect::<Vec<_>>()),
        8 => DenseArrayAttr::from_i8(ctx, &values.iter().map(|&v| v as i8).collect::<Vec<_>>()),
        16 => DenseArrayAttr::from_i16(ctx, &values.iter().map(|&v| v as i16).collect::<Vec<_>>()),
        32 => DenseArrayAttr::from_i32(ctx, &values.iter().map(|&v| v as i32).collect::<Vec<_>>()),
        _ => DenseArrayAttr::from_i64(ctx, &values),
    };
    Ok(attr.attr())
}

/// Writes a dense integer or boolean array as an op format writes one: `[1, 2]`; another
/// attribute in full.
pub fn print_dense_int_array(p: &mut OpAsmPrinter<'_>, attr: Attribute) {
    use crate::attrs::DenseArrayAttr;
    let ctx = p.ctx();
    let Some(array) = attr.dyn_cast::<DenseArrayAttr>(ctx) else {
        p.print_attribute(attr);
        return;
    };
    let text = if let Some(bools) = array.bool_values(ctx) {
        bools.map(|b| b.to_string()).collect::<Vec<_>>().join(", ")
    } else if let Some(ints) = array.i64_values(ctx) {
        ints.map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
    } else {
        p.print_attribute(attr);
        return;
    };
    p.write_str("[");
    p.write_str(&text);
    p.write_str("]");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_read_with_the_constraint_type() {
        let ctx = Context::new();
        let typed = default_value(&ctx, "3", Some(ctx.common().i32));
        assert_eq!(
            typed,
            crate::text::parser::parse_attribute(&ctx, "3 : i32").ok()
        );
        assert_eq!(
            default_value(&ctx, "\"x\"", None),
            Some(ctx.string_attr("x"))
        );
        assert_eq!(default_value(&ctx, "3 +", None), None);
    }

    #[test]
    fn defaults_are_read_once_per_context() {
        let ctx = Context::new();
        let mut reads = 0;
        for _ in 0..3 {
            let attr = ctx.cached_default("7", None, || {
                reads += 1;
                crate::text::parser::parse_attribute(&ctx, "7").ok()
            });
            assert!(attr.is_some());
        }
        assert_eq!(reads, 1);
        // The same text of another type is another default.
        let i32 = ctx.cached_default("7", Some(ctx.common().i32), || None);
        assert_eq!(i32, None);
    }
}
