//! The checks MLIR writes by hand for `llvm.mlir.constant`, `llvm.extractvalue` and
//! `llvm.insertvalue` (in `LLVMDialect.cpp`), with its messages.

use crate::LLVMArrayType;
use crate::directives::{positions, value_element_type};
use crate::structs::LLVMStructType;
use oxir::attrs::DenseData;
use oxir::types::FloatKind;
use oxir::verifier::{error_on_op, op_error};
use oxir::{AttrData, Attribute, Body, Context, Diagnostic, OpId, Type, TypeData};

/// MLIR's `ConstantOp::verify`: a string makes an `i8` array of its length, a struct (a
/// complex number) comes from a pair of values of one type, an integer makes an integer, a
/// float a float of its width (or an integer of that width), and a splat a vector or an array.
pub fn constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(value), Some(result)) = (
        oxir::op_support::attr(ctx, body, op, "value"),
        body.result(op, 0),
    ) else {
        return Ok(());
    };
    let ty = body.value_type(result);
    let op_error = |message: String| Err(op_error(ctx, body, op, message));
    let data = ctx.attr_data(value);
    if let AttrData::String { value: bytes, .. } = data {
        let fits = ty.dyn_cast::<LLVMArrayType>(ctx).is_some_and(|array| {
            array.num_elements(ctx) == bytes.len() as u64
                && oxir::types::is_signless_integer(ctx, array.element_type(ctx), Some(8))
        });
        if !fits {
            return op_error(format!(
                "expected array type of {} i8 elements for the string constant",
                bytes.len()
            ));
        }
        return Ok(());
    }
    if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
        return complex_constant(ctx, body, op, st.body(ctx), data);
    }
    match data {
        AttrData::Integer { .. } | AttrData::Bool(_) => {
            if !matches!(ctx.type_data(ty), TypeData::Integer { .. }) {
                return op_error("expected integer type".into());
            }
        }
        AttrData::Float { ty: float, .. } => {
            let width = oxir::types::get_int_or_float_bitwidth(ctx, *float).unwrap_or(0);
            match ctx.type_data(ty) {
                TypeData::Float(kind) if kind.bit_width() != width => {
                    return op_error(format!("expected float type of width {width}"));
                }
                TypeData::Integer { width: w, .. } if *w != width => {
                    return op_error(format!("expected integer type of width {width}"));
                }
                _ => {}
            }
        }
        AttrData::DenseElements { data, .. } => {
            let splat = match data {
                DenseData::Raw { splat, .. } | DenseData::Strings { splat, .. } => *splat,
            };
            let vector_or_array = matches!(ctx.type_data(ty), TypeData::Vector { .. })
                || ty.isa::<LLVMArrayType>(ctx);
            if splat && !vector_or_array {
                return op_error("expected vector or array type".into());
            }
        }
        AttrData::Array(_) => {}
        _ => {
            return op_error("only supports integer, float, string or elements attributes".into());
        }
    }
    Ok(())
}

/// The checks of a struct constant: a complex number, two elements of one type from an array
/// of two values of one type. MLIR reports the type's error without the op prefix.
fn complex_constant(
    ctx: &Context,
    body: &Body,
    op: OpId,
    fields: &[Type],
    data: &AttrData,
) -> Result<(), Diagnostic> {
    if fields.len() != 2 || fields[0] != fields[1] {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "expected struct type with two elements of the same type, the type of a complex constant",
        ));
    }
    let parts = match data {
        AttrData::Array(parts) if parts.len() == 2 => parts,
        _ => {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected array attribute with two elements, representing a complex constant",
            ));
        }
    };
    let typed = |a: Attribute| match ctx.attr_data(a) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::Bool(_) => Some(ctx.common().i1),
        _ => None,
    };
    match (typed(parts[0]), typed(parts[1])) {
        (Some(re), Some(im)) if re == im => {}
        _ => {
            return Err(op_error(
                ctx,
                body,
                op,
                "expected array attribute with two elements of the same type",
            ));
        }
    }
    let element = ctx.type_data(fields[0]);
    let scalar = matches!(element, TypeData::Integer { .. })
        || matches!(
            element,
            TypeData::Float(FloatKind::F16 | FloatKind::F32 | FloatKind::F64)
        );
    if !scalar {
        return Err(error_on_op(
            ctx,
            body,
            op,
            "expected struct element types to be floating point type or integer type",
        ));
    }
    Ok(())
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
