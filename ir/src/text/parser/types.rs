//! Builtin types: integers, `index`, floats, `none`, function types, `tuple`, `complex`,
//! `vector`, `tensor` and `memref`, following MLIR 19's `TypeParser.cpp`, with the element and
//! layout checks MLIR's type constructors make (same messages, same positions).
//!
//! Dialect types and aliases (`!...`) are in `dialect`; attributes used inside types (tensor
//! encodings, memref layouts and memory spaces) are parsed by `attrs`.

use super::state::{PResult, Parser};
use crate::attrs::{AttrData, Attribute, IntValue};
use crate::text::lexer::{Keyword, Signedness as LexSignedness, TokenKind, int_type_info};
use crate::types::{FloatKind, Signedness, Type, TypeData, is_valid_tensor_element};

/// MLIR's `IntegerType::kMaxWidth`.
const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

impl<'src> Parser<'src> {
    /// Whether the current token can start a type (MLIR's `parseOptionalType` cases).
    pub(crate) fn at_type_start(&self) -> bool {
        matches!(
            self.tok.kind,
            TokenKind::LParen
                | TokenKind::IntType
                | TokenKind::ExclamationIdentifier
                | TokenKind::Keyword(
                    Keyword::Memref
                        | Keyword::Tensor
                        | Keyword::Complex
                        | Keyword::Tuple
                        | Keyword::Vector
                        | Keyword::F8E5M2
                        | Keyword::F8E4M3
                        | Keyword::F8E4M3FN
                        | Keyword::F8E5M2FNUZ
                        | Keyword::F8E4M3FNUZ
                        | Keyword::F8E4M3B11FNUZ
                        | Keyword::Bf16
                        | Keyword::F16
                        | Keyword::Tf32
                        | Keyword::F32
                        | Keyword::F64
                        | Keyword::F80
                        | Keyword::F128
                        | Keyword::Index
                        | Keyword::None
                )
        )
    }

