//! [`TypeConverter`]: how a conversion changes types (ordered closures, 1:N allowed, identity
//! when none answers) and how it bridges a value of one type to another (materializations,
//! `builtin.unrealized_conversion_cast` by default), including the conversion of a region's
//! entry block arguments. It does not decide which ops to convert.

use crate::builtin::UNREALIZED_CONVERSION_CAST;
use crate::context::Context;
use crate::rewrite::PatternRewriter;
use crate::structure::{InsertPoint, IrError, Location, RegionId, Value};
use crate::types::Type;
use std::sync::Arc;

/// One type conversion: `None` when it does not apply, else the types (empty to drop a value).
pub type ConversionFnBox = Arc<dyn Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync>;

/// Builds, at the rewriter's insertion point, a value of the given type from `inputs`; `None`
/// when it cannot.
pub type MaterializationFn =
    Arc<dyn Fn(&mut PatternRewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync>;

/// Type conversions and materializations. See the module documentation.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFnBox>,
    source: Vec<MaterializationFn>,
    target: Vec<MaterializationFn>,
}

impl TypeConverter {
    /// A converter that keeps every type.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion; the ones added last are tried first (as in MLIR).
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Arc::new(f));
        self
    }

    /// Adds a source materialization (new types back to an old type, for users not converted
    /// yet); tried last added first, the unrealized cast when none answers.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[Value], Location) -> Option<Value>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.source.push(Arc::new(f));
        self
    }

    /// Adds a target materialization (an old value to a converted type, for the operands of
    /// converted ops).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[Value], Location) -> Option<Value>
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.target.push(Arc::new(f));
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

    /// Builds a value of the old type `ty` from converted `inputs`.
    pub fn materialize_source(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Result<Value, IrError> {
        materialize(&self.source, rewriter, ty, inputs, loc)
    }

    /// Builds a value of the converted type `ty` from `inputs`.
    pub fn materialize_target(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Result<Value, IrError> {
        materialize(&self.target, rewriter, ty, inputs, loc)
    }

    /// Converts the argument types of `region`'s entry block in place: each argument whose type
    /// changes is replaced by arguments of the converted types, and its old uses read a source
    /// materialization built at the start of the block. Returns whether anything changed.
    pub fn convert_region_types(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        region: RegionId,
    ) -> Result<bool, IrError> {
        let ctx = rewriter.ctx();
        let Some(entry) = rewriter.body().region_entry(region) else {
            return Ok(false);
        };
        let old: Vec<(Value, Type, Location)> = (0..rewriter.body().num_block_args(entry))
            .filter_map(|i| {
                let body = rewriter.body();
                let arg = body.block_arg(entry, i)?;
                Some((arg, body.value_type(arg), body.block_arg_loc(entry, i)?))
            })
            .collect();
        let converted: Vec<Vec<Type>> = old
            .iter()
            .map(|&(_, ty, _)| self.convert_type(ctx, ty))
            .collect();
        if old.iter().zip(&converted).all(|(o, c)| c[..] == [o.1]) {
            return Ok(false);
        }
        // The new arguments go after the old ones, which are then erased front to back, so
        // the final order is the converted signature's.
        let mut new_args = Vec::with_capacity(old.len());
        for ((_, _, loc), types) in old.iter().zip(&converted) {
            let args: Vec<Value> = types
                .iter()
                .map(|&ty| rewriter.body_mut().add_block_arg(entry, ty, *loc))
                .collect();
            new_args.push(args);
        }
        let saved = rewriter.insertion_point();
        rewriter.set_insertion_point(InsertPoint::BlockStart(entry));
        for ((arg, ty, loc), args) in old.iter().zip(&new_args) {
            let replacement = match args[..] {
                [one] if rewriter.body().value_type(one) == *ty => one,
                _ => self.materialize_source(rewriter, *ty, args, *loc)?,
            };
            rewriter.replace_all_uses_with(*arg, replacement);
        }
        for _ in 0..old.len() {
            rewriter.body_mut().erase_block_arg(entry, 0)?;
        }
        match saved {
            Some(point) => rewriter.set_insertion_point(point),
            None => rewriter.clear_insertion_point(),
        }
        Ok(true)
    }
}

fn materialize(
    hooks: &[MaterializationFn],
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Result<Value, IrError> {
    for hook in hooks.iter().rev() {
        if let Some(value) = hook(rewriter, ty, inputs, loc) {
            return Ok(value);
        }
    }
    unrealized_cast(rewriter, ty, inputs, loc)
}

/// Builds `builtin.unrealized_conversion_cast` from `inputs` to one value of type `ty`.
pub(crate) fn unrealized_cast(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    inputs: &[Value],
    loc: Location,
) -> Result<Value, IrError> {
    let mut state = rewriter.state(UNREALIZED_CONVERSION_CAST);
    state.loc = loc;
    let cast = rewriter.create(state.operands(inputs).results(&[ty]))?;
    Ok(Value::result(cast, 0))
}
