//! Which values may be the dimensions and symbols of an affine map (MLIR 19's `isValidDim`,
//! `isValidSymbol`, `getAffineScope` and `verifyDimAndSymbolIdentifiers`).
//!
//! An affine scope is the region of an op with the `AffineScope` trait (`func.func`,
//! `builtin.module`). A value is a valid symbol of a scope when it is defined at its top level
//! or is one of its arguments, a constant, an `affine.apply` of valid symbols, a `memref.dim`
//! of a memref defined at the top level of a scope (or of a view whose size is a valid
//! symbol), or a value that dominates the op owning the region asked about. A valid dimension
//! is a valid symbol, an induction variable of `affine.for` or `affine.parallel`, an
//! `affine.apply` of valid dimensions or a `memref.dim` of a top-level memref.
//!
//! A scope is named by the region inside the body that holds the op asked about; `None` stands
//! both for "no scope" and for a scope beyond the body's isolated owner, which decide the same
//! since no value of the body is defined there. The questions are answered with a worklist
//! rather than MLIR's recursion, so a long chain of `affine.apply` ops cannot exhaust the stack;
//! a cycle of them (possible in a graph region, where MLIR would recurse forever) is valid when
//! nothing it reaches is invalid. Not here: the checks of the ops themselves, which call
//! [`verify_dim_and_symbol_identifiers`] or [`is_valid_affine_index_operand`].

use oxir::rewrite::m_constant;
use oxir::types::DYNAMIC;
use oxir::verifier::op_error;
use oxir::{Body, Context, Diagnostic, OpId, OpName, RegionId, Trait, TypeData, Value, ValueDef};

use oxir_memref::{AllocOp, DimOp, SubviewOp, ViewOp};

/// The ops whose block arguments are induction variables, hence valid dimensions.
const LOOPS: [&str; 2] = [crate::AffineForOp::NAME, crate::AffineParallelOp::NAME];

/// The name of the op owning `region`: its parent op in `body`, or the body's isolated owner
/// for a region at the top of the body.
fn region_owner(body: &Body, region: RegionId) -> Option<OpName> {
    match body.region_parent_op(region) {
        Some(op) => Some(body.op_name(op)),
        None => body.owner_name(),
    }
}

/// The name of the op owning the block of a block argument (the block must be in a region).
fn block_owner(body: &Body, value: Value) -> Option<OpName> {
    let ValueDef::BlockArg { block, .. } = value.def() else {
        return None;
    };
    region_owner(body, body.block_parent_region(block)?)
}

/// The region `value` is defined in (its block's region, or its defining op's).
fn value_region(body: &Body, value: Value) -> Option<RegionId> {
    match value.def() {
        ValueDef::BlockArg { block, .. } => body.block_parent_region(block),
        ValueDef::Result { op, .. } => body.op_parent_region(op),
    }
}

fn is_index(ctx: &Context, body: &Body, value: Value) -> bool {
    matches!(ctx.type_data(body.value_type(value)), TypeData::Index)
}

fn has_trait(ctx: &Context, name: Option<OpName>, t: Trait) -> bool {
    name.is_some_and(|name| ctx.op_has_trait(name, t))
}

fn is_loop(ctx: &Context, name: Option<OpName>) -> bool {
    name.is_some_and(|name| LOOPS.contains(&ctx.op_name_str(name)))
}

/// MLIR's `getAffineScope`: the region, enclosing `op`, of the closest op with the
/// `AffineScope` trait.
pub fn affine_scope(ctx: &Context, body: &Body, op: OpId) -> Option<RegionId> {
    let mut current = op;
    loop {
        match body.op_parent_op(current) {
            Some(parent) if ctx.op_has_trait(body.op_name(parent), Trait::AffineScope) => {
                return body.op_parent_region(current);
            }
            Some(parent) => current = parent,
            None => {
                let region = body.op_parent_region(current)?;
                return has_trait(ctx, body.owner_name(), Trait::AffineScope).then_some(region);
            }
        }
    }
}

