//! Dialect conversion, MLIR's "Dialect Conversion" framework: a [`ConversionTarget`] says which
//! ops are legal, a [`TypeConverter`] says how types change (1:1, 1:N or 1:0) and builds the
//! values that bridge old and new types, [`ConversionPattern`]s rewrite illegal ops given their
//! operands already converted ([`RemappedOperands`]), rewrite patterns (hand-written or
//! generated from rules files) run as conversion patterns through [`RewriteConversionPattern`],
//! and the driver ([`Conversion::apply`], or [`apply_partial_conversion`],
//! [`apply_full_conversion`], [`apply_analysis_conversion`]) legalizes the ops nested in an op,
//! leaving the IR exactly as it was when it fails, reporting what it did when asked
//! ([`Conversion::apply_traced`], [`ConversionEvent`]) and handing back the diagnostics patterns
//! emitted ([`Conversion::apply_with_diagnostics`]). A [`SignatureConversion`] remaps the
//! inputs of a signature ([`apply_signature_conversion`] on a block), and
//! [`FunctionSignaturePattern`] converts the signature of any function op.
//! [`reconcile_unrealized_casts`] folds the casts left behind. Greedy rewriting to a fixed point is not here (see `rewrite`).

mod driver;
mod from_rewrite;
mod function;
mod pattern;
mod reconcile;
mod signature;
mod target;
mod type_converter;

#[cfg(test)]
mod signature_tests;
#[cfg(test)]
mod tests;

pub use driver::{
    Conversion, ConversionEvent, ConversionMode, LegalizableOps, apply_analysis_conversion,
    apply_full_conversion, apply_partial_conversion, apply_partial_conversion_with_diagnostics,
    apply_partial_rewrite_conversion, apply_partial_rewrite_conversion_in,
};
pub use from_rewrite::RewriteConversionPattern;
pub use function::{
    FunctionSignaturePattern, convert_function_signature,
    populate_any_function_op_interface_type_conversion_pattern,
    populate_function_op_interface_type_conversion_pattern,
};
pub use pattern::{
    ConversionFn, ConversionPattern, ConversionPatternSet, FnConversionPattern, RemappedOperands,
    rebuild_converted, replace_op_with_multiple,
};
pub use reconcile::reconcile_unrealized_casts;
pub use signature::{InputMapping, SignatureConversion, apply_signature_conversion};
pub use target::{ConversionTarget, DynamicLegalityFn, Legality};
pub use type_converter::{ConversionFnBox, MaterializationFn, MaterializationKind, TypeConverter};
