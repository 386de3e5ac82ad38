//! Folding: what an op kind's fold hook returns ([`FoldOutcome`]), how it is called with the
//! constant values of the operands ([`fold_op`]), and the constant queries built on it
//! ([`constant_value`], [`m_constant`], MLIR's `m_Constant`).
//!
//! A fold hook is a pure function of the op: it reads the IR and says what the op folds to (one
//! [`FoldResult`] per result: a constant attribute to materialize or an existing value), or how
//! to update the op in place ([`InPlaceUpdate`]), which the caller applies and reports. Keeping
//! hooks free of edits lets constants be read from `&Body` anywhere. Where folded constants
//! become ops is not decided here (see the driver and `folder`).

use super::rewriter::PatternRewriter;
use crate::attrs::Attribute;
use crate::builder::Builder;
use crate::context::Context;
use crate::structure::{Body, Location, OpId, OperationState, Value};
use crate::traits::Trait;
use crate::types::Type;
use smallvec::SmallVec;

/// What one result of an op folds to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// A constant, to be materialized by the op's dialect.
    Attr(Attribute),
    /// An existing value of the same type.
    Value(Value),
}

/// An update of an op in place, as a fold hook asks for it. Each field given replaces that part
/// of the op.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InPlaceUpdate {
    /// The new operands, all of them.
    pub operands: Option<Vec<Value>>,
    /// The new discardable attributes (a dictionary attribute).
    pub attrs: Option<Attribute>,
    /// The new properties.
    pub props: Option<Attribute>,
}

impl InPlaceUpdate {
    /// An update replacing the operands.
    pub fn operands(operands: Vec<Value>) -> Self {
        InPlaceUpdate {
            operands: Some(operands),
            ..Self::default()
        }
    }

    /// Whether applying the update to `op` would change it.
    pub fn changes(&self, body: &Body, op: OpId) -> bool {
        self.operands
            .as_ref()
            .is_some_and(|new| !new.iter().copied().eq(body.operands(op)))
            || self.attrs.is_some_and(|attrs| attrs != body.op_attrs(op))
            || self
                .props
                .is_some_and(|props| Some(props) != body.op_props(op))
    }
}

/// What a fold hook returns (MLIR's `fold` with its `OpFoldResult`s).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldOutcome {
    /// The op does not fold.
    NoFold,
    /// The op stays but changes in place.
    InPlace(InPlaceUpdate),
    /// The op folds away: one result per op result.
    Results(SmallVec<[FoldResult; 1]>),
}

impl FoldOutcome {
    /// A single-result op folds to the constant `value`.
    pub fn attr(value: Attribute) -> Self {
        FoldOutcome::Results(smallvec::smallvec![FoldResult::Attr(value)])
    }

    /// A single-result op folds to the existing `value`.
    pub fn value(value: Value) -> Self {
        FoldOutcome::Results(smallvec::smallvec![FoldResult::Value(value)])
    }
}

/// An op kind's fold hook: given the op and the constant value of each operand (`None` where
/// the operand is not a constant), says what the op folds to. It must not fold an op to its own
/// results, and it is called on constant-like ops with no operands to read their value.
pub type FoldFn = fn(&Context, &Body, OpId, &[Option<Attribute>]) -> FoldOutcome;

/// The folds of the `Involution` and `Idempotent` traits (MLIR's `foldTrait`), which an op's
/// generated fold runs after its own fold hook when that one does not fold the op away:
/// `outcome` stays unless a trait of `traits` folds the op.
pub fn fold_with_traits(
    ctx: &Context,
    body: &Body,
    op: OpId,
    outcome: FoldOutcome,
    traits: &[Trait],
) -> FoldOutcome {
    if matches!(outcome, FoldOutcome::Results(_)) {
        return outcome;
    }
    let folded = traits.iter().find_map(|&t| match t {
        Trait::Involution => fold_involution(ctx, body, op),
        Trait::Idempotent => fold_idempotent(ctx, body, op),
        _ => None,
    });
    folded.map_or(outcome, FoldOutcome::value)
}

