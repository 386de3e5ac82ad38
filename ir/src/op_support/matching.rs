//! The checks of constraints across an op's entities that generated verifiers call: MLIR's
//! `AllTypesMatch`, `AllElementTypesMatch`, `AllShapesMatch`, `AllRanksMatch`,
//! `AllElementCountsMatch`, `TypesMatchWith`, `RangedTypesMatchWith` and `PredOpTrait`, each
//! failing with MLIR's `failed to verify that ...` message.
//!
//! An entity is an operand or result group of the op's [`Shape`], or an attribute (whose type,
//! for a typed attribute, takes part). This module only reads the op; which entities a spec
//! names is the generator's business.

use super::{Arity, Shape, attr};
use crate::attrs::attr_type;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::structure::{Body, OpId};
use crate::types::{Type, element_type_or_self};
use crate::verifier::op_error;
use crate::verifier::shapes::shape as dims;

/// An entity a multi-entity constraint names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Entity {
    /// Operand group `index` of the op's shape.
    Operands(usize),
    /// Result group `index` of the op's shape.
    Results(usize),
    /// The attribute (or property) of this name.
    Attr(&'static str),
}

/// What the `All...Match` constraints compare.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatchKind {
    /// The whole type (`AllTypesMatch`).
    Type,
    /// The element type of shaped types, the type itself otherwise (`AllElementTypesMatch`).
    ElementType,
    /// The shape of shaped types (`AllShapesMatch`).
    Shape,
    /// The rank of shaped types (`AllRanksMatch`).
    Rank,
    /// The number of elements of shaped types (`AllElementCountsMatch`).
    ElementCount,
}

impl MatchKind {
    /// MLIR's word for it in `have same ...`.
    fn word(self) -> &'static str {
        match self {
            MatchKind::Type => "type",
            MatchKind::ElementType => "element type",
            MatchKind::Shape => "shape",
            MatchKind::Rank => "rank",
            MatchKind::ElementCount => "element count",
        }
    }
}

/// The types of `entity`: its values' types, or the type of a typed attribute; none for an
/// absent optional entity.
pub fn entity_types(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    entity: Entity,
) -> Vec<Type> {
    entity_types_inline(ctx, body, op, shape, entity).into_vec()
}

/// [`entity_types`] without a heap allocation for the few types an entity usually has: the
/// verifier asks for them on every op.
fn entity_types_inline(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    entity: Entity,
) -> smallvec::SmallVec<[Type; 4]> {
    let (groups, results, index) = match entity {
        Entity::Operands(index) => (&shape.operands, false, index),
        Entity::Results(index) => (&shape.results, true, index),
        Entity::Attr(name) => {
            return attr(ctx, body, op, name)
                .and_then(|a| attr_type(ctx, a))
                .into_iter()
                .collect();
        }
    };
    let total = if results {
        body.num_results(op)
    } else {
        body.num_operands(op)
    };
    groups
        .range(ctx, body, op, total, index)
        .filter_map(|i| {
            if results {
                body.result(op, i)
            } else {
                body.operand(op, i)
            }
        })
        .map(|v| body.value_type(v))
        .collect()
}

/// The part of `ty` that `kind` compares, as a value to compare.
fn key(ctx: &Context, ty: Type, kind: MatchKind) -> MatchKey<'_> {
    match kind {
        MatchKind::Type => MatchKey::Type(ty),
        MatchKind::ElementType => MatchKey::Type(element_type_or_self(ctx, ty)),
        MatchKind::Shape => MatchKey::Dims(dims(ctx, ty)),
        MatchKind::Rank => MatchKey::Count(dims(ctx, ty).map(|d| d.map(|d| d.len() as i64))),
        MatchKind::ElementCount => MatchKey::Count(dims(ctx, ty).map(|d| {
            d.and_then(|d| {
                d.iter()
                    .try_fold(1i64, |n, &dim| (dim >= 0).then(|| n.saturating_mul(dim)))
            })
        })),
    }
}

#[derive(PartialEq, Eq)]
enum MatchKey<'a> {
    Type(Type),
    Dims(Option<Option<&'a [i64]>>),
    Count(Option<Option<i64>>),
}

/// Checks that every type of `entities` (named `names` in the message) has the same `kind`
/// part: `'d.op' op failed to verify that all of {lhs, rhs, result} have same type`.
pub fn verify_all_match(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    entities: &[Entity],
    names: &[&str],
    kind: MatchKind,
) -> Result<(), Diagnostic> {
    if all_match(ctx, body, op, shape, entities, kind) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        body,
        op,
        format!(
            "failed to verify that all of {{{}}} have same {}",
            names.join(", "),
            kind.word()
        ),
    ))
}

