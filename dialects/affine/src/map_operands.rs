//! Affine maps and integer sets together with the SSA values bound to their dimensions and
//! symbols ([`AffineOperands`]), and MLIR 19's rewrites of such pairs that the region ops'
//! folds use: composing the `affine.apply` ops that produce operands into the expressions
//! (`composeAffineMapAndOperands`), and `canonicalizeMapOrSetAndOperands` (dimensions that
//! may be symbols become symbols, constant symbols become constants, unused operands go,
//! repeated operands share one dimension or symbol).
//!
//! Not here: the simplification of semi-affine expressions (the core's flattening handles
//! pure affine ones), and the dialect's validity rules: until those are wired
//! here, only constant operands count as symbols a dimension may become ([`is_promotable`]).

use oxir::affine::{AffineExpr, AffineMap, IntegerSet, simplify_affine_expr};
use oxir::attrs::{AttrData, IntegerAttr};
use oxir::op_support::attr;
use oxir::rewrite::m_constant;
use oxir::{Body, Context, OpId, Value};

/// How many `affine.apply` ops a composition folds in at most: SSA values cannot form a cycle
/// in regions with dominance, but graph regions can.
const MAX_COMPOSED: usize = 1024;

/// The affine map held by attribute (or property) `name` of `op`.
pub fn map_property(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_data(attr(ctx, body, op, name)?) {
        AttrData::AffineMap(map) => Some(map.clone()),
        _ => None,
    }
}

/// The integer value of `value` when it is a constant.
pub fn constant_of(ctx: &Context, body: &Body, value: Value) -> Option<i64> {
    m_constant(ctx, body, value)?
        .dyn_cast::<IntegerAttr>(ctx)?
        .value_i64(ctx)
}

/// Whether the operand of a dimension may become a symbol. MLIR asks `isValidSymbol`; until
/// the dialect's validity rules are wired here, only constants (always valid symbols) are.
pub fn is_promotable(ctx: &Context, body: &Body, value: Value) -> bool {
    constant_of(ctx, body, value).is_some()
}

/// Expressions over dimensions and symbols with the values bound to them (dimensions first):
/// the results of a map or the constraints of a set.
#[derive(Clone, Debug, PartialEq)]
pub struct AffineOperands {
    /// The number of dimensions.
    pub num_dims: u32,
    /// The number of symbols.
    pub num_symbols: u32,
    /// The expressions.
    pub exprs: Vec<AffineExpr>,
    /// The operands, one per dimension and symbol.
    pub operands: Vec<Value>,
}

impl AffineOperands {
    /// The results of `map` with `operands`.
    pub fn of_map(map: &AffineMap, operands: &[Value]) -> AffineOperands {
        AffineOperands {
            num_dims: map.num_dims(),
            num_symbols: map.num_symbols(),
            exprs: map.results().to_vec(),
            operands: operands.to_vec(),
        }
    }

    /// The constraints of `set` with `operands`.
    pub fn of_set(set: &IntegerSet, operands: &[Value]) -> AffineOperands {
        AffineOperands {
            num_dims: set.num_dims(),
            num_symbols: set.num_symbols(),
            exprs: set.constraints().iter().map(|(e, _)| e.clone()).collect(),
            operands: operands.to_vec(),
        }
    }

    /// The map of the expressions, repeated results dropped when `dedup` (MLIR's
    /// `removeDuplicateExprs`).
    pub fn to_map(&self, dedup: bool) -> Option<AffineMap> {
        let mut exprs: Vec<AffineExpr> = Vec::new();
        for expr in &self.exprs {
            if !dedup || !exprs.contains(expr) {
                exprs.push(expr.clone());
            }
        }
        AffineMap::get(self.num_dims, self.num_symbols, exprs).ok()
    }

    /// The set of the expressions, each an equality where `set`'s constraint at its place is.
    pub fn to_set(&self, set: &IntegerSet) -> Option<IntegerSet> {
        let constraints = self
            .exprs
            .iter()
            .cloned()
            .zip(set.constraints().iter().map(|&(_, is_eq)| is_eq))
            .collect();
        IntegerSet::get(self.num_dims, self.num_symbols, constraints).ok()
    }

    /// Whether the operands match the dimensions and symbols.
    fn is_well_formed(&self) -> bool {
        self.operands.len() == (self.num_dims + self.num_symbols) as usize
    }

    /// Substitutes `dims` and `symbols` in every expression and sets the new counts.
    fn replace(
        &mut self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_dims: u32,
        num_symbols: u32,
    ) {
        for expr in &mut self.exprs {
            *expr = expr.replace_dims_and_symbols(dims, symbols);
        }
        self.num_dims = num_dims;
        self.num_symbols = num_symbols;
    }

    /// Whether some expression uses dimension `i` (`is_dim`) or symbol `i`.
    fn uses(&self, i: u32, is_dim: bool) -> bool {
        self.exprs.iter().any(|e| {
            if is_dim {
                e.is_function_of_dim(i)
            } else {
                e.is_function_of_symbol(i)
            }
        })
    }

