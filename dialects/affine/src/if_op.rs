//! `affine.if`'s hand-written hooks: its custom form (`affine.if #set(%dims)[%symbols] ->
//! (types) { ... } else { ... }`, the `else` region optional and the `affine.yield` of an
//! `affine.if` without results left out) and MLIR 19's `AffineIfOp::verify` (an integer set
//! `condition` attribute whose dimensions and symbols match the operands, which must be valid
//! dimensions and symbols), and the condition's accessors.
//!
//! Not here: the validity rules themselves (`crate::valid`), the checks along the regions'
//! control flow edges (`crate::region_branch`), the folds and patterns (`crate::canon_if`).

use oxir::affine::IntegerSet;
use oxir::attrs::AttrData;
use oxir::op_support::attr;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, NamedAttr, OpId, OperationState, TypeData};

use crate::map_ops::{parse_dim_and_symbol_list, print_dim_and_symbol_list};
use crate::valid::verify_dim_and_symbol_identifiers;

/// The name of the discardable attribute holding the condition.
pub const CONDITION: &str = "condition";

/// The condition of `op`, if its `condition` attribute is an integer set.
pub fn condition_of(ctx: &Context, body: &Body, op: OpId) -> Option<IntegerSet> {
    match ctx.attr_data(attr(ctx, body, op, CONDITION)?) {
        AttrData::IntegerSet(set) => Some(set.clone()),
        _ => None,
    }
}

/// The discardable attributes of `op` with the condition set to `set`.
pub fn attrs_with_condition(ctx: &Context, body: &Body, op: OpId, set: IntegerSet) -> Attribute {
    let mut entries = match ctx.attr_data(body.op_attrs(op)) {
        AttrData::Dictionary(entries) => entries.to_vec(),
        _ => Vec::new(),
    };
    entries.push(NamedAttr {
        name: ctx.string_attr(CONDITION),
        value: ctx.intern_attr(AttrData::IntegerSet(set)),
    });
    ctx.dictionary(entries)
}

/// Parses `affine.if` after its name (MLIR's `AffineIfOp::parse`).
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let at = p.current_offset();
    let condition = p.parse_attribute()?;
    let AttrData::IntegerSet(set) = ctx.attr_data(condition) else {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    };
    let set = set.clone();
    state.attrs.push(NamedAttr {
        name: ctx.string_attr(CONDITION),
        value: condition,
    });
    let (dims, symbols) = parse_dim_and_symbol_list(p)?;
    let name_at = p.name_offset();
    if set.num_dims() as usize != dims.len() {
        return Err(p.error_at(
            name_at,
            "dim operand count and integer set dim count must match",
        ));
    }
    if set.num_symbols() as usize != symbols.len() {
        return Err(p.error_at(
            name_at,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    let index = ctx.intern_type(TypeData::Index);
    for operand in dims.into_iter().chain(symbols) {
        state.operands.push(p.resolve_operand(operand, index)?);
    }
    state.result_types = p.parse_optional_arrow_type_list()?;
    let then_region = p.parse_region(&[], false)?;
    p.ensure_terminator(then_region, crate::AffineYieldOp::NAME);
    if p.parse_optional_keyword("else") {
        let else_region = p.parse_region(&[], false)?;
        p.ensure_terminator(else_region, crate::AffineYieldOp::NAME);
    } else {
        p.add_empty_region();
    }
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

/// Prints `affine.if` after its name (MLIR's `AffineIfOp::print`).
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let body = p.body();
    let (Some(condition), Some(set), &[then_region, else_region]) = (
        attr(ctx, body, op, CONDITION),
        condition_of(ctx, body, op),
        body.op_regions(op),
    ) else {
        p.print_generic(op);
        return;
    };
    let operands: Vec<_> = body.operands(op).collect();
    p.write_str(" ");
    p.print_attribute(condition);
    print_dim_and_symbol_list(p, &operands, set.num_dims() as usize);
    let results: Vec<_> = body.result_types(op).collect();
    if let [only] = results[..]
        && !matches!(ctx.type_data(only), TypeData::Function { .. })
    {
        p.write_str(" -> ");
        p.print_type(only);
    } else if !results.is_empty() {
        p.write_str(" -> (");
        p.print_types(results.iter().copied());
        p.write_str(")");
    }
    p.write_str(" ");
    let has_results = !results.is_empty();
    p.print_region(then_region, false, has_results, false);
    let (scope, _) = body.region_scope(op);
    if scope.region_entry(else_region).is_some() {
        p.write_str(" else ");
        p.print_region(else_region, false, has_results, false);
    }
    p.print_op_attr_dict(op, &[CONDITION]);
}

/// MLIR's `AffineIfOp::verify`: an integer set condition with one operand per dimension and
/// symbol, each a valid dimension or symbol of the op's affine scope.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(set) = condition_of(ctx, body, op) else {
        return Err(op_error(
            ctx,
            body,
            op,
            "requires an integer set attribute named 'condition'",
        ));
    };
    if body.num_operands(op) != set.num_inputs() as usize {
        return Err(op_error(
            ctx,
            body,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    let operands: Vec<_> = body.operands(op).collect();
    verify_dim_and_symbol_identifiers(ctx, body, op, &operands, set.num_dims() as usize)
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%i = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> f32\n";

    #[test]
    fn conditions_print_with_their_operands_and_results() {
        let ir = format!(
            "{ARGS}%r = affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] -> f32 {{\n  affine.yield %x : f32\n}} else {{\n  affine.yield %x : f32\n}}\naffine.if affine_set<() : (0 == 0)>() {{\n}} {{foo}}"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains(
                "%3 = affine.if #set(%0)[%1] -> f32 {\n    affine.yield %2 : f32\n  } else {\n"
            ),
            "{text}"
        );
        assert!(text.contains("affine.if #set1() {\n  } {foo}\n"), "{text}");
        let generic = printed(&ir, true);
        assert!(
            generic.contains("}, {\n  }) {condition = #set1, foo} : () -> ()"),
            "{generic}"
        );
    }

    #[test]
    fn the_condition_matches_the_operands() {
        let missing =
            format!("{ARGS}\"affine.if\"(%i) ({{\n  affine.yield\n}}, {{\n}}) : (index) -> ()");
        assert_eq!(
            first_error(&missing).as_deref(),
            Some("'affine.if' op requires an integer set attribute named 'condition'")
        );
        let count = format!(
            "{ARGS}\"affine.if\"(%i, %n) ({{\n  affine.yield\n}}, {{\n}}) {{condition = affine_set<(d0) : (d0 >= 0)>}} : (index, index) -> ()"
        );
        assert_eq!(
            first_error(&count).as_deref(),
            Some(
                "'affine.if' op operand count and condition integer set dimension and symbol count must match"
            )
        );
        let custom = format!("{ARGS}affine.if affine_set<(d0) : (d0 >= 0)>()[%n] {{\n}}");
        assert_eq!(
            first_error(&custom).as_deref(),
            Some("custom op 'affine.if' dim operand count and integer set dim count must match")
        );
    }
}
