//! The spelling of types and attributes inside parser error messages (`'tensor<2xi32>'`,
//! `'1 : i64'`), in MLIR's syntax.
//!
//! This is not the IR printer: it serves diagnostics only, where a type or attribute has to be
//! shown, and it does not elide, alias or shorten anything.

use super::state::Parser;
use crate::attrs::{AttrData, Attribute, DenseData, IntValue, LocationData};
use crate::context::Context;
use crate::text::lexer::{escape_string, is_bare_identifier};
use crate::text::numbers::{self, IntLike};
use crate::types::{DYNAMIC, Signedness, Type, TypeData};
use std::fmt::Write;

/// How deeply nested types and attributes are spelled out; deeper parts are shown as `...`.
/// Aliases can build arbitrarily deep values, and a message must not overflow the stack.
const MAX_DEPTH: u32 = 64;

impl Parser<'_> {
    /// `ty` in MLIR's syntax.
    pub(crate) fn describe_type(&self, ty: Type) -> String {
        let mut out = String::new();
        write_type(self.ctx, ty, &mut out, 0);
        out
    }

    /// `attr` in MLIR's syntax, with its type where MLIR shows one.
    pub(crate) fn describe_attr(&self, attr: Attribute) -> String {
        let mut out = String::new();
        write_attr(self.ctx, attr, &mut out, 0);
        out
    }
}

fn write_list<T: Copy>(
    ctx: &Context,
    items: &[T],
    out: &mut String,
    depth: u32,
    write: fn(&Context, T, &mut String, u32),
) {
    for (i, &item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write(ctx, item, out, depth);
    }
}

fn write_dims(shape: &[i64], out: &mut String) {
    for &dim in shape {
        if dim == DYNAMIC {
            out.push('?');
        } else {
            let _ = write!(out, "{dim}");
        }
        out.push('x');
    }
}

/// Appends `ty` in MLIR's syntax.
pub(crate) fn write_type(ctx: &Context, ty: Type, out: &mut String, depth: u32) {
    if depth > MAX_DEPTH {
        out.push_str("...");
        return;
    }
    let depth = depth + 1;
    match ctx.type_data(ty) {
        TypeData::Integer { width, signedness } => {
            let prefix = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(out, "{prefix}{width}");
        }
        TypeData::Index => out.push_str("index"),
        TypeData::Float(kind) => out.push_str(kind.keyword()),
        TypeData::None => out.push_str("none"),
        TypeData::Function { inputs, results } => {
            out.push('(');
            write_list(ctx, inputs, out, depth, write_type);
            out.push_str(") -> ");
            let bare = results.len() == 1
                && !matches!(ctx.type_data(results[0]), TypeData::Function { .. });
            if bare {
                write_type(ctx, results[0], out, depth);
            } else {
                out.push('(');
                write_list(ctx, results, out, depth, write_type);
                out.push(')');
            }
        }
        TypeData::Tuple(elements) => {
            out.push_str("tuple<");
            write_list(ctx, elements, out, depth, write_type);
            out.push('>');
        }
        TypeData::Complex(element) => {
            out.push_str("complex<");
            write_type(ctx, *element, out, depth);
            out.push('>');
        }
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            out.push_str("vector<");
            for (dim, &is_scalable) in shape.iter().zip(scalable.iter()) {
                if is_scalable {
                    let _ = write!(out, "[{dim}]x");
                } else {
                    let _ = write!(out, "{dim}x");
                }
            }
            write_type(ctx, *element, out, depth);
            out.push('>');
        }
        TypeData::RankedTensor {
            shape,
            element,
            encoding,
        } => {
            out.push_str("tensor<");
            write_dims(shape, out);
            write_type(ctx, *element, out, depth);
            if let Some(encoding) = encoding {
                out.push_str(", ");
                write_attr(ctx, *encoding, out, depth);
            }
            out.push('>');
        }
        TypeData::UnrankedTensor { element } => {
            out.push_str("tensor<*x");
            write_type(ctx, *element, out, depth);
            out.push('>');
        }
        TypeData::MemRef {
            shape,
            element,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            write_dims(shape, out);
            write_type(ctx, *element, out, depth);
            for attr in [layout, memory_space].into_iter().flatten() {
                out.push_str(", ");
                write_attr(ctx, *attr, out, depth);
            }
            out.push('>');
        }
        TypeData::UnrankedMemRef {
            element,
            memory_space,
        } => {
            out.push_str("memref<*x");
            write_type(ctx, *element, out, depth);
            if let Some(space) = memory_space {
                out.push_str(", ");
                write_attr(ctx, *space, out, depth);
            }
            out.push('>');
        }
        TypeData::Opaque { dialect, data } => write_dialect_symbol('!', dialect, data, out),
        TypeData::Dialect(storage) => {
            let _ = write!(out, "!{}.{}", storage.dialect, storage.mnemonic);
        }
    }
}

