//! The hand-written pieces the `demo` spec names: verifiers, declared builders, result-type
//! inference, trait functions, the traits of type and attribute definitions, and the modules implementing interface methods. Each is a plain
//! function with the signature the generator documents in `docs/spec-language.md`.
//!
//! This is not generated code and holds no IR logic beyond what the demo needs to show the
//! hooks working.

use oxir::attrs::IntegerAttr;
use oxir::def_support::{AttrTrait, TypeTrait};
use oxir::op_support::InferInput;
use oxir::types::element_type_or_self;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId, OperationState, Type};

use crate::{
    BoundedTypeStorage, ClampOp, PairType, RangeAttr, RangeAttrStorage, SumOp, TokenType,
    WindowTypeStorage,
};

/// Builds `demo.constant` from a plain integer: the `build_with_value` builder's body. The
/// result type is inferred by the generated builder.
pub fn build_constant(ctx: &Context, _: &Body, state: &mut OperationState, value: i64) {
    let value = IntegerAttr::get(ctx, ctx.common().i64, value).attr();
    state.props = oxir::op_support::properties(ctx, &[("value", Some(value))]);
}

/// Builds `demo.token`: its only builder.
pub fn build_token(ctx: &Context, _: &Body, state: &mut OperationState) {
    state.result_types.push(TokenType::get(ctx).ty());
}

/// The result type of `demo.make_pair`: `!demo.pair` of its operand types.
pub fn infer_pair(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
    match input.operand_types {
        [first, second] => Ok(vec![PairType::get(ctx, *first, *second).ty()]),
        other => Err(format!("expected 2 operands, found {}", other.len())),
    }
}

/// The parameters of `#demo.range` covering `len` integers from `lo`: the body of its
/// `get_span` builder (an empty range when `len` is 0, which its verifier refuses).
pub fn range_span(_: &Context, lo: i64, len: i64) -> RangeAttrStorage {
    RangeAttrStorage {
        lo,
        hi: lo.saturating_add(len).saturating_sub(1),
        step: None,
    }
}

/// The parameters of `!demo.window` over `range` without an element: the body of its only
/// builder, `get`.
pub fn window(_: &Context, range: RangeAttr) -> WindowTypeStorage {
    WindowTypeStorage {
        range,
        element: None,
    }
}

/// A type trait with a check: a `!demo.pair` of it holds values, so no `none` (`traits` of
/// `Pair`).
pub enum Inhabited {}

impl TypeTrait for Inhabited {
    fn verify_type(ctx: &Context, ty: Type) -> Result<(), String> {
        let none = ctx.common().none;
        match ty.dyn_cast::<PairType>(ctx) {
            Some(p) if p.first(ctx) == none || p.second(ctx) == none => {
                Err("an inhabited type cannot hold `none`".to_string())
            }
            _ => Ok(()),
        }
    }
}

/// A marker trait of both types and attributes, without a check (`traits` of `Token` and
/// `Range`).
pub struct Opaque;

impl TypeTrait for Opaque {}

impl AttrTrait for Opaque {}

/// The `TypesMatchWith` transform of `demo.extract`.
pub fn element_type(ctx: &Context, ty: Type) -> Type {
    element_type_or_self(ctx, ty)
}

/// The predicate of the constraint `EvenWidthInteger`: an integer type of even width.
pub fn even_width_integer(ctx: &Context, ty: Type) -> bool {
    ty.dyn_cast::<oxir::types::IntegerType>(ctx)
        .is_some_and(|int| int.width(ctx) % 2 == 0)
}

/// The predicate of the constraint `SmallCountAttr`: a 64-bit integer attribute from 1 to 8.
pub fn small_count(ctx: &Context, attr: Attribute) -> bool {
    attr.dyn_cast::<IntegerAttr>(ctx)
        .filter(|int| int.ty(ctx) == ctx.common().i64)
        .and_then(|int| int.value_i64(ctx))
        .is_some_and(|value| (1..=8).contains(&value))
}