/// MLIR's `isTopLevelValue(value)`: `value` is defined at the top level of a region whose op
/// has the `AffineScope` trait, or is an argument of one.
pub fn is_top_level_value(ctx: &Context, body: &Body, value: Value) -> bool {
    value_region(body, value)
        .is_some_and(|region| has_trait(ctx, region_owner(body, region), Trait::AffineScope))
}

/// MLIR's `isTopLevelValue(value, region)`: `value` is defined at the top level of `region`
/// or is an argument of one of its blocks.
pub fn is_top_level_value_in(body: &Body, value: Value, region: RegionId) -> bool {
    value_region(body, value) == Some(region)
}

/// MLIR's `isValidDim(value)`: `value` is a valid dimension in the scope it is defined in.
pub fn is_valid_dim(ctx: &Context, body: &Body, value: Value) -> bool {
    if !is_index(ctx, body, value) {
        return false;
    }
    match value.defining_op() {
        Some(op) => is_valid_dim_in(ctx, body, value, affine_scope(ctx, body, op)),
        None => {
            let owner = block_owner(body, value);
            has_trait(ctx, owner, Trait::AffineScope) || is_loop(ctx, owner)
        }
    }
}

/// What one value contributes to a validity question: decided, or decided by other values
/// (the operands of an `affine.apply`, the size of a view), all of which must be valid.
enum Step {
    Valid,
    Invalid,
    Needs(Vec<Value>),
}

/// Whether every value reached from `value` through [`Step::Needs`] is valid. A worklist with
/// a visited set rather than a recursion, so that long chains of `affine.apply` ops cannot
/// exhaust the stack and cycles of them (in graph regions) end.
fn all_valid(value: Value, mut step: impl FnMut(Value) -> Step) -> bool {
    let mut pending = vec![value];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = pending.pop() {
        if !seen.insert(v) {
            continue;
        }
        match step(v) {
            Step::Valid => {}
            Step::Invalid => return false,
            Step::Needs(values) => pending.extend(values),
        }
    }
    true
}

fn is_apply(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op_name(op)) == crate::AffineApplyOp::NAME
}

/// MLIR's `isValidDim(value, region)`: `value` may be a dimension of an affine map used in
/// the affine scope `scope`.
pub fn is_valid_dim_in(ctx: &Context, body: &Body, value: Value, scope: Option<RegionId>) -> bool {
    all_valid(value, |v| {
        if !is_index(ctx, body, v) {
            return Step::Invalid;
        }
        if is_valid_symbol_in(ctx, body, v, scope) {
            return Step::Valid;
        }
        let Some(op) = v.defining_op() else {
            return valid_if(is_loop(ctx, block_owner(body, v)));
        };
        if is_apply(ctx, body, op) {
            return Step::Needs(body.operands(op).collect());
        }
        match DimOp::from_op(ctx, body, op) {
            Some(dim) => valid_if(is_top_level_value(ctx, body, dim.source(ctx, body))),
            None => Step::Invalid,
        }
    })
}

fn valid_if(valid: bool) -> Step {
    if valid { Step::Valid } else { Step::Invalid }
}

/// MLIR's `isValidSymbol(value)`: `value` is a valid symbol in every scope that can see it.
pub fn is_valid_symbol(ctx: &Context, body: &Body, value: Value) -> bool {
    if !is_index(ctx, body, value) {
        return false;
    }
    if is_top_level_value(ctx, body, value) {
        return true;
    }
    value
        .defining_op()
        .is_some_and(|op| is_valid_symbol_in(ctx, body, value, affine_scope(ctx, body, op)))
}

/// MLIR's `isValidSymbol(value, region)`: `value` may be a symbol of an affine map used in the
/// affine scope `scope`.
pub fn is_valid_symbol_in(
    ctx: &Context,
    body: &Body,
    value: Value,
    scope: Option<RegionId>,
) -> bool {
    all_valid(value, |v| symbol_step(ctx, body, v, scope))
}

