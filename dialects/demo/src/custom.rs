//! The Rust functions of the `custom<Name>` directives of the `demo` formats
//! (`custom_directives = "crate::custom"` in the spec): `parse_name` and `print_name` for each
//! name, with the signatures `oxir-ods` documents for each kind of argument.
//!
//! Most copy the directives of MLIR's test dialect (`TestFormatUtils.cpp`) so that their text is
//! `mlir-opt-19`'s; `switch_op_cases` copies `cf.switch`'s cases. This module only reads and
//! writes text; the generated code builds the op from what the functions give back.
//!
//! `dims` and `layout` are the directives of the `!demo.grid` type's format: a definition's
//! directives get an `AsmParser` / `DialectAsmPrinter` and its parameters. `tile` and `pad`
//! are the `parser` and `printer` of the `!demo.tiled` type's parameters, `Tile` the Rust type
//! of one of them. `ratio` is the hand-written form of `#demo.ratio`.

use oxir::attrs::{DenseElementsAttr, IntegerAttr};
use oxir::text::parser::{AsmParser, Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::{DialectAsmPrinter, OpAsmPrinter};
use oxir::types::VectorType;
use oxir::{Attribute, BlockId, NamedAttr, OpId, RegionId, Type, Value};

/// `%operand (, %opt)? -> (%var, ...)`.
pub fn parse_custom_directive_operands<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    operand: &mut Option<UnresolvedOperand<'src>>,
    opt_operand: &mut Option<UnresolvedOperand<'src>>,
    var_operands: &mut Vec<UnresolvedOperand<'src>>,
) -> ParseResult<()> {
    *operand = Some(p.parse_operand()?);
    if p.parse_optional_comma() {
        *opt_operand = Some(p.parse_operand()?);
    }
    p.parse_arrow()?;
    p.parse_lparen()?;
    *var_operands = p.parse_operand_list(Delimiter::None, None)?;
    p.parse_rparen()
}

/// See [`parse_custom_directive_operands`].
pub fn print_custom_directive_operands(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    operand: Value,
    opt_operand: Option<Value>,
    var_operands: &[Value],
) {
    p.print_operand(operand);
    if let Some(opt) = opt_operand {
        p.write_str(", ");
        p.print_operand(opt);
    }
    p.write_str(" -> (");
    p.print_operands(var_operands.iter().copied());
    p.write_str(")");
}

/// `: type (, type)? -> (type, ...)`.
pub fn parse_custom_directive_results(
    p: &mut OpAsmParser<'_, '_>,
    ty: &mut Option<Type>,
    opt_ty: &mut Option<Type>,
    var_tys: &mut Vec<Type>,
) -> ParseResult<()> {
    p.parse_colon()?;
    *ty = Some(p.parse_type()?);
    if p.parse_optional_comma() {
        *opt_ty = Some(p.parse_type()?);
    }
    p.parse_arrow()?;
    p.parse_lparen()?;
    *var_tys = p.parse_type_list()?;
    p.parse_rparen()
}

/// See [`parse_custom_directive_results`].
pub fn print_custom_directive_results(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    ty: Type,
    opt_ty: Option<Type>,
    var_tys: &[Type],
) {
    p.write_str(" : ");
    p.print_type(ty);
    if let Some(opt) = opt_ty {
        p.write_str(", ");
        p.print_type(opt);
    }
    p.write_str(" -> (");
    p.print_types(var_tys.iter().copied());
    p.write_str(")");
}

/// `type_refs_capture` and the types again, which must be the ones read before.
pub fn parse_custom_directive_with_type_refs(
    p: &mut OpAsmParser<'_, '_>,
    ty: Option<Type>,
    opt_ty: Option<Type>,
    var_tys: &[Type],
) -> ParseResult<()> {
    p.parse_keyword("type_refs_capture")?;
    let at = p.current_offset();
    let (mut ty2, mut opt_ty2, mut var_tys2) = (None, None, Vec::new());
    parse_custom_directive_results(p, &mut ty2, &mut opt_ty2, &mut var_tys2)?;
    if (ty2, opt_ty2) != (ty, opt_ty) || var_tys2 != var_tys {
        return Err(p.error_at(at, "the types differ from the ones captured"));
    }
    Ok(())
}