/// Checks that every type of `entities` is the same (a spec's `AllMatch<["$a", "$b"],
/// "summary">`): `'d.op' op failed to verify that summary`.
pub fn verify_all_match_that(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    entities: &[Entity],
    summary: &str,
) -> Result<(), Diagnostic> {
    if all_match(ctx, body, op, shape, entities, MatchKind::Type) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        body,
        op,
        format!("failed to verify that {summary}"),
    ))
}

/// Whether every type of `entities` has the same `kind` part.
fn all_match(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    entities: &[Entity],
    kind: MatchKind,
) -> bool {
    let mut first = None;
    for &entity in entities {
        for ty in entity_types_inline(ctx, body, op, shape, entity) {
            let key = key(ctx, ty, kind);
            match &first {
                None => first = Some(key),
                Some(first) if *first == key => {}
                Some(_) => return false,
            }
        }
    }
    true
}

/// What the function a `TypesMatchWith` trait names returns, as the list of types the other
/// entity must have: a spec's function may give one `Type`, an `Option<Type>` (`None`: the
/// type has no derived type) or the `Vec<Type>` of a variadic group. Generated code adapts the
/// function to a [`TypeTransform`] with it.
pub trait DerivedTypes {
    /// The derived types.
    fn into_types(self) -> Vec<Type>;
}

impl DerivedTypes for Type {
    fn into_types(self) -> Vec<Type> {
        vec![self]
    }
}

impl DerivedTypes for Option<Type> {
    fn into_types(self) -> Vec<Type> {
        self.into_iter().collect()
    }
}

impl DerivedTypes for Vec<Type> {
    fn into_types(self) -> Vec<Type> {
        self
    }
}

/// A `TypesMatchWith` transform: the types the other entity must have, given the type of the
/// entity they derive from (the spec's function adapted with [`DerivedTypes`]). The generated
/// verifiers and the parsers inferring types a format leaves out call the same one.
pub type TypeTransform<'a> = &'a dyn Fn(&Context, Type) -> Vec<Type>;

/// A `TypesMatchWith` comparator, when equality is not the relation: the derived type first,
/// the actual one second.
pub type TypeComparator = fn(&Context, Type, Type) -> bool;

/// Checks `TypesMatchWith`: the types of `to` are `transform` of the type of `from` (compared
/// one by one with `compare`, else for equality), else `failed to verify that <summary>`.
/// Nothing is checked when `from` has no single type, nor when `to` is an absent optional group
/// or attribute.
#[allow(clippy::too_many_arguments)]
pub fn verify_types_match_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    (from, to): (Entity, Entity),
    transform: TypeTransform<'_>,
    compare: Option<TypeComparator>,
    summary: &str,
) -> Result<(), Diagnostic> {
    let &[source] = entity_types(ctx, body, op, shape, from).as_slice() else {
        return Ok(());
    };
    let actual = entity_types(ctx, body, op, shape, to);
    if actual.is_empty() && may_be_absent(shape, to) {
        return Ok(());
    }
    let expected = transform(ctx, source);
    let holds = expected.len() == actual.len()
        && expected.iter().zip(&actual).all(|(&e, &a)| match compare {
            Some(compare) => compare(ctx, e, a),
            None => e == a,
        });
    verified_that(ctx, body, op, holds, summary)
}

/// Whether `entity` may be left out of an op of `shape`: an optional group or an attribute.
fn may_be_absent(shape: &Shape, entity: Entity) -> bool {
    match entity {
        Entity::Operands(i) => shape.operands.arities.get(i) == Some(&Arity::Optional),
        Entity::Results(i) => shape.results.arities.get(i) == Some(&Arity::Optional),
        Entity::Attr(_) => true,
    }
}

/// `Ok` when `holds`, else MLIR's error of a predicate trait: `failed to verify that
/// <summary>`.
fn verified_that(
    ctx: &Context,
    body: &Body,
    op: OpId,
    holds: bool,
    summary: &str,
) -> Result<(), Diagnostic> {
    if holds {
        Ok(())
    } else {
        Err(op_error(
            ctx,
            body,
            op,
            format!("failed to verify that {summary}"),
        ))
    }
}

/// A `RangedTypesMatchWith` transform: the types the other group must have.
pub type RangeTransform = fn(&Context, &[Type]) -> Vec<Type>;

