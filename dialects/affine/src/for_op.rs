//! `affine.for`'s hand-written hooks: its custom form (`affine.for %i = max #lb(%a)[%n] to
//! min #ub(%b) step 2 iter_args(%x = %init) -> (f32) { ... }`, a bound written as a number or
//! a single SSA value when its map is a constant or one symbol, the `affine.yield` of a loop
//! without carried values left out) and MLIR 19's checks of the loop (those of its
//! `LoopLikeOpInterface` and `RegionBranchOpInterface`, then `AffineForOp::verifyRegions`,
//! with the bound operands valid dimensions and symbols), and [`LoopControl`], the bounds and
//! step of a loop as the other modules read them.
//!
//! Not here: the validity rules themselves (`crate::valid`), the folds and canonicalization
//! patterns (`crate::canon_loops`).

use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::{AttrData, IntegerAttr};
use oxir::loop_like::{LoopParts, verify_loop_like};
use oxir::op_support::{attr, properties, segment_sizes};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId, OperationState, Type, Value};

use crate::map_ops::{map_attr, parse_dim_and_symbol_list, print_dim_and_symbol_list};
use crate::valid::verify_dim_and_symbol_identifiers;

/// The property holding the lower bound map.
pub const LOWER_MAP: &str = "lowerBoundMap";
/// The property holding the upper bound map.
pub const UPPER_MAP: &str = "upperBoundMap";
/// The property holding the step.
pub const STEP: &str = "step";
/// The property holding the sizes of the operand groups (lower bound, upper bound, inits).
pub const SEGMENTS: &str = "operandSegmentSizes";

/// The bounds, step and initial carried values of an `affine.for`.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopControl {
    /// The lower bound map (the largest of its results).
    pub lower_map: AffineMap,
    /// The operands of the lower bound map, dimensions then symbols.
    pub lower_operands: Vec<Value>,
    /// The upper bound map (the smallest of its results, exclusive).
    pub upper_map: AffineMap,
    /// The operands of the upper bound map.
    pub upper_operands: Vec<Value>,
    /// The step.
    pub step: i64,
    /// The initial values of the carried values.
    pub inits: Vec<Value>,
}

impl LoopControl {
    /// The constant value of a bound map, if it is one constant (MLIR's
    /// `hasConstantLowerBound`).
    fn constant(map: &AffineMap) -> Option<i64> {
        map.single_constant_result()
    }

    /// The number of iterations when both bounds are constants and the step is positive
    /// (MLIR's `getTrivialConstantTripCount`).
    pub fn trivial_trip_count(&self) -> Option<u64> {
        let lower = LoopControl::constant(&self.lower_map)?;
        let upper = LoopControl::constant(&self.upper_map)?;
        if self.step <= 0 {
            return None;
        }
        let span = i128::from(upper) - i128::from(lower);
        if span <= 0 {
            return Some(0);
        }
        let step = i128::from(self.step);
        u64::try_from((span + step - 1) / step).ok()
    }

    /// The properties of a loop with these bounds and step (the inits only count).
    pub fn properties(&self, ctx: &Context) -> Option<Attribute> {
        let map = |m: &AffineMap| Some(ctx.intern_attr(AttrData::AffineMap(m.clone())));
        let sizes = [
            self.lower_operands.len(),
            self.upper_operands.len(),
            self.inits.len(),
        ];
        properties(
            ctx,
            &[
                (LOWER_MAP, map(&self.lower_map)),
                (UPPER_MAP, map(&self.upper_map)),
                (STEP, Some(index_attr(ctx, self.step))),
                (SEGMENTS, Some(segment_sizes(ctx, &sizes))),
            ],
        )
    }

    /// All operands of a loop with these bounds: lower, upper, inits.
    pub fn operands(&self) -> Vec<Value> {
        let mut operands = self.lower_operands.clone();
        operands.extend(&self.upper_operands);
        operands.extend(&self.inits);
        operands
    }
}

/// An `index` integer attribute.
fn index_attr(ctx: &Context, value: i64) -> Attribute {
    IntegerAttr::get(ctx, ctx.common().index, value).attr()
}

/// The bounds, step and inits of `affine.for` `op`, when its properties and operands are
/// well formed.
pub fn loop_control(ctx: &Context, body: &Body, op: OpId) -> Option<LoopControl> {
    let operands = crate::AffineForOp::SHAPE.operands;
    let total = body.num_operands(op);
    operands.sizes(ctx, body, op, total)?;
    let group = |i: usize| -> Vec<Value> {
        operands
            .range(ctx, body, op, total, i)
            .filter_map(|k| body.operand(op, k))
            .collect()
    };
    let step = attr(ctx, body, op, STEP)?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)?;
    Some(LoopControl {
        lower_map: map_attr(ctx, body, op, LOWER_MAP)?,
        lower_operands: group(0),
        upper_map: map_attr(ctx, body, op, UPPER_MAP)?,
        upper_operands: group(1),
        step,
        inits: group(2),
    })
}