/// See [`parse_custom_directive_with_type_refs`].
pub fn print_custom_directive_with_type_refs(
    p: &mut OpAsmPrinter<'_>,
    op: OpId,
    ty: Type,
    opt_ty: Option<Type>,
    var_tys: &[Type],
) {
    p.write_str(" type_refs_capture ");
    print_custom_directive_results(p, op, ty, opt_ty, var_tys);
}

/// Operands as [`parse_custom_directive_operands`], then types as
/// [`parse_custom_directive_results`].
#[allow(clippy::too_many_arguments)]
pub fn parse_custom_directive_operands_and_types<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    operand: &mut Option<UnresolvedOperand<'src>>,
    opt_operand: &mut Option<UnresolvedOperand<'src>>,
    var_operands: &mut Vec<UnresolvedOperand<'src>>,
    ty: &mut Option<Type>,
    opt_ty: &mut Option<Type>,
    var_tys: &mut Vec<Type>,
) -> ParseResult<()> {
    parse_custom_directive_operands(p, operand, opt_operand, var_operands)?;
    parse_custom_directive_results(p, ty, opt_ty, var_tys)
}

/// See [`parse_custom_directive_operands_and_types`].
#[allow(clippy::too_many_arguments)]
pub fn print_custom_directive_operands_and_types(
    p: &mut OpAsmPrinter<'_>,
    op: OpId,
    operand: Value,
    opt_operand: Option<Value>,
    var_operands: &[Value],
    ty: Type,
    opt_ty: Option<Type>,
    var_tys: &[Type],
) {
    print_custom_directive_operands(p, op, operand, opt_operand, var_operands);
    print_custom_directive_results(p, op, ty, opt_ty, var_tys);
}

/// `{region} (, {region})?`.
pub fn parse_custom_directive_regions(
    p: &mut OpAsmParser<'_, '_>,
    region: &mut Option<RegionId>,
    var_regions: &mut Vec<RegionId>,
) -> ParseResult<()> {
    *region = Some(p.parse_region(&[], false)?);
    if p.parse_optional_comma() {
        var_regions.push(p.parse_region(&[], false)?);
    }
    Ok(())
}

/// See [`parse_custom_directive_regions`].
pub fn print_custom_directive_regions(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    region: RegionId,
    var_regions: &[RegionId],
) {
    p.print_region(region, true, true, false);
    if !var_regions.is_empty() {
        p.write_str(", ");
        for &region in var_regions {
            p.print_region(region, true, true, false);
        }
    }
}

/// `^succ (, ^succ)?`; like MLIR's test directive, the second successor is recorded twice.
pub fn parse_custom_directive_successors(
    p: &mut OpAsmParser<'_, '_>,
    successor: &mut Option<BlockId>,
    var_successors: &mut Vec<BlockId>,
) -> ParseResult<()> {
    *successor = Some(p.parse_successor()?);
    if p.parse_optional_comma() {
        let block = p.parse_successor()?;
        var_successors.extend([block, block]);
    }
    Ok(())
}

/// See [`parse_custom_directive_successors`].
pub fn print_custom_directive_successors(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    successor: BlockId,
    var_successors: &[BlockId],
) {
    p.print_successor(successor);
    if let Some(&first) = var_successors.first() {
        p.write_str(", ");
        p.print_successor(first);
    }
}

/// `attr (, attr)?`.
pub fn parse_custom_directive_attributes(
    p: &mut OpAsmParser<'_, '_>,
    attr: &mut Option<Attribute>,
    opt_attr: &mut Option<Attribute>,
) -> ParseResult<()> {
    *attr = Some(p.parse_attribute()?);
    if p.parse_optional_comma() {
        *opt_attr = Some(p.parse_attribute()?);
    }
    Ok(())
}

/// See [`parse_custom_directive_attributes`].
pub fn print_custom_directive_attributes(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    attr: Option<Attribute>,
    opt_attr: Option<Attribute>,
) {
    if let Some(attr) = attr {
        p.print_attribute(attr);
    }
    if let Some(opt) = opt_attr {
        p.write_str(", ");
        p.print_attribute(opt);
    }
}

/// The attribute dictionary, if any.
pub fn parse_custom_directive_attr_dict(
    p: &mut OpAsmParser<'_, '_>,
    attrs: &mut Vec<NamedAttr>,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(attrs)
}

/// See [`parse_custom_directive_attr_dict`].
pub fn print_custom_directive_attr_dict(p: &mut OpAsmPrinter<'_>, _op: OpId, attrs: &[NamedAttr]) {
    p.print_optional_attr_dict(attrs, &[]);
}

