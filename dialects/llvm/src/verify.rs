//! The checks MLIR writes by hand for `llvm.mlir.constant`, `llvm.extractvalue` and
//! `llvm.insertvalue` (in `LLVMDialect.cpp`), with its messages.

use crate::directives::{positions, value_element_type};
use oxir::verifier::op_error;
use oxir::{AttrData, Body, Context, Diagnostic, OpId};

/// `llvm.mlir.constant` holds an integer, float, string or elements attribute (MLIR's
/// `ConstantOp::verify`, without the checks of struct and array constants).
pub fn constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(value) = oxir::op_support::attr(ctx, body, op, "value") else {
        return Ok(());
    };
    match ctx.attr_data(value) {
        AttrData::Integer { .. }
        | AttrData::Bool(_)
        | AttrData::Float { .. }
        | AttrData::String { .. } => Ok(()),
        AttrData::DenseElements { .. } | AttrData::Array(_) => Ok(()),
        _ => Err(op_error(
            ctx,
            body,
            op,
            "only supports integer, float, string or elements attributes",
        )),
    }
}

/// The result of `llvm.extractvalue` is the element at its position (MLIR's
/// `ExtractValueOp::verify`).
pub fn extractvalue(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(container), Some(result)) = (body.operand(op, 0), body.result(op, 0)) else {
        return Ok(());
    };
    let position = positions(ctx, oxir::op_support::attr(ctx, body, op, "position"));
    let element = value_element_type(ctx, body.value_type(container), &position)
        .map_err(|message| op_error(ctx, body, op, message))?;
    if element != body.value_type(result) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "Type mismatch: extracting from {} should produce {} but this op returns {}",
                crate::types::type_text(ctx, body.value_type(container)),
                crate::types::type_text(ctx, element),
                crate::types::type_text(ctx, body.value_type(result))
            ),
        ));
    }
    Ok(())
}

/// The value of `llvm.insertvalue` has the type of the element at its position (MLIR's
/// `InsertValueOp::verify`).
pub fn insertvalue(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(container), Some(value)) = (body.operand(op, 0), body.operand(op, 1)) else {
        return Ok(());
    };
    let position = positions(ctx, oxir::op_support::attr(ctx, body, op, "position"));
    let element = value_element_type(ctx, body.value_type(container), &position)
        .map_err(|message| op_error(ctx, body, op, message))?;
    if element != body.value_type(value) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "Type mismatch: cannot insert {} into {}",
                crate::types::type_text(ctx, body.value_type(value)),
                crate::types::type_text(ctx, body.value_type(container))
            ),
        ));
    }
    Ok(())
}