/// The `PredOpTrait` of `demo.clamp`: its range has `lo <= hi`.
pub fn range_not_empty(ctx: &Context, body: &Body, op: OpId) -> bool {
    let range = ClampOp(op).range(ctx, body);
    range.is_none_or(|r| r.lo(ctx) <= r.hi(ctx))
}

/// The verifier of `!demo.bounded`: a width from 1 to 128, and no bounds or two.
pub fn verify_bounded(_: &Context, storage: &BoundedTypeStorage) -> Result<(), String> {
    if !(1..=128).contains(&storage.width) {
        return Err(format!("width {} is not between 1 and 128", storage.width));
    }
    match storage.bounds.as_deref() {
        None | Some([] | [_, _]) => Ok(()),
        Some(bounds) => Err(format!("expected 0 or 2 bounds, found {}", bounds.len())),
    }
}

impl SumOp {
    /// The verifier of `demo.sum` (`verify = true`): a label, when there is one, is not empty.
    pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
        let label = SumOp(op).label(ctx, body);
        if label.is_some_and(|l| l.as_str(ctx) == Some("")) {
            return Err(op_error(ctx, body, op, "has an empty label"));
        }
        Ok(())
    }
}

impl RangeAttr {
    /// The verifier of `#demo.range` (`verify = true`): `lo <= hi`.
    pub fn verify(_: &Context, storage: &crate::RangeAttrStorage) -> Result<(), String> {
        if storage.lo > storage.hi {
            return Err(format!(
                "`lo` ({}) is greater than `hi` ({})",
                storage.lo, storage.hi
            ));
        }
        Ok(())
    }
}

/// The verifier of `CostOpInterface`: an op marked `nocost` cannot have a cost.
pub fn verify_cost(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.attr(ctx, op, "nocost").is_some() {
        return Err(op_error(ctx, body, op, "has a cost but is marked `nocost`"));
    }
    Ok(())
}

/// The verifier of `WidthTypeInterface`: a width is not zero.
pub fn verify_width(ctx: &Context, ty: Type) -> Result<(), String> {
    match crate::WidthType::get(ctx, ty) {
        Some(width) if width.width_in_bits(ctx) == 0 => Err("a width of 0 bits".to_string()),
        _ => Ok(()),
    }
}

/// `CostOpInterface` of `demo.constant`.
pub mod constant_cost {
    use crate::ConstantOp;
    use oxir::{Body, Context};

    /// Constants are free.
    pub fn cost(_: &Context, _: &Body, _: ConstantOp) -> u32 {
        0
    }

    /// Overrides the default unit.
    pub fn unit_name() -> &'static str {
        "nothing"
    }

    /// `LatencyOpInterface`, the base of `CostOpInterface`: a constant is there at once.
    pub fn latency(_: &Context, _: &Body, _: ConstantOp) -> u32 {
        0
    }

    /// Overrides the base's default: a constant is never slow.
    pub fn is_slow(_: &Context, _: &Body, _: ConstantOp) -> bool {
        false
    }
}

/// The derived attribute `width` of `demo.addi`: the result's bit width (0 for a vector).
pub fn addi_width(ctx: &Context, body: &Body, op: crate::AddIOp) -> u32 {
    oxir::types::get_int_or_float_bitwidth(ctx, body.value_type(op.result(ctx, body))).unwrap_or(0)
}

/// `width` as an attribute: a 64-bit integer.
pub fn width_attr(ctx: &Context, width: u32) -> oxir::Attribute {
    oxir::attrs::IntegerAttr::get(ctx, ctx.common().i64, i64::from(width)).attr()
}

/// `CostOpInterface` of `demo.addi`.
pub mod addi_cost {
    use crate::AddIOp;
    use oxir::types::IntegerType;
    use oxir::{Body, Context};

    /// One cycle per 64 bits of the result. Interfaces are asked about any op of the name,
    /// so the shape is checked before the result is read.
    pub fn cost(ctx: &Context, body: &Body, op: AddIOp) -> u32 {
        let width = AddIOp::from_op(ctx, body, op.0)
            .and_then(|op| {
                body.value_type(op.result(ctx, body))
                    .dyn_cast::<IntegerType>(ctx)
            })
            .map_or(64, |i| i.width(ctx));
        width.div_ceil(64)
    }