/// `1` when the optional operand read before is present, `0` when not.
pub fn parse_custom_directive_optional_operand_ref(
    p: &mut OpAsmParser<'_, '_>,
    operand: Option<UnresolvedOperand<'_>>,
) -> ParseResult<()> {
    let at = p.current_offset();
    let count = p.parse_integer()?;
    if (count == 0) != operand.is_none() {
        return Err(p.error_at(at, "the count does not match the optional operand"));
    }
    Ok(())
}

/// See [`parse_custom_directive_optional_operand_ref`].
pub fn print_custom_directive_optional_operand_ref(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    operand: Option<Value>,
) {
    p.write_str(if operand.is_some() { "1" } else { "0" });
}

/// `(%operand)` if a `(` is here.
pub fn parse_custom_optional_operand<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    operand: &mut Option<UnresolvedOperand<'src>>,
) -> ParseResult<()> {
    if p.parse_optional_lparen() {
        *operand = Some(p.parse_operand()?);
        p.parse_rparen()?;
    }
    Ok(())
}

/// See [`parse_custom_optional_operand`]; MLIR's version leaves a space after it.
pub fn print_custom_optional_operand(p: &mut OpAsmPrinter<'_>, _op: OpId, operand: Option<Value>) {
    if let Some(value) = operand {
        p.write_str("(");
        p.print_operand(value);
        p.write_str(") ");
    }
}

/// An integer, made an attribute of `ty` (the spec passes `$_ctxt.common().i64`).
pub fn parse_scaled(
    p: &mut OpAsmParser<'_, '_>,
    count: &mut Option<Attribute>,
    ty: Type,
) -> ParseResult<()> {
    let value = p.parse_integer()?;
    *count = Some(IntegerAttr::get(p.context(), ty, value).attr());
    Ok(())
}

/// See [`parse_scaled`].
pub fn print_scaled(p: &mut OpAsmPrinter<'_>, _op: OpId, count: Option<Attribute>, _ty: Type) {
    if let Some(count) = count {
        p.print_attribute_without_type(count);
    }
}

/// `cf.switch`'s cases: `default: ^bb(%v : t)` then `, value: ^bb` for each case, each on its
/// own line. The case values become a `dense<...> : vector<Nxflag>` attribute; they print as
/// unsigned numbers of the flag's width, as MLIR prints them.
pub fn parse_switch_op_cases<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    flag_type: Option<Type>,
    default_destination: &mut Option<BlockId>,
    default_operands: &mut Vec<UnresolvedOperand<'src>>,
    default_operand_types: &mut Vec<Type>,
    case_values: &mut Option<Attribute>,
    case_destinations: &mut Vec<BlockId>,
) -> ParseResult<()> {
    p.parse_keyword("default")?;
    p.parse_colon()?;
    *default_destination = Some(p.parse_successor()?);
    if p.parse_optional_lparen() {
        *default_operands = p.parse_operand_list(Delimiter::None, None)?;
        *default_operand_types = p.parse_colon_type_list()?;
        p.parse_rparen()?;
    }
    let mut values = Vec::new();
    while p.parse_optional_comma() {
        values.push(p.parse_integer()?);
        p.parse_colon()?;
        case_destinations.push(p.parse_successor()?);
    }
    if let (false, Some(flag)) = (values.is_empty(), flag_type) {
        let ctx = p.context();
        let ty = VectorType::get(ctx, &[values.len() as i64], flag).ty();
        match DenseElementsAttr::get_i64(ctx, ty, &values) {
            Ok(attr) => *case_values = Some(attr.attr()),
            Err(e) => {
                let at = p.current_offset();
                return Err(p.error_at(at, e.to_string()));
            }
        }
    }
    Ok(())
}

/// See [`parse_switch_op_cases`].
#[allow(clippy::too_many_arguments)]
pub fn print_switch_op_cases(
    p: &mut OpAsmPrinter<'_>,
    _op: OpId,
    _flag_type: Type,
    default_destination: BlockId,
    default_operands: &[Value],
    _default_operand_types: &[Type],
    case_values: Option<Attribute>,
    case_destinations: &[BlockId],
) {
    p.write_str("  default: ");
    p.print_successor_and_use_list(default_destination, default_operands);
    let ctx = p.ctx();
    let Some(values) = case_values
        .and_then(|a| a.dyn_cast::<DenseElementsAttr>(ctx))
        .and_then(|d| d.u64_values(ctx).map(|v| v.collect::<Vec<u64>>()))
    else {
        return;
    };
    for (value, &destination) in values.iter().zip(case_destinations) {
        p.write_str(",");
        p.newline();
        p.write_str(&format!("  {value}: "));
        p.print_successor(destination);
    }
    p.newline();
}

