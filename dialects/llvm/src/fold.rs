//! The folds MLIR 19 gives the `llvm` ops (in `LLVMDialect.cpp`) and the dialect's constant
//! materializer: constants and `addressof` fold to their attributes, `undef` / `poison` /
//! `zero` to `#llvm.undef` / `#llvm.poison` / `#llvm.zero`, a bitcast or address-space cast
//! to its own type (or back through another cast) to its operand, a GEP by a single zero
//! index to its base (its known dynamic indices made constant), an `extractvalue` to the value an `insertvalue` chain put at its
//! position, and `icmp eq` / `ne` of a value with itself or of an `alloca` with null.
//!
//! Not here, as in MLIR 19: folds of arithmetic or of casts of constants.

use crate::directives::positions;
use crate::{LLVMPointerType, PoisonAttr, UndefAttr, ZeroAttr};
use oxir::attrs::{FlatSymbolRefAttr, IntegerAttr};
use oxir::rewrite::{FoldOutcome, InPlaceUpdate};
use oxir::{AttrData, Attribute, Body, Builder, Context, Location, OpId, Type, Value};

/// The attributes each fold hook gets: the constant value of each operand, if known.
type Constants<'a> = &'a [Option<Attribute>];

/// The op defining `value`, when it is an op named `name`.
fn defined_by(ctx: &Context, body: &Body, value: Value, name: &str) -> Option<OpId> {
    let def = value.defining_op()?;
    (body.op_name(def) == ctx.op_name(name)).then_some(def)
}

