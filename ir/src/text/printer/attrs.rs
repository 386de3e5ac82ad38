//! Printing attributes: every builtin attribute in MLIR's syntax, with MLIR's rules for when
//! the type follows the value (`1 : i32`, but `1` in arrays for `i64`, never for booleans,
//! affine maps and dense arrays), dense elements (splats, nested lists, complex pairs, strings,
//! the `"0x..."` hex form of large ones with `i1` packed in bits, elision), dense arrays,
//! symbol references, strided layouts, opaque attributes back as they were read, and dialect
//! attributes through their dialect's hook. Number spellings come from `text::numbers`. Whether
//! an attribute prints as its alias is decided here; which attributes have aliases is not (see
//! `aliases`).

use super::types::push_dialect_symbol;
use super::{
    DialectAsmPrinter, Elision, OpAsmPrinter, push_escaped, push_i64, push_keyword_or_string,
    push_symbol_ref, push_u64,
};
use crate::attrs::{AttrData, Attribute, DenseData, IntValue, NamedAttr};
use crate::context::Context;
use crate::text::numbers::{self, IntLike};
use crate::types::{FloatKind, Signedness, Type, TypeData};
use num_bigint::{BigInt, Sign};

/// How the elements of a dense attribute are stored and printed.
#[derive(Copy, Clone)]
enum Element {
    /// An integer (or `index`) of `width` bits; `i1` of any signedness prints as a boolean.
    Int {
        width: u32,
        signed: bool,
    },
    Float(numbers::FloatKind),
    ComplexInt {
        width: u32,
        signed: bool,
    },
    ComplexFloat(numbers::FloatKind),
}

impl Element {
    /// Bytes one element takes in [`DenseData::Raw`].
    fn size(self) -> usize {
        match self {
            Element::Int { width, .. } => (width as usize).div_ceil(8).max(1),
            Element::Float(kind) => (kind.bit_width() as usize).div_ceil(8),
            Element::ComplexInt { width, .. } => 2 * (width as usize).div_ceil(8).max(1),
            Element::ComplexFloat(kind) => 2 * (kind.bit_width() as usize).div_ceil(8),
        }
    }
}

