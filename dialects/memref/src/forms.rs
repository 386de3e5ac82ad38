//! The custom forms MLIR writes by hand for `memref` ops: `memref.alloca_scope` (`-> (types)`
//! and a region whose terminator is left out without results), `memref.generic_atomic_rmw`
//! (`%m[%i] : type` and its region), `memref.prefetch` (`%m[%i], read, locality<3>, data :
//! type`) and `memref.transpose` (`%m (d0, d1) -> (d1, d0) : type to type`).
//!
//! The other ops' forms are the declarative formats of `defs/memref.toml`.

use oxir::attrs::IntegerAttr;
use oxir::op_support::{attr, properties};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::{AttrData, OpId, OperationState, TypeData};

/// Parses `memref.alloca_scope` after its name: `(-> (types))? region attr-dict`.
pub fn parse_alloca_scope(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    state.result_types = p.parse_optional_arrow_type_list()?;
    let region = p.parse_region(&[], false)?;
    p.ensure_terminator(region, crate::AllocaScopeReturnOp::NAME);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

/// Prints `memref.alloca_scope` as MLIR does: a space, then ` -> (types)` with results, a
/// space and the region (its terminator only with results), then the attributes.
pub fn print_alloca_scope(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let Some(&region) = body.op_regions(op).first() else {
        p.print_generic(op);
        return;
    };
    let types: Vec<_> = body.result_types(op).collect();
    p.write_str(" ");
    if !types.is_empty() {
        p.write_str(" -> (");
        p.print_types(types.iter().copied());
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(region, false, !types.is_empty(), false);
    p.print_op_attr_dict(op, &[]);
}

/// Parses `memref.generic_atomic_rmw` after its name: `%m[%i, ...] : type region attr-dict`;
/// the result has the element type of the memref.
pub fn parse_generic_atomic_rmw(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square, None)?;
    let ty = p.parse_colon_type()?;
    p.parse_region(&[], false)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let index = p.context().intern_type(TypeData::Index);
    state.operands.push(p.resolve_operand(memref, ty)?);
    for operand in indices {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    state
        .result_types
        .push(crate::verify::element_type(p.context(), ty));
    Ok(())
}

/// Prints `memref.generic_atomic_rmw` after its name, its region with the entry block's
/// argument and terminator.
pub fn print_generic_atomic_rmw(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let operands: Vec<_> = body.operands(op).collect();
    let (Some((&memref, indices)), Some(&region)) =
        (operands.split_first(), body.op_regions(op).first())
    else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    print_access(p, memref, indices);
    p.write_str(" : ");
    p.print_type(body.value_type(memref));
    p.write_str(" ");
    p.print_region(region, true, true, false);
    p.print_op_attr_dict(op, &[]);
}

/// `%m[%i, %j]`.
fn print_access(p: &mut OpAsmPrinter<'_>, memref: oxir::Value, indices: &[oxir::Value]) {
    p.print_operand(memref);
    p.write_str("[");
    p.print_operands(indices.iter().copied());
    p.write_str("]");
}

/// The names of `memref.prefetch`'s properties.
const PREFETCH_PROPS: [&str; 3] = ["isWrite", "localityHint", "isDataCache"];

/// Parses `memref.prefetch` after its name: `%m[%i, ...], read|write, locality<N>,
/// data|instr : type`.
pub fn parse_prefetch(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let memref = p.parse_operand()?;
    let indices = p.parse_operand_list(Delimiter::Square, None)?;
    p.parse_comma()?;
    let at = p.current_offset();
    let read_or_write = p.parse_keyword_any()?;
    p.parse_comma()?;
    p.parse_keyword("locality")?;
    p.parse_less()?;
    let locality = p.parse_integer()?;
    p.parse_greater()?;
    p.parse_comma()?;
    let cache_at = p.current_offset();
    let cache = p.parse_keyword_any()?;
    let is_write = match read_or_write {
        "read" => false,
        "write" => true,
        _ => return Err(p.error_at(at, "rw specifier has to be 'read' or 'write'")),
    };
    let is_data = match cache {
        "data" => true,
        "instr" => false,
        _ => return Err(p.error_at(cache_at, "cache type has to be 'data' or 'instr'")),
    };
    // MLIR 19 reads no attribute dictionary here, though it prints one.
    let ty = p.parse_colon_type()?;
    let ctx = p.context();
    let index = ctx.intern_type(TypeData::Index);
    state.operands.push(p.resolve_operand(memref, ty)?);
    for operand in indices {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    let locality = IntegerAttr::get(ctx, ctx.common().i32, locality).attr();
    let bool_attr = |b: bool| ctx.intern_attr(AttrData::Bool(b));
    let entries = [
        ("isDataCache", Some(bool_attr(is_data))),
        ("isWrite", Some(bool_attr(is_write))),
        ("localityHint", Some(locality)),
    ];
    state.props = properties(ctx, &entries);
    Ok(())
}

/// Prints `memref.prefetch` after its name.
pub fn print_prefetch(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let ctx = p.ctx();
    let operands: Vec<_> = body.operands(op).collect();
    let Some((&memref, indices)) = operands.split_first() else {
        p.print_generic(op);
        return;
    };
    let flag = |name: &str| {
        matches!(
            attr(ctx, body, op, name).map(|a| ctx.attr_data(a)),
            Some(AttrData::Bool(true))
        )
    };
    let locality = attr(ctx, body, op, "localityHint")
        .and_then(|a| a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
        .map_or_else(String::new, |a| a.value_bigint(ctx).to_string());
    p.write_str(" ");
    print_access(p, memref, indices);
    p.write_str(if flag("isWrite") { ", write" } else { ", read" });
    p.write_str(&format!(", locality<{locality}>"));
    p.write_str(if flag("isDataCache") {
        ", data"
    } else {
        ", instr"
    });
    p.print_op_attr_dict(op, &PREFETCH_PROPS);
    p.write_str(" : ");
    p.print_type(body.value_type(memref));
}

/// Parses `memref.transpose` after its name: `%m affine-map attr-dict : type to type`.
pub fn parse_transpose(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let input = p.parse_operand()?;
    let map = p.parse_affine_map()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    let source = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let result = p.parse_type()?;
    let ctx = p.context();
    state.operands.push(p.resolve_operand(input, source)?);
    state.result_types.push(result);
    let map = ctx.intern_attr(AttrData::AffineMap(map));
    state.props = properties(ctx, &[("permutation", Some(map))]);
    Ok(())
}

/// Prints `memref.transpose` after its name, the permutation as a bare affine map.
pub fn print_transpose(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let body = p.body();
    let ctx = p.ctx();
    let (Some(input), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        p.print_generic(op);
        return;
    };
    let Some(AttrData::AffineMap(map)) =
        attr(ctx, body, op, "permutation").map(|a| ctx.attr_data(a))
    else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    p.print_operand(input);
    p.write_str(" ");
    p.write_str(&map.to_string());
    p.print_op_attr_dict(op, &["permutation"]);
    p.write_str(" : ");
    p.print_type(body.value_type(input));
    p.write_str(" to ");
    p.print_type(body.value_type(result));
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%m = \"t.def\"() : () -> memref<4xf32>\n%i = \"t.def\"() : () -> index\n";

    #[test]
    fn alloca_scopes_show_their_terminator_only_with_results() {
        let ir = format!(
            "{ARGS}memref.alloca_scope {{\n}}\n%r = memref.alloca_scope -> (index) {{\n  memref.alloca_scope.return %i : index\n}}"
        );
        let text = printed(&ir);
        assert!(text.contains("memref.alloca_scope  {\n}\n"), "{text}");
        assert!(
            text.contains(
                "%2 = memref.alloca_scope  -> (index) {\nmemref.alloca_scope.return %1 : index\n}"
            ),
            "{text}"
        );
    }

    #[test]
    fn prefetches_spell_out_their_flags() {
        let ir = format!("{ARGS}memref.prefetch %m[%i], write, locality<1>, instr : memref<4xf32>");
        assert!(
            printed(&ir)
                .ends_with("memref.prefetch %0[%1], write, locality<1>, instr : memref<4xf32>")
        );
        let bad = format!("{ARGS}memref.prefetch %m[%i], write, locality<1>, code : memref<4xf32>");
        assert_eq!(
            first_error(&bad).as_deref(),
            Some("custom op 'memref.prefetch' cache type has to be 'data' or 'instr'")
        );
    }

    #[test]
    fn transposes_and_atomic_regions_read_back() {
        let ir = "%m = \"t.def\"() : () -> memref<2x3xf32>\n%t = memref.transpose %m (a, b) -> (b, a) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>";
        assert!(printed(ir).ends_with(
            "%transpose = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>"
        ));
        let rmw = format!(
            "{ARGS}%x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {{\n^bb0(%c: f32):\n  memref.atomic_yield %c : f32\n}}"
        );
        assert!(printed(&rmw).ends_with(
            "%2 = memref.generic_atomic_rmw %0[%1] : memref<4xf32> {\n^bb0(%arg0: f32):\nmemref.atomic_yield %arg0 : f32\n}"
        ));
    }
}
