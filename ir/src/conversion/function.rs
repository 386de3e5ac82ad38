//! The type conversion of function signatures, MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`: [`FunctionSignaturePattern`] rewrites
//! any op implementing [`FunctionOpInterface`] (or the ops of one name) in place, giving it the
//! converted function type and converting the block arguments of its body (the entry block by
//! the signature conversion, the other blocks by the converter). It does not convert the ops
//! inside the body (the driver does that) nor turn a function into another kind of function
//! (a lowering such as `func.func` to `llvm.func` is a pattern of its own).

use super::pattern::{ConversionPattern, ConversionPatternSet, RemappedOperands};
use super::type_converter::TypeConverter;
use crate::context::Context;
use crate::function::{FunctionOpInterface, function_interface};
use crate::op_support::function_type_parts;
use crate::rewrite::{MatchFailure, PatternRewriter, PatternRoot};
use crate::structure::OpId;

/// Converts the signature of function ops. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct FunctionSignaturePattern {
    root: Option<String>,
}

impl FunctionSignaturePattern {
    /// The pattern on the ops named `op_name` (which must implement [`FunctionOpInterface`]).
    pub fn new(op_name: &str) -> Self {
        FunctionSignaturePattern {
            root: Some(op_name.to_string()),
        }
    }

    /// The pattern on every op implementing [`FunctionOpInterface`].
    pub fn any() -> Self {
        FunctionSignaturePattern { root: None }
    }
}

impl ConversionPattern for FunctionSignaturePattern {
    fn root(&self) -> PatternRoot<'_> {
        self.root
            .as_deref()
            .map_or(PatternRoot::Any, PatternRoot::Op)
    }

    fn debug_name(&self) -> &str {
        "function-signature-conversion"
    }

    fn match_and_rewrite(
        &self,
        ctx: &Context,
        op: OpId,
        _operands: &RemappedOperands,
        converter: &TypeConverter,
        rewriter: &mut PatternRewriter<'_>,
    ) -> Result<(), MatchFailure> {
        let Some(function) = function_interface(ctx, rewriter.body(), op) else {
            return Err(MatchFailure::new("not a FunctionOpInterface op"));
        };
        convert_function_signature(ctx, function, op, converter, rewriter)
    }
}

/// Gives function `op` the signature `converter` makes of its own and converts the block
/// arguments of its body to match (the work of [`FunctionSignaturePattern`]). Fails, changing
/// nothing, when `op` has no function type or the signature does not change.
pub fn convert_function_signature(
    ctx: &Context,
    function: &dyn FunctionOpInterface,
    op: OpId,
    converter: &TypeConverter,
    rewriter: &mut PatternRewriter<'_>,
) -> Result<(), MatchFailure> {
    let Some(ty) = function.function_type(ctx, rewriter.body(), op) else {
        return Err(MatchFailure::new("the function has no function type"));
    };
    let (inputs, results) = function_type_parts(ctx, ty);
    let conversion = converter.convert_signature(ctx, &inputs);
    let new_results = converter.convert_types(ctx, results.iter().copied());
    let new_ty = ctx.function_type(conversion.converted_types(), &new_results);
    if new_ty == ty {
        return Err(MatchFailure::new("the signature is unchanged"));
    }
    let (scope, regions) = rewriter.body_mut().region_scope_mut(op);
    if let Some(&region) = regions.first() {
        let mut inner = PatternRewriter::new(ctx, scope);
        converter
            .convert_region_types_with(&mut inner, region, Some(&conversion))
            .map_err(|e| MatchFailure::new(e.to_string()))?;
    }
    rewriter.modify_op_in_place(op, |body| function.set_function_type(ctx, body, op, new_ty));
    Ok(())
}

/// Adds the signature conversion of ops `op_name` to `patterns` (MLIR's
/// `populateFunctionOpInterfaceTypeConversionPattern<OpTy>`).
pub fn populate_function_op_interface_type_conversion_pattern(
    op_name: &str,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add(FunctionSignaturePattern::new(op_name));
}

/// Adds the signature conversion of every function op to `patterns` (MLIR's
/// `populateAnyFunctionOpInterfaceTypeConversionPattern`).
pub fn populate_any_function_op_interface_type_conversion_pattern(
    patterns: &mut ConversionPatternSet,
) {
    patterns.add(FunctionSignaturePattern::any());
}