/// One value of [`is_valid_symbol_in`].
fn symbol_step(ctx: &Context, body: &Body, value: Value, scope: Option<RegionId>) -> Step {
    if !is_index(ctx, body, value) {
        return Step::Invalid;
    }
    if scope.is_some_and(|region| is_top_level_value_in(body, value, region)) {
        return Step::Valid;
    }
    if let Some(op) = value.defining_op() {
        if m_constant(ctx, body, value).is_some() {
            return Step::Valid;
        }
        if is_apply(ctx, body, op) {
            return Step::Needs(body.operands(op).collect());
        }
        if let Some(dim) = DimOp::from_op(ctx, body, op) {
            return dim_op_step(ctx, body, dim);
        }
    }
    valid_if(dominates_scope(ctx, body, value, scope))
}

/// Whether `value` is defined at the top of a region enclosing the op that owns `scope`, up
/// to an op isolated from above (MLIR's recursion on the parent region, for a value that is
/// no constant, `affine.apply` or `memref.dim`).
fn dominates_scope(ctx: &Context, body: &Body, value: Value, scope: Option<RegionId>) -> bool {
    let mut region = scope;
    while let Some(parent) = region.and_then(|r| body.region_parent_op(r)) {
        if ctx.op_has_trait(body.op_name(parent), Trait::IsolatedFromAbove) {
            return false;
        }
        region = body.op_parent_region(parent);
        if region.is_some_and(|r| is_top_level_value_in(body, value, r)) {
            return true;
        }
    }
    false
}

/// MLIR's `isDimOpValidSymbol`: the size is of a memref defined at the top level of a scope,
/// or of a `memref.alloc`, `memref.view` or `memref.subview` whose size is static or a valid
/// symbol (of the same scope: the size it needs).
fn dim_op_step(ctx: &Context, body: &Body, dim: DimOp) -> Step {
    let source = dim.source(ctx, body);
    if is_top_level_value(ctx, body, source) {
        return Step::Valid;
    }
    let Some(def) = source.defining_op() else {
        return Step::Invalid;
    };
    let Some(index) = m_constant(ctx, body, dim.index(ctx, body))
        .and_then(|a| a.dyn_cast::<oxir::attrs::IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
    else {
        return Step::Invalid;
    };
    let sizes = if let Some(alloc) = AllocOp::from_op(ctx, body, def) {
        alloc.dynamic_sizes(ctx, body)
    } else if let Some(view) = ViewOp::from_op(ctx, body, def) {
        view.sizes(ctx, body)
    } else if let Some(subview) = SubviewOp::from_op(ctx, body, def) {
        subview.sizes(ctx, body)
    } else {
        return Step::Invalid;
    };
    let TypeData::MemRef { shape, .. } = ctx.type_data(body.value_type(source)) else {
        return Step::Invalid;
    };
    let Some(position) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
        return Step::Invalid;
    };
    if shape[position] != DYNAMIC {
        return Step::Valid;
    }
    let dynamic_position = shape[..position].iter().filter(|&&d| d == DYNAMIC).count();
    match sizes.get(dynamic_position) {
        Some(&size) => Step::Needs(vec![size]),
        None => Step::Invalid,
    }
}

