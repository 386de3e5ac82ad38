//! `affine.parallel`'s hand-written hooks: its custom form (`affine.parallel (%i, %j) = (0,
//! max(%a, 2)) to (%n, 10) step (1, 2) reduce ("addf") -> (f32) { ... }`, each bound one
//! affine expression of SSA values or a `max`/`min` group of them, the `affine.yield` of a
//! loop without results left out), MLIR 19's `AffineParallelOp::verify`, and its fold (the
//! `affine.apply` ops producing bound operands composed into the bound maps).
//!
//! Not here: the validity rules of dimensions and symbols (`crate::valid`, which [`verify`]
//! calls last), and MLIR's transformations of parallel loops (normalization, the conversion to
//! `affine.for`).

use oxir::affine::{AffineExpr, AffineMap};
use oxir::attrs::{ArrayAttr, AttrData, DenseElementsAttr, IntegerAttr};
use oxir::op_support::{attr, properties};
use oxir::rewrite::{FoldOutcome, InPlaceUpdate};
use oxir::text::parser::{Delimiter, OpAsmParser, ParseResult, UnresolvedOperand};
use oxir::text::printer::OpAsmPrinter;
use oxir::types::Signedness;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId, OperationState, Type, TypeData, Value};
use oxir_arith::AtomicRMWKind;

use crate::compose::compose_affine_map_and_operands;
use crate::map_ops::map_attr;
use crate::valid::verify_dim_and_symbol_identifiers;

/// The property holding the reduction kinds (`arith` atomic kinds as `i64`).
pub const REDUCTIONS: &str = "reductions";
/// The property holding the lower bound map.
pub const LOWER_MAP: &str = "lowerBoundsMap";
/// The property holding how many lower bound results each dimension takes.
pub const LOWER_GROUPS: &str = "lowerBoundsGroups";
/// The property holding the upper bound map.
pub const UPPER_MAP: &str = "upperBoundsMap";
/// The property holding how many upper bound results each dimension takes.
pub const UPPER_GROUPS: &str = "upperBoundsGroups";
/// The property holding the steps.
pub const STEPS: &str = "steps";

/// The bounds of one side of an `affine.parallel`: a map whose results are split into one
/// group per dimension, over some of the op's operands.
#[derive(Clone, Debug, PartialEq)]
pub struct Bounds {
    /// The map of every group's results.
    pub map: AffineMap,
    /// The number of results of each group.
    pub groups: Vec<i64>,
    /// The map's operands, dimensions then symbols.
    pub operands: Vec<Value>,
}

/// What the hooks read of an `affine.parallel`.
#[derive(Clone, Debug, PartialEq)]
pub struct ParallelParts {
    /// The lower bounds (the largest result of each group).
    pub lower: Bounds,
    /// The upper bounds (the smallest result of each group).
    pub upper: Bounds,
    /// The step of each dimension.
    pub steps: Vec<i64>,
    /// The reduction attributes, one per result when well formed.
    pub reductions: Vec<Attribute>,
}

/// The integers of the `i32` elements property `name` of `op`.
fn groups_prop(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Vec<i64>> {
    let groups = attr(ctx, body, op, name)?.dyn_cast::<DenseElementsAttr>(ctx)?;
    Some(groups.i64_values(ctx)?.collect())
}

/// The parts of `affine.parallel` `op`, when its properties are well formed.
pub fn parts(ctx: &Context, body: &Body, op: OpId) -> Option<ParallelParts> {
    let lower_map = map_attr(ctx, body, op, LOWER_MAP)?;
    let upper_map = map_attr(ctx, body, op, UPPER_MAP)?;
    let operands: Vec<Value> = body.operands(op).collect();
    let split = (lower_map.num_inputs() as usize).min(operands.len());
    let steps = attr(ctx, body, op, STEPS)?.dyn_cast::<ArrayAttr>(ctx)?;
    let steps: Option<Vec<i64>> = steps
        .elements(ctx)
        .iter()
        .map(|&s| s.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx))
        .collect();
    let reductions = attr(ctx, body, op, REDUCTIONS)?.dyn_cast::<ArrayAttr>(ctx)?;
    Some(ParallelParts {
        lower: Bounds {
            map: lower_map,
            groups: groups_prop(ctx, body, op, LOWER_GROUPS)?,
            operands: operands[..split].to_vec(),
        },
        upper: Bounds {
            map: upper_map,
            groups: groups_prop(ctx, body, op, UPPER_GROUPS)?,
            operands: operands[split..].to_vec(),
        },
        steps: steps?,
        reductions: reductions.elements(ctx).to_vec(),
    })
}

