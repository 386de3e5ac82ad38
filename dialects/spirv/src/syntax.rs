//! The textual form of the SPIR-V types (MLIR's `SPIRVDialect.cpp`), installed as the
//! dialect's type hooks by the spec's `type_syntax`: `!spirv.` then `ptr<T, StorageClass>`,
//! `array<N x T(, stride=K)?>`, `rtarray<T(, stride=K)?>`, `matrix<N x vector<...>>` or
//! `struct<(name,)? (T [offset, Decoration, Decoration=value], ...)>`. Types nested in them
//! print in full.
//!
//! An identified struct may refer to itself: the printer's and parser's cyclic stacks stop
//! the recursion at `struct<name>`, as MLIR does.

use crate::types::{
    ArrayType, ArrayTypeStorage, IdentifiedStructStorage, MatrixType, MatrixTypeStorage,
    MemberDecoration, PointerType, PointerTypeStorage, RuntimeArrayType, RuntimeArrayTypeStorage,
    StructBody, StructType,
};
use crate::{Decoration, StorageClass};
use oxir::storage::DynStorage;
use oxir::text::parser::{AsmParser, ParseResult};
use oxir::text::printer::DialectAsmPrinter;
use oxir::{Type, TypeData};

/// The dialect's type parser, after `!spirv.`.
pub fn parse_type(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let at = p.current_offset();
    let keyword = p.parse_keyword_any()?;
    match keyword {
        "ptr" => parse_pointer(p),
        "array" => parse_array(p),
        "rtarray" => parse_runtime_array(p),
        "matrix" => parse_matrix(p),
        "struct" => parse_struct(p),
        _ => Err(p.error_at(at, format!("unknown SPIR-V type: {keyword}"))),
    }
}

/// The dialect's type printer, after `!spirv.`.
pub fn print_type(p: &mut DialectAsmPrinter<'_, '_>, storage: &DynStorage) {
    let ctx = p.ctx();
    if let Some(s) = storage.downcast::<PointerTypeStorage>() {
        p.write_str("ptr<");
        p.print_type(s.pointee);
        p.write_str(&format!(", {}>", s.storage_class));
    } else if let Some(s) = storage.downcast::<ArrayTypeStorage>() {
        p.write_str(&format!("array<{} x ", s.count));
        p.print_type(s.element);
        print_stride(p, s.stride);
    } else if let Some(s) = storage.downcast::<RuntimeArrayTypeStorage>() {
        p.write_str("rtarray<");
        p.print_type(s.element);
        print_stride(p, s.stride);
    } else if let Some(s) = storage.downcast::<MatrixTypeStorage>() {
        p.write_str(&format!("matrix<{} x ", s.columns));
        p.print_type(s.column);
        p.write_str(">");
    } else if let Some(s) = storage.downcast::<IdentifiedStructStorage>() {
        let ty = StructType::get_identified(ctx, s.key());
        print_struct(p, ty);
    } else if let Some(body) = storage.downcast::<StructBody>() {
        let ty = StructType::get(ctx, body.clone());
        print_struct(p, ty);
    } else {
        oxir::def_support::print_without_form(p, storage);
    }
}

/// `, stride=K>` or `>`.
fn print_stride(p: &mut DialectAsmPrinter<'_, '_>, stride: u32) {
    if stride != 0 {
        p.write_str(&format!(", stride={stride}"));
    }
    p.write_str(">");
}

/// `struct<(name, )?(members)>`, stopping at `struct<name>` inside the struct of that name.
fn print_struct(p: &mut DialectAsmPrinter<'_, '_>, ty: StructType) {
    let ctx = p.ctx();
    p.write_str("struct<");
    if let Some(name) = ty.name(ctx) {
        p.write_str(name);
        if p.in_cyclic_print(ty.ty()) {
            p.write_str(">");
            return;
        }
        p.write_str(", ");
    }
    p.write_str("(");
    let body = ty.body(ctx).clone();
    p.with_cyclic_print(ty.ty(), |p| {
        for (i, &member) in body.members.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_type(member);
            let mut parts: Vec<String> = Vec::new();
            if let Some(offset) = body.offsets.get(i) {
                parts.push(offset.to_string());
            }
            for d in body.decorations.iter().filter(|d| d.member as usize == i) {
                parts.push(match d.value {
                    Some(value) => format!("{}={value}", d.decoration),
                    None => d.decoration.to_string(),
                });
            }
            if !parts.is_empty() {
                p.write_str(&format!(" [{}]", parts.join(", ")));
            }
        }
    });
    p.write_str(")>");
}

/// Reads a type nested in a SPIR-V type, in full.
fn nested(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    p.parse_type()
}

/// Reads a non-negative integer that fits 32 bits.
fn parse_u32(p: &mut AsmParser<'_, '_>, what: &str) -> ParseResult<u32> {
    let at = p.current_offset();
    let value = p.parse_integer()?;
    u32::try_from(value).map_err(|_| p.error_at(at, format!("invalid {what}: {value}")))
}

/// `(, stride=K)? >`: the stride, 0 when none.
fn parse_stride_and_close(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    let mut stride = 0;
    if p.parse_optional_comma() {
        p.parse_keyword("stride")?;
        p.parse_equal()?;
        let at = p.current_offset();
        stride = parse_u32(p, "stride")?;
        if stride == 0 {
            return Err(p.error_at(at, "ArrayStride must be greater than zero"));
        }
    }
    p.parse_greater()?;
    Ok(stride)
}