impl OpAsmPrinter<'_> {
    /// Above how many elements dense elements attributes print as hex.
    fn hex_limit(&self) -> i64 {
        self.options
            .hex_elements_if_larger
            .unwrap_or(numbers::DEFAULT_HEX_ELEMENT_LIMIT)
    }

    /// Prints `attr`, or its alias.
    pub(super) fn print_attribute_or_alias(&mut self, attr: Attribute, elision: Elision) {
        if self.collecting {
            self.visit_attr(attr, false, false);
            return;
        }
        if let Some(alias) = self.aliases.attr_alias(attr) {
            self.out.push_str(alias);
            return;
        }
        self.print_attribute_impl(attr, elision);
    }

    /// Prints `attr` itself, never its alias (its parts may use theirs).
    pub(super) fn print_attribute_impl(&mut self, attr: Attribute, elision: Elision) {
        let ctx = self.ctx;
        if ctx.file_line_col(attr).is_some() {
            // Read without building the location's storage.
            self.print_location(attr, false);
            return;
        }
        let data = ctx.attr_data(attr);
        match data {
            AttrData::Unit => self.out.push_str("unit"),
            AttrData::Bool(value) => self.out.push_str(if *value { "true" } else { "false" }),
            AttrData::Integer { ty, value } => {
                let (width, signedness) = match ctx.type_data(*ty) {
                    TypeData::Integer { width, signedness } => (*width, *signedness),
                    _ => (64, Signedness::Signed),
                };
                if width == 1 && signedness == Signedness::Signless {
                    let set = match value {
                        IntValue::Small(v) => v & 1 != 0,
                        IntValue::Big(v) => v.bit(0),
                    };
                    self.out.push_str(if set { "true" } else { "false" });
                    return;
                }
                push_int(
                    &mut self.out,
                    value,
                    width,
                    signedness != Signedness::Unsigned,
                );
                let is_i64 = width == 64
                    && signedness == Signedness::Signless
                    && matches!(ctx.type_data(*ty), TypeData::Integer { .. });
                if elision == Elision::May && is_i64 {
                    return;
                }
                self.print_attr_type(*ty, elision);
            }
            AttrData::Float { ty, bits } => {
                let kind = match ctx.type_data(*ty) {
                    TypeData::Float(kind) => *kind,
                    _ => FloatKind::F64,
                };
                let start = self.out.len();
                numbers::format_float(kind, u128::from(*bits), &mut self.out);
                // A bit pattern would read back as an integer without its type.
                let hex = self.out[start..].starts_with("0x");
                if elision == Elision::May && kind == FloatKind::F64 && !hex {
                    return;
                }
                self.print_attr_type(*ty, elision);
            }
            AttrData::String { value, ty } => {
                push_escaped(&mut self.out, value);
                if let Some(ty) = ty {
                    self.print_attr_type(*ty, elision);
                }
            }
            AttrData::Array(elements) => {
                self.out.push('[');
                for (i, &element) in elements.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attribute_or_alias(element, Elision::May);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attrs(entries.iter().copied());
                self.out.push('}');
            }
            AttrData::Type(ty) => self.print_type_or_alias(*ty),
            AttrData::SymbolRef { root, nested } => {
                let root = ctx.string_bytes(*root);
                if root.is_empty() && !nested.is_empty() {
                    // The absolute reference `@::@a::@b`.
                    self.out.push('@');
                } else {
                    push_symbol_ref(&mut self.out, root);
                }
                for &reference in nested.iter() {
                    self.out.push_str("::");
                    let name = match ctx.attr_data(reference) {
                        AttrData::SymbolRef { root, .. } => ctx.string_bytes(*root),
                        _ => ctx.string_bytes(reference),
                    };
                    push_symbol_ref(&mut self.out, name);
                }
            }
            AttrData::DenseElements { ty, data } => {
                self.print_dense_elements(*ty, data);
                self.print_attr_type(*ty, elision);
            }
            AttrData::SparseElements {
                ty,
                indices,
                values,
            } => {
                self.print_sparse_elements(*indices, *values);
                self.print_attr_type(*ty, elision);
            }
            AttrData::DenseResourceElements { ty, handle } => {
                // MLIR 19 never elides these: `--mlir-elide-elementsattrs-if-larger` leaves
                // them as they are.
                self.out.push_str("dense_resource<");
                self.print_resource_handle(*handle);
                self.out.push('>');
                self.print_attr_type(*ty, elision);
            }
            AttrData::DenseArray {
                element,
                len,
                bytes,
            } => self.print_dense_array(*element, *len, bytes),
            AttrData::AffineMap(map) => {
                use std::fmt::Write;
                let _ = write!(self.out, "affine_map<{map}>");
            }
            AttrData::IntegerSet(set) => {
                use std::fmt::Write;
                let _ = write!(self.out, "affine_set<{set}>");
            }
            AttrData::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &stride) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    push_dim(&mut self.out, stride);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    push_dim(&mut self.out, *offset);
                }
                self.out.push('>');
            }
            AttrData::Location(_) => self.print_location(attr, false),
            AttrData::Distinct { referenced, .. } => {
                // Numbered in the order they are printed, from 0 (MLIR's `DistinctState`).
                let next = self.distinct_ids.len() as u64;
                let id = *self.distinct_ids.entry(attr).or_insert(next);
                self.out.push_str("distinct[");
                push_u64(&mut self.out, id);
                self.out.push_str("]<");
                if !matches!(ctx.attr_data(*referenced), AttrData::Unit) {
                    self.print_attribute_or_alias(*referenced, Elision::Never);
                }
                self.out.push('>');
            }
            AttrData::Opaque { dialect, data, ty } => {
                push_dialect_symbol(&mut self.out, '#', dialect, data);
                if let Some(ty) = ty {
                    self.print_attr_type(*ty, elision);
                }
            }
            AttrData::Dialect(storage) => {
                let hook = self.dialect(storage.dialect).and_then(|d| d.print_attr);
                let body = self.capture(|p| match hook {
                    Some(hook) => hook(&mut DialectAsmPrinter { printer: p }, storage),
                    None => p.print_unprintable(storage),
                });
                push_dialect_symbol(&mut self.out, '#', storage.dialect, &body);
                self.scratch.push(body);
            }
        }
    }

    /// Prints ` : type` after a typed attribute's value, unless the type must be elided or is
    /// `none`.
    fn print_attr_type(&mut self, ty: Type, elision: Elision) {
        if elision == Elision::Must || matches!(self.ctx.type_data(ty), TypeData::None) {
            return;
        }
        self.out.push_str(" : ");
        self.print_type_or_alias(ty);
    }

    /// Prints `name = value` entries separated by commas; unit values print the name only.
    pub(super) fn print_named_attrs(&mut self, entries: impl Iterator<Item = NamedAttr>) {
        for (i, entry) in entries.enumerate() {
            if self.collecting {
                self.visit_attr(entry.value, false, false);
                continue;
            }
            if i > 0 {
                self.out.push_str(", ");
            }
            push_keyword_or_string(&mut self.out, self.ctx.string_bytes(entry.name));
            if matches!(self.ctx.attr_data(entry.value), AttrData::Unit) {
                continue;
            }
            self.out.push_str(" = ");
            self.print_attribute_or_alias(entry.value, Elision::Never);
        }
    }

    /// Prints `sparse<indices, values>` (`sparse<>` without elements), or the elided form when
    /// either part is to be elided, as MLIR's `printSparseElementsAttr`.
    fn print_sparse_elements(&mut self, indices: Attribute, values: Attribute) {
        let ctx = self.ctx;
        let (
            AttrData::DenseElements {
                ty: indices_ty,
                data: indices_data,
            },
            AttrData::DenseElements {
                ty: values_ty,
                data: values_data,
            },
        ) = (ctx.attr_data(indices), ctx.attr_data(values))
        else {
            self.out.push_str("sparse<>");
            return;
        };
        if self.elides(*indices_ty, indices_data) || self.elides(*values_ty, values_data) {
            self.out.push_str("dense_resource<__elided__>");
            return;
        }
        self.out.push_str("sparse<");
        if element_count(ctx, *indices_ty) != 0 {
            self.print_dense_body(*indices_ty, indices_data, false);
            self.out.push_str(", ");
            self.print_dense_body(*values_ty, values_data, true);
        }
        self.out.push('>');
    }

    /// Prints the body of a dense elements attribute (`dense<...>` or the elided form),
    /// without its type.
    fn print_dense_elements(&mut self, ty: Type, data: &DenseData) {
        if self.elides(ty, data) {
            self.out.push_str("dense_resource<__elided__>");
            return;
        }
        self.out.push_str("dense<");
        self.print_dense_body(ty, data, true);
        self.out.push('>');
    }

    /// Whether the elements of `ty` in `data` are printed elided
    /// (`--mlir-elide-elementsattrs-if-larger`): more than the limit, and not all equal.
    fn elides(&self, ty: Type, data: &DenseData) -> bool {
        let count = element_count(self.ctx, ty);
        self.options
            .elide_large_elements
            .is_some_and(|limit| (limit as u64) < count && !self.dense_is_splat(ty, data))
    }

    /// Whether the elements of `ty` in `data` print as one (a splat).
    fn dense_is_splat(&self, ty: Type, data: &DenseData) -> bool {
        let count = element_count(self.ctx, ty);
        let element_type = shaped_element(self.ctx, ty);
        (match data {
            DenseData::Raw { bytes, splat } => {
                let size = element_type
                    .and_then(|t| self.element_of(t))
                    .map_or(1, Element::size);
                *splat || count == 1 || all_equal(bytes.chunks(size))
            }
            DenseData::Strings { values, splat } => {
                *splat || count == 1 || all_equal(values.iter().map(|v| &v[..]))
            }
        }) && count > 0
    }

    /// Prints the elements of `ty` in `data` as a dense literal: nested lists, one element for
    /// a splat, or (when `allow_hex` and they are many) the hex string.
    fn print_dense_body(&mut self, ty: Type, data: &DenseData, allow_hex: bool) {
        let ctx = self.ctx;
        let shape = shape_of(ctx, ty);
        let element_type = shaped_element(ctx, ty);
        let count = element_count(ctx, ty);
        let is_splat = self.dense_is_splat(ty, data);
        match data {
            DenseData::Strings { values, .. } => {
                // A count beyond the stored elements only comes from malformed storage.
                let count = count.min(values.len() as u64);
                print_nested(&mut self.out, is_splat, shape, count, |out, index| {
                    let value = values.get(index as usize).or(values.first());
                    push_escaped(out, value.map_or(&[][..], |v| &v[..]));
                });
            }
            DenseData::Raw { bytes, .. } => {
                let Some(element) = element_type.and_then(|t| self.element_of(t)) else {
                    return;
                };
                if allow_hex && numbers::dense_prints_as_hex(count, is_splat, self.hex_limit()) {
                    self.out.push('"');
                    let hex = match element {
                        Element::Int { width: 1, .. } => numbers::encode_dense_hex(&pack_bits(
                            bytes,
                            usize::try_from(count).unwrap_or(usize::MAX),
                        )),
                        _ => numbers::encode_dense_hex(bytes),
                    };
                    self.out.push_str(&hex);
                    self.out.push('"');
                    return;
                }
                let size = element.size();
                let count = count.min((bytes.len() / size) as u64);
                print_nested(&mut self.out, is_splat, shape, count, |out, index| {
                    let start = (index as usize).saturating_mul(size);
                    let chunk = bytes.get(start..start + size).unwrap_or(&[]);
                    push_element(out, element, chunk);
                });
            }
        }
    }

    /// How elements of type `ty` are stored, if it is an integer, index, float or complex.
    fn element_of(&self, ty: Type) -> Option<Element> {
        Some(match self.ctx.type_data(ty) {
            TypeData::Integer { width, signedness } => Element::Int {
                width: *width,
                signed: *signedness != Signedness::Unsigned,
            },
            TypeData::Index => Element::Int {
                width: 64,
                signed: true,
            },
            TypeData::Float(kind) => Element::Float(*kind),
            TypeData::Complex(inner) => match self.element_of(*inner)? {
                Element::Int { width, signed } => Element::ComplexInt { width, signed },
                Element::Float(kind) => Element::ComplexFloat(kind),
                _ => return None,
            },
            _ => return None,
        })
    }

    /// Prints `array<type: e0, e1>` (`array<type>` when empty).
    fn print_dense_array(&mut self, element: Type, len: u64, bytes: &[u8]) {
        self.out.push_str("array<");
        self.print_type_or_alias(element);
        if len > 0 {
            self.out.push_str(": ");
            let kind = self.element_of(element);
            let size = match kind {
                Some(Element::Int { width, .. }) => (width as usize / 8).max(1),
                Some(other) => other.size(),
                None => 1,
            };
            for (i, chunk) in bytes.chunks(size).take(len as usize).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match kind {
                    Some(Element::Int { width: 1, .. }) => {
                        self.out.push_str(if chunk.iter().any(|&b| b != 0) {
                            "true"
                        } else {
                            "false"
                        })
                    }
                    Some(Element::Int { signed, .. }) => {
                        push_raw_int(&mut self.out, chunk, (size * 8) as u32, signed)
                    }
                    Some(element) => push_element(&mut self.out, element, chunk),
                    None => {}
                }
            }
        }
        self.out.push('>');
    }
}