impl ParallelParts {
    /// The properties of an op with these parts.
    pub fn properties(&self, ctx: &Context) -> Option<Attribute> {
        let map = |m: &AffineMap| Some(ctx.intern_attr(AttrData::AffineMap(m.clone())));
        let i64_type = ctx.common().i64;
        let steps: Vec<Attribute> = self
            .steps
            .iter()
            .map(|&s| IntegerAttr::get(ctx, i64_type, s).attr())
            .collect();
        properties(
            ctx,
            &[
                (
                    REDUCTIONS,
                    Some(ArrayAttr::get(ctx, &self.reductions).attr()),
                ),
                (LOWER_MAP, map(&self.lower.map)),
                (LOWER_GROUPS, groups_attr(ctx, &self.lower.groups)),
                (UPPER_MAP, map(&self.upper.map)),
                (UPPER_GROUPS, groups_attr(ctx, &self.upper.groups)),
                (STEPS, Some(ArrayAttr::get(ctx, &steps).attr())),
            ],
        )
    }
}

/// `dense<...> : tensor<Nxi32>` of `groups`.
fn groups_attr(ctx: &Context, groups: &[i64]) -> Option<Attribute> {
    let i32_type = ctx.intern_type(TypeData::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let ty = ctx.intern_type(TypeData::RankedTensor {
        shape: vec![groups.len() as i64].into_boxed_slice(),
        element: i32_type,
        encoding: None,
    });
    DenseElementsAttr::get_i64(ctx, ty, groups)
        .ok()
        .map(|a| a.attr())
}

/// The reduction kind of `value`, if it names one.
fn reduction_kind(ctx: &Context, value: Attribute) -> Option<AtomicRMWKind> {
    let value = value.dyn_cast::<IntegerAttr>(ctx)?.value_i64(ctx)?;
    AtomicRMWKind::ALL
        .into_iter()
        .find(|k| i64::try_from(k.value()) == Ok(value))
}

/// One group of a bound as written: its expressions and the operands of each.
struct Group<'src> {
    exprs: Vec<AffineExpr>,
    dims: Vec<UnresolvedOperand<'src>>,
    symbols: Vec<UnresolvedOperand<'src>>,
}

/// Parses `(bound, ...)` of one side (MLIR's `parseAffineMapWithMinMax`): each bound an
/// affine expression of SSA values or `max(...)`/`min(...)` of several. Returns the bounds
/// with all groups' dimensions deduplicated, then their symbols.
fn parse_bounds(p: &mut OpAsmParser<'_, '_>, is_lower: bool) -> ParseResult<Bounds> {
    p.parse_lparen()?;
    let mut groups = Vec::new();
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_keyword(if is_lower { "max" } else { "min" }) {
                let (map, operands) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
                let (dims, symbols) = operands.split_at(map.num_dims() as usize);
                groups.push(Group {
                    exprs: map.results().to_vec(),
                    dims: dims.to_vec(),
                    symbols: symbols.to_vec(),
                });
            } else {
                let parsed = p.parse_affine_expr_of_ssa_ids()?;
                groups.push(Group {
                    exprs: vec![parsed.expr],
                    dims: parsed.dims,
                    symbols: parsed.symbols,
                });
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    let index = p.context().common().index;
    // Every result gets its own copy of its group's operands; equal values then share one
    // dimension or symbol, as in MLIR.
    let (mut dims, mut symbols) = (Vec::<Value>::new(), Vec::<Value>::new());
    let (mut dim_map, mut symbol_map) = (Vec::new(), Vec::new());
    let mut exprs = Vec::new();
    for group in &groups {
        let group_dims = p.resolve_operands(&group.dims, &vec![index; group.dims.len()])?;
        let group_symbols =
            p.resolve_operands(&group.symbols, &vec![index; group.symbols.len()])?;
        for expr in &group.exprs {
            let shift_dims: Vec<AffineExpr> = (0..group_dims.len())
                .map(|d| AffineExpr::dim((dim_map.len() + d) as u32))
                .collect();
            let shift_symbols: Vec<AffineExpr> = (0..group_symbols.len())
                .map(|s| AffineExpr::symbol((symbol_map.len() + s) as u32))
                .collect();
            exprs.push(expr.replace_dims_and_symbols(&shift_dims, &shift_symbols));
            for &value in &group_dims {
                dim_map.push(AffineExpr::dim(position(&mut dims, value)));
            }
            for &value in &group_symbols {
                symbol_map.push(AffineExpr::symbol(position(&mut symbols, value)));
            }
        }
    }
    let exprs = exprs
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dim_map, &symbol_map))
        .collect();
    let map = AffineMap::get(dims.len() as u32, symbols.len() as u32, exprs)
        .map_err(|message| p.error(message))?;
    let mut operands = dims;
    operands.extend(symbols);
    Ok(Bounds {
        map,
        groups: groups.iter().map(|g| g.exprs.len() as i64).collect(),
        operands,
    })
}