/// `Involution`: `f(f(x))` folds to `x`.
fn fold_involution(_ctx: &Context, body: &Body, op: OpId) -> Option<Value> {
    let inner = operand_of_same_kind(body, op)?;
    body.operand(inner, 0)
}

/// `Idempotent`: `f(f(x))` folds to `f(x)`, and `f(x, x)` to `x`.
fn fold_idempotent(_ctx: &Context, body: &Body, op: OpId) -> Option<Value> {
    if body.num_operands(op) == 1 {
        operand_of_same_kind(body, op)?;
        return body.operand(op, 0);
    }
    let first = body.operand(op, 0)?;
    (body.operand(op, 1)? == first).then_some(first)
}

/// The op defining `op`'s first operand, when it is of `op`'s kind.
fn operand_of_same_kind(body: &Body, op: OpId) -> Option<OpId> {
    let inner = body.operand(op, 0)?.defining_op()?;
    (body.op_name(inner) == body.op_name(op)).then_some(inner)
}

/// A dialect's constant materialization hook: builds one constant-like op of the dialect for
/// `value` of type `ty` at `builder`'s insertion point in `body`, or declines with `None`.
pub type MaterializeConstantFn =
    fn(&Context, &mut Body, &mut Builder, Attribute, Type, Location) -> Option<OpId>;

