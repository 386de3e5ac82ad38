//! The hand-written hooks of `affine.apply`, `affine.min` and `affine.max`: their custom form
//! (`map(%dims)[%symbols]`, the map an `affine_map<...>` attribute or its alias) and MLIR's
//! checks that the operands match the map's dimensions and symbols.
//!
//! Not here: the folds (`crate::fold`), the canonicalization patterns (`crate::compose`), and
//! the validity rules of dimensions and symbols (`crate::valid`), which MLIR 19 checks on loops
//! and memory accesses rather than on these ops.

use oxir::affine::AffineMap;
use oxir::attrs::AttrData;
use oxir::op_support::{attr, properties};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OperationState, TypeData, Value};

/// The name of the property holding the map of all three ops.
const MAP: &str = "map";

/// The map of `op`, if its `map` attribute is an affine map.
pub fn map_of(ctx: &Context, body: &Body, op: OpId) -> Option<AffineMap> {
    map_attr(ctx, body, op, MAP)
}

/// The affine map held by attribute (or property) `name` of `op`, if it is one.
pub fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_data(attr(ctx, body, op, name)?) {
        AttrData::AffineMap(map) => Some(map.clone()),
        _ => None,
    }
}

/// What the three ops' forms share up to the operands' resolution: the map (as the `map`
/// property), the dimension operands, then the symbol operands and the attribute dictionary.
struct MapForm<'src> {
    map: AffineMap,
    dims: Vec<UnresolvedOperand<'src>>,
    symbols: Vec<UnresolvedOperand<'src>>,
}

/// Parses `map(%dims)[%symbols]`, then the attribute dictionary as `affine.min` and
/// `affine.max` do: the symbols' brackets may be left out.
fn parse_map_form<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
) -> ParseResult<MapForm<'src>> {
    let at = p.current_offset();
    let map_attr = p.parse_attribute()?;
    let ctx = p.context();
    let AttrData::AffineMap(map) = ctx.attr_data(map_attr) else {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    };
    let map = map.clone();
    let (dims, symbols) = parse_dim_and_symbol_list(p)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.props = properties(ctx, &[(MAP, Some(map_attr))]);
    Ok(MapForm { map, dims, symbols })
}

/// Resolves the operands of `form` as `index` values and gives the op `results` results of
/// type `index`.
fn finish_map_form<'src>(
    p: &mut OpAsmParser<'_, 'src>,
    state: &mut OperationState,
    form: &MapForm<'src>,
    results: usize,
) -> ParseResult<()> {
    let index = p.context().intern_type(TypeData::Index);
    for &operand in form.dims.iter().chain(&form.symbols) {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    state.result_types.resize(results, index);
    Ok(())
}

/// Parses `affine.apply` after its name: as MLIR's `AffineApplyOp::parse`, the operand lists
/// must match the map's dimensions and symbols, and the op has one result per map result (the
/// verifier then asks for exactly one).
pub fn parse_apply(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let form = parse_map_form(p, state)?;
    if form.map.num_dims() as usize != form.dims.len()
        || form.map.num_symbols() as usize != form.symbols.len()
    {
        let at = p.name_offset();
        return Err(p.error_at(at, "dimension or symbol index mismatch"));
    }
    finish_map_form(p, state, &form, form.map.num_results())
}

/// Parses `affine.min` or `affine.max` after its name; the verifier checks the operand count.
pub fn parse_min_max(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let form = parse_map_form(p, state)?;
    finish_map_form(p, state, &form, 1)
}

/// `(%dims)[%symbols]`, the brackets optional (MLIR's `parseDimAndSymbolList`).
pub fn parse_dim_and_symbol_list<'src>(
    p: &mut OpAsmParser<'_, 'src>,
) -> ParseResult<(Vec<UnresolvedOperand<'src>>, Vec<UnresolvedOperand<'src>>)> {
    let dims = p.parse_operand_list(Delimiter::Paren, None)?;
    let symbols = p.parse_operand_list(Delimiter::OptionalSquare, None)?;
    Ok((dims, symbols))
}

/// Prints `(%dims)[%symbols]`, the brackets left out without symbols (MLIR's
/// `printDimAndSymbolList`).
pub fn print_dim_and_symbol_list(p: &mut OpAsmPrinter<'_>, operands: &[Value], num_dims: usize) {
    let dims = num_dims.min(operands.len());
    p.write_str("(");
    p.print_operands(operands[..dims].iter().copied());
    p.write_str(")");
    if operands.len() > dims {
        p.write_str("[");
        p.print_operands(operands[dims..].iter().copied());
        p.write_str("]");
    }
}