    /// `LatencyOpInterface`, the base of `CostOpInterface`: three cycles, whatever the width.
    pub fn latency(_: &Context, _: &Body, _: AddIOp) -> u32 {
        3
    }
}

/// `CostOpInterface` (and its base) of `builtin.unrealized_conversion_cast`, an external model:
/// the functions take the op's `OpId`, as this dialect has no wrapper of it.
pub mod cast_cost {
    use oxir::{Body, Context, OpId};

    /// A cast is free.
    pub fn cost(_: &Context, _: &Body, _: OpId) -> u32 {
        0
    }

    /// And immediate.
    pub fn latency(_: &Context, _: &Body, _: OpId) -> u32 {
        0
    }

    /// The default names `ConcreteOp`, which an op of another dialect has not here.
    pub fn kind_name() -> &'static str {
        "builtin.unrealized_conversion_cast"
    }
}

/// `LatencyOpInterface` of `late.noop`, an op of a dialect registered after this one.
pub mod late_latency {
    use oxir::{Body, Context, OpId};

    /// Five cycles, one per operand and four more.
    pub fn latency(_: &Context, body: &Body, op: OpId) -> u32 {
        4 + body.num_operands(op) as u32
    }

    /// Slow whatever its latency.
    pub fn is_slow(_: &Context, _: &Body, _: OpId) -> bool {
        true
    }
}

/// `WidthTypeInterface` of `!demo.pair`.
pub mod pair_width {
    use crate::{PairType, WidthType};
    use oxir::types::FloatType;
    use oxir::{Context, Type, TypeData};

    /// The sum of the widths of the two types: their own through the interface, builtin
    /// integers' and floats', 0 for others.
    pub fn width_in_bits(ctx: &Context, pair: PairType) -> u32 {
        let width = |ty: Type| match WidthType::get(ctx, ty) {
            Some(w) => w.width_in_bits(ctx),
            None => match ctx.type_data(ty) {
                TypeData::Integer { width, .. } => *width,
                TypeData::Float(_) => ty.dyn_cast::<FloatType>(ctx).map_or(0, |f| f.width(ctx)),
                _ => 0,
            },
        };
        width(pair.first(ctx)) + width(pair.second(ctx))
    }
}

/// `WidthTypeInterface` of `!demo.bounded`.
pub mod bounded_width {
    use crate::BoundedType;
    use oxir::Context;

    /// The width parameter.
    pub fn width_in_bits(ctx: &Context, ty: BoundedType) -> u32 {
        ty.width(ctx)
    }

    /// Overrides the default: wide from 32 bits on.
    pub fn is_wide(ctx: &Context, ty: BoundedType) -> bool {
        ty.width(ctx) >= 32
    }
}

/// `SizedAttrInterface` of `#demo.range`.
pub mod range_size {
    use crate::RangeAttr;
    use oxir::Context;

    /// The number of integers in the range.
    pub fn size(ctx: &Context, range: RangeAttr) -> u64 {
        let step = u64::from(range.step(ctx).unwrap_or(1).max(1));
        range.hi(ctx).abs_diff(range.lo(ctx)) / step + 1
    }
}

/// `DemoInlinerInterface` of the dialect.
pub mod inliner {
    use oxir::Context;

    /// Everything but `demo.token` can be inlined.
    pub fn can_inline(_: &Context, op_name: &str) -> bool {
        op_name != "demo.token"
    }
}

/// The verifier of `!demo.node`: the name is not empty, and the elements, once set, are not
/// `none`.
pub fn verify_node(ctx: &Context, storage: &crate::NodeTypeStorage) -> Result<(), String> {
    if storage.key().name.is_empty() {
        return Err("a node needs a name".to_string());
    }
    match storage.body() {
        Some(body) if body.elements.contains(&ctx.common().none) => {
            Err("a node's elements cannot be `none`".to_string())
        }
        _ => Ok(()),
    }
}
