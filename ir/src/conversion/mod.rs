//! Dialect conversion, MLIR's "Dialect Conversion" framework: a [`ConversionTarget`] says which
//! ops are legal, a [`TypeConverter`] says how types change and builds the casts that bridge old
//! and new types, [`ConversionPattern`]s rewrite illegal ops given their operands already
//! converted, and the drivers ([`apply_partial_conversion`], [`apply_full_conversion`],
//! [`apply_analysis_conversion`]) legalize the ops nested in an op, leaving the IR exactly as it
//! was when they fail. [`reconcile_unrealized_casts`] folds the casts left behind. Greedy
//! rewriting to a fixed point is not here (see `rewrite`).

mod driver;
mod pattern;
mod reconcile;
mod target;
mod type_converter;

#[cfg(test)]
mod tests;

pub use driver::{
    ConversionMode, LegalizableOps, apply_analysis_conversion, apply_full_conversion,
    apply_partial_conversion,
};
pub use pattern::{ConversionFn, ConversionPattern, ConversionPatternSet, FnConversionPattern};
pub use reconcile::reconcile_unrealized_casts;
pub use target::{ConversionTarget, DynamicLegalityFn, Legality};
pub use type_converter::{ConversionFnBox, MaterializationFn, TypeConverter};