/// The position of `value` in `values`, appended when absent.
fn position(values: &mut Vec<Value>, value: Value) -> u32 {
    match values.iter().position(|&v| v == value) {
        Some(i) => i as u32,
        None => {
            values.push(value);
            (values.len() - 1) as u32
        }
    }
}

/// Parses `affine.parallel` after its name (MLIR's `AffineParallelOp::parse`).
pub fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let index = ctx.common().index;
    let mut ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_equal()?;
    let lower = parse_bounds(p, true)?;
    p.parse_keyword("to")?;
    let upper = parse_bounds(p, false)?;
    let steps = if p.parse_optional_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
        let Some(steps) = map.constant_results() else {
            let at = p.name_offset();
            return Err(p.error_at(at, "steps must be constant integers"));
        };
        steps
    } else {
        vec![1; ivs.len()]
    };
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_lparen()?;
        loop {
            let at = p.current_offset();
            let name = p.parse_string()?;
            let kind = AtomicRMWKind::ALL
                .into_iter()
                .find(|k| k.as_str().as_bytes() == name.as_slice());
            let Some(kind) = kind else {
                let text = String::from_utf8_lossy(&name).into_owned();
                return Err(p.error_at(at, format!("invalid reduction value: \"{text}\"")));
            };
            let value = i64::try_from(kind.value()).unwrap_or(i64::MAX);
            reductions.push(IntegerAttr::get(ctx, ctx.common().i64, value).attr());
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    state.result_types = p.parse_optional_arrow_type_list()?;
    for iv in &mut ivs {
        iv.ty = Some(index);
    }
    let region = p.parse_region(&ivs, false)?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.ensure_terminator(region, crate::AffineYieldOp::NAME);
    let parts = ParallelParts {
        lower,
        upper,
        steps,
        reductions,
    };
    state.operands.extend(&parts.lower.operands);
    state.operands.extend(&parts.upper.operands);
    state.props = parts.properties(ctx);
    Ok(())
}

