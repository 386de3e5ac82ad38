//! The fold hooks of `index` and its constant materializer, MLIR 19's folders of
//! `IndexOps.cpp`: constants fold to their value; binary ops and `index.cmp` on constants fold
//! when the 32- and 64-bit results agree ([`crate::math`]); `add`/`sub` of zero and `mul` by
//! one fold to the other operand, `mul` by zero to zero; `cmp` of a value with itself folds to
//! its answer, and `cmp` of `maxs`/`mins`/`maxu`/`minu(x, c)` with a constant to its answer
//! when the bound decides it at 64 and 32 bits alike; casts of
//! constants fold when every target width gives the same value. Not here: canonicalization
//! patterns.

use crate::math::{self, BinaryKind, Compare};
use oxir::attrs::{BoolAttr, IntegerAttr};
use oxir::rewrite::FoldOutcome;
use oxir::{Attribute, Body, Builder, Context, Location, OpId, Type, TypeData};

/// The constants the fold hooks receive, one per operand.
type Constants<'a> = &'a [Option<Attribute>];

/// Builds `index.bool.constant` for a bool attribute and an `i1`, `index.constant` for an
/// integer attribute of type `index` and an `index` (MLIR's `IndexDialect::materializeConstant`);
/// declines others.
pub fn materialize_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let name = if value.isa::<BoolAttr>(ctx) {
        let is_i1 = matches!(
            ctx.type_data(ty),
            TypeData::Integer {
                width: 1,
                signedness: oxir::types::Signedness::Signless
            }
        );
        is_i1.then_some(crate::BoolConstantOp::NAME)?
    } else {
        let int = value.dyn_cast::<IntegerAttr>(ctx)?;
        let is_index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
        (is_index(int.ty(ctx)) && is_index(ty)).then_some(crate::ConstantOp::NAME)?
    };
    oxir::rewrite::build_value_constant(ctx, body, builder, name, value, ty, loc)
}

/// `index.constant` and `index.bool.constant` fold to their value.
pub fn constant_op(ctx: &Context, body: &Body, op: OpId, c: Constants<'_>) -> FoldOutcome {
    oxir::rewrite::fold_to_value_attr(ctx, body, op, c)
}

/// The 64-bit pattern of an integer constant, when it fits in 64 bits.
fn int_const(ctx: &Context, attr: Option<Attribute>) -> Option<u64> {
    let int = attr?.dyn_cast::<IntegerAttr>(ctx)?;
    int.value(ctx).as_i64().map(|v| v as u64)
}

fn constant_at(ctx: &Context, constants: Constants<'_>, index: usize) -> Option<u64> {
    int_const(ctx, constants.get(index).copied().flatten())
}

fn index_attr(ctx: &Context, value: u64) -> FoldOutcome {
    FoldOutcome::attr(IntegerAttr::get(ctx, ctx.common().index, value as i64).attr())
}

/// Folds a binary op on two constants with `kind`, else to its left operand when the right
/// one is the constant `identity` (the op's right identity, if it has one).
fn binary(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: Constants<'_>,
    kind: BinaryKind,
    identity: Option<u64>,
) -> FoldOutcome {
    let lhs = constant_at(ctx, constants, 0);
    let rhs = constant_at(ctx, constants, 1);
    if let (Some(a), Some(b)) = (lhs, rhs) {
        return math::fold_binary(kind, a, b).map_or(FoldOutcome::NoFold, |v| index_attr(ctx, v));
    }
    match (identity, rhs, body.operand(op, 0)) {
        (Some(identity), Some(b), Some(lhs)) if identity == b => FoldOutcome::value(lhs),
        // `x * 0` is zero (MLIR 19's `MulOp::fold`); a constant left operand was moved right
        // by the commutative fold before.
        (_, Some(0), _) if kind == BinaryKind::Mul => index_attr(ctx, 0),
        _ => FoldOutcome::NoFold,
    }
}

/// Declares the fold hook of each binary op: its kind and its right identity.
macro_rules! binary_folds {
    ($($name:ident => $kind:ident, $identity:expr;)*) => {
        $(
            #[doc = concat!("The fold hook of `index.", stringify!($kind), "`-like op `", stringify!($name), "`.")]
            pub fn $name(ctx: &Context, body: &Body, op: OpId, constants: Constants<'_>) -> FoldOutcome {
                binary(ctx, body, op, constants, BinaryKind::$kind, $identity)
            }
        )*
    };
}