    /// MLIR's `canonicalizeMapOrSetAndOperands`.
    pub fn canonicalize(&mut self, ctx: &Context, body: &Body) {
        if !self.is_well_formed() {
            return;
        }
        self.promote_symbols(ctx, body);
        let num_dims = self.num_dims as usize;
        let mut kept = Vec::new();
        let mut dim_map = vec![AffineExpr::constant(0); num_dims];
        let mut seen = Vec::new();
        for (i, slot) in dim_map.iter_mut().enumerate() {
            if self.uses(i as u32, true) {
                *slot = share(&mut seen, &mut kept, self.operands[i], AffineExpr::dim);
            }
        }
        let num_kept_dims = seen.len() as u32;
        let mut symbol_map = vec![AffineExpr::constant(0); self.num_symbols as usize];
        let mut seen = Vec::new();
        for (i, slot) in symbol_map.iter_mut().enumerate() {
            if !self.uses(i as u32, false) {
                continue;
            }
            let operand = self.operands[num_dims + i];
            *slot = match constant_of(ctx, body, operand) {
                Some(value) => AffineExpr::constant(value),
                None => share(&mut seen, &mut kept, operand, AffineExpr::symbol),
            };
        }
        let num_kept_symbols = seen.len() as u32;
        self.replace(&dim_map, &symbol_map, num_kept_dims, num_kept_symbols);
        self.operands = kept;
    }

    /// Turns the dimensions whose operands may be symbols into symbols after the existing
    /// ones (MLIR's `canonicalizePromotedSymbols`).
    fn promote_symbols(&mut self, ctx: &Context, body: &Body) {
        let num_dims = self.num_dims as usize;
        let mut dim_map = Vec::new();
        let (mut dims, mut promoted) = (Vec::new(), Vec::new());
        for &operand in &self.operands[..num_dims] {
            if is_promotable(ctx, body, operand) {
                dim_map.push(AffineExpr::symbol(self.num_symbols + promoted.len() as u32));
                promoted.push(operand);
            } else {
                dim_map.push(AffineExpr::dim(dims.len() as u32));
                dims.push(operand);
            }
        }
        let num_symbols = self.num_symbols + promoted.len() as u32;
        let mut operands = dims;
        operands.extend_from_slice(&self.operands[num_dims..]);
        operands.extend(promoted);
        let num_dims = (operands.len() - num_symbols as usize) as u32;
        self.replace(&dim_map, &[], num_dims, num_symbols);
        self.operands = operands;
    }

    /// MLIR's `composeAffineMapAndOperands`: each operand produced by an `affine.apply` is
    /// replaced with that op's expression over its own operands (which join the dimensions
    /// and symbols), until none is; then the result is canonicalized.
    pub fn compose(&mut self, ctx: &Context, body: &Body) {
        if !self.is_well_formed() {
            return;
        }
        let num_dims = self.num_dims as usize;
        let mut dims: Vec<Option<Value>> =
            self.operands[..num_dims].iter().map(|&v| Some(v)).collect();
        let mut symbols: Vec<Option<Value>> =
            self.operands[num_dims..].iter().map(|&v| Some(v)).collect();
        for _ in 0..MAX_COMPOSED {
            if !self.compose_one(ctx, body, &mut dims, &mut symbols) {
                break;
            }
        }
        // Drop the positions composed away: the expressions no longer use them.
        let mut operands = Vec::new();
        let mut renumber = |values: &[Option<Value>], make: fn(u32) -> AffineExpr| {
            let mut next = 0;
            let map: Vec<AffineExpr> = values
                .iter()
                .map(|value| match value {
                    Some(value) => {
                        operands.push(*value);
                        next += 1;
                        make(next - 1)
                    }
                    None => AffineExpr::constant(0),
                })
                .collect();
            (map, next)
        };
        let (dim_map, num_dims) = renumber(&dims, AffineExpr::dim);
        let (symbol_map, num_symbols) = renumber(&symbols, AffineExpr::symbol);
        self.replace(&dim_map, &symbol_map, num_dims, num_symbols);
        self.operands = operands;
        self.canonicalize(ctx, body);
        for expr in &mut self.exprs {
            *expr = simplify_affine_expr(expr, self.num_dims, self.num_symbols);
        }
    }