/// Prints `affine.parallel` after its name (MLIR's `AffineParallelOp::print`).
pub fn print(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let body = p.body();
    let region = body.op_regions(op).first().copied();
    let (scope, _) = body.region_scope(op);
    let entry = region.and_then(|r| scope.region_entry(r));
    let (Some(parts), Some(region), Some(entry)) = (parts(ctx, body, op), region, entry) else {
        p.print_generic(op);
        return;
    };
    let kinds: Option<Vec<AtomicRMWKind>> = parts
        .reductions
        .iter()
        .map(|&r| reduction_kind(ctx, r))
        .collect();
    let Some(kinds) = kinds.filter(|k| k.len() == body.num_results(op)) else {
        p.print_generic(op);
        return;
    };
    p.write_str(" (");
    p.print_operands(scope.block_args(entry));
    p.write_str(") = (");
    print_bounds(p, &parts.lower, "max");
    p.write_str(") to (");
    print_bounds(p, &parts.upper, "min");
    p.write_str(")");
    if parts.steps.iter().any(|&s| s != 1) {
        let steps: Vec<String> = parts.steps.iter().map(i64::to_string).collect();
        p.write_str(&format!(" step ({})", steps.join(", ")));
    }
    if !kinds.is_empty() {
        let names: Vec<String> = kinds
            .iter()
            .map(|k| format!("\"{}\"", k.as_str()))
            .collect();
        p.write_str(&format!(" reduce ({}) -> (", names.join(", ")));
        p.print_types(body.result_types(op));
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(region, false, !kinds.is_empty(), false);
    p.print_op_attr_dict(
        op,
        &[
            REDUCTIONS,
            LOWER_MAP,
            LOWER_GROUPS,
            UPPER_MAP,
            UPPER_GROUPS,
            STEPS,
        ],
    );
}

/// Prints the groups of one side (MLIR's `printMinMaxBound`): a group of one result as its
/// expression, a larger one as `keyword(...)` of its results.
fn print_bounds(p: &mut OpAsmPrinter<'_>, bounds: &Bounds, keyword: &str) {
    let num_dims = (bounds.map.num_dims() as usize).min(bounds.operands.len());
    let (dims, symbols) = bounds.operands.split_at(num_dims);
    let mut start: usize = 0;
    for (i, &size) in bounds.groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let size = usize::try_from(size).unwrap_or(0);
        let results = start
            .checked_add(size)
            .and_then(|end| bounds.map.results().get(start..end));
        let Some(results) = results else {
            return;
        };
        if let [only] = results {
            p.print_affine_expr_of_ssa_ids(only, dims, symbols);
        } else {
            p.write_str(keyword);
            p.write_str("(");
            let slice = AffineMap::get(
                bounds.map.num_dims(),
                bounds.map.num_symbols(),
                results.to_vec(),
            );
            if let Ok(slice) = slice {
                p.print_affine_map_of_ssa_ids(&slice, &bounds.operands);
            }
            p.write_str(")");
        }
        start += size;
    }
}

/// Whether `kind` can reduce values of type `ty` (MLIR's `isResultTypeMatchAtomicRMWKind`).
fn kind_matches(ctx: &Context, kind: AtomicRMWKind, ty: Type) -> bool {
    let data = ctx.type_data(ty);
    let is_float = matches!(data, TypeData::Float(_));
    let signedness = match data {
        TypeData::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    };
    match kind {
        AtomicRMWKind::Addf
        | AtomicRMWKind::Mulf
        | AtomicRMWKind::Maximumf
        | AtomicRMWKind::Minimumf => is_float,
        AtomicRMWKind::Addi | AtomicRMWKind::Muli | AtomicRMWKind::Ori | AtomicRMWKind::Andi => {
            signedness.is_some()
        }
        AtomicRMWKind::Assign => true,
        AtomicRMWKind::Maxs | AtomicRMWKind::Mins => signedness == Some(Signedness::Signed),
        AtomicRMWKind::Maxu | AtomicRMWKind::Minu => signedness == Some(Signedness::Unsigned),
        AtomicRMWKind::Maxnumf | AtomicRMWKind::Minnumf => false,
    }
}

