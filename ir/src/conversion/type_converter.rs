//! [`TypeConverter`]: how a conversion changes types (ordered closures, 1:1, 1:N or 1:0,
//! identity when none answers) and how it bridges values of old and new types
//! (materializations: source, N new values to one old, and target, one old value to N new;
//! `builtin.unrealized_conversion_cast` when no hook answers), including the 1:N conversion of
//! a region's entry block arguments. It does not decide which ops to convert.

use super::signature::{SignatureConversion, apply_signature_conversion};
use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::Context;
use crate::rewrite::PatternRewriter;
use crate::structure::{BlockId, IrError, Location, RegionId, Value};
use crate::types::Type;
use std::any::Any;
use std::sync::Arc;

/// One type conversion: `None` when it does not apply, else the types (empty to drop a value).
pub type ConversionFnBox = Arc<dyn Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync>;

/// Builds, at the rewriter's insertion point, values of the given types from `inputs`; `None`
/// when it cannot (it must then have built nothing).
pub type MaterializationFn = Arc<
    dyn Fn(&mut PatternRewriter<'_>, &[Type], &[Value], Location) -> Option<Vec<Value>>
        + Send
        + Sync,
>;

/// Which way a materialization bridges.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaterializationKind {
    /// From the converted values of one original value back to its original type, for users
    /// not converted (yet).
    Source,
    /// From an original value to its converted types, for the operands of converted ops.
    Target,
}

/// Type conversions and materializations. See the module documentation.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFnBox>,
    materializations: Vec<(MaterializationKind, MaterializationFn)>,
    /// What a converter built on this one keeps here so that patterns, which get the plain
    /// converter, can find it again (the LLVM converter's options).
    attachment: Option<Arc<dyn Any + Send + Sync>>,
}

impl TypeConverter {
    /// A converter that keeps every type.
    pub fn new() -> Self {
        Self::default()
    }

    /// Attaches `value`, replacing what was attached: data of a converter that extends this
    /// one (its options), for patterns to read back with [`TypeConverter::attachment`].
    pub fn set_attachment(&mut self, value: impl Any + Send + Sync) -> &mut Self {
        self.attachment = Some(Arc::new(value));
        self
    }

    /// The attached value, if it is a `T`.
    pub fn attachment<T: Any>(&self) -> Option<&T> {
        self.attachment.as_deref()?.downcast_ref()
    }