/// Appends an integer attribute value of a `width`-bit type (MLIR's `APInt::print`).
fn push_int(out: &mut String, value: &IntValue, width: u32, signed: bool) {
    match value {
        IntValue::Small(v) if width <= 64 => push_bits(out, *v as u64, width, signed),
        IntValue::Small(v) => numbers::format_int(&IntLike::I64(*v), width, signed, out),
        IntValue::Big(v) => numbers::format_int(&IntLike::Big((**v).clone()), width, signed, out),
    }
}

/// Appends the low `width` (at most 64) bits of `raw`, read as two's complement if `signed`.
fn push_bits(out: &mut String, raw: u64, width: u32, signed: bool) {
    if width == 0 {
        out.push('0');
        return;
    }
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let bits = raw & mask;
    if signed && (bits >> (width - 1)) & 1 == 1 {
        push_i64(out, (bits | !mask) as i64);
    } else {
        push_u64(out, bits);
    }
}

/// Appends an integer stored little-endian in `bytes`, `width` bits wide.
fn push_raw_int(out: &mut String, bytes: &[u8], width: u32, signed: bool) {
    if width <= 64 {
        let mut raw = [0u8; 8];
        let n = bytes.len().min(8);
        raw[..n].copy_from_slice(&bytes[..n]);
        push_bits(out, u64::from_le_bytes(raw), width, signed);
    } else {
        let value = BigInt::from_bytes_le(Sign::Plus, bytes);
        numbers::format_int(&IntLike::Big(value), width, signed, out);
    }
}