binary_folds! {
    add_op => Add, Some(0);
    sub_op => Sub, Some(0);
    mul_op => Mul, Some(1);
    divs_op => DivS, None;
    divu_op => DivU, None;
    ceildivs_op => CeilDivS, None;
    ceildivu_op => CeilDivU, None;
    floordivs_op => FloorDivS, None;
    rems_op => RemS, None;
    remu_op => RemU, None;
    maxs_op => MaxS, None;
    maxu_op => MaxU, None;
    mins_op => MinS, None;
    minu_op => MinU, None;
    shl_op => Shl, None;
    shrs_op => ShrS, None;
    shru_op => ShrU, None;
    and_op => And, None;
    or_op => Or, None;
    xor_op => Xor, None;
}

/// The predicate of an `index.cmp`.
fn predicate(ctx: &Context, body: &Body, op: OpId) -> Option<Compare> {
    let attr = oxir::op_support::attr(ctx, body, op, "pred")?;
    let pred = crate::IndexCmpPredicate::from_attr(ctx, attr)?;
    use crate::IndexCmpPredicate as P;
    Some(match pred {
        P::Eq => Compare::Eq,
        P::Ne => Compare::Ne,
        P::Slt => Compare::Slt,
        P::Sle => Compare::Sle,
        P::Sgt => Compare::Sgt,
        P::Sge => Compare::Sge,
        P::Ult => Compare::Ult,
        P::Ule => Compare::Ule,
        P::Ugt => Compare::Ugt,
        P::Uge => Compare::Uge,
    })
}

/// `index.cmp` of two constants folds when both widths agree; of a value with itself, to
/// whether the predicate holds for equal values.
pub fn cmp_op(ctx: &Context, body: &Body, op: OpId, constants: Constants<'_>) -> FoldOutcome {
    let Some(pred) = predicate(ctx, body, op) else {
        return FoldOutcome::NoFold;
    };
    let answer = match (
        constant_at(ctx, constants, 0),
        constant_at(ctx, constants, 1),
    ) {
        (Some(a), Some(b)) => math::fold_compare(pred, a, b),
        (_, Some(b)) => bounded_by_constant(ctx, body, op)
            .and_then(|bound| math::fold_compare_bounded(pred, bound, b))
            .or_else(|| self_comparison(body, op, pred)),
        _ => self_comparison(body, op, pred),
    };
    answer.map_or(FoldOutcome::NoFold, |b| {
        FoldOutcome::attr(BoolAttr::get(ctx, b).attr())
    })
}

/// Whether `pred` holds for equal values, when `op` compares a value with itself.
fn self_comparison(body: &Body, op: OpId, pred: Compare) -> Option<bool> {
    let lhs = body.operand(op, 0)?;
    (Some(lhs) == body.operand(op, 1)).then(|| math::compare(pred, 64, 0, 0))
}

/// The extremum and its constant when the left operand of `op` is `maxs`, `mins`, `maxu` or
/// `minu` of something and a constant.
fn bounded_by_constant(ctx: &Context, body: &Body, op: OpId) -> Option<(math::Bound, u64)> {
    let def = body.operand(op, 0)?.defining_op()?;
    let bound = match ctx.op_name_str(body.op_name(def)) {
        crate::MaxSOp::NAME => math::Bound::MaxS,
        crate::MinSOp::NAME => math::Bound::MinS,
        crate::MaxUOp::NAME => math::Bound::MaxU,
        crate::MinUOp::NAME => math::Bound::MinU,
        _ => return None,
    };
    let c = int_const(
        ctx,
        oxir::rewrite::m_constant(ctx, body, body.operand(def, 1)?),
    )?;
    Some((bound, c))
}

/// The width of an integer type, `None` for `index` (and anything else).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `value`, `from` bits wide, extended (signed or not) to 64 bits.
fn extend(signed: bool, from: u32, value: u64) -> u64 {
    if signed {
        math::sext(from, value) as u64
    } else {
        math::trunc(from, value)
    }
}

