//! `spirv.CompositeExtract`'s custom form (MLIR's `CompositeExtractOp::parse` / `print`:
//! `%v[1 : i32] : vector<4xf32>`, the result type found by following the indices) and the
//! checks of both composite ops' indices.

use crate::forms::{attr, int_value, named};
use crate::types::{ArrayType, MatrixType, RuntimeArrayType, StructType};
use oxir::attrs::ArrayAttr;
use oxir::text::parser::{OpAsmParser, ParseResult};
use oxir::text::printer::OpAsmPrinter;
use oxir::verifier::op_error;
use oxir::{Attribute, Body, Context, Diagnostic, OpId, OperationState, Type, TypeData};

/// The type reached from `ty` through constant `indices` (MLIR's
/// `getElementType(Type, ArrayAttr)`), or MLIR's message.
pub fn element_type(ctx: &Context, mut ty: Type, indices: &[i64]) -> Result<Type, String> {
    if indices.is_empty() {
        return Err("expected at least one index for spirv.CompositeExtract".into());
    }
    for &index in indices {
        let (count, next): (Option<usize>, Option<Type>) =
            if let Some(s) = ty.dyn_cast::<StructType>(ctx) {
                let members = s.members(ctx);
                (
                    Some(members.len()),
                    usize::try_from(index)
                        .ok()
                        .and_then(|i| members.get(i).copied()),
                )
            } else if let Some(a) = ty.dyn_cast::<ArrayType>(ctx) {
                (Some(a.count(ctx) as usize), Some(a.element(ctx)))
            } else if let Some(a) = ty.dyn_cast::<RuntimeArrayType>(ctx) {
                (None, Some(a.element(ctx)))
            } else if let Some(m) = ty.dyn_cast::<MatrixType>(ctx) {
                (Some(m.columns(ctx) as usize), Some(m.column(ctx)))
            } else if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty) {
                (shape.first().map(|&n| n as usize), Some(*element))
            } else {
                return Err(format!(
                    "cannot extract from non-composite type {} with index {index}",
                    crate::forms::quoted(ctx, ty)
                ));
            };
        if index < 0 || count.is_some_and(|n| index as usize >= n) {
            return Err(format!(
                "index {index} out of bounds for {}",
                crate::forms::quoted(ctx, ty)
            ));
        }
        match next {
            Some(next) => ty = next,
            None => {
                return Err(format!(
                    "index {index} out of bounds for {}",
                    crate::forms::quoted(ctx, ty)
                ));
            }
        }
    }
    Ok(ty)
}

/// The integers of an `I32ArrayAttr`.
fn index_values(ctx: &Context, indices: Attribute) -> Option<Vec<i64>> {
    let array = indices.dyn_cast::<ArrayAttr>(ctx)?;
    array
        .elements(ctx)
        .iter()
        .map(|&a| int_value(ctx, a))
        .collect()
}

/// The parser of `spirv.CompositeExtract`.
pub fn parse_extract(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.context();
    let composite = p.parse_operand()?;
    let at = p.current_offset();
    let indices = p.parse_attribute()?;
    let Some(values) = index_values(ctx, indices) else {
        return Err(p.error_at(at, "expected an array of 32-bit integer indices"));
    };
    p.parse_optional_attr_dict(&mut state.attrs)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let component = element_type(ctx, ty, &values).map_err(|m| p.error_at(at, m))?;
    state.operands.push(p.resolve_operand(composite, ty)?);
    state.result_types.push(component);
    state.props = Some(ctx.dictionary(vec![named(ctx, "indices", indices)]));
    Ok(())
}

/// The printer of `spirv.CompositeExtract`.
pub fn print_extract(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let (ctx, body) = (p.ctx(), p.body());
    let (Some(composite), Some(indices)) =
        (body.operands(op).next(), attr(ctx, body, op, "indices"))
    else {
        return p.print_generic(op);
    };
    p.write_str(" ");
    p.print_operand(composite);
    p.print_attribute(indices);
    p.print_op_attr_dict(op, &["indices"]);
    p.write_str(" : ");
    p.print_type(body.value_type(composite));
}

/// MLIR's check of `spirv.CompositeExtract`: the result is the indexed part.
pub fn verify_extract(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (Some(composite), Some(result), Some(indices)) = (
        body.operands(op).next(),
        body.result(op, 0),
        attr(ctx, body, op, "indices").and_then(|a| index_values(ctx, a)),
    ) else {
        return Ok(());
    };
    let expected = element_type(ctx, body.value_type(composite), &indices)
        .map_err(|m| op_error(ctx, body, op, m))?;
    if expected != body.value_type(result) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "invalid result type: expected {} but provided {}",
                crate::forms::quoted(ctx, expected),
                crate::forms::quoted(ctx, body.value_type(result))
            ),
        ));
    }
    Ok(())
}

/// MLIR's check of `spirv.CompositeInsert`: the object is of the indexed part's type.
pub fn verify_insert(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<_> = body.operands(op).collect();
    let (&[object, composite], Some(indices)) = (
        operands.as_slice(),
        attr(ctx, body, op, "indices").and_then(|a| index_values(ctx, a)),
    ) else {
        return Ok(());
    };
    let expected = element_type(ctx, body.value_type(composite), &indices)
        .map_err(|m| op_error(ctx, body, op, m))?;
    if expected != body.value_type(object) {
        return Err(op_error(
            ctx,
            body,
            op,
            format!(
                "object operand type should be {}, but found {}",
                crate::forms::quoted(ctx, expected),
                crate::forms::quoted(ctx, body.value_type(object))
            ),
        ));
    }
    Ok(())
}