/// A `RangedTypesMatchWith` comparator, when equality of the lists is not the relation: the
/// derived types first, the actual ones second (MLIR's `comparator` over type ranges).
pub type RangeComparator = fn(&Context, &[Type], &[Type]) -> bool;

/// Checks `RangedTypesMatchWith`: the types of group `to` are `transform` of the types of
/// group `from` (compared with `compare`, else for equality), else `failed to verify that
/// <summary>`.
#[allow(clippy::too_many_arguments)]
pub fn verify_ranged_types_match_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    shape: &Shape,
    (from, to): (Entity, Entity),
    transform: RangeTransform,
    compare: Option<RangeComparator>,
    summary: &str,
) -> Result<(), Diagnostic> {
    let from = entity_types(ctx, body, op, shape, from);
    let to = entity_types(ctx, body, op, shape, to);
    let expected = transform(ctx, &from);
    let holds = match compare {
        Some(compare) => compare(ctx, &expected, &to),
        None => expected == to,
    };
    verified_that(ctx, body, op, holds, summary)
}

/// A `PredOpTrait` predicate on the whole op.
pub type OpPredicate = fn(&Context, &Body, OpId) -> bool;

/// Checks `PredOpTrait`: `predicate` holds, else `failed to verify that <summary>`.
pub fn verify_op_predicate(
    ctx: &Context,
    body: &Body,
    op: OpId,
    predicate: OpPredicate,
    summary: &str,
) -> Result<(), Diagnostic> {
    verified_that(ctx, body, op, predicate(ctx, body, op), summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attrs::IntegerAttr;
    use crate::op_support::{Arity, Groups, Segments};
    use crate::structure::OperationState;
    use crate::types::{RankedTensorType, VectorType};

    const SHAPE: Shape = Shape {
        name: "t.select",
        operands: Groups {
            arities: &[Arity::Single, Arity::Variadic],
            segments: Segments::Implicit,
        },
        results: Groups {
            arities: &[Arity::Single],
            segments: Segments::Implicit,
        },
        regions: (0, false),
        successors: (0, false),
    };

    /// A `t.select` with operands of `operands` types, one result of `result` type, and an
    /// attribute `value`.
    fn op(ctx: &Context, body: &mut Body, operands: &[Type], result: Type) -> OpId {
        let loc = ctx.common().unknown_loc;
        let producer = body.create_op(
            ctx,
            OperationState::new(ctx.op_name("t.p"), loc).results(operands),
        );
        let values: Vec<_> = body.results(producer).collect();
        let value = IntegerAttr::get(ctx, ctx.common().i16, 1).attr();
        body.create_op(
            ctx,
            OperationState::new(ctx.op_name("t.select"), loc)
                .operands(&values)
                .results(&[result])
                .attr(ctx.string_attr("value"), value),
        )
    }

    const NAMES: &[&str] = &["a", "rest", "result"];
    const ALL: &[Entity] = &[Entity::Operands(0), Entity::Operands(1), Entity::Results(0)];

    #[test]
    fn all_types_match_uses_mlir_s_message() {
        let ctx = Context::new();
        let c = *ctx.common();
        let mut body = Body::new();
        let good = op(&ctx, &mut body, &[c.i32, c.i32, c.i32], c.i32);
        let bad = op(&ctx, &mut body, &[c.i32, c.i32, c.i64], c.i32);
        let check = |op| verify_all_match(&ctx, &body, op, &SHAPE, ALL, NAMES, MatchKind::Type);
        assert!(check(good).is_ok());
        assert_eq!(
            check(bad).unwrap_err().message,
            "'t.select' op failed to verify that all of {a, rest, result} have same type"
        );
        // A typed attribute takes part with its type.
        let with_attr = [Entity::Operands(0), Entity::Attr("value")];
        let error = verify_all_match(
            &ctx,
            &body,
            good,
            &SHAPE,
            &with_attr,
            &["a", "value"],
            MatchKind::Type,
        )
        .unwrap_err();
        assert!(error.message.ends_with("all of {a, value} have same type"));
    }

    #[test]
    fn element_types_shapes_ranks_and_counts() {
        let ctx = Context::new();
        let c = *ctx.common();
        let mut body = Body::new();
        let t2 = RankedTensorType::get(&ctx, &[2, 3], c.f32, None).ty();
        let v2 = VectorType::get(&ctx, &[2, 3], c.i32).ty();
        let v6 = VectorType::get(&ctx, &[6], c.f32).ty();
        let mixed = op(&ctx, &mut body, &[t2, v2], v6);
        let check = |kind| {
            verify_all_match(&ctx, &body, mixed, &SHAPE, ALL, NAMES, kind).map_err(|d| d.message)
        };
        assert!(check(MatchKind::ElementType).is_err());
        let first_two = [Entity::Operands(0), Entity::Operands(1)];
        let check_two = |kind| {
            verify_all_match(&ctx, &body, mixed, &SHAPE, &first_two, &["a", "b"], kind).is_ok()
        };
        assert!(check_two(MatchKind::Shape));
        assert!(check_two(MatchKind::Rank));
        assert!(!check_two(MatchKind::ElementType));
        assert!(check(MatchKind::ElementCount).is_ok());
        assert!(
            check(MatchKind::Rank)
                .unwrap_err()
                .ends_with("all of {a, rest, result} have same rank")
        );
    }

    fn element(ctx: &Context, ty: Type) -> Vec<Type> {
        element_type_or_self(ctx, ty).into_types()
    }

    #[test]
    fn types_match_with_applies_the_transform() {
        let ctx = Context::new();
        let c = *ctx.common();
        let mut body = Body::new();
        let tensor = RankedTensorType::get(&ctx, &[4], c.f32, None).ty();
        let good = op(&ctx, &mut body, &[tensor], c.f32);
        let bad = op(&ctx, &mut body, &[tensor], c.f64);
        let check = |op| {
            verify_types_match_with(
                &ctx,
                &body,
                op,
                &SHAPE,
                (Entity::Operands(0), Entity::Results(0)),
                &element,
                None,
                "result type matches element type",
            )
        };
        assert!(check(good).is_ok());
        assert_eq!(
            check(bad).unwrap_err().message,
            "'t.select' op failed to verify that result type matches element type"
        );
        let never: OpPredicate = |_, _, _| false;
        assert_eq!(
            verify_op_predicate(&ctx, &body, good, never, "it holds")
                .unwrap_err()
                .message,
            "'t.select' op failed to verify that it holds"
        );
    }

    #[test]
    fn types_match_with_compares_lists_and_skips_absent_entities() {
        let ctx = Context::new();
        let c = *ctx.common();
        let mut body = Body::new();
        // `rest` (variadic) holds two `i32`s; the transform gives the whole list.
        let op = op(&ctx, &mut body, &[c.i32, c.i32, c.i32], c.i64);
        let check = |to, transform: TypeTransform<'_>, compare| {
            verify_types_match_with(
                &ctx,
                &body,
                op,
                &SHAPE,
                (Entity::Operands(0), to),
                transform,
                compare,
                "they match",
            )
            .is_ok()
        };
        let two = |_: &Context, ty: Type| vec![ty, ty];
        let one = |_: &Context, ty: Type| Some(ty).into_types();
        let none = |_: &Context, _: Type| None::<Type>.into_types();
        assert!(check(Entity::Operands(1), &two, None));
        assert!(!check(Entity::Operands(1), &one, None));
        // No derived type never matches a present entity.
        assert!(!check(Entity::Results(0), &none, None));
        assert!(!check(Entity::Results(0), &one, None));
        let any: TypeComparator = |_, _, _| true;
        assert!(check(Entity::Results(0), &one, Some(any)));
        // An absent attribute is not checked.
        assert!(check(Entity::Attr("absent"), &one, None));
        // A typed attribute takes part with its type (`i16`).
        assert!(!check(Entity::Attr("value"), &one, None));
    }

    /// The first of the types.
    fn first(_: &Context, types: &[Type]) -> Vec<Type> {
        types.iter().take(1).copied().collect()
    }

    /// Lists of the same length.
    fn same_length(_: &Context, expected: &[Type], actual: &[Type]) -> bool {
        expected.len() == actual.len()
    }

    #[test]
    fn ranged_types_match_with_compares_lists_for_equality_or_with_the_comparator() {
        let ctx = Context::new();
        ctx.set_print_op_on_diagnostic(false);
        let c = *ctx.common();
        let mut body = Body::new();
        let good = op(&ctx, &mut body, &[c.i32, c.i64, c.i16], c.i64);
        let other = op(&ctx, &mut body, &[c.i32, c.i64, c.i16], c.i32);
        let groups = (Entity::Operands(1), Entity::Results(0));
        let check = |op, compare| {
            verify_ranged_types_match_with(
                &ctx, &body, op, &SHAPE, groups, first, compare, "it fits",
            )
        };
        assert!(check(good, None).is_ok());
        assert_eq!(
            check(other, None).unwrap_err().message,
            "'t.select' op failed to verify that it fits"
        );
        assert!(check(other, Some(same_length)).is_ok());
    }
}
