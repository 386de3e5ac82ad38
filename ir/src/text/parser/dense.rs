//! Dense elements attributes: `dense<...> : tensor<...>` with nested literal lists, splats,
//! complex pairs `(re, im)`, strings, the hex form `dense<"0x...">` and the empty `dense<>`,
//! checked and stored like MLIR 19's `TensorLiteralParser` does.
//!
//! The elements are stored as [`DenseData`] documents: integers, indices and floats
//! little-endian in `ceil(width / 8)` bytes (an `i1` in one byte, 0 or 1), complex numbers as
//! pairs, strings as bytes; one element with `splat` when all elements are equal, as MLIR's
//! storage uniquing does.

use super::attrs::{int_like_to_bigint, push_le};
use super::state::{PResult, Parser};
use crate::attrs::{AttrData, Attribute, DenseData};
use crate::text::lexer::{Keyword, Token, TokenKind, string_value};
use crate::text::numbers;
use crate::types::{FloatKind, Signedness, Type, TypeData};

/// One literal of a tensor literal: the token, and whether a `-` preceded it.
#[derive(Copy, Clone)]
struct Element {
    negative: bool,
    tok: Token,
}

/// What `dense<...>` held.
#[derive(Default)]
struct Literal {
    /// The shape of a list literal; empty for a single element (a splat) or for `dense<>`.
    shape: Vec<i64>,
    elements: Vec<Element>,
    /// The string token of the hex form.
    hex: Option<Token>,
}

/// The element kinds dense data can hold.
enum ElementKind {
    Int { width: u32, ty: Type },
    Float(FloatKind),
    Other,
}