/// Parses `affine.for` after its name (MLIR's `AffineForOp::parse`).
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let index = ctx.common().index;
    let mut induction = p.parse_argument(false, false)?;
    induction.ty = Some(index);
    p.parse_equal()?;
    let lower = parse_bound(p, true, &mut state.operands)?;
    let num_lower = state.operands.len();
    p.parse_keyword("to")?;
    let upper = parse_bound(p, false, &mut state.operands)?;
    let num_upper = state.operands.len() - num_lower;
    let step = if p.parse_optional_keyword("step") {
        let at = p.current_offset();
        let step = p.parse_attribute_of_type(index)?;
        let Some(value) = step
            .dyn_cast::<IntegerAttr>(ctx)
            .and_then(|s| s.value_i64(ctx))
        else {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        };
        if value < 0 {
            return Err(p.error_at(
                at,
                "expected step to be representable as a positive signed integer",
            ));
        }
        index_attr(ctx, value)
    } else {
        index_attr(ctx, 1)
    };
    let mut arguments = vec![induction];
    let mut num_inits = 0;
    if p.parse_optional_keyword("iter_args") {
        let Some((iter_args, inits)) = p.parse_optional_assignment_list()? else {
            return Err(p.error("expected '('"));
        };
        state.result_types = p.parse_arrow_type_list()?;
        for ((mut arg, init), &ty) in iter_args.into_iter().zip(inits).zip(&state.result_types) {
            arg.ty = Some(ty);
            arguments.push(arg);
            state.operands.push(p.resolve_operand(init, ty)?);
            num_inits += 1;
        }
    }
    let sizes = segment_sizes(ctx, &[num_lower, num_upper, num_inits]);
    state.props = properties(
        ctx,
        &[
            (LOWER_MAP, Some(lower)),
            (UPPER_MAP, Some(upper)),
            (STEP, Some(step)),
            (SEGMENTS, Some(sizes)),
        ],
    );
    if arguments.len() != state.result_types.len() + 1 {
        let at = p.name_offset();
        return Err(p.error_at(
            at,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    let region = p.parse_region(&arguments, false)?;
    p.ensure_terminator(region, crate::AffineYieldOp::NAME);
    p.parse_optional_attr_dict(&mut state.attrs)?;
    Ok(())
}

/// Parses one bound (MLIR's `parseBound`): `%ssa` (a symbol identity map), an integer (a
/// constant map), or a map with its dimension and symbol operands, after `max` (lower) or
/// `min` (upper), which a map of several results requires. Pushes the operands onto
/// `operands` and returns the map attribute.
fn parse_bound(
    p: &mut OpAsmParser<'_, '_>,
    is_lower: bool,
    operands: &mut Vec<Value>,
) -> ParseResult<Attribute> {
    let ctx = p.context();
    let index = ctx.common().index;
    let has_prefix = p.parse_optional_keyword(if is_lower { "max" } else { "min" });
    let ssa = p.parse_operand_list(Delimiter::None, None)?;
    if let Some(&first) = ssa.first() {
        if ssa.len() > 1 {
            let at = p.name_offset();
            return Err(p.error_at(at, "expected only one loop bound operand"));
        }
        operands.push(p.resolve_operand(first, index)?);
        let map = AffineMap::get(0, 1, vec![AffineExpr::symbol(0)]).unwrap_or_else(|_| {
            // A symbol identity map is always well formed.
            AffineMap::empty()
        });
        return Ok(ctx.intern_attr(AttrData::AffineMap(map)));
    }
    let at = p.current_offset();
    let bound = p.parse_attribute_of_type(index)?;
    match ctx.attr_data(bound) {
        AttrData::AffineMap(map) => {
            let map = map.clone();
            let (dims, symbols) = parse_dim_and_symbol_list(p)?;
            let name_at = p.name_offset();
            if map.num_dims() as usize != dims.len() {
                return Err(p.error_at(
                    name_at,
                    "dim operand count and affine map dim count must match",
                ));
            }
            if map.num_symbols() as usize != symbols.len() {
                return Err(p.error_at(
                    name_at,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if map.num_results() > 1 && !has_prefix {
                let message = if is_lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.error_at(at, message));
            }
            for operand in dims.into_iter().chain(symbols) {
                operands.push(p.resolve_operand(operand, index)?);
            }
            Ok(bound)
        }
        AttrData::Integer { .. } => {
            let value = bound
                .dyn_cast::<IntegerAttr>(ctx)
                .and_then(|v| v.value_i64(ctx));
            let Some(value) = value else {
                let name_at = p.name_offset();
                return Err(p.error_at(name_at, "integer bound out of range"));
            };
            Ok(ctx.intern_attr(AttrData::AffineMap(AffineMap::constant(value))))
        }
        _ => {
            let name_at = p.name_offset();
            Err(p.error_at(
                name_at,
                "expected valid affine map representation for loop bounds",
            ))
        }
    }
}

/// Prints `affine.for` after its name (MLIR's `AffineForOp::print`).
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let body = p.body();
    let region = body.op_regions(op).first().copied();
    let (scope, _) = body.region_scope(op);
    let entry = region.and_then(|r| scope.region_entry(r));
    let (Some(control), Some(region), Some(entry)) = (loop_control(ctx, body, op), region, entry)
    else {
        p.print_generic(op);
        return;
    };
    let args: Vec<Value> = scope.block_args(entry).collect();
    let (Some(&iv), Some(lower), Some(upper)) = (
        args.first(),
        attr(ctx, body, op, LOWER_MAP),
        attr(ctx, body, op, UPPER_MAP),
    ) else {
        p.print_generic(op);
        return;
    };
    p.write_str(" ");
    p.print_region_argument(iv, &[], true);
    p.write_str(" = ");
    print_bound(p, lower, &control.lower_map, &control.lower_operands, "max");
    p.write_str(" to ");
    print_bound(p, upper, &control.upper_map, &control.upper_operands, "min");
    if control.step != 1 {
        p.write_str(&format!(" step {}", control.step));
    }
    let has_inits = !control.inits.is_empty();
    if has_inits {
        p.write_str(" iter_args(");
        for (i, (&arg, &init)) in args[1..].iter().zip(&control.inits).enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_operand(arg);
            p.write_str(" = ");
            p.print_operand(init);
        }
        p.write_str(") -> (");
        p.print_types(body.result_types(op));
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(region, false, has_inits, false);
    p.print_op_attr_dict(op, &[LOWER_MAP, UPPER_MAP, STEP, SEGMENTS]);
}

/// Prints one bound (MLIR's `printBound`): a constant map as its number, a one-symbol
/// identity map as its operand, else the map (after `prefix` when it has several results)
/// and its operands.
fn print_bound(
    p: &mut OpAsmPrinter<'_>,
    map_attr: Attribute,
    map: &AffineMap,
    operands: &[Value],
    prefix: &str,
) {
    if let [expr] = map.results() {
        if map.num_inputs() == 0
            && let Some(value) = expr.as_constant()
        {
            p.write_str(&value.to_string());
            return;
        }
        if map.num_dims() == 0
            && map.num_symbols() == 1
            && matches!(expr, AffineExpr::Symbol(_))
            && let Some(&operand) = operands.first()
        {
            p.print_operand(operand);
            return;
        }
    } else {
        p.write_str(prefix);
        p.write_str(" ");
    }
    p.print_attribute(map_attr);
    print_dim_and_symbol_list(p, operands, map.num_dims() as usize);
}

/// The checks of the loop's body, in MLIR 19's order: those of its `LoopLikeOpInterface`
/// (initial values, region arguments and yielded values agree; `affine.for` does not expose
/// its results to them), those of its `RegionBranchOpInterface` (along the edges into the body
/// and out of the loop), then `AffineForOp::verifyRegions` (an `index` induction variable,
/// bound operands that are valid dimensions and symbols, as many inits and iteration arguments
/// as results).
pub fn verify_regions(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return Ok(());
    };
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let args: Vec<Type> = scope
        .block_args(entry)
        .map(|a| scope.value_type(a))
        .collect();
    let iter_args = args.get(1..).unwrap_or_default();
    let Some(control) = loop_control(ctx, body, op) else {
        return Ok(());
    };
    let inits: Vec<Type> = control.inits.iter().map(|&v| body.value_type(v)).collect();
    let yielded = scope.last_op(entry).and_then(|last| {
        (scope.op_name(last) == ctx.op_name(crate::AffineYieldOp::NAME))
            .then(|| scope.num_operands(last))
    });
    let parts = LoopParts {
        inits: &inits,
        iter_args,
        yielded,
        results: None,
    };
    verify_loop_like(ctx, body, op, &parts)?;
    crate::region_branch::verify_edges(ctx, body, op)?;
    if args.first() != Some(&ctx.common().index) {
        return error(
            "expected body to have a single index argument for the induction variable".into(),
        );
    }
    for (map, operands) in [
        (&control.lower_map, &control.lower_operands),
        (&control.upper_map, &control.upper_operands),
    ] {
        if map.num_inputs() > 0 {
            verify_dim_and_symbol_identifiers(ctx, body, op, operands, map.num_dims() as usize)?;
        }
    }
    let results = body.num_results(op);
    if results == 0 {
        return Ok(());
    }
    if inits.len() != results {
        return error("mismatch between the number of loop-carried values and results".into());
    }
    if iter_args.len() != results {
        return error("mismatch between the number of basic block args and results".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%a = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> f32\n";

    #[test]
    fn bounds_print_as_numbers_values_or_maps() {
        let ir = format!(
            "{ARGS}affine.for %i = 0 to %n step 3 {{\n}}\naffine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%n] to min affine_map<(d0) -> (d0 + 4, 8)>(%a) {{\n}}\naffine.for %i = max affine_map<()[s0] -> (s0)>()[%a] to affine_map<(d0) -> (d0)>(%n) {{\n}}"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains("affine.for %arg0 = 0 to %1 step 3 {\n"),
            "{text}"
        );
        assert!(
            text.contains("affine.for %arg0 = max #map(%0)[%1] to min #map1(%0) {\n"),
            "{text}"
        );
        assert!(
            text.contains("affine.for %arg0 = %0 to #map2(%1) {\n"),
            "{text}"
        );
        let generic = printed(&ir, true);
        assert!(
            generic.contains("\"affine.for\"(%1) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 3 : index, upperBoundMap = #map1}>"),
            "{generic}"
        );
    }

    #[test]
    fn carried_values_print_with_their_yield() {
        let ir = format!(
            "{ARGS}%r = affine.for %i = 0 to 4 iter_args(%acc = %x) -> (f32) {{\n  affine.yield %acc : f32\n}}"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains(
                "%3 = affine.for %arg0 = 0 to 4 iter_args(%arg1 = %2) -> (f32) {\n    affine.yield %arg1 : f32\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn custom_form_errors_are_mlirs() {
        let cases = [
            (
                "affine.for %i = 0 to 4 step -2 {\n}",
                "custom op 'affine.for' expected step to be representable as a positive signed integer",
            ),
            (
                "affine.for %i = affine_map<(d0) -> (d0, 3)>(%a) to 4 {\n}",
                "custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix",
            ),
            (
                "affine.for %i = 0 to affine_map<()[s0] -> (s0)>(%a) {\n}",
                "custom op 'affine.for' dim operand count and affine map dim count must match",
            ),
            (
                "affine.for %i = 0 to affine_map<()[s0] -> (s0)>() {\n}",
                "custom op 'affine.for' symbol operand count and affine map symbol count must match",
            ),
        ];
        for (ir, message) in cases {
            assert_eq!(
                first_error(&format!("{ARGS}{ir}")).as_deref(),
                Some(message),
                "{ir}"
            );
        }
    }

    #[test]
    fn the_induction_variable_is_an_index() {
        let ir = "\"affine.for\"() <{lowerBoundMap = affine_map<() -> (0)>, upperBoundMap = affine_map<() -> (2)>, step = 1 : index, operandSegmentSizes = array<i32: 0, 0, 0>}> ({\n^bb0(%i: i32):\n  affine.yield\n}) : () -> ()";
        assert_eq!(
            first_error(ir).as_deref(),
            Some(
                "'affine.for' op expected body to have a single index argument for the induction variable"
            )
        );
    }

    #[test]
    fn trip_counts_of_constant_bounds() {
        let control = |lower: i64, upper: i64, step: i64| LoopControl {
            lower_map: AffineMap::constant(lower),
            lower_operands: Vec::new(),
            upper_map: AffineMap::constant(upper),
            upper_operands: Vec::new(),
            step,
            inits: Vec::new(),
        };
        assert_eq!(control(0, 10, 3).trivial_trip_count(), Some(4));
        assert_eq!(control(5, 5, 1).trivial_trip_count(), Some(0));
        assert_eq!(control(7, 2, 1).trivial_trip_count(), Some(0));
        assert_eq!(control(0, 1, 0).trivial_trip_count(), None);
        assert_eq!(
            control(i64::MIN, i64::MAX, 1).trivial_trip_count(),
            Some(u64::MAX)
        );
    }
}
