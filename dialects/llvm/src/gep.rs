//! `llvm.getelementptr`: its indices (constant ones in `rawConstantIndices`, dynamic ones as
//! operands, [`DYNAMIC_INDEX`] marking where each dynamic one goes) and MLIR's check that every
//! index after the first steps into a type that can be indexed (`type 'i32' cannot be indexed
//! (index #2)`), with struct indices constant.

use crate::LLVMArrayType;
use crate::structs::LLVMStructType;
use oxir::attrs::DenseArrayAttr;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId, TypeData};

/// The raw constant index that stands for the next dynamic index (MLIR's
/// `GEPOp::kDynamicIndex`).
pub const DYNAMIC_INDEX: i32 = i32::MIN;

/// The raw constant indices of a GEP.
pub fn raw_indices(ctx: &Context, raw: Option<Attribute>) -> Vec<i32> {
    raw.and_then(|a| a.dyn_cast::<DenseArrayAttr>(ctx))
        .and_then(|a| a.i64_values(ctx).map(|v| v.map(|x| x as i32).collect()))
        .unwrap_or_default()
}

/// MLIR's `GEPOp::verify`: the indices walk the element type.
pub fn verify(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let raw = raw_indices(
        ctx,
        oxir::op_support::attr(ctx, body, op, "rawConstantIndices"),
    );
    let dynamic = raw.iter().filter(|&&i| i == DYNAMIC_INDEX).count();
    if dynamic + 1 != body.num_operands(op) {
        return Err(op_error(
            ctx,
            body,
            op,
            "expected as many dynamic indices as specified in 'rawConstantIndices'",
        ));
    }
    let Some(mut ty) =
        oxir::op_support::attr(ctx, body, op, "elem_type").and_then(|a| match ctx.attr_data(a) {
            oxir::AttrData::Type(t) => Some(*t),
            _ => None,
        })
    else {
        return Ok(());
    };
    for (position, &index) in raw.iter().enumerate().skip(1) {
        if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
            if index == DYNAMIC_INDEX {
                return Err(op_error(
                    ctx,
                    body,
                    op,
                    "expected index 1 indexing a struct to be constant",
                ));
            }
            match usize::try_from(index)
                .ok()
                .and_then(|i| st.body(ctx).get(i))
            {
                Some(&element) => ty = element,
                None => {
                    return Err(op_error(
                        ctx,
                        body,
                        op,
                        format!("index {position} indexing a struct is out of bounds"),
                    ));
                }
            }
        } else if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
            ty = array.element_type(ctx);
        } else if let TypeData::Vector { element, .. } = ctx.type_data(ty) {
            ty = *element;
        } else {
            return Err(op_error(
                ctx,
                body,
                op,
                format!(
                    "type {} cannot be indexed (index #{position})",
                    crate::types::type_text(ctx, ty)
                ),
            ));
        }
    }
    Ok(())
}