impl<'src> Parser<'src> {
    /// `dense<literal> : shaped-type`, at `dense`. With `ty` given by the context, the type
    /// suffix is not parsed.
    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let attr_at = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let mut literal = Literal::default();
        if !self.consume_if(TokenKind::Greater) {
            literal = self.parse_tensor_literal(true)?;
            self.expect(TokenKind::Greater, "expected '>'")?;
        }
        let loc = if ty.is_some() { attr_at } else { self.offset() };
        let (ty, shape, element_ty) = self.parse_elements_type(ty)?;
        let data = self.dense_data(loc, ty, &shape, element_ty, &literal)?;
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, data }))
    }

    /// A tensor literal: a nested list, one element, or (when `allow_hex`) the hex string.
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<Literal> {
        let mut literal = Literal::default();
        if allow_hex && self.at(TokenKind::String) {
            literal.hex = Some(self.tok);
            self.advance();
        } else if self.at(TokenKind::LSquare) {
            literal.shape = self.parse_tensor_list(&mut literal.elements)?;
        } else {
            self.parse_tensor_element(&mut literal.elements)?;
        }
        Ok(literal)
    }

    /// The type of an elements attribute: `ty` when the context gives it, else `: type`; a
    /// shaped type of static shape, returned with its shape and element type.
    fn parse_elements_type(&mut self, ty: Option<Type>) -> PResult<(Type, Vec<i64>, Type)> {
        let ty = match ty {
            Some(ty) => ty,
            None => {
                self.expect(TokenKind::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let (shape, element_ty) = match self.ctx.type_data(ty) {
            TypeData::RankedTensor { shape, element, .. }
            | TypeData::Vector { shape, element, .. }
            | TypeData::MemRef { shape, element, .. } => (shape.to_vec(), *element),
            TypeData::UnrankedTensor { .. } | TypeData::UnrankedMemRef { .. } => {
                return Err(self.error_here("elements literal type must have static shape"));
            }
            _ => return Err(self.error_here("elements literal must be a shaped type")),
        };
        if shape.contains(&crate::types::DYNAMIC) {
            return Err(self.error_here("elements literal type must have static shape"));
        }
        Ok((ty, shape, element_ty))
    }

    /// `sparse<indices, values> : shaped-type` (or `sparse<>`), at `sparse`, as MLIR's
    /// `parseSparseElementsAttr`: the indices a literal of `i64` (one element stands for a row
    /// of `rank` equal coordinates), the values a literal of the element type (one element for
    /// every index), then the checks of MLIR's `SparseElementsAttr::verify`.
    pub(crate) fn parse_sparse_elements_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let attr_at = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' after 'sparse'")?;
        let i64_ty = self.ctx.common().i64;
        if self.consume_if(TokenKind::Greater) {
            let (ty, shape, element_ty) = self.parse_elements_type(ty)?;
            let indices_ty = crate::types::RankedTensorType::get(
                self.ctx,
                &[0, shape.len() as i64],
                i64_ty,
                None,
            )
            .ty();
            let values_ty =
                crate::types::RankedTensorType::get(self.ctx, &[0], element_ty, None).ty();
            let empty = Literal::default();
            let indices = self.dense_data(
                attr_at,
                indices_ty,
                &[0, shape.len() as i64],
                i64_ty,
                &empty,
            )?;
            let values = self.dense_data(attr_at, values_ty, &[0], element_ty, &empty)?;
            return Ok(self.sparse_attr(ty, indices_ty, indices, values_ty, values));
        }
        let indices_at = self.offset();
        let indices_literal = self.parse_tensor_literal(false)?;
        self.expect(TokenKind::Comma, "expected ','")?;
        let values_at = self.offset();
        let values_literal = self.parse_tensor_literal(true)?;
        self.expect(TokenKind::Greater, "expected '>'")?;
        // MLIR checks the attribute at its start.
        let loc = attr_at;
        let (ty, shape, element_ty) = self.parse_elements_type(ty)?;
        let rank = shape.len() as i64;
        let indices_shape = if indices_literal.shape.is_empty() {
            vec![1, rank]
        } else {
            indices_literal.shape.clone()
        };
        let values_shape = if values_literal.shape.is_empty() && values_literal.hex.is_none() {
            vec![indices_shape[0]]
        } else {
            values_literal.shape.clone()
        };
        let indices_ty =
            crate::types::RankedTensorType::get(self.ctx, &indices_shape, i64_ty, None).ty();
        let values_ty =
            crate::types::RankedTensorType::get(self.ctx, &values_shape, element_ty, None).ty();
        let indices = self.dense_data(
            indices_at,
            indices_ty,
            &indices_shape,
            i64_ty,
            &indices_literal,
        )?;
        let values = self.dense_data(
            values_at,
            values_ty,
            &values_shape,
            element_ty,
            &values_literal,
        )?;
        let describe = |shape: &[i64]| {
            shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if values_shape.len() != 1 {
            return Err(self.error_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let shapes_agree = match indices_shape.len() {
            2 => indices_shape[1] == rank,
            1 => rank == 1,
            _ => false,
        } && indices_shape[0] == values_shape[0];
        if !shapes_agree {
            return Err(self.error_at(
                loc,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                    describe(&shape),
                    describe(&indices_shape),
                    describe(&values_shape)
                ),
            ));
        }
        let coordinates = dense_i64s(&indices);
        let rows: Vec<Vec<i64>> = if coordinates.len() == 1 && indices_shape[0] * rank.max(1) != 1 {
            vec![vec![coordinates[0]; shape.len()]]
        } else {
            coordinates
                .chunks(shape.len().max(1))
                .map(|c| c.to_vec())
                .collect()
        };
        for (number, row) in rows.iter().enumerate() {
            let inside = row.len() == shape.len()
                && row.iter().zip(&shape).all(|(&i, &d)| (0..d).contains(&i));
            if !inside {
                let index = row
                    .iter()
                    .map(|i| (*i as u64).to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let shown = self.describe_type(ty);
                return Err(self.error_at(
                    loc,
                    format!(
                        "sparse index #{number} is not contained within the value shape, with index=[{index}], and type='{shown}'"
                    ),
                ));
            }
        }
        Ok(self.sparse_attr(ty, indices_ty, indices, values_ty, values))
    }

    fn sparse_attr(
        &self,
        ty: Type,
        indices_ty: Type,
        indices: DenseData,
        values_ty: Type,
        values: DenseData,
    ) -> Attribute {
        let indices = self.ctx.intern_attr(AttrData::DenseElements {
            ty: indices_ty,
            data: indices,
        });
        let values = self.ctx.intern_attr(AttrData::DenseElements {
            ty: values_ty,
            data: values,
        });
        self.ctx.intern_attr(AttrData::SparseElements {
            ty,
            indices,
            values,
        })
    }

    /// `[ element-or-list (, element-or-list)* ]`: the elements go to `out`; returns the
    /// shape of the list.
    fn parse_tensor_list(&mut self, out: &mut Vec<Element>) -> PResult<Vec<i64>> {
        self.enter()?;
        let result = self.parse_tensor_list_inner(out);
        self.leave();
        result
    }

    fn parse_tensor_list_inner(&mut self, out: &mut Vec<Element>) -> PResult<Vec<i64>> {
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut size = 0i64;
        let mut inner: Option<Vec<i64>> = None;
        if !self.consume_if(TokenKind::RSquare) {
            loop {
                let dims = if self.at(TokenKind::LSquare) {
                    self.parse_tensor_list(out)?
                } else {
                    self.parse_tensor_element(out)?;
                    Vec::new()
                };
                size += 1;
                match &inner {
                    None => inner = Some(dims),
                    Some(first) if *first != dims => {
                        return Err(self.error_here(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    Some(_) => {}
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RSquare, "expected ']'")?;
        }
        let mut shape = vec![size];
        shape.extend(inner.unwrap_or_default());
        Ok(shape)
    }

    /// One element: a number (possibly negative), `true`/`false`, a string or a complex pair.
    fn parse_tensor_element(&mut self, out: &mut Vec<Element>) -> PResult<()> {
        match self.tok.kind {
            TokenKind::Keyword(Keyword::True | Keyword::False)
            | TokenKind::Float
            | TokenKind::Integer
            | TokenKind::String => {
                out.push(Element {
                    negative: false,
                    tok: self.tok,
                });
                self.advance();
            }
            TokenKind::Minus => {
                self.advance();
                if !matches!(self.tok.kind, TokenKind::Float | TokenKind::Integer) {
                    return Err(self.error_here("expected integer or floating point literal"));
                }
                out.push(Element {
                    negative: true,
                    tok: self.tok,
                });
                self.advance();
            }
            TokenKind::LParen => {
                self.enter()?;
                self.advance();
                let pair = self
                    .parse_tensor_element(out)
                    .and_then(|()| {
                        self.expect(TokenKind::Comma, "expected ',' between complex elements")
                    })
                    .and_then(|()| self.parse_tensor_element(out))
                    .and_then(|()| {
                        self.expect(TokenKind::RParen, "expected ')' after complex elements")
                    });
                self.leave();
                pair?;
            }
            _ => return Err(self.error_here("expected element literal of primitive type")),
        }
        Ok(())
    }

    /// Checks the literal against the type and builds the elements (MLIR's
    /// `TensorLiteralParser::getAttr`).
    fn dense_data(
        &mut self,
        loc: u32,
        ty: Type,
        shape: &[i64],
        element_ty: Type,
        literal: &Literal,
    ) -> PResult<DenseData> {
        let num_elements = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d as u64))
            .unwrap_or(u64::MAX);
        let (scalar_ty, complex) = match *self.ctx.type_data(element_ty) {
            TypeData::Complex(inner) => (inner, true),
            _ => (element_ty, false),
        };
        let kind = match *self.ctx.type_data(scalar_ty) {
            TypeData::Integer { width, .. } => ElementKind::Int {
                width,
                ty: scalar_ty,
            },
            TypeData::Index => ElementKind::Int {
                width: 64,
                ty: scalar_ty,
            },
            TypeData::Float(kind) => ElementKind::Float(kind),
            _ => ElementKind::Other,
        };
        let numeric = !matches!(kind, ElementKind::Other);
        if let Some(hex) = literal.hex {
            if numeric && (complex || scalar_ty == element_ty) {
                return self.dense_hex_data(loc, ty, hex, &kind, complex, num_elements);
            }
            if complex {
                let shown = self.describe_type(element_ty);
                return Err(self.error_at(
                    loc,
                    format!(
                        "expected floating-point, integer, or complex element type, got {shown}"
                    ),
                ));
            }
            let value = string_value(self.lex.bytes(hex.span)).unwrap_or_default();
            return Ok(DenseData::Strings {
                values: Box::new([value.into_owned().into_boxed_slice()]),
                splat: true,
            });
        }
        if !literal.shape.is_empty() && literal.shape != shape {
            let message = format!(
                "inferred shape of elements literal ([{}]) does not match type ([{}])",
                join(&literal.shape),
                join(shape)
            );
            return Err(self.error_at(loc, message));
        }
        if literal.elements.is_empty() && num_elements != 0 {
            let shown = self.describe_type(ty);
            return Err(self.error_at(
                loc,
                format!("parsed zero elements, but type ('{shown}') expected at least 1"),
            ));
        }
        let count = literal.elements.len() as u64;
        if complex && numeric {
            let is_splat = literal.shape.is_empty() && num_elements != 0;
            if is_splat && count != 2 {
                let shown = self.describe_type(element_ty);
                return Err(self.error_at(
                    loc,
                    format!("parsed {count} elements, but type ('{shown}') expected 2 elements"),
                ));
            }
            if !literal.shape.is_empty() && Some(count) != num_elements.checked_mul(2) {
                let shown = self.describe_type(ty);
                let expected = num_elements.saturating_mul(2);
                return Err(self.error_at(
                    loc,
                    format!(
                        "parsed {count} elements, but type ('{shown}') expected {expected} elements"
                    ),
                ));
            }
        }
        match kind {
            ElementKind::Int { width, ty } => {
                let mut bytes =
                    Vec::with_capacity(literal.elements.len() * width.div_ceil(8) as usize);
                for element in &literal.elements {
                    self.push_int_element(&mut bytes, *element, width, ty)?;
                }
                let size = width.div_ceil(8) as usize * if complex { 2 } else { 1 };
                Ok(raw_data(bytes, size))
            }
            ElementKind::Float(kind) => {
                let mut bytes = Vec::with_capacity(literal.elements.len() * kind.storage_bytes());
                for element in &literal.elements {
                    let bits = self.float_element_bits(*element, kind)?;
                    bytes.extend_from_slice(&bits.to_le_bytes()[..kind.storage_bytes()]);
                }
                let size = kind.storage_bytes() * if complex { 2 } else { 1 };
                Ok(raw_data(bytes, size))
            }
            ElementKind::Other => {
                let values: Vec<Box<[u8]>> = literal
                    .elements
                    .iter()
                    .map(|e| token_string_value(self.lex.bytes(e.tok.span)))
                    .collect();
                let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
                Ok(if splat {
                    DenseData::Strings {
                        values: Box::new([values.into_iter().next().unwrap_or_default()]),
                        splat: true,
                    }
                } else {
                    DenseData::Strings {
                        values: values.into_boxed_slice(),
                        splat: false,
                    }
                })
            }
        }
    }

    /// Appends one integer element (MLIR's `getIntAttrElements` checks, at the element).
    fn push_int_element(
        &mut self,
        bytes: &mut Vec<u8>,
        element: Element,
        width: u32,
        ty: Type,
    ) -> PResult<()> {
        let at = element.tok.span.start;
        let signedness = match *self.ctx.type_data(ty) {
            TypeData::Integer { signedness, .. } => signedness,
            _ => Signedness::Signed,
        };
        if element.negative && signedness == Signedness::Unsigned {
            return Err(self.error_at(
                at,
                "expected unsigned integer elements, but parsed negative value",
            ));
        }
        match element.tok.kind {
            TokenKind::Float => {
                return Err(
                    self.error_at(at, "expected integer elements, but parsed floating-point")
                );
            }
            TokenKind::Keyword(kw @ (Keyword::True | Keyword::False)) => {
                if width != 1 {
                    return Err(self.error_at(at, "expected i1 type for 'true' or 'false' values"));
                }
                bytes.push(u8::from(kw == Keyword::True));
                return Ok(());
            }
            _ => {}
        }
        let text = self.lex.text(element.tok.span);
        let value = numbers::parse_int_literal(text, element.negative, width, signedness)
            .map_err(|_| self.error_at(at, "integer constant out of range for type"))?;
        push_le(bytes, &int_like_to_bigint(value), width);
        Ok(())
    }

    /// The bits of one float element (MLIR's `getFloatAttrElements`): a float literal, or a
    /// hexadecimal bit pattern.
    fn float_element_bits(&mut self, element: Element, kind: FloatKind) -> PResult<u128> {
        let text = self.lex.text(element.tok.span);
        let at = element.tok.span.start;
        match element.tok.kind {
            TokenKind::Integer if text.starts_with("0x") => {
                self.float_bits_from_int_literal(kind, text, element.negative, at)
            }
            TokenKind::Float => numbers::parse_float_literal(kind, text, element.negative)
                .map_err(|message| self.error_at(at, message)),
            _ => Err(self.error_here("expected floating-point elements, but parsed integer")),
        }
    }

    /// The hex form of numeric elements (MLIR's `getHexAttr` and `isValidRawBuffer`).
    fn dense_hex_data(
        &mut self,
        loc: u32,
        ty: Type,
        hex: Token,
        kind: &ElementKind,
        complex: bool,
        num_elements: u64,
    ) -> PResult<DenseData> {
        // Bytes that are not UTF-8 become U+FFFD, which is no hex digit either.
        let text = String::from_utf8_lossy(self.lex.bytes(hex.span));
        let inner = text.get(1..text.len().saturating_sub(1)).unwrap_or("");
        let raw = numbers::decode_dense_hex(inner)
            .map_err(|message| self.error_at(hex.span.start, message))?;
        let width = match kind {
            ElementKind::Int { width, .. } => *width,
            ElementKind::Float(kind) => kind.bit_width(),
            ElementKind::Other => 8,
        };
        let invalid = |p: &mut Self| {
            let shown = p.describe_type(ty);
            p.error_at(
                loc,
                format!("elements hex data size is invalid for provided type: '{shown}'"),
            )
        };
        if width == 1 && !complex {
            // Booleans are packed one bit per element in MLIR's buffers.
            if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
                return Ok(DenseData::Raw {
                    bytes: Box::new([raw[0] & 1]),
                    splat: true,
                });
            }
            if raw.len() as u64 * 8 != num_elements.div_ceil(8) * 8 {
                return Err(invalid(self));
            }
            let bytes: Vec<u8> = (0..num_elements)
                .map(|i| (raw[(i / 8) as usize] >> (i % 8)) & 1)
                .collect();
            return Ok(raw_data(bytes, 1));
        }
        let size = width.div_ceil(8) as u64 * if complex { 2 } else { 1 };
        if raw.len() as u64 == size {
            return Ok(DenseData::Raw {
                bytes: raw.into_boxed_slice(),
                splat: true,
            });
        }
        if Some(raw.len() as u64) != num_elements.checked_mul(size) {
            return Err(invalid(self));
        }
        Ok(raw_data(raw, size as usize))
    }
}

/// Raw element bytes in canonical form: one element with `splat` when all are equal.
fn raw_data(bytes: Vec<u8>, size: usize) -> DenseData {
    let size = size.max(1);
    if !bytes.is_empty() && bytes.chunks(size).all(|chunk| chunk == &bytes[..size]) {
        let mut bytes = bytes;
        bytes.truncate(size);
        return DenseData::Raw {
            bytes: bytes.into_boxed_slice(),
            splat: true,
        };
    }
    DenseData::Raw {
        bytes: bytes.into_boxed_slice(),
        splat: false,
    }
}

/// What MLIR's `Token::getStringValue` gives any token: its bytes without the first and last,
/// escapes decoded. For a string token that is its value; other tokens used as string elements
/// get MLIR's odd but faithful result (`1.5` becomes `.`).
fn token_string_value(text: &[u8]) -> Box<[u8]> {
    let Some(inner) = text.get(1..text.len().saturating_sub(1)) else {
        return Box::new([]);
    };
    let quoted = [b"\"", inner, b"\""].concat();
    match string_value(&quoted) {
        Ok(value) => value.into_owned().into_boxed_slice(),
        Err(_) => inner.into(),
    }
}

/// `2, 3` for a shape, as MLIR streams an `ArrayRef`.
fn join(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `i64` values of dense data read for `i64` elements (one for a splat).
fn dense_i64s(data: &DenseData) -> Vec<i64> {
    match data {
        DenseData::Raw { bytes, .. } => bytes
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect(),
        DenseData::Strings { .. } => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_elements_become_a_splat() {
        assert_eq!(
            raw_data(vec![1, 0, 1, 0], 2),
            DenseData::Raw {
                bytes: Box::new([1, 0]),
                splat: true
            }
        );
        assert_eq!(
            raw_data(vec![1, 0, 2, 0], 2),
            DenseData::Raw {
                bytes: Box::new([1, 0, 2, 0]),
                splat: false
            }
        );
        assert_eq!(
            raw_data(Vec::new(), 4),
            DenseData::Raw {
                bytes: Box::new([]),
                splat: false
            }
        );
    }

    #[test]
    fn any_token_has_mlirs_string_value() {
        assert_eq!(&*token_string_value(b"\"a\\n\""), b"a\n");
        assert_eq!(&*token_string_value(b"1.5"), b".");
        assert_eq!(&*token_string_value(b"1"), b"");
        assert_eq!(&*token_string_value(b"true"), b"ru");
        assert_eq!(&*token_string_value(b"\"\xFF\\41\""), b"\xFFA");
    }
}