/// `<T, StorageClass>`.
fn parse_pointer(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let ctx = p.context();
    p.parse_less()?;
    let pointee = nested(p)?;
    p.parse_comma()?;
    let at = p.current_offset();
    let keyword = p.parse_keyword_any()?;
    let Ok(storage_class) = keyword.parse::<StorageClass>() else {
        return Err(p.error_at(at, format!("unknown storage class: {keyword}")));
    };
    p.parse_greater()?;
    Ok(PointerType::get(ctx, pointee, storage_class).ty())
}

/// `<N x T(, stride=K)?>`.
fn parse_array(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let ctx = p.context();
    p.parse_less()?;
    let at = p.current_offset();
    let count = parse_u32(p, "array size")?;
    if count == 0 {
        return Err(p.error_at(at, "expected array length greater than 0"));
    }
    p.parse_x_in_dimension_list()?;
    let element = nested(p)?;
    let stride = parse_stride_and_close(p)?;
    Ok(ArrayType::get(ctx, element, count, stride).ty())
}

/// `<T(, stride=K)?>`.
fn parse_runtime_array(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let ctx = p.context();
    p.parse_less()?;
    let element = nested(p)?;
    let stride = parse_stride_and_close(p)?;
    Ok(RuntimeArrayType::get(ctx, element, stride).ty())
}

/// `<N x vector<MxT>>`.
fn parse_matrix(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let ctx = p.context();
    p.parse_less()?;
    let at = p.current_offset();
    let columns = parse_u32(p, "column count")?;
    p.parse_x_in_dimension_list()?;
    let column_at = p.current_offset();
    let column = nested(p)?;
    p.parse_greater()?;
    if !(2..=4).contains(&columns) {
        return Err(p.error_at(at, "matrix is expected to have 2, 3, or 4 columns"));
    }
    match ctx.type_data(column) {
        TypeData::Vector { shape, element, .. }
            if shape.len() == 1 && (2..=4).contains(&shape[0]) =>
        {
            if !matches!(ctx.type_data(*element), TypeData::Float(_)) {
                return Err(p.error_at(column_at, "matrix columns' elements must be of Float type"));
            }
        }
        _ => {
            return Err(p.error_at(
                column_at,
                "matrix columns must be vectors of floats of 2, 3 or 4 elements",
            ));
        }
    }
    Ok(MatrixType::get(ctx, column, columns).ty())
}

/// `<(name, )?(members)>` or, inside the struct of that name, `<name>`.
fn parse_struct(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    let ctx = p.context();
    p.parse_less()?;
    let name_at = p.current_offset();
    let identified = p
        .parse_optional_keyword_any()
        .map(|name| StructType::get_identified(ctx, name));
    if let Some(ty) = identified {
        if p.parse_optional_greater() {
            if p.in_cyclic_parse(ty.ty()) {
                return Ok(ty.ty());
            }
            return Err(p.error_at(
                name_at,
                "recursive struct reference not nested in struct definition",
            ));
        }
        p.parse_comma()?;
    }
    let body_at = p.current_offset();
    let body = match identified {
        Some(ty) => p.with_cyclic_parse(ty.ty(), parse_struct_body)?,
        None => parse_struct_body(p)?,
    };
    p.parse_greater()?;
    match identified {
        Some(ty) => match ty.set_body(ctx, body) {
            Ok(()) => Ok(ty.ty()),
            Err(_) => Err(p.error_at(
                body_at,
                "identified type already used with a different body",
            )),
        },
        None => Ok(StructType::get(ctx, body).ty()),
    }
}

/// `(T [offset, Decoration, Decoration=value], ...)`.
fn parse_struct_body(p: &mut AsmParser<'_, '_>) -> ParseResult<StructBody> {
    let mut body = StructBody::default();
    p.parse_lparen()?;
    if p.parse_optional_rparen() {
        return Ok(body);
    }
    let mut missing_offset = false;
    loop {
        let member = body.members.len() as u32;
        body.members.push(nested(p)?);
        let mut has_offset = false;
        if p.parse_optional_lsquare() {
            let at = p.current_offset();
            if let Some(offset) = p.parse_optional_integer()? {
                let offset = u32::try_from(offset).map_err(|_| p.error_at(at, "invalid offset"))?;
                body.offsets.push(offset);
                has_offset = true;
            }
            let mut first = !has_offset;
            while !p.parse_optional_rsquare() {
                if !first {
                    p.parse_comma()?;
                }
                first = false;
                let at = p.current_offset();
                let keyword = p.parse_keyword_any()?;
                let Ok(decoration) = keyword.parse::<Decoration>() else {
                    return Err(p.error_at(at, format!("unknown decoration: {keyword}")));
                };
                let value = if p.parse_optional_equal() {
                    Some(parse_u32(p, "decoration value")?)
                } else {
                    None
                };
                body.decorations.push(MemberDecoration {
                    member,
                    decoration,
                    value,
                });
            }
        }
        missing_offset |= !has_offset;
        if !p.parse_optional_comma() {
            break;
        }
    }
    let at = p.current_offset();
    p.parse_rparen()?;
    if !body.offsets.is_empty() && missing_offset {
        return Err(p.error_at(at, "offset specification must be given for all members"));
    }
    Ok(body)
}