/// `4x?x8`: the dimensions of a `!demo.grid`, at most `max_rank` of them; the element type
/// read before (`ref($element)`) is named in the error.
pub fn parse_dims(
    p: &mut AsmParser<'_, '_>,
    dims: &mut Option<Vec<i64>>,
    element: Option<&Type>,
    max_rank: usize,
) -> ParseResult<()> {
    let at = p.current_offset();
    let read = p.parse_dimension_list(true, false)?;
    if read.len() > max_rank {
        let element = element.map_or_else(String::new, |t| {
            oxir::text::printer::print_type(p.context(), *t)
        });
        return Err(p.error_at(
            at,
            format!(
                "expected at most {max_rank} dimensions of `{element}`, found {}",
                read.len()
            ),
        ));
    }
    *dims = Some(read);
    Ok(())
}

/// See [`parse_dims`].
pub fn print_dims(
    p: &mut DialectAsmPrinter<'_, '_>,
    dims: &[i64],
    _element: &Type,
    _max_rank: usize,
) {
    let text: Vec<String> = dims
        .iter()
        .map(|&d| {
            if d == oxir::types::DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    p.write_str(&text.join("x"));
}

/// `layout "name"`: the optional layout of a `!demo.grid`.
pub fn parse_layout(p: &mut AsmParser<'_, '_>, layout: &mut Option<String>) -> ParseResult<()> {
    p.parse_keyword("layout")?;
    *layout = Some(<String as oxir::def_support::DefParam>::parse(p)?);
    Ok(())
}

/// See [`parse_layout`].
pub fn print_layout(p: &mut DialectAsmPrinter<'_, '_>, layout: Option<&String>) {
    if let Some(layout) = layout {
        p.write_str("layout ");
        p.print_string(layout.as_bytes());
    }
}

/// `<3 per 4>`: the text of a `#demo.ratio` after its mnemonic (its `parse`).
pub fn parse_ratio(p: &mut AsmParser<'_, '_>) -> ParseResult<crate::RatioAttrStorage> {
    use oxir::def_support::DefParam;
    p.parse_less()?;
    let num = u32::parse(p)?;
    p.parse_keyword("per")?;
    let den = u32::parse(p)?;
    p.parse_greater()?;
    Ok(crate::RatioAttrStorage { num, den })
}

/// See [`parse_ratio`] (its `print`).
pub fn print_ratio(p: &mut DialectAsmPrinter<'_, '_>, ratio: &crate::RatioAttrStorage) {
    p.write_str(&format!("<{} per {}>", ratio.num, ratio.den));
}

/// The tile of a `!demo.tiled` type: a parameter of a Rust type of the dialect, which the
/// storage holds as it is (so it is `Clone + Debug + Eq + Hash`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    /// The rows.
    pub rows: i64,
    /// The columns.
    pub cols: i64,
}

/// `4x8`: a [`Tile`].
pub fn parse_tile(p: &mut AsmParser<'_, '_>) -> ParseResult<Tile> {
    let at = p.current_offset();
    match p.parse_dimension_list(false, false)?.as_slice() {
        [rows, cols] => Ok(Tile {
            rows: *rows,
            cols: *cols,
        }),
        other => Err(p.error_at(at, format!("expected 2 tile sizes, found {}", other.len()))),
    }
}

/// See [`parse_tile`].
pub fn print_tile(p: &mut DialectAsmPrinter<'_, '_>, tile: &Tile) {
    p.write_str(&format!("{}x{}", tile.rows, tile.cols));
}

/// `[3]`: the padding of a `!demo.tiled` type, a `u32` written its own way.
pub fn parse_pad(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    p.parse_lsquare()?;
    let pad = <u32 as oxir::def_support::DefParam>::parse(p)?;
    p.parse_rsquare()?;
    Ok(pad)
}

/// See [`parse_pad`].
pub fn print_pad(p: &mut DialectAsmPrinter<'_, '_>, pad: &u32) {
    p.write_str(&format!("[{pad}]"));
}