    /// Replaces the first operand produced by an `affine.apply` (MLIR's `replaceDimOrSym`);
    /// `false` when there is none.
    fn compose_one(
        &mut self,
        ctx: &Context,
        body: &Body,
        dims: &mut Vec<Option<Value>>,
        symbols: &mut Vec<Option<Value>>,
    ) -> bool {
        let apply = ctx.op_name(crate::AffineApplyOp::NAME);
        let producer = |value: &Option<Value>| {
            value
                .and_then(|v| v.defining_op())
                .filter(|&op| body.op_name(op) == apply)
        };
        let (position, is_dim, op) = match dims.iter().position(|v| producer(v).is_some()) {
            Some(i) => (i, true, producer(&dims[i])),
            None => match symbols.iter().position(|v| producer(v).is_some()) {
                Some(i) => (i, false, producer(&symbols[i])),
                None => return false,
            },
        };
        let Some(op) = op else {
            return false;
        };
        let Some(map) = crate::map_ops::map_of(ctx, body, op) else {
            return false;
        };
        let mut inner = AffineOperands::of_map(&map, &body.operands(op).collect::<Vec<_>>());
        if !inner.is_well_formed() {
            return false;
        }
        inner.canonicalize(ctx, body);
        let Some(expr) = inner.exprs.first() else {
            return false;
        };
        let shifted_dims: Vec<AffineExpr> = (0..inner.num_dims)
            .map(|d| AffineExpr::dim(dims.len() as u32 + d))
            .collect();
        let shifted_symbols: Vec<AffineExpr> = (0..inner.num_symbols)
            .map(|s| AffineExpr::symbol(symbols.len() as u32 + s))
            .collect();
        let replacement = expr.replace_dims_and_symbols(&shifted_dims, &shifted_symbols);
        let (mut dim_map, mut symbol_map) = (Vec::new(), Vec::new());
        if is_dim {
            dim_map = (0..dims.len() as u32).map(AffineExpr::dim).collect();
            dim_map[position] = replacement;
            dims[position] = None;
        } else {
            symbol_map = (0..symbols.len() as u32).map(AffineExpr::symbol).collect();
            symbol_map[position] = replacement;
            symbols[position] = None;
        }
        for expr in &mut self.exprs {
            *expr = expr.replace_dims_and_symbols(&dim_map, &symbol_map);
        }
        let (inner_dims, inner_symbols) = inner.operands.split_at(inner.num_dims as usize);
        dims.extend(inner_dims.iter().map(|&v| Some(v)));
        symbols.extend(inner_symbols.iter().map(|&v| Some(v)));
        true
    }
}

/// The expression of `operand` among those `seen`, or a new one (`make` of the next number)
/// recorded there, its operand kept.
fn share(
    seen: &mut Vec<(Value, AffineExpr)>,
    kept: &mut Vec<Value>,
    operand: Value,
    make: fn(u32) -> AffineExpr,
) -> AffineExpr {
    if let Some((_, expr)) = seen.iter().find(|(v, _)| *v == operand) {
        return expr.clone();
    }
    let expr = make(seen.len() as u32);
    seen.push((operand, expr.clone()));
    kept.push(operand);
    expr
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::structure::WalkOrder;
    use oxir::text::parser::{ParseOptions, parse_source};

    /// The bound of the lower bound map of the last `affine.for` in `ir` after `rewrite`,
    /// printed as `map` and the number of operands.
    fn rewritten(ir: &str, rewrite: fn(&mut AffineOperands, &Context, &Body)) -> (String, usize) {
        let ctx = oxir::testing::open_context();
        crate::register(&ctx);
        oxir_arith::register(&ctx);
        let module = parse_source(&ctx, ir, &ParseOptions::default()).expect("valid IR");
        let mut result = None;
        module
            .body
            .walk(module.op, WalkOrder::PreOrder, |body, op| {
                if body.op_name(op) == ctx.op_name(crate::AffineForOp::NAME)
                    && let Some(control) = crate::for_op::loop_control(&ctx, body, op)
                {
                    let mut operated =
                        AffineOperands::of_map(&control.lower_map, &control.lower_operands);
                    rewrite(&mut operated, &ctx, body);
                    let map = operated.to_map(true).expect("a map");
                    result = Some((map.to_string(), operated.operands.len()));
                }
            });
        result.expect("a loop")
    }

    const PREFIX: &str = "%c4 = arith.constant 4 : index\n%n = \"t.def\"() : () -> index\naffine.for %i = 0 to 10 {\n";

    #[test]
    fn canonical_operands_are_shared_used_and_not_constant() {
        let ir = format!(
            "{PREFIX}affine.for %j = max affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 + s0, s1, d0 + d1 + s0)>(%i, %i, %n)[%c4, %n] to 10 {{\n}}\n}}"
        );
        let (map, operands) = rewritten(&ir, |o, ctx, body| o.canonicalize(ctx, body));
        assert_eq!(map, "(d0)[s0] -> (d0 * 2 + 4, s0)");
        assert_eq!(operands, 2);
    }

    #[test]
    fn constant_dimensions_become_symbols_then_constants() {
        let ir = format!(
            "{PREFIX}affine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%c4, %i) to 10 {{\n}}\n}}"
        );
        let (map, operands) = rewritten(&ir, |o, ctx, body| o.canonicalize(ctx, body));
        assert_eq!(map, "(d0) -> (d0 + 4)");
        assert_eq!(operands, 1);
    }

    #[test]
    fn applies_compose_into_the_expressions() {
        let ir = format!(
            "{PREFIX}%a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)\n%b = affine.apply affine_map<(d0) -> (d0 + 3)>(%a)\naffine.for %j = affine_map<(d0, d1) -> (d0 + d1)>(%b, %i) to 10 {{\n}}\n}}"
        );
        let (map, operands) = rewritten(&ir, |o, ctx, body| o.compose(ctx, body));
        assert_eq!(map, "(d0) -> (d0 * 3 + 4)");
        assert_eq!(operands, 1);
    }
}