/// Appends one dense element stored in `bytes`.
fn push_element(out: &mut String, element: Element, bytes: &[u8]) {
    let float_bits = numbers::float_bits_from_le_bytes;
    match element {
        Element::Int { width: 1, .. } => {
            out.push_str(if bytes.first().is_some_and(|b| b & 1 != 0) {
                "true"
            } else {
                "false"
            })
        }
        Element::Int { width, signed } => push_raw_int(out, bytes, width, signed),
        Element::Float(kind) => numbers::format_float(kind, float_bits(bytes), out),
        Element::ComplexInt { width, signed } => {
            let half = bytes.len() / 2;
            out.push('(');
            push_element(out, Element::Int { width, signed }, &bytes[..half]);
            out.push(',');
            push_element(out, Element::Int { width, signed }, &bytes[half..]);
            out.push(')');
        }
        Element::ComplexFloat(kind) => {
            let half = bytes.len() / 2;
            out.push('(');
            numbers::format_float(kind, float_bits(&bytes[..half]), out);
            out.push(',');
            numbers::format_float(kind, float_bits(&bytes[half..]), out);
            out.push(')');
        }
    }
}

/// Appends `count` elements in nested brackets following `shape` (MLIR's
/// `printDenseElementsAttrImpl`): one element for a splat, nothing when empty.
fn print_nested(
    out: &mut String,
    is_splat: bool,
    shape: &[i64],
    count: u64,
    mut element: impl FnMut(&mut String, u64),
) {
    if is_splat {
        element(out, 0);
        return;
    }
    if count == 0 || shape.is_empty() {
        return;
    }
    let rank = shape.len();
    let mut counter = vec![0i64; rank];
    let mut open = 0;
    for index in 0..count {
        if index != 0 {
            out.push_str(", ");
        }
        while open < rank {
            out.push('[');
            open += 1;
        }
        element(out, index);
        counter[rank - 1] += 1;
        for i in (1..rank).rev() {
            if counter[i] >= shape[i] {
                counter[i] = 0;
                counter[i - 1] += 1;
                open -= 1;
                out.push(']');
            }
        }
    }
    for _ in 0..open {
        out.push(']');
    }
}

