//! Attributes as LLVM IR constants (MLIR's `getLLVMConstant`): integers, floats (as the exact
//! hexadecimal forms LLVM reads back bit for bit), booleans, strings as `c"..."` arrays, dense
//! elements and dense arrays filling vectors and (nested) arrays, splats of a scalar over a
//! vector, and array attributes filling structs and arrays element by element.

use crate::types::{TypeNames, llvm_float, mlir_text};
use oxir::attrs::{AttrData, DenseElementsAttr, IntValue};
use oxir::types::FloatKind;
use oxir::{Attribute, Context, Type, TypeData};
use oxir_llvm::{LLVMArrayType, LLVMStructType};

/// The text of a value of `ty` made from `attr` (without the type in front), or why not.
pub(crate) fn constant(
    types: &mut TypeNames,
    ctx: &Context,
    attr: Attribute,
    ty: Type,
) -> Result<String, String> {
    match ctx.attr_data(attr) {
        AttrData::String { value, .. } if ty.isa::<LLVMArrayType>(ctx) => {
            Ok(format!("c{}", crate::types::quoted(value)))
        }
        AttrData::DenseElements { .. } => {
            let dense = attr
                .dyn_cast::<DenseElementsAttr>(ctx)
                .ok_or_else(|| unsupported(ctx, attr, ty))?;
            let count = dense.num_elements(ctx);
            let splat = dense.is_splat(ctx);
            let mut index = 0u64;
            let mut next = || {
                let at = if splat { 0 } else { index };
                index += 1;
                (at < count || splat && count > 0)
                    .then(|| dense.element_attr(ctx, at))
                    .flatten()
            };
            let text = fill(types, ctx, ty, &mut next)?;
            if !splat && index != count {
                return Err(format!(
                    "{count} elements do not fill type `{}`",
                    mlir_text(ctx, ty)
                ));
            }
            Ok(text)
        }
        AttrData::DenseArray { element, .. } => {
            let elements = dense_array_elements(ctx, attr, *element)
                .ok_or_else(|| unsupported(ctx, attr, ty))?;
            let mut iter = elements.into_iter();
            let text = fill(types, ctx, ty, &mut || iter.next())?;
            if iter.next().is_some() {
                return Err(format!(
                    "too many elements for type `{}`",
                    mlir_text(ctx, ty)
                ));
            }
            Ok(text)
        }
        AttrData::Array(elements) => aggregate(types, ctx, elements, ty, attr),
        _ => match ctx.type_data(ty) {
            // A scalar attribute for a vector is a splat, as `ConstantInt::get` makes it.
            TypeData::Vector { shape, element, .. } if shape.len() == 1 => {
                let element_text = types.text(ctx, *element)?;
                let value = scalar(ctx, attr, *element)?;
                let elements = vec![format!("{element_text} {value}"); shape[0].max(0) as usize];
                Ok(format!("<{}>", elements.join(", ")))
            }
            _ => scalar(ctx, attr, ty),
        },
    }
}

/// The elements of a dense array attribute as integer or float attributes of its element type.
fn dense_array_elements(ctx: &Context, attr: Attribute, element: Type) -> Option<Vec<Attribute>> {
    let array = attr.dyn_cast::<oxir::attrs::DenseArrayAttr>(ctx)?;
    if let Some(ints) = array.int_values(ctx) {
        let ints: Vec<IntValue> = ints.collect();
        return Some(
            ints.iter()
                .map(|v| match v {
                    IntValue::Small(n) => oxir::attrs::IntegerAttr::get(ctx, element, *n).attr(),
                    IntValue::Big(n) => {
                        oxir::attrs::IntegerAttr::get_bigint(ctx, element, n).attr()
                    }
                })
                .collect(),
        );
    }
    let floats: Vec<f64> = array.f64_values(ctx)?.collect();
    Some(
        floats
            .into_iter()
            .map(|v| oxir::attrs::FloatAttr::get(ctx, element, v).attr())
            .collect(),
    )
}

/// A struct or array from an array attribute, element by element.
fn aggregate(
    types: &mut TypeNames,
    ctx: &Context,
    elements: &[Attribute],
    ty: Type,
    attr: Attribute,
) -> Result<String, String> {
    let (element_types, open, close): (Vec<Type>, &str, &str) =
        if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
            let (open, close) = if st.is_packed(ctx) {
                ("<{", "}>")
            } else {
                ("{", "}")
            };
            (st.body(ctx).to_vec(), open, close)
        } else if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
            let n = array.num_elements(ctx) as usize;
            (vec![array.element_type(ctx); n], "[", "]")
        } else {
            return Err(unsupported(ctx, attr, ty));
        };
    if element_types.len() != elements.len() {
        return Err(format!(
            "{} elements for type `{}` of {} elements",
            elements.len(),
            mlir_text(ctx, ty),
            element_types.len()
        ));
    }
    let mut parts = Vec::with_capacity(elements.len());
    for (&element, &element_ty) in elements.iter().zip(&element_types) {
        let value = constant(types, ctx, element, element_ty)?;
        parts.push(format!("{} {value}", types.text(ctx, element_ty)?));
    }
    Ok(format!("{open} {} {close}", parts.join(", ")))
}