/// `!dialect.data` when the data reads as one identifier with an optional balanced `<...>`,
/// `!dialect<data>` otherwise (MLIR's `printDialectSymbol`).
fn write_dialect_symbol(sigil: char, dialect: &str, data: &str, out: &mut String) {
    let name_end = data
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(data.len());
    let simple = data.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && (name_end == data.len() || (data[name_end..].starts_with('<') && data.ends_with('>')));
    if simple {
        let _ = write!(out, "{sigil}{dialect}.{data}");
    } else {
        let _ = write!(out, "{sigil}{dialect}<{data}>");
    }
}

fn int_like(value: &IntValue) -> IntLike {
    match value {
        IntValue::Small(v) => IntLike::I64(*v),
        IntValue::Big(v) => IntLike::Big((**v).clone()),
    }
}

fn write_string(bytes: &[u8], out: &mut String) {
    out.push('"');
    escape_string(bytes, out);
    out.push('"');
}

fn write_symbol(ctx: &Context, name: Attribute, out: &mut String) {
    out.push('@');
    match ctx.string_str(name).filter(|s| is_bare_identifier(s)) {
        Some(text) => out.push_str(text),
        None => write_string(ctx.string_bytes(name), out),
    }
}

/// Appends `attr` in MLIR's syntax.
pub(crate) fn write_attr(ctx: &Context, attr: Attribute, out: &mut String, depth: u32) {
    if depth > MAX_DEPTH {
        out.push_str("...");
        return;
    }
    let depth = depth + 1;
    match ctx.attr_data(attr) {
        AttrData::Unit => out.push_str("unit"),
        AttrData::Bool(value) => out.push_str(if *value { "true" } else { "false" }),
        AttrData::Integer { ty, value } => {
            let (width, signedness) = match ctx.type_data(*ty) {
                TypeData::Integer { width, signedness } => (*width, *signedness),
                _ => (64, Signedness::Signed),
            };
            numbers::format_int_attr(&int_like(value), width, signedness, out);
            out.push_str(" : ");
            write_type(ctx, *ty, out, depth);
        }
        AttrData::Float { ty, bits } => {
            let TypeData::Float(kind) = ctx.type_data(*ty) else {
                return;
            };
            let start = out.len();
            numbers::format_float(*kind, *bits, out);
            if *ty != ctx.common().f64 || out[start..].starts_with("0x") {
                out.push_str(" : ");
                write_type(ctx, *ty, out, depth);
            }
        }
        AttrData::String { value, ty } => {
            write_string(value, out);
            if let Some(ty) = ty {
                out.push_str(" : ");
                write_type(ctx, *ty, out, depth);
            }
        }
        AttrData::Array(elements) => {
            out.push('[');
            write_list(ctx, elements, out, depth, write_attr);
            out.push(']');
        }
        AttrData::Dictionary(entries) => {
            out.push('{');
            for (i, entry) in entries.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match ctx.string_str(entry.name).filter(|s| is_bare_identifier(s)) {
                    Some(text) => out.push_str(text),
                    None => write_string(ctx.string_bytes(entry.name), out),
                }
                if entry.value != ctx.common().unit {
                    out.push_str(" = ");
                    write_attr(ctx, entry.value, out, depth);
                }
            }
            out.push('}');
        }
        AttrData::Type(ty) => write_type(ctx, *ty, out, depth),
        AttrData::SymbolRef { root, nested } => {
            write_symbol(ctx, *root, out);
            for &reference in nested.iter() {
                out.push_str("::");
                if let AttrData::SymbolRef { root, .. } = ctx.attr_data(reference) {
                    write_symbol(ctx, *root, out);
                }
            }
        }
        AttrData::DenseElements { ty, data } => {
            out.push_str("dense<");
            match data {
                DenseData::Raw { bytes, .. } => {
                    out.push_str(&numbers::encode_dense_hex(bytes));
                }
                DenseData::Strings { values, .. } => {
                    out.push('[');
                    for (i, value) in values.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        write_string(value, out);
                    }
                    out.push(']');
                }
            }
            out.push_str("> : ");
            write_type(ctx, *ty, out, depth);
        }
        AttrData::DenseArray {
            element,
            len,
            bytes,
        } => {
            out.push_str("array<");
            write_type(ctx, *element, out, depth);
            let size = bytes.len().checked_div(*len as usize).unwrap_or(0);
            for (i, chunk) in bytes.chunks(size.max(1)).enumerate() {
                out.push_str(if i == 0 { ": " } else { ", " });
                let mut raw = [0u8; 8];
                let n = chunk.len().min(8);
                raw[..n].copy_from_slice(&chunk[..n]);
                let bits = u64::from_le_bytes(raw);
                match ctx.type_data(*element) {
                    TypeData::Float(kind) => numbers::format_float(*kind, bits, out),
                    TypeData::Integer { width, signedness } => {
                        numbers::format_int_attr(&IntLike::U64(bits), *width, *signedness, out);
                    }
                    _ => {}
                }
            }
            out.push('>');
        }
        AttrData::AffineMap(map) => {
            let _ = write!(out, "affine_map<{map}>");
        }
        AttrData::IntegerSet(set) => {
            let _ = write!(out, "affine_set<{set}>");
        }
        AttrData::StridedLayout { offset, strides } => {
            let show = |v: i64| {
                if v == DYNAMIC {
                    "?".to_string()
                } else {
                    v.to_string()
                }
            };
            let strides: Vec<String> = strides.iter().map(|&s| show(s)).collect();
            let _ = write!(out, "strided<[{}]", strides.join(", "));
            if *offset != 0 {
                let _ = write!(out, ", offset: {}", show(*offset));
            }
            out.push('>');
        }
        AttrData::Location(location) => {
            out.push_str("loc(");
            write_location(ctx, location, out, depth);
            out.push(')');
        }
        AttrData::Opaque { dialect, data } => write_dialect_symbol('#', dialect, data, out),
        AttrData::Dialect(storage) => {
            let _ = write!(out, "#{}.{}", storage.dialect, storage.mnemonic);
        }
    }
}

