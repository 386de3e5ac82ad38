//! Integer range analysis, as MLIR 19's `InferIntRangeInterface` and `IntegerRangeAnalysis`:
//! what is known of the integer values an SSA value can take, as a signed and an unsigned
//! interval at once ([`ConstantIntRanges`], in [`ranges`]), the transfer functions ops share
//! (MLIR's `InferIntRangeCommon`, in [`infer`]), the op interface dialects implement
//! ([`InferIntRangeInterface`]) and the analysis that runs them over a body on the sparse
//! data-flow solver of constant propagation ([`analysis`]).

pub mod analysis;
pub mod infer;
pub mod interface;
pub mod ranges;
#[cfg(test)]
mod tests;

pub use analysis::{
    IntRangeAnalysis, IntRangeLattice, UnitRanges, int_ranges, max_range, rewrite_with_ranges,
};
pub use interface::{InferIntRangeInterface, infer_int_range_interface, infer_ranges_from_defined};
pub use ranges::{ConstantIntRanges, IntegerValueRange, storage_width};