/// Fills `ty` (a vector, an array of arrays or vectors, or a scalar) with the next elements.
fn fill(
    types: &mut TypeNames,
    ctx: &Context,
    ty: Type,
    next: &mut dyn FnMut() -> Option<Attribute>,
) -> Result<String, String> {
    let (count, element, open, close) = if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
        (array.num_elements(ctx), array.element_type(ctx), "[", "]")
    } else if let TypeData::Vector { shape, element, .. } = ctx.type_data(ty)
        && shape.len() == 1
    {
        (shape[0].max(0) as u64, *element, "<", ">")
    } else {
        let attr =
            next().ok_or_else(|| format!("too few elements for type `{}`", mlir_text(ctx, ty)))?;
        return scalar(ctx, attr, ty);
    };
    let element_text = types.text(ctx, element)?;
    let mut parts = Vec::with_capacity(count as usize);
    for _ in 0..count {
        parts.push(format!(
            "{element_text} {}",
            fill(types, ctx, element, next)?
        ));
    }
    Ok(format!("{open}{}{close}", parts.join(", ")))
}

/// An integer as LLVM IR writes it, in decimal.
pub(crate) fn int_text(value: &IntValue) -> String {
    match value {
        IntValue::Small(n) => n.to_string(),
        IntValue::Big(n) => n.to_string(),
    }
}

/// An integer, boolean or float constant of scalar type `ty`.
fn scalar(ctx: &Context, attr: Attribute, ty: Type) -> Result<String, String> {
    match ctx.attr_data(attr) {
        AttrData::Bool(b) => Ok(b.to_string()),
        AttrData::Integer { value, .. } => match ctx.type_data(ty) {
            TypeData::Integer { width: 1, .. } => {
                Ok((!matches!(value, IntValue::Small(0))).to_string())
            }
            TypeData::Integer { .. } => Ok(int_text(value)),
            _ => Err(unsupported(ctx, attr, ty)),
        },
        AttrData::Float { ty: attr_ty, bits } => {
            let kind = llvm_float(ctx, *attr_ty).ok_or_else(|| unsupported(ctx, attr, ty))?;
            // A float for an integer of its width is its bit pattern, as MLIR makes it.
            if let TypeData::Integer { width, .. } = ctx.type_data(ty)
                && Some(*width) == float_width(kind)
            {
                return Ok(u128::from(*bits).to_string());
            }
            if llvm_float(ctx, ty) != Some(kind) {
                return Err(unsupported(ctx, attr, ty));
            }
            Ok(float_text(kind, u128::from(*bits)))
        }
        _ => Err(unsupported(ctx, attr, ty)),
    }
}

/// The width in bits of an LLVM float kind.
fn float_width(kind: FloatKind) -> Option<u32> {
    match kind {
        FloatKind::F16 | FloatKind::BF16 => Some(16),
        FloatKind::F32 => Some(32),
        FloatKind::F64 => Some(64),
        FloatKind::F80 => Some(80),
        FloatKind::F128 => Some(128),
        _ => None,
    }
}

/// The hexadecimal form LLVM's parser reads back exactly: `0x` and a double's bits for `float`
/// and `double` (a float widened exactly, NaN payloads kept), `0xH`, `0xR`, `0xK`, `0xL` for
/// `half`, `bfloat`, `x86_fp80` and `fp128`.
pub(crate) fn float_text(kind: FloatKind, bits: u128) -> String {
    match kind {
        FloatKind::F16 => format!("0xH{:04X}", bits as u16),
        FloatKind::BF16 => format!("0xR{:04X}", bits as u16),
        FloatKind::F32 => format!("0x{:016X}", widen_f32(bits as u32)),
        FloatKind::F80 => format!("0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64),
        FloatKind::F128 => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        _ => format!("0x{:016X}", bits as u64),
    }
}

/// The bits of the double equal to the float with bits `bits`; a NaN keeps its payload in the
/// high bits of the double's, which is where LLVM's parser takes it back from.
fn widen_f32(bits: u32) -> u64 {
    let value = f32::from_bits(bits);
    if !value.is_nan() {
        return f64::from(value).to_bits();
    }
    let sign = u64::from(bits >> 31) << 63;
    let payload = u64::from(bits & 0x7F_FFFF) << 29;
    sign | 0x7FF0_0000_0000_0000 | payload
}

fn unsupported(ctx: &Context, attr: Attribute, ty: Type) -> String {
    format!(
        "cannot make a constant of type `{}` from `{}`",
        mlir_text(ctx, ty),
        oxir::text::printer::print_attribute(ctx, attr)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_print_as_the_hexadecimal_llvm_reads_back() {
        assert_eq!(
            float_text(FloatKind::F32, u128::from(1.5f32.to_bits())),
            "0x3FF8000000000000"
        );
        assert_eq!(
            float_text(FloatKind::F64, u128::from(1.0f64.to_bits())),
            "0x3FF0000000000000"
        );
        assert_eq!(float_text(FloatKind::F16, 0x3C00), "0xH3C00");
        assert_eq!(float_text(FloatKind::BF16, 0x3F80), "0xR3F80");
        assert_eq!(
            float_text(FloatKind::F32, 0x7FC0_0001),
            "0x7FF8000020000000"
        );
        assert_eq!(
            float_text(FloatKind::F128, 1u128 << 64 | 2),
            "0xL00000000000000020000000000000001"
        );
    }
}