/// `llvm.mlir.addressof` folds to the symbol it takes the address of.
pub fn address_of(ctx: &Context, body: &Body, op: OpId, _: Constants<'_>) -> FoldOutcome {
    oxir::op_support::attr(ctx, body, op, "global_name")
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// `llvm.mlir.undef` folds to `#llvm.undef`.
pub fn undef(ctx: &Context, _: &Body, _: OpId, _: Constants<'_>) -> FoldOutcome {
    FoldOutcome::attr(UndefAttr::get(ctx).attr())
}

/// `llvm.mlir.poison` folds to `#llvm.poison`.
pub fn poison(ctx: &Context, _: &Body, _: OpId, _: Constants<'_>) -> FoldOutcome {
    FoldOutcome::attr(PoisonAttr::get(ctx).attr())
}

/// `llvm.mlir.zero` folds to `#llvm.zero`.
pub fn zero(ctx: &Context, _: &Body, _: OpId, _: Constants<'_>) -> FoldOutcome {
    FoldOutcome::attr(ZeroAttr::get(ctx).attr())
}

/// MLIR's `foldChainableCast` of `llvm.bitcast` and `llvm.addrspacecast`: a cast to the
/// operand's own type is the operand; a cast of a cast back to the first one's source type is
/// that source; a cast of a cast casts the source directly.
pub fn chainable_cast(ctx: &Context, body: &Body, op: OpId, _: Constants<'_>) -> FoldOutcome {
    let (Some(arg), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    let ty = body.value_type(result);
    if body.value_type(arg) == ty {
        return FoldOutcome::value(arg);
    }
    let name = ctx.op_name_str(body.op_name(op));
    let Some(previous) = defined_by(ctx, body, arg, name) else {
        return FoldOutcome::NoFold;
    };
    let Some(source) = body.operand(previous, 0) else {
        return FoldOutcome::NoFold;
    };
    if body.value_type(source) == ty {
        return FoldOutcome::value(source);
    }
    FoldOutcome::InPlace(InPlaceUpdate::operands(vec![source]))
}

/// MLIR's `GEPOp::fold`, its first part: a GEP by the single index 0 (constant or a known
/// dynamic one) to a value of its base's type is its base.
pub fn gep(ctx: &Context, body: &Body, op: OpId, constants: Constants<'_>) -> FoldOutcome {
    let (Some(base), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    if body.value_type(base) != body.value_type(result) {
        return FoldOutcome::NoFold;
    }
    let raw = crate::gep::raw_indices(
        ctx,
        oxir::op_support::attr(ctx, body, op, "rawConstantIndices"),
    );
    let is_zero = match raw.as_slice() {
        [crate::gep::DYNAMIC_INDEX] => {
            constants
                .get(1)
                .copied()
                .flatten()
                .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
                .and_then(|i| i.value_i64(ctx))
                == Some(0)
        }
        [index] => *index == 0,
        _ => false,
    };
    if is_zero {
        return FoldOutcome::value(base);
    }
    constant_indices(ctx, body, op, &raw, constants)
}

/// MLIR's `GEPOp::fold`, its second part: dynamic indices known to be constants that fit an
/// `i32` become constant indices.
fn constant_indices(
    ctx: &Context,
    body: &Body,
    op: OpId,
    raw: &[i32],
    constants: Constants<'_>,
) -> FoldOutcome {
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut operands: Vec<Value> = body.operand(op, 0).into_iter().collect();
    let mut dynamic = 1;
    let mut changed = false;
    for &index in raw {
        if index != crate::gep::DYNAMIC_INDEX {
            new_raw.push(index);
            continue;
        }
        let known = constants
            .get(dynamic)
            .copied()
            .flatten()
            .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
            .and_then(|i| i.value_i64(ctx))
            .and_then(|v| i32::try_from(v).ok())
            .filter(|&v| v != crate::gep::DYNAMIC_INDEX);
        match (known, body.operand(op, dynamic)) {
            (Some(value), _) => {
                new_raw.push(value);
                changed = true;
            }
            (None, Some(operand)) => {
                new_raw.push(index);
                operands.push(operand);
            }
            (None, None) => return FoldOutcome::NoFold,
        }
        dynamic += 1;
    }
    if !changed {
        return FoldOutcome::NoFold;
    }
    let attr = |name| oxir::op_support::attr(ctx, body, op, name);
    let raw_attr = oxir::attrs::DenseArrayAttr::from_i32(ctx, &new_raw).attr();
    FoldOutcome::InPlace(InPlaceUpdate {
        operands: Some(operands),
        props: oxir::op_support::properties(
            ctx,
            &[
                ("elem_type", attr("elem_type")),
                ("inbounds", attr("inbounds")),
                ("rawConstantIndices", Some(raw_attr)),
            ],
        ),
        ..InPlaceUpdate::default()
    })
}

/// MLIR's `ExtractValueOp::fold` through `insertvalue`s: the value inserted at the same
/// position; past insertions at disjoint positions, an extraction from what they inserted
/// into. A position one of the other's prefixes stops the walk.
pub fn extractvalue(ctx: &Context, body: &Body, op: OpId, _: Constants<'_>) -> FoldOutcome {
    let Some(mut container) = body.operand(op, 0) else {
        return FoldOutcome::NoFold;
    };
    let position = positions(ctx, oxir::op_support::attr(ctx, body, op, "position"));
    let mut moved = false;
    while let Some(insert) = defined_by(ctx, body, container, crate::InsertvalueOp::NAME) {
        let inserted = positions(ctx, oxir::op_support::attr(ctx, body, insert, "position"));
        if inserted == position
            && let Some(value) = body.operand(insert, 1)
        {
            return FoldOutcome::value(value);
        }
        let common = position.len().min(inserted.len());
        if position[..common] == inserted[..common] {
            break;
        }
        let Some(next) = body.operand(insert, 0) else {
            break;
        };
        container = next;
        moved = true;
    }
    if moved {
        FoldOutcome::InPlace(InPlaceUpdate::operands(vec![container]))
    } else {
        FoldOutcome::NoFold
    }
}

/// MLIR's `ICmpOp::fold` of `eq` and `ne`: a value compared with itself, an `alloca` compared
/// with null; null compared with an `alloca` swaps the operands first. A vector comparison
/// folds to a splat of the boolean (`dense<true> : vector<4xi1>`), as MLIR's `getBoolAttribute`
/// makes it for a shaped result.
pub fn icmp(ctx: &Context, body: &Body, op: OpId, _: Constants<'_>) -> FoldOutcome {
    let (Some(lhs), Some(rhs), Some(result)) =
        (body.operand(op, 0), body.operand(op, 1), body.result(op, 0))
    else {
        return FoldOutcome::NoFold;
    };
    let predicate = oxir::op_support::attr(ctx, body, op, "predicate")
        .and_then(|a| crate::ICmpPredicate::from_attr(ctx, a));
    let equal = match predicate {
        Some(crate::ICmpPredicate::Eq) => true,
        Some(crate::ICmpPredicate::Ne) => false,
        _ => return FoldOutcome::NoFold,
    };
    let result_ty = body.value_type(result);
    let vector = result_ty.isa::<oxir::types::VectorType>(ctx);
    if result_ty != ctx.common().i1 && !vector {
        return FoldOutcome::NoFold;
    }
    let boolean = |value: bool| {
        if !vector {
            return FoldOutcome::attr(ctx.intern_attr(AttrData::Bool(value)));
        }
        match oxir::attrs::DenseElementsAttr::get_bool(ctx, result_ty, &[value]) {
            Ok(splat) => FoldOutcome::attr(splat.attr()),
            Err(_) => FoldOutcome::NoFold,
        }
    };
    if lhs == rhs {
        return boolean(equal);
    }
    let alloca = |v: Value| defined_by(ctx, body, v, crate::AllocaOp::NAME).is_some();
    let null = |v: Value| defined_by(ctx, body, v, crate::ZeroOp::NAME).is_some();
    if alloca(lhs) && null(rhs) {
        return boolean(!equal);
    }
    if null(lhs) && alloca(rhs) {
        return FoldOutcome::InPlace(InPlaceUpdate::operands(vec![rhs, lhs]));
    }
    FoldOutcome::NoFold
}

/// The `llvm` dialect's constant materializer (MLIR's `LLVMDialect::materializeConstant`): a
/// symbol of pointer type as `llvm.mlir.addressof`, `#llvm.undef` / `#llvm.poison` /
/// `#llvm.zero` as their ops, and an integer, float or elements attribute of a compatible
/// type equal to `ty` as `llvm.mlir.constant`.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let build = |body: &mut Body, builder: &mut Builder, name: &str, props| {
        let mut state = oxir::OperationState::new(ctx.op_name(name), loc).results(&[ty]);
        state.props = props;
        builder.create(ctx, body, state).ok()
    };
    if value.isa::<FlatSymbolRefAttr>(ctx) {
        if !ty.isa::<LLVMPointerType>(ctx) {
            return None;
        }
        let props = oxir::op_support::properties(ctx, &[("global_name", Some(value))]);
        return build(body, builder, crate::AddressOfOp::NAME, props);
    }
    if value.isa::<UndefAttr>(ctx) {
        return build(body, builder, crate::UndefOp::NAME, None);
    }
    if value.isa::<PoisonAttr>(ctx) {
        return build(body, builder, crate::PoisonOp::NAME, None);
    }
    if value.isa::<ZeroAttr>(ctx) {
        return build(body, builder, crate::ZeroOp::NAME, None);
    }
    let buildable = matches!(
        ctx.attr_data(value),
        AttrData::Integer { .. }
            | AttrData::Bool(_)
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
    );
    if !buildable
        || oxir::attrs::attr_type(ctx, value) != Some(ty)
        || !crate::types::is_compatible_type(ctx, ty)
    {
        return None;
    }
    oxir::rewrite::build_value_constant(ctx, body, builder, crate::ConstantOp::NAME, value, ty, loc)
}