/// Whether every item equals the first.
fn all_equal<'b>(mut items: impl Iterator<Item = &'b [u8]>) -> bool {
    match items.next() {
        Some(first) => items.all(|item| item == first),
        None => true,
    }
}

/// Packs one-byte booleans into bits, least significant first (MLIR's `i1` storage).
fn pack_bits(bytes: &[u8], count: usize) -> Vec<u8> {
    let mut packed = vec![0u8; count.div_ceil(8)];
    for (i, &b) in bytes.iter().take(count).enumerate() {
        if b & 1 != 0 {
            packed[i / 8] |= 1 << (i % 8);
        }
    }
    packed
}

/// Appends a stride or offset: `?` when dynamic.
fn push_dim(out: &mut String, value: i64) {
    if value == crate::types::DYNAMIC {
        out.push('?');
    } else {
        push_i64(out, value);
    }
}

/// The element type of shaped type `ty`, if it is a tensor, vector or memref.
fn shaped_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { element, .. }
        | TypeData::Vector { element, .. }
        | TypeData::MemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// The shape of shaped type `ty` (empty for a type without one).
fn shape_of(ctx: &Context, ty: Type) -> &[i64] {
    match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, .. }
        | TypeData::Vector { shape, .. }
        | TypeData::MemRef { shape, .. } => shape,
        _ => &[],
    }
}

/// The number of elements of shaped type `ty` (`u64::MAX` when it overflows, 1 for a type
/// without a shape).
fn element_count(ctx: &Context, ty: Type) -> u64 {
    shape_of(ctx, ty)
        .iter()
        .try_fold(1u64, |n, &d| n.checked_mul(u64::try_from(d).unwrap_or(0)))
        .unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_print_in_their_width() {
        let mut out = String::new();
        push_bits(&mut out, u64::MAX, 8, true);
        out.push(' ');
        push_bits(&mut out, 255, 8, false);
        out.push(' ');
        push_bits(&mut out, i64::MIN as u64, 64, true);
        out.push(' ');
        push_bits(&mut out, u64::MAX, 64, false);
        out.push(' ');
        push_bits(&mut out, 0, 0, true);
        assert_eq!(out, "-1 255 -9223372036854775808 18446744073709551615 0");
    }

    #[test]
    fn nested_lists_follow_the_shape() {
        let mut out = String::new();
        print_nested(&mut out, false, &[2, 3], 6, push_u64);
        assert_eq!(out, "[[0, 1, 2], [3, 4, 5]]");
        out.clear();
        print_nested(&mut out, false, &[1, 0], 0, push_u64);
        assert_eq!(out, "");
    }

    #[test]
    fn booleans_pack_least_significant_bit_first() {
        assert_eq!(
            pack_bits(&[1, 0, 0, 1, 0, 0, 1, 0, 0, 1], 10),
            vec![0x49, 0x02]
        );
    }
}