/// The fold hook of a constant op holding its value in its `value` attribute (MLIR's
/// `ConstantOp::fold` of `arith`, `index` and `func`): the op folds to that attribute.
pub fn fold_to_value_attr(
    ctx: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    crate::op_support::attr(ctx, body, op, "value").map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

/// The fold hook of a cast op (MLIR's `impl::foldCastOp`): a cast whose operands have the
/// types of its results, one for one, folds to its operands.
pub fn fold_identity_cast(
    _: &Context,
    body: &Body,
    op: OpId,
    _: &[Option<Attribute>],
) -> FoldOutcome {
    let same_types = body.num_operands(op) == body.num_results(op)
        && body
            .operands(op)
            .zip(body.results(op))
            .all(|(o, r)| body.value_type(o) == body.value_type(r));
    if !same_types || body.num_operands(op) == 0 {
        return FoldOutcome::NoFold;
    }
    FoldOutcome::Results(body.operands(op).map(FoldResult::Value).collect())
}

/// Builds constant op `name` with `value` as its `value` property and one result of type
/// `ty`: the common last step of a [`MaterializeConstantFn`], once the dialect has decided
/// that `name` can hold `value`.
pub fn build_value_constant(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    name: &str,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let mut state = OperationState::new(ctx.op_name(name), loc).results(&[ty]);
    state.props = crate::op_support::properties(ctx, &[("value", Some(value))]);
    builder.create(ctx, body, state).ok()
}

/// The attribute a constant-like op folds to (MLIR's `matchPattern(op, m_Constant(&attr))`):
/// `None` unless `op` is registered `ConstantLike` and its fold hook folds it to an attribute.
pub fn constant_value(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let descriptor = ctx.op_descriptor(body.op_name(op))?;
    if !descriptor.traits.has(Trait::ConstantLike) {
        return None;
    }
    match (descriptor.fold?)(ctx, body, op, &[]) {
        FoldOutcome::Results(results) => match results.as_slice() {
            [FoldResult::Attr(value)] => Some(*value),
            _ => None,
        },
        _ => None,
    }
}

/// The constant `value` is defined by, if any: [`constant_value`] of its defining op.
pub fn m_constant(ctx: &Context, body: &Body, value: Value) -> Option<Attribute> {
    constant_value(ctx, body, value.defining_op()?)
}

/// Calls `op`'s fold hook with the constant values of its operands and checks the answer: a
/// result list of the wrong length or type, a fold of the op to its own results, or an update
/// in place that changes nothing all come back as [`FoldOutcome::NoFold`].
///
/// When the hook does not fold, the op's traits may: a `Commutative` op moves its constant
/// operands after the others (MLIR's `foldCommutative`), so patterns find constants on the right.
pub fn fold_op(ctx: &Context, body: &Body, op: OpId) -> FoldOutcome {
    if !has_folder(ctx, body, op) {
        return FoldOutcome::NoFold;
    }
    let constants: SmallVec<[Option<Attribute>; 4]> = body
        .operands(op)
        .map(|operand| m_constant(ctx, body, operand))
        .collect();
    fold_op_with(ctx, body, op, &constants)
}

/// Whether `op` may fold at all: it has a fold hook or is `Commutative`.
pub fn has_folder(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_descriptor(body.op_name(op))
        .is_some_and(|d| d.fold.is_some())
        || ctx.op_has_trait(body.op_name(op), Trait::Commutative)
}

/// [`fold_op`] with the constant value of each operand given by the caller (the conversion
/// driver reads constants through its own bridges).
pub fn fold_op_with(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> FoldOutcome {
    let hook = ctx.op_descriptor(body.op_name(op)).and_then(|d| d.fold);
    let commutative = ctx.op_has_trait(body.op_name(op), Trait::Commutative);
    if constants.len() != body.num_operands(op) {
        return FoldOutcome::NoFold;
    }
    let outcome = match hook.map(|fold| fold(ctx, body, op, constants)) {
        Some(FoldOutcome::InPlace(update)) if !update.changes(body, op) => FoldOutcome::NoFold,
        Some(FoldOutcome::Results(results)) if !results_fit(body, op, &results) => {
            FoldOutcome::NoFold
        }
        Some(outcome) => outcome,
        None => FoldOutcome::NoFold,
    };
    if outcome == FoldOutcome::NoFold && commutative {
        return constants_last(body, op, constants);
    }
    outcome
}

/// The operands of `op` with the constant ones moved after the others, keeping their order,
/// as an update in place; no fold when they are there already.
fn constants_last(body: &Body, op: OpId, constants: &[Option<Attribute>]) -> FoldOutcome {
    let operands: SmallVec<[Value; 4]> = body.operands(op).collect();
    let is_constant = |index: &usize| constants.get(*index).is_some_and(Option::is_some);
    let (constant, other): (Vec<usize>, Vec<usize>) = (0..operands.len()).partition(is_constant);
    let reordered: Vec<Value> = other
        .into_iter()
        .chain(constant)
        .map(|index| operands[index])
        .collect();
    if reordered.iter().eq(operands.iter()) {
        return FoldOutcome::NoFold;
    }
    FoldOutcome::InPlace(InPlaceUpdate::operands(reordered))
}

/// Whether `results` can replace the results of `op` (an op without results cannot fold away:
/// nothing would tell an empty list from no answer).
fn results_fit(body: &Body, op: OpId, results: &[FoldResult]) -> bool {
    if results.len() != body.num_results(op) {
        return false;
    }
    let mut replaces_something = false;
    for ((index, result), ty) in results.iter().enumerate().zip(body.result_types(op)) {
        match *result {
            FoldResult::Value(value) => {
                if !body.contains_value(value) || body.value_type(value) != ty {
                    return false;
                }
                replaces_something |= value != Value::result(op, index as u32);
            }
            FoldResult::Attr(_) => replaces_something = true,
        }
    }
    replaces_something
}

/// What folding an op did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldStatus {
    /// The op does not fold (or its constants could not be materialized).
    NotFolded,
    /// The op was updated in place.
    InPlace,
    /// The op was replaced and erased.
    Replaced,
}

/// Applies `update` to `op` through the rewriter (reported as a modification): `InPlace`, or
/// `NotFolded` when the update would change nothing.
pub fn apply_in_place_update(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    update: &InPlaceUpdate,
) -> FoldStatus {
    if !update.changes(rewriter.body(), op) {
        return FoldStatus::NotFolded;
    }
    rewriter.modify_op_in_place(op, |body| {
        if let Some(operands) = &update.operands {
            body.set_operands(op, operands);
        }
        if let Some(attrs) = update.attrs {
            body.set_op_attrs(op, attrs);
        }
        if let Some(props) = update.props {
            body.set_op_props(op, Some(props));
        }
    });
    FoldStatus::InPlace
}

/// Where [`results_to_values`] gets constants: the constant op for an attribute and type, and
/// whether it was made anew.
pub(crate) type ConstantSource<'a> =
    dyn FnMut(&mut PatternRewriter<'_>, Attribute, Type) -> Option<(OpId, bool)> + 'a;

/// The values that replace the results of `op` as `results` says: existing values as they are,
/// constants from `constant` (which returns the constant op, and whether it made it anew). When
/// a constant cannot be had, returns the constant ops made so far instead, for the caller to
/// erase.
pub(crate) fn results_to_values(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    results: &[FoldResult],
    constant: &mut ConstantSource<'_>,
) -> Result<SmallVec<[Value; 1]>, SmallVec<[OpId; 1]>> {
    let types: SmallVec<[Type; 1]> = rewriter.body().result_types(op).collect();
    let mut values = SmallVec::new();
    let mut created = SmallVec::new();
    for (result, ty) in results.iter().zip(types) {
        match *result {
            FoldResult::Value(value) => values.push(value),
            FoldResult::Attr(attr) => match constant(rewriter, attr, ty) {
                Some((constant_op, new)) => {
                    if new {
                        created.push(constant_op);
                    }
                    values.push(Value::result(constant_op, 0));
                }
                None => return Err(created),
            },
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{context, int, nested_of, ops_named, parse};
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::traits::TraitSet;

    #[test]
    fn a_built_value_constant_folds_to_its_value() {
        let ctx = context();
        let i32 = ctx.common().i32;
        let loc = ctx.common().unknown_loc;
        let mut body = Body::new();
        let block = body.create_block(&[]);
        let mut builder = Builder::new(&ctx);
        builder.set_insertion_point_to_end(block);
        let seven = int(&ctx, 7, i32);
        let op = build_value_constant(&ctx, &mut body, &mut builder, "t.constant", seven, i32, loc)
            .expect("built");
        assert_eq!(body.op_parent_block(op), Some(block));
        assert_eq!(body.result_types(op).collect::<Vec<_>>(), vec![i32]);
        match fold_to_value_attr(&ctx, &body, op, &[]) {
            FoldOutcome::Results(results) => {
                assert!(matches!(results.as_slice(), [FoldResult::Attr(a)] if *a == seven));
            }
            _ => panic!("a value constant folds"),
        }
        // Without a `value`, nothing to fold to.
        let bare = body.create_op(&ctx, OperationState::new(ctx.op_name("t.constant"), loc));
        assert!(matches!(
            fold_to_value_attr(&ctx, &body, bare, &[]),
            FoldOutcome::NoFold
        ));
    }

    fn two_results(ctx: &Context, _: &Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        let one = int(ctx, 1, ctx.common().i32);
        FoldOutcome::Results(smallvec::smallvec![
            FoldResult::Attr(one),
            FoldResult::Attr(one)
        ])
    }

    fn itself(_: &Context, _: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        FoldOutcome::value(Value::result(op, 0))
    }

    fn same_operands(_: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        FoldOutcome::InPlace(InPlaceUpdate::operands(body.operands(op).collect()))
    }

    fn first_operand(_: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        body.operand(op, 0)
            .map_or(FoldOutcome::NoFold, FoldOutcome::value)
    }

    fn with_bad_folders() -> Context {
        let ctx = context();
        let ops = vec![
            OpDescriptor::new("w.two").with_fold(two_results),
            OpDescriptor::new("w.itself").with_fold(itself),
            OpDescriptor::new("w.same").with_fold(same_operands),
            OpDescriptor::new("w.first").with_fold(first_operand),
            OpDescriptor::new("w.notconst")
                .with_traits(TraitSet::default())
                .with_fold(two_results),
        ];
        ctx.register_dialect(DialectDescriptor::new("w"), ops);
        ctx
    }

    #[test]
    fn answers_that_cannot_replace_the_op_do_not_fold() {
        let ctx = with_bad_folders();
        let mut owned = parse(
            &ctx,
            r#""t.func"() ({
^bb0(%a: i32, %f: f32):
  %0 = "w.two"() : () -> i32
  %1 = "w.itself"() : () -> i32
  %2 = "w.same"(%a) : (i32) -> i32
  %3 = "w.first"(%f) : (f32) -> i32
  %4 = "w.first"(%a) : (i32) -> i32
  %c = "t.constant"() {value = 5 : i32} : () -> i32
  %5 = "t.add"(%c, %c) : (i32, i32) -> i32
  "t.return"() : () -> ()
}) : () -> ()"#,
        );
        let body = nested_of(&ctx, &mut owned, "t.func");
        let fold = |name: &str, index: usize| {
            let op = ops_named(&ctx, body, name)[index];
            fold_op(&ctx, body, op)
        };
        assert_eq!(fold("w.two", 0), FoldOutcome::NoFold, "wrong count");
        assert_eq!(fold("w.itself", 0), FoldOutcome::NoFold, "its own result");
        assert_eq!(fold("w.same", 0), FoldOutcome::NoFold, "no change in place");
        assert_eq!(fold("w.first", 0), FoldOutcome::NoFold, "wrong type");
        let a = body.operand(ops_named(&ctx, body, "w.same")[0], 0).unwrap();
        assert_eq!(fold("w.first", 1), FoldOutcome::value(a));
        assert_eq!(
            fold("t.add", 0),
            FoldOutcome::attr(int(&ctx, 10, ctx.common().i32)),
            "operands are passed as constants"
        );
    }

    #[test]
    fn commutative_ops_move_their_constants_last() {
        let ctx = context();
        let commutative = TraitSet::new(&[Trait::Commutative]);
        let ops = vec![
            OpDescriptor::new("c.comm").with_traits(commutative.clone()),
            OpDescriptor::new("c.first")
                .with_traits(commutative)
                .with_fold(first_operand),
        ];
        ctx.register_dialect(DialectDescriptor::new("c"), ops);
        let mut owned = parse(
            &ctx,
            r#""t.func"() ({
^bb0(%a: i32, %b: i32):
  %c = "t.constant"() {value = 5 : i32} : () -> i32
  %0 = "c.comm"(%c, %a, %c, %b) : (i32, i32, i32, i32) -> i32
  %1 = "c.comm"(%a, %b, %c) : (i32, i32, i32) -> i32
  %2 = "c.first"(%c, %a) : (i32, i32) -> i32
  "t.return"() : () -> ()
}) : () -> ()"#,
        );
        let body = nested_of(&ctx, &mut owned, "t.func");
        let comm = ops_named(&ctx, body, "c.comm");
        let operands: Vec<Value> = body.operands(comm[0]).collect();
        let (c, a, b) = (operands[0], operands[1], operands[3]);
        assert_eq!(
            fold_op(&ctx, body, comm[0]),
            FoldOutcome::InPlace(InPlaceUpdate::operands(vec![a, b, c, c])),
            "constants go last, the others keep their order"
        );
        assert_eq!(
            fold_op(&ctx, body, comm[1]),
            FoldOutcome::NoFold,
            "already last"
        );
        let first = ops_named(&ctx, body, "c.first")[0];
        assert_eq!(
            fold_op(&ctx, body, first),
            FoldOutcome::value(c),
            "the op's own fold comes first"
        );
    }

    #[test]
    fn constants_are_read_from_constant_like_ops_only() {
        let ctx = with_bad_folders();
        let mut owned = parse(
            &ctx,
            r#""t.func"() ({
  %c = "t.constant"() {value = 5 : i32} : () -> i32
  %n = "w.notconst"() : () -> i32
  %x = "t.neg"(%c) : (i32) -> i32
  "t.return"() : () -> ()
}) : () -> ()"#,
        );
        let body = nested_of(&ctx, &mut owned, "t.func");
        let c = ops_named(&ctx, body, "t.constant")[0];
        let n = ops_named(&ctx, body, "w.notconst")[0];
        let x = ops_named(&ctx, body, "t.neg")[0];
        let five = int(&ctx, 5, ctx.common().i32);
        assert_eq!(constant_value(&ctx, body, c), Some(five));
        assert_eq!(constant_value(&ctx, body, n), None);
        assert_eq!(
            m_constant(&ctx, body, body.operand(x, 0).unwrap()),
            Some(five)
        );
        assert_eq!(m_constant(&ctx, body, Value::result(x, 0)), None);
    }
}