/// A cast of a constant (MLIR's `foldCastOp`): to `index`, the 64-bit cast, which truncated is
/// the 32-bit one; from `index` to `iN`, when the 64-bit value and its low 32 bits extended
/// give the same `iN`. Integers wider than 64 bits are not folded.
fn cast(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: Constants<'_>,
    signed: bool,
) -> FoldOutcome {
    let (Some(input), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return FoldOutcome::NoFold;
    };
    let Some(value) = constant_at(ctx, constants, 0) else {
        return FoldOutcome::NoFold;
    };
    let to = body.value_type(result);
    let folded = match (int_width(ctx, body.value_type(input)), int_width(ctx, to)) {
        (Some(from), None) if from <= 64 => Some(extend(signed, from, value)),
        (None, Some(width)) if width <= 64 => {
            let wide = math::trunc(width, value);
            let narrow = math::trunc(width, extend(signed, 32, value));
            (wide == narrow).then_some(wide)
        }
        _ => None,
    };
    let Some(folded) = folded else {
        return FoldOutcome::NoFold;
    };
    let signed_value = match int_width(ctx, to) {
        Some(width) => math::sext(width, folded),
        None => folded as i64,
    };
    FoldOutcome::attr(IntegerAttr::get(ctx, to, signed_value).attr())
}

/// The fold hook of `index.casts`.
pub fn casts_op(ctx: &Context, body: &Body, op: OpId, constants: Constants<'_>) -> FoldOutcome {
    cast(ctx, body, op, constants, true)
}

/// The fold hook of `index.castu`.
pub fn castu_op(ctx: &Context, body: &Body, op: OpId, constants: Constants<'_>) -> FoldOutcome {
    cast(ctx, body, op, constants, false)
}

#[cfg(test)]
mod tests {
    use crate::testing::canonicalized;

    #[test]
    fn constants_fold_where_both_widths_agree() {
        let text = canonicalized(
            "%a = index.constant 7\n%b = index.constant -4\n%c = index.constant 4294967296\n\
             %0 = index.floordivs %a, %b\n%1 = index.divu %c, %a\n\
             %2 = index.cmp slt(%a, %b)\n\"t.use\"(%0, %1, %2) : (index, index, i1) -> ()",
        );
        assert!(text.contains("\"t.use\"(%idx-2, %0, %false)"), "{text}");
        assert!(
            text.contains("%0 = index.divu %idx4294967296, %idx7"),
            "{text}"
        );
    }

    #[test]
    fn identities_and_self_comparisons_fold() {
        let text = canonicalized(
            "%a = \"t.def\"() : () -> index\n%z = index.constant 0\n%o = index.constant 1\n\
             %0 = index.sub %a, %z\n%1 = index.mul %o, %a\n%2 = index.cmp uge(%a, %a)\n\
             %3 = index.cmp ne(%a, %a)\n\
             \"t.use\"(%0, %1, %2, %3) : (index, index, i1, i1) -> ()",
        );
        assert!(text.contains("\"t.use\"(%0, %0, %true, %false)"), "{text}");
    }

    #[test]
    fn casts_to_index_fold_and_bool_constants_materialize() {
        let text = canonicalized(
            "%i = arith.constant -1 : i16\n%0 = index.castu %i : i16 to index\n\
             %1 = index.casts %i : i16 to index\n\"t.use\"(%0, %1) : (index, index) -> ()",
        );
        assert!(text.contains("%idx65535 = index.constant 65535"), "{text}");
        assert!(text.contains("\"t.use\"(%idx65535, %idx-1)"), "{text}");
    }

    #[test]
    fn the_materializer_builds_index_and_i1_constants_only() {
        use oxir::attrs::{BoolAttr, IntegerAttr};
        use oxir::text::parser::{ParseOptions, parse_source};
        let ctx = crate::testing::context();
        let mut module = parse_source(&ctx, "", &ParseOptions::default()).expect("valid IR");
        let loc = module.body.op_loc(module.op);
        let (body, regions) = module.body.region_scope_mut(module.op);
        let block = body.region_blocks(regions[0]).next().expect("a block");
        let mut builder = oxir::Builder::new(&ctx);
        builder.set_insertion_point_to_end(block);
        let common = ctx.common();
        let mut made = |value, ty| {
            super::materialize_constant(&ctx, body, &mut builder, value, ty, loc).is_some()
        };
        assert!(made(
            IntegerAttr::get(&ctx, common.index, 3).attr(),
            common.index
        ));
        assert!(made(BoolAttr::get(&ctx, true).attr(), common.i1));
        assert!(!made(
            IntegerAttr::get(&ctx, common.i32, 3).attr(),
            common.i32
        ));
        assert!(!made(
            IntegerAttr::get(&ctx, common.index, 3).attr(),
            common.i1
        ));
        assert!(!made(BoolAttr::get(&ctx, true).attr(), common.index));
    }
}