    /// `type ::= function-type | non-function-type`.
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        if self.at(TokenKind::LParen) {
            self.enter()?;
            let ty = self.parse_function_type();
            self.leave();
            return ty;
        }
        self.parse_non_function_type()
    }

    /// A type in the position of a generic op's type, reusing the type parsed earlier from the
    /// same source text: in generic IR the same function types repeat on many ops.
    pub(crate) fn parse_op_type_cached(&mut self) -> PResult<Type> {
        let start = self.tok.span.start as usize;
        if self.at(TokenKind::LParen)
            && let Some(end) = function_type_end(self.src(), start)
            && let Some(&ty) = self.type_cache.get(&self.src()[start..end])
        {
            self.reset_to(end as u32);
            return Ok(ty);
        }
        let ty = self.parse_type()?;
        let end = self.last_end as usize;
        if let Some(text) = self.src().get(start..end) {
            self.type_cache.insert(text, ty);
        }
        Ok(ty)
    }

    /// `(inputs) -> results`, at the `(`.
    fn parse_function_type(&mut self) -> PResult<Type> {
        let base = self.type_stack.len();
        let result = self.parse_function_type_into(base);
        self.type_stack.truncate(base);
        result
    }

    fn parse_function_type_into(&mut self, base: usize) -> PResult<Type> {
        self.parse_type_list_parens()?;
        let split = self.type_stack.len();
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        self.parse_function_result_types()?;
        let (inputs, results) = self.type_stack[base..].split_at(split - base);
        Ok(self.ctx.function_type(inputs, results))
    }

    /// `function-result-type ::= type-list-parens | non-function-type`, pushed on the type
    /// stack.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<()> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        let ty = self.parse_non_function_type()?;
        self.type_stack.push(ty);
        Ok(())
    }

    /// `( )` or `( type (, type)* )`, pushed on the type stack.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<()> {
        self.expect(TokenKind::LParen, "expected '('")?;
        if self.consume_if(TokenKind::RParen) {
            return Ok(());
        }
        self.parse_type_list_no_parens()?;
        self.expect(TokenKind::RParen, "expected ')'")
    }

    /// `type (, type)*`, pushed on the type stack.
    pub(crate) fn parse_type_list_no_parens(&mut self) -> PResult<()> {
        loop {
            let ty = self.parse_type()?;
            self.type_stack.push(ty);
            if !self.consume_if(TokenKind::Comma) {
                return Ok(());
            }
        }
    }

    /// Any type except a function type.
    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        let common = *self.ctx.common();
        let simple = match self.tok.kind {
            TokenKind::IntType => Some(self.parse_integer_type()?),
            TokenKind::Keyword(Keyword::F32) => Some(common.f32),
            TokenKind::Keyword(Keyword::F64) => Some(common.f64),
            TokenKind::Keyword(Keyword::F16) => Some(common.f16),
            TokenKind::Keyword(Keyword::Bf16) => Some(common.bf16),
            TokenKind::Keyword(Keyword::Index) => Some(common.index),
            TokenKind::Keyword(Keyword::None) => Some(common.none),
            TokenKind::Keyword(kw) => {
                let kind = match kw {
                    Keyword::Tf32 => Some(FloatKind::TF32),
                    Keyword::F80 => Some(FloatKind::F80),
                    Keyword::F128 => Some(FloatKind::F128),
                    Keyword::F8E5M2 => Some(FloatKind::F8E5M2),
                    Keyword::F8E4M3 => Some(FloatKind::F8E4M3),
                    Keyword::F8E4M3FN => Some(FloatKind::F8E4M3FN),
                    Keyword::F8E5M2FNUZ => Some(FloatKind::F8E5M2FNUZ),
                    Keyword::F8E4M3FNUZ => Some(FloatKind::F8E4M3FNUZ),
                    Keyword::F8E4M3B11FNUZ => Some(FloatKind::F8E4M3B11FNUZ),
                    _ => None,
                };
                kind.map(|kind| self.ctx.intern_type(TypeData::Float(kind)))
            }
            _ => None,
        };
        if let Some(ty) = simple {
            self.advance();
            return Ok(ty);
        }
        match self.tok.kind {
            TokenKind::ExclamationIdentifier => self.nested(Self::parse_extended_type),
            TokenKind::Keyword(Keyword::Memref) => self.nested(Self::parse_memref_type),
            TokenKind::Keyword(Keyword::Tensor) => self.nested(Self::parse_tensor_type),
            TokenKind::Keyword(Keyword::Complex) => self.nested(Self::parse_complex_type),
            TokenKind::Keyword(Keyword::Tuple) => self.nested(Self::parse_tuple_type),
            TokenKind::Keyword(Keyword::Vector) => self.nested(Self::parse_vector_type),
            _ => Err(self.wrong_token("expected non-function type")),
        }
    }

    /// Runs `production` one nesting level deeper.
    pub(crate) fn nested<T>(&mut self, production: fn(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter()?;
        let result = production(self);
        self.leave();
        result
    }

    /// `i32`, `si8`, `ui64` at the current token (not consumed).
    fn parse_integer_type(&mut self) -> PResult<Type> {
        let Some((signedness, width)) = int_type_info(self.text()) else {
            return Err(self.error_here("invalid integer width"));
        };
        let Some(width) = width else {
            return Err(self.error_here("invalid integer width"));
        };
        if width > MAX_INT_WIDTH {
            return Err(self.error_here(format!(
                "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
            )));
        }
        let common = self.ctx.common();
        let signedness = match signedness {
            LexSignedness::Signless => match width {
                1 => return Ok(common.i1),
                8 => return Ok(common.i8),
                16 => return Ok(common.i16),
                32 => return Ok(common.i32),
                64 => return Ok(common.i64),
                _ => Signedness::Signless,
            },
            LexSignedness::Signed => Signedness::Signed,
            LexSignedness::Unsigned => Signedness::Unsigned,
        };
        Ok(self
            .ctx
            .intern_type(TypeData::Integer { width, signedness }))
    }

    /// `complex<element>`.
    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let element_at = self.offset();
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. } | TypeData::Float(_)
        ) {
            return Err(self.error_at(element_at, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeData::Complex(element)))
    }

    /// `tuple<>` or `tuple<type (, type)*>`.
    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        if self.consume_if(TokenKind::Greater) {
            return Ok(self.ctx.tuple_type(&[]));
        }
        let base = self.type_stack.len();
        let result = self
            .parse_type_list_no_parens()
            .and_then(|()| self.expect(TokenKind::Greater, "expected '>' in tuple type"))
            .map(|()| self.ctx.tuple_type(&self.type_stack[base..]));
        self.type_stack.truncate(base);
        result
    }

    /// `vector<4x[8]xf32>`.
    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        while matches!(self.tok.kind, TokenKind::Integer | TokenKind::LSquare) {
            let is_scalable = self.consume_if(TokenKind::LSquare);
            if self.tok.kind != TokenKind::Integer {
                return Err(self.error_here("invalid dimension"));
            }
            let (dim, next) = self
                .lex
                .dimension_integer(self.tok)
                .map_err(|e| self.syntax_error(e))?;
            self.tok = next;
            shape.push(dim);
            if is_scalable && !self.consume_if(TokenKind::RSquare) {
                return Err(self.wrong_token("missing ']' closing scalable dimension"));
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let element_at = self.offset();
        let element = self.parse_type()?;
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        if shape.iter().any(|&d| d <= 0) {
            return Err(self
                .error_at_unchecked(element_at, "vector types must have positive constant sizes"));
        }
        if !matches!(
            self.ctx.type_data(element),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
        ) {
            return Err(
                self.error_at_unchecked(element_at, "vector elements must be int/index/float type")
            );
        }
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    }

    /// Consumes the `x` separating dimensions (also the `x` at the start of `xf32`).
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        let next = self
            .lex
            .dimension_x(self.tok)
            .map_err(|e| self.syntax_error(e))?;
        self.tok = next;
        Ok(())
    }

    /// A ranked dimension list with a trailing `x` (`4x?x`), as tensor and memref types write
    /// it.
    pub(crate) fn parse_dimension_list_ranked(&mut self) -> PResult<Vec<i64>> {
        let (dims, next) = self
            .lex
            .dimension_list(self.tok, true, true)
            .map_err(|e| self.syntax_error(e))?;
        self.tok = next;
        Ok(dims)
    }

    /// The dimensions of a tensor or memref type: `*x` (unranked, `None`) or a ranked list with
    /// its trailing `x`.
    fn parse_optional_ranked_dimension_list(&mut self) -> PResult<Option<Vec<i64>>> {
        if self.consume_if(TokenKind::Star) {
            self.parse_x_in_dimension_list()?;
            Ok(None)
        } else {
            Ok(Some(self.parse_dimension_list_ranked()?))
        }
    }

    /// `tensor<4x?xf32, encoding>` or `tensor<*xf32>`.
    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let ranked = self.parse_optional_ranked_dimension_list()?;
        let element_at = self.offset();
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(TokenKind::Comma) {
            encoding = self.parse_optional_attribute()?;
        }
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if !is_valid_tensor_element(self.ctx, element) {
            return Err(self.error_at(element_at, "invalid tensor element type"));
        }
        match ranked {
            None => {
                if encoding.is_some() {
                    return Err(self.error_here("cannot apply encoding to unranked tensor"));
                }
                Ok(self.ctx.intern_type(TypeData::UnrankedTensor { element }))
            }
            Some(shape) => Ok(self.ctx.intern_type(TypeData::RankedTensor {
                shape: shape.into(),
                element,
                encoding,
            })),
        }
    }

    /// `memref<4x?xf32, layout, memory-space>` or `memref<*xf32, memory-space>`.
    fn parse_memref_type(&mut self) -> PResult<Type> {
        let memref_at = self.offset();
        self.advance();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let ranked = self.parse_optional_ranked_dimension_list()?;
        let element_at = self.offset();
        let element = self.parse_type()?;
        if !self.is_valid_memref_element(element) {
            return Err(self.error_at(element_at, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        if !self.consume_if(TokenKind::Greater) {
            self.expect(TokenKind::Comma, "expected ',' or '>' in memref type")?;
            if self.at(TokenKind::Greater) {
                return Err(self.wrong_token("expected list element"));
            }
            loop {
                let attr = self.parse_attribute()?;
                let is_layout = matches!(
                    self.ctx.attr_data(attr),
                    AttrData::AffineMap(_) | AttrData::StridedLayout { .. }
                );
                if !is_layout {
                    if memory_space.is_some() {
                        return Err(
                            self.error_here("multiple memory spaces specified in memref type")
                        );
                    }
                    memory_space = Some(attr);
                } else {
                    layout = Some(attr);
                    if ranked.is_none() {
                        return Err(
                            self.error_here("cannot have affine map for unranked memref type")
                        );
                    }
                    if memory_space.is_some() {
                        return Err(
                            self.error_here("expected memory space to be last in memref type")
                        );
                    }
                }
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected ',' or '>'")?;
        }
        // The checks and canonicalizations of MLIR's `MemRefType::getChecked`.
        if let Some(space) = memory_space {
            match self.ctx.attr_data(space) {
                AttrData::Integer {
                    value: IntValue::Small(0),
                    ..
                } => memory_space = None,
                AttrData::Integer { .. }
                | AttrData::String { .. }
                | AttrData::Dictionary(_)
                | AttrData::Dialect(_) => {}
                _ => {
                    return Err(
                        self.error_at_unchecked(memref_at, "unsupported memory space Attribute")
                    );
                }
            }
        }
        let Some(shape) = ranked else {
            return Ok(self.ctx.intern_type(TypeData::UnrankedMemRef {
                element,
                memory_space,
            }));
        };
        if let Some(attr) = layout {
            match self.ctx.attr_data(attr) {
                AttrData::AffineMap(map) => {
                    if map.num_dims() as usize != shape.len() {
                        let message = format!(
                            "memref layout mismatch between rank and affine map: {} != {}",
                            shape.len(),
                            map.num_dims()
                        );
                        return Err(self.error_at_unchecked(memref_at, message));
                    }
                    if map.is_identity() {
                        layout = None;
                    }
                }
                AttrData::StridedLayout { strides, .. } if strides.len() != shape.len() => {
                    return Err(self.error_at_unchecked(
                        memref_at,
                        "expected the number of strides to match the rank",
                    ));
                }
                _ => {}
            }
        }
        Ok(self.ctx.intern_type(TypeData::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        }))
    }

    /// MLIR's `BaseMemRefType::isValidElementType` for the types we can represent.
    fn is_valid_memref_element(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_data(ty),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::Dialect(_)
        )
    }
}

/// The offset just past the function type that starts at the `(` at `start`, as the lexer and
/// the type grammar would end it, for looking up the type cache. It may give up (`None`), and
/// it may stop where no complete type ends (the lookup then misses); it never stops inside the
/// last token of a type, which could make a cached type stand for different text.
fn function_type_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = balanced_end(bytes, start)?;
    while matches!(bytes.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    if bytes.get(i..i + 2) != Some(b"->") {
        return None;
    }
    i += 2;
    while matches!(bytes.get(i), Some(b' ' | b'\t')) {
        i += 1;
    }
    match bytes.get(i)? {
        b'(' => balanced_end(bytes, i),
        b'!' => {
            // A `!` identifier continues with letters, digits and `$._-`.
            i += 1;
            while bytes
                .get(i)
                .is_some_and(|&c| c.is_ascii_alphanumeric() || b"$._-".contains(&c))
            {
                i += 1;
            }
            if bytes.get(i) == Some(&b'<') {
                return balanced_end(bytes, i);
            }
            Some(i)
        }
        c if c.is_ascii_alphabetic() || *c == b'_' => {
            while bytes
                .get(i)
                .is_some_and(|&c| c.is_ascii_alphanumeric() || b"$._".contains(&c))
            {
                i += 1;
            }
            if bytes.get(i) == Some(&b'<') {
                return balanced_end(bytes, i);
            }
            Some(i)
        }
        _ => None,
    }
}

/// The offset just past the bracket closing the one at `start`, across nested `()[]{}<>`,
/// strings and `->`; `None` past 32 levels (the lookup then just misses).
fn balanced_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut stack = [0u8; 32];
    let mut depth = 0usize;
    let mut i = start;
    loop {
        let c = *bytes.get(i)?;
        i += 1;
        let open = match c {
            b'(' | b'[' | b'{' | b'<' => {
                *stack.get_mut(depth)? = c;
                depth += 1;
                continue;
            }
            b'-' if bytes.get(i) == Some(&b'>') => {
                i += 1;
                continue;
            }
            b'"' => {
                while *bytes.get(i)? != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                continue;
            }
            b')' => b'(',
            b']' => b'[',
            b'}' => b'{',
            b'>' => b'<',
            b'\n' => return None,
            _ => continue,
        };
        if depth == 0 || stack[depth - 1] != open {
            return None;
        }
        depth -= 1;
        if depth == 0 {
            return Some(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_type_ends_where_the_lexer_ends_its_last_token() {
        fn end(text: &str) -> Option<&str> {
            function_type_end(text.as_bytes(), 0).map(|e| &text[..e])
        }
        assert_eq!(end("(i32, i32) -> i32 loc(x)"), Some("(i32, i32) -> i32"));
        assert_eq!(end("() -> (i32, f32)\n"), Some("() -> (i32, f32)"));
        assert_eq!(end("() -> !a-b c"), Some("() -> !a-b"));
        assert_eq!(end("() -> i32.x"), Some("() -> i32.x"));
        assert_eq!(
            end("() -> !d.t<\"->\", (x)>>"),
            Some("() -> !d.t<\"->\", (x)>")
        );
        assert_eq!(
            end("(memref<4xf32, affine_map<(d0) -> (d0)>>) -> ()"),
            Some("(memref<4xf32, affine_map<(d0) -> (d0)>>) -> ()")
        );
        assert_eq!(end("() -> tensor <4xf32>"), Some("() -> tensor"));
        assert_eq!(end("(i32 -> i32"), None);
        assert_eq!(end("(i32) i32"), None);
        assert_eq!(end("(i32]"), None);
        assert_eq!(end(&format!("{}{}", "(".repeat(40), ")".repeat(40))), None);
    }
}