/// MLIR's `isValidAffineIndexOperand`: a subscript of `affine.load` or `affine.store` must be
/// a valid dimension or symbol of the op's scope.
pub fn is_valid_affine_index_operand(
    ctx: &Context,
    body: &Body,
    value: Value,
    scope: Option<RegionId>,
) -> bool {
    is_valid_dim_in(ctx, body, value, scope) || is_valid_symbol_in(ctx, body, value, scope)
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` of `operands` (operands of
/// `op`, dimensions first) are valid dimensions of `op`'s affine scope and the others valid
/// symbols; the error names the first that is not.
pub fn verify_dim_and_symbol_identifiers(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(ctx, body, op);
    for (i, &operand) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(ctx, body, operand, scope) {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !is_valid_symbol_in(ctx, body, operand, scope) {
            return Err(op_error(
                ctx,
                body,
                op,
                "operand cannot be used as a symbol",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use oxir::{Body, Context, OpId};

    use super::*;
    use crate::testing::in_first_function;

    /// For each `t.use` op in the first function of `ir`, in order: whether its operand is a
    /// valid dimension and a valid symbol of the op's scope, and the message of
    /// `verify_dim_and_symbol_identifiers` with `num_dims` dimensions.
    fn uses(ir: &str, num_dims: usize) -> Vec<(bool, bool, Option<String>)> {
        in_first_function(ir, |ctx, body, region| {
            let mut ops: Vec<OpId> = Vec::new();
            for root in body.region_blocks(region).flat_map(|b| body.block_ops(b)) {
                body.walk(root, oxir::structure::WalkOrder::PreOrder, |_, op| {
                    ops.push(op)
                });
            }
            ops.into_iter()
                .filter(|&op| ctx.op_name_str(body.op_name(op)) == "t.use")
                .map(|op| check(ctx, body, op, num_dims))
                .collect()
        })
    }

    fn check(
        ctx: &Context,
        body: &Body,
        op: OpId,
        num_dims: usize,
    ) -> (bool, bool, Option<String>) {
        let value = body.operand(op, 0).expect("an operand");
        let scope = affine_scope(ctx, body, op);
        let operands: Vec<_> = body.operands(op).collect();
        let error = verify_dim_and_symbol_identifiers(ctx, body, op, &operands, num_dims)
            .err()
            .map(|d| d.message);
        (
            is_valid_dim_in(ctx, body, value, scope),
            is_valid_symbol_in(ctx, body, value, scope),
            error,
        )
    }

    const NESTED: &str = r#"
func.func @f(%n: index, %m: memref<?xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %top = "t.def"() : () -> index
  "t.use"(%n) : (index) -> ()
  "t.region"() ({
  ^bb0(%arg: index):
    %inner = "t.def"() : () -> index
    %d = memref.dim %m, %c0 : memref<?xf32>
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%top)
    %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%inner)
    "t.use"(%top) : (index) -> ()
    "t.use"(%c0) : (index) -> ()
    "t.use"(%d) : (index) -> ()
    "t.use"(%a) : (index) -> ()
    "t.use"(%inner) : (index) -> ()
    "t.use"(%b) : (index) -> ()
    "t.use"(%arg) : (index) -> ()
    "t.use"(%f) : (f32) -> ()
    "t.yield"() : () -> ()
  }) : () -> ()
  return
}
"#;

    #[test]
    fn top_level_values_constants_dims_and_applies_are_symbols() {
        let found: Vec<(bool, bool)> = uses(NESTED, 0)
            .into_iter()
            .map(|(d, s, _)| (d, s))
            .collect();
        assert_eq!(
            found,
            [
                (true, true),   // a function argument
                (true, true),   // defined at the top of the function
                (true, true),   // a constant
                (true, true),   // memref.dim of an argument
                (true, true),   // affine.apply of a top-level value
                (false, false), // defined inside a non-affine region
                (false, false), // affine.apply of such a value
                (false, false), // an argument of a non-affine region
                (false, false), // not an index
            ]
        );
    }

    #[test]
    fn the_verifier_names_the_first_invalid_operand() {
        let as_dims: Vec<Option<String>> = uses(NESTED, 1).into_iter().map(|u| u.2).collect();
        assert_eq!(as_dims[0], None);
        assert_eq!(
            as_dims[5].as_deref(),
            Some("'t.use' op operand cannot be used as a dimension id")
        );
        let as_symbols: Vec<Option<String>> = uses(NESTED, 0).into_iter().map(|u| u.2).collect();
        assert_eq!(as_symbols[4], None);
        assert_eq!(
            as_symbols[7].as_deref(),
            Some("'t.use' op operand cannot be used as a symbol")
        );
    }

    #[test]
    fn region_ops_check_their_operands_in_mlir_order() {
        let error = |inner: &str| {
            crate::testing::first_error(&format!(
                "func.func @f(%n: index) {{\naffine.for %i = 0 to %n {{\n%x = \"t.def\"() : () -> index\n{inner}\n}}\nreturn\n}}"
            ))
        };
        let dim = "op operand cannot be used as a dimension id";
        let symbol = "op operand cannot be used as a symbol";
        assert_eq!(
            error(
                "affine.for %j = affine_map<()[s0] -> (s0)>()[%i] to affine_map<(d0) -> (d0)>(%x) {\n}"
            ),
            Some(format!("'affine.for' {symbol}"))
        );
        assert_eq!(
            error("affine.for %j = 0 to affine_map<(d0) -> (d0)>(%x) {\n}"),
            Some(format!("'affine.for' {dim}"))
        );
        assert_eq!(
            error("affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%i] {\n}"),
            Some(format!("'affine.if' {symbol}"))
        );
        assert_eq!(
            error("affine.parallel (%k) = (%x) to (symbol(%i)) {\n}"),
            Some(format!("'affine.parallel' {dim}"))
        );
        assert_eq!(
            error(
                "affine.parallel (%k) = (%i) to (symbol(%n)) {\n}\naffine.if affine_set<(d0) : (d0 >= 0)>(%i) {\n}"
            ),
            None
        );
    }

    #[test]
    fn values_dominating_a_region_are_its_symbols() {
        // A region of an unregistered op is no scope: a value defined in it is no symbol of
        // the function's scope, while a value defined above the op dominates its regions.
        let ir = r#"
func.func @f(%n: index) {
  "t.region"() ({
    %v = "t.def"() : () -> index
    "t.region"() ({
      "t.use"(%v) : (index) -> ()
      "t.yield"() : () -> ()
    }) : () -> ()
    "t.yield"() : () -> ()
  }) : () -> ()
  return
}
"#;
        assert_eq!(
            uses(ir, 0),
            [(
                false,
                false,
                Some("'t.use' op operand cannot be used as a symbol".into())
            )]
        );
        in_first_function(ir, |ctx, body, func_region| {
            let entry = body.region_entry(func_region).expect("an entry block");
            let argument = body.block_arg(entry, 0).expect("an argument");
            assert!(is_valid_dim(ctx, body, argument));
            assert!(is_valid_symbol(ctx, body, argument));
            assert!(is_top_level_value(ctx, body, argument));
            let outer = body.first_op(entry).expect("the region op");
            let inner_block = body
                .region_entry(body.op_regions(outer)[0])
                .expect("a block");
            let v = body
                .result(body.first_op(inner_block).expect("t.def"), 0)
                .expect("a value");
            assert!(!is_valid_symbol(ctx, body, v));
            assert!(!is_valid_dim(ctx, body, v));
            assert_eq!(affine_scope(ctx, body, outer), body.op_parent_region(outer));
            let inner_region = body.op_regions(outer)[0];
            assert!(is_valid_symbol_in(ctx, body, argument, Some(inner_region)));
            assert!(!is_valid_symbol_in(ctx, body, v, None));
            assert!(is_valid_symbol_in(ctx, body, v, Some(inner_region)));
        });
    }

    #[test]
    fn induction_variables_are_dimensions_only() {
        crate::testing::with_induction_variable(|ctx, body, iv| {
            assert!(is_valid_dim(ctx, body, iv));
            assert!(is_valid_dim_in(ctx, body, iv, None));
            assert!(!is_valid_symbol(ctx, body, iv));
            assert!(!is_valid_symbol_in(ctx, body, iv, None));
            assert!(is_valid_affine_index_operand(ctx, body, iv, None));
        });
    }
}