/// Prints any of the three ops after its name: `#map(%d0)[%s0] {attrs}`, the brackets left out
/// without symbols.
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let ctx = p.ctx();
    let (Some(map_attr), Some(map)) = (attr(ctx, body, op, MAP), map_of(ctx, body, op)) else {
        p.print_generic(op);
        return;
    };
    let operands: Vec<_> = body.operands(op).collect();
    p.write_str(" ");
    p.print_attribute(map_attr);
    print_dim_and_symbol_list(p, &operands, map.num_dims() as usize);
    p.print_op_attr_dict(op, &[MAP]);
}

/// The check MLIR's three verifiers share: one operand per dimension and symbol of the map.
fn verify_operand_count(ctx: &Context, body: &Body, op: OpId) -> Result<AffineMap, Diagnostic> {
    let Some(map) = map_of(ctx, body, op) else {
        return Err(op_error(ctx, body, op, "requires attribute 'map'"));
    };
    if body.num_operands(op) != map.num_inputs() as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    Ok(map)
}

/// MLIR's `AffineApplyOp::verify`: the operands match the map, which has one result.
pub fn verify_apply(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let map = verify_operand_count(ctx, body, op)?;
    if map.num_results() != 1 {
        return Err(op_error(ctx, body, op, "mapping must produce one value"));
    }
    Ok(())
}

/// MLIR's `verifyAffineMinMaxOp`: the operands match the map.
pub fn verify_min_max(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_operand_count(ctx, body, op).map(|_| ())
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%i = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n";

    #[test]
    fn custom_forms_print_dims_then_symbols() {
        let ir = format!(
            "{ARGS}%a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]\n%b = affine.min affine_map<(d0) -> (d0, 4)>(%a) {{foo}}\n%c = affine.max affine_map<() -> (3)>()"
        );
        let text = printed(&ir, false);
        assert!(text.contains("%2 = affine.apply #map(%0)[%1]\n"), "{text}");
        assert!(text.contains("%3 = affine.min #map1(%2) {foo}\n"), "{text}");
        assert!(text.contains("%4 = affine.max #map2()\n"), "{text}");
        let generic = printed(&ir, true);
        assert!(
            generic
                .contains("%2 = \"affine.apply\"(%0, %1) <{map = #map}> : (index, index) -> index"),
            "{generic}"
        );
    }

    #[test]
    fn operands_must_match_the_map() {
        let apply = format!("{ARGS}%a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)");
        assert_eq!(
            first_error(&apply).as_deref(),
            Some("custom op 'affine.apply' dimension or symbol index mismatch")
        );
        for op in ["apply", "min", "max"] {
            let generic = format!(
                "{ARGS}%a = \"affine.{op}\"(%i) <{{map = affine_map<(d0)[s0] -> (d0)>}}> : (index) -> index"
            );
            assert_eq!(
                first_error(&generic),
                Some(format!(
                    "'affine.{op}' op operand count and affine map dimension and symbol count must match"
                ))
            );
        }
        let min = format!("{ARGS}%a = affine.min affine_map<(d0)[s0] -> (d0)>(%i)");
        assert!(first_error(&min).is_some_and(|e| e.contains("must match")));
    }

    #[test]
    fn apply_maps_have_one_result_and_maps_are_required() {
        let two = format!(
            "{ARGS}%a = \"affine.apply\"(%i) <{{map = affine_map<(d0) -> (d0, d0)>}}> : (index) -> index"
        );
        assert_eq!(
            first_error(&two).as_deref(),
            Some("'affine.apply' op mapping must produce one value")
        );
        let min_two = format!("{ARGS}%a = affine.min affine_map<(d0) -> (d0, d0)>(%i)");
        assert_eq!(first_error(&min_two), None);
        let set = format!("{ARGS}%a = affine.apply affine_set<(d0) : (d0 >= 0)>(%i)");
        assert_eq!(
            first_error(&set).as_deref(),
            Some("custom op 'affine.apply' invalid kind of attribute specified")
        );
        let missing = format!("{ARGS}%a = \"affine.max\"(%i) : (index) -> index");
        assert_eq!(
            first_error(&missing).as_deref(),
            Some("'affine.max' op requires attribute 'map'")
        );
    }
}