    /// Adds a conversion; the ones added last are tried first (as in MLIR).
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Arc::new(f));
        self
    }

    /// Adds a source materialization: builds one value of an original type from the values it
    /// was converted to. Tried last added first; the unrealized cast when none answers.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[Value], Location) -> Option<Value>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.add_materialization(
            MaterializationKind::Source,
            Arc::new(move |rewriter, types, inputs, loc| match types {
                [ty] => f(rewriter, *ty, inputs, loc).map(|v| vec![v]),
                _ => None,
            }),
        )
    }

    /// Adds a target materialization: builds the values of the converted types (one or
    /// several) from an original value. Tried last added first; the unrealized cast when none
    /// answers.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, &[Type], Value, Location) -> Option<Vec<Value>>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.add_materialization(
            MaterializationKind::Target,
            Arc::new(move |rewriter, types, inputs, loc| match inputs {
                [input] => f(rewriter, types, *input, loc),
                _ => None,
            }),
        )
    }

    /// Adds a materialization of either kind in its general form.
    pub fn add_materialization(
        &mut self,
        kind: MaterializationKind,
        f: MaterializationFn,
    ) -> &mut Self {
        self.materializations.push((kind, f));
        self
    }

    /// The types `ty` becomes: the answer of the last added conversion that applies, else `ty`.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Vec<Type> {
        self.conversions
            .iter()
            .rev()
            .find_map(|f| f(ctx, ty))
            .unwrap_or_else(|| vec![ty])
    }

    /// The types `types` become, one after the other (a 1:N conversion contributes N).
    pub fn convert_types(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> Vec<Type> {
        types
            .into_iter()
            .flat_map(|ty| self.convert_type(ctx, ty))
            .collect()
    }

    /// The single type `ty` becomes, `None` for a 1:N or 1:0 conversion.
    pub fn convert_type_1to1(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type(ctx, ty)[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    /// Whether `ty` is unchanged by the conversion.
    pub fn is_legal_type(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type(ctx, ty) == [ty]
    }

    /// Builds values of `types` from `inputs` the way `kind` says: the last added hook of that
    /// kind that answers, else one `builtin.unrealized_conversion_cast`.
    pub fn materialize(
        &self,
        kind: MaterializationKind,
        rewriter: &mut PatternRewriter<'_>,
        types: &[Type],
        inputs: &[Value],
        loc: Location,
    ) -> Result<Vec<Value>, IrError> {
        match self.try_hooks(kind, rewriter, types, inputs, loc) {
            Some(values) => Ok(values),
            None => unrealized_cast(rewriter, types, inputs, loc),
        }
    }

    /// The answer of the last added hook of `kind` that builds values of exactly `types`.
    pub(crate) fn try_hooks(
        &self,
        kind: MaterializationKind,
        rewriter: &mut PatternRewriter<'_>,
        types: &[Type],
        inputs: &[Value],
        loc: Location,
    ) -> Option<Vec<Value>> {
        self.materializations
            .iter()
            .rev()
            .filter(|(k, _)| *k == kind)
            .find_map(|(_, hook)| hook(rewriter, types, inputs, loc))
            .filter(|values| {
                let body = rewriter.body();
                values.len() == types.len()
                    && values
                        .iter()
                        .zip(types)
                        .all(|(&v, &ty)| body.contains_value(v) && body.value_type(v) == ty)
            })
    }

    /// Builds a value of the original type `ty` from its converted values `inputs`.
    pub fn materialize_source(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Result<Value, IrError> {
        let values = self.materialize(MaterializationKind::Source, rewriter, &[ty], inputs, loc)?;
        values.first().copied().ok_or(IrError::OutOfRange {
            what: "materialized value",
            index: 0,
            len: 0,
        })
    }

    /// Builds the values of the converted types `types` from the original value `input`.
    pub fn materialize_target(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        types: &[Type],
        input: Value,
        loc: Location,
    ) -> Result<Vec<Value>, IrError> {
        self.materialize(MaterializationKind::Target, rewriter, types, &[input], loc)
    }

    /// Converts the argument types of every block of `region` in place (MLIR's
    /// `convertRegionTypes`), with [`TypeConverter::convert_block_types`]. Returns whether
    /// anything changed.
    pub fn convert_region_types(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        region: RegionId,
    ) -> Result<bool, IrError> {
        self.convert_region_types_with(rewriter, region, None)
    }

    /// Like [`TypeConverter::convert_region_types`], with the entry block converted as
    /// `entry` says when given (a function's signature conversion), the other blocks by the
    /// converter.
    pub fn convert_region_types_with(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        region: RegionId,
        entry: Option<&SignatureConversion>,
    ) -> Result<bool, IrError> {
        let blocks: Vec<BlockId> = rewriter.body().region_blocks(region).collect();
        let mut changed = false;
        for (i, block) in blocks.into_iter().enumerate() {
            match entry.filter(|_| i == 0) {
                Some(conversion) => {
                    apply_signature_conversion(rewriter, block, conversion)?;
                    changed = true;
                }
                None => changed |= self.convert_block_types(rewriter, block)?,
            }
        }
        Ok(changed)
    }

    /// Converts the argument types of `block` in place: each argument whose type changes is
    /// replaced by arguments of its converted types (none, one or several), and its old uses
    /// read a `builtin.unrealized_conversion_cast` from them built at the start of the block
    /// (see [`apply_signature_conversion`]). Returns whether anything changed.
    pub fn convert_block_types(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        block: BlockId,
    ) -> Result<bool, IrError> {
        let ctx = rewriter.ctx();
        let body = rewriter.body();
        let types: Vec<Type> = body.block_args(block).map(|a| body.value_type(a)).collect();
        let conversion = self.convert_signature(ctx, &types);
        if conversion.converted_types() == types {
            return Ok(false);
        }
        apply_signature_conversion(rewriter, block, &conversion)?;
        Ok(true)
    }
}

/// Builds one `builtin.unrealized_conversion_cast` from `inputs` to values of `types`.
pub(crate) fn unrealized_cast(
    rewriter: &mut PatternRewriter<'_>,
    types: &[Type],
    inputs: &[Value],
    loc: Location,
) -> Result<Vec<Value>, IrError> {
    let mut state = rewriter.state(UNREALIZED_CONVERSION_CAST);
    state.loc = loc;
    let cast = rewriter.create(state.operands(inputs).results(types))?;
    Ok(rewriter.body().results(cast).collect())
}
