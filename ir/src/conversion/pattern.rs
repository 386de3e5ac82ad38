//! Conversion patterns: the [`ConversionPattern`] trait, whose `match_and_rewrite` receives the
//! op's operands already converted ([`RemappedOperands`]: the values each original operand
//! became, several for a 1:N type conversion), [`FnConversionPattern`] made of a closure,
//! [`replace_op_with_multiple`] for 1:N result replacements, and the [`ConversionPatternSet`]
//! the drivers take. Applying them is the driver's job.

use super::type_converter::{TypeConverter, unrealized_cast};
use crate::context::{Context, OpName};
use crate::rewrite::{MatchFailure, PatternRewriter, PatternRoot};
use crate::structure::{IrError, OpId, Value};

/// The converted operands of an op: for each original operand, the values it became (one for
/// a 1:1 conversion or an unchanged type, several for a 1:N conversion, none for 1:0).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RemappedOperands {
    values: Vec<Value>,
    /// Where the values of each operand end in `values`.
    ends: Vec<usize>,
}

impl RemappedOperands {
    /// No operand.
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends the values of the next operand.
    pub fn push(&mut self, values: &[Value]) {
        self.values.extend_from_slice(values);
        self.ends.push(self.values.len());
    }

    /// The number of original operands.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether the op has no operand.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The values original operand `index` became (empty when out of range).
    pub fn get(&self, index: usize) -> &[Value] {
        let Some(&end) = self.ends.get(index) else {
            return &[];
        };
        let start = index.checked_sub(1).map_or(0, |i| self.ends[i]);
        &self.values[start..end]
    }