/// MLIR's `AffineParallelOp::verify`: one group per dimension on each side, one step and one
/// region argument per dimension, groups that add up to the maps' results, and a valid
/// reduction of the right type per result, then bound operands that are valid dimensions
/// and symbols.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let error = |message: String| Err(op_error(ctx, body, op, message));
    let Some(parts) = parts(ctx, body, op) else {
        return Ok(());
    };
    let num_args = oxir::region_branch::entry_argument_count(body, op, 0);
    let dims = parts.steps.len();
    if parts.lower.groups.len() != dims || parts.upper.groups.len() != dims || num_args != dims {
        return error(format!(
            "the number of region arguments ({num_args}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({dims}) must all match",
            parts.lower.groups.len(),
            parts.upper.groups.len()
        ));
    }
    for (bounds, side) in [(&parts.lower, "lower"), (&parts.upper, "upper")] {
        let expected = bounds
            .groups
            .iter()
            .try_fold(0i64, |total, &size| total.checked_add(size));
        let Some(expected) = expected else {
            return error(format!("expected {side} bounds map to have more results"));
        };
        if usize::try_from(expected) != Ok(bounds.map.num_results()) {
            return error(format!(
                "expected {side} bounds map to have {expected} results"
            ));
        }
    }
    if parts.reductions.len() != body.num_results(op) {
        return error("a reduction must be specified for each output".into());
    }
    for (&reduction, ty) in parts.reductions.iter().zip(body.result_types(op)) {
        let Some(kind) = reduction_kind(ctx, reduction) else {
            return error("invalid reduction attribute".into());
        };
        if !kind_matches(ctx, kind, ty) {
            return error("result type cannot match reduction attribute".into());
        }
    }
    for bounds in [&parts.lower, &parts.upper] {
        verify_dim_and_symbol_identifiers(
            ctx,
            body,
            op,
            &bounds.operands,
            bounds.map.num_dims() as usize,
        )?;
    }
    Ok(())
}

/// Folds `affine.parallel` (MLIR's `AffineParallelOp::fold`): the `affine.apply` ops
/// producing bound operands composed into the bound maps, in place.
pub fn fold(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(mut next) = parts(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let before = next.clone();
    for bounds in [&mut next.lower, &mut next.upper] {
        compose_affine_map_and_operands(ctx, body, &mut bounds.map, &mut bounds.operands);
    }
    if next == before {
        return FoldOutcome::NoFold;
    }
    let mut operands = next.lower.operands.clone();
    operands.extend(&next.upper.operands);
    FoldOutcome::InPlace(InPlaceUpdate {
        operands: Some(operands),
        props: next.properties(ctx),
        ..InPlaceUpdate::default()
    })
}

#[cfg(test)]
mod tests {
    use crate::testing::{first_error, printed};

    const ARGS: &str = "%a = \"t.def\"() : () -> index\n%n = \"t.def\"() : () -> index\n%x = \"t.def\"() : () -> f32\n";

    #[test]
    fn bounds_share_operands_and_print_back_in_groups() {
        let ir = format!(
            "{ARGS}%r = affine.parallel (%i, %j) = (%a + 1, max(%n, symbol(%a))) to (%n, 8) step (2, 1) reduce (\"mulf\") -> (f32) {{\n  affine.yield %x : f32\n}}"
        );
        let text = printed(&ir, false);
        assert!(
            text.contains("%3 = affine.parallel (%arg0, %arg1) = (%0 + 1, max(%1, symbol(%0))) to (%1, 8) step (2, 1) reduce (\"mulf\") -> (f32) {"),
            "{text}"
        );
        let generic = printed(&ir, true);
        assert!(
            generic.contains("\"affine.parallel\"(%0, %1, %0, %1) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [9], steps = [2, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}>"),
            "{generic}"
        );
        assert!(
            generic.contains("#map = affine_map<(d0, d1)[s0] -> (d0 + 1, d1, s0)>"),
            "{generic}"
        );
    }

    #[test]
    fn reductions_fit_their_results() {
        let ir = format!(
            "{ARGS}%r = affine.parallel (%i) = (0) to (%n) reduce (\"ori\") -> f32 {{\n  affine.yield %x : f32\n}}"
        );
        assert_eq!(
            first_error(&ir).as_deref(),
            Some("'affine.parallel' op result type cannot match reduction attribute")
        );
        let assign = ir.replace("ori", "assign");
        assert_eq!(first_error(&assign), None);
        let unknown = ir.replace("ori", "sub");
        assert_eq!(
            first_error(&unknown).as_deref(),
            Some("custom op 'affine.parallel' invalid reduction value: \"sub\"")
        );
    }

    #[test]
    fn dimensions_agree() {
        let ir = format!("{ARGS}affine.parallel (%i) = (0, 0) to (%n, %n) {{\n}}");
        assert_eq!(
            first_error(&ir).as_deref(),
            Some(
                "'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (1) must all match"
            )
        );
    }
}