fn write_location(ctx: &Context, location: &LocationData, out: &mut String, depth: u32) {
    let inner = |attr: Attribute, out: &mut String| match ctx.attr_data(attr) {
        AttrData::Location(location) if depth <= MAX_DEPTH => {
            write_location(ctx, location, out, depth + 1)
        }
        _ => write_attr(ctx, attr, out, depth),
    };
    match location {
        LocationData::Unknown => out.push_str("unknown"),
        LocationData::FileLineCol { file, line, column } => {
            write_string(ctx.string_bytes(*file), out);
            let _ = write!(out, ":{line}:{column}");
        }
        LocationData::Name { name, child } => {
            write_string(ctx.string_bytes(*name), out);
            if *child != ctx.common().unknown_loc {
                out.push('(');
                inner(*child, out);
                out.push(')');
            }
        }
        LocationData::CallSite { callee, caller } => {
            out.push_str("callsite(");
            inner(*callee, out);
            out.push_str(" at ");
            inner(*caller, out);
            out.push(')');
        }
        LocationData::Fused {
            locations,
            metadata,
        } => {
            out.push_str("fused");
            if let Some(metadata) = metadata {
                out.push('<');
                write_attr(ctx, *metadata, out, depth);
                out.push('>');
            }
            out.push('[');
            for (i, &location) in locations.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                inner(location, out);
            }
            out.push(']');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parser::{parse_attribute, parse_type};

    #[test]
    fn types_and_attributes_read_back_as_written() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        for text in [
            "(i32, si8) -> (ui16, index)",
            "() -> ((f32) -> bf16)",
            "tuple<none, complex<f64>>",
            "vector<4x[8]xf16>",
            "tensor<?x4xf32, \"enc\">",
            "tensor<*xi1>",
            "memref<4x?xf32, strided<[?, 1], offset: 8>, 1 : i64>",
            "memref<*xf32, \"space\">",
            "!d.t<a>",
            "!d<x y>",
        ] {
            let ty = parse_type(&ctx, text).unwrap();
            let mut out = String::new();
            write_type(&ctx, ty, &mut out, 0);
            assert_eq!(out, text);
        }
        for text in [
            "[1 : i64, \"s\", unit, true, @a::@b, {a, b = 2.500000e+00 : f32}]",
            "255 : ui8",
            "loc(callsite(\"a\" at fused<\"m\">[\"b\":1:2, \"c\"]))",
            "affine_map<(d0)[s0] -> (d0 + s0)>",
            "#d.x<1>",
        ] {
            let attr = parse_attribute(&ctx, text).unwrap();
            let mut out = String::new();
            write_attr(&ctx, attr, &mut out, 0);
            assert_eq!(out, text);
        }
    }
}