    /// The value of operand `index` when it became exactly one.
    pub fn single(&self, index: usize) -> Option<Value> {
        match self.get(index) {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// The values of every operand, one after the other.
    pub fn iter(&self) -> impl Iterator<Item = &[Value]> {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Every value, operand after operand.
    pub fn flat(&self) -> &[Value] {
        &self.values
    }

    /// One value per operand, for patterns that do not handle 1:N conversions; fails naming
    /// the first operand that did not become exactly one value.
    pub fn one_to_one(&self) -> Result<&[Value], MatchFailure> {
        match self.iter().position(|values| values.len() != 1) {
            None => Ok(&self.values),
            Some(index) => Err(MatchFailure::new(format!(
                "operand #{index} was converted to {} values; the pattern takes one",
                self.get(index).len()
            ))),
        }
    }
}

/// A pattern that rewrites an op given its converted operands (MLIR's `ConversionPattern`).
///
/// Like a [`crate::rewrite::RewritePattern`], it either changes the IR through the rewriter and
/// returns `Ok(())`, or changes nothing and returns why. It may replace the op with values of
/// converted types (with [`replace_op_with_multiple`] when a result becomes several values):
/// the driver bridges them for users not converted yet.
pub trait ConversionPattern: Send + Sync {
    /// The ops this pattern is tried on.
    fn root(&self) -> PatternRoot<'_>;

    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }

    /// The name diagnostics show.
    fn debug_name(&self) -> &str;

    /// Whether the driver gives the results of the ops this pattern creates their converted
    /// types after it applies (for patterns that build ops with the original types, such as
    /// rewrite patterns run under conversion). By default, no.
    fn converts_result_types(&self) -> bool {
        false
    }

    /// Rewrites `op`, whose operands converted to the target types are `operands`.
    fn match_and_rewrite(
        &self,
        ctx: &Context,
        op: OpId,
        operands: &RemappedOperands,
        converter: &TypeConverter,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure>;
}

/// The function type of a [`FnConversionPattern`].
pub type ConversionFn = dyn Fn(
        &Context,
        OpId,
        &RemappedOperands,
        &TypeConverter,
        &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure>
    + Send
    + Sync;

/// A conversion pattern made of a closure.
pub struct FnConversionPattern {
    root: Option<String>,
    name: String,
    benefit: u16,
    f: Box<ConversionFn>,
}

impl FnConversionPattern {
    /// A pattern named `name` on ops `root` (any op when `None`).
    pub fn new(
        root: Option<&str>,
        name: &str,
        benefit: u16,
        f: impl Fn(
            &Context,
            OpId,
            &RemappedOperands,
            &TypeConverter,
            &mut PatternRewriter<'_>,
        ) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static,
    ) -> Self {
        FnConversionPattern {
            root: root.map(str::to_string),
            name: name.to_string(),
            benefit,
            f: Box::new(f),
        }
    }
}

impl ConversionPattern for FnConversionPattern {
    fn root(&self) -> PatternRoot<'_> {
        self.root
            .as_deref()
            .map_or(PatternRoot::Any, PatternRoot::Op)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn debug_name(&self) -> &str {
        &self.name
    }

    fn match_and_rewrite(
        &self,
        ctx: &Context,
        op: OpId,
        operands: &RemappedOperands,
        converter: &TypeConverter,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        (self.f)(ctx, op, operands, converter, rewriter)
    }
}

/// Replaces `op` with, for each result, the values it becomes (MLIR's
/// `replaceOpWithMultiple`): a single value of the result's type is used as it is; otherwise
/// the values are bridged back to the result's type by a `builtin.unrealized_conversion_cast`
/// at the insertion point, which converted users see through and the driver turns into a
/// source materialization if users not converted remain.
pub fn replace_op_with_multiple(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    replacements: &[&[Value]],
) -> Result<(), IrError> {
    let types: Vec<_> = rewriter.body().result_types(op).collect();
    if replacements.len() != types.len() {
        return Err(IrError::OutOfRange {
            what: "replacement",
            index: replacements.len(),
            len: types.len(),
        });
    }
    let loc = rewriter.body().op_loc(op);
    let mut values = Vec::with_capacity(types.len());
    for (&ty, &with) in types.iter().zip(replacements) {
        let value = match with {
            [one] if rewriter.body().value_type(*one) == ty => *one,
            _ => match unrealized_cast(rewriter, &[ty], with, loc)?[..] {
                [cast] => cast,
                _ => return Err(IrError::Detached),
            },
        };
        values.push(value);
    }
    rewriter.replace_op(op, &values)
}

/// Replaces `op` with a new op named `to` (MLIR's usual one-op lowering): the converted
/// operands (one value each), the converted result types, the same attributes, at the
/// rewriter's insertion point. Returns the new op.
pub fn rebuild_converted(
    ctx: &Context,
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    to: &str,
    operands: &RemappedOperands,
    converter: &TypeConverter,
) -> Result<OpId, MatchFailure> {
    let operands = operands.one_to_one()?;
    let body = rewriter.body();
    let types = converter.convert_types(ctx, body.result_types(op));
    let mut state = rewriter.state(to).operands(operands).results(&types);
    state.attrs = crate::structure::dictionary_entries(ctx, body.op_attrs(op)).to_vec();
    rewriter
        .replace_op_with_new(op, state)
        .map_err(|e| MatchFailure::new(e.to_string()))
}

/// The patterns of a conversion.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn ConversionPattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds a closure pattern on ops `root`.
    pub fn add_fn(
        &mut self,
        root: &str,
        name: &str,
        f: impl Fn(
            &Context,
            OpId,
            &RemappedOperands,
            &TypeConverter,
            &mut PatternRewriter<'_>,
        ) -> Result<(), MatchFailure>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.add(FnConversionPattern::new(Some(root), name, 1, f))
    }

    /// Adds a pattern named `name` that rebuilds ops `root` as ops `to` with
    /// [`rebuild_converted`].
    pub fn add_rename(&mut self, root: &str, name: &str, to: &str) -> &mut Self {
        let to = to.to_string();
        self.add_fn(root, name, move |ctx, op, operands, converter, rewriter| {
            rebuild_converted(ctx, rewriter, op, &to, operands, converter).map(drop)
        })
    }

    /// The number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set has no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns that apply to op `name`, highest benefit first (stable among equals).
    pub(crate) fn for_op(&self, ctx: &Context, name: OpName) -> Vec<&dyn ConversionPattern> {
        let mut found: Vec<&dyn ConversionPattern> = self
            .patterns
            .iter()
            .map(|p| p.as_ref())
            .filter(|p| p.root().matches(ctx, name))
            .collect();
        found.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        found
    }
}
